import BezierArrow

/// Plane geometry for the property tests of drawn arrows, independent of the runtime's curve
/// code: paths flattened by evaluating their Bernstein polynomials directly, areas by the
/// shoelace formula, and crossings by comparing every flattened segment with every other.
enum FlatGeometry {
    /// A flattened subpath: its points in order, and whether it closes back to its first.
    struct Polyline {
        var points: [Point]
        var isClosed: Bool
    }

    /// Where a polyline crosses itself or another, for a test's message.
    struct Crossing: CustomStringConvertible {
        var point: Point
        var kind: String
        var description: String { "\(kind) near \(point)" }
    }

    /// Flattens path elements into polylines: `chords` chords per curve, each point evaluated
    /// from the curve's Bernstein form, one polyline per subpath.
    ///
    /// Elements before a first `move` start at the origin, as a path's do.
    static func polylines(_ elements: [PathElement], chords: Int) -> [Polyline] {
        var lines: [Polyline] = []
        var current = Polyline(points: [.zero], isClosed: false)
        func finish() {
            if current.points.count > 1 || current.isClosed { lines.append(current) }
        }
        for element in elements {
            let p0 = current.points.last ?? .zero
            switch element {
            case .move(let p):
                finish()
                current = Polyline(points: [p], isClosed: false)
            case .line(let p):
                current.points.append(p)
            case .quad(let p, let c):
                for k in 1...chords {
                    let t = Double(k) / Double(chords), u = 1 - t
                    current.points.append(p0 * (u * u) + c * (2 * u * t) + p * (t * t))
                }
            case .cubic(let p, let c1, let c2):
                for k in 1...chords {
                    let t = Double(k) / Double(chords), u = 1 - t
                    current.points.append(p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
            case .close:
                current.isClosed = true
                finish()
                let start = current.points[0]
                current = Polyline(points: [start], isClosed: false)
            }
        }
        finish()
        return lines
    }

    /// The shoelace area `sum(x[i] * y[i+1] - x[i+1] * y[i]) / 2` of every polyline, each closed
    /// back to its start: positive for a shape drawn clockwise on a y-down screen. Each polyline
    /// is measured from its first point, so a small shape far from the origin keeps its digits.
    static func signedArea(_ lines: [Polyline]) -> Double {
        var twice = 0.0
        for line in lines {
            let p = line.points, o = p[0]
            for i in p.indices {
                let a = p[i] - o, b = p[(i + 1) % p.count] - o
                twice += a.x * b.y - b.x * a.y
            }
        }
        return twice / 2
    }

    /// The length of the polylines (closing segments included).
    static func length(_ lines: [Polyline]) -> Double {
        lines.reduce(0) { sum, line in
            let p = line.points
            let open = zip(p, p.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
            return sum + open + (line.isClosed ? p[p.count - 1].distance(to: p[0]) : 0)
        }
    }

    /// The distance from a point to the nearest segment (or lone point) of the polylines.
    static func distance(from p: Point, to lines: [Polyline]) -> Double {
        var best = Double.infinity
        for line in lines {
            let q = line.points
            if q.count == 1 { best = min(best, p.distance(to: q[0])) }
            for (a, b) in zip(q, q.dropFirst()) {
                let d = b - a, l2 = d.x * d.x + d.y * d.y
                let t = l2 > 0 ? min(max(((p.x - a.x) * d.x + (p.y - a.y) * d.y) / l2, 0), 1) : 0
                best = min(best, p.distance(to: a + d * t))
            }
        }
        return best
    }

    /// The largest coordinate magnitude of the polylines, at least 1.
    static func scale(_ lines: [Polyline]) -> Double {
        lines.reduce(1) { m, line in line.points.reduce(m) { max($0, abs($1.x), abs($1.y)) } }
    }

    /// The first place where the polylines cross themselves or each other, by brute force: every
    /// segment against every other, O(n²).
    ///
    /// Consecutive points closer than `tolerance` are merged first. Two segments that are not
    /// neighbours along one polyline *cross* when each one's ends lie on opposite sides of the
    /// other's line, each end more than `tolerance` from it: a contact or a near miss within the
    /// tolerance is not a crossing (so rounding where a shape collapses to a point or a line is
    /// not one either). Two neighbours *fold* when the second turns back along the first: their
    /// directions are opposite and the shorter one's far end lies within `tolerance` of the
    /// longer one's line.
    static func firstCrossing(_ lines: [Polyline], tolerance: Double) -> Crossing? {
        struct Segment {
            var a: Point, b: Point
            var line: Int, index: Int, count: Int, isClosed: Bool
        }
        var segments: [Segment] = []
        for (n, line) in lines.enumerated() {
            var points: [Point] = []
            for p in line.points where points.last.map({ $0.distance(to: p) > tolerance }) ?? true {
                points.append(p)
            }
            if line.isClosed, points.count > 1, points[0].distance(to: points[points.count - 1]) <= tolerance {
                points.removeLast()
            }
            let closes = line.isClosed && points.count > 2
            let count = points.count - 1 + (closes ? 1 : 0)
            guard count > 0 else { continue }
            for i in 0..<count {
                segments.append(Segment(a: points[i], b: points[(i + 1) % points.count], line: n, index: i,
                                        count: count, isClosed: closes))
            }
        }
        /// The signed distance of `p` from the line through `a` and `b`.
        func side(_ a: Point, _ b: Point, _ p: Point) -> Double {
            let d = b - a
            return (d.x * (p.y - a.y) - d.y * (p.x - a.x)) / d.length
        }
        for i in segments.indices {
            let s = segments[i]
            for j in segments.indices where j > i {
                let t = segments[j]
                let neighbours = s.line == t.line
                    && (t.index == s.index + 1 || (s.isClosed && s.index == 0 && t.index == s.count - 1))
                if neighbours {
                    // The one that comes first along the line, then the one after it.
                    let (first, second) = t.index == s.index + 1 ? (s, t) : (t, s)
                    let u = first.b - first.a, v = second.b - second.a
                    let shorter = u.length < v.length
                    let offLine = shorter ? side(second.a, second.b, first.a) : side(first.a, first.b, second.b)
                    if u.x * v.x + u.y * v.y < 0 && abs(offLine) <= tolerance {
                        return Crossing(point: first.b, kind: "a fold back")
                    }
                    continue
                }
                guard max(s.a.x, s.b.x) >= min(t.a.x, t.b.x), max(t.a.x, t.b.x) >= min(s.a.x, s.b.x),
                      max(s.a.y, s.b.y) >= min(t.a.y, t.b.y), max(t.a.y, t.b.y) >= min(s.a.y, s.b.y) else { continue }
                let ta = side(s.a, s.b, t.a), tb = side(s.a, s.b, t.b)
                let sa = side(t.a, t.b, s.a), sb = side(t.a, t.b, s.b)
                func opposite(_ x: Double, _ y: Double) -> Bool {
                    (x > tolerance && y < -tolerance) || (x < -tolerance && y > tolerance)
                }
                if opposite(ta, tb) && opposite(sa, sb) {
                    return Crossing(point: s.a.interpolated(to: s.b, sa / (sa - sb)),
                                    kind: "segments \(s.line):\(s.index) and \(t.line):\(t.index) cross")
                }
            }
        }
        return nil
    }
}
