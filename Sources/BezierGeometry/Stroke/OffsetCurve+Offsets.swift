extension OffsetCurve {
    /// Appends the offset at signed distance `d` (positive along `B'.perpendicular`) over the
    /// whole segment, starting from the current point (the offset of the start), as cubics
    /// within `tolerance`; at a cusp it goes through the cusp to the opposite normal (a pivot,
    /// so that the contour stays the boundary of the sweep of the normals).
    ///
    /// - Parameter elements: How many more elements the outline may take; every element
    ///   appended counts. Once it is spent, pieces are taken as they come (and the caller, which
    ///   sees it spent, gives up the outline).
    func appendOffsets<B: PathBuilder>(_ breaks: [OffsetBreak], distance d: Double, tolerance: Double,
                                       elements: inout Int, into out: inout B) {
        for i in 0..<(breaks.count - 1) {
            let s0 = sample(at: breaks[i], fromAbove: true), s1 = sample(at: breaks[i + 1], fromAbove: false)
            if breaks[i].isCusp {
                out.line(to: s0.point)
                out.line(to: s0.offset(d))
                elements -= 2
            }
            appendOffset(from: s0, to: s1, distance: d, tolerance: tolerance, reversed: false, elements: &elements,
                         into: &out)
        }
    }

    /// Appends the offset between two samples, from the current point, as cubics within
    /// `tolerance` of the true offset.
    ///
    /// - Parameter reversed: Whether to append it from `s1` to `s0`.
    func appendOffset<B: PathBuilder>(from s0: OffsetSample, to s1: OffsetSample, distance d: Double,
                                      tolerance: Double, reversed: Bool, into out: inout B) {
        var elements = Int.max
        appendOffset(from: s0, to: s1, distance: d, tolerance: tolerance, reversed: reversed, elements: &elements,
                     into: &out)
    }

    /// Appends the offset between two samples as the overload without `elements` does,
    /// counting the pieces against `elements` (see ``appendOffsets(_:distance:tolerance:elements:into:)``).
    func appendOffset<B: PathBuilder>(from s0: OffsetSample, to s1: OffsetSample, distance d: Double,
                                      tolerance: Double, reversed: Bool, elements: inout Int, into out: inout B) {
        var budget = Self.pieceBudget
        appendOffset(from: s0, to: s1, distance: d, tolerance: tolerance, reversed: reversed, depth: 0,
                     budget: &budget, elements: &elements, into: &out)
    }

    /// How many pieces one stretch of offset may be cut into before fits are taken as they come:
    /// a guard against pathological input, far above what any tolerance of a real path needs.
    static let pieceBudget = 4096

    /// Appends the offset between two samples, halving the parameter range until a fit is
    /// within `tolerance`, or ``maxDepth`` or the budget runs out.
    ///
    /// Whether the piece lies in a fold (the offset running against the curve) is read from the
    /// curvature at its middle: the breaks put every fold's ends between pieces, and should a
    /// fold escape them, only the pieces across its ends need halving.
    private func appendOffset<B: PathBuilder>(from s0: OffsetSample, to s1: OffsetSample, distance d: Double,
                                              tolerance: Double, reversed: Bool, depth: Int, budget: inout Int,
                                              elements: inout Int, into out: inout B) {
        let mid = sample(at: (s0.t + s1.t) / 2)
        let folded = d * curvature(at: mid.t) > 1
        let q0 = s0.offset(d), q3 = s1.offset(d)
        elements -= 1
        if depth < Self.maxDepth && budget > 0 && elements > 0 {
            if let controls = fit(s0, mid, s1, distance: d, folded: folded, tolerance: tolerance) {
                emit(q0, controls.0, controls.1, q3, reversed: reversed, into: &out)
                return
            }
        } else {
            // Out of halvings: take the fit as it is.
            let controls = fit(s0, mid, s1, distance: d, folded: folded, tolerance: .infinity)
                ?? (q0.interpolated(to: q3, 1.0 / 3.0), q0.interpolated(to: q3, 2.0 / 3.0))
            emit(q0, controls.0, controls.1, q3, reversed: reversed, into: &out)
            return
        }
        budget -= 2
        elements += 1  // not emitted: the halves count for themselves
        let first = reversed ? (mid, s1) : (s0, mid), second = reversed ? (s0, mid) : (mid, s1)
        appendOffset(from: first.0, to: first.1, distance: d, tolerance: tolerance, reversed: reversed,
                     depth: depth + 1, budget: &budget, elements: &elements, into: &out)
        appendOffset(from: second.0, to: second.1, distance: d, tolerance: tolerance, reversed: reversed,
                     depth: depth + 1, budget: &budget, elements: &elements, into: &out)
    }

    /// Appends one fitted piece, as a line when it is straight.
    @inline(__always)
    private func emit<B: PathBuilder>(_ q0: Point, _ c1: Point, _ c2: Point, _ q3: Point, reversed: Bool,
                                      into out: inout B) {
        let chord = q3 - q0
        let l2 = chord.lengthSquared
        let flat = 1e-12 * l2
        let isStraight = abs((c1 - q0).cross(chord)) <= flat && abs((c2 - q0).cross(chord)) <= flat
            && (c1 - q0).dot(chord) >= 0 && (q3 - c2).dot(chord) >= 0
        if isStraight {
            out.line(to: reversed ? q0 : q3)
        } else if reversed {
            out.cubic(to: q0, control1: c2, control2: c1)
        } else {
            out.cubic(to: q3, control1: c1, control2: c2)
        }
    }

    /// The control points of a cubic through the offset points of `s0`, `mid` and `s1`, tangent
    /// to the offset at both ends, or `nil` when it strays more than `tolerance` from the offset
    /// (or the piece turns too far to fit).
    ///
    /// The offset's tangent is the curve's (reversed inside a fold). The handle lengths `alpha`
    /// and `beta` put the cubic's midpoint `(q0 + 3 q1 + 3 q2 + q3) / 8` on the offset point of
    /// the middle parameter: `alpha u0 - beta u1 = 8/3 (qm - (q0 + q3) / 2)`, two linear
    /// equations. That reproduces circular arcs to the classic `4/3 tan(phi/4)` handles, whose
    /// error falls with the sixth power of the angle.
    func fit(_ s0: OffsetSample, _ mid: OffsetSample, _ s1: OffsetSample, distance d: Double,
             folded: Bool, tolerance: Double) -> (Point, Point)? {
        // Each half must turn less than a quarter turn, so the whole less than a half turn.
        guard s0.tangent.dot(mid.tangent) > 0, mid.tangent.dot(s1.tangent) > 0 else { return nil }
        let q0 = s0.offset(d), q3 = s1.offset(d), qm = mid.offset(d)
        let direction = folded ? -1.0 : 1.0
        let u0 = s0.tangent * direction, u1 = s1.tangent * direction
        let chordLength = (q3 - q0).length
        let w = (qm - (q0 + q3) * 0.5) * (8.0 / 3.0)
        let denominator = u0.cross(u1)
        var alpha = chordLength / 3, beta = chordLength / 3
        if abs(denominator) > 1e-6 {
            let fa = w.cross(u1) / denominator, fb = w.cross(u0) / denominator
            let limit = 2 * (chordLength + (qm - q0).length)
            if fa >= 0, fb >= 0, fa <= limit, fb <= limit {
                alpha = fa
                beta = fb
            } else if tolerance.isFinite {
                return nil
            }
        }
        let c1 = q0 + u0 * alpha, c2 = q3 - u1 * beta
        if tolerance.isFinite {
            let fitted = CubicSegment(q0, c1, c2, q3)
            let allowed = tolerance * Self.checkMargin
            for u in Self.checkParameters {
                let e = offsetError(fitted.point(at: u), near: s0.t + (s1.t - s0.t) * u, in: s0.t...s1.t, distance: d)
                if e > allowed { return nil }
            }
        }
        return (c1, c2)
    }

    /// Where a fitted piece is compared with the true offset (its midpoint matches by
    /// construction; the error of a midpoint fit peaks near 0.2 and 0.8).
    static let checkParameters: [Double] = [0.15, 0.3, 0.7, 0.85]
    /// The share of the tolerance a fit may use at the check parameters: the error between
    /// them was measured to exceed the largest sampled one by up to 8%
    /// (`OffsetCurveTests.offsetsStayWithinTheTolerance`).
    static let checkMargin = 0.8

    /// The distance from `p` to the offset at signed distance `d`, near the parameter `guess`.
    ///
    /// One Newton step on `(p - B(t)) . B'(t) = 0` finds the parameter whose normal passes
    /// nearest `p`; there `p - B(t)` splits into `nu` along the normal (beyond the offset) and
    /// `tau` along the tangent, and the offset, of curvature `k_o = k / (1 - d k)`, lies within
    /// `|nu| + k_o tau^2` of `p` (twice its second-order term). The distance to that offset point
    /// is a bound too; the smaller one is returned.
    func offsetError(_ p: Point, near guess: Double, in range: ClosedRange<Double>, distance d: Double) -> Double {
        var t = guess
        let r = p - curve.point(at: t), v = velocity(at: t)
        let slope = r.dot(acceleration(at: t)) - v.lengthSquared
        if slope != 0 { t = min(max(t - r.dot(v) / slope, range.lowerBound), range.upperBound) }
        let v1 = velocity(at: t)
        let speed = v1.length
        guard speed > 0 else { return (p - curve.point(at: t)).length + abs(d) }
        let tangent = v1 / speed
        let r1 = p - curve.point(at: t)
        let nu = r1.dot(tangent.perpendicular) - d, tau = r1.dot(tangent)
        let k = v1.cross(acceleration(at: t)) / (speed * speed * speed)
        let offsetCurvature = abs(k / (1 - d * k))
        let alongNormal = abs(nu) + offsetCurvature * tau * tau
        return alongNormal.isFinite ? min(alongNormal, (nu * nu + tau * tau).squareRoot())
                                    : (nu * nu + tau * tau).squareRoot()
    }
}
