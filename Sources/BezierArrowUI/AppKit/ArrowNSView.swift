// A draggable arrow for AppKit.

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import BezierArrow

/// A draggable arrow for AppKit: a template drawn between two tips that a user moves with the
/// mouse, the keyboard or VoiceOver.
///
/// ```swift
/// let arrow = ArrowNSView(template: DoubleArrow.template)
/// arrow.frame = window.contentView!.bounds
/// arrow.onRelease = { tip, point in print("\(tip) tip released at \(point)") }
/// window.contentView!.addSubview(arrow)
/// ```
///
/// The view is flipped (y runs down, as the arrow's coordinates do) and draws the arrow in its
/// own coordinates; a change redraws only the rectangle the arrow covered before and covers
/// after (`ArrowMarks.drawnBounds`). Clicks beside the arrow's tap target go to the views behind
/// (``hitTest(_:)``). A drag that starts on a head moves that tip, keeping its offset from the
/// mouse, wherever the mouse goes, calling ``onChange`` at each move and ``onRelease`` when the
/// button goes up. A click on the arrow selects it (a dashed outline around its stroke, solid and
/// wider when the system increases contrast) and makes it first responder; a click anywhere else
/// ends the selection. While selected: Tab and Shift-Tab walk its tips (and then on to the next
/// key view, ending the selection), the arrow keys move the focused tip (Shift for the large
/// step), Escape deselects; other keys, and the arrow keys with no tip focused, go on up the
/// responder chain (a scroll view). The part under the mouse is ``hoveredPart``.
///
/// Accessibility: the arrow is an element named after its template, each tip an incrementor
/// ("start tip", value "x 20, y 60") that increments and decrements along the arrow, with four
/// custom actions moving it left, right, up and down.
@MainActor
open class ArrowNSView: NSView {
    /// The controller: the arrow, its pointer, selection and focus.
    package internal(set) var interaction: ArrowInteraction

    /// The template drawn; setting it keeps the tips.
    public var template: ArrowTemplate {
        get { interaction.arrow.template }
        set {
            interaction.arrow = interaction.arrow.withTemplate(newValue)
            arrowNeedsDisplay()
        }
    }

    /// The start tip, in the view's coordinates.
    public var start: CGPoint {
        get { CGPoint(interaction.arrow.start) }
        set { interaction.arrow.start = Point(newValue); arrowNeedsDisplay() }
    }

    /// The end tip, in the view's coordinates.
    public var end: CGPoint {
        get { CGPoint(interaction.arrow.end) }
        set { interaction.arrow.end = Point(newValue); arrowNeedsDisplay() }
    }

    /// The heads and body the arrow is drawn with (BezierArrow's `ArrowStyle`: a head per end,
    /// a body kind, a bend), or `nil` for the template's own drawing; the template's style to
    /// begin with. A drag of one of the body's handles (`Arrow.handles`: an arc's or elbow's
    /// bend) changes the style.
    public var style: ArrowStyle? {
        get { interaction.arrow.style }
        set { interaction.arrow.style = newValue; arrowNeedsDisplay() }
    }

    /// Text shown along the body, in a box the body is cut around, or `nil` (the default) for
    /// none. The box is the text's size in ``labelFont``.
    public var labelText: String? { didSet { updateLabel() } }
    /// The font of ``labelText``.
    public var labelFont: NSFont = .systemFont(ofSize: NSFont.smallSystemFontSize) { didSet { updateLabel() } }
    /// The color of ``labelText``.
    public var labelColor: NSColor = .labelColor { didSet { arrowNeedsDisplay() } }
    /// Where along the body ``labelText`` sits, by length: 0 at the start head, 1 at the end
    /// head, 0.5 (the default) halfway. A value outside 0...1 shows no label.
    public var labelFraction: Double = 0.5 { didSet { updateLabel() } }

    /// Measures the label and gives it to the arrow.
    private func updateLabel() {
        interaction.arrow.label = ArrowDrawing.label(labelText, font: labelFont, fraction: labelFraction)
        arrowNeedsDisplay()
    }

    /// How magnified the view is shown (in a magnifying scroll view, say): the tap target, key
    /// steps and outlines keep their size on screen.
    public var zoomScale: CGFloat {
        get { CGFloat(interaction.zoomScale) }
        set { interaction.zoomScale = Double(newValue); arrowNeedsDisplay() }
    }

    /// Whether a drag that starts on the body moves the nearer tip (by default only heads grab).
    public var allowsBodyGrab: Bool {
        get { interaction.allowsBodyGrab }
        set { interaction.allowsBodyGrab = newValue }
    }

    /// Whether the arrow is selected: a click on it selects it; Escape deselects it (clicks
    /// beside it pass through to the views behind, which may deselect it by setting this).
    public var isSelected: Bool {
        get { interaction.isSelected }
        set {
            interaction.isSelected = newValue
            if !newValue, window?.firstResponder === self { window?.makeFirstResponder(nil) }
            pointerDownObserver.setActive(newValue && window != nil)
            arrowNeedsDisplay()
        }
    }

    /// The fill of the outline.
    public var fillColor: NSColor = .controlAccentColor { didSet { arrowNeedsDisplay() } }
    /// The stroke of the spine (at the template's line width).
    public var strokeColor: NSColor = .labelColor { didSet { arrowNeedsDisplay() } }
    /// The dashed selection outline and the focus ring.
    public var selectionColor: NSColor = .keyboardFocusIndicatorColor { didSet { arrowNeedsDisplay() } }

    /// Called at each move of a dragged tip.
    public var onChange: ((ArrowNSView) -> Void)?
    /// Called when a drag finishes and after each keyboard or VoiceOver move, with the tip moved and
    /// where it came to rest.
    public var onRelease: ((ArrowTip, CGPoint) -> Void)?
    /// The last finished move.
    public private(set) var lastRelease: ArrowDragResult?

    /// The part of the arrow under the mouse, or `nil`.
    public var hoveredPart: ArrowPart? { interaction.hoveredPart }

    /// The arrow's element, then its tips'.
    private lazy var elements = ArrowAccessibilityElement.elements(owner: self) { [weak self] action, tip in
        self?.perform(action, tip: tip) ?? false
    }
    /// Its waypoints' elements, between its tips' (`+Waypoints`).
    var waypointElements: [WaypointAccessibilityElement] = []

    private lazy var pointerDownObserver = PointerDownObserver(view: self) { [weak self] location in
        guard let self, self.interaction.pointerDownAnywhere(at: location.map { Point($0) }) else { return }
        self.isSelected = false
    }
    /// What the last drawing covered, to redraw with what the next one covers.
    private var drawnRect = CGRect.null
    /// The running animation (``animate(withDuration:animations:completion:)``), or `nil`.
    var animator: ArrowAnimator?

    /// Creates an arrow view.
    ///
    /// - Parameters:
    ///   - template: the arrow's template (a generated type's `template`).
    ///   - start: the start tip, in the view's coordinates; the template's rest tip by default.
    ///   - end: the end tip; the template's rest tip by default.
    public init(template: ArrowTemplate, start: CGPoint? = nil, end: CGPoint? = nil) {
        var arrow = Arrow(template: template)
        arrow.setTips(start: start.map { Point($0) } ?? arrow.start, end: end.map { Point($0) } ?? arrow.end)
        interaction = ArrowInteraction(arrow: arrow)
        super.init(frame: .zero)
    }

    /// Not available: an arrow view needs a template, which a nib cannot give.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override var isFlipped: Bool { true }

    // MARK: Drawing

    /// The marks' sizes at the current zoom and contrast.
    private var marks: ArrowMarks {
        ArrowMarks(zoomScale: interaction.zoomScale,
                   increasedContrast: NSWorkspace.shared.accessibilityDisplayShouldIncreaseContrast)
    }

    /// Marks for redrawing what the arrow covered and what it covers now (a running animation's
    /// frame), nothing else.
    func arrowNeedsDisplay() {
        let arrow = arrowToDraw(), marks = marks
        let now = CGRect(isSelected
            ? marks.drawnBoundsWithHandles(of: arrow, focusedTip: interaction.focusedTip, focusedWaypoint: interaction.focusedWaypoint)
            : marks.drawnBounds(of: arrow, isSelected: false, focusedTip: nil))
        let dirty = drawnRect.union(now)
        drawnRect = now
        if !dirty.isNull { setNeedsDisplay(dirty) }
    }

    open override func viewWillMove(toWindow newWindow: NSWindow?) {
        super.viewWillMove(toWindow: newWindow)
        pointerDownObserver.setActive(isSelected && newWindow != nil)
    }

    open override func viewDidChangeEffectiveAppearance() {
        super.viewDidChangeEffectiveAppearance()
        drawnRect = .null
        needsDisplay = true
    }

    open override func draw(_ dirtyRect: NSRect) {
        guard let context = NSGraphicsContext.current?.cgContext else { return }
        let arrow = arrowToDraw(), marks = marks
        // Colors resolve for the appearance AppKit makes current while drawing.
        ArrowDrawing.draw(arrow, ArrowDrawing.Style(
            fill: fillColor.cgColor, stroke: strokeColor.cgColor, selection: selectionColor.cgColor,
            isSelected: isSelected, focusedTip: isSelected ? interaction.focusedTip : nil, marks: marks,
            label: arrow.label.map { ArrowDrawing.labelText($0.text, font: labelFont, color: labelColor) },
            handles: isSelected ? marks.handleMarks(of: arrow, focusedWaypoint: interaction.focusedWaypoint) : []),
            in: context)
    }

    // MARK: Mouse

    /// The view only when the point lies on the arrow's tap target, so clicks beside the arrow go
    /// to the views behind.
    open override func hitTest(_ point: NSPoint) -> NSView? {
        let local = convert(point, from: superview)
        return interaction.contains(Point(local)) ? super.hitTest(point) : nil
    }

    private func location(of event: NSEvent) -> Point {
        Point(convert(event.locationInWindow, from: nil))
    }

    open override func mouseDown(with event: NSEvent) {
        interaction.pointerDown(PlatformKeys.mouse, at: location(of: event))
        isSelected = interaction.isSelected
        if isSelected { window?.makeFirstResponder(self) }
        arrowNeedsDisplay()
    }

    open override func mouseDragged(with event: NSEvent) {
        if interaction.pointerMoved(PlatformKeys.mouse, to: location(of: event)) {
            arrowNeedsDisplay()
            onChange?(self)
        }
    }

    open override func mouseUp(with event: NSEvent) {
        if let result = interaction.pointerUp(PlatformKeys.mouse, at: location(of: event)) { released(result) }
        arrowNeedsDisplay()
    }

    open override func updateTrackingAreas() {
        super.updateTrackingAreas()
        PlatformKeys.trackMouse(in: self)
    }

    open override func mouseMoved(with event: NSEvent) {
        interaction.hover(at: location(of: event))
    }

    open override func mouseExited(with event: NSEvent) {
        interaction.hover(at: nil)
    }

    private func released(_ result: ArrowDragResult) {
        lastRelease = result
        arrowNeedsDisplay()
        onChange?(self)
        onRelease?(result.grabbed, CGPoint(result.tip))
    }

    // MARK: Keys and accessibility

    open override var acceptsFirstResponder: Bool { true }

    open override func keyDown(with event: NSEvent) {
        guard let key = PlatformKeys.key(of: event), handle(key) else { return super.keyDown(with: event) }
    }

    /// Hands a key to the controller and does what it answers.
    ///
    /// - Returns: `false` for a key the controller does not take now (it goes on up the
    ///   responder chain).
    @discardableResult
    func handle(_ key: ArrowKey) -> Bool {
        let waypoints = interaction.arrow.waypoints
        let response = interaction.handle(key)
        switch response {
        case .ignored: return false
        case .handled:
            arrowNeedsDisplay()
            // An arrow key on a focused waypoint.
            if interaction.arrow.waypoints != waypoints { onChange?(self) }
        case let .moved(result): released(result)
        case let .focusLeaves(forward):
            isSelected = false
            if forward { window?.selectNextKeyView(self) } else { window?.selectPreviousKeyView(self) }
        case .deselected: isSelected = false
        }
        Announcer.announce(ArrowAccessibility.announcement(for: response, arrow: interaction.arrow,
                                                           focusedTip: interaction.focusedTip,
                                                           focusedWaypoint: interaction.focusedWaypoint))
        return true
    }

    /// Runs a move without a pointer and reports it as a finished edit.
    func keyMove(_ body: (inout ArrowInteraction) -> ArrowDragResult?) {
        if let result = body(&interaction) { released(result) }
        arrowNeedsDisplay()
    }

    open override func isAccessibilityElement() -> Bool { false }

    open override func accessibilityChildren() -> [Any]? {
        for element in elements {
            element.update(arrow: interaction.arrow, isSelected: isSelected, zoomScale: interaction.zoomScale)
        }
        // The arrow, its start tip, its waypoints in order, its end tip: Tab's order.
        return Array(elements.prefix(2)) + updatedWaypointElements() + Array(elements.dropFirst(2))
    }

    /// Does what an accessibility element asks: select the arrow, or move a tip.
    private func perform(_ action: ArrowElementAction, tip: ArrowTip?) -> Bool {
        if let tip {
            keyMove { action.move(tip, in: &$0) }
        } else {
            isSelected = true
        }
        return true
    }
}
#endif
