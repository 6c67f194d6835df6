import TestSupport
import Testing
@testable import BezierArrow

/// Dragged tips snapping: to a shape's centre and edge midpoints (which then bind with that exact
/// anchor), to other arrows' tips, to angle steps from the other tip, each within a reach given
/// on screen (8 points at zoom 1, 2 at zoom 4); off by setting or key. Against a brute force over
/// every candidate of random scenes (fixed seed), at zooms whose reach spans a fraction of a
/// cell to the whole scene.
@Suite struct SceneSnappingTests {
    typealias C = SceneConnectingTests

    static func dragged(zoom: Double, endTo tip: Point) -> ArrowSceneInteraction<String> {
        var c = C.controller(snapping: true, zoom: zoom)
        #expect(c.pointerDown(1, at: Point(345, 200)) == ArrowSceneTip(id: "x", tip: .end))
        c.pointerMoved(1, to: tip + C.grab)
        return c
    }

    @Test func aShapesCentreAndEdgeMidpoints() {
        let near = Self.dragged(zoom: 1, endTo: Point(54, 27))
        #expect(near.snapGuides == [ArrowSnapGuide(tip: ArrowSceneTip(id: "x", tip: .end), kind: .shape("A", anchor: Point(0.5, 0.5)),
                                                   point: Point(50, 30))])
        #expect(near.scene["x"]!.arrow.end == Point(50, 30))
        #expect(near.connectionTarget(of: 1)?.binding == C.edge(Point(0.5, 0.5)))
        // At 4x the reach is 2 scene units: 5 away is too far.
        let far = Self.dragged(zoom: 4, endTo: Point(54, 27))
        #expect(far.snapGuides.isEmpty && far.scene["x"]!.arrow.end == Point(54, 27))
        #expect(far.connectionTarget(of: 1)?.binding == C.edge(Point(0.54, 27.0 / 60)))

        // Just outside the top side: snapped onto its midpoint, which binds to A with that
        // anchor, though the outline may or may not hold the point.
        var top = Self.dragged(zoom: 1, endTo: Point(52, -3))
        #expect(top.snapGuides.map(\.kind) == [.shape("A", anchor: Point(0.5, 0))])
        #expect(top.connectionTarget(of: 1)?.target == "A" && top.connectionTarget(of: 1)?.binding == C.edge(Point(0.5, 0)))
        top.pointerUp(1, at: Point(52, -3) + C.grab)
        #expect(top.scene.binding(.end, of: "x") == ArrowSceneBinding(target: "A", binding: C.edge(Point(0.5, 0))))
        let outside = Self.dragged(zoom: 4, endTo: Point(52, -3))
        #expect(outside.snapGuides.isEmpty && outside.connectionTargets.isEmpty)

        // A shape above the snapped one, holding the point, wins: C over B's right midpoint.
        let covered = Self.dragged(zoom: 1, endTo: Point(498, 31))
        #expect(covered.snapGuides.map(\.kind) == [.shape("B", anchor: Point(1, 0.5))])
        #expect(covered.connectionTarget(of: 1)?.target == "C")
    }

    @Test func anotherArrowsTip() {
        let near = Self.dragged(zoom: 1, endTo: Point(604, 303))
        #expect(near.snapGuides.map(\.kind) == [.tip(ArrowSceneTip(id: "y", tip: .start))])
        #expect(near.scene["x"]!.arrow.end == Point(600, 300))
        // On y's head: no target.
        #expect(near.connectionTargets.isEmpty)
        let far = Self.dragged(zoom: 4, endTo: Point(604, 303))
        #expect(far.scene["x"]!.arrow.end == Point(604, 303))
        // Its own start is not a candidate.
        let own = Self.dragged(zoom: 1, endTo: Point(153, 203))
        #expect(own.snapGuides.allSatisfy { if case .tip = $0.kind { false } else { true } })
    }

    @Test func angleSteps() {
        // 200 along the ray at 15 degrees from x's start (150, 200), 6 off it.
        let u = Point(cos(Double.pi / 12), sin(Double.pi / 12)), n = Point(-u.y, u.x)
        let ray = Point(150, 200) + u * 200
        let near = Self.dragged(zoom: 1, endTo: ray + n * 6)
        guard case let .angle(origin, degrees)? = near.snapGuides.first?.kind else {
            Issue.record("no angle guide: \(near.snapGuides)")
            return
        }
        #expect(origin == Point(150, 200) && abs(degrees - 15) < 1e-12)
        #expect(isApproximatelyEqual(near.scene["x"]!.arrow.end, ray, tolerance: 1e-9))
        let far = Self.dragged(zoom: 4, endTo: ray + n * 6)
        #expect(far.snapGuides.isEmpty)
        let closer = Self.dragged(zoom: 4, endTo: ray + n * 1.5)
        #expect(closer.snapGuides.count == 1)
        // Measured from a bound other tip's anchor: A's centre.
        var bound = C.controller(snapping: true)
        try? bound.bind(.start, of: "x", to: "A", C.edge(Point(0.5, 0.5)))
        #expect(bound.pointerDown(1, at: bound.scene["x"]!.arrow.end + C.grab) != nil)
        let target = Point(50, 30) + Point(0, 1) * 300 + Point(5, 0)
        bound.pointerMoved(1, to: target + C.grab)
        #expect(bound.snapGuides.map(\.kind) == [.angle(origin: Point(50, 30), degrees: 90)])
        #expect(isApproximatelyEqual(bound.scene["x"]!.arrow.end, Point(50, 330), tolerance: 1e-9))
    }

    @Test func snappingTurnedOff() {
        var c = Self.dragged(zoom: 1, endTo: Point(54, 27))
        c.modifierKeysChanged(to: .command)
        #expect(c.snapGuides.isEmpty && c.scene["x"]!.arrow.end == Point(54, 27))
        c.modifierKeysChanged(to: [])
        #expect(c.scene["x"]!.arrow.end == Point(50, 30))
        c.connectionSettings.isSnappingEnabled = false
        c.pointerMoved(1, to: Point(52, 33) + C.grab)
        #expect(c.snapGuides.isEmpty && c.scene["x"]!.arrow.end == Point(52, 33))
        var noAngles = C.controller(snapping: true)
        noAngles.connectionSettings.angleStep = 0
        #expect(noAngles.snap(Point(150, 200) + Point(200, 1), for: ArrowSceneTip(id: "x", tip: .end)) == nil)
    }

    /// A random scene: shapes turned at random (some hidden), arrows (some not interactive), the
    /// dragged arrow "x" from (0, 0).
    static func randomScene(_ rng: inout SplitMix64) throws -> ArrowSceneInteraction<String> {
        var c = ArrowSceneInteraction<String>(scene: ArrowScene(cellSize: 64))
        for i in 0..<30 {
            let r = Rect(x: rng.uniform(-400...400), y: rng.uniform(-400...400), width: rng.uniform(10...150), height: rng.uniform(10...150))
            let outline: SceneShape.Outline = i % 3 == 0 ? .ellipse(r) : i % 3 == 1 ? .rectangle(r) : .roundedRectangle(r, cornerRadius: 9)
            let turn = Transform2D(translationX: -r.center.x, y: -r.center.y)
                .concatenating(Transform2D(rotationAngle: rng.uniform(0...6.3)))
                .concatenating(Transform2D(translationX: r.center.x, y: r.center.y))
            c.setShape(SceneShapeItem(shape: try SceneShape(outline, transform: turn), isHidden: i % 7 == 3), id: "s\(i)")
        }
        for i in 0..<30 {
            let a = rng.point(within: 400), b = rng.point(within: 400)
            c.append(ArrowSceneItem(arrow: SceneShapeItemTests.arrow(a, b), isInteractive: i % 9 != 4), id: "a\(i)")
        }
        c.append(SceneShapeItemTests.arrow(Point(0, 0), Point(200, 0)), id: "x")
        return c
    }

    /// Every candidate written out: the nearest point of all, else the nearest foot on the 24
    /// rays from the other tip.
    static func bruteForce(_ c: ArrowSceneInteraction<String>, _ p: Point, reach: Double) -> (point: Point, isAngle: Bool)? {
        var best: (Point, Double)?
        func consider(_ q: Point) {
            let d = q.distance(to: p)
            if d <= reach && d < (best?.1 ?? .infinity) { best = (q, d) }
        }
        for id in c.scene.shapeIDs {
            let item = c.scene.shape(id)!
            guard !item.isHidden else { continue }
            for anchor in [Point(0.5, 0.5), Point(0.5, 0), Point(1, 0.5), Point(0.5, 1), Point(0, 0.5)] {
                consider(item.shape.point(atAnchor: anchor))
            }
        }
        for id in c.scene.ids where id != "x" {
            let item = c.scene[id]!
            guard item.isInteractive else { continue }
            for q in [item.arrow.start, item.arrow.end] where item.touchBounds.contains(q) { consider(q) }
        }
        if let best { return (best.0, false) }
        let origin = c.scene["x"]!.arrow.start
        var ray: (Point, Double)?
        for k in -12..<12 {
            let angle = Double(k) * .pi / 12, u = Point(cos(angle), sin(angle))
            let d = p - origin, foot = origin + u * max(d.x * u.x + d.y * u.y, 0)
            let distance = foot.distance(to: p)
            if distance <= reach && distance < (ray?.1 ?? .infinity) { ray = (foot, distance) }
        }
        return ray.map { ($0.0, true) }
    }

    @Test(arguments: [0.001, 0.25, 1, 4])
    func snapsToTheNearestCandidate(zoom: Double) throws {
        var rng = SplitMix64(seed: 0x5A9 &+ UInt64(zoom * 1000))
        var c = try Self.randomScene(&rng)
        c.zoomScale = zoom
        let reach = 8 / zoom, tip = ArrowSceneTip(id: "x", tip: .end)
        // Half the points drawn near a candidate, or at a reach of 2 few would come near one.
        var candidates: [Point] = []
        for id in c.scene.shapeIDs { candidates.append(c.scene.shape(id)!.shape.point(atAnchor: Point(0.5, 0))) }
        for id in c.scene.ids { candidates.append(c.scene[id]!.arrow.end) }
        var points = 0, rays = 0
        for i in 0..<600 {
            let p = i % 2 == 0 ? rng.point(within: 450)
                : candidates[Int(rng.next() % UInt64(candidates.count))] + rng.point(within: 1.5 * reach)
            let found = c.snap(p, for: tip)
            let expected = Self.bruteForce(c, p, reach: reach)
            #expect((found == nil) == (expected == nil), "at \(p): \(String(describing: found)) vs \(String(describing: expected))")
            guard let found, let expected else { continue }
            if case .angle = found.kind { rays += 1 } else { points += 1 }
            #expect(found.kind.isAngle == expected.isAngle, "at \(p)")
            // The same distance (two candidates may be as near), and within reach.
            #expect(abs(found.point.distance(to: p) - expected.point.distance(to: p)) <= 1e-9, "at \(p)")
            #expect(found.point.distance(to: p) <= reach)
        }
        // Each kind was met, or the comparison would mean little.
        #expect(points > 5 && (zoom < 0.01 || rays > 5), "\(points) points, \(rays) rays")
    }
}

extension ArrowSnapGuide.Kind {
    var isAngle: Bool {
        if case .angle = self { return true }
        return false
    }
}
