extension CubicSegment {
    /// The exact range over `t` in `0...1` of the cubic with Bernstein coefficients
    /// `(0, b1, b2, 0)`, i.e. `3t(1-t)((1-t) b1 + t b2)`, zero included.
    ///
    /// This is how far a cubic bulges from its chord: with `b1` and `b2` the signed offsets of
    /// the control points from the chord line (or any affine measure that vanishes at both ends),
    /// the curve's offsets fill exactly this range. The extrema are the roots of the derivative,
    /// a quadratic; the range is widened by the rounding of the coefficients so it stays a
    /// certified bound.
    ///
    /// - Parameters:
    ///   - b1: The first interior Bernstein coefficient.
    ///   - b2: The second.
    /// - Returns: The smallest and largest value, `low <= 0 <= high`.
    static func bulgeRange(_ b1: Double, _ b2: Double) -> (low: Double, high: Double) {
        // Power form: 3(b1 - b2) t^3 + 3(b2 - 2 b1) t^2 + 3 b1 t; derivative / 3:
        // 3(b1 - b2) t^2 + 2(b2 - 2 b1) t + b1.
        let a = 3 * (b1 - b2), b = 3 * (b2 - 2 * b1), c = 3 * b1
        var low = 0.0, high = 0.0
        func include(_ t: Double) {
            guard t > 0, t < 1 else { return }
            let v = ((a * t + b) * t + c) * t
            low = min(low, v)
            high = max(high, v)
        }
        let r = solveQuadratic(a, 2.0 / 3.0 * b, c / 3)
        if r.count > 0 { include(r.r0) }
        if r.count > 1 { include(r.r1) }
        let slack = 1e-12 * (abs(b1) + abs(b2))
        return (low - slack, high + slack)
    }
}
