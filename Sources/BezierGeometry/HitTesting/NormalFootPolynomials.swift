/// The two polynomials that decide where the normals of a cubic pass through a point, in
/// Bernstein form, and exact searches over them.
///
/// For a cubic `B(t)` and a point `p`:
/// - `f(t) = (p - B(t)) . D(t)` (degree 5) vanishes where the normal at `B(t)` passes through `p`
///   (a perpendicular foot). `D` is the hodograph `B'/3` with a factor `t` or `1 - t` divided out
///   when a control point coincides with its endpoint, so that the normal there is the limit one
///   (perpendicular to the next distinct control point), not every direction.
/// - `g(t) = |p - B(t)|^2` (degree 6), the squared distance.
///
/// Both are computed from the control points in Bernstein form over `0...1` (products of Bernstein
/// polynomials: `b_l = sum_{i+j=l} C(m,i) C(n,j) / C(m+n,l) a_i c_j`, Farouki and Rajan, "Algorithms
/// for polynomials in Bernstein form", 1988). Bernstein coefficients bound the polynomial on its
/// interval (convex hull property) and de Casteljau halving refines the bounds, which is what makes
/// the searches below exact (certified up to floating-point rounding) rather than sampled.
///
/// Lanes 0...5 of ``f`` and 0...6 of ``g`` hold the coefficients; the spare lanes repeat the last
/// coefficient so that whole-vector `min()` and `max()` are the coefficient bounds.
struct NormalFootPolynomials {
    /// Bernstein coefficients of `f(t) = (p - B(t)) . D(t)`, degree 5.
    var f: SIMD8<Double>
    /// Bernstein coefficients of `g(t) = |p - B(t)|^2`, degree 6.
    var g: SIMD8<Double>

    /// Deeper than this the interval is below 1e-12 of the parameter range: the point is on the
    /// boundary to within rounding and either answer is right.
    static let maxDepth = 40

    /// Builds the polynomials for a point given relative to the cubic's start.
    ///
    /// - Parameters:
    ///   - q: The point minus the cubic's start point.
    ///   - c1: The first control point minus the start.
    ///   - c2: The second control point minus the start.
    ///   - c3: The end point minus the start.
    ///   - d0: Reduced hodograph coefficient 0 (see ``reducedHodograph(_:_:_:isSegmentStart:isSegmentEnd:)``).
    ///   - d1: Reduced hodograph coefficient 1.
    ///   - d2: Reduced hodograph coefficient 2.
    @inline(__always)
    init(q: Point, c1: Point, c2: Point, c3: Point, d0: Point, d1: Point, d2: Point) {
        let k0 = q, k1 = q - c1, k2 = q - c2, k3 = q - c3
        let (f0, f1, f2, f3, f4, f5) = Self.footCoefficients(q: q, c1: c1, c2: c2, c3: c3, d0: d0, d1: d1, d2: d2)
        f = SIMD8(f0, f1, f2, f3, f4, f5, f5, f5)
        let g0 = k0.dot(k0)
        let g1 = k0.dot(k1)
        let g2 = (6 * k0.dot(k2) + 9 * k1.dot(k1)) / 15
        let g3 = (2 * k0.dot(k3) + 18 * k1.dot(k2)) * 0.05
        let g4 = (6 * k1.dot(k3) + 9 * k2.dot(k2)) / 15
        let g5 = k2.dot(k3)
        let g6 = k3.dot(k3)
        g = SIMD8(g0, g1, g2, g3, g4, g5, g6, g6)
    }

    /// The Bernstein coefficients of `f` alone (arguments as for
    /// ``init(q:c1:c2:c3:d0:d1:d2:)``): what a search that only needs `f`'s sign pattern computes.
    @inline(__always)
    static func footCoefficients(q: Point, c1: Point, c2: Point, c3: Point, d0: Point, d1: Point, d2: Point)
        -> (Double, Double, Double, Double, Double, Double) {
        let k0 = q, k1 = q - c1, k2 = q - c2, k3 = q - c3
        return (k0.dot(d0),
                (3 * k1.dot(d0) + 2 * k0.dot(d1)) * 0.2,
                (3 * k2.dot(d0) + 6 * k1.dot(d1) + k0.dot(d2)) * 0.1,
                (k3.dot(d0) + 6 * k2.dot(d1) + 3 * k1.dot(d2)) * 0.1,
                (2 * k3.dot(d1) + 3 * k2.dot(d2)) * 0.2,
                k3.dot(d2))
    }

    @inline(__always)
    init(f: SIMD8<Double>, g: SIMD8<Double>) {
        self.f = f
        self.g = g
    }

    /// The hodograph `B'/3` of a cubic in Bernstein form (degree 2), with the factor `t` divided
    /// out when the first control point equals the start, and `1 - t` when the second equals the
    /// end, re-elevated to degree 2.
    ///
    /// Dividing by a factor that is positive on `(0, 1)` keeps the sign of `f` and its roots
    /// inside the interval, but moves the spurious root at the end (where `B'` vanishes and every
    /// line through the end point would count as a normal) to the limit normal. Only a segment's
    /// own ends are treated so: where a piece was cut from the middle of a segment at a cusp, the
    /// vanishing derivative is real and the cusp's disk belongs to the stroke.
    ///
    /// - Parameters:
    ///   - c1: The first control point relative to the start (`c0 = 0`).
    ///   - c2: The second control point relative to the start.
    ///   - c3: The end point relative to the start.
    ///   - isSegmentStart: Whether the piece's start is its segment's start.
    ///   - isSegmentEnd: Whether the piece's end is its segment's end.
    /// - Returns: Three Bernstein coefficients.
    static func reducedHodograph(_ c1: Point, _ c2: Point, _ c3: Point,
                                 isSegmentStart: Bool = true, isSegmentEnd: Bool = true) -> (Point, Point, Point) {
        let q0 = c1, q1 = c2 - c1, q2 = c3 - c2
        let startFlat = isSegmentStart && c1 == .zero && q1 != .zero
        let endFlat = isSegmentEnd && c2 == c3 && q1 != .zero
        switch (startFlat, endFlat) {
        case (false, false): return (q0, q1, q2)
        case (true, false): return (q1 * 2, (q1 * 2 + q2) * 0.5, q2)  // 2 q1 (1-t) + q2 t, elevated
        case (false, true): return (q0, (q0 + q1 * 2) * 0.5, q1 * 2)  // q0 (1-t) + 2 q1 t, elevated
        case (true, true): return (q1, q1, q1)
        }
    }

    /// Whether every coefficient is finite (`x * 0` is NaN exactly for NaN and infinities).
    var isFinite: Bool { ((f + g) * 0).sum() == 0 }

    /// The two halves over `0...1/2` and `1/2...1`, each reparameterised over `0...1`.
    @inline(__always)
    func halves() -> (NormalFootPolynomials, NormalFootPolynomials) {
        let (fl, fr) = Self.halve(f, degree: 5)
        let (gl, gr) = Self.halve(g, degree: 6)
        return (NormalFootPolynomials(f: fl, g: gl), NormalFootPolynomials(f: fr, g: gr))
    }

    /// De Casteljau subdivision at 1/2 of Bernstein coefficients in lanes `0...degree`.
    @inline(__always)
    static func halve(_ c: SIMD8<Double>, degree n: Int) -> (SIMD8<Double>, SIMD8<Double>) {
        var b = c
        var left = c, right = c
        for r in 1...n {
            for i in 0...(n - r) { b[i] = (b[i] + b[i + 1]) * 0.5 }
            left[r] = b[0]
            right[n - r] = b[n - r]
        }
        for k in (n + 1)..<8 {
            left[k] = left[n]
            right[k] = right[n]
        }
        return (left, right)
    }

    /// The number of sign changes in the coefficients of `f`, zeros skipped: by Descartes' rule
    /// for the Bernstein basis, an upper bound on the roots in the open interval, of the same
    /// parity.
    @inline(__always)
    var fSignVariations: Int {
        var count = 0
        var last = 0.0
        for i in 0...5 where f[i] != 0 {
            if last != 0 && (f[i] < 0) != (last < 0) { count += 1 }
            last = f[i]
        }
        return count
    }

    /// Whether `f` has a root `t` in `0...1` with `g(t) <= limit`: whether the point lies on a
    /// normal of the cubic within `sqrt(limit)` of its foot.
    ///
    /// Intervals are discarded when `g`'s coefficients all exceed the limit or `f`'s all share a
    /// strict sign; accepted when `g`'s coefficients are all within it and `f` changes sign
    /// across the interval (a root exists by continuity); otherwise halved.
    ///
    /// - Complexity: O(depth) per root of `f` near the limit; at most ``maxDepth`` levels.
    func hasFoot(within limit: Double, depth: Int = 0) -> Bool {
        // Coordinates whose squares overflow give no answer to search for (and NaN would defeat
        // every test below, halving down to the depth limit on both sides).
        if depth == 0 && !isFinite { return false }
        if g.min() > limit { return false }
        if f.min() > 0 || f.max() < 0 { return false }
        if f.min() == 0 && f.max() == 0 { return true }  // a point-like curve: every t is a foot
        if (f[0] == 0 && g[0] <= limit) || (f[5] == 0 && g[6] <= limit) { return true }
        let changesSign = (f[0] < 0) != (f[5] < 0)
        if changesSign && g.max() <= limit { return true }
        if depth >= Self.maxDepth { return changesSign && (g[0] + g[6]) * 0.5 <= limit }
        let (left, right) = halves()
        return left.hasFoot(within: limit, depth: depth + 1) || right.hasFoot(within: limit, depth: depth + 1)
    }

    /// Visits an interval of `0...1` around every root of `f` where `g` may be below `bound()`,
    /// which the caller may lower as it goes (branch and bound for the nearest point).
    ///
    /// - Parameters:
    ///   - lower: The start of this piece's interval in the original parameter.
    ///   - upper: Its end.
    ///   - bound: The current best squared distance; intervals whose `g` cannot beat it are skipped.
    ///   - visit: Called with an interval holding exactly one simple root of `f` (a sign change and
    ///     one coefficient sign variation), or a tiny interval at the depth limit, or a
    ///     degenerate interval `t...t` when `f(t)` is exactly zero at a subdivision point.
    func forEachRootInterval(lower: Double, upper: Double, depth: Int = 0,
                             bound: () -> Double, _ visit: (Double, Double) -> Void) {
        if depth == 0 && !isFinite { return }
        if g.min() >= bound() { return }
        if f.min() > 0 || f.max() < 0 { return }
        if f.min() == 0 && f.max() == 0 {  // a point-like curve: every t is a foot
            visit(lower, lower)
            return
        }
        if f[0] == 0 { visit(lower, lower) }
        if f[5] == 0 { visit(upper, upper) }
        if f[0] != 0 && f[5] != 0 && (f[0] < 0) != (f[5] < 0) && fSignVariations == 1 {
            visit(lower, upper)
            return
        }
        if depth >= Self.maxDepth {
            visit(lower, upper)
            return
        }
        let mid = (lower + upper) * 0.5
        let (left, right) = halves()
        left.forEachRootInterval(lower: lower, upper: mid, depth: depth + 1, bound: bound, visit)
        right.forEachRootInterval(lower: mid, upper: upper, depth: depth + 1, bound: bound, visit)
    }
}
