// A draggable arrow for UIKit: a control whose value is its two tips.

#if canImport(UIKit) && (os(iOS) || os(visionOS))
import BezierArrow
import UIKit

/// A draggable arrow for UIKit: a template drawn between two tips that a user moves with touches,
/// the pointer, a hardware keyboard or VoiceOver.
///
/// ```swift
/// let arrow = ArrowControl(template: DoubleArrow.template)
/// arrow.frame = view.bounds
/// arrow.addTarget(self, action: #selector(arrowMoved(_:)), for: .valueChanged)
/// arrow.addTarget(self, action: #selector(arrowReleased(_:)), for: .editingDidEnd)
/// view.addSubview(arrow)
/// ```
///
/// The arrow is drawn in the control's own coordinates, by shape layers (and a label view): the
/// control itself has no backing store, so it may cover its whole superview at no cost, and a
/// move changes the layers' paths, not pixels. Only touches on its tap target reach it
/// (``point(inside:with:)``): touches beside the arrow go to the views behind. A touch on a head
/// drags that tip, keeping its offset from the finger, wherever the finger goes, sending
/// `.valueChanged` at each move; lifting sends `.editingDidEnd` (``lastRelease`` tells which tip
/// and where) and calls ``onRelease``; a cancelled touch puts the tip back and sends
/// `.editingDidEnd` too. Two fingers may drag the two tips at once.
///
/// A touch on the arrow selects it (``isSelected``, drawn with a dashed outline around its
/// stroke, solid and wider when the system asks for increased contrast) and makes it first
/// responder; a touch anywhere else in the window ends the selection, as does setting
/// ``isSelected`` to `false` (which also resigns first responder). While selected it takes
/// Tab and Shift-Tab (focus a tip; past the last tip focus moves on and the selection ends)
/// and Escape (ends the selection); the arrow keys (Shift for the large step) only while a tip
/// is focused. Keys it does not take reach scroll views and focus navigation as usual.
///
/// The label's font follows Dynamic Type when it is a text style's font (the default) and
/// ``adjustsFontForContentSizeCategory`` is set.
///
/// Accessibility: the arrow is an element named after its template, each tip an adjustable
/// element ("start tip", value "x 20, y 60"): swipe up or down moves it along the arrow, and four
/// custom actions move it left, right, up and down. Keyboard moves and focus changes are
/// announced.
@MainActor
open class ArrowControl: UIControl, UIContentSizeCategoryAdjusting {
    /// The controller: the arrow, its pointers, selection and focus.
    package internal(set) var interaction: ArrowInteraction

    /// The template drawn; setting it keeps the tips.
    public var template: ArrowTemplate {
        get { interaction.arrow.template }
        set {
            interaction.arrow = interaction.arrow.withTemplate(newValue)
            arrowDidChange()
        }
    }

    /// The start tip, in the control's coordinates.
    public var start: CGPoint {
        get { CGPoint(interaction.arrow.start) }
        set { interaction.arrow.start = Point(newValue); arrowDidChange() }
    }

    /// The end tip, in the control's coordinates.
    public var end: CGPoint {
        get { CGPoint(interaction.arrow.end) }
        set { interaction.arrow.end = Point(newValue); arrowDidChange() }
    }

    /// The heads and body the arrow is drawn with (BezierArrow's `ArrowStyle`: a head per end,
    /// a body kind, a bend), or `nil` for the template's own drawing; the template's style to
    /// begin with. A drag of one of the body's handles (`Arrow.handles`: an arc's or elbow's
    /// bend) changes the style.
    public var style: ArrowStyle? {
        get { interaction.arrow.style }
        set { interaction.arrow.style = newValue; arrowDidChange() }
    }

    /// Text shown along the body, in a box the body is cut around, or `nil` (the default) for
    /// none. The box is the text's size in ``labelFont``.
    public var labelText: String? { didSet { updateLabel() } }
    /// The font of ``labelText``; the footnote text style's by default, which follows Dynamic
    /// Type.
    public var labelFont: UIFont = .preferredFont(forTextStyle: .footnote) { didSet { updateLabel() } }
    /// The color of ``labelText``.
    public var labelColor: UIColor = .label { didSet { updateColors() } }
    /// Where along the body ``labelText`` sits, by length: 0 at the start head, 1 at the end
    /// head, 0.5 (the default) halfway. A value outside 0...1 shows no label.
    public var labelFraction: Double = 0.5 { didSet { updateLabel() } }
    /// Whether ``labelFont``, when it is a text style's font, follows the system's text size
    /// (Dynamic Type); `true` by default.
    public var adjustsFontForContentSizeCategory = true

    /// Measures the label and gives it to the arrow.
    private func updateLabel() {
        interaction.arrow.label = ArrowDrawing.label(labelText, font: labelFont, fraction: labelFraction)
        arrowDidChange()
    }

    /// How magnified the control is shown (in a zooming scroll view, say): the tap target, key
    /// steps and outlines keep their size on screen.
    public var zoomScale: CGFloat {
        get { CGFloat(interaction.zoomScale) }
        set { interaction.zoomScale = Double(newValue); updateLayers() }
    }

    /// Whether a touch on the body drags the nearer tip (by default only the heads do).
    public var allowsBodyGrab: Bool {
        get { interaction.allowsBodyGrab }
        set { interaction.allowsBodyGrab = newValue }
    }

    /// The fill of the outline.
    public var fillColor: UIColor = .tintColor { didSet { updateColors() } }
    /// The stroke of the spine (at the template's line width).
    public var strokeColor: UIColor = .label { didSet { updateColors() } }
    /// The dashed selection outline and the focus ring.
    public var selectionColor: UIColor = .tintColor { didSet { updateColors() } }

    /// Called when a drag finishes and after each keyboard or VoiceOver move, with the tip moved and
    /// where it came to rest (not for a cancelled drag).
    public var onRelease: ((ArrowTip, CGPoint) -> Void)?

    /// The last finished move: the end, its final tip and where it started.
    public private(set) var lastRelease: ArrowDragResult?

    /// Whether the arrow is selected: a touch on it selects it; a touch elsewhere, Escape, or
    /// focus moving on deselects it. Setting it to `false` also resigns first responder.
    open override var isSelected: Bool {
        didSet {
            interaction.isSelected = isSelected
            if !isSelected && isFirstResponder { resignFirstResponder() }
            pointerDownObserver.setActive(isSelected)
            updateLayers()
        }
    }

    /// The arrow's element, then its tips'.
    private lazy var elements = ArrowAccessibilityElement.elements(owner: self) { [weak self] action, tip in
        self?.perform(action, tip: tip) ?? false
    }
    /// Its waypoints' elements, between its tips' (`+Waypoints`).
    var waypointElements: [WaypointAccessibilityElement] = []
    private lazy var pointerDownObserver = PointerDownObserver(view: self) { [weak self] location in
        self?.pointerDownAnywhere(at: location)
    }
    private lazy var layers = ArrowLayers(in: self)
    /// The running animation (``animate(withDuration:animations:completion:)``), or `nil`.
    var animator: ArrowAnimator?

    /// Creates an arrow control.
    ///
    /// - Parameters:
    ///   - template: the arrow's template (a generated type's `template`).
    ///   - start: the start tip, in the control's coordinates; the template's rest tip by default.
    ///   - end: the end tip; the template's rest tip by default.
    public init(template: ArrowTemplate, start: CGPoint? = nil, end: CGPoint? = nil) {
        var arrow = Arrow(template: template)
        arrow.setTips(start: start.map { Point($0) } ?? arrow.start, end: end.map { Point($0) } ?? arrow.end)
        interaction = ArrowInteraction(arrow: arrow)
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        isMultipleTouchEnabled = true
        isAccessibilityElement = false
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: #selector(hovered(_:))))
        updateColors()
        updateLayers()
    }

    /// Not available: an arrow control needs a template, which a storyboard cannot give.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The part of the arrow under the hovering pointer (iPad trackpad or mouse), or `nil`.
    public var hoveredPart: ArrowPart? { interaction.hoveredPart }

    private func arrowDidChange() {
        updateLayers()
        UIKitConstants.postLayoutChanged()
    }

    // MARK: Drawing

    /// The marks' sizes at the current zoom and contrast.
    private var marks: ArrowMarks {
        ArrowMarks(zoomScale: interaction.zoomScale, increasedContrast: UIKitConstants.increasedContrast(traitCollection))
    }

    /// Gives the layers the arrow's paths (a running animation's frame) and the marks' sizes.
    func updateLayers() {
        let arrow = arrowToDraw(), marks = marks
        layers.update(arrow, isSelected: isSelected, focusedTip: isSelected ? interaction.focusedTip : nil,
                      handles: isSelected ? marks.handleMarks(of: arrow, focusedWaypoint: interaction.focusedWaypoint) : [],
                      marks: marks, labelFont: labelFont)
    }

    /// Resolves the dynamic colors for the current traits.
    private func updateColors() {
        layers.setColors(fill: fillColor, stroke: strokeColor, selection: selectionColor, label: labelColor, for: traitCollection)
    }

    open override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        updateColors()
        if adjustsFontForContentSizeCategory,
           previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory,
           let style = labelFont.fontDescriptor.object(forKey: .textStyle) as? String {
            // The font of the same text style at the new size; the label box is measured again.
            labelFont = .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style), compatibleWith: traitCollection)
        } else {
            updateLayers()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        pointerDownObserver.setActive(isSelected && window != nil)
    }

    // MARK: Touches

    /// Whether a touch lands on the arrow's tap target: touches beside the arrow pass through to
    /// the views behind.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        interaction.contains(Point(point))
    }

    /// A touch came down anywhere in the window while the arrow is selected.
    private func pointerDownAnywhere(at location: CGPoint) {
        if interaction.pointerDownAnywhere(at: Point(location)) { isSelected = false }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        var grabbed = false
        for touch in touches {
            if interaction.pointerDown(PlatformKeys.pointer(touch), at: Point(touch.location(in: self))) != nil { grabbed = true }
        }
        isSelected = interaction.isSelected
        if isSelected && !isFirstResponder { becomeFirstResponder() }
        if grabbed { sendActions(for: .editingDidBegin) }
        updateLayers()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        var moved = false
        for touch in touches where interaction.pointerMoved(PlatformKeys.pointer(touch), to: Point(touch.location(in: self))) {
            moved = true
        }
        if moved {
            updateLayers()
            sendActions(for: .valueChanged)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            if let result = interaction.pointerUp(PlatformKeys.pointer(touch), at: Point(touch.location(in: self))) {
                released(result)
            }
        }
        updateLayers()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        var restored = false
        for touch in touches where interaction.pointerCancelled(PlatformKeys.pointer(touch)) { restored = true }
        if restored {
            updateLayers()
            sendActions(for: .valueChanged)
            sendActions(for: .editingDidEnd)
        }
    }

    private func released(_ result: ArrowDragResult) {
        lastRelease = result
        arrowDidChange()
        sendActions(for: .valueChanged)
        sendActions(for: .editingDidEnd)
        onRelease?(result.grabbed, CGPoint(result.tip))
    }

    @objc private func hovered(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed: interaction.hover(at: Point(recognizer.location(in: self)))
        default: interaction.hover(at: nil)
        }
    }

    // MARK: Keys and accessibility

    open override var canBecomeFirstResponder: Bool { true }

    /// The keys the controller takes now, and only while first responder: the arrow keys (with
    /// priority over a scroll view's) only while a tip is focused.
    open override var keyCommands: [UIKeyCommand]? {
        guard isFirstResponder else { return nil }
        return PlatformKeys.commands(for: interaction.keysTaken, action: #selector(keyPressed(_:)))
    }

    @objc private func keyPressed(_ command: UIKeyCommand) {
        if let key = PlatformKeys.key(of: command) { handle(key) }
    }

    /// Hands a key to the controller and does what it answers.
    func handle(_ key: ArrowKey) {
        let waypoints = interaction.arrow.waypoints
        let response = interaction.handle(key)
        switch response {
        case .ignored: return
        case .handled:
            updateLayers()
            // An arrow key on a focused waypoint.
            if interaction.arrow.waypoints != waypoints { sendActions(for: .valueChanged) }
        case let .moved(result): released(result)
        case .focusLeaves, .deselected:
            // The controller ended the selection; resigning lets the focus system move on.
            isSelected = false
        }
        Announcer.announce(ArrowAccessibility.announcement(for: response, arrow: interaction.arrow,
                                                           focusedTip: interaction.focusedTip,
                                                           focusedWaypoint: interaction.focusedWaypoint))
    }

    /// Runs a move without a pointer and reports it as a finished edit.
    func keyMove(_ body: (inout ArrowInteraction) -> ArrowDragResult?) {
        if let result = body(&interaction) { released(result) }
        updateLayers()
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

    open override var accessibilityElements: [Any]? {
        get {
            for element in elements {
                element.update(arrow: interaction.arrow, isSelected: isSelected, zoomScale: interaction.zoomScale)
            }
            // The arrow, its start tip, its waypoints in order, its end tip: Tab's order.
            return Array(elements.prefix(2)) + updatedWaypointElements() + Array(elements.dropFirst(2))
        }
        set {}
    }
}
#endif
