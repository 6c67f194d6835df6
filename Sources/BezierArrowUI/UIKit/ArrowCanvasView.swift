// Many draggable arrows in one UIKit view, over the shapes and views they connect.

#if canImport(UIKit) && (os(iOS) || os(visionOS))
import BezierArrow
import UIKit

/// Many draggable arrows in one UIKit view, hit-tested through an `ArrowScene`, with the shapes
/// and views of the app that they connect: the UIKit counterpart of ``ArrowCanvas``.
///
/// ```swift
/// let canvas = ArrowCanvasView<String>()
/// canvas.frame = view.bounds
/// view.addSubview(canvas)
/// canvas.follow(boxA, id: "a")
/// canvas.follow(boxB, id: "b")
/// canvas.setArrow(ArrowCanvasItem(id: "link", template: DoubleArrow.template, start: .zero, end: .zero))
/// try canvas.bind(.start, of: "link", to: "a", ArrowBinding(anchor: CGPoint(x: 0.5, y: 0.5)))
/// try canvas.bind(.end, of: "link", to: "b", ArrowBinding(anchor: CGPoint(x: 0.5, y: 0.5)))
/// canvas.onChange = { id in save(canvas.arrow(id)) }
/// ```
///
/// The arrows are drawn in the canvas's own coordinates, bottom first, each by shape layers (as
/// ``ArrowControl`` draws one): the canvas has no backing store, so it may cover its whole
/// superview, or a scroll view's whole content, at no cost. Only touches on an arrow's tap target
/// reach it (``point(inside:with:)``): touches between the arrows go to the views behind, the
/// app's boxes among them, unless ``allowsMarqueeSelection`` is set. A touch selects the arrow it
/// lands on and raises it (with Shift or Command on a hardware keyboard, adds it to the selection
/// or takes it out); a touch on a head drags that tip, a touch on a body handle bends the body,
/// a touch on a body moves the arrow whole, with every other selected arrow when it is selected,
/// wherever the finger goes; a cancelled touch puts them back. A touch on no arrow, anywhere in
/// the window, ends the selection. Several fingers may drag several tips at once.
///
/// A whole-arrow move unbinds a moving arrow's tip from a shape, or from an arrow that is not
/// moving with it (reported to ``onBindingChange``), and keeps its binding to an arrow that is.
///
/// The canvas does not draw shapes: it knows the app's (``setShape(_:id:)``, ``follow(_:id:)``)
/// so that tips bound to them (``bind(_:of:to:_:)``) follow them. Setting a shape again, or a
/// followed view moving, solves and redraws the arrows bound to it.
///
/// Keys and assistive technologies work as in ``ArrowControl``, across all tips: while an arrow
/// is selected the canvas is first responder, Tab walks every tip of every arrow in drawing
/// order and then hands focus on, the arrow keys move the focused tip (or, none focused, the
/// selected arrows), Delete deletes the selected arrows, Command-A selects every arrow, Escape
/// ends the selection. Each arrow is an accessibility element and each tip an adjustable one; a
/// change to a selection of many is announced ("3 arrows selected"). Waypoints join the tips in
/// Tab's walk and as elements, and the primary selected arrow shows its body's handles.
///
/// Every edit is one step of the canvas's `undoManager`; the Edit menu's commands act on the
/// selection (``enableEditCommands(templates:makeID:)``); ``animate(withDuration:animations:completion:)``
/// animates a change (an undo, a paste, the app's).
@MainActor
open class ArrowCanvasView<ID: Hashable & Sendable>: UIView {
    /// The controller and what was drawn.
    let core = ArrowCanvasCore<ID>()
    /// Each arrow's view of shape layers, by id.
    var hosts: [ID: ArrowLayerHost] = [:]
    /// The dragged tips' targets and snap guides as drawn.
    var overlay = CanvasOverlay<ID>()
    let highlightLayer = CAShapeLayer()
    let guidesLayer = CAShapeLayer()
    let pinsLayer = CAShapeLayer()
    let marqueeLayer = CAShapeLayer()
    lazy var pointerDownObserver = PointerDownObserver(view: self) { [weak self] location in
        self?.core.pointerDownAnywhere(at: Point(location))
        self?.refresh()
    }

    /// The arrows' ids in drawing order, bottom first.
    public var arrowIDs: [ID] { core.interaction.scene.ids }

    /// The selected arrow, or `nil`: a touch on an arrow, Tab or VoiceOver selects it; a touch on
    /// no arrow or Escape ends the selection. Setting it does not call ``onSelectionChange``;
    /// setting `nil` resigns first responder.
    public var selection: ID? {
        get { core.interaction.selection }
        set {
            core.select(newValue)
            refresh()
        }
    }

    /// The selected arrows, in the order they were selected (the last is ``selection``): a touch
    /// selects one, Shift or Command add, a selection rectangle or Command-A select many.
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
    /// takes every touch inside its bounds, so the views behind it get none.
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

    /// How magnified the canvas is shown (in a zooming scroll view, say): tap targets, key steps
    /// and outlines keep their size on screen.
    public var zoomScale: CGFloat {
        get { CGFloat(core.interaction.zoomScale) }
        set {
            core.interaction.zoomScale = Double(newValue)
            refresh(redrawingAll: true)
        }
    }

    /// Whether a touch on a body drags the nearer tip instead of moving the arrow whole (by
    /// default a body moves the arrow and only the heads drag tips).
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
    public var fillColor: UIColor = .tintColor { didSet { updateColors() } }
    /// The stroke of the arrows' spines (at their templates' line widths).
    public var strokeColor: UIColor = .label { didSet { updateColors() } }
    /// The dashed selection outline, the focus ring, and a drag's target and guides.
    public var selectionColor: UIColor = .tintColor { didSet { updateColors() } }
    /// The font of the labels; the footnote text style's by default, which follows Dynamic Type.
    /// Each label's box is its text's size in this font.
    public var labelFont: UIFont = .preferredFont(forTextStyle: .footnote) {
        didSet {
            core.measureLabels(in: labelFont)
            refresh(redrawingAll: true)
        }
    }
    /// The color of the labels.
    public var labelColor: UIColor = .label { didSet { updateColors() } }
    /// Whether ``labelFont``, when it is a text style's font, follows the system's text size
    /// (Dynamic Type); `true` by default.
    public var adjustsFontForContentSizeCategory = true

    /// Called for each arrow whose tips, bend or label the canvas changed: at each move of a
    /// drag, after a key or VoiceOver move, and when a shape its tips are bound to moved them.
    /// Not called for an arrow the app sets itself (``setArrow(_:)``).
    public var onChange: ((ID) -> Void)? {
        get { core.onChange }
        set { core.onChange = newValue }
    }
    /// Called when a drag of a tip finishes and after each key or VoiceOver move, with the arrow,
    /// the tip and where it came to rest (not for a cancelled drag).
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
    /// Called when a user changes the selection (touch, selection rectangle, keys, VoiceOver),
    /// with the new ``selection`` (read ``selectedIDs`` for all).
    public var onSelectionChange: ((ID?) -> Void)? {
        get { core.onSelectionChange }
        set { core.onSelectionChange = newValue }
    }
    /// Called once when a touch that moved whole arrows lifts, and after each arrow-key move of
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
    /// Called as the pointer (iPad trackpad or mouse) hovers, with the arrow and part under it,
    /// or `nil`.
    public var onHover: ((ArrowSceneHit<ID>?) -> Void)? {
        get { core.onHover }
        set { core.onHover = newValue }
    }

    /// Creates an empty canvas.
    public init() {
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        isMultipleTouchEnabled = true
        isAccessibilityElement = false
        for overlayLayer in [marqueeLayer, highlightLayer, guidesLayer, pinsLayer] {
            overlayLayer.fillColor = nil
            // Above every arrow's view, whatever their order.
            overlayLayer.zPosition = 1
            layer.addSublayer(overlayLayer)
        }
        core.performElementAction = { [weak self] action, id, tip in
            self?.core.perform(action, on: id, tip: tip)
            self?.refresh()
        }
        core.needsRefresh = { [weak self] in self?.refresh() }
        core.undo.manager = { [weak self] in self?.undoManager }
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: #selector(hovered(_:))))
        updateColors()
    }

    /// Not available: a canvas is made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

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
        UIKitConstants.postLayoutChanged()
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
        UIKitConstants.postLayoutChanged()
        return true
    }

    // MARK: Drawing

    /// The marks' sizes at the current zoom and contrast.
    var marks: ArrowMarks {
        ArrowMarks(zoomScale: core.interaction.zoomScale, increasedContrast: UIKitConstants.increasedContrast(traitCollection))
    }

    /// Redraws what changed in the controller, reports it, and keeps the selection's watch and
    /// first responder in step.
    ///
    /// - Parameters:
    ///   - all: whether every arrow is redrawn (zoom, contrast, font).
    ///   - quiet: an arrow the app set itself, not reported.
    func refresh(redrawingAll all: Bool = false, quiet: ID? = nil) {
        let changes = core.sync(redrawingAll: all, quiet: quiet)
        let marks = marks
        for (id, _) in changes.removed { hosts.removeValue(forKey: id)?.removeFromSuperview() }
        for (id, _, _) in changes.redrawn {
            draw(id, in: hosts[id] ?? makeHost(id), marks: marks)
        }
        if changes.isReordered {
            for id in core.shownOrder { hosts[id].map { bringSubviewToFront($0) } }
        }
        dragFeedbackDidChange()
        if all { drawOverlay() }
        let holdsKeys = core.interaction.hasKeyboardFocus
        pointerDownObserver.setActive(holdsKeys && window != nil)
        if !holdsKeys && isFirstResponder { resignFirstResponder() }
    }

    /// Gives an arrow's layers the arrow as drawn now (a running animation's frame) with its marks.
    func draw(_ id: ID, in host: ArrowLayerHost, marks: ArrowMarks) {
        guard let drawn = core.shownToDraw(id) else { return }
        host.layers.update(drawn.arrow, isSelected: drawn.isSelected, focusedTip: drawn.focusedTip, handles: drawn.handles(marks: marks),
                           marks: marks, labelFont: labelFont)
    }

    private func makeHost(_ id: ID) -> ArrowLayerHost {
        let host = ArrowLayerHost(frame: bounds)
        host.layers.setColors(fill: fillColor, stroke: strokeColor, selection: selectionColor, label: labelColor, for: traitCollection)
        addSubview(host)
        hosts[id] = host
        return host
    }

    /// Resolves the dynamic colors for the current traits, on every arrow and the overlay.
    func updateColors() {
        let traits = traitCollection
        for host in hosts.values {
            host.layers.setColors(fill: fillColor, stroke: strokeColor, selection: selectionColor, label: labelColor, for: traits)
        }
        let selection = selectionColor.resolvedColor(with: traits).cgColor
        highlightLayer.strokeColor = selection
        guidesLayer.strokeColor = selection
        pinsLayer.fillColor = selection
        marqueeLayer.strokeColor = selection
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for host in hosts.values { host.frame = bounds }
        refreshFollowedViews()
    }

    open override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        updateColors()
        if adjustsFontForContentSizeCategory,
           previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory,
           let style = labelFont.fontDescriptor.object(forKey: .textStyle) as? String {
            // The font of the same text style at the new size; the labels are measured again.
            labelFont = .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style), compatibleWith: traitCollection)
        } else {
            refresh(redrawingAll: true)
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        pointerDownObserver.setActive(core.interaction.hasKeyboardFocus && window != nil)
        refreshFollowedViews()
    }

    // MARK: Touches

    /// Whether a touch lands on an arrow's tap target: touches between the arrows pass through
    /// to the views behind (all are taken with ``allowsMarqueeSelection``).
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if allowsMarqueeSelection { return bounds.contains(point) }
        return core.interaction.hitTest(Point(point)) != nil
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let event { _ = core.modifierKeysChanged(to: PlatformKeys.modifiers(event.modifierFlags)) }
        for touch in touches {
            _ = core.pointerDown(PlatformKeys.pointer(touch), at: Point(touch.location(in: self)), timestamp: touch.timestamp)
        }
        if core.interaction.selection != nil && !isFirstResponder { becomeFirstResponder() }
        refresh()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        var moved = event.map { core.modifierKeysChanged(to: PlatformKeys.modifiers($0.modifierFlags)) } ?? false
        for touch in touches where core.pointerMoved(PlatformKeys.pointer(touch), to: Point(touch.location(in: self)),
                                                     timestamp: touch.timestamp) {
            moved = true
        }
        if moved { refresh() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            core.pointerEnded(PlatformKeys.pointer(touch), at: Point(touch.location(in: self)), timestamp: touch.timestamp)
        }
        refresh()
        UIKitConstants.postLayoutChanged()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { core.pointerEnded(PlatformKeys.pointer(touch), at: nil, timestamp: touch.timestamp) }
        refresh()
    }

    // A hardware keyboard's modifier keys, pressed or let go during a drag (Option leaves a tip
    // free, Command stops snapping): the presses go on up the responder chain.

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        modifiersChanged(event)
        super.pressesBegan(presses, with: event)
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        modifiersChanged(event)
        super.pressesChanged(presses, with: event)
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        modifiersChanged(event)
        super.pressesEnded(presses, with: event)
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        modifiersChanged(event)
        super.pressesCancelled(presses, with: event)
    }

    private func modifiersChanged(_ event: UIPressesEvent?) {
        if let event, core.modifierKeysChanged(to: PlatformKeys.modifiers(event.modifierFlags)) { refresh() }
    }

    @objc private func hovered(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed: core.hover(at: Point(recognizer.location(in: self)))
        default: core.hover(at: nil)
        }
    }

    // MARK: Keys and accessibility

    open override var canBecomeFirstResponder: Bool { true }

    /// The keys the controller takes now, and only while first responder (an arrow selected):
    /// the arrow keys with priority over a scroll view's.
    open override var keyCommands: [UIKeyCommand]? {
        guard isFirstResponder else { return nil }
        return PlatformKeys.commands(for: core.interaction.keysTaken, action: #selector(keyPressed(_:)))
    }

    @objc private func keyPressed(_ command: UIKeyCommand) {
        guard let key = PlatformKeys.key(of: command), core.handle(key) != .ignored else { return }
        // Tab past the last tip and Escape end the selection: refresh resigns, and the focus
        // system moves on.
        refresh()
    }

    open override var accessibilityElements: [Any]? {
        get { core.accessibilityElements(owner: self) }
        set {}
    }

    // MARK: Edit menu (the responder's standard actions; `+Editing` says when they apply)

    /// Enables the Edit menu's commands and their shortcuts only when they apply: Copy, Cut,
    /// Duplicate and Delete with an arrow selected, Paste with a scene on the pasteboard, Select
    /// All with an arrow not selected; Copy, Cut, Paste and Duplicate once
    /// ``enableEditCommands(templates:makeID:)`` was called. None while a touch drags.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        guard let command = ArrowEditCommand(action: action) else { return super.canPerformAction(action, withSender: sender) }
        return core.canPerform(command)
    }

    /// Copy (⌘C): the selected arrows to the pasteboard (``copySelection(templates:)``).
    open override func copy(_ sender: Any?) { performEditCommand(.copy) }
    /// Cut (⌘X): the selected arrows to the pasteboard, then removed as one undoable step.
    open override func cut(_ sender: Any?) { performEditCommand(.cut) }
    /// Paste (⌘V): the pasteboard's arrows, as one undoable step (``paste(templates:makeID:)``).
    open override func paste(_ sender: Any?) { performEditCommand(.paste) }
    /// Duplicate (⌘D): a copy of the selected arrows (``duplicateSelection(makeID:)``).
    @available(iOS 16.0, *)
    open override func duplicate(_ sender: Any?) { performEditCommand(.duplicate) }
    /// Delete: removes the selected arrows as one undoable step, as the Delete key does.
    open override func delete(_ sender: Any?) { performEditCommand(.delete) }
    /// Select All (⌘A): selects every arrow.
    open override func selectAll(_ sender: Any?) { performEditCommand(.selectAll) }

    private func performEditCommand(_ command: ArrowEditCommand) {
        if core.perform(command) { refresh() }
    }
}
#endif
