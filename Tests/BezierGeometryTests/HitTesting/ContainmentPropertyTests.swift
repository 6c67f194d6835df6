import TestSupport
import Testing
@testable import BezierGeometry

/// Invariants of stroke and fill containment on random paths and points (fixed seeds).
@Suite struct ContainmentPropertyTests {
    /// With round caps and round joins the stroke is exactly the set of points within half the
    /// width of the path: a point's nearest path point is either inside a segment (the point is
    /// on that segment's normal), a vertex (the point is in the join's pie, as the distance grows
    /// away from the vertex along both segments) or an end (in the cap's half disk). So the
    /// stroke test and the exact projection must agree on every point not within 1e-7 of the
    /// boundary.
    @Test func roundStrokeIsTheHalfWidthNeighbourhood() {
        var rng = SplitMix64(seed: 0x5EED_0001)
        var compared = 0
        for _ in 0..<150 {
            let path = rng.path()
            let width = 1 + rng.unit() * 40
            let tester = PreparedPath(path, strokeStyle: BezierPath.StrokeStyle(width: width, cap: .round, join: .round))
            for _ in 0..<60 {
                let p = Point(rng.unit() * 260 - 30, rng.unit() * 260 - 30)
                guard let d = path.project(p)?.distance, abs(d - width / 2) > 1e-7 else { continue }
                compared += 1
                #expect(tester.strokeContains(p) == (d < width / 2), "\(path.svgPathData) width \(width) at \(p): distance \(d)")
            }
        }
        #expect(compared > 8000)
    }

    /// A point on a segment's normal within the half width is in the sweep, whatever the caps
    /// and joins.
    @Test func pointsOnNormalsAreInsideForEveryStyle() {
        var rng = SplitMix64(seed: 0x5EED_0002)
        for _ in 0..<150 {
            let path = rng.path()
            let style = rng.style(width: 1 + rng.unit() * 40)
            let tester = PreparedPath(path, strokeStyle: style)
            path.forEachSegment { segment in
                for _ in 0..<10 {
                    let t = 0.02 + 0.96 * rng.unit()
                    let velocity = segment.derivative(at: t)
                    guard velocity.length > 1e-3 else { continue }
                    let normal = velocity.normalized.perpendicular
                    let p = segment.point(at: t) + normal * ((rng.unit() * 2 - 1) * 0.99 * style.halfWidth)
                    #expect(tester.strokeContains(p), "\(path.svgPathData) \(style) t \(t) at \(p)")
                }
            }
        }
    }

    /// Nothing reaches farther from the path than the longest miter or a square cap's corner.
    @Test func farPointsAreOutsideForEveryStyle() {
        var rng = SplitMix64(seed: 0x5EED_0003)
        var compared = 0
        for _ in 0..<150 {
            let path = rng.path()
            let style = rng.style(width: 1 + rng.unit() * 40)
            let tester = PreparedPath(path, strokeStyle: style)
            let reach = style.halfWidth * max(style.miterLimit, 2.0.squareRoot()) + 1e-6
            for _ in 0..<60 {
                let p = Point(rng.unit() * 400 - 100, rng.unit() * 400 - 100)
                guard let d = path.project(p)?.distance, d > reach else { continue }
                compared += 1
                #expect(!tester.strokeContains(p), "\(path.svgPathData) \(style) at \(p): distance \(d)")
            }
        }
        #expect(compared > 3000)
    }

    /// Moving the path and the point together changes no answer (whole-number moves of grid
    /// coordinates are exact).
    @Test func answersAreInvariantUnderTranslation() {
        var rng = SplitMix64(seed: 0x5EED_0004)
        for _ in 0..<100 {
            let path = rng.path()
            let style = rng.style(width: 1 + rng.unit() * 40)
            let shift = Point(Double(Int(rng.next() % 4001)) - 2000, Double(Int(rng.next() % 4001)) - 2000)
            let moved = path.transformed(by: Transform2D(translationX: shift.x, y: shift.y))
            let stroke = PreparedPath(path, strokeStyle: style), movedStroke = PreparedPath(moved, strokeStyle: style)
            let fill = PreparedPath(path, fillRule: .evenOdd), movedFill = PreparedPath(moved, fillRule: .evenOdd)
            for _ in 0..<60 {
                let p = Point(rng.coordinate(260) - 30, rng.coordinate(260) - 30)
                #expect(stroke.strokeContains(p) == movedStroke.strokeContains(p + shift), "\(path.svgPathData) \(style) at \(p)")
                #expect(fill.windingNumber(at: p) == movedFill.windingNumber(at: p + shift), "\(path.svgPathData) at \(p)")
            }
        }
    }

    /// The winding number agrees with that of a finely flattened copy (512 chords per curve,
    /// within 0.001 of the curve here) for points farther than 0.05 from the path; even-odd
    /// covers a subset of non-zero.
    @Test func fillAgreesWithAFlattenedReference() {
        var rng = SplitMix64(seed: 0x5EED_0005)
        var compared = 0
        for _ in 0..<150 {
            let path = rng.path()
            let fill = PreparedPath(path)
            let evenOdd = PreparedPath(path, fillRule: .evenOdd)
            let polygon = flattened(path)
            for _ in 0..<60 {
                let p = Point(rng.unit() * 240 - 20, rng.unit() * 240 - 20)
                guard let d = path.project(p)?.distance, d > 0.05 else { continue }
                compared += 1
                #expect(fill.windingNumber(at: p) == winding(of: polygon, at: p), "\(path.svgPathData) at \(p)")
                #expect(!evenOdd.fillContains(p) || fill.fillContains(p))
                #expect(path.contains(p, using: .evenOdd) == evenOdd.fillContains(p))
            }
        }
        #expect(compared > 7000)
    }

    /// Closed polygons, one per subpath, every subpath closed implicitly.
    func flattened(_ path: BezierPath) -> [[Point]] {
        var polygons: [[Point]] = []
        var current: [Point] = []
        var last = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                if !current.isEmpty { polygons.append(current) }
                current = [p]
                last = p
            case .line(let p):
                current.append(p)
                last = p
            case .quad(let p, let c):
                let q = QuadraticSegment(last, c, p)
                for i in 1...512 { current.append(q.point(at: Double(i) / 512)) }
                last = p
            case .cubic(let p, let c1, let c2):
                let c = CubicSegment(last, c1, c2, p)
                for i in 1...512 { current.append(c.point(at: Double(i) / 512)) }
                last = p
            case .close:
                if let first = current.first { last = first }
            }
        }
        if !current.isEmpty { polygons.append(current) }
        return polygons
    }

    /// The textbook crossing-number winding of closed polygons (Sunday, "Inclusion of a point in
    /// a polygon", 2001).
    func winding(of polygons: [[Point]], at p: Point) -> Int {
        var w = 0
        for polygon in polygons {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let side = (b - a).cross(p - a)
                if a.y <= p.y && b.y > p.y && side > 0 { w += 1 }
                if b.y <= p.y && a.y > p.y && side < 0 { w -= 1 }
            }
        }
        return w
    }
}
