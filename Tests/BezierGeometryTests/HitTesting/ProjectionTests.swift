import TestSupport
import Testing
@testable import BezierGeometry

/// The exact nearest point of curves and paths.
@Suite struct ProjectionTests {
    /// The minimum distance by brute force: 4001 samples, each local minimum polished by ternary
    /// search (the distance is unimodal between neighbouring samples of these curves).
    func referenceDistance(_ c: CubicSegment, _ p: Point) -> Double {
        let n = 4000
        let samples = (0...n).map { c.point(at: Double($0) / Double(n)).distance(to: p) }
        var best = samples.min()!
        for i in 0...n where (i == 0 || samples[i] <= samples[i - 1]) && (i == n || samples[i] <= samples[i + 1]) {
            var lo = Double(max(i - 1, 0)) / Double(n), hi = Double(min(i + 1, n)) / Double(n)
            for _ in 0..<100 {
                let a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3
                if c.point(at: a).distance(to: p) < c.point(at: b).distance(to: p) { hi = b } else { lo = a }
            }
            best = min(best, c.point(at: (lo + hi) / 2).distance(to: p))
        }
        return best
    }

    @Test func cubicProjectionMatchesBruteForce() {
        var rng = SplitMix64(seed: 0x9E0_0001)
        for _ in 0..<200 {
            let c = CubicSegment(rng.point(), rng.point(), rng.point(), rng.point())
            let p = Point(rng.unit() * 300 - 50, rng.unit() * 300 - 50)
            let r = c.project(p)
            #expect(r.t >= 0 && r.t <= 1)
            #expect(isApproximatelyEqual(r.point, c.point(at: r.t), tolerance: 1e-12))
            #expect(isApproximatelyEqual(r.distance, r.point.distance(to: p), tolerance: 1e-12))
            #expect(isApproximatelyEqual(r.distance, referenceDistance(c, p), tolerance: 1e-7), "\(c) \(p)")
        }
    }

    @Test func projectionFindsTheFarSideOfAFold() {
        // A curve that folds back on itself within a narrow parameter range: sampling at 33
        // parameters would miss the minimum at the tip of the fold.
        let c = CubicSegment(Point(0, 0), Point(300, 0), Point(-200, 1), Point(100, 1))
        let p = Point(130, 0.5)
        #expect(isApproximatelyEqual(c.project(p).distance, referenceDistance(c, p), tolerance: 1e-9))
    }

    @Test func quadraticProjectionIsExact() {
        // The parabola y = x^2 from (-1, 1) to (1, 1), x = 2t - 1.
        let q = QuadraticSegment(Point(-1, 1), Point(0, -1), Point(1, 1))
        // Below the vertex: the vertex itself, inside the segment.
        let below = q.project(Point(0, -0.5))
        #expect(isApproximatelyEqual(below.distance, 0.5, tolerance: 1e-12))
        #expect(isApproximatelyEqual(below.t, 0.5, tolerance: 1e-12))
        // Above it: x (2x^2 - 3) = 0 puts the curve's other feet at x^2 = 3/2, beyond the
        // segment, so the nearest points are its ends, at distance sqrt(2); ties take t = 0.
        let above = q.project(Point(0, 2))
        #expect(isApproximatelyEqual(above.distance, 2.0.squareRoot(), tolerance: 1e-12))
        #expect(above.t == 0)
    }

    @Test func pathProjectionNamesTheElement() throws {
        let path = try BezierPath(svgPathData: "M 0 0 L 100 0 L 100 100 Z M 200 0 C 250 0 300 50 300 100")
        let onClose = try #require(path.project(Point(40, 60)))
        #expect(onClose.elementIndex == 3)  // the closing line from (100, 100) to (0, 0)
        #expect(isApproximatelyEqual(onClose.point, Point(50, 50), tolerance: 1e-12))
        #expect(isApproximatelyEqual(onClose.t, 0.5, tolerance: 1e-12))
        let onLine = try #require(path.project(Point(50, -3)))
        #expect(onLine.elementIndex == 1)
        #expect(onLine.distance == 3)
        let onCurve = try #require(path.project(Point(310, 100)))
        #expect(onCurve.elementIndex == 5)
        #expect(onCurve.t == 1)
        #expect(onCurve.distance == 10)
    }

    @Test func pathProjectionMatchesEverySegmentsBest() throws {
        var rng = SplitMix64(seed: 0x9E0_0002)
        for _ in 0..<100 {
            let path = rng.path()
            let p = Point(rng.unit() * 300 - 50, rng.unit() * 300 - 50)
            var best = Double.infinity
            path.forEachSegment { best = min(best, $0.project(p).distance) }
            // The pieces are projected by the same root isolation as whole segments; only the
            // rounding of the cut differs.
            let d = try #require(path.project(p)?.distance)
            #expect(abs(d - best) <= 1e-12 * max(1, best), "\(p)")
        }
    }

    @Test func nothingToProjectOnGivesNil() throws {
        #expect(BezierPath().project(Point(1, 1)) == nil)
        #expect(try BezierPath(svgPathData: "M 5 5 M 6 6").project(Point(1, 1)) == nil)
        #expect(try BezierPath(svgPathData: "M 0 0 L 10 0").project(Point(.nan, 1)) == nil)
        #expect(try BezierPath(svgPathData: "M 0 0 L 10 0").project(Point(.infinity, 1)) == nil)
        // A zero-length segment is its point.
        #expect(try BezierPath(svgPathData: "M 3 4 L 3 4").project(.zero)?.distance == 5)
    }
}
