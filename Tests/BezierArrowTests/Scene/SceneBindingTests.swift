import TestSupport
import Testing
@testable import BezierArrow

/// Tips bound in a scene: solved at once and whenever their targets move, in dependency order,
/// bit for bit as the solver places them; refusals name the ids; removals unbind.
struct SceneBindingTests {
    typealias S = SceneShapeItemTests

    static func edge(_ x: Double, _ y: Double, gap: Double = 0) -> ArrowBinding {
        try! ArrowBinding(anchor: Point(x, y), mode: .edge(gap: gap))
    }

    static func along(_ fraction: Double) -> ArrowBinding { try! ArrowBinding(anchor: Point(fraction, 0.5), mode: .pinned) }

    /// What the solver gives an arrow of the scene for its bindings, asked directly.
    static func expected<ID>(_ scene: ArrowScene<ID>, _ id: ID) -> Connection {
        let arrow = scene[id]!.arrow
        func end(_ tip: ArrowTip, _ p: Point) -> ConnectorEnd {
            guard let b = scene.binding(tip, of: id) else { return .free(p) }
            if let shape = scene.shape(b.target)?.shape { return .bound(b.binding, to: shape) }
            return .alongBody(scene[b.target]!.arrow.slots, fraction: b.binding.anchor.x)
        }
        return ConnectorSolver.solve(start: end(.start, arrow.start), end: end(.end, arrow.end), body: ConnectorBody(arrow))
    }

    static func tips<ID>(_ scene: ArrowScene<ID>, _ id: ID) -> [Point] { [scene[id]!.arrow.start, scene[id]!.arrow.end] }

    static func move(_ scene: inout ArrowScene<String>, _ id: String, by dx: Double, _ dy: Double) {
        var item = scene.shape(id)!
        item.shape.transform = item.shape.transform.concatenating(Transform2D(translationX: dx, y: dy))
        let r31 = scene.setShape(item, id: id)
        #expect(r31)
    }

    /// Shapes a, b, c; arrows: ab (both tips on a and b), fa (free start, end on a), free, onC.
    static func boxes() throws -> ArrowScene<String> {
        var scene = ArrowScene<String>()
        scene.setShape(SceneShapeItem(shape: S.box(0, 0)), id: "a")
        scene.setShape(SceneShapeItem(shape: S.box(400, 50)), id: "b")
        scene.setShape(SceneShapeItem(shape: S.box(0, 400)), id: "c")
        scene.append(S.arrow(Point(-300, -300), Point(-200, -300)), id: "ab")
        scene.append(S.arrow(Point(200, 300), Point(210, 290)), id: "fa")
        scene.append(S.arrow(Point(600, 600), Point(700, 650)), id: "free")
        scene.append(S.arrow(Point(300, 500), Point(310, 520)), id: "onC")
        try scene.bind(.start, of: "ab", to: "a", edge(0.5, 0.5))
        try scene.bind(.end, of: "ab", to: "b", edge(0.5, 0.5, gap: 4))
        try scene.bind(.end, of: "fa", to: "a", edge(0.5, 0.5))
        try scene.bind(.end, of: "onC", to: "c", try ArrowBinding(anchor: Point(0, 0), mode: .pinned))
        return scene
    }

    @Test func bindingSolvesAtOnce() throws {
        let scene = try Self.boxes()
        for id in ["ab", "fa", "onC"] {
            let c = Self.expected(scene, id)
            #expect(Self.tips(scene, id) == [c.start, c.end], "\(id)")
        }
        // Both ends bound: the line between the anchors decides both tips (centre to centre,
        // horizontal-ish: the start leaves a's right side, the end stops 4 before b's left side).
        let ab = scene["ab"]!.arrow
        #expect(abs(ab.start.x - 100) < 1e-9 && abs(ab.end.x - (400 - 4 * 400 / (400.0 * 400 + 50 * 50).squareRoot())) < 1e-6)
        #expect(scene["onC"]!.arrow.end == Point(0, 400))
        #expect(scene.binding(.end, of: "fa") == ArrowSceneBinding(target: "a", binding: Self.edge(0.5, 0.5)))
        #expect(scene.binding(.start, of: "fa") == nil)
        #expect(scene.binding(.start, of: "nobody") == nil)
    }

    @Test func movingAShapeMovesExactlyItsBoundArrows() throws {
        var scene = try Self.boxes()
        let before = ["ab", "fa", "free", "onC"].map { Self.tips(scene, $0) }
        Self.move(&scene, "a", by: -30, 45)
        let after = ["ab", "fa", "free", "onC"].map { Self.tips(scene, $0) }
        #expect(after[0] != before[0] && after[1] != before[1])
        #expect(after[2] == before[2] && after[3] == before[3])
        for id in ["ab", "fa"] {
            let c = Self.expected(scene, id)
            #expect(Self.tips(scene, id) == [c.start, c.end], "\(id)")
        }
        // The free start of "fa" stayed where it was.
        #expect(after[1][0] == before[1][0])
        #expect(scene.indexProblems().isEmpty && scene.shapeProblems().isEmpty)
        // Rotating and resizing too.
        var b = scene.shape("b")!
        b.shape.transform = Transform2D(scaleX: 1.5, y: 0.5).concatenating(Transform2D(rotationAngle: 0.4))
        scene.setShape(b, id: "b")
        let c = Self.expected(scene, "ab")
        #expect(Self.tips(scene, "ab") == [c.start, c.end])
    }

    @Test func aLoopSetsItsTipsFromTheConnection() throws {
        var scene = ArrowScene<String>()
        scene.setShape(SceneShapeItem(shape: S.box(0, 0)), id: "s")
        scene.append(S.arrow(Point(300, 300), Point(400, 300)), id: "loop")
        try scene.bind(.start, of: "loop", to: "s", Self.edge(1, 0.3))
        try scene.bind(.end, of: "loop", to: "s", Self.edge(1, 0.7))
        let c = Self.expected(scene, "loop")
        #expect(c.isLoop)
        #expect(Self.tips(scene, "loop") == [c.start, c.end])
    }

    @Test func chainsAreSolvedInDependencyOrder() throws {
        var scene = ArrowScene<String>()
        scene.setShape(SceneShapeItem(shape: S.box(0, 0)), id: "s")
        scene.setShape(SceneShapeItem(shape: S.box(500, 300)), id: "t")
        for (id, x) in [("x", 0.0), ("y", 100), ("z", 200), ("w", 300)] {
            scene.append(S.arrow(Point(x, 700), Point(x + 150, 800)), id: id)
        }
        // x is bound to s before y is, and to y: listed first among s's arrows, it must still
        // be solved after y.
        try scene.bind(.start, of: "x", to: "s", Self.edge(0.5, 0.5))
        try scene.bind(.start, of: "y", to: "s", Self.edge(0.2, 0.8))
        try scene.bind(.end, of: "y", to: "t", Self.edge(0.5, 0.5))
        try scene.bind(.end, of: "x", to: "y", Self.along(0.5))
        try scene.bind(.end, of: "z", to: "x", Self.along(0.25))
        try scene.bind(.start, of: "w", to: "z", Self.along(1))
        try scene.bind(.end, of: "w", to: "y", Self.along(0))
        let solved = { (scene: ArrowScene<String>) -> Bool in
            ["y", "x", "z", "w"].allSatisfy { let c = Self.expected(scene, $0); return Self.tips(scene, $0) == [c.start, c.end] }
        }
        #expect(solved(scene))
        // By hand, in order: y, x, z, w, each from what the ones before it became.
        var byHand = scene
        Self.move(&scene, "s", by: 20, -70)
        byHand.shapes.replace(byHand.shapeRecords["s"]!, with: scene.shape("s")!)
        for id in ["y", "x", "z", "w"] {
            let c = Self.expected(byHand, id)
            byHand.storage.items[Int(byHand.arrowRecords[id]!)].arrow.setTips(start: c.start, end: c.end)
        }
        for id in ["x", "y", "z", "w"] { #expect(Self.tips(scene, id) == Self.tips(byHand, id), "\(id)") }
        #expect(solved(scene))
        // Moving an arrow others hang on: setTips and update solve what hangs on it.
        scene.unbind(.start, of: "y")
        let zBefore = Self.tips(scene, "z")
        scene.setTips(of: "y", start: Point(-100, -100), end: Point(0, 0))
        #expect(scene["y"]!.arrow.start == Point(-100, -100))
        #expect(Self.tips(scene, "z") != zBefore && solved(scene))
        scene.update("y") { $0.arrow.start = Point(-200, 50) }
        #expect(solved(scene))
        #expect(scene.indexProblems().isEmpty)
    }

    @Test func refusalsNameTheIdsAndChangeNothing() throws {
        var scene = ArrowScene<String>()
        scene.setShape(SceneShapeItem(shape: S.box(0, 0)), id: "s")
        for (i, id) in ["a", "b", "c"].enumerated() {
            scene.append(S.arrow(Point(Double(i) * 100, 300), Point(Double(i) * 100 + 50, 400)), id: id)
        }
        try scene.bind(.end, of: "a", to: "b", Self.along(0.5))
        try scene.bind(.start, of: "b", to: "c", Self.along(0.5))
        let tips = ["a", "b", "c"].map { Self.tips(scene, $0) }
        #expect(throws: ArrowSceneError<String>.cycle(["c", "a", "b", "c"])) {
            try scene.bind(.end, of: "c", to: "a", Self.along(0.1))
        }
        #expect(ArrowSceneError<String>.cycle(["c", "a", "b", "c"]).description
                == "the binding would make a cycle: c -> a -> b -> c")
        #expect(throws: ArrowSceneError<String>.cycle(["b", "a", "b"])) { try scene.bind(.end, of: "b", to: "a", Self.along(0)) }
        #expect(throws: ArrowSceneError<String>.boundToItself("a")) { try scene.bind(.start, of: "a", to: "a", Self.along(0)) }
        #expect(throws: ArrowSceneError<String>.unknownArrow("s")) { try scene.bind(.start, of: "s", to: "a", Self.along(0)) }
        #expect(throws: ArrowSceneError<String>.unknownArrow("q")) { try scene.bind(.start, of: "q", to: "s", Self.edge(0, 0)) }
        #expect(throws: ArrowSceneError<String>.unknownTarget("q")) { try scene.bind(.start, of: "a", to: "q", Self.edge(0, 0)) }
        #expect(!ArrowSceneError<String>.unknownTarget("q\n").description.contains("\n"))
        #expect(scene.binding(.end, of: "c") == nil && scene.binding(.start, of: "a") == nil && scene.binding(.end, of: "b") == nil)
        #expect(["a", "b", "c"].map { Self.tips(scene, $0) } == tips)
        // Not a cycle: two arrows bound to one.
        try scene.bind(.start, of: "a", to: "c", Self.along(0.9))
    }

    @Test func removalsUnbindWhereTheTipsAre() throws {
        var scene = try Self.boxes()
        try scene.bind(.start, of: "fa", to: "ab", Self.along(0.5))
        let fa = Self.tips(scene, "fa"), onC = Self.tips(scene, "onC")
        let r171 = scene.removeShape("a")
        #expect(r171 != nil)
        #expect(scene.binding(.end, of: "fa") == nil && scene.binding(.start, of: "ab") == nil)
        #expect(scene.binding(.end, of: "ab")?.target == "b")
        #expect(Self.tips(scene, "fa") == fa)
        // Removing an arrow unbinds what hangs on it, and forgets its own bindings.
        scene.remove("ab")
        #expect(scene.binding(.start, of: "fa") == nil && scene.bindings.dependents["b"] == nil)
        #expect(Self.tips(scene, "fa") == fa)
        Self.move(&scene, "b", by: 10, 10)
        Self.move(&scene, "c", by: 10, 10)
        #expect(Self.tips(scene, "fa") == fa && Self.tips(scene, "onC") != onC)
        scene.remove("onC")
        #expect(!scene.bindings.isActive && scene.bindings.dependents.isEmpty)
        // Unbinding leaves the tip, and a later move leaves the arrow alone.
        var again = try Self.boxes()
        let ab = Self.tips(again, "ab")
        let r187 = again.unbind(.start, of: "ab")
        #expect(r187?.target == "a")
        let r188 = again.unbind(.start, of: "ab")
        #expect(r188 == nil)
        Self.move(&again, "a", by: 0, 30)
        #expect(Self.tips(again, "ab") == ab)
    }

    @Test func aBoundTipStaysSolvedWhenTipsAreSet() throws {
        var scene = try Self.boxes()
        let bound = scene["fa"]!.arrow.end
        let r196 = scene.setTips(of: "fa", start: Point(250, 320), end: Point(999, 999))
        #expect(r196)
        #expect(scene["fa"]!.arrow.start == Point(250, 320))
        let c = Self.expected(scene, "fa")
        #expect(scene["fa"]!.arrow.end == c.end && c.end != Point(999, 999) && c.end != bound)
        scene.update("ab") { $0.arrow.end = Point(-999, 0) }
        let d = Self.expected(scene, "ab")
        #expect(Self.tips(scene, "ab") == [d.start, d.end])
    }

    @Test func theIndexFollowsSolvedArrows() throws {
        var scene = ArrowScene<String>()
        scene.setShape(SceneShapeItem(shape: S.box(0, 0)), id: "s")
        scene.append(S.arrow(Point(-400, 30), Point(-300, 30)), id: "a")
        try scene.bind(.end, of: "a", to: "s", Self.edge(0, 0.5))
        let old = scene["a"]!.arrow.end
        #expect(scene.hitTest(old)?.id == "a")
        Self.move(&scene, "s", by: 0, 2000)
        let new = scene["a"]!.arrow.end
        #expect(scene.hitTest(new)?.id == "a")
        #expect(scene.hitTest(old) == nil)
        #expect(scene.indexProblems().isEmpty && scene.shapeProblems().isEmpty)
    }
}
