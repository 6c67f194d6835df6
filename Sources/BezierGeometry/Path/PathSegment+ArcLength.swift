// Arc lengths of segments, measured by the arc-length table.

extension PathSegment {
    /// The arc length, to within 1e-13 of the control polygon's length (an ``ArcLengthTable``
    /// made to that precision); not finite for a segment with a point that is not.
    package var length: Double {
        if case .line(let s) = self { return s.length }
        let scale = controlPolygonLength
        // A segment with a point that is not finite has no length to measure.
        guard scale.isFinite else { return scale }
        return ArcLengthTable(segments: [self], precision: 1e-13 * scale).length
    }

    /// The arc length between two parameters `a <= b`, within `precision`: the length of the
    /// part between them (``portion(from:to:)``), measured by an ``ArcLengthTable``.
    package func arcLength(from a: Double, to b: Double, precision: Double) -> Double {
        guard b > a else { return 0 }
        if case .line(let s) = self { return s.length * (b - a) }
        return ArcLengthTable(segments: [portion(from: a, to: b)], precision: precision).length
    }

    /// The part of the segment between two parameters `t0 <= t1`, of the same kind,
    /// reparameterised over `0...1`.
    package func portion(from t0: Double, to t1: Double) -> PathSegment {
        if t0 <= 0 && t1 >= 1 { return self }
        switch self {
        case .line(let s): return .line(LineSegment(s.point(at: t0), s.point(at: t1)))
        case .quad(let s): return .quad(s.split(from: t0, to: t1))
        case .cubic(let s): return .cubic(s.split(from: t0, to: t1))
        }
    }

    /// Draws the segment (its start point being the builder's current point) into a builder.
    package func draw<B: PathBuilder>(into builder: inout B) {
        switch self {
        case .line(let s): builder.line(to: s.p1)
        case .quad(let s): builder.quad(to: s.p2, control: s.p1)
        case .cubic(let s): builder.cubic(to: s.p3, control1: s.p1, control2: s.p2)
        }
    }

    /// The length of the control polygon: never less than the arc length.
    package var controlPolygonLength: Double {
        switch self {
        case .line(let s): s.length
        case .quad(let s): s.p0.distance(to: s.p1) + s.p1.distance(to: s.p2)
        case .cubic(let s): s.p0.distance(to: s.p1) + s.p1.distance(to: s.p2) + s.p2.distance(to: s.p3)
        }
    }
}

extension QuadraticSegment {
    /// The arc length (see ``PathSegment/length``).
    package var length: Double { PathSegment.quad(self).length }
}

extension CubicSegment {
    /// The arc length (see ``PathSegment/length``).
    package var length: Double { PathSegment.cubic(self).length }
}
