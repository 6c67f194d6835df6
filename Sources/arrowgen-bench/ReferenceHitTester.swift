import BezierArrow

/// The plain hit tester every hot-path figure is compared with: what a first, obvious
/// implementation does, measured in the same run on the same arrows and points.
///
/// Every curve is flattened to ``segmentsPerCurve`` line segments (uniform in its parameter),
/// lines and closing lines are one segment each. A stroke query takes the minimum distance from
/// the point to every segment (round caps and joins make the stroke exactly the points within
/// half its width of the polyline); a fill query adds up the signed crossings of a ray to the
/// right of the point over the same segments (the nonzero winding rule). No bounds, no grid, no
/// early exit: the cost of a query is the same wherever the point lies, so the ratio of a figure
/// to it says how much the library's preparation saves, whatever the processor.
struct ReferenceHitTester {
    /// Line segments per curve: enough that the polyline is within about 0.1 of the double
    /// arrow's curves, and a round number a reader can check.
    static let segmentsPerCurve = 32

    /// The segments' end points, two per segment.
    private(set) var starts: [Point] = []
    private(set) var ends: [Point] = []
    /// Half the stroke width.
    let radius: Double

    /// Flattens `path` for queries against a stroke of `width` (round caps and joins).
    init(path: BezierPath, width: Double) {
        radius = width / 2
        var current = Point(0, 0), subpathStart = Point(0, 0)
        func add(_ to: Point) {
            starts.append(current)
            ends.append(to)
            current = to
        }
        let n = Self.segmentsPerCurve
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p):
                add(p)
            case .quad(let p, let c):
                let p0 = current
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    add(u * u * p0 + 2 * u * t * c + t * t * p)
                }
            case .cubic(let p, let c1, let c2):
                let p0 = current
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    add(u * u * u * p0 + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * p)
                }
            case .close:
                if current != subpathStart { add(subpathStart) }
                current = subpathStart
            }
        }
    }

    /// The number of line segments a query visits.
    var segmentCount: Int { starts.count }

    /// Whether `q` lies within half the stroke width of some segment.
    func strokeContains(_ q: Point) -> Bool {
        var best = Double.infinity
        for i in starts.indices {
            let a = starts[i], d = ends[i] - a, w = q - a
            let dd = d.x * d.x + d.y * d.y
            let t = dd > 0 ? min(max((w.x * d.x + w.y * d.y) / dd, 0), 1) : 0
            let e = w - t * d
            best = min(best, e.x * e.x + e.y * e.y)
        }
        return best <= radius * radius
    }

    /// Whether `q` is inside the flattened path by the nonzero winding rule.
    func fillContains(_ q: Point) -> Bool {
        var winding = 0
        for i in starts.indices {
            let a = starts[i], b = ends[i]
            if (a.y <= q.y) != (b.y <= q.y) {
                let x = a.x + (q.y - a.y) * (b.x - a.x) / (b.y - a.y)
                if x > q.x { winding += b.y > a.y ? 1 : -1 }
            }
        }
        return winding != 0
    }
}
