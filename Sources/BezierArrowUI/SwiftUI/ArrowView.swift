// A draggable, selectable, keyboard- and VoiceOver-movable arrow for SwiftUI.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI

/// A draggable arrow: a template drawn between two tips bound to your state, which a user moves
/// with a finger, the mouse, the keyboard or VoiceOver.
///
/// ```swift
/// struct Editor: View {
///     @State private var start = CGPoint(x: 20, y: 60)
///     @State private var end = CGPoint(x: 220, y: 60)
///     var body: some View {
///         ArrowView(DoubleArrow.template, start: $start, end: $end)
///             .onRelease { tip, point in print("\(tip) tip released at \(point)") }
///     }
/// }
/// ```
///
/// The arrow is drawn in the view's own coordinates (the tips are not scaled to its frame) and
/// takes all the space offered, like a shape. Only touches on its tap target reach it (the
/// content shape is the tap target), so views behind it stay usable. A drag that starts on a
/// head moves that tip, keeping its offset from the finger, until it lifts anywhere; a cancelled
/// drag puts the tip back. A touch on the arrow selects it; a touch anywhere else in the window
/// ends the selection, with or without an `isSelected` binding. Setting the bindings inside
/// `withAnimation` animates the arrow with rigid heads (see ``ArrowShape``), unless the system's
/// reduce-motion setting is on. The selection outline is solid and wider when the system asks
/// for increased contrast; a label's box grows with the system's text size (Dynamic Type).
///
/// Accessibility: the arrow is an element named after its template ("Double arrow") over the
/// arrow as shown, and each tip an adjustable element ("start tip", value "x 20, y 60") over a
/// square on the tip: swiping up or down moves it along the arrow, and the actions "Move left",
/// "Move right", "Move up" and "Move down" move it a step. Keyboard: on macOS the tips take focus
/// with Tab (when keyboard navigation is on) and the arrow keys move the focused tip; on iOS,
/// while the arrow is selected, Tab focuses a tip (and past the last ends the selection,
/// giving Tab back to the app), Escape ends the selection, and the arrow keys move the focused
/// tip (Shift for larger steps), through keyboard shortcuts (`onKeyPress` needs iOS 17) that
/// exist only then and only for the last view selected.
@MainActor
public struct ArrowView: View {
    let template: ArrowTemplate
    @Binding var start: CGPoint
    @Binding var end: CGPoint
    let selectionBinding: Binding<Bool>?
    let bendBinding: Binding<Double>?
    var appearance = ArrowAppearance()
    var givenLabel: ArrowLabel?
    var labelFont: Font = .footnote
    var zoomScale: CGFloat = 1
    var allowsBodyGrab = false
    var releaseAction: ((ArrowTip, CGPoint) -> Void)?

    @State private var ownSelection = false
    @State private var focusedTip: ArrowTip?
    @State private var tracker = ArrowViewTracker()
    @GestureState private var isGestureActive = false
    @ObservedObject private var shortcutOwner = KeyboardShortcutOwner.shared
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.sizeCategory) private var sizeCategory
    #if os(macOS)
    @FocusState private var keyFocus: ArrowTip?
    #endif

    /// Creates a draggable arrow.
    ///
    /// - Parameters:
    ///   - template: the arrow's template (a generated type's `template`, or one of
    ///     `ArrowCatalog.all`).
    ///   - start: the start tip, in the view's coordinates.
    ///   - end: the end tip, in the view's coordinates.
    ///   - bend: the bend of an arc or elbow body, for a template with a style
    ///     (`ArrowStyle.bend`): a drag of the body's handle (`Arrow.handles`) changes it. Without one, the
    ///     body keeps the template's bend and its handle does not move.
    ///   - isSelected: whether the arrow is selected (a touch on it selects it); without one, the
    ///     view keeps its own.
    public init(_ template: ArrowTemplate, start: Binding<CGPoint>, end: Binding<CGPoint>,
                bend: Binding<Double>? = nil, isSelected: Binding<Bool>? = nil) {
        self.template = template
        _start = start
        _end = end
        bendBinding = bend
        selectionBinding = isSelected
    }

    /// The bend the arrow is drawn with: the bound one, on a template with a style.
    private var bend: Double? { template.style == nil ? nil : bendBinding?.wrappedValue }

    private var isSelected: Bool {
        get { selectionBinding?.wrappedValue ?? ownSelection }
        nonmutating set {
            if let selectionBinding { selectionBinding.wrappedValue = newValue } else { ownSelection = newValue }
        }
    }

    /// The label with its box grown or shrunk for the system's text size.
    private var label: ArrowLabel? { givenLabel.map { $0.scaled(by: LabelScale.factor(for: sizeCategory)) } }

    /// The arrow at the bound tips, or `nil` when one is not finite.
    private var arrow: Arrow? { Arrow.shown(template, start: start, end: end, bend: bend, label: label) }

    private var marks: ArrowMarks {
        ArrowMarks(zoomScale: Double(zoomScale), increasedContrast: contrast == .increased,
                   selectionDash: appearance.selectionDash.map { Double($0) })
    }

    private var metrics: ArrowInteractionMetrics { ArrowInteractionMetrics(zoomScale: Double(zoomScale)) }

    /// The arrow (outline filled, spine stroked, selection and focus marks) with its tap target as
    /// content shape, the drag gesture, the accessibility elements and, on iOS, the key shortcuts.
    public var body: some View {
        let marks = marks
        ZStack {
            ArrowShape(template, start: start, end: end, layer: .outline, label: label, bend: bend)
                .fill(appearance.fill, style: FillStyle(template.fillRule))
            if appearance.outlineWidth > 0 {
                ArrowShape(template, start: start, end: end, layer: .dashedOutline, label: label, bend: bend)
                    .stroke(appearance.stroke, style: appearance.outlineStroke(of: template, zoomScale: zoomScale))
            }
            ArrowShape(template, start: start, end: end, layer: .dashedSpine, label: label, bend: bend)
                .stroke(appearance.stroke, style: SwiftUI.StrokeStyle(template.strokeStyle))
            if isSelected {
                ArrowShape(template, start: start, end: end, layer: .selectionOutline, label: label, bend: bend)
                    .stroke(appearance.selection, style: SwiftUI.StrokeStyle(
                        lineWidth: marks.selectionLineWidth, lineJoin: .round,
                        dash: marks.selectionDashPattern.map { CGFloat($0) }))
            }
            if let label, let box = arrow?.labelFrame {
                Text(label.text)
                    .font(labelFont)
                    .fixedSize()
                    .position(CGPoint(box.center))
            }
            if isSelected, let focusedTip {
                let ring = CGRect(marks.focusRing(around: Point(focusedTip == .start ? start : end)))
                Circle()
                    .stroke(appearance.focus, lineWidth: marks.focusRingLineWidth)
                    .frame(width: ring.width, height: ring.height)
                    .position(x: ring.midX, y: ring.midY)
            }
        }
        // Reduce motion: a change of the bindings inside `withAnimation` jumps instead of morphing.
        .transaction { if reduceMotion { $0.animation = nil } }
        .contentShape(ArrowShape(template, start: start, end: end,
                                 layer: .tapTarget(insetBy: metrics.hitInset(for: template)), label: label,
                                 bend: bend))
        .gesture(dragGesture)
        .onChange(of: isGestureActive) { active in
            if !active { tracker.cancelIfStillTracking({ $0.pointerCancelled(0) }, restore: { write($0.arrow) }) }
        }
        .onChange(of: isSelected) { selected in shortcutOwner.set(ObjectIdentifier(tracker), owns: selected) }
        .onAppear { if isSelected { shortcutOwner.set(ObjectIdentifier(tracker), owns: true) } }
        .onDisappear { shortcutOwner.set(ObjectIdentifier(tracker), owns: false) }
        .overlay(accessibilityElements)
        .background(selectionWatch)
    }

    /// While selected: the watch for touches elsewhere and, on iOS, the keyboard shortcuts.
    @ViewBuilder private var selectionWatch: some View {
        if isSelected {
            ZStack {
                PointerDownAnywhere { location in
                    var interaction = takeController()
                    interaction.isSelected = true
                    let ended = interaction.pointerDownAnywhere(at: location.map { Point($0) })
                    tracker.put(interaction)
                    if ended {
                        isSelected = false
                        focusedTip = nil
                    }
                }
                keyboardShortcuts
            }
        }
    }

    // MARK: Pointer

    private var dragGesture: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .updating($isGestureActive) { _, active, _ in active = true }
            .onChanged { value in
                var interaction = takeController()
                if !tracker.isTracking {
                    tracker.beginGesture()
                    if let grabbed = interaction.pointerDown(0, at: Point(value.startLocation)) { focusedTip = grabbed }
                    isSelected = interaction.isSelected
                }
                if interaction.pointerMoved(0, to: Point(value.location)) { write(interaction.arrow) }
                tracker.put(interaction)
            }
            .onEnded { value in
                var interaction = takeController()
                let result = interaction.pointerUp(0, at: Point(value.location))
                tracker.endGesture()
                tracker.put(interaction)
                // A drag of a body handle finishes no tip, but has moved the bend.
                write(interaction.arrow)
                if let result { releaseAction?(result.grabbed, CGPoint(result.tip)) }
            }
    }

    /// The controller, up to date with the view.
    private func takeController() -> ArrowInteraction {
        tracker.take(template: template, start: start, end: end, bend: bend, label: label, metrics: metrics,
                     allowsBodyGrab: allowsBodyGrab)
    }

    private func write(_ arrow: Arrow) {
        let s = CGPoint(arrow.start), e = CGPoint(arrow.end)
        if s != start { start = s }
        if e != end { end = e }
        if let bendBinding, bend != nil, bendBinding.wrappedValue != arrow.bend { bendBinding.wrappedValue = arrow.bend }
    }

    // MARK: Keys and accessibility

    /// Runs a move without a pointer on the controller and reports it.
    private func keyMove(_ body: (inout ArrowInteraction) -> ArrowDragResult?) {
        var interaction = takeController()
        interaction.focusedTip = focusedTip
        let result = body(&interaction)
        focusedTip = interaction.focusedTip
        tracker.put(interaction)
        if let result {
            write(interaction.arrow)
            releaseAction?(result.grabbed, CGPoint(result.tip))
        }
    }

    /// Hands a key to the controller (with the view's selection and focus) and does what it
    /// answers.
    private func handle(_ key: ArrowKey) {
        var interaction = takeController()
        interaction.isSelected = isSelected
        interaction.focusedTip = focusedTip
        let response = interaction.handle(key)
        tracker.put(interaction)
        if interaction.isSelected != isSelected { isSelected = interaction.isSelected }
        focusedTip = interaction.focusedTip
        if case let .moved(result) = response {
            write(interaction.arrow)
            releaseAction?(result.grabbed, CGPoint(result.tip))
        }
        Announcer.announce(ArrowAccessibility.announcement(for: response, arrow: interaction.arrow,
                                                           focusedTip: interaction.focusedTip))
    }

    private var accessibilityElements: some View {
        ArrowAccessibilityElements(
            arrow: arrow, isSelected: isSelected, zoomScale: zoomScale,
            tip: { $0 }, focus: focusBinding, select: { isSelected = true },
            adjust: { name, steps in keyMove { $0.adjustTip(name, by: steps) } },
            move: { name, direction, large in
                focusedTip = name
                keyMove { $0.moveTip(name, direction, large: large) }
            })
    }

    private var focusBinding: Binding<ArrowTip?> {
        #if os(macOS)
        Binding(get: { keyFocus }, set: { keyFocus = $0; if let end = $0 { focusedTip = end } })
        #else
        Binding(get: { focusedTip }, set: { focusedTip = $0 })
        #endif
    }

    @ViewBuilder private var keyboardShortcuts: some View {
        #if os(iOS) || os(visionOS)
        if shortcutOwner.owner == ObjectIdentifier(tracker) {
            ArrowKeyShortcuts(keys: ArrowKey.taken(hasFocus: isSelected, tipFocused: focusedTip != nil), handle: handle)
        }
        #endif
    }

    // MARK: Modifiers

    /// Fills the arrow's outline with a style (the accent color by default).
    ///
    /// - Parameter fill: the fill.
    public func arrowFill<S: ShapeStyle>(_ fill: S) -> ArrowView {
        var view = self
        view.appearance.fill = AnyShapeStyle(fill)
        return view
    }

    /// Strokes the arrow's spine (at its template's line width) and, when `outlineWidth` is
    /// positive, its outline, with a style.
    ///
    /// - Parameters:
    ///   - stroke: the stroke.
    ///   - outlineWidth: the outline's stroke width in view points; 0 leaves the outline unstroked.
    public func arrowStroke<S: ShapeStyle>(_ stroke: S, outlineWidth: CGFloat = 0) -> ArrowView {
        var view = self
        view.appearance.stroke = AnyShapeStyle(stroke)
        view.appearance.outlineWidth = outlineWidth
        return view
    }

    /// Paints the dashed outline around the selected arrow's stroke (and the focus ring) with a
    /// style.
    ///
    /// - Parameters:
    ///   - selection: the style.
    ///   - dash: the dash pattern in view points.
    public func arrowSelection<S: ShapeStyle>(_ selection: S, dash: [CGFloat] = [4, 3]) -> ArrowView {
        var view = self
        view.appearance.selection = AnyShapeStyle(selection)
        view.appearance.focus = AnyShapeStyle(selection)
        view.appearance.selectionDash = dash
        return view
    }

    /// Shows a label along the body, in a box the body is cut around (`Arrow.label`).
    ///
    /// The runtime cannot measure text: give the label the size of its text in the font it is
    /// shown in, for instance with `ArrowLabel(_:font:fraction:)` and the platform font that
    /// matches (`UIFont.preferredFont(forTextStyle: .footnote)` for `Font.footnote`).
    ///
    /// - Parameters:
    ///   - label: the label, or `nil` for none.
    ///   - font: the font its text is shown in; `Font.footnote` by default.
    public func arrowLabel(_ label: ArrowLabel?, font: Font = .footnote) -> ArrowView {
        var view = self
        view.givenLabel = label
        view.labelFont = font
        return view
    }

    /// Replaces the whole appearance: fill, stroke, selection and focus (``ArrowAppearance``).
    ///
    /// - Parameter appearance: the appearance.
    public func arrowAppearance(_ appearance: ArrowAppearance) -> ArrowView {
        var view = self
        view.appearance = appearance
        return view
    }

    /// Tells the view how magnified it is shown (by a `scaleEffect` or a zooming scroll view), so
    /// the tap target, key steps and outlines keep their size on screen.
    ///
    /// - Parameter scale: view points on screen per point of the view (4: magnified 4 times).
    public func arrowZoomScale(_ scale: CGFloat) -> ArrowView {
        var view = self
        if scale.isFinite && scale > 0 { view.zoomScale = scale }
        return view
    }

    /// Lets a drag that starts on the body move the nearer tip (by default only the heads grab).
    ///
    /// - Parameter allows: whether the body grabs.
    public func allowsBodyGrab(_ allows: Bool = true) -> ArrowView {
        var view = self
        view.allowsBodyGrab = allows
        return view
    }

    /// Calls an action when a drag finishes, and after each keyboard or VoiceOver move, with the tip
    /// moved and where it came to rest (not for a cancelled drag).
    ///
    /// - Parameter action: called with the end and its final tip.
    public func onRelease(_ action: @escaping (ArrowTip, CGPoint) -> Void) -> ArrowView {
        var view = self
        view.releaseAction = action
        return view
    }
}

/// An ``ArrowView``'s controller.
typealias ArrowViewTracker = InteractionTracker<ArrowInteraction>

extension InteractionTracker where Controller == ArrowInteraction {
    /// The controller, brought up to date with the view's template, tips and settings.
    func take(template: ArrowTemplate, start: CGPoint, end: CGPoint, bend: Double?, label: ArrowLabel?,
              metrics: ArrowInteractionMetrics, allowsBodyGrab: Bool) -> ArrowInteraction {
        let s = Point(start), e = Point(end)
        var c = take { ArrowInteraction(arrow: Arrow(template: template)) }
        if c.arrow.template != template { c.arrow = Arrow(template: template) }
        if c.arrow.start != s || c.arrow.end != e { c.arrow.setTips(start: s, end: e) }
        if let bend, c.arrow.bend != bend { c.arrow.bend = bend }
        if c.arrow.label != label { c.arrow.label = label }
        c.metrics = metrics
        c.allowsBodyGrab = allowsBodyGrab
        return c
    }
}
#endif
