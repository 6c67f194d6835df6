/// A straight segment from ``p0`` to ``p1``.
package struct LineSegment: BezierCurve {
    /// The start and end points.
    package var p0: Point, p1: Point

    /// Creates a segment between two points.
    @inlinable
    package init(_ p0: Point, _ p1: Point) { self.p0 = p0; self.p1 = p1 }

    @inlinable package var startPoint: Point { p0 }
    @inlinable package var endPoint: Point { p1 }
    package var points: [Point] { [p0, p1] }

    @inlinable
    package func point(at t: Double) -> Point { p0.interpolated(to: p1, t) }

    @inlinable
    package func derivative(at t: Double) -> Point { p1 - p0 }

    @inlinable
    package func split(at t: Double) -> (LineSegment, LineSegment) {
        let m = point(at: t)
        return (LineSegment(p0, m), LineSegment(m, p1))
    }

    package var boundingBox: Rect { Rect(corner: p0, p1) }

    /// The exact length.
    package var length: Double { p0.distance(to: p1) }

    /// The nearest point, in closed form.
    package func project(_ p: Point) -> CurveProjection {
        let d = p1 - p0
        let l2 = d.lengthSquared
        let t = l2 > 0 ? min(max((p - p0).dot(d) / l2, 0), 1) : 0
        let q = point(at: t)
        return CurveProjection(t: t, point: q, distance: q.distance(to: p))
    }

    package func transformed(by m: Transform2D) -> LineSegment {
        LineSegment(m.apply(p0), m.apply(p1))
    }
}
