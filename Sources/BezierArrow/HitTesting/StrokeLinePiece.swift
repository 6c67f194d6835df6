/// A straight segment of a stroke: its sweep is the rectangle of half-width reach on either
/// side.
struct StrokeLinePiece: Sendable {
    /// The rectangle's bounds.
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// The start point.
    var origin: Point
    /// The unit direction.
    var direction: Point
    /// The segment's length.
    var length: Double

    /// The segment from `a` to `b` (distinct points).
    @inline(__always)
    init(_ a: Point, _ b: Point, halfWidth h: Double) {
        let chord = b - a
        let l = chord.length
        origin = a
        length = l
        direction = chord * (1 / l)
        minX = min(a.x, b.x) - h
        maxX = max(a.x, b.x) + h
        minY = min(a.y, b.y) - h
        maxY = max(a.y, b.y) + h
    }

    /// Whether `p` lies in the rectangle.
    @inline(__always)
    func contains(_ p: Point, halfWidthSquared: Double) -> Bool {
        guard p.x >= minX, p.x <= maxX, p.y >= minY, p.y <= maxY else { return false }
        let q = p - origin
        let along = q.dot(direction)
        guard along >= 0, along <= length else { return false }
        let across = q.cross(direction)
        return across * across <= halfWidthSquared
    }
}
