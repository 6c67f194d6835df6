import Foundation
import TestSupport
import Testing
@testable import BezierGeometry

/// The length table made to a stated precision, against ``ReferenceArcLength`` (adaptive
/// Simpson's rule, within 1e-14 of each segment's control polygon, so at least a hundred times
/// closer than any precision asked here): on random chains of lines, quadratics and cubics
/// (fixed seeds), looped, near a cusp and through one, every location's exact arc length and
/// the chain's length are within the precision. The table's own budget is half the precision
/// (a quarter for the polynomials, a quarter for a query's residual), so a miss of more than
/// the precision would mean its error estimate is off by more than a factor of two.
@Suite struct ArcLengthPrecisionTests {
    /// A random segment from `p` within 200 of the origin: a line, a quadratic, a cubic, or a
    /// cubic pulled towards a cusp (its inner control points crossed, nearly meeting).
    static func segment(_ rng: inout SplitMix64, from p: Point) -> PathSegment {
        let q = rng.point(within: 200)
        switch rng.next() % 5 {
        case 0: return .line(LineSegment(p, q))
        case 1: return .quad(QuadraticSegment(p, rng.point(within: 200), q))
        case 2:
            let m = Point((p.x + q.x) / 2, (p.y + q.y) / 2)
            let c1 = Point(q.x + (m.x - q.x) * 0.1, q.y + (m.y - q.y) * 0.1)
                + rng.point(within: 1) * pow(10, -Double(rng.next() % 8))
            let c2 = Point(p.x + (m.x - p.x) * 0.1, p.y + (m.y - p.y) * 0.1)
            return .cubic(CubicSegment(p, c1, c2, q))
        default: return .cubic(CubicSegment(p, rng.point(within: 200), rng.point(within: 200), q))
        }
    }

    /// A cubic with a true cusp at t = 0.5 (its speed vanishes there).
    static let cusp = PathSegment.cubic(CubicSegment(Point(0, 0), Point(100, 100), Point(0, 100), Point(100, 0)))

    /// The chains: random ones of one to three segments, and the cusp.
    static func chains(seed: UInt64) -> [[PathSegment]] {
        var rng = SplitMix64(seed: seed)
        var chains: [[PathSegment]] = [[cusp]]
        for _ in 0..<60 {
            var chain: [PathSegment] = []
            var p = rng.point(within: 200)
            for _ in 0..<(1 + Int(rng.next() % 3)) {
                chain.append(segment(&rng, from: p))
                p = chain[chain.count - 1].endPoint
            }
            chains.append(chain)
        }
        return chains
    }

    @Test(arguments: [1e-4, 4e-8, 1e-10, 1e-12])
    func locationsLieWithinThePrecision(relative: Double) {
        var worst = 0.0
        for chain in Self.chains(seed: 0xA4C) {
            let references = chain.map(ReferenceArcLength.init)
            let lengths = references.map { $0.length(from: 0, to: 1) }
            let total = lengths.reduce(0, +)
            let precision = relative * total
            let table = ArcLengthTable(segments: chain, precision: precision)
            #expect(abs(table.length - total) <= precision, "length \(table.length) vs \(total)")
            // The exact length at each location, measured on from the one before.
            var before = 0.0, last = (curve: 0, t: 0.0), lastLength = 0.0
            for k in 0...500 {
                let target = total * Double(k) / 500
                guard let found = table.location(atLength: target), found.t.isFinite else {
                    Issue.record("no location at \(target)")
                    return
                }
                while last.curve < found.curve {
                    before += lengths[last.curve]
                    last = (last.curve + 1, 0)
                    lastLength = 0
                }
                #expect(found.t >= last.t, "locations fall at \(target)")
                lastLength += references[found.curve].length(from: last.t, to: max(found.t, last.t))
                last = found
                let miss = abs(before + lastLength - target)
                worst = max(worst, miss / precision)
                #expect(miss <= precision, "at \(target) of \(total): missed by \(miss), precision \(precision)")
            }
        }
        print("relative precision \(relative): worst miss \(worst) of the precision")
    }

    /// The reference itself, against the closed form of a parabola's length, `2 (F(1) - F(0))`
    /// with `F` the antiderivative of `sqrt(a t^2 + b t + c)`: within 1e-12 of the length,
    /// where the closed form's logarithm loses a few digits (the reference claims 1e-14 of the
    /// control polygon).
    @Test func theReferenceAgreesWithAParabolasClosedForm() {
        var rng = SplitMix64(seed: 0x9A8)
        for _ in 0..<50 {
            let q = QuadraticSegment(rng.point(within: 200), rng.point(within: 200), rng.point(within: 200))
            let u = q.p0 - q.p1 * 2 + q.p2, v = q.p1 - q.p0
            let a = u.x * u.x + u.y * u.y, b = 2 * (u.x * v.x + u.y * v.y), c = v.x * v.x + v.y * v.y
            func f(_ t: Double) -> Double {
                let root = (a * t * t + b * t + c).squareRoot()
                return (2 * a * t + b) * root / (4 * a)
                    + (4 * a * c - b * b) / (8 * a * a.squareRoot()) * log(2 * a.squareRoot() * root + 2 * a * t + b)
            }
            let exact = 2 * (f(1) - f(0))
            let reference = ReferenceArcLength(.quad(q)).length(from: 0, to: 1)
            #expect(abs(reference - exact) <= 1e-12 * exact, "\(q): \(reference) vs \(exact)")
            // The table made to 1e-9 of it agrees as well.
            let table = ArcLengthTable(segments: [.quad(q)], precision: 1e-9 * exact)
            #expect(abs(table.length - exact) <= 1e-9 * exact)
        }
    }

    /// The estimate's constant: the largest integral from -1 of the nodes' product
    /// `w(x) = (x - x1) ... (x - x6)`, over `|w(1)|`, by the trapezoidal rule on 200,000 steps
    /// (its error, 1e-11, is far below the 1e-4 asked).
    @Test func theMisfitConstantIsTheNodesLargestIntegral() {
        func w(_ x: Double) -> Double { ArcLengthTable.nodes.reduce(1) { $0 * (x - $1) } }
        let n = 200_000, dx = 2.0 / Double(n)
        var integral = 0.0, largest = 0.0, last = w(-1)
        for i in 1...n {
            let next = w(-1 + Double(i) * dx)
            integral += (last + next) / 2 * dx
            last = next
            largest = max(largest, abs(integral))
        }
        #expect(abs(largest / abs(w(1)) - ArcLengthTable.misfitToLength) <= 1e-4)
    }

    /// A line is one interval, as long as the line; made without a usable precision the table
    /// keeps to the rule of the roots.
    @Test func aLineIsOneIntervalOfItsLength() {
        let line = LineSegment(Point(3, 4), Point(-120.5, 77.25))
        for precision in [1e-12, 0, -1, .nan, .infinity] {
            let table = ArcLengthTable(segments: [.line(line)], precision: precision)
            #expect(table.intervals.count == 1)
            #expect(abs(table.length - line.length) <= 1e-14 * line.length)
            guard let middle = table.location(atLength: line.length / 2) else { Issue.record("no location"); continue }
            #expect(abs(middle.t - 0.5) <= 1e-14)
        }
    }

    /// Segments with points that are not finite, or so large that the speed overflows, give a
    /// table of a few intervals at once (the error estimate is not a number, or not finite, and
    /// halves nothing) whose every location is a finite parameter in `0...1`.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, 1e160])
    func segmentsThatAreNotFiniteNeitherHangNorLeak(_ bad: Double) {
        let segments: [PathSegment] = [
            .cubic(CubicSegment(Point(0, 0), Point(bad, 10), Point(20, -bad), Point(30, 0))),
            .quad(QuadraticSegment(Point(30, 0), Point(40, bad), Point(50, 0))),
            .line(LineSegment(Point(50, 0), Point(bad, bad))),
            .cubic(CubicSegment(Point(bad, 0), Point(-bad, 1), Point(bad, 2), Point(0, bad))),
        ]
        let table = ArcLengthTable(segments: segments, precision: 1e-5)
        #expect(table.intervals.count <= 4 << ArcLengthTable.maxDepth)
        for target in [0, 1, 25, 1e10, .nan, .infinity, -.infinity] {
            guard let found = table.location(atLength: target) else { Issue.record("no location"); continue }
            #expect(found.t.isFinite && found.t >= 0 && found.t <= 1, "\(bad) at \(target): \(found)")
        }
    }
}
