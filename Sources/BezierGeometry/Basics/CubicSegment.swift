/// A cubic Bezier curve with two control points.
@usableFromInline
package struct CubicSegment: BezierCurve {
    /// The start point, the two control points and the end point.
    @usableFromInline package var p0: Point, p1: Point, p2: Point, p3: Point

    /// Creates a cubic from its start, two control points and end.
    @inlinable
    package init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
    }

    @inlinable package var startPoint: Point { p0 }
    @inlinable package var endPoint: Point { p3 }
    package var points: [Point] { [p0, p1, p2, p3] }

    @inlinable
    package func point(at t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    @inlinable
    package func derivative(at t: Double) -> Point {
        let mt = 1 - t
        let a = 3 * mt * mt, b = 6 * mt * t, c = 3 * t * t
        return (p1 - p0) * a + (p2 - p1) * b + (p3 - p2) * c
    }

    /// The second derivative at `t`.
    @inlinable
    package func secondDerivative(at t: Double) -> Point {
        ((p2 - p1 * 2 + p0) * (1 - t) + (p3 - p2 * 2 + p1) * t) * 6
    }

    @inlinable
    package func split(at t: Double) -> (CubicSegment, CubicSegment) {
        let a = p0.interpolated(to: p1, t), b = p1.interpolated(to: p2, t), c = p2.interpolated(to: p3, t)
        let d = a.interpolated(to: b, t), e = b.interpolated(to: c, t)
        let m = d.interpolated(to: e, t)
        return (CubicSegment(p0, a, d, m), CubicSegment(m, e, c, p3))
    }

    /// The parameters in `(0, 1)` where one coordinate's derivative vanishes, x first then y.
    ///
    /// Each axis gives the roots of a quadratic; at most four values, unsorted.
    package var extremaParameters: [Double] {
        let (x0, x1) = Self.derivativeRoots(p0.x, p1.x, p2.x, p3.x)
        let (y0, y1) = Self.derivativeRoots(p0.y, p1.y, p2.y, p3.y)
        // Unused places hold 2.
        return [x0, x1, y0, y1].filter { $0 < 1 }
    }

    /// The tight bounds: endpoints plus the interior extrema of each coordinate.
    ///
    /// Allocation-free: it runs on every drag update.
    package var boundingBox: Rect {
        var r = Rect(corner: p0, p3)
        // Skip the solve when the control points already lie inside the endpoints' box.
        if r.contains(p1) && r.contains(p2) { return r }
        for axis in 0..<2 {
            let c0 = axis == 0 ? p0.x : p0.y, c1 = axis == 0 ? p1.x : p1.y
            let c2 = axis == 0 ? p2.x : p2.y, c3 = axis == 0 ? p3.x : p3.y
            let (t0, t1) = Self.derivativeRoots(c0, c1, c2, c3)
            if t0 < 1 { r = r.union(point(at: t0)) }
            if t1 < 1 { r = r.union(point(at: t1)) }
        }
        return r
    }

    @inlinable
    package func transformed(by m: Transform2D) -> CubicSegment {
        CubicSegment(m.apply(p0), m.apply(p1), m.apply(p2), m.apply(p3))
    }
}
