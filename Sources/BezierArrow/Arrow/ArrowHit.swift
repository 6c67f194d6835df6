/// Where a point hit an arrow: the part, the nearest point of the arrow and the distance to it.
public struct ArrowHit: Hashable, Sendable {
    /// The part hit: the part the nearest point of the outline (or spine) belongs to.
    public var part: ArrowPart
    /// The nearest point of the drawn arrow: the query point itself when it lies inside the
    /// outline's fill, else the nearest point of the outline or spine.
    public var point: Point
    /// The distance from the query point to ``point``: 0 inside the fill.
    public var distance: Double

    /// Creates a hit.
    ///
    /// - Parameters:
    ///   - part: the part hit.
    ///   - point: the nearest point of the arrow.
    ///   - distance: the distance from the query point to `point`.
    @inlinable
    public init(part: ArrowPart, point: Point, distance: Double) {
        self.part = part
        self.point = point
        self.distance = distance
    }
}
