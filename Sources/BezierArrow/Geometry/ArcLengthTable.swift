/// Arc length along a chain of cubics, prepared so that the point at a fraction of the length is
/// found in a few tens of nanoseconds: the curves cut into intervals of parameter on which
/// 6-point Gauss-Legendre quadrature is exact to about 1e-9 of the length, with the cumulative
/// length at each interval's start and the speed at its nodes.
///
/// ## Preparing
/// The speed of a cubic, `|B'(t)|`, is the modulus of the complex quadratic
/// `z(t) = B'x(t) + i B'y(t)`, so `|B'(t)| = |a| |t - r1| |t - r2|` for the two complex roots of
/// `z`. Quadrature converges geometrically, at the rate `rho^-12` for 6 nodes, where `rho` is the
/// largest Bernstein ellipse around the interval (foci at its ends) that keeps the roots outside
/// (Trefethen, "Is Gauss quadrature better than Clenshaw-Curtis?", SIAM Review 2008). A root
/// close to the curve's parameter range (a cusp or a tight turn of the body) slows it down. So
/// each curve is halved, a priori, until every interval has `rho >= 3` for both roots:
/// `|r - t0| + |r - t1| >= (t1 - t0) / 2 * (3 + 1/3)`. No error estimate is computed (an
/// estimate by halving costs three times the evaluations); a straight or gently bent curve is one
/// interval, six square roots, and a body twisted by its handles some eight to thirty. The
/// halving stops at depth ``maxDepth``, where an interval holding a true cusp is shorter than
/// 2e-5 of the curve's parameter range and its error (the kink of `|B'|`) is of the order of its
/// squared width.
///
/// ## Querying
/// A binary search finds the interval holding the length; the speed's interpolating polynomial
/// through the six nodes, integrated, gives a first parameter by Newton's method on a polynomial;
/// one Newton step on the exact length (the same quadrature over the part of the interval before
/// it) polishes it, which squares the interpolation's error.
///
/// The storage is rewritten in place: preparing the same number of intervals or fewer never
/// allocates.
struct ArcLengthTable: Sendable {
    /// One interval of parameter on one curve.
    struct Interval: Sendable {
        /// The curve's index in ``curves``.
        var curve: Int
        /// The interval's parameters on that curve.
        var t0: Double, t1: Double
        /// The length of the chain before `t0`, and before `t1`.
        var s0: Double, s1: Double
    }

    /// The curves, in order along the chain (each ends where the next starts).
    var curves: [CubicSegment] = []
    /// The intervals in order along the chain.
    private(set) var intervals: [Interval] = []
    /// For interval `i`, the speed at its six Gauss-Legendre nodes from `6 i`.
    private(set) var speeds: [Double] = []
    /// The length of the whole chain.
    private(set) var length = 0.0

    /// How many times a curve may be halved.
    static let maxDepth = 16
    /// The Bernstein ellipse parameter every interval reaches, as `rho + 1/rho` (rho = 3).
    static let ellipseSum = 3.0 + 1.0 / 3.0

    /// Gauss-Legendre nodes on `-1...1`, ascending (Abramowitz and Stegun 25.4, n = 6).
    static let nodes: (Double, Double, Double, Double, Double, Double) =
        (-0.9324695142031521, -0.6612093864662645, -0.2386191860831969,
         0.2386191860831969, 0.6612093864662645, 0.9324695142031521)
    /// Their weights.
    static let weights: (Double, Double, Double, Double, Double, Double) =
        (0.1713244923791704, 0.3607615730481386, 0.4679139345726910,
         0.4679139345726910, 0.3607615730481386, 0.1713244923791704)

    /// The matrix taking the speeds at the six nodes to the monomial coefficients (in `x` on
    /// `-1...1`) of the polynomial through them, row by row: coefficient `k` is
    /// `sum over i of interpolation[6 k + i] * speed[i]`. The inverse of the nodes' Vandermonde
    /// matrix, computed once by Gauss-Jordan elimination with partial pivoting.
    static let interpolation: [Double] = {
        let x = [nodes.0, nodes.1, nodes.2, nodes.3, nodes.4, nodes.5]
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
        // V^-1 maps values at the nodes to coefficients: coefficient k = sum_i V^-1[k][i] v_i.
        return (0..<6).flatMap { k in (0..<6).map { i in m[k][6 + i] } }
    }()

    /// Reserves room for a number of curves, with the intervals a twisted curve typically needs.
    mutating func reserveCapacity(curves n: Int) {
        curves.reserveCapacity(n)
        intervals.reserveCapacity(32 * n)
        speeds.reserveCapacity(6 * 32 * n)
    }

    /// Measures ``curves`` anew.
    ///
    /// - Complexity: six square roots per interval; allocation-free while the intervals fit the
    ///   storage of earlier preparations.
    mutating func prepare() {
        intervals.removeAll(keepingCapacity: true)
        speeds.removeAll(keepingCapacity: true)
        var s = 0.0
        for i in curves.indices {
            let speed = Speed(curves[i])
            add(curve: i, speed, 0, 1, depth: 0, length: &s)
        }
        length = s
    }

    /// Adds the intervals of `t0...t1` on one curve, halving while a root of the speed is too close.
    private mutating func add(curve: Int, _ speed: Speed, _ t0: Double, _ t1: Double, depth: Int,
                              length s: inout Double) {
        if depth < Self.maxDepth && !speed.isFarFrom(t0, t1) {
            let m = 0.5 * (t0 + t1)
            add(curve: curve, speed, t0, m, depth: depth + 1, length: &s)
            add(curve: curve, speed, m, t1, depth: depth + 1, length: &s)
            return
        }
        let h = 0.5 * (t1 - t0), c = 0.5 * (t0 + t1)
        let x = Self.nodes, w = Self.weights
        let v0 = speed(c + h * x.0), v1 = speed(c + h * x.1), v2 = speed(c + h * x.2)
        let v3 = speed(c + h * x.3), v4 = speed(c + h * x.4), v5 = speed(c + h * x.5)
        speeds.append(v0); speeds.append(v1); speeds.append(v2)
        speeds.append(v3); speeds.append(v4); speeds.append(v5)
        let l = h * (w.0 * v0 + w.1 * v1 + w.2 * v2 + w.3 * v3 + w.4 * v4 + w.5 * v5)
        intervals.append(Interval(curve: curve, t0: t0, t1: t1, s0: s, s1: s + l))
        s += l
    }

    /// The curve and parameter at a length along the chain, or `nil` when there is no curve.
    ///
    /// - Parameter target: the length from the chain's start; clamped to `0...length`.
    /// - Complexity: O(log intervals), allocation-free.
    func location(atLength target: Double) -> (curve: Int, t: Double)? {
        intervals.withUnsafeBufferPointer { iv -> (curve: Int, t: Double)? in
            guard !iv.isEmpty else { return nil }
            let target = min(max(target, 0), length)
            // The last interval starting at or before the target.
            var lo = 0, hi = iv.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) >> 1
                if iv[mid].s0 <= target { lo = mid } else { hi = mid - 1 }
            }
            let interval = iv[lo]
            let ds = interval.s1 - interval.s0
            guard ds > 0 else { return (interval.curve, interval.t0) }
            let sigma = min(max(target - interval.s0, 0), ds)
            let t = speeds.withUnsafeBufferPointer { parameter(in: interval, speeds: $0.baseAddress! + 6 * lo, at: sigma) }
            return (interval.curve, t)
        }
    }

    /// The parameter at a length `sigma` into an interval (`0...s1 - s0`).
    private func parameter(in interval: Interval, speeds v: UnsafePointer<Double>, at sigma: Double) -> Double {
        let h = 0.5 * (interval.t1 - interval.t0), c = 0.5 * (interval.t0 + interval.t1)
        // The speed's interpolating polynomial p(x) = sum a_k x^k on x in -1...1 (t = c + h x).
        var a = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        Self.interpolation.withUnsafeBufferPointer { m in
            func row(_ k: Int) -> Double {
                let r = 6 * k
                return m[r] * v[0] + m[r + 1] * v[1] + m[r + 2] * v[2] + m[r + 3] * v[3] + m[r + 4] * v[4] + m[r + 5] * v[5]
            }
            a = (row(0), row(1), row(2), row(3), row(4), row(5))
        }
        // Its integral from -1: S(x) = h (P(x) - P(-1)), P(x) = sum a_k x^(k+1) / (k+1).
        func integral(_ x: Double) -> Double {
            x * (a.0 + x * (a.1 / 2 + x * (a.2 / 3 + x * (a.3 / 4 + x * (a.4 / 5 + x * a.5 / 6)))))
        }
        let base = integral(-1)
        // Safeguarded Newton's method on h (P(x) - P(-1)) = sigma within a bracket.
        var lo = -1.0, hi = 1.0
        var x = -1 + 2 * sigma / (interval.s1 - interval.s0)
        for _ in 0..<8 {
            let f = h * (integral(x) - base) - sigma
            let slope = h * (a.0 + x * (a.1 + x * (a.2 + x * (a.3 + x * (a.4 + x * a.5)))))
            let step = slope > 0 ? f / slope : .infinity
            if abs(step) <= 1e-15 { break }
            if f > 0 { hi = x } else { lo = x }
            let next = x - step
            x = next > lo && next < hi ? next : 0.5 * (lo + hi)
        }
        var t = c + h * x
        // One Newton step on the exact length: the quadrature over t0...t, a part of an interval
        // already narrow enough for it.
        let curve = curves[interval.curve]
        let speed = Speed(curve)
        let g = 0.5 * (t - interval.t0), m = 0.5 * (t + interval.t0)
        let n = Self.nodes, w = Self.weights
        let exact = g * (w.0 * speed(m + g * n.0) + w.1 * speed(m + g * n.1) + w.2 * speed(m + g * n.2)
                             + w.3 * speed(m + g * n.3) + w.4 * speed(m + g * n.4) + w.5 * speed(m + g * n.5))
        let v = speed(t)
        if v > 0 {
            t = min(max(t - (exact - sigma) / v, interval.t0), interval.t1)
        }
        return t
    }
}

/// The speed `|B'(t)|` of a cubic, from the derivative's power form `B'(t) = a t^2 + b t + c`.
struct Speed {
    let a: Point, b: Point, c: Point

    init(_ curve: CubicSegment) {
        let d0 = curve.p1 - curve.p0, d1 = curve.p2 - curve.p1, d2 = curve.p3 - curve.p2
        a = (d0 - d1 * 2 + d2) * 3
        b = (d1 - d0) * 6
        c = d0 * 3
    }

    /// The speed at `t`. Evaluated from the derivative's coordinates, not from the squared
    /// speed's quartic, which would lose half the digits near a cusp.
    @inline(__always)
    func callAsFunction(_ t: Double) -> Double {
        let x = (a.x * t + b.x) * t + c.x, y = (a.y * t + b.y) * t + c.y
        return (x * x + y * y).squareRoot()
    }

    /// Whether both roots of `B'x(t) + i B'y(t)` lie outside the Bernstein ellipse of `t0...t1`
    /// with `rho + 1/rho =` ``ArcLengthTable/ellipseSum``: the interval is narrow enough for the
    /// quadrature. A speed with no root (a constant derivative) is far from everything.
    func isFarFrom(_ t0: Double, _ t1: Double) -> Bool {
        let reach = 0.5 * (t1 - t0) * ArcLengthTable.ellipseSum
        let (r1, r2) = roots
        return r1.sumOfDistances(t0, t1) >= reach && r2.sumOfDistances(t0, t1) >= reach
    }

    /// The roots of the complex quadratic `A t^2 + B t + C` with `A = a.x + i a.y` (and so on),
    /// by the cancellation-free form of the quadratic formula. A missing root is infinite.
    var roots: (Complex, Complex) {
        let qa = Complex(a.x, a.y), qb = Complex(b.x, b.y), qc = Complex(c.x, c.y)
        let none = Complex(.infinity, 0)
        if qa.isZero {
            return qb.isZero ? (none, none) : (-qc / qb, none)
        }
        let d = (qb * qb - qa * qc * 4).squareRoot()
        // Add the square root with the sign that makes the sum largest.
        let plus = qb + d, minus = qb - d
        let q = (plus.magnitudeSquared >= minus.magnitudeSquared ? plus : minus) * -0.5
        if q.isZero { return (Complex(0, 0), Complex(0, 0)) }
        return (q / qa, qc / q)
    }
}

/// The little complex arithmetic ``Speed/roots`` needs.
struct Complex {
    var re: Double, im: Double

    init(_ re: Double, _ im: Double) {
        self.re = re
        self.im = im
    }

    var isZero: Bool { re == 0 && im == 0 }
    var magnitudeSquared: Double { re * re + im * im }

    static func + (p: Complex, q: Complex) -> Complex { Complex(p.re + q.re, p.im + q.im) }
    static func - (p: Complex, q: Complex) -> Complex { Complex(p.re - q.re, p.im - q.im) }
    static prefix func - (p: Complex) -> Complex { Complex(-p.re, -p.im) }
    static func * (p: Complex, q: Complex) -> Complex {
        Complex(p.re * q.re - p.im * q.im, p.re * q.im + p.im * q.re)
    }
    static func * (p: Complex, s: Double) -> Complex { Complex(p.re * s, p.im * s) }
    static func / (p: Complex, q: Complex) -> Complex {
        // Smith's algorithm, which does not overflow for large q.
        if abs(q.re) >= abs(q.im) {
            let r = q.im / q.re, d = q.re + q.im * r
            return Complex((p.re + p.im * r) / d, (p.im - p.re * r) / d)
        }
        let r = q.re / q.im, d = q.im + q.re * r
        return Complex((p.re * r + p.im) / d, (p.im * r - p.re) / d)
    }

    /// The principal square root.
    func squareRoot() -> Complex {
        let m = (re * re + im * im).squareRoot()
        let r = (0.5 * (m + re)).squareRoot(), i = (0.5 * (m - re)).squareRoot()
        return Complex(r, im < 0 ? -i : i)
    }

    /// The distance to the real point `t0` plus the distance to `t1`; infinite (never NaN) for
    /// an infinite root, so that it counts as far.
    func sumOfDistances(_ t0: Double, _ t1: Double) -> Double {
        guard re.isFinite && im.isFinite else { return .infinity }
        let d0 = ((re - t0) * (re - t0) + im * im).squareRoot()
        let d1 = ((re - t1) * (re - t1) + im * im).squareRoot()
        return d0 + d1
    }
}
