// Many draggable arrows in one SwiftUI view, hit-tested through an ArrowScene.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI

/// Many draggable arrows in one view: drawn with SwiftUI's `Canvas`, hit-tested through an
/// `ArrowScene` (topmost first, in constant time per touch however many arrows there are).
///
/// The arrows are drawn in array order, the last on top. Only touches on an arrow's tap target
/// reach the canvas (its content shape is the arrows' tap targets), so in a `ScrollView`, or
/// under a magnification gesture, touches between the arrows pan and zoom the container. A touch
/// selects the arrow it lands on (raising it to the top of the array); a touch on no arrow,
/// anywhere in the window, clears the selection. A touch on a head drags that tip until it
/// lifts; a touch on a body moves the arrow whole, with every other selected arrow when it is
/// selected (a tip bound to a shape, or to an arrow not moving with it, is unbound). Each
/// selected arrow is outlined with a dashed line around its stroke (solid and wider with
/// increased contrast). Given a selection of many (``init(_:selectedIDs:shapes:)``), Shift or
/// Command add an arrow to it or take one out, a drag between the arrows draws a selection
/// rectangle (``allowsMarqueeSelection(_:enclosedOnly:)``), and Command-A selects every
/// arrow, Delete deletes the selected ones (``onDelete(_:)``; on macOS also the Edit menu's
/// Select All and Delete while a tip has the keyboard focus). Every edit is one step of the
/// environment's `undoManager`, as in the UIKit and AppKit canvases. Keys and assistive technologies work as in ``ArrowView``, across
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
    /// The selected arrows, in the order they were selected (a single selection's binding read
    /// as none or one).
    @Binding var selectedIDs: [ID]
    var shapes: [ArrowCanvasShapeItem<ID>]
    var appearance = ArrowAppearance()
    var labelFont: Font = .footnote
    var zoomScale: CGFloat = 1
    var allowsBodyGrab = false
    var releaseAction: ((ID, ArrowTip, CGPoint) -> Void)?
    var hoverAction: ((ArrowSceneHit<ID>?) -> Void)?
    var bindingChangeAction: ((ID, ArrowTip, ArrowSceneBinding<ID>?) -> Void)?
    var connectionSettings = ArrowConnectionSettings()
    var allowsMarquee = false
    var marqueeRule = ArrowMarqueeRule.touched
    var moveAction: (([ID], CGPoint) -> Void)?
    var deleteAction: (([ID]) -> Void)?

    @State var tracker = ArrowCanvasTracker<ID>()
    /// What the controller reported during an event (whole-arrow moves, deletions).
    @State var reports = ArrowCanvasReports<ID>()
    @State var focus: ArrowSceneTip<ID>?
    /// The waypoint with the keyboard focus (`+Waypoints`), or `nil`.
    @State var focusedWaypoint: ArrowSceneWaypoint<ID>?
    /// The marks of the tip being connected, as last drawn.
    @State private var feedback = ArrowCanvasFeedback<ID>()
    @GestureState private var isGestureActive = false
    @ObservedObject private var shortcutOwner = KeyboardShortcutOwner.shared
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.sizeCategory) var sizeCategory
    /// The window's undo manager, which the canvas's edits are registered with (`+Undo`).
    @Environment(\.undoManager) var undoManager
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.accessibilitySwitchControlEnabled) private var switchControl

    /// Creates a canvas of draggable arrows, connected to the app's shapes.
    ///
    /// A tip dragged onto a shape or another arrow binds to it when the pointer lifts (dragged
    /// away, it is free again); from then on it follows its target. The canvas writes the tips
    /// and bindings it changes into `arrows`, the tips of every arrow bound to what moved
    /// included.
    ///
    /// - Parameters:
    ///   - arrows: the arrows, bottom first; drags write their tips and bindings, a touch
    ///     reorders them.
    ///   - selection: the selected arrow's id.
    ///   - shapes: the shapes the arrows bind to, bottom first (the canvas does not draw them);
    ///     none by default. Their ids share one id space with the arrows'.
    public init(_ arrows: Binding<[ArrowCanvasItem<ID>]>, selection: Binding<ID?>, shapes: [ArrowCanvasShapeItem<ID>] = []) {
        _arrows = arrows
        _selectedIDs = Binding(get: { selection.wrappedValue.map { [$0] } ?? [] },
                               set: { selection.wrappedValue = $0.last })
        self.shapes = shapes
    }

    /// Creates a canvas of draggable arrows with a selection of many.
    ///
    /// As ``init(_:selection:shapes:)``, with the selected arrows in the order they were
    /// selected: a touch selects one, Shift or Command (a hardware keyboard) add one or take it
    /// out, a selection rectangle (``allowsMarqueeSelection(_:enclosedOnly:)``) or Command-A
    /// select many; a drag on a selected arrow's body moves them all.
    ///
    /// - Parameters:
    ///   - arrows: the arrows, bottom first.
    ///   - selectedIDs: the selected arrows' ids, the last the primary.
    ///   - shapes: the shapes the arrows bind to, bottom first.
    public init(_ arrows: Binding<[ArrowCanvasItem<ID>]>, selectedIDs: Binding<[ID]>, shapes: [ArrowCanvasShapeItem<ID>] = []) {
        _arrows = arrows
        _selectedIDs = selectedIDs
        self.shapes = shapes
    }

    /// The primary selected arrow: the last selected.
    var selection: ID? {
        get { selectedIDs.last }
        nonmutating set { selectedIDs = newValue.map { [$0] } ?? [] }
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

    /// The controller with the canvas's settings; see `InteractionTracker.take(arrows:shapes:settings:sync:)`.
    func takeController(sync: Bool) -> ArrowSceneInteraction<ID> {
        let settings = ArrowCanvasSettings(metrics: metrics, allowsBodyGrab: allowsBodyGrab, connection: connectionSettings,
                                           allowsMarquee: allowsMarquee, marqueeRule: marqueeRule)
        var c = tracker.take(arrows: shownArrows, shapes: shapes, settings: settings, sync: sync)
        reports.watch(&c)
        return c
    }

    /// Keeps the controller after an event, and writes back what it changed: the arrows' tips
    /// and bends, and (no pointer down) their bindings, reporting each changed one; and the
    /// marks of a tip being connected.
    ///
    /// - Complexity: O(arrows), each compared with the scene's.
    func put(_ c: ArrowSceneInteraction<ID>) {
        tracker.put(c)
        defer { report() }
        let now = ArrowCanvasFeedback(c)
        if now != feedback { feedback = now }
        var items = arrows, changed = false
        var changes: [(ID, ArrowTip, ArrowSceneBinding<ID>?)] = []
        for i in items.indices {
            let id = items[i].id
            guard let arrow = c.scene[id]?.arrow else { continue }
            let s = CGPoint(arrow.start), e = CGPoint(arrow.end)
            if items[i].start != s { items[i].start = s; changed = true }
            if items[i].end != e { items[i].end = e; changed = true }
            if let style = items[i].template.style, arrow.bend != (items[i].bend ?? style.bend) {
                items[i].bend = arrow.bend
                changed = true
            }
            // A waypoint dragged, or added by a drag of a leg's midpoint.
            if let style = items[i].template.style, arrow.waypoints != (items[i].shownWaypoints ?? style.bodyState.waypoints) {
                items[i].waypoints = arrow.waypoints.map { CGPoint($0) }
                changed = true
            }
            // While a pointer is down its tip is detached from its binding; the release says
            // what it binds to.
            guard !c.isTracking else { continue }
            for tip in ArrowTip.allCases {
                let binding = c.scene.binding(tip, of: id)
                guard items[i][binding: tip] != binding else { continue }
                items[i][binding: tip] = binding
                changed = true
                changes.append((id, tip, binding))
            }
        }
        if changed { arrows = items }
        for (id, tip, binding) in changes { bindingChangeAction?(id, tip, binding) }
    }

    /// Brings the scene up to date after the app changed the shapes or the bindings: tips bound
    /// to what moved are solved and written back.
    private func syncWithApp() {
        put(takeController(sync: true))
    }

    /// Each tip's binding, in the items' order: what the app changing makes the canvas sync.
    private var bindings: [ArrowSceneBinding<ID>?] {
        arrows.flatMap { [$0.startBinding, $0.endBinding] }
    }

    /// The arrows drawn in one canvas, with the drag gesture, hover, keys and accessibility elements.
    public var body: some View {
        let arrows = shownArrows
        ArrowCanvasDrawing(arrows: arrows, selected: Set(selectedIDs), primary: selection, appearance: appearance,
                           labelFont: labelFont, marks: marks, shapes: shapes, feedback: feedback, focus: focus,
                           focusedWaypoint: focusedWaypoint)
        // The arrows' tap targets only: touches between them reach the container (a scroll
        // view's pan and zoom), and a drag there never starts this canvas's gesture.
        .contentShape(ArrowCanvasTapTargets(arrows: arrows, metrics: metrics, isWhole: allowsMarquee))
        .gesture(dragGesture)
        .onChange(of: isGestureActive) { active in
            if !active { tracker.cancelIfStillTracking({ $0.pointerCancelled(0) }, restore: { put($0) }) }
        }
        .onChange(of: shapes) { _ in syncWithApp() }
        .onChange(of: bindings) { _ in syncWithApp() }
        .onChange(of: selection != nil) { selected in shortcutOwner.set(ObjectIdentifier(tracker), owns: selected) }
        .onAppear { if selection != nil { shortcutOwner.set(ObjectIdentifier(tracker), owns: true) } }
        .onDisappear { shortcutOwner.set(ObjectIdentifier(tracker), owns: false) }
        .modifier(ContinuousHover { location in
            var c = takeController(sync: true)
            let hit = c.hover(at: location.map { Point($0) })
            put(c)
            hoverAction?(hit)
        })
        .overlay(accessibilityElements)
        .background(selectionWatch)
        .modifier(MacEditCommands(handle: handle))
    }

    /// While an arrow is selected or a tip focused: the watch for touches on no arrow and, on
    /// iOS, the keyboard shortcuts.
    @ViewBuilder private var selectionWatch: some View {
        if selection != nil || focus != nil {
            ZStack {
                PointerDownAnywhere { location in
                    var c = takeController(sync: true)
                    c.select(selectedIDs)
                    c.focus = focus
                    let ended = c.pointerDownAnywhere(at: location.map { Point($0) })
                    put(c)
                    if ended {
                        selection = nil
                        focus = nil
                        focusedWaypoint = nil
                    }
                }
                keyboardShortcuts
            }
        }
    }

    /// Draws one arrow: the outline filled, the spine stroked with its template's caps, joins and
    /// dash (on the body only), the selection outline dashed.
    static func draw(_ item: ArrowCanvasItem<ID>, selected: Bool, appearance: ArrowAppearance, labelFont: Font,
                             marks: ArrowMarks, in context: inout GraphicsContext) {
        let zoomScale = CGFloat(marks.zoomScale)
        let s = Point(item.start), e = Point(item.end)
        guard s.isFinite, e.isFinite else { return }
        let template = item.template
        // A dash is cut from the body only (a dashed stroke style would break the heads too), a
        // label cuts the body and a bend changes it: the model draws those, which needs the
        // arrow; without them, the paths are drawn as the template builds them.
        let dashed = template.dash == nil && item.label == nil && item.bend == nil && item.waypoints == nil ? nil : item.arrow
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

    /// The pointer's events, with their times (for resting to pin) and, on macOS, the modifier
    /// keys held.
    private var dragGesture: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .updating($isGestureActive) { _, active, _ in active = true }
            .onChanged { value in
                let isNew = !tracker.isTracking
                let time = value.time.timeIntervalSinceReferenceDate
                var c = takeController(sync: isNew)
                c.modifierKeys = ArrowCanvas.modifierKeys
                if isNew {
                    tracker.beginGesture()
                    c.select(selectedIDs)
                    if let tip = c.pointerDown(0, at: Point(value.startLocation), timestamp: time) { focus = tip }
                    // The arrow the scene raised.
                    if let top = c.scene.ids.last, top != arrows.last?.id { raise(top) }
                }
                c.pointerMoved(0, to: Point(value.location), timestamp: time)
                select(c.selectedIDs)
                let resting = c.connectionTarget(of: 0).map { $0.binding.mode != .pinned } == true
                put(c)
                let move = tracker.noteMove()
                if resting { checkRest(at: value.location, move: move) }
            }
            .onEnded { value in
                var c = takeController(sync: false)
                c.modifierKeys = ArrowCanvas.modifierKeys
                let ended = c.pointerUp(0, at: Point(value.location), timestamp: value.time.timeIntervalSinceReferenceDate)
                tracker.endGesture()
                select(c.selectedIDs)
                put(c)
                if let ended { releaseAction?(ended.id, ended.result.grabbed, CGPoint(ended.result.tip)) }
            }
    }

    /// After a move onto a target, once the pointer could have rested long enough to pin its
    /// tip (`ArrowConnectionSettings.pinDelay`): if it has not moved since, the same location is
    /// sent again with the time now, so the target turns pinned without a move.
    private func checkRest(at location: CGPoint, move: Int) {
        guard let delay = connectionSettings.pinDelay, delay.isFinite, delay >= 0, delay < 60 else { return }
        Task { @MainActor in
            // A little past the delay, so the rest has surely lasted it.
            try? await Task.sleep(nanoseconds: UInt64((delay + 0.05) * 1_000_000_000))
            guard tracker.isTracking, tracker.moves == move else { return }
            var c = takeController(sync: false)
            c.modifierKeys = ArrowCanvas.modifierKeys
            c.pointerMoved(0, to: Point(location), timestamp: Date().timeIntervalSinceReferenceDate)
            put(c)
        }
    }

    /// Moves an arrow to the top of the array, as the scene raised it.
    private func raise(_ id: ID) {
        guard let i = arrows.firstIndex(where: { $0.id == id }), i != arrows.count - 1 else { return }
        arrows.append(arrows.remove(at: i))
    }

    // MARK: Keys and accessibility

    private func keyMove(_ body: (inout ArrowSceneInteraction<ID>) -> ArrowDragResult?) {
        var c = takeController(sync: true)
        c.focus = focus
        let result = body(&c)
        focus = c.focus
        put(c)
        if let focus, let result { releaseAction?(focus.id, result.grabbed, CGPoint(result.tip)) }
    }

    /// Hands a key to the controller (with the canvas's selection and focus) and does what it
    /// answers.
    private func handle(_ key: ArrowKey) {
        var c = takeController(sync: true)
        c.select(selectedIDs)
        c.focus = focus
        if let focusedWaypoint { c.focusedWaypoint = focusedWaypoint }
        let before = focus?.id ?? focusedWaypoint?.id ?? selection
        let response = c.handle(key)
        // Deleted arrows leave the app's array (reported by put).
        if key == .delete { arrows.removeAll { !c.scene.contains($0.id) && $0.arrow != nil } }
        put(c)
        select(c.selectedIDs)
        focus = c.focus
        focusedWaypoint = c.focusedWaypoint
        if case let .moved(result) = response, let id = c.focus?.id { releaseAction?(id, result.grabbed, CGPoint(result.tip)) }
        // The arrow focused now, or the one the selection ended on.
        let waypoint = c.focusedWaypoint
        if let id = c.focus?.id ?? waypoint?.id ?? before, let arrow = c.scene[id]?.arrow {
            Announcer.announce(ArrowAccessibility.announcement(for: response, arrow: arrow, focusedTip: c.focus?.tip,
                                                               focusedWaypoint: waypoint?.index))
        }
    }

    /// Each arrow's elements; each tip's with its connect actions while VoiceOver or Switch
    /// Control runs (listing them costs O(shapes + arrows) a tip).
    private var accessibilityElements: some View {
        let actions = voiceOver || switchControl ? connectActions() : [:]
        return ForEach(shownArrows) { item in
            waypointElements(of: item)
            ArrowAccessibilityElements(
                arrow: item.arrow, isSelected: selectedIDs.contains(item.id),
                zoomScale: zoomScale, tip: { ArrowSceneTip(id: item.id, tip: $0) }, focus: $focus,
                select: { selection = item.id },
                adjust: { tip, steps in
                    focus = ArrowSceneTip(id: item.id, tip: tip)
                    keyMove { $0.adjustTip(ArrowSceneTip(id: item.id, tip: tip), by: steps) }
                },
                move: { tip, direction, large in
                    focus = ArrowSceneTip(id: item.id, tip: tip)
                    keyMove { $0.moveTip(ArrowSceneTip(id: item.id, tip: tip), direction, large: large) }
                },
                customActions: { tip in
                    (actions[ArrowSceneTip(id: item.id, tip: tip)] ?? []).map { action in (action.name, { perform(action) }) }
                })
        }
    }

    @ViewBuilder private var keyboardShortcuts: some View {
        #if os(iOS) || os(visionOS)
        if shortcutOwner.owner == ObjectIdentifier(tracker) {
            ArrowKeyShortcuts(keys: selection != nil || focus != nil ? ArrowKey.all + ArrowKey.editing : [], handle: handle)
        }
        #elseif os(macOS)
        if shortcutOwner.owner == ObjectIdentifier(tracker) {
            ArrowKeyShortcuts(keys: selection != nil || focus != nil ? ArrowKey.editing : [], handle: handle)
        }
        #endif
    }
}

/// The tap targets of a canvas's arrows as one shape, at the canvas's zoom: its content shape.
///
/// - Complexity: O(arrows), each tap target built (`Arrow.tapTarget(insetBy:tolerance:)`, which
///   allocates) whenever SwiftUI asks for the shape: when the arrows or the zoom change.
struct ArrowCanvasTapTargets<ID: Hashable & Sendable>: Shape {
    let arrows: [ArrowCanvasItem<ID>]
    let metrics: ArrowInteractionMetrics
    /// Whether the whole canvas takes touches (for selection rectangles between the arrows).
    var isWhole = false

    func path(in rect: CGRect) -> Path {
        if isWhole { return Path(rect) }
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
