extension PathSegment {
    /// Whether every control point coincides with the start: the segment draws nothing and has
    /// no direction.
    ///
    /// CoreGraphics and PDF strokers skip such segments when they place joins; a subpath made only
    /// of them is stroked as a dot (see `StrokePiece.dot(at:)`).
    @inlinable
    package var isDegenerate: Bool {
        switch self {
        case .line(let s): s.p0 == s.p1
        case .quad(let s): s.p0 == s.p1 && s.p0 == s.p2
        case .cubic(let s): s.p0 == s.p1 && s.p0 == s.p2 && s.p0 == s.p3
        }
    }

    /// Whether every control point is finite.
    @inlinable
    package var isFinite: Bool {
        switch self {
        case .line(let s): s.p0.isFinite && s.p1.isFinite
        case .quad(let s): s.p0.isFinite && s.p1.isFinite && s.p2.isFinite
        case .cubic(let s): s.p0.isFinite && s.p1.isFinite && s.p2.isFinite && s.p3.isFinite
        }
    }

    /// The unit direction in which the segment leaves its start point, or `nil` when degenerate.
    ///
    /// When a control point coincides with the start, the derivative vanishes there and the
    /// direction is that of the next distinct control point, the limit of `B'(t)` as `t -> 0`
    /// (what CoreGraphics uses to orient caps and joins).
    @inlinable
    package var startTangent: Point? {
        switch self {
        case .line(let s):
            return s.p0 == s.p1 ? nil : (s.p1 - s.p0).normalized
        case .quad(let s):
            if s.p1 != s.p0 { return (s.p1 - s.p0).normalized }
            return s.p2 != s.p0 ? (s.p2 - s.p0).normalized : nil
        case .cubic(let s):
            if s.p1 != s.p0 { return (s.p1 - s.p0).normalized }
            if s.p2 != s.p0 { return (s.p2 - s.p0).normalized }
            return s.p3 != s.p0 ? (s.p3 - s.p0).normalized : nil
        }
    }

    /// The unit direction in which the segment arrives at its end point, or `nil` when degenerate.
    ///
    /// As ``startTangent``, taken from the last control point distinct from the end.
    @inlinable
    package var endTangent: Point? {
        switch self {
        case .line(let s):
            return s.p0 == s.p1 ? nil : (s.p1 - s.p0).normalized
        case .quad(let s):
            if s.p1 != s.p2 { return (s.p2 - s.p1).normalized }
            return s.p0 != s.p2 ? (s.p2 - s.p0).normalized : nil
        case .cubic(let s):
            if s.p2 != s.p3 { return (s.p3 - s.p2).normalized }
            if s.p1 != s.p3 { return (s.p3 - s.p1).normalized }
            return s.p0 != s.p3 ? (s.p3 - s.p0).normalized : nil
        }
    }

    /// The segment as a cubic: exact for every kind (a line gets its control points at the
    /// thirds, a quadratic is degree-elevated).
    @inlinable
    package var cubic: CubicSegment {
        switch self {
        case .line(let s): CubicSegment(s.p0, s.p0.interpolated(to: s.p1, 1.0 / 3.0),
                                        s.p0.interpolated(to: s.p1, 2.0 / 3.0), s.p1)
        case .quad(let s): s.cubic
        case .cubic(let s): s
        }
    }
}
