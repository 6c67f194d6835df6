import TestSupport
import Testing
@testable import BezierArrow

/// A moved target's solving is kept by record between moves (`SceneBindings.plans`): after any
/// mix of binding, unbinding, removing and adding, a move still solves exactly the arrows bound
/// to what moved, each as the solver places it for the scene as it is then.
struct SceneSolvingPlanTests {
    typealias S = SceneShapeItemTests
    typealias B = SceneBindingTests

    /// Every arrow with a bound tip sits where the solver puts it, asked directly, within 1e-9:
    /// solving an arrow again from where its tips are may move them by a few units in the last
    /// place (a free tip's aim, an entry found again), while a plan that solved the wrong arrow,
    /// or missed one, leaves a tip off by the moves' size (up to 20 a step).
    static func expectSolved(_ scene: ArrowScene<String>, step: Int) {
        for id in scene.ids where scene.binding(.start, of: id) != nil || scene.binding(.end, of: id) != nil {
            let c = B.expected(scene, id), tips = B.tips(scene, id)
            let off = max(tips[0].distance(to: c.start), tips[1].distance(to: c.end))
            #expect(off <= 1e-9, "step \(step): \(id) is \(off) from where the solver puts it")
        }
    }

    @Test func plansFollowEveryChangeOfBindingsAndRecords() throws {
        var rng = SplitMix64(seed: 0x5EED_2026)
        var scene = ArrowScene<String>()
        let shapeIDs = (0..<5).map { "s\($0)" }, arrowIDs = (0..<8).map { "a\($0)" }
        func point() -> Point { Point(Double.random(in: -400...400, using: &rng), Double.random(in: -400...400, using: &rng)) }
        for id in shapeIDs { scene.setShape(SceneShapeItem(shape: S.box(point().x, point().y)), id: id) }
        for id in arrowIDs { scene.append(S.arrow(point(), point()), id: id) }
        var moves = 0
        for step in 0..<400 {
            let arrow = arrowIDs.randomElement(using: &rng)!, shape = shapeIDs.randomElement(using: &rng)!
            let tip: ArrowTip = Bool.random(using: &rng) ? .start : .end
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<25:
                // Bind to a shape or, a third of the time, along another arrow (cycles refused).
                let onArrow = Int.random(in: 0..<3, using: &rng) == 0
                let target = onArrow ? arrowIDs.randomElement(using: &rng)! : shape
                let binding = onArrow ? B.along(Double.random(in: 0...1, using: &rng))
                    : B.edge(Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng), gap: 2)
                _ = try? scene.bind(tip, of: arrow, to: target, binding)
            case 25..<32: scene.unbind(tip, of: arrow)
            case 32..<37: scene.remove(arrow)
            case 37..<40: scene.removeShape(shape)
            case 40..<48:
                if scene[arrow] == nil { scene.append(S.arrow(point(), point()), id: arrow) }
                if scene.shape(shape) == nil { scene.setShape(SceneShapeItem(shape: S.box(point().x, point().y)), id: shape) }
            case 48..<55:
                if scene[arrow] != nil { scene.setTips(of: arrow, start: point(), end: point()) }
            default:
                // Moves, several in a row, as a drag does: the plan made at the first is reused.
                guard scene.shape(shape) != nil else { continue }
                for _ in 0..<3 {
                    B.move(&scene, shape, by: Double.random(in: -20...20, using: &rng), Double.random(in: -20...20, using: &rng))
                    moves += 1
                }
            }
            Self.expectSolved(scene, step: step)
        }
        #expect(moves > 300)
    }
}
