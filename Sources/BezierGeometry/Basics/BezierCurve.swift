/// A polynomial Bezier curve parameterised over `0...1`, with the vocabulary of
/// hfutrell/BezierKit's `BezierCurve`.
package protocol BezierCurve: Hashable, Sendable {
    /// The point at `t = 0`.
    var startPoint: Point { get }
    /// The point at `t = 1`.
    var endPoint: Point { get }
    /// The control points, start and end included.
    var points: [Point] { get }
    /// The point at parameter `t`.
    func point(at t: Double) -> Point
    /// The first derivative (the velocity, not normalised) at parameter `t`.
    func derivative(at t: Double) -> Point
    /// The two halves of the curve on `0...t` and `t...1`, each reparameterised over `0...1`.
    func split(at t: Double) -> (Self, Self)
    /// The tight axis-aligned bounds, from the curve's extrema rather than its control points.
    var boundingBox: Rect { get }
    /// A copy with every control point mapped by a transform (exact for affine maps).
    func transformed(by transform: Transform2D) -> Self
}

extension BezierCurve {
    /// The portion of the curve between two parameters, reparameterised over `0...1`.
    @inlinable
    package func split(from t0: Double, to t1: Double) -> Self {
        if t0 <= 0 { return split(at: max(t1, 0)).0 }
        let (_, right) = split(at: t0)
        if t1 >= 1 { return right }
        return right.split(at: (t1 - t0) / (1 - t0)).0
    }

    /// The nearest point of the curve to `p`.
    ///
    /// Samples the curve at 33 parameters, then refines every local minimum of the distance by
    /// safeguarded Newton iteration on `(B(t) - p) . B'(t) = 0`, and keeps the best, endpoints
    /// included. For the cubic's degree-5 condition 33 samples separate the (at most 5) critical
    /// points of any curve that does not fold back on itself within 1/32 of its parameter range.
    package func project(_ p: Point) -> CurveProjection {
        let n = 32
        var bestT = 0.0
        var bestD = point(at: 0).distanceSquared(to: p)
        var samples = [Double](repeating: 0, count: n + 1)
        samples[0] = bestD
        for i in 1...n {
            let d = point(at: Double(i) / Double(n)).distanceSquared(to: p)
            samples[i] = d
            if d < bestD { bestD = d; bestT = Double(i) / Double(n) }
        }
        for i in 0...n where (i == 0 || samples[i] <= samples[i - 1]) && (i == n || samples[i] <= samples[i + 1]) {
            var t = Double(i) / Double(n)
            var lo = max(0, t - 1.0 / Double(n)), hi = min(1, t + 1.0 / Double(n))
            for _ in 0..<40 {
                let b = point(at: t) - p
                let d1 = derivative(at: t)
                let f = b.dot(d1)
                // Numerical second derivative keeps the protocol minimal; the step is tiny relative
                // to the bracket, so it only steers Newton, the bracket guarantees progress.
                let e = 1e-7
                let d1b = derivative(at: min(t + e, 1))
                let d1a = derivative(at: max(t - e, 0))
                let d2 = (d1b - d1a) / (min(t + e, 1) - max(t - e, 0))
                let fp = d1.dot(d1) + b.dot(d2)
                if f > 0 { hi = t } else { lo = t }
                var next = fp != 0 ? t - f / fp : (lo + hi) / 2
                if !(next > lo && next < hi) { next = (lo + hi) / 2 }
                if abs(next - t) < 1e-15 { t = next; break }
                t = next
            }
            let d = point(at: t).distanceSquared(to: p)
            if d < bestD { bestD = d; bestT = t }
        }
        if point(at: 1).distanceSquared(to: p) < bestD { bestT = 1; bestD = point(at: 1).distanceSquared(to: p) }
        return CurveProjection(t: bestT, point: point(at: bestT), distance: bestD.squareRoot())
    }
}
