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
        // The cases exercise both answers.
        #expect(routed >= 30)
        print(routed, unroutable)
    }
}
