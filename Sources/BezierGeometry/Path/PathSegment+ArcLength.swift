// Arc lengths to a stated precision and their inverse, for placing dashes along a segment.

/// A segment's arc length as a function of its parameter, and its inverse, to a stated
/// precision: the adaptive engine, for dashes and lengths (``ArcLengthTable``, which integrates
/// the same ``Speed``, answers many queries along a chain of cubics at a fixed accuracy).
///
/// The speed is evaluated from the derivative's coordinates (see ``Speed``), a quadratic each:
/// a Horner evaluation and a square root, which is what every quadrature node and Newton step
/// spends.
struct ArcLengthMeter {
    /// The segment's speed.
    let speedFunction: Speed

    init(_ segment: PathSegment) {
        speedFunction = Speed(segment)
    }

    /// The speed `|B'(t)|`.
    @inline(__always)
    func speed(at t: Double) -> Double { speedFunction(t) }

    /// The rate of the speed, `d|B'|/dt`, given the speed.
    @inline(__always)
    func speedRate(at t: Double, speed: Double) -> Double { speedFunction.rate(at: t, speed: speed) }

    /// Whether the speed is constant: a line, whose length is exact.
    var isLine: Bool { speedFunction.isConstant }

    /// The arc length between two parameters `a <= b`, within `precision`.
    ///
    /// Adaptive Gauss-Legendre quadrature of the speed: a piece is accepted when its 8-node and
    /// 4-node sums agree within its share of `precision` (the 8-node sum, exact for polynomials
    /// of degree 15, is then far closer still), and halved otherwise, at most `depth` times. The
    /// speed is smooth except at a cusp, where it has a kink, which the halving isolates.
    ///
    /// - Complexity: 12 speed evaluations per accepted piece; allocates nothing.
    func length(from a: Double, to b: Double, precision: Double, depth: Int = 24) -> Double {
        guard b > a else { return 0 }
        if isLine { return speedFunction.c.length * (b - a) }
        return adaptiveLength(a, b, precision: precision, depth: depth)
    }

    private func adaptiveLength(_ a: Double, _ b: Double, precision: Double, depth: Int) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        let fine = gauss8(mid, half), coarse = gauss4(mid, half)
        if abs(fine - coarse) <= precision || depth == 0 || !(half > 0) { return fine }
        return adaptiveLength(a, mid, precision: precision / 2, depth: depth - 1)
            + adaptiveLength(mid, b, precision: precision / 2, depth: depth - 1)
    }

    /// 8-node Gauss-Legendre quadrature of the speed on `mid ± half` (Abramowitz and Stegun 25.4).
    @inline(__always)
    private func gauss8(_ mid: Double, _ half: Double) -> Double {
        func pair(_ x: Double) -> Double { speed(at: mid - half * x) + speed(at: mid + half * x) }
        return half * (0.3626837833783620 * pair(0.1834346424956498) + 0.3137066458778873 * pair(0.5255324099163290)
            + 0.2223810344533745 * pair(0.7966664774136267) + 0.1012285362903763 * pair(0.9602898564975363))
    }

    /// 4-node Gauss-Legendre quadrature of the speed on `mid ± half`.
    @inline(__always)
    private func gauss4(_ mid: Double, _ half: Double) -> Double {
        func pair(_ x: Double) -> Double { speed(at: mid - half * x) + speed(at: mid + half * x) }
        return half * (0.6521451548625461 * pair(0.3399810435848563) + 0.3478548451374538 * pair(0.8611363115940526))
    }

    /// The arc length between two close parameters: adaptive, accepting a piece's 4-node sum
    /// when the 2-node sum agrees with it within the piece's share of `precision`.
    private func shortLength(_ a: Double, _ b: Double, precision: Double, depth: Int) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        let fine = gauss4(mid, half)
        let x = 0.5773502691896257, coarse = half * (speed(at: mid - half * x) + speed(at: mid + half * x))
        if abs(fine - coarse) <= precision || depth == 0 || !(half > 0) { return fine }
        return shortLength(a, mid, precision: precision / 2, depth: depth - 1)
            + shortLength(mid, b, precision: precision / 2, depth: depth - 1)
    }

    /// The parameter `t >= a` where the arc length from `a` reaches `distance`, and the arc length
    /// from `a` to it as computed (within `precision` of `distance` unless the parameter can no
    /// longer be resolved, which the caller uses to keep later distances from drifting).
    ///
    /// Newton's iteration on `length(a, t) - distance`, whose derivative is the speed, kept inside
    /// a bracket that every step shrinks (a bisection when the step leaves it, as at a cusp where
    /// the speed vanishes). It starts from the arc length's second-order Taylor expansion at `a`,
    /// and each step integrates only the stretch since the previous guess, adaptively: the first
    /// with 8 nodes against 4, the corrections, usually slivers of the curve, with 4 against 2.
    ///
    /// - Parameters:
    ///   - a: The parameter distances are measured from.
    ///   - distance: How far along the curve; at most the length from `a` to 1 (else 1 is returned).
    ///   - remaining: The length from `a` to 1, for the fallback guess.
    ///   - precision: How close the arc length must come.
    func parameter(from a: Double, distance: Double, remaining: Double, precision: Double) -> (t: Double, length: Double) {
        guard distance > 0 else { return (a, 0) }
        guard distance < remaining else { return (1, remaining) }
        if isLine { return (a + (1 - a) * distance / remaining, distance) }
        var lo = a, hi = 1.0
        var t = firstGuess(from: a, distance: distance, remaining: remaining)
        var length = self.length(from: a, to: t, precision: precision / 4)
        for _ in 0..<64 {
            let f = length - distance
            if abs(f) <= precision { break }
            if f > 0 { hi = t } else { lo = t }
            let v = speed(at: t)
            var next = v > 0 ? t - f / v : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            guard next != t else { break }
            // A correction usually spans a sliver of the curve, where 4 nodes are exact to rounding
            // and 2 agree with them; a bisection's longer stretch is halved until they do.
            let step = next > t ? shortLength(t, next, precision: precision / 4, depth: 24)
                : -shortLength(next, t, precision: precision / 4, depth: 24)
            length += step
            t = next
        }
        return (t, length)
    }

    /// Where Newton's iteration starts: `s(a + h) = v h + k h^2 / 2`, with the speed `v` and its
    /// rate `k` at `a`, solved for `h` (usually within the precision after one correction); the
    /// length shared out evenly when the speed vanishes at `a` or the guess leaves the segment.
    private func firstGuess(from a: Double, distance: Double, remaining: Double) -> Double {
        let even = a + (1 - a) * distance / remaining
        let v = speed(at: a)
        guard v > 0 else { return even }
        let k = speedRate(at: a, speed: v)
        let discriminant = v * v + 2 * k * distance
        let h = discriminant >= 0 ? 2 * distance / (v + discriminant.squareRoot()) : distance / v
        let t = a + h
        return t > a && t < 1 ? t : even
    }
}

extension PathSegment {
    /// The arc length, to within 1e-13 of the control polygon's length (see
    /// ``ArcLengthMeter/length(from:to:precision:depth:)``); not finite for a segment with a
    /// point that is not.
    package var length: Double {
        if case .line(let s) = self { return s.length }
        let scale = controlPolygonLength
        // A precision that is not finite would halve the quadrature to its full depth.
        guard scale.isFinite else { return scale }
        return ArcLengthMeter(self).length(from: 0, to: 1, precision: 1e-13 * scale)
    }

    /// The arc length between two parameters `a <= b`, within `precision` (see
    /// ``ArcLengthMeter/length(from:to:precision:depth:)``).
    package func arcLength(from a: Double, to b: Double, precision: Double) -> Double {
        ArcLengthMeter(self).length(from: a, to: b, precision: precision)
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
