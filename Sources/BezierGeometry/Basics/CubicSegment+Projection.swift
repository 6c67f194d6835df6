extension CubicSegment {
    /// The nearest point of the curve to `p`, exactly.
    ///
    /// The nearest point is an end or a root of `(p - B(t)) . B'(t)` (degree 5). The roots are
    /// isolated in Bernstein form by sign-variation subdivision, skipping intervals whose squared
    /// distance bound cannot beat the best candidate so far (see `NormalFootPolynomials`); each
    /// isolated root is refined by Newton's method kept inside its bracket. No sampling: a curve
    /// that folds back on itself is handled like any other.
    ///
    /// - Parameter p: The query point.
    /// - Returns: The parameter, point and distance of the nearest point; ties go to the smaller `t`.
    /// - Complexity: O(1) for a given curve; allocates nothing.
    package func project(_ p: Point) -> CurveProjection {
        let c1 = p1 - p0, c2 = p2 - p0, c3 = p3 - p0
        let (d0, d1, d2) = NormalFootPolynomials.reducedHodograph(c1, c2, c3)
        let polys = NormalFootPolynomials(q: p - p0, c1: c1, c2: c2, c3: c3, d0: d0, d1: d1, d2: d2)
        var bestT = 0.0
        var best = p0.distanceSquared(to: p)
        let atEnd = p3.distanceSquared(to: p)
        if atEnd < best { best = atEnd; bestT = 1 }
        polys.forEachRootInterval(lower: 0, upper: 1, bound: { best }) { a, b in
            let t = a == b ? a : footParameter(of: p, in: a, b)
            let d = point(at: t).distanceSquared(to: p)
            if d < best || (d == best && t < bestT) { best = d; bestT = t }
        }
        return CurveProjection(t: bestT, point: point(at: bestT), distance: best.squareRoot())
    }

    /// The root of `(p - B(t)) . B'(t)` in `a...b`, which holds exactly one sign change, by
    /// Newton's method safeguarded with bisection.
    func footParameter(of p: Point, in a: Double, _ b: Double) -> Double {
        @inline(__always) func foot(_ t: Double) -> Double { (p - point(at: t)).dot(derivative(at: t)) }
        var lo = a, hi = b
        // The Bernstein coefficients promised a sign change; evaluated directly, the ends may
        // agree when the root lies within rounding of one of them (a point on the curve at a
        // halving parameter): that end is the foot.
        // (An end where the derivative vanishes evaluates to 0 here, unlike the reduced
        // polynomial: the other end tells the orientation.)
        let fa = foot(a), fb = foot(b)
        if fa != 0 && fb != 0 && (fa < 0) == (fb < 0) { return abs(fa) <= abs(fb) ? a : b }
        let lowIsNegative = fa != 0 ? fa < 0 : fb > 0
        var t = (lo + hi) * 0.5
        for _ in 0..<100 {
            let d1 = derivative(at: t)
            let r = p - point(at: t)
            let value = r.dot(d1)
            if value == 0 { return t }
            if (value < 0) == lowIsNegative { lo = t } else { hi = t }
            let slope = r.dot(secondDerivative(at: t)) - d1.lengthSquared
            var next = slope != 0 ? t - value / slope : (lo + hi) * 0.5
            if !(next > lo && next < hi) { next = (lo + hi) * 0.5 }
            if next == t || hi - lo <= 2 * Double.ulpOfOne * max(1, abs(t)) { return next }
            t = next
        }
        return t
    }
}

extension QuadraticSegment {
    /// The nearest point of the curve to `p`, exactly (through the degree-elevated cubic, which
    /// is the same curve with the same parameterisation).
    ///
    /// - Parameter p: The query point.
    /// - Returns: The parameter, point and distance of the nearest point.
    package func project(_ p: Point) -> CurveProjection { cubic.project(p) }
}
