// Arc lengths to a stated precision and their inverse, for placing dashes along a segment.

extension PathSegment {
    /// The arc length between two parameters `a <= b`, within `precision`.
    ///
    /// Adaptive Gauss-Legendre quadrature of the speed `|B'(t)|`: a piece is accepted when its
    /// 16-node and 8-node sums agree within its share of `precision` (the 16-node sum is then far
    /// closer still), and halved otherwise, at most `depth` times. The speed is smooth except at
    /// a cusp, where it has a kink, which the halving isolates. Lines are exact.
    ///
    /// - Complexity: 24 speed evaluations per accepted piece; allocates nothing.
    func arcLength(from a: Double, to b: Double, precision: Double, depth: Int = 24) -> Double {
        guard b > a else { return 0 }
        if case .line(let s) = self { return s.length * (b - a) }
        return adaptiveLength(a, b, precision: precision, depth: depth)
    }

    private func adaptiveLength(_ a: Double, _ b: Double, precision: Double, depth: Int) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        var fine = 0.0, coarse = 0.0
        for (x, w) in gaussLegendre16 { fine += w * derivative(at: mid + half * x).length }
        for (x, w) in gaussLegendre8 { coarse += w * derivative(at: mid + half * x).length }
        fine *= half
        coarse *= half
        if abs(fine - coarse) <= precision || depth == 0 || !(half > 0) { return fine }
        return adaptiveLength(a, mid, precision: precision / 2, depth: depth - 1)
            + adaptiveLength(mid, b, precision: precision / 2, depth: depth - 1)
    }

    /// The parameter `t >= a` where the arc length from `a` reaches `distance`, and the arc length
    /// from `a` to it as computed (within `precision` of `distance` unless the parameter can no
    /// longer be resolved, which the caller uses to keep later distances from drifting).
    ///
    /// Newton's iteration on `length(a, t) - distance`, whose derivative is the speed, kept inside
    /// a bracket that every step shrinks (a bisection when the step leaves it, as at a cusp where
    /// the speed vanishes). Each step integrates only the stretch since the previous guess.
    ///
    /// - Parameters:
    ///   - a: The parameter distances are measured from.
    ///   - distance: How far along the curve; at most the length from `a` to 1 (else 1 is returned).
    ///   - remaining: The length from `a` to 1, for the first guess.
    ///   - precision: How close the arc length must come.
    func parameter(from a: Double, distance: Double, remaining: Double, precision: Double) -> (t: Double, length: Double) {
        guard distance > 0 else { return (a, 0) }
        guard distance < remaining else { return (1, remaining) }
        if case .line = self {
            return (a + (1 - a) * distance / remaining, distance)
        }
        var lo = a, hi = 1.0
        var t = a + (1 - a) * distance / remaining
        var length = arcLength(from: a, to: t, precision: precision / 4)
        for _ in 0..<64 {
            let f = length - distance
            if abs(f) <= precision { break }
            if f > 0 { hi = t } else { lo = t }
            let speed = derivative(at: t).length
            var next = speed > 0 ? t - f / speed : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            guard next != t else { break }
            let step = next > t ? arcLength(from: t, to: next, precision: precision / 4)
                : -arcLength(from: next, to: t, precision: precision / 4)
            length += step
            t = next
        }
        return (t, length)
    }

    /// The part of the segment between two parameters `t0 <= t1`, of the same kind,
    /// reparameterised over `0...1`.
    func portion(from t0: Double, to t1: Double) -> PathSegment {
        if t0 <= 0 && t1 >= 1 { return self }
        switch self {
        case .line(let s): return .line(LineSegment(s.point(at: t0), s.point(at: t1)))
        case .quad(let s): return .quad(s.split(from: t0, to: t1))
        case .cubic(let s): return .cubic(s.split(from: t0, to: t1))
        }
    }

    /// Draws the segment (its start point being the builder's current point) into a builder.
    func draw<B: PathBuilder>(into builder: inout B) {
        switch self {
        case .line(let s): builder.line(to: s.p1)
        case .quad(let s): builder.quad(to: s.p2, control: s.p1)
        case .cubic(let s): builder.cubic(to: s.p3, control1: s.p1, control2: s.p2)
        }
    }

    /// The length of the control polygon: never less than the arc length.
    var controlPolygonLength: Double {
        switch self {
        case .line(let s): s.length
        case .quad(let s): s.p0.distance(to: s.p1) + s.p1.distance(to: s.p2)
        case .cubic(let s): s.p0.distance(to: s.p1) + s.p1.distance(to: s.p2) + s.p2.distance(to: s.p3)
        }
    }
}

/// Nodes and weights of 8-point Gauss-Legendre quadrature on `-1...1` (Abramowitz and Stegun
/// 25.4), the coarse sum the adaptive arc length compares the 16-point one with.
let gaussLegendre8: [(Double, Double)] = {
    let half: [(Double, Double)] = [
        (0.1834346424956498, 0.3626837833783620),
        (0.5255324099163290, 0.3137066458778873),
        (0.7966664774136267, 0.2223810344533745),
        (0.9602898564975363, 0.1012285362903763),
    ]
    return half.map { (-$0.0, $0.1) } + half
}()
