import TestSupport
import Testing
@testable import BezierArrow

/// Records what a scene controller reports of bindings.
final class BindingChangeRecorder: @unchecked Sendable {
    var changes: [ArrowBindingChange<String>] = []
    var handler: @Sendable (ArrowBindingChange<String>) -> Void { { [self] in changes.append($0) } }
}

/// Dragged tips connecting: the target found under the tip, topmost first, as a walk written out
/// finds it; release binding at the edge, or pinned after a rest or with a modifier; a bound tip
/// dragged away unbound, a tap leaving it, a cancel restoring it; binding turned off; changes
/// reported once each.
@Suite struct SceneConnectingTests {
    typealias S = SceneShapeItemTests

    /// Shapes A (0,0,100,60), B (400,0,100,60), C (450,20,100,60) over B; arrows x (150,200)-(350,200)
    /// and y (600,300)-(800,300), with fixed heads (the end head is the 30 x 38 frame left of
    /// the end tip, whatever the arrow's direction). Snapping off unless asked.
    static func controller(snapping: Bool = false, zoom: Double = 1,
                           recorder: BindingChangeRecorder? = nil) -> ArrowSceneInteraction<String> {
        var c = ArrowSceneInteraction<String>(scene: ArrowScene(cellSize: 64), metrics: ArrowInteractionMetrics(zoomScale: zoom))
        c.connectionSettings.isSnappingEnabled = snapping
        c.onBindingChange = recorder?.handler
        c.setShape(SceneShapeItem(shape: S.box(0, 0)), id: "A")
        c.setShape(SceneShapeItem(shape: S.box(400, 0)), id: "B")
        c.setShape(SceneShapeItem(shape: S.box(450, 20)), id: "C")
        c.append(S.arrow(Point(150, 200), Point(350, 200)), id: "x")
        c.append(S.arrow(Point(600, 300), Point(800, 300)), id: "y")
        return c
    }

    static let grab = Point(-5, 0)

    /// Pointer 1 down on x's end head, then moved so that the tip is at `tip`.
    static func drag(_ c: inout ArrowSceneInteraction<String>, endTo tip: Point, timestamp: Double? = nil) {
        let down = c.scene["x"]!.arrow.end + grab
        #expect(c.pointerDown(1, at: down, timestamp: timestamp.map { $0 - 0.1 }) == ArrowSceneTip(id: "x", tip: .end))
        let moved = c.pointerMoved(1, to: tip + grab, timestamp: timestamp)
        #expect(moved)
        #expect(c.scene["x"]!.arrow.end == tip)
    }

    static func edge(_ anchor: Point) -> ArrowBinding { try! ArrowBinding(anchor: anchor, mode: .edge(gap: 0)) }
    static func pinned(_ anchor: Point) -> ArrowBinding { try! ArrowBinding(anchor: anchor, mode: .pinned) }

    @Test func theTargetIsTheTopmostUnderTheTip() {
        var c = Self.controller()
        Self.drag(&c, endTo: Point(480, 40))
        // In B and in C, which was added after B.
        #expect(c.connectionTarget(of: 1)?.target == "C" && c.connectionTarget(of: 1)?.isArrow == false)
        c.scene.bringToFront("B")
        c.pointerMoved(1, to: Point(480, 41) + Self.grab)
        #expect(c.connectionTarget(of: 1)?.target == "B")
        #expect(c.connectionTargets.map(\.target) == ["B"])
        // An arrow lies above every shape; its head is where its own tip is, passed over.
        c.append(S.arrow(Point(300, 10), Point(480, 10)), id: "z")
        c.pointerMoved(1, to: Point(420, 10) + Self.grab)
        let onBody = c.connectionTarget(of: 1)
        #expect(onBody?.target == "z" && onBody?.isArrow == true && onBody?.binding.mode == .pinned)
        let slots = c.scene["z"]!.arrow.slots
        #expect(onBody?.binding.anchor.x == slots.fraction(nearestTo: Point(420, 10)))
        #expect(onBody?.point == slots.point(atFraction: slots.fraction(nearestTo: Point(420, 10))))
        c.pointerMoved(1, to: Point(470, 10) + Self.grab)
        #expect(c.scene.hitTest(Point(470, 10))?.part == .endHead)
        #expect(c.connectionTarget(of: 1)?.target == "B")
        // Nothing there.
        c.pointerMoved(1, to: Point(300, 400) + Self.grab)
        #expect(c.connectionTarget(of: 1) == nil && c.connectionTargets.isEmpty)
    }

    /// The walk written out: arrows topmost first, past the dragged one, heads and arrows that
    /// would close a cycle; then the shapes.
    static func bruteForceTarget(_ scene: ArrowScene<String>, _ p: Point, for arrow: String) -> String? {
        for id in scene.ids.reversed() where id != arrow {
            guard let hit = scene[id]!.hitTest(p), hit.part.tip == nil,
                  scene.bindings.cycle(binding: arrow, to: id) == nil else { continue }
            return id
        }
        return S.bruteForceShape(scene, p)
    }

    @Test func targetsAgreeWithTheWalkWrittenOut() throws {
        var rng = SplitMix64(seed: 0xC0DE)
        var c = ArrowSceneInteraction<String>(scene: ArrowScene(cellSize: 64))
        c.connectionSettings.isSnappingEnabled = false
        for i in 0..<16 {
            let r = Rect(x: Double(rng.next() % 500), y: Double(rng.next() % 500), width: 20 + Double(rng.next() % 120),
                         height: 20 + Double(rng.next() % 120))
            let outline: SceneShape.Outline = i % 3 == 0 ? .ellipse(r) : i % 3 == 1 ? .rectangle(r) : .roundedRectangle(r, cornerRadius: 12)
            let turn = Transform2D(translationX: -r.center.x, y: -r.center.y)
                .concatenating(Transform2D(rotationAngle: Double(rng.next() % 628) / 100))
                .concatenating(Transform2D(translationX: r.center.x, y: r.center.y))
            c.setShape(SceneShapeItem(shape: try SceneShape(outline, transform: turn), isHidden: i == 5), id: "s\(i)")
        }
        for i in 0..<10 {
            let a = rng.point(within: 300) + Point(300, 300), b = rng.point(within: 300) + Point(300, 300)
            c.append(ArrowSceneItem(arrow: S.arrow(a, b), isInteractive: i != 3), id: "a\(i)")
        }
        c.append(S.arrow(Point(-400, -400), Point(-200, -400)), id: "x")
        c.append(S.arrow(Point(-400, -300), Point(-200, -300)), id: "dep")
        try c.bind(.start, of: "dep", to: "x", SceneBindingTests.along(0.5))
        try c.bind(.end, of: "dep", to: "s1", SceneBindingTests.edge(0.5, 0.5))
        #expect(c.pointerDown(1, at: Point(-205, -400)) == ArrowSceneTip(id: "x", tip: .end))
        var arrows = 0, shapes = 0
        for _ in 0..<400 {
            let tip = rng.point(within: 350) + Point(300, 300)
            c.pointerMoved(1, to: tip + Self.grab)
            let placed = c.scene["x"]!.arrow.end
            let expected = Self.bruteForceTarget(c.scene, placed, for: "x")
            let found = c.connectionTarget(of: 1)
            #expect(found?.target == expected, "at \(placed)")
            guard let found, found.target == expected else { continue }
            if found.isArrow {
                arrows += 1
                #expect(found.binding.anchor.x == c.scene[found.target]!.arrow.slots.fraction(nearestTo: placed))
            } else {
                shapes += 1
                #expect(found.binding.anchor == c.scene.shape(found.target)!.shape.anchor(of: placed))
                #expect(found.binding.mode == .edge(gap: 0))
            }
        }
        // Both kinds were met often enough for the comparison to mean something.
        #expect(arrows > 20 && shapes > 20, "\(arrows) arrows, \(shapes) shapes")
    }

    @Test func releaseBindsAtTheEdge() {
        let recorder = BindingChangeRecorder()
        var c = Self.controller(recorder: recorder)
        Self.drag(&c, endTo: Point(30, 40))
        let anchor = c.scene.shape("A")!.shape.anchor(of: Point(30, 40))
        #expect(c.connectionTarget(of: 1)?.binding == Self.edge(anchor))
        #expect(c.connectionTarget(of: 1)?.point == c.scene.shape("A")!.shape.point(atAnchor: anchor))
        let ended = c.pointerUp(1, at: Point(30, 40) + Self.grab)
        let binding = ArrowSceneBinding(target: "A", binding: Self.edge(anchor))
        #expect(c.scene.binding(.end, of: "x") == binding)
        // The tip is where the solver puts it, and the release says so.
        let solved = SceneBindingTests.expected(c.scene, "x")
        #expect(c.scene["x"]!.arrow.end == solved.end && ended?.result.tip == solved.end)
        #expect(recorder.changes == [ArrowBindingChange(tip: ArrowSceneTip(id: "x", tip: .end), oldBinding: nil, newBinding: binding)])
        #expect(c.connectionTargets.isEmpty && !c.isTracking)
    }

    @Test func aRestingPointerPins() {
        let recorder = BindingChangeRecorder()
        var c = Self.controller(recorder: recorder)
        Self.drag(&c, endTo: Point(30, 40), timestamp: 0.1)
        c.pointerMoved(1, to: Point(31, 41) + Self.grab, timestamp: 0.7)
        #expect(c.connectionTarget(of: 1)?.binding.mode == .edge(gap: 0))
        // Within the slop since 0.1: a second's rest at 1.1.
        c.pointerMoved(1, to: Point(32, 39) + Self.grab, timestamp: 1.15)
        #expect(c.connectionTarget(of: 1)?.binding.mode == .pinned)
        c.pointerUp(1, at: Point(32, 39) + Self.grab, timestamp: 1.2)
        let anchor = c.scene.shape("A")!.shape.anchor(of: Point(32, 39))
        #expect(c.scene.binding(.end, of: "x") == ArrowSceneBinding(target: "A", binding: Self.pinned(anchor)))
        #expect(c.scene["x"]!.arrow.end == c.scene.shape("A")!.shape.point(atAnchor: anchor))
        #expect(recorder.changes.count == 1)

        // A move beyond the slop starts the rest again; without timestamps there is no rest.
        var moved = Self.controller()
        Self.drag(&moved, endTo: Point(30, 40), timestamp: 0.1)
        moved.pointerMoved(1, to: Point(40, 40) + Self.grab, timestamp: 1.0)
        moved.pointerUp(1, at: Point(40, 40) + Self.grab, timestamp: 1.5)
        #expect(moved.scene.binding(.end, of: "x")?.binding.mode == .edge(gap: 0))
        var untimed = Self.controller()
        Self.drag(&untimed, endTo: Point(30, 40))
        untimed.pointerUp(1, at: Point(30, 40) + Self.grab)
        #expect(untimed.scene.binding(.end, of: "x")?.binding.mode == .edge(gap: 0))
        // An app that pins by key alone.
        var keyed = Self.controller()
        keyed.connectionSettings.pinDelay = nil
        Self.drag(&keyed, endTo: Point(30, 40), timestamp: 0.1)
        keyed.pointerUp(1, at: Point(30, 40) + Self.grab, timestamp: 5)
        #expect(keyed.scene.binding(.end, of: "x")?.binding.mode == .edge(gap: 0))
    }

    @Test func aModifierPinsOrLeavesTheTipFree() {
        var c = Self.controller()
        c.connectionSettings.pinModifiers = .shift
        Self.drag(&c, endTo: Point(30, 40))
        let pinned = c.modifierKeysChanged(to: .shift)
        #expect(pinned && c.connectionTarget(of: 1)?.binding.mode == .pinned)
        let unpinned = c.modifierKeysChanged(to: [])
        #expect(unpinned && c.connectionTarget(of: 1)?.binding.mode == .edge(gap: 0))
        let pinnedAgain = c.modifierKeysChanged(to: [.shift, .control])
        #expect(pinnedAgain)
        c.pointerUp(1, at: Point(30, 40) + Self.grab)
        let anchor = c.scene.shape("A")!.shape.anchor(of: Point(30, 40))
        #expect(c.scene.binding(.end, of: "x") == ArrowSceneBinding(target: "A", binding: Self.pinned(anchor)))
        #expect(c.scene["x"]!.arrow.end == c.scene.shape("A")!.shape.point(atAnchor: anchor))

        // Option (the default) leaves the tip free; a gap setting reaches the binding.
        let recorder = BindingChangeRecorder()
        var free = Self.controller(recorder: recorder)
        free.connectionSettings.edgeGap = 3
        Self.drag(&free, endTo: Point(30, 40))
        #expect(free.connectionTarget(of: 1)?.binding.mode == .edge(gap: 3))
        free.modifierKeysChanged(to: [.option, .shift])
        #expect(free.connectionTargets.isEmpty)
        free.pointerUp(1, at: Point(30, 40) + Self.grab)
        #expect(free.scene.binding(.end, of: "x") == nil && recorder.changes.isEmpty)
        #expect(free.scene["x"]!.arrow.end == Point(30, 40))
    }

    @Test func bindingTurnedOff() throws {
        let recorder = BindingChangeRecorder()
        var c = Self.controller(recorder: recorder)
        c.connectionSettings.isBindingEnabled = false
        Self.drag(&c, endTo: Point(30, 40))
        #expect(c.connectionTargets.isEmpty)
        c.pointerUp(1, at: Point(30, 40) + Self.grab)
        #expect(c.scene.binding(.end, of: "x") == nil && recorder.changes.isEmpty)
        // A bound tip dragged with binding off is unbound all the same.
        try c.bind(.end, of: "x", to: "B", Self.edge(Point(0.5, 0.5)))
        let old = c.scene.binding(.end, of: "x")
        Self.drag(&c, endTo: Point(40, 50))
        c.pointerUp(1, at: Point(40, 50) + Self.grab)
        #expect(c.scene.binding(.end, of: "x") == nil && c.scene["x"]!.arrow.end == Point(40, 50))
        #expect(recorder.changes == [ArrowBindingChange(tip: ArrowSceneTip(id: "x", tip: .end), oldBinding: old, newBinding: nil)])
    }

    @Test func aBoundTipDraggedAwayIsUnbound() throws {
        let recorder = BindingChangeRecorder()
        var c = Self.controller(recorder: recorder)
        try c.bind(.end, of: "x", to: "A", Self.edge(Point(0.5, 0.5)))
        let bound = c.scene["x"]!.arrow.end
        let binding = c.scene.binding(.end, of: "x")
        #expect(bound != Point(350, 200))

        // A tap (within the slop) leaves it bound, and reports nothing.
        #expect(c.pointerDown(1, at: bound + Self.grab) != nil)
        c.pointerMoved(1, to: bound + Self.grab + Point(2, 1))
        #expect(c.scene.binding(.end, of: "x") == binding && c.scene["x"]!.arrow.end == bound)
        c.pointerUp(1, at: bound + Self.grab + Point(2, 1))
        #expect(c.scene.binding(.end, of: "x") == binding && c.scene["x"]!.arrow.end == bound && recorder.changes.isEmpty)

        // Dragged away: unbound at once, it follows the pointer.
        Self.drag(&c, endTo: Point(250, 400))
        #expect(c.scene.binding(.end, of: "x") == nil)
        c.pointerMoved(1, to: Point(260, 420) + Self.grab)
        #expect(c.scene["x"]!.arrow.end == Point(260, 420))
        // Cancelled: back where it was, bound again, nothing reported.
        let cancelled = c.pointerCancelled(1)
        #expect(cancelled)
        #expect(c.scene.binding(.end, of: "x") == binding && c.scene["x"]!.arrow.end == bound && recorder.changes.isEmpty)

        // Dropped on B: bound there, one change from A to B.
        Self.drag(&c, endTo: Point(420, 10))
        c.pointerUp(1, at: Point(420, 10) + Self.grab)
        let onB = ArrowSceneBinding(target: "B", binding: Self.edge(c.scene.shape("B")!.shape.anchor(of: Point(420, 10))))
        #expect(c.scene.binding(.end, of: "x") == onB)
        #expect(recorder.changes == [ArrowBindingChange(tip: ArrowSceneTip(id: "x", tip: .end), oldBinding: binding, newBinding: onB)])

        // Dropped on nothing: free where it was dropped.
        Self.drag(&c, endTo: Point(250, 400))
        c.pointerUp(1, at: Point(250, 400) + Self.grab)
        #expect(c.scene.binding(.end, of: "x") == nil && c.scene["x"]!.arrow.end == Point(250, 400))
        #expect(recorder.changes.last == ArrowBindingChange(tip: ArrowSceneTip(id: "x", tip: .end), oldBinding: onB, newBinding: nil))
        #expect(recorder.changes.count == 2)
    }

    @Test func tipsBindToArrowsButNeverInACycle() throws {
        var c = Self.controller()
        let slots = c.scene["y"]!.arrow.slots
        Self.drag(&c, endTo: Point(700, 305))
        let f = slots.fraction(nearestTo: Point(700, 305))
        #expect(c.connectionTarget(of: 1)?.binding == Self.pinned(Point(f, 0.5)))
        c.pointerUp(1, at: Point(700, 305) + Self.grab)
        #expect(c.scene.binding(.end, of: "x") == ArrowSceneBinding(target: "y", binding: Self.pinned(Point(f, 0.5))))
        #expect(c.scene["x"]!.arrow.end == slots.point(atFraction: f))

        // y bound to x: x's tip over y's body finds nothing there (A lies elsewhere).
        var cyclic = Self.controller()
        try cyclic.bind(.start, of: "y", to: "x", SceneBindingTests.along(0.5))
        let middle = cyclic.scene["y"]!.arrow.point(atFraction: 0.7)
        #expect(cyclic.scene.hitTest(middle)?.id == "y")
        // y's body now passes by x's end head, under x brought to the front.
        cyclic.bringToFront("x")
        #expect(cyclic.pointerDown(1, at: Point(345, 200)) != nil)
        cyclic.pointerMoved(1, to: middle + Self.grab)
        #expect(cyclic.connectionTarget(of: 1) == nil)
        // Held by a pointer, the tip offers no actions; let go, never y.
        #expect(cyclic.connectActions(for: ArrowSceneTip(id: "x", tip: .end)).isEmpty)
        cyclic.pointerUp(1, at: middle + Self.grab)
        #expect(cyclic.scene.binding(.end, of: "x") == nil)
        #expect(cyclic.connectActions(for: ArrowSceneTip(id: "x", tip: .end)).compactMap(\.target) == ["A", "B", "C"])
    }

    @Test func aKeyMoveOfABoundTipUnbindsIt() throws {
        let recorder = BindingChangeRecorder()
        var c = Self.controller(recorder: recorder)
        try c.bind(.end, of: "x", to: "A", Self.edge(Point(0.5, 0.5)))
        let bound = c.scene["x"]!.arrow.end, binding = c.scene.binding(.end, of: "x")
        let moved = c.moveTip(ArrowSceneTip(id: "x", tip: .end), .right)
        #expect(moved?.tip == bound + Point(1, 0) && c.scene.binding(.end, of: "x") == nil)
        #expect(recorder.changes == [ArrowBindingChange(tip: ArrowSceneTip(id: "x", tip: .end), oldBinding: binding, newBinding: nil)])
    }
}
