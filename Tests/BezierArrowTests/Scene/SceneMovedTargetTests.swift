import TestSupport
import Testing
@testable import BezierArrow

/// A target moved frame after frame solves its bound arrows by record, in place in the storage
/// (``ArrowScene/setShape(_:id:)``, inlined where the id type is known): after every move each
/// arrow's tips, and a loop's centre line, are to the bit those of a scene built afresh from the
/// same shapes where they are now, the same arrows appended where they began and bound in the same
/// order (each binding solves at once). The solver is a function of shapes, bindings and free tips,
/// so any difference is the fast path's.
struct SceneMovedTargetTests {
    typealias T = ArrowStyleTests
    typealias F = ConnectorFixtures

    /// One binding of the scene: a tip of an arrow (by index) to a shape or an arrow (by id).
    struct Bind {
        var tip: ArrowTip
        var arrow: Int
        var target: Int
        var binding: ArrowBinding
    }

    /// Shape `k` has id `shapeID + k`; arrow `i` has id `i`.
    static let shapeID = 1000

    /// The scene of `shapes` and `arrows` with the bindings made in order (one refused, a cycle,
    /// is refused in both scenes alike).
    static func scene<ID: Hashable & Sendable>(_ shapes: [SceneShapeItem], _ arrows: [Arrow], _ binds: [Bind],
                                               id: (Int) -> ID) -> ArrowScene<ID> {
        var scene = ArrowScene<ID>()
        for (k, item) in shapes.enumerated() { scene.setShape(item, id: id(shapeID + k)) }
        for (i, arrow) in arrows.enumerated() { scene.append(arrow, id: id(i)) }
        for b in binds { _ = try? scene.bind(b.tip, of: id(b.arrow), to: id(b.target), b.binding) }
        return scene
    }

    /// Random shapes of every kind, and arrows of every body kind (and without a style) between
    /// them: a free start and an edge-bound end, both ends on shapes (some on one shape: loops),
    /// pinned ends, and tips along earlier arrows' bodies.
    static func layout(_ g: inout SplitMix64) -> (shapes: [SceneShapeItem], arrows: [Arrow], binds: [Bind]) {
        let shapes = (0..<6).map { _ in SceneShapeItem(shape: F.randomShape(&g)) }
        let templates = [ArrowTestTemplates.doubleArrow(), ArrowTestTemplates.spineArrow()]
        let bodies: [ArrowBodyKind?] = [nil] + ArrowBodyKind.allCases
        func point() -> Point { Point(F.uniform(-500, 500, &g), F.uniform(-500, 500, &g)) }
        func anchor() -> Point { Point(F.uniform(0, 1, &g), F.uniform(0, 1, &g)) }
        func shape() -> Int { shapeID + Int(g.next() % UInt64(shapes.count)) }
        var arrows: [Arrow] = [], binds: [Bind] = []
        for i in 0..<24 {
            var arrow = Arrow(template: templates[i % 2], start: point(), end: point())!
            if let body = bodies[i % bodies.count] {
                arrow.style = ArrowStyle(startHead: i % 3 == 0 ? T.dot : .none, endHead: T.triangle, body: body,
                                         bend: F.uniform(-60, 60, &g))
            }
            arrows.append(arrow)
            let edge = try! ArrowBinding(anchor: anchor(), mode: .edge(gap: F.uniform(0, 6, &g)))
            switch i % 6 {
            case 0, 1:
                binds.append(Bind(tip: .end, arrow: i, target: shape(), binding: edge))
            case 2:
                binds.append(Bind(tip: .start, arrow: i, target: shape(), binding: edge))
                binds.append(Bind(tip: .end, arrow: i, target: shape(), binding: try! ArrowBinding(anchor: anchor(), mode: .edge(gap: 2))))
            case 3:
                // Both tips on one shape: a loop.
                let s = shape()
                binds.append(Bind(tip: .start, arrow: i, target: s, binding: edge))
                binds.append(Bind(tip: .end, arrow: i, target: s, binding: try! ArrowBinding(anchor: anchor(), mode: .edge(gap: 1))))
            case 4:
                binds.append(Bind(tip: .start, arrow: i, target: shape(), binding: try! ArrowBinding(anchor: anchor(), mode: .pinned)))
            default:
                // Along an earlier arrow's body, the other end on a shape.
                let along = try! ArrowBinding(anchor: Point(F.uniform(0, 1, &g), 0.5), mode: .pinned)
                binds.append(Bind(tip: .start, arrow: i, target: Int(g.next() % UInt64(i)), binding: along))
                binds.append(Bind(tip: .end, arrow: i, target: shape(), binding: edge))
            }
        }
        return (shapes, arrows, binds)
    }

    /// Moves random shapes (a drag's small steps, some turns and resizes) `moves` times, checking
    /// every arrow against the scene built afresh after each.
    static func check<ID: Hashable & Sendable>(seed: UInt64, moves: Int, id: (Int) -> ID) {
        var g = SplitMix64(seed: seed)
        let (initial, arrows, binds) = layout(&g)
        var shapes = initial
        var scene = scene(shapes, arrows, binds, id: id)
        var mismatches = 0
        for step in 0..<moves {
            let k = Int(g.next() % UInt64(shapes.count))
            var item = shapes[k]
            var t = Transform2D(translationX: F.uniform(-15, 15, &g), y: F.uniform(-15, 15, &g))
            if g.next() % 5 == 0 {
                t = Transform2D(rotationAngle: F.uniform(-0.2, 0.2, &g)).concatenating(Transform2D(scaleX: F.uniform(0.9, 1.1, &g), y: 1))
                    .concatenating(t)
            }
            item.shape.transform = item.shape.transform.concatenating(t)
            // A move the shape refuses (beyond the limits) keeps it as it was: the fresh scene too.
            let set = scene.setShape(item, id: id(shapeID + k))
            #expect(set)
            shapes[k] = scene.shape(id(shapeID + k))!
            let fresh = Self.scene(shapes, arrows, binds, id: id)
            for i in arrows.indices {
                let moved = scene[id(i)]!.arrow, made = fresh[id(i)]!.arrow
                if moved.start != made.start || moved.end != made.end || moved.givenCenterLine != made.givenCenterLine {
                    mismatches += 1
                    if mismatches <= 5 {
                        Issue.record("seed \(seed) step \(step): arrow \(i) at \(moved.start), \(moved.end); afresh \(made.start), \(made.end)")
                    }
                }
            }
        }
        #expect(mismatches == 0)
        // The moves moved bound tips (a scene that solved nothing would fail above, and so would
        // this one, built afresh from where the shapes began).
        let unmoved = Self.scene(initial, arrows, binds, id: id)
        #expect(arrows.indices.filter { scene[id($0)]!.arrow.end != unmoved[id($0)]!.arrow.end }.count > arrows.count / 2)
    }

    @Test(arguments: [UInt64(0x5EED_0001), 0x5EED_0002, 0x5EED_0003])
    func movedTargetsSolveAsAFreshScene(seed: UInt64) {
        Self.check(seed: seed, moves: 60) { $0 }
    }

    /// The same through `String` ids: the inlined lookups specialised for another id type.
    @Test func movedTargetsSolveAsAFreshSceneWithStringIDs() {
        Self.check(seed: 0x5EED_0004, moves: 40) { "id\($0)" }
    }
}
