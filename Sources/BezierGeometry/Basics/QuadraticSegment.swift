/// A quadratic Bezier curve with one control point.
@usableFromInline
package struct QuadraticSegment: BezierCurve {
    /// The start point, the control point and the end point.
    @usableFromInline package var p0: Point, p1: Point, p2: Point

    /// Creates a quadratic from its start, control and end points.
    @inlinable
    package init(_ p0: Point, _ p1: Point, _ p2: Point) { self.p0 = p0; self.p1 = p1; self.p2 = p2 }

    @inlinable package var startPoint: Point { p0 }
    @inlinable package var endPoint: Point { p2 }
    package var points: [Point] { [p0, p1, p2] }

    @inlinable
    package func point(at t: Double) -> Point {
        let mt = 1 - t
        return p0 * (mt * mt) + p1 * (2 * mt * t) + p2 * (t * t)
    }

    @inlinable
    package func derivative(at t: Double) -> Point {
        ((p1 - p0) * (1 - t) + (p2 - p1) * t) * 2
    }

    @inlinable
    package func split(at t: Double) -> (QuadraticSegment, QuadraticSegment) {
        let a = p0.interpolated(to: p1, t), b = p1.interpolated(to: p2, t)
        let m = a.interpolated(to: b, t)
        return (QuadraticSegment(p0, a, m), QuadraticSegment(m, b, p2))
    }

    /// The tight bounds: endpoints plus the interior extremum of each coordinate.
    package var boundingBox: Rect {
        var r = Rect(corner: p0, p2)
        // B'(t) = 0 per axis: t = (p0 - p1) / (p0 - 2 p1 + p2).
        let dx = p0.x - 2 * p1.x + p2.x, dy = p0.y - 2 * p1.y + p2.y
        if dx != 0 { let t = (p0.x - p1.x) / dx; if t > 0 && t < 1 { r = r.union(point(at: t)) } }
        if dy != 0 { let t = (p0.y - p1.y) / dy; if t > 0 && t < 1 { r = r.union(point(at: t)) } }
        return r
    }

    @inlinable
    package func transformed(by m: Transform2D) -> QuadraticSegment {
        QuadraticSegment(m.apply(p0), m.apply(p1), m.apply(p2))
    }

    /// The same curve as a cubic (exact degree elevation).
    @inlinable
    package var cubic: CubicSegment {
        CubicSegment(p0, p0 + (p1 - p0) * (2.0 / 3.0), p2 + (p1 - p2) * (2.0 / 3.0), p2)
    }
}
