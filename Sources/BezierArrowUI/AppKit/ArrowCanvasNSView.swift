// Many draggable arrows in one AppKit view, over the shapes and views they connect.

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import BezierArrow

/// Many draggable arrows in one AppKit view, hit-tested through an `ArrowScene`, with the shapes
/// and views of the app that they connect: the AppKit counterpart of ``ArrowCanvas``.
///
/// ```swift
/// let canvas = ArrowCanvasNSView<String>()
/// canvas.frame = container.bounds
/// container.addSubview(canvas)
/// canvas.follow(boxA, id: "a")
/// canvas.follow(boxB, id: "b")
/// canvas.setArrow(ArrowCanvasItem(id: "link", template: DoubleArrow.template, start: .zero, end: .zero))
/// try canvas.bind(.start, of: "link", to: "a", ArrowBinding(anchor: Point(0.5, 0.5)))
/// try canvas.bind(.end, of: "link", to: "b", ArrowBinding(anchor: Point(0.5, 0.5)))
/// canvas.onChange = { id in save(canvas.arrow(id)) }
/// ```
///
/// The view is flipped (y runs down, as the arrows' coordinates do) and draws the arrows in its
/// own coordinates, bottom first, as ``ArrowNSView`` draws one; a change redraws only the
/// rectangles the changed arrows covered before and cover after. Clicks beside every arrow's
/// tap target go to the views behind (``hitTest(_:)``), the app's boxes among them, unless
/// ``allowsMarqueeSelection`` is set. A click selects the arrow it lands on and raises it
/// (Shift- or Command-click adds it to the selection or takes it out); a drag that starts on a
/// head moves that tip, one that starts on a body handle bends the body, one that starts on a
/// body moves the arrow whole, with every other selected arrow when it is selected, wherever
/// the mouse goes. A click anywhere else ends the selection.
///
/// A whole-arrow move unbinds a moving arrow's tip from a shape, or from an arrow that is not
/// moving with it (reported to ``onBindingChange``), and keeps its binding to an arrow that is.
///
/// The canvas does not draw shapes: it knows the app's (``setShape(_:id:)``, ``follow(_:id:)``)
/// so that tips bound to them (``bind(_:of:to:_:)``) follow them. Setting a shape again, or a
/// followed view moving, solves and redraws the arrows bound to it.
///
/// Keys and assistive technologies work as in ``ArrowNSView``, across all tips: while an arrow
/// is selected the canvas is first responder, Tab walks every tip of every arrow in drawing
/// order and then on to the next key view, the arrow keys move the focused tip (or, none
/// focused, the selected arrows), Delete deletes the selected arrows, Command-A (Select All)
/// selects every arrow, Escape ends the selection. Each arrow is an accessibility element and
/// each tip an incrementor; a change to a selection of many is announced ("3 arrows selected").
/// Waypoints join the tips in Tab's walk and as elements, and the primary selected arrow shows
/// its body's handles.
///
/// Every edit is one step of the canvas's `undoManager`; the Edit menu's commands act on the
/// selection (``enableEditCommands(templates:makeID:)``); ``animate(withDuration:animations:completion:)``
/// animates a change (an undo, a paste, the app's).
@MainActor
open class ArrowCanvasNSView<ID: Hashable & Sendable>: NSView {
    /// The controller and what was drawn.
    let core = ArrowCanvasCore<ID>()
    /// The rectangle each arrow's drawing covers, by id.
    var drawnRects: [ID: CGRect] = [:]
    /// The dragged tips' targets and snap guides as drawn.
    var overlay = CanvasOverlay<ID>()
    lazy var pointerDownObserver = PointerDownObserver(view: self) { [weak self] location in
        self?.core.pointerDownAnywhere(at: location.map { Point($0) })
        self?.refresh()
    }

    /// The arrows' ids in drawing order, bottom first.
    public var arrowIDs: [ID] { core.interaction.scene.ids }

    /// The selected arrow, or `nil`: a click on an arrow, Tab or VoiceOver selects it; a click on
    /// no arrow or Escape ends the selection. Setting it does not call ``onSelectionChange``;
    /// setting `nil` resigns first responder.
    public var selection: ID? {
        get { core.interaction.selection }
        set {
            core.select(newValue)
            refresh()
        }
    }

    /// The selected arrows, in the order they were selected (the last is ``selection``): a click
    /// selects one, Shift or Command add, a selection rectangle or Select All select many.
    /// Setting it does not call ``onSelectionChange``.
    public var selectedIDs: [ID] {
        get { core.interaction.selectedIDs }
        set {
            core.select(newValue)
            refresh()
        }
    }

    /// Whether a drag that starts between the arrows draws a selection rectangle that selects
    /// the arrows it touches (Shift adds to the selection); `false` by default. On, the canvas
    /// takes every click inside its bounds, so the views behind it get none.
    public var allowsMarqueeSelection: Bool {
        get { core.interaction.allowsMarquee }
        set { core.interaction.allowsMarquee = newValue }
    }

    /// Whether a selection rectangle selects only the arrows it encloses wholly, rather than
    /// every arrow it touches (the default).
    public var marqueeSelectsEnclosedArrowsOnly: Bool {
        get { core.interaction.marqueeRule == .enclosed }
        set { core.interaction.marqueeRule = newValue ? .enclosed : .touched }
    }

    /// How magnified the canvas is shown (in a magnifying scroll view, say): tap targets, key
    /// steps and outlines keep their size on screen.
    public var zoomScale: CGFloat {
        get { CGFloat(core.interaction.zoomScale) }
        set {
            core.interaction.zoomScale = Double(newValue)
            refresh(redrawingAll: true)
        }
    }

    /// Whether a drag that starts on a body moves the nearer tip instead of the arrow whole (by
    /// default a body moves the arrow and only heads grab tips).
    public var allowsBodyGrab: Bool {
        get { core.interaction.allowsBodyGrab }
        set { core.interaction.allowsBodyGrab = newValue }
    }

    /// Whether a dragged tip released on a shape or an arrow binds to it (and VoiceOver offers
    /// to connect tips); `true` by default. Off, dragged tips stay free, and a dragged bound tip
    /// is still unbound. Holding Option while dragging leaves a tip free too.
    public var allowsBinding: Bool {
        get { core.interaction.connectionSettings.isBindingEnabled }
        set { core.interaction.connectionSettings.isBindingEnabled = newValue }
    }

    /// Whether a dragged tip snaps to 15-degree steps from the other tip, to shapes' centres and
    /// edge midpoints, and to other arrows' tips; `true` by default. Holding Command while
    /// dragging stops it too.
    public var allowsSnapping: Bool {
        get { core.interaction.connectionSettings.isSnappingEnabled }
        set { core.interaction.connectionSettings.isSnappingEnabled = newValue }
    }

    /// The fill of the arrows' outlines.
    public var fillColor: NSColor = .controlAccentColor { didSet { needsDisplay = true } }
    /// The stroke of the arrows' spines (at their templates' line widths).
    public var strokeColor: NSColor = .labelColor { didSet { needsDisplay = true } }
    /// The dashed selection outline, the focus ring, and a drag's target and guides.
    public var selectionColor: NSColor = .keyboardFocusIndicatorColor { didSet { needsDisplay = true } }
    /// The font of the labels; each label's box is its text's size in this font.
    public var labelFont: NSFont = .systemFont(ofSize: NSFont.smallSystemFontSize) {
        didSet {
            core.measureLabels(in: labelFont)
            refresh(redrawingAll: true)
        }
    }
    /// The color of the labels.
    public var labelColor: NSColor = .labelColor { didSet { needsDisplay = true } }

    /// Called for each arrow whose tips, bend or label the canvas changed: at each move of a
    /// drag, after a key or VoiceOver move, and when a shape its tips are bound to moved them.
    /// Not called for an arrow the app sets itself (``setArrow(_:)``).
    public var onChange: ((ID) -> Void)? {
        get { core.onChange }
        set { core.onChange = newValue }
    }
    /// Called when a drag of a tip finishes and after each key or VoiceOver move, with the arrow,
    /// the tip and where it came to rest.
    public var onRelease: ((ID, ArrowTip, CGPoint) -> Void)? {
        get { core.onRelease }
        set { core.onRelease = newValue }
    }
    /// Called for each tip whose binding the canvas changed (a drag that binds or unbinds it, a
    /// VoiceOver connect or disconnect action, a key move of a bound tip; a removed shape or
    /// arrow unbinding the tips bound to it), with the new binding or `nil`.
    /// Not called for the app's own ``bind(_:of:to:_:)`` and ``unbind(_:of:)``.
    public var onBindingChange: ((ID, ArrowTip, ArrowSceneBinding<ID>?) -> Void)? {
        get { core.onBindingChange }
        set { core.onBindingChange = newValue }
    }
    /// Called when a user changes the selection (click, selection rectangle, keys, VoiceOver),
    /// with the new ``selection`` (read ``selectedIDs`` for all).
    public var onSelectionChange: ((ID?) -> Void)? {
        get { core.onSelectionChange }
        set { core.onSelectionChange = newValue }
    }
    /// Called once when a drag that moved whole arrows ends, and after each arrow-key move of
    /// the selection, with the arrows and how far they moved (``onChange`` is called for each
    /// too, as they move): one undoable edit.
    public var onMove: (([ID], CGPoint) -> Void)? {
        get { core.onMove }
        set { core.onMove = newValue }
    }
    /// Called after the user deleted the selected arrows (Delete), with their ids; the canvas
    /// no longer holds them.
    public var onDelete: (([ID]) -> Void)? {
        get { core.onDelete }
        set { core.onDelete = newValue }
    }
    /// Called as the mouse moves over the canvas, with the arrow and part under it, or `nil`.
    public var onHover: ((ArrowSceneHit<ID>?) -> Void)? {
        get { core.onHover }
        set { core.onHover = newValue }
    }

    /// Creates an empty canvas.
    public init() {
        super.init(frame: .zero)
        core.performElementAction = { [weak self] action, id, tip in
            self?.core.perform(action, on: id, tip: tip)
            self?.refresh()
        }
        core.needsRefresh = { [weak self] in self?.refresh() }
        core.undo.manager = { [weak self] in self?.undoManager }
    }

    /// Not available: a canvas is made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override var isFlipped: Bool { true }

    // MARK: Arrows

    /// An arrow as the canvas holds it now (tips moved by drags and bindings, bend and waypoints
    /// by their handles), or `nil` when no arrow has the id.
    ///
    /// - Parameter id: the arrow's id.
    public func arrow(_ id: ID) -> ArrowCanvasItem<ID>? {
        core.item(id)
    }

    /// Adds an arrow on top of the others, or replaces the arrow with its id, keeping its place
    /// and its tips' bindings (a bound tip is placed by its binding, not by the item). Its label's
    /// box is its text's size in ``labelFont``.
    ///
    /// - Parameter item: the arrow.
    /// - Returns: `false`, changing nothing, when a tip is not finite or a shape has the id.
    @discardableResult
    public func setArrow(_ item: ArrowCanvasItem<ID>) -> Bool {
        guard core.setArrow(item, labelFont: labelFont) else { return false }
        refresh(quiet: item.id)
        return true
    }

    /// Removes an arrow; tips bound to it are unbound where they are.
    ///
    /// - Parameter id: the arrow's id.
    /// - Returns: whether an arrow had the id.
    @discardableResult
    public func removeArrow(_ id: ID) -> Bool {
        guard core.reportingBindings({ $0.remove(id) }) != nil else { return false }
        refresh()
        return true
    }

    // MARK: Drawing

    /// The marks' sizes at the current zoom and contrast.
    var marks: ArrowMarks {
        ArrowMarks(zoomScale: core.interaction.zoomScale,
                   increasedContrast: NSWorkspace.shared.accessibilityDisplayShouldIncreaseContrast)
    }

    /// Marks for redrawing what changed in the controller, reports it, and keeps the
    /// selection's watch and first responder in step.
    ///
    /// - Parameters:
    ///   - all: whether every arrow is redrawn (zoom, font).
    ///   - quiet: an arrow the app set itself, not reported.
    func refresh(redrawingAll all: Bool = false, quiet: ID? = nil) {
        let changes = core.sync(redrawingAll: all, quiet: quiet)
        let marks = marks
        for (id, _) in changes.removed {
            if let rect = drawnRects.removeValue(forKey: id) { setNeedsDisplay(rect) }
        }
        for (id, _, _) in changes.redrawn { arrowNeedsDisplay(id, marks: marks) }
        if changes.isReordered || all { needsDisplay = true }
        dragFeedbackDidChange()
        let holdsKeys = core.interaction.hasKeyboardFocus
        pointerDownObserver.setActive(holdsKeys && window != nil)
        if !holdsKeys, window?.firstResponder === self { window?.makeFirstResponder(nil) }
    }

    /// Marks for redrawing what an arrow covered and what it covers now, as drawn now (a
    /// running animation's frame).
    func arrowNeedsDisplay(_ id: ID, marks: ArrowMarks) {
        guard let drawn = core.shownToDraw(id) else { return }
        let rect = CGRect(drawn.drawnBounds(marks: marks))
        setNeedsDisplay(drawnRects[id].map { $0.union(rect) } ?? rect)
        drawnRects[id] = rect
    }

    open override func draw(_ dirtyRect: NSRect) {
        guard let context = NSGraphicsContext.current?.cgContext else { return }
        let marks = marks
        // Colors resolve for the appearance AppKit makes current while drawing.
        let fill = fillColor.cgColor, stroke = strokeColor.cgColor, selection = selectionColor.cgColor
        for id in core.shownOrder {
            guard let rect = drawnRects[id], needsToDraw(rect), let shown = core.shownToDraw(id) else { continue }
            ArrowDrawing.draw(shown.arrow, ArrowDrawing.Style(
                fill: fill, stroke: stroke, selection: selection, isSelected: shown.isSelected,
                focusedTip: shown.focusedTip, marks: marks,
                label: shown.arrow.label.map { ArrowDrawing.labelText($0.text, font: labelFont, color: labelColor) },
                handles: shown.handles(marks: marks)),
                in: context)
        }
        drawOverlay(in: context, color: selection, marks: marks)
    }

    open override func viewDidChangeEffectiveAppearance() {
        super.viewDidChangeEffectiveAppearance()
        needsDisplay = true
    }

    open override func viewWillMove(toWindow newWindow: NSWindow?) {
        super.viewWillMove(toWindow: newWindow)
        pointerDownObserver.setActive(core.interaction.hasKeyboardFocus && newWindow != nil)
    }

    open override func layout() {
        super.layout()
        refreshFollowedViews()
    }

    // MARK: Mouse

    /// The view only when the point lies on an arrow's tap target, so clicks between the arrows
    /// go to the views behind (all are taken with ``allowsMarqueeSelection``).
    open override func hitTest(_ point: NSPoint) -> NSView? {
        let local = convert(point, from: superview)
        if allowsMarqueeSelection { return super.hitTest(point) }
        return core.interaction.hitTest(Point(local)) != nil ? super.hitTest(point) : nil
    }

    private func location(of event: NSEvent) -> Point {
        Point(convert(event.locationInWindow, from: nil))
    }

    open override func mouseDown(with event: NSEvent) {
        _ = core.modifierKeysChanged(to: PlatformKeys.modifiers(event.modifierFlags))
        _ = core.pointerDown(PlatformKeys.mouse, at: location(of: event), timestamp: event.timestamp)
        if core.interaction.selection != nil { window?.makeFirstResponder(self) }
        refresh()
    }

    open override func mouseDragged(with event: NSEvent) {
        let keysChanged = core.modifierKeysChanged(to: PlatformKeys.modifiers(event.modifierFlags))
        let moved = core.pointerMoved(PlatformKeys.mouse, to: location(of: event), timestamp: event.timestamp)
        if keysChanged || moved { refresh() }
    }

    open override func mouseUp(with event: NSEvent) {
        core.pointerEnded(PlatformKeys.mouse, at: location(of: event), timestamp: event.timestamp)
        refresh()
    }

    /// Modifier keys pressed or let go during a drag (Option leaves a tip free, Command stops
    /// snapping).
    open override func flagsChanged(with event: NSEvent) {
        if core.modifierKeysChanged(to: PlatformKeys.modifiers(event.modifierFlags)) { refresh() }
        super.flagsChanged(with: event)
    }

    open override func updateTrackingAreas() {
        super.updateTrackingAreas()
        PlatformKeys.trackMouse(in: self)
    }

    open override func mouseMoved(with event: NSEvent) {
        core.hover(at: location(of: event))
    }

    open override func mouseExited(with event: NSEvent) {
        core.hover(at: nil)
    }

    // MARK: Keys and accessibility

    open override var acceptsFirstResponder: Bool { true }

    open override func keyDown(with event: NSEvent) {
        guard let key = PlatformKeys.key(of: event) else { return super.keyDown(with: event) }
        let response = core.handle(key)
        switch response {
        case .ignored: return super.keyDown(with: event)
        case let .focusLeaves(forward):
            if forward { window?.selectNextKeyView(self) } else { window?.selectPreviousKeyView(self) }
        case .handled, .moved, .deselected: break
        }
        refresh()
    }

    // MARK: Edit menu (the responder's standard actions; `+Editing` says when they apply)

    /// Select All (the Edit menu's ⌘A): selects every arrow.
    open override func selectAll(_ sender: Any?) { performEditCommand(.selectAll) }
    /// Copy (⌘C): the selected arrows to the pasteboard (``copySelection(templates:)``).
    @objc open func copy(_ sender: Any?) { performEditCommand(.copy) }
    /// Cut (⌘X): the selected arrows to the pasteboard, then removed as one undoable step.
    @objc open func cut(_ sender: Any?) { performEditCommand(.cut) }
    /// Paste (⌘V): the pasteboard's arrows, as one undoable step (``paste(templates:makeID:)``).
    @objc open func paste(_ sender: Any?) { performEditCommand(.paste) }
    /// Duplicate (an Edit menu item whose action is `duplicate:`): a copy of the selected
    /// arrows (``duplicateSelection(makeID:)``).
    @objc open func duplicate(_ sender: Any?) { performEditCommand(.duplicate) }
    /// Delete (the Edit menu's Delete): removes the selected arrows as one undoable step, as
    /// the Delete key does.
    @objc open func delete(_ sender: Any?) { performEditCommand(.delete) }

    /// Enables the Edit menu's items (and toolbar items) for these actions only when they
    /// apply: Copy, Cut, Duplicate and Delete with an arrow selected, Paste with a scene on the
    /// pasteboard, Select All with an arrow not selected; Copy, Cut, Paste and Duplicate once
    /// ``enableEditCommands(templates:makeID:)`` was called. None while the mouse drags.
    /// Other actions are enabled, as AppKit enables an item whose target does not validate.
    @objc open func validateUserInterfaceItem(_ item: any NSValidatedUserInterfaceItem) -> Bool {
        guard let action = item.action, let command = ArrowEditCommand(action: action) else { return true }
        return core.canPerform(command)
    }

    private func performEditCommand(_ command: ArrowEditCommand) {
        if core.perform(command) { refresh() }
    }

    open override func isAccessibilityElement() -> Bool { false }

    open override func accessibilityChildren() -> [Any]? {
        core.accessibilityElements(owner: self)
    }
}
#endif
