import TestSupport
import Testing
@testable import BezierArrow

/// The search for a head's attachment along a chain (``BodyRoute/firstReach(of:from:along:backward:)``):
/// the place the plain bisection it replaced finds, to the bit, on random cubics of every sort
/// (straight, nearly straight, looped, with a cusp, tiny, huge, far from the origin), and where
/// the distance reaches the trim, to adjacent doubles.
@Suite struct BodyRouteReachTests {
    /// Whether the point of `c` at `t` is at least as far from `p` as `d2` squared says: the
    /// search's test.
    static func reaches(_ c: CubicSegment, _ t: Double, _ p: Point, _ d2: Double) -> Bool {
        c.point(at: t).distanceSquared(to: p) >= d2
    }

    /// The search as it was: the first of the samples that reaches the distance, then a
    /// bisection evaluated at every midpoint until no double lies between the bracket's ends.
    static func bisectedReach(of distance: Double, from p: Point, along chain: [CubicSegment],
                              backward: Bool = false) -> BodyRoute.ChainPlace? {
        guard distance > 0 else { return BodyRoute.ChainPlace(curve: 0, t: 0) }
        let d2 = distance * distance, n = Double(BodyRoute.attachmentSamples)
        for k in chain.indices {
            let c = backward ? reversed(chain[chain.count - 1 - k]) : chain[k]
            for i in 1...BodyRoute.attachmentSamples where reaches(c, Double(i) / n, p, d2) {
                var lo = Double(i - 1) / n, hi = Double(i) / n
                while true {
                    let m = lo + (hi - lo) / 2
                    guard m > lo, m < hi else { break }
                    if reaches(c, m, p, d2) { hi = m } else { lo = m }
                }
                return BodyRoute.ChainPlace(curve: k, t: hi)
            }
        }
        return nil
    }

    static func reversed(_ c: CubicSegment) -> CubicSegment { CubicSegment(c.p3, c.p2, c.p1, c.p0) }

    /// A random cubic of one of six sorts, about a unit across: any four points, a straight one
    /// as a body through waypoints makes it, a straight one nudged by a billionth, a loop, a cusp
    /// (`p1 - p0 + 2 (p2 - p1) + p3 - p2 = 0`: no speed at 1/2), a vanished first leg.
    static func cubic(_ sort: Int, _ rng: inout SplitMix64) -> CubicSegment {
        let p0 = rng.point(within: 1)
        switch sort {
        case 0:
            return CubicSegment(p0, rng.point(within: 1), rng.point(within: 1), rng.point(within: 1))
        case 1:
            return BodyRoute.straight(p0, rng.point(within: 1))
        case 2:
            let s = BodyRoute.straight(p0, rng.point(within: 1))
            return CubicSegment(s.p0, s.p1 + rng.point(within: 1e-9), s.p2 + rng.point(within: 1e-9), s.p3)
        case 3:
            let e = rng.point(within: 1), u = e - p0, v = Point(-u.y, u.x)
            return CubicSegment(p0, p0 + u * rng.uniform(1.6...2.4) + v * rng.uniform(0.8...1.4),
                                p0 - u * rng.uniform(0.6...1.4) + v * rng.uniform(0.8...1.4), e)
        case 4:
            let a = rng.point(within: 1), b = rng.point(within: 1)
            return CubicSegment(p0, p0 + a, p0 + a + b, p0 + a + b - a - b * 2)
        default:
            return CubicSegment(p0, p0, rng.point(within: 1), rng.point(within: 1))
        }
    }

    /// Random cubics of every sort and scale, and chains of two, each searched from its start (as
    /// a route searches) or a point near it, for a distance reached near a random parameter
    /// (anywhere, near 0, near 1, at a sample, a little off one), forward and backward: the
    /// search finds the place the bisection finds, to the bit, in all but a few of the cases,
    /// and those within two ulps; the distance reaches the trim at it and not at the double
    /// before it; Newton settles in nearly every bracket, with a margin that holds the
    /// bisection's place.
    @Test func findsWhatTheBisectionFinds() {
        var rng = SplitMix64(seed: 0xA77AC4)
        var cases = 0, same = 0, reached = 0, settled = 0, worst = 0.0
        let scales = [1e-6, 1e-2, 1.0, 300.0, 1e7], offsets = [0.0, 1.0, 100.0, 1e4]
        for i in 0..<6_000 {
            let scale = scales[Int(rng.next() % 5)], offset = rng.point(within: offsets[Int(rng.next() % 4)])
            func placed(_ c: CubicSegment) -> CubicSegment {
                CubicSegment((c.p0 + offset) * scale, (c.p1 + offset) * scale, (c.p2 + offset) * scale,
                             (c.p3 + offset) * scale)
            }
            let first = placed(Self.cubic(i % 6, &rng))
            var chain = [first]
            if i % 4 == 3 {
                let next = placed(Self.cubic(Int(rng.next() % 6), &rng))
                chain.append(CubicSegment(first.p3, next.p1, next.p2, next.p3))
            }
            let backward = i % 8 == 7
            let start = backward ? chain[chain.count - 1].p3 : chain[0].p0
            let tip = i % 5 == 4 ? start + rng.point(within: 1e-3 * scale) : start
            // The parameter the distance is measured at, on the cubic walked first.
            let n = Double(BodyRoute.attachmentSamples)
            let target: Double = switch rng.next() % 5 {
            case 0: rng.unit()
            case 1: Double(sign: .plus, exponent: -4 - Int(rng.next() % 26), significand: 1 + rng.unit())
            case 2: 1 - Double(sign: .plus, exponent: -4 - Int(rng.next() % 26), significand: 1 + rng.unit())
            case 3: Double(1 + rng.next() % 32) / n
            default: Double(1 + rng.next() % 31) / n + rng.uniform(-1e-12...1e-12)
            }
            let walked = backward ? Self.reversed(chain[chain.count - 1]) : chain[0]
            let distance = walked.point(at: target).distance(to: tip)
            guard distance > 0 else { continue }
            cases += 1
            let found = BodyRoute.firstReach(of: distance, from: tip, along: chain, backward: backward)
            let expected = Self.bisectedReach(of: distance, from: tip, along: chain, backward: backward)
            #expect(found?.curve == expected?.curve, "case \(i)")
            if found == expected { same += 1 }
            guard let found, let expected, found.curve == expected.curve else { continue }
            let ulps = abs(found.t.bitPattern.distance(to: expected.t.bitPattern))
            #expect(ulps <= 2, "case \(i): \(found.t) for \(expected.t)")
            // At the place the distance reaches the trim; at the double before it, not (when the
            // cubic's start does not reach it either: off a route's chain, no bracket holds).
            let c = backward ? Self.reversed(chain[chain.count - 1 - found.curve]) : chain[found.curve]
            let d2 = distance * distance
            guard !Self.reaches(c, 0, tip, d2) else { continue }
            reached += 1
            #expect(Self.reaches(c, found.t, tip, d2) && !Self.reaches(c, found.t.nextDown, tip, d2), "case \(i)")
            // Newton has settled, its margin holding the bisection's place with room to spare.
            let hi = (found.t * n).rounded(.up) / n, lo = hi - 1 / n
            guard let (root, margin) = BodyRoute.reachRoot(
                on: c, from: tip, squaredDistance: d2, distance: distance, lo: lo, hi: hi,
                loValue: c.point(at: lo).distanceSquared(to: tip), hiValue: c.point(at: hi).distanceSquared(to: tip))
            else { continue }
            settled += 1
            worst = max(worst, abs(expected.t - root) / margin)
        }
        #expect(cases > 5_900 && reached > 5_000)
        // Newton settles in 99% of the brackets (5,841 of 5,891; the rest start from a leg of no
        // length, where the distance grows as t² and Newton only halves the way), the
        // bisection's place never farther from its root than 0.15 of the margin (half it here).
        #expect(settled * 100 >= reached * 99 && worst < 0.5, "\(settled) of \(reached) settled, worst \(worst)")
        // The same place to the bit in at least 99.9% of the cases (all 5,994 here; a bracket
        // holding several crossings may give Newton's root another).
        #expect(same * 1_000 >= cases * 999, "\(same) of \(cases) the same")
    }

    /// A bracket holding three crossings (a cubic along a line that turns back and on again),
    /// Newton starting on the middle one, where the distance falls (the chord's crossing, at
    /// 1/2, is exactly at it): the ends its root decided do not hold, and the search is the plain
    /// bisection, which finds the first.
    @Test func aRootTheBisectionDoesNotFindFallsBackToIt() throws {
        let c = CubicSegment(Point(0, 0), Point(3, 0), Point(-2, 0), Point(1, 0)), tip = Point(0, 0)
        let d = 0.5, d2 = d * d
        let lo = c.point(at: 0).distanceSquared(to: tip), hi = c.point(at: 1).distanceSquared(to: tip)
        let (root, _) = try #require(BodyRoute.reachRoot(on: c, from: tip, squaredDistance: d2, distance: d,
                                                         lo: 0, hi: 1, loValue: lo, hiValue: hi))
        #expect(root == 0.5 && c.derivative(at: root).x < 0)
        let t = BodyRoute.reachParameter(on: c, from: tip, squaredDistance: d2, distance: d, lo: 0, hi: 1,
                                         loValue: lo, hiValue: hi)
        #expect(t == BodyRoute.reachBisection(on: c, from: tip, squaredDistance: d2, lo: 0, hi: 1))
        #expect(t < 0.1 && Self.reaches(c, t, tip, d2) && !Self.reaches(c, t.nextDown, tip, d2))
    }
}
