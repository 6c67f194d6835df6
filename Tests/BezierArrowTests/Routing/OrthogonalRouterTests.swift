import Testing
import TestSupport
@testable import BezierArrow

/// The router against a brute-force reference on a fine grid, and its answers on bad input.
@Suite struct OrthogonalRouterTests {
    /// A random case in a 200 x 200 field: 5 to 8 boxes (they may overlap), two ends each either a
    /// point on a box's side, bound to it, leaving through that side, or a free point with a
    /// random side or none. Every coordinate and the margin are even, so that every line the
    /// router may use (the grown boxes' edges, the tips' lines) lies on the reference's grid of
    /// step 2.
    static func randomCase(_ rng: inout SplitMix64) -> (rects: [Rect], margin: Double, start: RouteEnd, end: RouteEnd) {
        func even(_ range: ClosedRange<Int>) -> Double { Double(2 * Int.random(in: range, using: &rng)) }
        let rects = (0..<Int.random(in: 5...8, using: &rng)).map { _ in
            Rect(x: even(0...90), y: even(0...90), width: even(5...25), height: even(5...25))
        }
        let margin = [0.0, 2, 4, 6][Int.random(in: 0...3, using: &rng)]
        func end() -> RouteEnd {
            if Bool.random(using: &rng) {
                let i = Int.random(in: rects.indices, using: &rng), r = rects[i]
                let side = RouteSide.allCases.randomElement(using: &rng)!
                let x = r.minX + 2 * Double(Int.random(in: 0...Int(r.width / 2), using: &rng))
                let y = r.minY + 2 * Double(Int.random(in: 0...Int(r.height / 2), using: &rng))
                switch side {
                case .left: return RouteEnd(Point(r.minX, y), side: side, shape: i)
                case .right: return RouteEnd(Point(r.maxX, y), side: side, shape: i)
                case .up: return RouteEnd(Point(x, r.minY), side: side, shape: i)
                case .down: return RouteEnd(Point(x, r.maxY), side: side, shape: i)
                }
            }
            return RouteEnd(Point(even(0...100), even(0...100)), side: [nil, .left, .right, .up, .down].randomElement(using: &rng)!)
        }
        return (rects, margin, end(), end())
    }

    /// With a bend penalty far above any length here (1e6), the router makes the fewest bends
    /// the reference finds possible, and has the reference's least length for that many: both
    /// exactly (the brief allows a slack of step * (bends + 2) in length, for a grid that would
    /// miss the router's lines; this grid holds them all, so any difference is the router's
    /// fault). Where the reference finds no route, the router says so, and the other way round.
    @Test func matchesTheFineGridReference() {
        var rng = SplitMix64(seed: 0x5EED_0001)
        var routed = 0, unroutable = 0
        for trial in 0..<40 {
            let c = Self.randomCase(&rng)
            var router = OrthogonalRouter(obstacles: c.rects, margin: c.margin, bendPenalty: 1e6)
            router.clearance = 2
            let boxes = c.rects.map { RouteBox($0, margin: c.margin)! }
            // The router goes round at most its clearance beyond the outermost box, tip and stub
            // (a tip with a side outside every box leaves by a stub of the clearance).
            let tips = [c.start, c.end].flatMap { e in [e.point] + (e.side.map { [e.point + $0.step * 2] } ?? []) }
            let domain = boxes.reduce(RouteBox.around(tips)) { $0.union($1) }.grown(by: 2)
            let reference = GridReferenceRouter(boxes: boxes, domain: domain, step: 2)
            let expected = reference.best(from: c.start, to: c.end)
            let label = "trial \(trial): \(c)"
            do {
                let route = try router.route(from: c.start, to: c.end)
                #expect(RouteChecks.faults(route, c.start, c.end, boxes) == [], "\(label)")
                guard let expected else { Issue.record("the reference found no route: \(label) \(route)"); continue }
                #expect(RouteChecks.bends(route) == expected.bends, "\(label) \(route)")
                #expect(isApproximatelyEqual(RouteChecks.length(route), expected.length, tolerance: 1e-9), "\(label) \(route)")
                routed += 1
            } catch {
                #expect(error == .noRoute && expected == nil, "\(label): \(error), reference \(String(describing: expected))")
                unroutable += 1
            }
        }
        // The cases exercise both answers (39 and 1 with this seed).
        #expect(routed >= 30 && unroutable >= 1)
    }

    /// Among 300 boxes the search starts in a region around the tips and grows it: every route
    /// keeps the margin from all 300 boxes and leaves and enters by its sides, and the growing
    /// search finds a route exactly when the search over every box does, with as many bends or
    /// more (a route round the region's border is not always the best).
    @Test func growingRegionsKeepEveryMargin() {
        var rng = SplitMix64(seed: 0x5EED_0002)
        let rects = (0..<300).map { _ in
            Rect(x: Double.random(in: 0...1000, using: &rng), y: Double.random(in: 0...1000, using: &rng),
                 width: Double.random(in: 8...40, using: &rng), height: Double.random(in: 8...40, using: &rng))
        }
        let router = OrthogonalRouter(obstacles: rects, margin: 5, bendPenalty: 50)
        var whole = router
        whole.fullGraphLimit = .max
        let boxes = rects.map { RouteBox($0, margin: 5)! }
        var routed = 0
        for _ in 0..<25 {
            func end() -> RouteEnd {
                let i = Int.random(in: rects.indices, using: &rng), r = rects[i]
                let side = RouteSide.allCases.randomElement(using: &rng)!
                let p = Point(r.center.x + side.step.x * r.width / 2, r.center.y + side.step.y * r.height / 2)
                return RouteEnd(p, side: side, shape: i)
            }
            let start = end(), finish = end()
            let grown = try? router.route(from: start, to: finish)
            let full = try? whole.route(from: start, to: finish)
            #expect((grown == nil) == (full == nil))
            guard let grown, let full else { continue }
            #expect(RouteChecks.faults(grown, start, finish, boxes) == [])
            #expect(RouteChecks.faults(full, start, finish, boxes) == [])
            #expect(RouteChecks.bends(grown) >= RouteChecks.bends(full))
            routed += 1
        }
        #expect(routed >= 20)
    }

    /// A tip boxed in by four walls has no route, whichever side it leaves by; the direct elbow
    /// is the fallback, with three segments between tips on one axis.
    @Test func walledInTipHasNoRoute() {
        let walls = [Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 0, y: 90, width: 100, height: 10),
                     Rect(x: 0, y: 0, width: 10, height: 100), Rect(x: 90, y: 0, width: 10, height: 100)]
        let router = OrthogonalRouter(obstacles: walls, margin: 4, bendPenalty: 20)
        for side in [nil] + RouteSide.allCases.map(Optional.some) {
            #expect(throws: RoutingError.noRoute) {
                try router.route(from: RouteEnd(Point(50, 50), side: side), to: RouteEnd(Point(300, 80), side: .left))
            }
        }
        // Inside, a route exists: two bends, as short as the tips allow.
        let inside = try? router.route(from: RouteEnd(Point(30, 30), side: .right), to: RouteEnd(Point(70, 70), side: .left))
        #expect(inside.map(RouteChecks.bends) == 2 && inside.map(RouteChecks.length) == 80)
        let elbow = OrthogonalRouter.elbow(from: RouteEnd(Point(50, 50), side: .right), to: RouteEnd(Point(300, 80), side: .left))
        #expect(elbow == [Point(50, 50), Point(175, 50), Point(175, 80), Point(300, 80)])
        #expect(OrthogonalRouter.elbow(from: RouteEnd(Point(0, 0), side: .down), to: RouteEnd(Point(30, 40), side: .left))
            == [Point(0, 0), Point(0, 40), Point(30, 40)])
        #expect(OrthogonalRouter.elbow(from: RouteEnd(Point(0, .nan)), to: RouteEnd(Point(30, 40))) == [])
    }

    /// Bad input never crashes, hangs or yields a NaN: no obstacles, coincident tips, tips
    /// inside obstacles, overlapping obstacles, huge and non-finite numbers, a zero margin.
    @Test func badInputGivesClearAnswers() throws {
        let empty = OrthogonalRouter(obstacles: [], margin: 5, bendPenalty: 10)
        #expect(try empty.route(from: RouteEnd(Point(0, 0)), to: RouteEnd(Point(100, 0))) == [Point(0, 0), Point(100, 0)])
        #expect(try empty.route(from: RouteEnd(Point(0, 0), side: .up), to: RouteEnd(Point(100, 50), side: .up))
            == [Point(0, 0), Point(0, -10), Point(100, -10), Point(100, 50)])
        #expect(try empty.route(from: RouteEnd(Point(3, 4), side: .left), to: RouteEnd(Point(3, 4))) == [Point(3, 4), Point(3, 4)])
        for bad in [Double.nan, .infinity, -.infinity, 2e12] {
            #expect(throws: RoutingError.outOfRange) { try empty.route(from: RouteEnd(Point(bad, 0)), to: RouteEnd(Point(1, 1))) }
            #expect(throws: RoutingError.outOfRange) {
                try OrthogonalRouter(obstacles: [], margin: bad, bendPenalty: 1).route(from: RouteEnd(.zero), to: RouteEnd(Point(1, 1)))
            }
            #expect(throws: RoutingError.outOfRange) {
                try OrthogonalRouter(obstacles: [], margin: 1, bendPenalty: bad).route(from: RouteEnd(.zero), to: RouteEnd(Point(1, 1)))
            }
        }
        #expect(throws: RoutingError.outOfRange) {
            try OrthogonalRouter(obstacles: [], margin: -1, bendPenalty: 1).route(from: RouteEnd(.zero), to: RouteEnd(Point(1, 1)))
        }
        // Non-finite and huge obstacles: those with a NaN edge left out (an infinite minimum and
        // size give a NaN maximum), the huge one clipped to ±1e12.
        let odd = [Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 40, y: -.infinity, width: 20, height: .infinity),
                   Rect(x: -1e15, y: 500, width: 2e15, height: 1e14), .null]
        let router = OrthogonalRouter(obstacles: odd, margin: 2, bendPenalty: 10)
        let boxes = odd.compactMap { RouteBox($0, margin: 2) }
        #expect(boxes.count == 1)
        let start = RouteEnd(Point(0, 100), side: .right), end = RouteEnd(Point(100, 100), side: .left)
        let route = try router.route(from: start, to: end)
        #expect(RouteChecks.faults(route, start, end, boxes) == [])
        // A wall beyond the accepted range is clipped to it: the route goes round its end.
        let wall = OrthogonalRouter(obstacles: [Rect(x: 40, y: -1e13, width: 20, height: 2e13)], margin: 2, bendPenalty: 10)
        let round = try wall.route(from: start, to: end)
        #expect(round.count == 6 && round.allSatisfy { $0.isFinite && abs($0.y) <= 1e12 })
        // Huge but accepted coordinates.
        let far = OrthogonalRouter(obstacles: [Rect(x: -1e11, y: -1e11, width: 2e11, height: 2e11)], margin: 1e9, bendPenalty: 1e10)
        let farStart = RouteEnd(Point(-9e11, 0), side: .right), farEnd = RouteEnd(Point(9e11, 1), side: .left)
        let farRoute = try far.route(from: farStart, to: farEnd)
        #expect(RouteChecks.faults(farRoute, farStart, farEnd, [RouteBox(minX: -1.01e11, minY: -1.01e11, maxX: 1.01e11, maxY: 1.01e11)]) == [])
    }

    /// Tips inside boxes: a tip inside its own shape leaves it through its side; inside a box it
    /// is not bound to, likewise; without a side, through whichever side is best; overlapping
    /// boxes are left at the farthest exit; with a zero margin, a tip on its shape's edge leaves
    /// by a stub of the clearance.
    @Test func tipsInsideBoxesLeaveThroughTheirSides() throws {
        let rects = [Rect(x: 0, y: 0, width: 100, height: 60), Rect(x: 50, y: 20, width: 100, height: 20),
                     Rect(x: 300, y: 0, width: 60, height: 60)]
        for margin in [0.0, 6] {
            var router = OrthogonalRouter(obstacles: rects, margin: margin, bendPenalty: 30)
            router.clearance = 8
            let boxes = rects.map { RouteBox($0, margin: margin)! }
            let cases: [(RouteEnd, RouteEnd)] = [
                (RouteEnd(Point(100, 30), side: .right, shape: 0), RouteEnd(Point(300, 30), side: .left, shape: 2)),
                (RouteEnd(Point(60, 30), side: .up), RouteEnd(Point(330, 30), side: .down, shape: 2)),
                (RouteEnd(Point(60, 30)), RouteEnd(Point(330, 30))),
                (RouteEnd(Point(60, 30), side: .left, shape: 0), RouteEnd(Point(330, 60), side: .down, shape: 2)),
            ]
            for (start, end) in cases {
                let route = try router.route(from: start, to: end)
                #expect(RouteChecks.faults(route, start, end, boxes) == [], "\(margin) \(start) \(end) \(route)")
            }
        }
        // Overlapping boxes both holding the tip: it leaves past the farther one's edge.
        let router = OrthogonalRouter(obstacles: rects, margin: 0, bendPenalty: 30)
        let route = try router.route(from: RouteEnd(Point(60, 30), side: .right), to: RouteEnd(Point(200, 100), side: .up))
        #expect(route == [Point(60, 30), Point(200, 30), Point(200, 100)])
    }
}
