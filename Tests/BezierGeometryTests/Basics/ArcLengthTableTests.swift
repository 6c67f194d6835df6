import TestSupport
import Testing
@testable import BezierGeometry

/// The length table's query (the guess between its knots, then one Newton step) against the
/// polynomial it answers for, solved to convergence: on random chains of cubics (fixed seed),
/// gentle, looped and passing close to a cusp, the parameter it finds reaches the asked length
/// to within 1e-8 of the chain's length (the query finds 2e-9; the polynomials themselves are
/// within 4e-8 of the true length, a slot promises 1e-6), and the locations rise with the length.
@Suite struct ArcLengthTableTests {
    /// A chain of `count` random cubics within 200 of the origin; with `cusp`, the handles
    /// of each are pulled towards a cusp (the inner control points crossed, nearly meeting).
    static func chain(_ rng: inout SplitMix64, count: Int, cusp: Bool) -> [CubicSegment] {
        var curves: [CubicSegment] = []
        var p = rng.point(within: 200)
        for _ in 0..<count {
            let q = rng.point(within: 200)
            var c1 = rng.point(within: 200), c2 = rng.point(within: 200)
            if cusp {
                // c1 and c2 placed so that the derivative nearly vanishes mid-curve.
                let m = Point((p.x + q.x) / 2, (p.y + q.y) / 2)
                c1 = Point(q.x + (m.x - q.x) * 0.1, q.y + (m.y - q.y) * 0.1) + rng.point(within: 0.01)
                c2 = Point(p.x + (m.x - p.x) * 0.1, p.y + (m.y - p.y) * 0.1)
            }
            curves.append(CubicSegment(p, c1, c2, q))
            p = q
        }
        return curves
    }

    @Test(arguments: [false, true])
    func queriesReachTheAskedLength(cusp: Bool) {
        var rng = SplitMix64(seed: cusp ? 0xC05B : 0x1E9)
        var worst = 0.0
        for _ in 0..<200 {
            let table = ArcLengthTable(curves: Self.chain(&rng, count: 1 + Int(rng.next() % 3), cusp: cusp))
            let length = table.length
            #expect(length.isFinite && length > 0)
            var last = (curve: 0, t: 0.0)
            for k in 0...400 {
                let target = length * Double(k) / 400
                guard let found = table.location(atLength: target) else { Issue.record("no location"); return }
                #expect(found.curve > last.curve || found.curve == last.curve && found.t >= last.t,
                        "locations fall at \(target): \(found) after \(last)")
                last = found
                // The interval holding the location, and the length the polynomial gives there.
                guard let interval = table.intervals.first(where: {
                    $0.curve == found.curve && $0.t0 <= found.t && found.t <= $0.t1 && $0.s0 <= target && target <= $0.s1
                }) else { continue }
                let x = interval.t1 > interval.t0 ? 2 * (found.t - interval.t0) / (interval.t1 - interval.t0) - 1 : -1
                let reached = interval.s0 + ArcLengthTable.value(interval.b, at: x)
                worst = max(worst, abs(reached - target) / length)
            }
        }
        #expect(worst <= 1e-8, "worst miss \(worst) of the length")
    }
}
