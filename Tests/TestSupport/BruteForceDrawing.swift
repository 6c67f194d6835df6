import BezierArrow

/// A slow, independent reference for the region a pair of paths paints (the outline filled and
/// stroked, the spine stroked; the stroke as the points within a reach of the path, round joins
/// and caps) and the rectangles it meets or lies in: every segment flattened into a polyline
/// whose vertices lie on the curve and whose chords stay within ``tolerance`` of it, then the
/// fill by the crossing rule on the polygons and distances from the rectangle to each chord.
///
/// The flattening uses a uniform parameter step `1/n` with `n` from the chord-error bound of a
/// cubic, `|B(t) - chord| <= max|B''| / (8 n^2)`, where `max|B''| <= 6` times the largest second
/// difference of the control points: so the bound holds for every segment, whatever its shape.
/// ``intersects(_:)`` and ``isInside(_:)`` answer on the rectangle shrunk and grown by
/// ``margin`` (more than the tolerance): where the two agree, the exact answer must be theirs;
/// where they differ the rectangle grazes the drawing and the answer is `nil`.
public struct BruteForceDrawing: Sendable {
    /// The most a chord strays from its curve.
    public static let tolerance = 1e-3
    /// How far a rectangle must be from grazing the drawing for an answer.
    public static let margin = 2e-3

    /// The stroked chords (the outline's segments, an explicit close included, and the spine's).
    public var stroked: [(Point, Point)] = []
    /// The outline's chords, its subpaths' implicit closes included: the fill's boundary.
    public var boundary: [(Point, Point)] = []
    /// The outline's subpaths as closed polygons.
    public var polygons: [[Point]] = []
    /// How the outline fills.
    public var fillRule: FillRule
    /// How far the stroke reaches from the paths.
    public var reach: Double
    /// Boxes drawn whole (a label's).
    public var boxes: [Rect]
    /// The least and greatest coordinates of the polylines' vertices (points of the curves).
    public var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    /// Flattens a drawing.
    ///
    /// - Parameters:
    ///   - outline: the filled and stroked path.
    ///   - spine: the stroked path.
    ///   - fillRule: how the outline fills.
    ///   - reach: how far the stroke reaches (half its width).
    ///   - boxes: boxes drawn whole.
    public init(outline: BezierPath, spine: BezierPath = BezierPath(), fillRule: FillRule = .nonZero, reach: Double = 0,
                boxes: [Rect] = []) {
        self.fillRule = fillRule
        self.reach = reach
        self.boxes = boxes
        add(outline, filled: true)
        add(spine, filled: false)
    }

    private mutating func add(_ path: BezierPath, filled: Bool) {
        var polygon: [Point] = []
        var start = Point.zero, current = Point.zero
        func hold(_ p: Point) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        func chord(_ a: Point, _ b: Point, isStroked: Bool) {
            if isStroked { stroked.append((a, b)) }
            if filled { boundary.append((a, b)) }
            polygon.append(b)
            hold(b)
        }
        func cubic(_ c: CubicSegment) {
            let d1 = c.p2 - c.p1 * 2 + c.p0, d2 = c.p3 - c.p2 * 2 + c.p1
            let m = 6 * max(d1.length, d2.length)
            let n = max(1, Int((m / (8 * Self.tolerance)).squareRoot().rounded(.up)))
            var last = c.p0
            for i in 1...n {
                let p = i == n ? c.p3 : c.point(at: Double(i) / Double(n))
                chord(last, p, isStroked: true)
                last = p
            }
        }
        func closePolygon(stroked isStroked: Bool) {
            if current != start || isStroked { chord(current, start, isStroked: isStroked) }
            if filled && polygon.count > 1 { polygons.append(polygon) }
            polygon = []
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                if !polygon.isEmpty { closePolygon(stroked: false) }
                start = p; current = p
                polygon = [p]
                hold(p)
            case .line(let p):
                chord(current, p, isStroked: true); current = p
            case .quad(let p, let c):
                cubic(QuadraticSegment(current, c, p).cubic); current = p
            case .cubic(let p, let c1, let c2):
                cubic(CubicSegment(current, c1, c2, p)); current = p
            case .close:
                closePolygon(stroked: true)
                current = start
                polygon = [start]
            }
        }
        if polygon.count > 1 { closePolygon(stroked: false) }
    }

    /// The exact answer to "does the drawing meet this closed rectangle", or `nil` when the
    /// rectangle grazes it (the answers for it shrunk and grown by ``margin`` differ).
    public func intersects(_ rect: Rect) -> Bool? {
        let inner = meets(rect.insetBy(dx: Self.margin, dy: Self.margin))
        let outer = meets(rect.insetBy(dx: -Self.margin, dy: -Self.margin))
        return inner == outer ? inner : nil
    }

    /// The exact answer to "does this closed rectangle hold the whole drawing", or `nil` when it
    /// grazes it.
    public func isInside(_ rect: Rect) -> Bool? {
        let inner = holds(rect.insetBy(dx: Self.margin, dy: Self.margin))
        let outer = holds(rect.insetBy(dx: -Self.margin, dy: -Self.margin))
        return inner == outer ? inner : nil
    }

    /// Whether the flattened drawing meets a rectangle.
    public func meets(_ r: Rect) -> Bool {
        guard !r.isNull else { return false }
        if boxes.contains(where: { $0.intersects(r) }) { return true }
        if stroked.contains(where: { Self.distance(r, $0.0, $0.1) <= reach }) { return true }
        if boundary.contains(where: { Self.distance(r, $0.0, $0.1) == 0 }) { return true }
        return fillContains(Point(r.minX, r.minY))
    }

    /// Whether a rectangle holds the flattened drawing's bounds grown by the reach, and the boxes.
    public func holds(_ r: Rect) -> Bool {
        guard !r.isNull, minX <= maxX else { return false }
        return r.minX <= minX - reach && r.minY <= minY - reach && maxX + reach <= r.maxX && maxY + reach <= r.maxY
            && boxes.allSatisfy { r.contains($0) }
    }

    /// Whether the polygons cover a point, by the crossing rule and the fill rule.
    public func fillContains(_ q: Point) -> Bool {
        var w = 0
        for line in polygons {
            for i in line.indices {
                let a = line[i], b = line[(i + 1) % line.count]
                if a.y <= q.y && b.y > q.y && (b - a).cross(q - a) > 0 { w += 1 }
                if a.y > q.y && b.y <= q.y && (b - a).cross(q - a) < 0 { w -= 1 }
            }
        }
        return fillRule == .nonZero ? w != 0 : w % 2 != 0
    }

    /// The distance from a closed rectangle to a segment: 0 when they meet, else the least of
    /// the ends' distances to the rectangle and the corners' to the segment.
    public static func distance(_ r: Rect, _ a: Point, _ b: Point) -> Double {
        if segmentMeets(r, a, b) { return 0 }
        var d = min(r.distanceSquared(to: a), r.distanceSquared(to: b)).squareRoot()
        for c in [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)] {
            d = min(d, LineSegment(a, b).project(c).distance)
        }
        return d
    }

    /// Whether a segment meets a closed rectangle (Liang-Barsky clipping).
    public static func segmentMeets(_ r: Rect, _ a: Point, _ b: Point) -> Bool {
        var t0 = 0.0, t1 = 1.0
        let d = b - a
        for (p, q) in [(-d.x, a.x - r.minX), (d.x, r.maxX - a.x), (-d.y, a.y - r.minY), (d.y, r.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let t = q / p
                if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
                if t0 > t1 { return false }
            }
        }
        return true
    }
}

extension SplitMix64 {
    /// A rectangle near a box for the rectangle queries: its centre uniform in the box grown by
    /// 30, each side from 0.05 to about 400, spread over the scales (small ones fall inside
    /// fills, large ones hold whole paths).
    public mutating func rect(near box: Rect) -> Rect {
        let b = box.insetBy(dx: -30, dy: -30)
        let c = Point(uniform(b.minX...b.maxX), uniform(b.minY...b.maxY))
        func side() -> Double { 0.05 * Double(1 << Int(next() % 13)) * (1 + unit()) }
        let w = side(), h = side()
        return Rect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h)
    }
}
