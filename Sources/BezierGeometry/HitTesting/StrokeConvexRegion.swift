/// A convex polygon of at most four vertices (a bevel triangle, a miter kite, a square cap),
/// stored as four half-planes `nx * x + ny * y <= c` tested together.
struct StrokeConvexRegion: Sendable {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    var nx: SIMD4<Double>, ny: SIMD4<Double>, c: SIMD4<Double>

    /// The polygon with vertices in order (either orientation); a triangle repeats its first
    /// vertex. Returns `nil` when the polygon has no area or a non-finite vertex.
    init?(_ v0: Point, _ v1: Point, _ v2: Point, _ v3: Point) {
        var v = (v0, v1, v2, v3)
        let area = v0.cross(v1) + v1.cross(v2) + v2.cross(v3) + v3.cross(v0)
        guard area != 0, area.isFinite else { return nil }
        if area < 0 { v = (v3, v2, v1, v0) }
        func edge(_ a: Point, _ b: Point) -> (Double, Double, Double) {
            // Inside is on the left of a -> b: cross(b - a, p - a) >= 0, i.e. n . p <= c.
            let e = b - a
            return (e.y, -e.x, e.y * a.x - e.x * a.y)
        }
        let e0 = edge(v.0, v.1), e1 = edge(v.1, v.2), e2 = edge(v.2, v.3), e3 = edge(v.3, v.0)
        nx = SIMD4(e0.0, e1.0, e2.0, e3.0)
        ny = SIMD4(e0.1, e1.1, e2.1, e3.1)
        c = SIMD4(e0.2, e1.2, e2.2, e3.2)
        minX = min2(min2(v0.x, v1.x), min2(v2.x, v3.x))
        maxX = max2(max2(v0.x, v1.x), max2(v2.x, v3.x))
        minY = min2(min2(v0.y, v1.y), min2(v2.y, v3.y))
        maxY = max2(max2(v0.y, v1.y), max2(v2.y, v3.y))
    }

    @inline(__always)
    func contains(_ p: Point) -> Bool {
        guard p.x >= minX, p.x <= maxX, p.y >= minY, p.y <= maxY else { return false }
        return all(nx * p.x + ny * p.y .<= c)
    }
}
