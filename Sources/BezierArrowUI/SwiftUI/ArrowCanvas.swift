// Many draggable arrows in one SwiftUI view, hit-tested through an ArrowScene.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI

/// One arrow of an ``ArrowCanvas``: its id, template and tips, and optionally the bend of its
/// template's style and a label.
public struct ArrowCanvasItem<ID: Hashable & Sendable>: Identifiable, Sendable {
    /// The arrow's id, unique in the canvas.
    public var id: ID
    /// The arrow's template.
    public var template: ArrowTemplate
    /// The start tip, in the canvas's coordinates.
    public var start: CGPoint
    /// The end tip, in the canvas's coordinates.
    public var end: CGPoint
    /// The bend of an arc or elbow body, for a template with a style (`ArrowStyle.bend`), or
    /// `nil` for the style's own; a drag of the body's handle sets it (`Arrow.handles`).
    public var bend: Double?
    /// A label shown along the body, in a box the body is cut around (`Arrow.label`), or `nil`.
    public var label: ArrowLabel?

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - id: the arrow's id.
    ///   - template: its template.
    ///   - start: the start tip.
    ///   - end: the end tip.
    ///   - bend: the bend of a template with a style; by default the style's own.
    ///   - label: a label along the body; none by default.
    public init(id: ID, template: ArrowTemplate, start: CGPoint, end: CGPoint, bend: Double? = nil,
                label: ArrowLabel? = nil) {
        self.id = id
        self.template = template
        self.start = start
        self.end = end
        self.bend = bend
        self.label = label
    }

    /// The item as the arrow model draws and hit-tests it, or `nil` when a tip is not finite.
    var arrow: Arrow? {
        Arrow.shown(template, start: start, end: end, bend: bend, label: label)
    }
}

/// Many draggable arrows in one view: drawn with SwiftUI's `Canvas`, hit-tested through an
/// `ArrowScene` (topmost first, in constant time per touch however many arrows there are).
///
/// The arrows are drawn in array order, the last on top. Only touches on an arrow's tap target
/// reach the canvas (its content shape is the arrows' tap targets), so in a `ScrollView`, or
/// under a magnification gesture, touches between the arrows pan and zoom the container. A touch
/// selects the arrow it lands on (raising it to the top of the array); a touch on no arrow,
/// anywhere in the window, clears the selection. A touch on a head drags that tip until it
/// lifts. The selected arrow is outlined with a dashed line around its stroke (solid and wider
/// with increased contrast). Keys and assistive technologies work as in ``ArrowView``, across
/// all the arrows' tips: Tab starts at the selected arrow and walks every tip, then gives the
/// focus back to the app; on iOS Escape ends the selection (and with it the keyboard
/// shortcuts).
///
/// ```swift
/// @State private var arrows = [ArrowCanvasItem(id: 1, template: DoubleArrow.template,
///                                              start: CGPoint(x: 20, y: 40), end: CGPoint(x: 220, y: 40))]
/// @State private var selection: Int?
/// var body: some View { ArrowCanvas($arrows, selection: $selection) }
/// ```
@MainActor
public struct ArrowCanvas<ID: Hashable & Sendable>: View {
    @Binding var arrows: [ArrowCanvasItem<ID>]
    @Binding var selection: ID?
    var appearance = ArrowAppearance()
    var labelFont: Font = .footnote
    var zoomScale: CGFloat = 1
    var allowsBodyGrab = false
    var releaseAction: ((ID, ArrowTip, CGPoint) -> Void)?
    var hoverAction: ((ArrowSceneHit<ID>?) -> Void)?

    @State private var tracker = ArrowCanvasTracker<ID>()
    @State private var focus: ArrowSceneTip<ID>?
    @GestureState private var isGestureActive = false
    @ObservedObject private var shortcutOwner = KeyboardShortcutOwner.shared
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.sizeCategory) private var sizeCategory

    /// Creates a canvas of draggable arrows.
    ///
    /// - Parameters:
    ///   - arrows: the arrows, bottom first; drags write their tips, a touch reorders them.
    ///   - selection: the selected arrow's id.
    public init(_ arrows: Binding<[ArrowCanvasItem<ID>]>, selection: Binding<ID?>) {
        _arrows = arrows
        _selection = selection
    }

    private var metrics: ArrowInteractionMetrics { ArrowInteractionMetrics(zoomScale: Double(zoomScale)) }

    private var marks: ArrowMarks {
        ArrowMarks(zoomScale: Double(zoomScale), increasedContrast: contrast == .increased,
                   selectionDash: appearance.selectionDash.map { Double($0) })
    }

    /// The arrows as shown: labels' boxes grown or shrunk for the system's text size.
    private var shownArrows: [ArrowCanvasItem<ID>] {
        let factor = LabelScale.factor(for: sizeCategory)
        guard factor != 1 else { return arrows }
        return arrows.map { item in
            var item = item
            item.label = item.label?.scaled(by: factor)
            return item
        }
    }

    /// The controller with the canvas's settings; see `InteractionTracker.take(arrows:metrics:allowsBodyGrab:sync:)`.
    private func takeController(sync: Bool) -> ArrowSceneInteraction<ID> {
        tracker.take(arrows: shownArrows, metrics: metrics, allowsBodyGrab: allowsBodyGrab, sync: sync)
    }

    /// The arrows drawn in one canvas, with the drag gesture, hover, keys and accessibility elements.
    public var body: some View {
        let arrows = shownArrows, selection = selection, appearance = appearance, marks = marks, font = labelFont
        let focusedTip = focus.flatMap { tip in
            arrows.first { $0.id == tip.id }.map { tip.tip == .start ? $0.start : $0.end }
        }
        Canvas { context, _ in
            for item in arrows {
                ArrowCanvas.draw(item, selected: item.id == selection, appearance: appearance, labelFont: font,
                                 marks: marks, in: &context)
            }
            if let focusedTip {
                context.stroke(Path(ellipseIn: CGRect(marks.focusRing(around: Point(focusedTip)))),
                               with: .style(appearance.focus), lineWidth: marks.focusRingLineWidth)
            }
        }
        // The arrows' tap targets only: touches between them reach the container (a scroll
        // view's pan and zoom), and a drag there never starts this canvas's gesture.
        .contentShape(ArrowCanvasTapTargets(arrows: arrows, metrics: metrics))
        .gesture(dragGesture)
        .onChange(of: isGestureActive) { active in
            if !active { tracker.cancelIfStillTracking({ $0.pointerCancelled(0) }, restore: { write($0) }) }
        }
        .onChange(of: selection != nil) { selected in shortcutOwner.set(ObjectIdentifier(tracker), owns: selected) }
        .onAppear { if selection != nil { shortcutOwner.set(ObjectIdentifier(tracker), owns: true) } }
        .onDisappear { shortcutOwner.set(ObjectIdentifier(tracker), owns: false) }
        .modifier(ContinuousHover { location in
            var c = takeController(sync: true)
            let hit = c.hover(at: location.map { Point($0) })
            tracker.put(c)
            hoverAction?(hit)
        })
        .overlay(accessibilityElements)
        .background(selectionWatch)
    }

    /// While an arrow is selected or a tip focused: the watch for touches on no arrow and, on
    /// iOS, the keyboard shortcuts.
    @ViewBuilder private var selectionWatch: some View {
        if selection != nil || focus != nil {
            ZStack {
                PointerDownAnywhere { location in
                    var c = takeController(sync: true)
                    c.selection = selection
                    c.focus = focus
                    let ended = c.pointerDownAnywhere(at: location.map { Point($0) })
                    tracker.put(c)
                    if ended {
                        selection = nil
                        focus = nil
                    }
                }
                keyboardShortcuts
            }
        }
    }

    /// Draws one arrow: the outline filled, the spine stroked with its template's caps, joins and
    /// dash (on the body only), the selection outline dashed.
    private static func draw(_ item: ArrowCanvasItem<ID>, selected: Bool, appearance: ArrowAppearance, labelFont: Font,
                             marks: ArrowMarks, in context: inout GraphicsContext) {
        let zoomScale = CGFloat(marks.zoomScale)
        let s = Point(item.start), e = Point(item.end)
        guard s.isFinite, e.isFinite else { return }
        let template = item.template
        // A dash is cut from the body only (a dashed stroke style would break the heads too), a
        // label cuts the body and a bend changes it: the model draws those, which needs the
        // arrow; without them, the paths are drawn as the template builds them.
        let dashed = template.dash == nil && item.label == nil && item.bend == nil ? nil : item.arrow
        var outline = Path()
        if let dashed { dashed.outline.draw(into: &outline) } else { template.buildOutline(start: s, end: e, into: &outline) }
        context.fill(outline, with: .style(appearance.fill), style: FillStyle(template.fillRule))
        if appearance.outlineWidth > 0 {
            var edge = outline
            if let dashed {
                edge = Path()
                dashed.drawDashedOutline(into: &edge)
            }
            context.stroke(edge, with: .style(appearance.stroke), style: appearance.outlineStroke(of: template, zoomScale: zoomScale))
        }
        var spine = Path()
        if let dashed { dashed.drawDashedSpine(into: &spine) } else { template.buildSpine(start: s, end: e, into: &spine) }
        context.stroke(spine, with: .style(appearance.stroke), style: SwiftUI.StrokeStyle(template.strokeStyle))
        if let label = item.label, let box = dashed?.labelFrame {
            context.draw(Text(label.text).font(labelFont), at: CGPoint(box.center))
        }
        if selected, let arrow = dashed ?? item.arrow {
            context.stroke(Path(arrow.selectionOutline), with: .style(appearance.selection),
                           style: SwiftUI.StrokeStyle(lineWidth: marks.selectionLineWidth, lineJoin: .round,
                                                      dash: marks.selectionDashPattern.map { CGFloat($0) }))
        }
    }

    // MARK: Pointer

    private var dragGesture: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .updating($isGestureActive) { _, active, _ in active = true }
            .onChanged { value in
                let isNew = !tracker.isTracking
                var c = takeController(sync: isNew)
                if isNew {
                    tracker.beginGesture()
                    if let tip = c.pointerDown(0, at: Point(value.startLocation)) { focus = tip }
                    selection = c.selection
                    if let id = c.selection { raise(id) }
                }
                // A tip's arrow, or the selected arrow whose body handle the pointer holds.
                if c.pointerMoved(0, to: Point(value.location)), let id = c.grabbedTip(of: 0)?.id ?? c.selection {
                    write(id, from: c)
                }
                tracker.put(c)
            }
            .onEnded { value in
                var c = takeController(sync: false)
                let ended = c.pointerUp(0, at: Point(value.location))
                tracker.endGesture()
                tracker.put(c)
                if let ended {
                    write(ended.id, from: c)
                    releaseAction?(ended.id, ended.result.grabbed, CGPoint(ended.result.tip))
                } else if let id = c.selection {
                    write(id, from: c)
                }
            }
    }

    /// Moves an arrow to the top of the array, as the scene raised it.
    private func raise(_ id: ID) {
        guard let i = arrows.firstIndex(where: { $0.id == id }), i != arrows.count - 1 else { return }
        arrows.append(arrows.remove(at: i))
    }

    /// Writes an arrow's tips (and the bend of a styled one) from the controller's scene to the
    /// binding.
    private func write(_ id: ID, from c: ArrowSceneInteraction<ID>) {
        guard let arrow = c.scene[id]?.arrow, let i = arrows.lastIndex(where: { $0.id == id }) else { return }
        let s = CGPoint(arrow.start), e = CGPoint(arrow.end)
        if arrows[i].start != s { arrows[i].start = s }
        if arrows[i].end != e { arrows[i].end = e }
        if let style = arrows[i].template.style, arrow.bend != (arrows[i].bend ?? style.bend) { arrows[i].bend = arrow.bend }
    }

    /// Writes every arrow's tips back after a cancelled drag.
    private func write(_ c: ArrowSceneInteraction<ID>) {
        for id in c.scene.ids { write(id, from: c) }
    }

    // MARK: Keys and accessibility

    private func keyMove(_ body: (inout ArrowSceneInteraction<ID>) -> ArrowDragResult?) {
        var c = takeController(sync: true)
        c.focus = focus
        let result = body(&c)
        focus = c.focus
        tracker.put(c)
        if let focus, let result {
            write(focus.id, from: c)
            releaseAction?(focus.id, result.grabbed, CGPoint(result.tip))
        }
    }

    /// Hands a key to the controller (with the canvas's selection and focus) and does what it
    /// answers.
    private func handle(_ key: ArrowKey) {
        var c = takeController(sync: true)
        c.selection = selection
        c.focus = focus
        let before = focus?.id ?? selection
        let response = c.handle(key)
        tracker.put(c)
        if c.selection != selection { selection = c.selection }
        focus = c.focus
        if case let .moved(result) = response, let id = c.focus?.id {
            write(id, from: c)
            releaseAction?(id, result.grabbed, CGPoint(result.tip))
        }
        // The arrow focused now, or the one the selection ended on.
        if let id = c.focus?.id ?? before, let arrow = c.scene[id]?.arrow {
            Announcer.announce(ArrowAccessibility.announcement(for: response, arrow: arrow, focusedTip: c.focus?.tip))
        }
    }

    private var accessibilityElements: some View {
        ForEach(shownArrows) { item in
            ArrowAccessibilityElements(
                arrow: item.arrow, isSelected: item.id == selection,
                zoomScale: zoomScale, tip: { ArrowSceneTip(id: item.id, tip: $0) }, focus: $focus,
                select: { selection = item.id },
                adjust: { tip, steps in
                    focus = ArrowSceneTip(id: item.id, tip: tip)
                    keyMove { $0.adjustTip(ArrowSceneTip(id: item.id, tip: tip), by: steps) }
                },
                move: { tip, direction, large in
                    focus = ArrowSceneTip(id: item.id, tip: tip)
                    keyMove { $0.moveTip(ArrowSceneTip(id: item.id, tip: tip), direction, large: large) }
                })
        }
    }

    @ViewBuilder private var keyboardShortcuts: some View {
        #if os(iOS) || os(visionOS)
        if shortcutOwner.owner == ObjectIdentifier(tracker) {
            ArrowKeyShortcuts(keys: ArrowKey.taken(hasFocus: selection != nil || focus != nil, tipFocused: focus != nil),
                              handle: handle)
        }
        #endif
    }

    // MARK: Modifiers

    /// The font the arrows' labels are shown in; `Font.footnote` by default. Give each
    /// ``ArrowCanvasItem/label`` the size of its text in this font (`ArrowLabel(_:font:fraction:)`
    /// measures it with the matching `UIFont` or `NSFont`).
    ///
    /// - Parameter font: the font.
    public func arrowLabelFont(_ font: Font) -> ArrowCanvas {
        var view = self
        view.labelFont = font
        return view
    }

    /// Replaces the appearance all arrows are painted with: fill, stroke, selection and focus.
    ///
    /// - Parameter appearance: the appearance.
    public func arrowAppearance(_ appearance: ArrowAppearance) -> ArrowCanvas {
        var view = self
        view.appearance = appearance
        return view
    }

    /// Tells the canvas how magnified it is shown, so tap targets, key steps and outlines keep
    /// their size on screen.
    ///
    /// - Parameter scale: view points on screen per point of the canvas.
    public func arrowZoomScale(_ scale: CGFloat) -> ArrowCanvas {
        var view = self
        if scale.isFinite && scale > 0 { view.zoomScale = scale }
        return view
    }

    /// Lets a drag that starts on a body move the nearer tip.
    ///
    /// - Parameter allows: whether bodies grab.
    public func allowsBodyGrab(_ allows: Bool = true) -> ArrowCanvas {
        var view = self
        view.allowsBodyGrab = allows
        return view
    }

    /// Calls an action when a drag finishes, and after each keyboard or VoiceOver move.
    ///
    /// - Parameter action: called with the arrow's id, the end and its final tip.
    public func onRelease(_ action: @escaping (ID, ArrowTip, CGPoint) -> Void) -> ArrowCanvas {
        var view = self
        view.releaseAction = action
        return view
    }

    /// Calls an action as the mouse or trackpad pointer hovers (iOS 16, macOS 13 and later), with
    /// the arrow and part under it, or `nil`. Each hover event first brings the canvas's scene up
    /// to date with the arrows, which costs O(arrows).
    ///
    /// - Parameter action: called with the hit under the pointer.
    public func onHover(_ action: @escaping (ArrowSceneHit<ID>?) -> Void) -> ArrowCanvas {
        var view = self
        view.hoverAction = action
        return view
    }
}

/// An ``ArrowCanvas``'s controller.
typealias ArrowCanvasTracker<ID: Hashable & Sendable> = InteractionTracker<ArrowSceneInteraction<ID>>

extension InteractionTracker {
    /// The scene controller with the canvas's settings, and, when `sync` is set, its scene
    /// brought up to date with the arrows (O(arrows): at a touch's start, for key moves and
    /// hover, not per move).
    func take<ID>(arrows: [ArrowCanvasItem<ID>], metrics: ArrowInteractionMetrics, allowsBodyGrab: Bool,
                  sync: Bool) -> ArrowSceneInteraction<ID> where Controller == ArrowSceneInteraction<ID> {
        var c = take { ArrowSceneInteraction<ID>() }
        c.metrics = metrics
        c.allowsBodyGrab = allowsBodyGrab
        guard sync else { return c }
        if c.scene.ids != arrows.map(\.id) {
            let focus = c.focus, selection = c.selection
            c = ArrowSceneInteraction(metrics: metrics, allowsBodyGrab: allowsBodyGrab)
            for item in arrows {
                if let arrow = item.arrow { c.append(arrow, id: item.id) }
            }
            c.focus = focus
            c.selection = selection
            return c
        }
        for item in arrows {
            let s = Point(item.start), e = Point(item.end)
            guard let current = c.scene[item.id]?.arrow else { continue }
            let bend = item.template.style == nil ? nil : item.bend
            if current.template != item.template || current.label != item.label || bend.map({ $0 != current.bend }) == true {
                c.update(item.id) { $0.arrow = item.arrow ?? $0.arrow }
            } else if current.start != s || current.end != e {
                c.setTips(of: item.id, start: s, end: e)
            }
        }
        return c
    }
}

/// The tap targets of a canvas's arrows as one shape, at the canvas's zoom: its content shape.
///
/// - Complexity: O(arrows), each tap target built (`Arrow.tapTarget(insetBy:tolerance:)`, which
///   allocates) whenever SwiftUI asks for the shape: when the arrows or the zoom change.
struct ArrowCanvasTapTargets<ID: Hashable & Sendable>: Shape {
    let arrows: [ArrowCanvasItem<ID>]
    let metrics: ArrowInteractionMetrics

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for item in arrows {
            guard let arrow = item.arrow else { continue }
            // Coarse enough for a finger, fine enough to follow the heads.
            arrow.tapTarget(insetBy: metrics.hitInset(for: item.template), tolerance: 0.25).draw(into: &path)
        }
        return path
    }
}

/// Reports the hovering pointer's location (`nil` when it leaves), where SwiftUI can: iOS 16 and
/// macOS 13 and later.
struct ContinuousHover: ViewModifier {
    let action: (CGPoint?) -> Void

    func body(content: Content) -> some View {
        #if os(iOS) || os(macOS) || os(visionOS)
        if #available(iOS 16, macOS 13, *) {
            content.onContinuousHover { phase in
                switch phase {
                case .active(let location): action(location)
                case .ended: action(nil)
                }
            }
        } else {
            content
        }
        #else
        content
        #endif
    }
}
#endif
