/// Arc length along a chain of curves, prepared so that the point at a length is found in a few
/// tens of nanoseconds: the curves cut into intervals of parameter on which the speed is so
/// close to a polynomial of degree 5 that its integral, a polynomial of degree 6 kept for each
/// interval, is the arc length to about 1e-8 of the whole, or to a stated precision. The one
/// arc-length engine: slots and labels query it at its own accuracy, dashes and segment lengths
/// at theirs.
///
/// ## Preparing
/// The speed of a cubic, `|B'(t)|`, is the modulus of the complex quadratic
/// `z(t) = B'x(t) + i B'y(t)`, so `|B'(t)| = |a| |t - r1| |t - r2|` for the two complex roots of
/// `z`: a smooth function whose only trouble spots are those roots, a cusp or a tight turn of the
/// body when one lies near the curve's parameter range. Polynomial interpolation at `n` Gauss
/// points converges like `rho^-n`, and Gauss-Legendre quadrature like `rho^-2n`, where `rho`
/// names the largest Bernstein ellipse around the interval (foci at its ends, semi-axes summing
/// to `rho` half-widths) that keeps the roots outside (Trefethen, "Approximation Theory and
/// Approximation Practice", SIAM 2013, chapters 8 and 19). So each curve is halved, a
/// priori, until every interval has `rho >= 6` for both roots (``ellipseRho``); without a stated
/// precision no error estimate is computed (one by halving costs three times the evaluations;
/// the cheaper one a precision asks for is below). On every interval
/// the speed is sampled at the 6 Gauss-Legendre nodes, and its interpolating polynomial,
/// integrated, is stored: its value at the interval's end is the Gauss-Legendre length. A
/// straight curve is one interval, six square roots; `DoubleArrow`'s body bent into an S six; one
/// twisted by its handles ten to forty (seventeen on average over the benchmark's drag). The halving stops at depth ``maxDepth``, where an interval
/// holding a true cusp is shorter than 2e-5 of the curve's parameter range and its error (the
/// kink of `|B'|`) is of the order of its squared width.
///
/// With `rho >= 6` the stored polynomials agree with the exact length to within 4e-8 of the
/// curve's length on every dragged `DoubleArrow` body tried (at rest, bent, looped, near cusps),
/// and the totals to 1e-10; `rho >= 3` would halve the intervals but leave the polynomials
/// 2e-6 off.
///
/// ## Querying
/// A binary search finds the interval holding the length. Preparing also evaluated each
/// interval's polynomial and its slope at six evenly spaced knots (`x = -1, -0.6, ..., 1`), so a
/// query finds the two knots around the length by four comparisons, interpolates the inverse
/// between them (cubic Hermite, from the knots' lengths and the inverse's slopes there) and takes
/// one Newton step on the polynomial: no loop. Knots evenly spaced in `x` rather than in length
/// need no solving when the table is made (solving the polynomial for the `x` at fifths of the
/// length, chained Newton steps, was two thirds of the preparation), and they crowd where the
/// body slows, where the inverse is steepest: over random chains of cubics the query now reaches
/// the asked length to 2e-9 of the chain's length, where the fifths of the length left 4e-8.
///
/// ## To a stated precision
/// Made with a precision `P` (``init(segments:precision:)``, as dashes and lengths ask), the
/// table checks every interval the rule above leaves and halves it again while its error is too
/// large, then answers every query to within `P / 2` of the exact arc length. The error of the
/// interpolated speed `g` on an interval is, to leading order, `K w(x)` with `w` the product of
/// `x` minus each node (a multiple of the Legendre polynomial `P6`) and `K` a sixth derivative
/// over `6!`; its integral from `-1` is at most `0.0478 |K w(1)|` (`max |P7 - P5| / 13`), and
/// `|K w(1)|` is measured at the interval's two ends, where the speed is known and the
/// interpolant extrapolates: the larger misfit, times 0.0478, times 2 for safety, is the
/// estimate. Over random cubics with `rho >= 6`, looped and near cusps, the true largest error
/// was 0.95 of the unsafe estimate at the median and 1.15 at most (the side nearer the root
/// leads, and is one of the ends). An interval is halved while the estimate exceeds `P / 4`
/// (no halving passes ``maxCheckedDepth`` or ``maxCheckedIntervals``, and none is made below
/// 1e-14 of the interval's length, where rounding leaves the estimate, or when it is not a
/// number); a query then runs Newton's method on from its step until the polynomial is within
/// `P / 4` of the length asked. A whole interval's length, the Gauss-Legendre sum, errs less
/// than its interior by `rho^-7` or so, so the lengths before an interval add little. Each
/// halving costs one speed evaluation more, the ends being shared: at 4e-8 of the length, a
/// thousandth of a dash's tolerance on an arrow's body, a random cubic (within 200 of the
/// origin, half of them pulled towards a cusp) takes 12.6 intervals where the rule alone makes
/// 12.1; at 1e-11 about 25. The tests find every location within 0.26 `P` of its place.
package struct ArcLengthTable: Sendable {
    /// The coefficients of a polynomial of degree 6, `b[0] + b[1] x + ... + b[6] x^6` (lane 7 is 0).
    typealias Polynomial = SIMD8<Double>

    /// One interval of parameter on one curve, with the arc length along it as a polynomial and
    /// the knots of its inverse.
    package struct Interval: Sendable {
        /// The curve's index in ``curves``.
        var curve: Int
        /// The interval's parameters on that curve.
        var t0: Double, t1: Double
        /// The length of the chain before `t0`, and before `t1`.
        var s0: Double, s1: Double
        /// The length from `t0` to `t0 + (x + 1) (t1 - t0) / 2`, for `x` in `-1...1`.
        var b: Polynomial
        /// Lanes 0 to 5: the length from the interval's start at the knots `x = -1, -0.6, -0.2,
        /// 0.2, 0.6, 1` (0 and the interval's length at the ends); lanes 6 and 7 repeat the last.
        var knotLength: SIMD8<Double>
        /// Lanes 0 to 5: `dx/d(length)` at each knot, the inverse's slope; NaN where the speed
        /// is under a thousandth of the interval's mean (beside a cusp, where the inverse is
        /// too steep to follow).
        var knotSlope: SIMD8<Double>
    }

    /// The curves, in order along the chain (each ends where the next starts).
    package let curves: [CubicSegment]
    /// The intervals in order along the chain.
    package private(set) var intervals: [Interval] = []
    /// The length of the whole chain.
    package private(set) var length = 0.0
    /// How close a query's polynomial comes to the length asked; infinite for a table made
    /// without a precision, whose queries take one Newton step.
    let residualTolerance: Double

    /// How many times a curve may be halved by the rule of the roots.
    static let maxDepth = 16
    /// How many times a curve may be halved to meet a stated precision (beside a true cusp,
    /// where the error falls as the square of the width).
    static let maxCheckedDepth = 40
    /// How many intervals a table made to a precision may have before it stops halving.
    static let maxCheckedIntervals = 1 << 14
    /// The integral of the interpolation error over an interval, at most, over its misfit at
    /// the ends: `max |P7 - P5| / 13` on `-1...1`, the Legendre polynomials.
    static let misfitToLength = 0.0478
    /// The Bernstein ellipse every interval's roots must lie outside of.
    static let ellipseRho = 6.0

    /// Gauss-Legendre nodes on `-1...1`, ascending (Abramowitz and Stegun 25.4, n = 6).
    static let nodes: [Double] = [-0.9324695142031521, -0.6612093864662645, -0.2386191860831969,
                                  0.2386191860831969, 0.6612093864662645, 0.9324695142031521]

    /// The matrix taking the speeds at the six nodes to the monomial coefficients (in `x` on
    /// `-1...1`) of the polynomial through them, row by row: coefficient `k` is
    /// `sum over i of interpolation[6 k + i] * speed[i]`. The inverse of the nodes' Vandermonde
    /// matrix, computed once by Gauss-Jordan elimination with partial pivoting.
    static let interpolation: [Double] = {
        let x = nodes
        // Augmented [V | I], V[i][k] = x_i^k; row-reduce to [I | V^-1].
        var m = [[Double]](repeating: [Double](repeating: 0, count: 12), count: 6)
        for i in 0..<6 {
            var p = 1.0
            for k in 0..<6 { m[i][k] = p; p *= x[i] }
            m[i][6 + i] = 1
        }
        for col in 0..<6 {
            let pivot = (col..<6).max { abs(m[$0][col]) < abs(m[$1][col]) }!
            m.swapAt(col, pivot)
            let d = m[col][col]
            for j in 0..<12 { m[col][j] /= d }
            for r in 0..<6 where r != col {
                let f = m[r][col]
                if f != 0 { for j in 0..<12 { m[r][j] -= f * m[col][j] } }
            }
        }
        return (0..<6).flatMap { k in (0..<6).map { i in m[k][6 + i] } }
    }()

    /// Measures a chain of curves by the rule of the roots alone: slots and labels, about 4e-8
    /// of each curve's length.
    ///
    /// - Parameter curves: the curves, each starting where the one before ends.
    /// - Complexity: per interval, six square roots, 36 multiply-adds for the polynomial and
    ///   eight evaluations of it and its slope for the knots.
    package init(curves: [CubicSegment]) {
        self.curves = curves
        residualTolerance = .infinity
        intervals.reserveCapacity(16 * curves.count)
        var s = 0.0
        let m = Self.interpolation
        for i in curves.indices {
            let speed = Speed(curves[i])
            add(curve: i, speed, speed.roots, m, 0, 1, depth: 0, budget: .infinity, ends: (0, 0), length: &s)
        }
        length = s
    }

    /// Measures a chain of segments so that every length it gives, and the length at every
    /// location it finds, is within `precision` of the exact arc length (see the type's
    /// discussion): what dashes and ``PathSegment/length`` use.
    ///
    /// Lines and quadratics are measured from their own speed, exactly as they are; ``curves``
    /// holds them raised to cubics, which trace the same points at the same parameters.
    ///
    /// - Parameters:
    ///   - segments: the segments, each starting where the one before ends.
    ///   - precision: the largest error, an absolute length; one that is not a positive number
    ///     asks for nothing beyond the rule of the roots.
    package init(segments: [PathSegment], precision: Double) {
        curves = segments.map(\.cubic)
        let budget = precision > 0 ? precision / 4 : .infinity
        residualTolerance = budget
        intervals.reserveCapacity(16 * segments.count)
        var s = 0.0
        let m = Self.interpolation
        for i in segments.indices {
            let speed = Speed(segments[i])
            add(curve: i, speed, speed.roots, m, 0, 1, depth: 0, budget: budget,
                ends: budget < .infinity ? (speed(0), speed(1)) : (0, 0), length: &s)
        }
        length = s
    }

    /// Adds the intervals of `t0...t1` on one curve, halving while a root of the speed is too
    /// close, and then while the interval's estimated error exceeds `budget` (given the speed
    /// at `t0` and `t1`, which a halving shares with the halves).
    private mutating func add(curve: Int, _ speed: Speed, _ roots: (Complex, Complex), _ m: [Double],
                              _ t0: Double, _ t1: Double, depth: Int, budget: Double,
                              ends: (Double, Double), length s: inout Double) {
        let h = 0.5 * (t1 - t0), c = 0.5 * (t0 + t1)
        if depth < Self.maxDepth {
            // Outside the ellipse with semi-axes A (along the interval) and B: (x - c)^2 / A^2 +
            // y^2 / B^2 >= 1, squared out so that no square root is needed.
            let rho = Self.ellipseRho
            let a2 = (0.5 * h * (rho + 1 / rho)) * (0.5 * h * (rho + 1 / rho))
            let b2 = (0.5 * h * (rho - 1 / rho)) * (0.5 * h * (rho - 1 / rho))
            func isNear(_ r: Complex) -> Bool { (r.re - c) * (r.re - c) * b2 + r.im * r.im * a2 < a2 * b2 }
            let isNear = isNear(roots.0) || isNear(roots.1)
            if isNear {
                halve(curve: curve, speed, roots, m, t0, t1, depth: depth, budget: budget, ends: ends, length: &s)
                return
            }
        }
        let x = Self.nodes
        let v0 = speed(c + h * x[0]), v1 = speed(c + h * x[1]), v2 = speed(c + h * x[2])
        let v3 = speed(c + h * x[3]), v4 = speed(c + h * x[4]), v5 = speed(c + h * x[5])
        func row(_ k: Int) -> Double {
            let r = 6 * k
            return m[r] * v0 + m[r + 1] * v1 + m[r + 2] * v2 + m[r + 3] * v3 + m[r + 4] * v4 + m[r + 5] * v5
        }
        // The speed p(x) = sum a_k x^k; the length is h times the integral of p from -1 to x.
        let b1 = h * row(0), b2 = h * row(1) / 2, b3 = h * row(2) / 3
        let b4 = h * row(3) / 4, b5 = h * row(4) / 5, b6 = h * row(5) / 6
        let b0 = b1 - b2 + b3 - b4 + b5 - b6
        let b = Polynomial(b0, b1, b2, b3, b4, b5, b6, 0)
        let l = b0 + b1 + b2 + b3 + b4 + b5 + b6
        if budget < .infinity && depth < Self.maxCheckedDepth && intervals.count < Self.maxCheckedIntervals {
            // The interpolated speed's misfit at the ends, scaled to the largest error of the
            // length inside (see the type's discussion); NaN compares false and keeps the interval.
            let misfit = max(abs(h * ends.0 - Self.slope(b, at: -1)), abs(h * ends.1 - Self.slope(b, at: 1)))
            let estimate = 2 * Self.misfitToLength * misfit
            if estimate > budget && estimate > 1e-14 * abs(l) {
                halve(curve: curve, speed, roots, m, t0, t1, depth: depth, budget: budget, ends: ends, length: &s)
                return
            }
        }
        // The knots: the length and the inverse's slope at six evenly spaced x, each found on
        // its own (no solve: a query finds its pair of knots by comparing lengths).
        let knotX = SIMD8<Double>(-1, -0.6, -0.2, 0.2, 0.6, 1, 1, 1)
        var knotLength = SIMD8<Double>(), speeds = SIMD8<Double>()
        for k in 0..<8 {
            knotLength[k] = Self.value(b, at: knotX[k])
            speeds[k] = Self.slope(b, at: knotX[k])
        }
        knotLength[0] = 0
        for k in 5..<8 { knotLength[k] = l }
        var knotSlope = SIMD8<Double>(repeating: 1) / speeds
        // Where the speed is under a thousandth of the mean, the inverse is too steep to follow.
        knotSlope.replace(with: .nan, where: .!(speeds .> SIMD8(repeating: 0.5e-3 * l)))
        intervals.append(Interval(curve: curve, t0: t0, t1: t1, s0: s, s1: s + l, b: b,
                                  knotLength: knotLength, knotSlope: knotSlope))
        s += l
    }

    /// Adds the two halves of `t0...t1`, measuring the speed at the middle when a budget needs it.
    private mutating func halve(curve: Int, _ speed: Speed, _ roots: (Complex, Complex), _ m: [Double],
                                _ t0: Double, _ t1: Double, depth: Int, budget: Double,
                                ends: (Double, Double), length s: inout Double) {
        let c = 0.5 * (t0 + t1)
        let middle = budget < .infinity ? speed(c) : 0
        add(curve: curve, speed, roots, m, t0, c, depth: depth + 1, budget: budget, ends: (ends.0, middle), length: &s)
        add(curve: curve, speed, roots, m, c, t1, depth: depth + 1, budget: budget, ends: (middle, ends.1), length: &s)
    }

    /// A length polynomial at `x`, by Estrin's scheme (three multiply-adds deep, not six).
    @inline(__always)
    static func value(_ b: Polynomial, at x: Double) -> Double {
        let x2 = x * x
        return (b[0] + b[1] * x) + x2 * (b[2] + b[3] * x) + x2 * x2 * ((b[4] + b[5] * x) + x2 * b[6])
    }

    /// A length polynomial's derivative at `x`: the speed times the interval's half-width.
    @inline(__always)
    static func slope(_ b: Polynomial, at x: Double) -> Double {
        let x2 = x * x
        return (b[1] + 2 * b[2] * x) + x2 * (3 * b[3] + 4 * b[4] * x) + x2 * x2 * (5 * b[5] + 6 * b[6] * x)
    }

    /// The curve and parameter at a length along the chain, or `nil` when there is no curve.
    ///
    /// - Parameter target: the length from the chain's start; clamped to `0...length`.
    /// - Complexity: O(log intervals), allocation-free.
    package func location(atLength target: Double) -> (curve: Int, t: Double)? {
        guard !intervals.isEmpty else { return nil }
        // The ends exactly, not as the polynomials' roots.
        guard target > 0 else { return (0, 0) }
        guard target < length else { return (curves.count - 1, 1) }
        // The last interval starting at or before the target, by a binary search without
        // branches on the data (a conditional move a step: the processor cannot guess the
        // halves, and a wrong guess costs more than the step), reading one field of an interval
        // at a time (one is some 250 bytes, of which a query needs a few).
        var lo = 0, n = intervals.count
        while n > 1 {
            let half = n >> 1
            lo = intervals[lo + half].s0 <= target ? lo + half : lo
            n -= half
        }
        let s0 = intervals[lo].s0, ds = intervals[lo].s1 - s0
        let t0 = intervals[lo].t0, t1 = intervals[lo].t1
        guard ds > 0 else { return (intervals[lo].curve, t0) }
        let sigma = min(max(target - s0, 0), ds)
        var x = Self.inverse(intervals[lo], sigma, length: ds)
        // A table made to a precision runs on until the polynomial is that close.
        if residualTolerance < .infinity, !(abs(Self.value(intervals[lo].b, at: x) - sigma) <= residualTolerance) {
            x = Self.solve(intervals[lo].b, sigma, guess: x)
        }
        let t = t0 + (x + 1) * 0.5 * (t1 - t0)
        return (intervals[lo].curve, min(max(t, t0), t1))
    }

    /// The length of the chain from its start to a location: the inverse of
    /// ``location(atLength:)``.
    ///
    /// - Parameters:
    ///   - curve: the curve's index in ``curves``; one out of range gives 0 (before the first)
    ///     or ``length`` (after the last).
    ///   - t: the parameter on that curve, clamped to `0...1` (NaN taken as 0).
    /// - Returns: the length, within the table's accuracy of the exact one, in `0...length`.
    /// - Complexity: O(log intervals), allocation-free.
    package func length(atCurve curve: Int, t: Double) -> Double {
        guard !intervals.isEmpty, curve >= 0 else { return 0 }
        guard curve < curves.count else { return length }
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        // The last interval starting at or before (curve, t), the intervals being in order.
        var lo = 0, hi = intervals.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            let c = intervals[mid].curve
            if c < curve || (c == curve && intervals[mid].t0 <= t) { lo = mid } else { hi = mid - 1 }
        }
        let interval = intervals[lo]
        guard interval.curve == curve, interval.t1 > interval.t0, t > interval.t0 else { return min(interval.s0, length) }
        guard t < interval.t1 else { return min(interval.s1, length) }
        let x = min(max(2 * (t - interval.t0) / (interval.t1 - interval.t0) - 1, -1), 1)
        return min(max(interval.s0 + Self.value(interval.b, at: x), 0), length)
    }

    /// The `x` where an interval's length polynomial reaches `sigma`: the cubic Hermite
    /// interpolant of the inverse between the knots around `sigma`, then one Newton step on the
    /// polynomial, which squares the interpolant's error. Beside a cusp (a knot without a
    /// slope) Newton's method runs to convergence instead.
    @inline(__always)
    static func inverse(_ interval: Interval, _ sigma: Double, length: Double) -> Double {
        // The knots' lengths rise: the pair around sigma is the number of inner knots at or
        // below it.
        let s = interval.knotLength
        let j = (s[1] <= sigma ? 1 : 0) + (s[2] <= sigma ? 1 : 0) + (s[3] <= sigma ? 1 : 0) + (s[4] <= sigma ? 1 : 0)
        let sa = s[j], sb = s[j + 1]
        let xa = -1 + 0.4 * Double(j), xb = xa + 0.4
        let b = interval.b
        let width = sb - sa
        let tau = width > 0 ? min(max((sigma - sa) / width, 0), 1) : 0
        let ma = interval.knotSlope[j] * width, mb = interval.knotSlope[j + 1] * width
        guard !ma.isNaN && !mb.isNaN else {
            return solve(b, sigma, guess: xa + tau * (xb - xa))
        }
        let tau2 = tau * tau, tau3 = tau2 * tau
        var x = (2 * tau3 - 3 * tau2 + 1) * xa + (tau3 - 2 * tau2 + tau) * ma
            + (3 * tau2 - 2 * tau3) * xb + (tau3 - tau2) * mb
        let f = value(b, at: x) - sigma, slope = slope(b, at: x)
        if slope > 0 { x -= f / slope }
        return min(max(x, -1), 1)
    }

    /// The `x` in a bracket where a length polynomial reaches `sigma`: Newton's method from a
    /// guess, kept inside the bracket by bisection (the polynomial rises, but its slope, the
    /// speed, may touch zero at a cusp).
    static func solve(_ b: Polynomial, _ sigma: Double, guess: Double,
                      bracket lower: Double = -1, _ upper: Double = 1) -> Double {
        var lo = lower, hi = upper, x = guess
        for _ in 0..<40 {
            let f = value(b, at: x) - sigma
            let step = f / slope(b, at: x)
            // Converged (a step of 1e-12 of the interval moves the point by less than 1e-12 of
            // its length); checked first, since such a step may not leave x inside the bracket.
            if abs(step) <= 1e-12 { return min(max(x - step, lower), upper) }
            if f > 0 { hi = x } else { lo = x }
            let next = x - step
            x = next > lo && next < hi ? next : 0.5 * (lo + hi)
            if hi - lo <= 1e-12 { break }
        }
        return x
    }
}
