/// The nearest point of a curve to a query point.
package struct CurveProjection: Hashable, Sendable {
    /// The parameter of the nearest point, in `0...1`.
    package var t: Double
    /// The nearest point on the curve.
    package var point: Point
    /// The distance from the query point to ``point``.
    package var distance: Double

    /// Creates a projection result.
    @inlinable
    package init(t: Double, point: Point, distance: Double) {
        self.t = t
        self.point = point
        self.distance = distance
    }
}
