import TestSupport
import Testing
@testable import BezierArrow

/// Whole arrows moved by a pointer on a body: both tips and the body's handles by exactly the
/// pointer's offset, every selected arrow together, bound tips by the rule (kept when the target
/// moves too, else unbound), one report when the pointer lifts, a cancel putting all back.
@Suite struct SceneMovingTests {
    typealias T = ArrowTestTemplates
    typealias S = SceneShapeItemTests

    /// A point on an arrow's body where the scene finds that arrow's body (not a head, handle
    /// or label): the first of the outline's and spine's segment points that does.
    static func bodyPoint<ID>(of id: ID, in c: ArrowSceneInteraction<ID>) -> Point? {
        guard let arrow = c.scene[id]?.arrow else { return nil }
        var found: Point?
        for path in [arrow.outline, arrow.spine] {
            path.forEachSegment { segment in
                for k in 1..<20 where found == nil {
                    let p = segment.point(at: Double(k) / 20)
                    if let hit = c.hitTest(p), hit.id == id, hit.part == .body { found = p }
                }
            }
        }
        return found
    }

    /// Waypoints, and an elbow's kept middle segments, move with the arrow: every body kind
    /// through waypoints is drawn after the drag as before it, moved by the pointer's offset.
    @Test func aBodyDragMovesWaypointsAndKeptSegmentsAlong() throws {
        for body in ArrowBodyKind.allCases {
            var c = ArrowSceneInteraction<String>(scene: ArrowScene(cellSize: 64))
            var arrow = Arrow(template: T.doubleArrow(), start: Point(0, 0), end: Point(400, 200))!
            arrow.body = body
            arrow.waypoints = [Point(120, -60), Point(260, 260)]
            if body == .elbow {
                let leg = try #require(arrow.handles.first { if case .segmentMidpoint = $0.role { true } else { false } })
                arrow.moveHandle(leg.index, to: leg.position + Point(17, 17))
                #expect(arrow.movableBody?.state.fixedSegments.contains { $0 != nil } == true)
            }
            c.append(arrow, id: "w")
            let before = c.scene["w"]!.arrow
            let down = try #require(Self.bodyPoint(of: "w", in: c), "\(body)")
            // What the controller moves by: where the pointer lifts less where it came down.
            let offset = (down + Point(-73, 41)) - down
            _ = c.pointerDown(1, at: down)
            _ = c.pointerMoved(1, to: down + Point(-73, 41) * 0.5)
            c.pointerUp(1, at: down + Point(-73, 41))
            let after = c.scene["w"]!.arrow
            #expect(after.waypoints == before.waypoints.map { $0 + offset }, "\(body)")
            var a: [Point] = [], b: [Point] = []
            after.centerLine.forEachSegment { a.append($0.point(at: 0.5)) }
            before.centerLine.forEachSegment { b.append($0.point(at: 0.5) + offset) }
            #expect(a.count == b.count && zip(a, b).allSatisfy { isApproximatelyEqual($0, $1, tolerance: 1e-9 * 1000) },
                    "\(body): the centre line moved rigidly")
        }
    }

    @Test func aBodyDragMovesBothTipsAndTheBendByThePointersOffset() throws {
        var rng = SplitMix64(seed: 0x5E1EC7)
        var checked = 0
        for body in [ArrowBodyKind.arc, .elbow, .straight] {
            for _ in 0..<12 {
                let recorder = SceneEditRecorder()
                var c = ArrowSceneInteraction<String>(scene: ArrowScene(cellSize: 64))
                recorder.watch(&c)
                c.append(ArrowStyleTests.randomBentArrow(T.doubleArrow(), body: body, length: 150...400, &rng), id: "r")
                let before = c.scene["r"]!.arrow
                guard let down = Self.bodyPoint(of: "r", in: c) else { continue }
                var drawn = Point.zero
                repeat { drawn = rng.point(within: 500) } while drawn.length < 20
                // What the controller computes: where the pointer lifts less where it came down.
                let offset = (down + drawn) - down
                #expect(c.pointerDown(1, at: down) == nil)
                #expect(c.pointerMoved(1, to: down + drawn * 0.5) == true)
                c.pointerUp(1, at: down + drawn)
                let after = c.scene["r"]!.arrow
                #expect(after.start == before.start + offset && after.end == before.end + offset)
                #expect(after.bend == before.bend && after.handlePoints.count == before.handlePoints.count)
                // The handles are placed again from the tips: rounding alone apart.
                for (a, b) in zip(after.handlePoints, before.handlePoints) {
                    #expect(isApproximatelyEqual(a, b + offset, tolerance: 1e-9 * 1000))
                }
                #expect(isApproximatelyEqual(after.bounds.origin, before.bounds.origin + offset, tolerance: 1e-6))
                #expect(recorder.moves == [ArrowSceneMove(ids: ["r"], offset: offset)] && recorder.bindings.isEmpty)
                #expect(c.scene.indexProblems().isEmpty && c.selectedIDs == ["r"])
                checked += 1
            }
        }
        #expect(checked >= 30)
    }

    @Test func aDragOfASelectedArrowMovesTheSelectionAndATapReportsNothing() {
        let recorder = SceneEditRecorder()
        var c = SceneSelectionTests.controller()
        recorder.watch(&c)
        // A tap (within the slop) moves nothing and reports nothing.
        c.pointerDown(1, at: SceneSelectionTests.bodyA)
        #expect(c.pointerMoved(1, to: SceneSelectionTests.bodyA + Point(3, 0)) == false)
        c.pointerUp(1, at: SceneSelectionTests.bodyA + Point(3, 0))
        #expect(c.scene["a"]!.arrow.start == Point(0, 19) && recorder.moves.isEmpty)
        c.select(["a", "c"])
        let offset = Point(37.25, -12.5)
        c.pointerDown(1, at: SceneSelectionTests.bodyC)
        c.pointerMoved(1, to: SceneSelectionTests.bodyC + Point(10, 10))
        c.pointerMoved(1, to: SceneSelectionTests.bodyC + offset)
        #expect(c.scene["a"]!.arrow.start == Point(0, 19) + offset && c.scene["c"]!.arrow.end == Point(200, 400) + offset)
        #expect(c.scene["b"]!.arrow.start == Point(0, 200) && recorder.moves.isEmpty)
        c.pointerUp(1, at: SceneSelectionTests.bodyC + offset)
        #expect(recorder.moves == [ArrowSceneMove(ids: ["a", "c"], offset: offset)] && c.selectedIDs == ["a", "c"])
        // An unselected arrow's body moves that arrow alone, now selected alone.
        c.pointerDown(1, at: SceneSelectionTests.bodyB)
        c.pointerUp(1, at: SceneSelectionTests.bodyB + Point(0, 50))
        #expect(c.scene["b"]!.arrow.end == Point(200, 250) && c.scene["a"]!.arrow.start == Point(0, 19) + offset)
        #expect(recorder.moves.last == ArrowSceneMove(ids: ["b"], offset: Point(0, 50)) && c.selectedIDs == ["b"])
        // Shift on a selected arrow takes it out: its body then moves nothing.
        c.select(["a", "b"])
        c.modifierKeys = .shift
        c.pointerDown(1, at: SceneSelectionTests.bodyB + Point(0, 50))
        #expect(c.pointerMoved(1, to: Point(0, 0)) == false)
        c.pointerUp(1, at: Point(0, 0))
        #expect(c.selectedIDs == ["a"] && recorder.moves.count == 2)
    }

    @Test func aSecondPointerNeitherMovesArrowsNorGrabsAMovingOne() {
        var c = SceneSelectionTests.controller()
        c.select(["a", "b"])
        c.pointerDown(1, at: SceneSelectionTests.bodyA)
        c.pointerMoved(1, to: SceneSelectionTests.bodyA + Point(0, 20))
        // On a moving arrow's head: nothing grabbed; on another body: no second move.
        #expect(c.pointerDown(2, at: Point(195, 200 + 20)) == nil)
        #expect(c.pointerDown(3, at: SceneSelectionTests.bodyC) == nil)
        #expect(c.pointerMoved(3, to: Point(0, 0)) == false && c.pointerMoved(2, to: Point(0, 0)) == false)
        #expect(c.scene["c"]!.arrow.start == Point(0, 400) && c.scene["b"]!.arrow.end == Point(200, 220))
    }

    /// Shapes A and B; x from A to B (both tips bound, edge), y's start pinned on x, z's start
    /// pinned on x (z not moving), w free, its end pinned on z.
    static func boundScene(_ recorder: SceneEditRecorder) throws -> ArrowSceneInteraction<String> {
        var c = ArrowSceneInteraction<String>(scene: ArrowScene(cellSize: 64))
        c.connectionSettings.isSnappingEnabled = false
        c.setShape(SceneShapeItem(shape: S.box(0, 0)), id: "A")
        c.setShape(SceneShapeItem(shape: S.box(400, 0)), id: "B")
        c.append(S.arrow(Point(100, 30), Point(400, 30)), id: "x")
        c.append(S.arrow(Point(250, 300), Point(250, 500)), id: "y")
        c.append(S.arrow(Point(600, 300), Point(800, 300)), id: "z")
        c.append(S.arrow(Point(600, 600), Point(800, 600)), id: "w")
        let edge = try ArrowBinding(anchor: Point(0.5, 0.5), mode: .edge(gap: 0))
        let pinned = try ArrowBinding(anchor: Point(0.5, 0.5), mode: .pinned)
        try c.bind(.start, of: "x", to: "A", edge)
        try c.bind(.end, of: "x", to: "B", edge)
        try c.bind(.start, of: "y", to: "x", pinned)
        try c.bind(.start, of: "z", to: "x", pinned)
        try c.bind(.end, of: "w", to: "z", pinned)
        recorder.watch(&c)
        return c
    }

    @Test func aMoveKeepsBindingsToWhatMovesAlongAndUnbindsTheRest() throws {
        let recorder = SceneEditRecorder()
        var c = try Self.boundScene(recorder)
        let before = Dictionary(uniqueKeysWithValues: c.scene.ids.map { ($0, c.scene[$0]!.arrow) })
        c.select(["x", "y", "w"])
        let down = try #require(Self.bodyPoint(of: "w", in: c))
        let offset = Point(-40, 70)
        c.pointerDown(1, at: down)
        c.pointerMoved(1, to: down + offset)
        // x leaves A and B, y stays on x, w leaves z (which stays).
        #expect(c.scene.binding(.start, of: "x") == nil && c.scene.binding(.end, of: "x") == nil)
        #expect(c.scene.binding(.start, of: "y")?.target == "x" && c.scene.binding(.end, of: "w") == nil)
        #expect(c.scene.binding(.start, of: "z")?.target == "x")
        for id in ["x", "y", "w"] {
            let a = c.scene[id]!.arrow, b = before[id]!
            #expect(isApproximatelyEqual(a.start, b.start + offset, tolerance: 1e-9))
            #expect(isApproximatelyEqual(a.end, b.end + offset, tolerance: 1e-9))
        }
        // z, bound to x but not moving, follows x by its start; its end stays.
        #expect(isApproximatelyEqual(c.scene["z"]!.arrow.start, before["z"]!.start + offset, tolerance: 1e-9))
        #expect(c.scene["z"]!.arrow.end == before["z"]!.end)
        #expect(recorder.bindings.isEmpty && recorder.moves.isEmpty)
        c.pointerUp(1, at: down + offset)
        #expect(recorder.order == ["binding", "binding", "binding", "move"])
        #expect(Set(recorder.bindings.map(\.tip)) == [ArrowSceneTip(id: "x", tip: .start), ArrowSceneTip(id: "x", tip: .end),
                                                       ArrowSceneTip(id: "w", tip: .end)])
        #expect(recorder.bindings.allSatisfy { $0.newBinding == nil && $0.oldBinding != nil })
        #expect(recorder.moves == [ArrowSceneMove(ids: ["x", "y", "w"], offset: offset)])
    }

    @Test func aCancelPutsTheArrowsAndTheirBindingsBack() throws {
        let recorder = SceneEditRecorder()
        var c = try Self.boundScene(recorder)
        let before = Dictionary(uniqueKeysWithValues: c.scene.ids.map { ($0, c.scene[$0]!.arrow) })
        c.select(["x", "w"])
        let down = try #require(Self.bodyPoint(of: "x", in: c))
        c.pointerDown(1, at: down)
        c.pointerMoved(1, to: down + Point(300, 300))
        #expect(c.scene.binding(.start, of: "x") == nil)
        #expect(c.pointerCancelled(1) == true)
        #expect(c.scene.binding(.start, of: "x")?.target == "A" && c.scene.binding(.end, of: "x")?.target == "B")
        #expect(c.scene.binding(.end, of: "w")?.target == "z")
        for id in c.scene.ids {
            #expect(isApproximatelyEqual(c.scene[id]!.arrow.start, before[id]!.start, tolerance: 1e-9))
            #expect(isApproximatelyEqual(c.scene[id]!.arrow.end, before[id]!.end, tolerance: 1e-9))
        }
        #expect(recorder.order.isEmpty && !c.isTracking && c.scene.indexProblems().isEmpty)
    }

    @Test func aKeyMoveUnbindsByTheSameRule() throws {
        let recorder = SceneEditRecorder()
        var c = try Self.boundScene(recorder)
        c.select(["y"])
        let start = c.scene["y"]!.arrow.start
        let move = c.moveSelection(by: Point(5, 0))
        #expect(move == ArrowSceneMove(ids: ["y"], offset: Point(5, 0)))
        #expect(c.scene.binding(.start, of: "y") == nil && c.scene["y"]!.arrow.start == start + Point(5, 0))
        #expect(recorder.order == ["binding", "move"] && recorder.bindings[0].oldBinding?.target == "x")
    }
}
