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
/// The arrow is drawn in the control's own coordinates. Only touches on its tap target reach it
/// (``point(inside:with:)``): touches beside the arrow go to the views behind it, so the control
/// can cover its whole superview. A touch on a head drags that tip, keeping its offset from the
/// finger, wherever the finger goes, sending `.valueChanged` at each move; lifting sends
/// `.editingDidEnd` (``lastRelease`` tells which tip and where) and calls ``onRelease``; a
/// cancelled touch puts the tip back and sends `.editingDidEnd` too. Two fingers may drag the
/// two tips at once. A touch on the arrow selects it (``isSelected``, drawn with a dashed outline
/// around its stroke) and makes it first responder for the keyboard: Tab and Shift-Tab focus a
/// tip, the arrow keys move it (Shift for the large step), Escape resigns.
///
/// Accessibility: the arrow is an element named after its template, each tip an adjustable
/// element ("start tip", value "x 20, y 60"): swipe up or down moves it along the arrow, and four
/// custom actions move it left, right, up and down.
@MainActor
open class ArrowControl: UIControl {
    /// The controller: the arrow, its pointers, selection and focus.
    public private(set) var interaction: ArrowInteraction

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
    /// begin with. A drag on an arc's or elbow's bend handle changes its bend.
    public var style: ArrowStyle? {
        get { interaction.arrow.style }
        set { interaction.arrow.style = newValue; arrowDidChange() }
    }

    /// Text shown along the body, in a box the body is cut around, or `nil` (the default) for
    /// none. The box is the text's size in ``labelFont``.
    public var labelText: String? { didSet { updateLabel() } }
    /// The font of ``labelText``.
    public var labelFont: UIFont = .preferredFont(forTextStyle: .footnote) { didSet { updateLabel() } }
    /// The color of ``labelText``.
    public var labelColor: UIColor = .label { didSet { setNeedsDisplay() } }
    /// Where along the body ``labelText`` sits, by length: 0 at the start head, 1 at the end
    /// head, 0.5 (the default) halfway. A value outside 0...1 shows no label.
    public var labelFraction: Double = 0.5 { didSet { updateLabel() } }

    /// Measures the label and gives it to the arrow.
    private func updateLabel() {
        interaction.arrow.label = ArrowDrawing.label(labelText, font: labelFont, fraction: labelFraction)
        arrowDidChange()
    }

    /// How magnified the control is shown (in a zooming scroll view, say): the tap target, key
    /// steps and outlines keep their size on screen.
    public var zoomScale: CGFloat {
        get { CGFloat(interaction.zoomScale) }
        set { interaction.zoomScale = Double(newValue); setNeedsDisplay() }
    }

    /// Whether a touch on the body drags the nearer tip (by default only the heads do).
    public var allowsBodyGrab: Bool {
        get { interaction.allowsBodyGrab }
        set { interaction.allowsBodyGrab = newValue }
    }

    /// The fill of the outline.
    public var fillColor: UIColor = .tintColor { didSet { setNeedsDisplay() } }
    /// The stroke of the spine (at the template's line width).
    public var strokeColor: UIColor = .label { didSet { setNeedsDisplay() } }
    /// The dashed selection outline and the focus ring.
    public var selectionColor: UIColor = .tintColor { didSet { setNeedsDisplay() } }

    /// Called when a drag finishes and after each keyboard or VoiceOver move, with the tip moved and
    /// where it came to rest (not for a cancelled drag).
    public var onRelease: ((ArrowEndName, CGPoint) -> Void)?

    /// The last finished move: the end, its final tip and where it started.
    public private(set) var lastRelease: ArrowDragResult?

    /// Whether the arrow is selected: a touch on it selects it; Escape deselects it (touches
    /// beside it pass through to the views behind, which may deselect it by setting this).
    open override var isSelected: Bool {
        didSet {
            interaction.isSelected = isSelected
            setNeedsDisplay()
        }
    }

    private lazy var arrowElement = ArrowAccessibilityElement(control: self)
    private lazy var tipElements = ArrowEndName.allCases.map { ArrowTipAccessibilityElement(control: self, end: $0) }
    private lazy var commands: [UIKeyCommand] = ArrowControl.makeKeyCommands()

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
        contentMode = .redraw
        isMultipleTouchEnabled = true
        isAccessibilityElement = false
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: #selector(hovered(_:))))
    }

    /// Not available: an arrow control needs a template, which a storyboard cannot give.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The part of the arrow under the hovering pointer (iPad trackpad or mouse), or `nil`.
    public var hoveredPart: ArrowPart? { interaction.hoveredPart }

    private func arrowDidChange() {
        setNeedsDisplay()
        UIKitConstants.postLayoutChanged()
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        // Dynamic colors resolve for the trait collection UIKit makes current while drawing.
        ArrowDrawing.draw(interaction.arrow, ArrowDrawing.Style(
            fill: fillColor.cgColor, stroke: strokeColor.cgColor, selection: selectionColor.cgColor,
            isSelected: isSelected, focusedTip: interaction.focusedTip, zoomScale: zoomScale,
            label: interaction.arrow.label.map { ArrowDrawing.labelText($0.text, font: labelFont, color: labelColor) }),
            in: context)
    }

    // MARK: Touches

    /// Whether a touch lands on the arrow's tap target: touches beside the arrow pass through to
    /// the views behind.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        interaction.contains(Point(point))
    }

    private static func pointer(_ touch: UITouch) -> Int { ObjectIdentifier(touch).hashValue }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        var grabbed = false
        for touch in touches {
            if interaction.pointerDown(Self.pointer(touch), at: Point(touch.location(in: self))) != nil { grabbed = true }
        }
        isSelected = interaction.isSelected
        if isSelected && !isFirstResponder { becomeFirstResponder() }
        if grabbed { sendActions(for: .editingDidBegin) }
        setNeedsDisplay()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        var moved = false
        for touch in touches where interaction.pointerMoved(Self.pointer(touch), to: Point(touch.location(in: self))) {
            moved = true
        }
        if moved {
            setNeedsDisplay()
            sendActions(for: .valueChanged)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            if let result = interaction.pointerUp(Self.pointer(touch), at: Point(touch.location(in: self))) {
                released(result)
            }
        }
        setNeedsDisplay()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        var restored = false
        for touch in touches where interaction.pointerCancelled(Self.pointer(touch)) { restored = true }
        if restored {
            setNeedsDisplay()
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

    open override var keyCommands: [UIKeyCommand]? { commands }

    private static func makeKeyCommands() -> [UIKeyCommand] {
        let arrows = [UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow, UIKeyCommand.inputUpArrow,
                      UIKeyCommand.inputDownArrow]
        var commands: [UIKeyCommand] = []
        for input in arrows {
            for flags: UIKeyModifierFlags in [[], .shift] {
                let command = UIKeyCommand(input: input, modifierFlags: flags, action: #selector(keyPressed(_:)))
                // Arrow keys otherwise scroll an enclosing scroll view before the control sees them.
                command.wantsPriorityOverSystemBehavior = true
                commands.append(command)
            }
        }
        let others: [(String, UIKeyModifierFlags)] = [("\t", []), ("\t", .shift), (UIKeyCommand.inputEscape, [])]
        for (input, flags) in others {
            let command = UIKeyCommand(input: input, modifierFlags: flags, action: #selector(keyPressed(_:)))
            command.wantsPriorityOverSystemBehavior = true
            commands.append(command)
        }
        return commands
    }

    @objc private func keyPressed(_ command: UIKeyCommand) {
        let large = command.modifierFlags.contains(.shift)
        switch command.input {
        case UIKeyCommand.inputLeftArrow?: keyMove { $0.moveFocusedTip(.left, large: large) }
        case UIKeyCommand.inputRightArrow?: keyMove { $0.moveFocusedTip(.right, large: large) }
        case UIKeyCommand.inputUpArrow?: keyMove { $0.moveFocusedTip(.up, large: large) }
        case UIKeyCommand.inputDownArrow?: keyMove { $0.moveFocusedTip(.down, large: large) }
        case "\t"?:
            if large { interaction.focusPrevious() } else { interaction.focusNext() }
            setNeedsDisplay()
        case UIKeyCommand.inputEscape?:
            interaction.focusedTip = nil
            isSelected = false
            resignFirstResponder()
        default: break
        }
    }

    /// Runs a move without a pointer and reports it as a finished edit.
    func keyMove(_ body: (inout ArrowInteraction) -> ArrowDragResult?) {
        if let result = body(&interaction) { released(result) }
        setNeedsDisplay()
    }

    open override var accessibilityElements: [Any]? {
        get {
            let arrow = interaction.arrow
            arrowElement.accessibilityLabel = ArrowAccessibility.label(for: arrow.template)
            arrowElement.accessibilityFrameInContainerSpace = CGRect(arrow.bounds)
            arrowElement.accessibilityTraits = isSelected ? UIKitConstants.selected : []
            for element in tipElements {
                let tip = CGPoint(arrow.tip(element.end)), side = 44 / CGFloat(interaction.zoomScale)
                element.accessibilityFrameInContainerSpace = CGRect(x: tip.x - side / 2, y: tip.y - side / 2,
                                                                    width: side, height: side)
                element.accessibilityValue = ArrowAccessibility.value(of: arrow.tip(element.end))
            }
            return [arrowElement] + tipElements
        }
        set {}
    }
}

/// The arrow as a whole for assistive technologies: named after its template (the control sets
/// its label and frame); activating it selects it.
///
/// Its accessibility overrides keep the isolation the SDK gives them, nonisolated before iOS 17,
/// and reach the control through ``assumeMainActor(_:)``.
final class ArrowAccessibilityElement: UIAccessibilityElement {
    private weak var control: ArrowControl?

    init(control: ArrowControl) {
        self.control = control
        super.init(accessibilityContainer: control)
    }

    override func accessibilityActivate() -> Bool {
        assumeMainActor {
            guard let control else { return false }
            control.isSelected = true
            return true
        }
    }
}

/// One tip for assistive technologies: adjustable along the arrow (swipe up and down), with an
/// action per direction. The control sets its frame and value.
final class ArrowTipAccessibilityElement: UIAccessibilityElement {
    private weak var control: ArrowControl?
    let end: ArrowEndName

    init(control: ArrowControl, end: ArrowEndName) {
        self.control = control
        self.end = end
        super.init(accessibilityContainer: control)
        accessibilityLabel = ArrowAccessibility.label(for: end)
        accessibilityTraits = assumeMainActor { UIKitConstants.adjustable }
        accessibilityCustomActions = ArrowMoveDirection.allCases.map { direction in
            UIAccessibilityCustomAction(name: ArrowAccessibility.actionName(for: direction)) { [weak self] _ in
                guard let self else { return false }
                return self.move { $0.moveTip(end, direction) }
            }
        }
    }

    override func accessibilityIncrement() {
        let end = end
        move { $0.adjustTip(end, by: 1) }
    }

    override func accessibilityDecrement() {
        let end = end
        move { $0.adjustTip(end, by: -1) }
    }

    /// Moves the tip through the control; `false` when the control is gone.
    @discardableResult
    private nonisolated func move(_ body: @escaping @MainActor (inout ArrowInteraction) -> ArrowDragResult?) -> Bool {
        assumeMainActor {
            guard let control else { return false }
            control.keyMove(body)
            return true
        }
    }
}
#endif
