/// A parameter where a stroker cuts a curve before offsetting it.
struct OffsetBreak: Sendable {
    /// The curve parameter, in `0...1`.
    var t: Double
    /// Whether the velocity vanishes here (an interior cusp): the offsets jump to the opposite
    /// normal and the stroke covers a whole disk.
    var isCusp: Bool
}

/// A point of a curve with its unit tangent: the data an offset is built from.
struct OffsetSample: Sendable {
    /// The curve parameter.
    var t: Double
    /// The curve point `B(t)`.
    var point: Point
    /// The unit tangent at `t` (a one-sided limit at cusps and coincident control points).
    var tangent: Point

    /// The point at signed distance `d` along the normal `tangent.perpendicular`.
    @inline(__always)
    func offset(_ d: Double) -> Point { point + tangent.perpendicular * d }
}

/// A cubic segment prepared for stroking: where its offsets must be cut, and cubic
/// approximations of its offsets and of its evolute within a tolerance.
///
/// The stroke of a segment is the sweep of its normal segments `F(t, s) = B(t) + s n(t)`,
/// `|s| <= h`. The Jacobian of `F` is `|B'| (1 - s k)` (`k` the signed curvature, `n` the unit
/// normal `B'.perpendicular / |B'|`), so where the radius of curvature is shorter than `h` the
/// offset on the inner side runs backwards between two cusps: it folds. A contour built from
/// the offsets then winds `#A - #B` times around a point, `#A` and `#B` counting its preimages
/// where the Jacobian is positive and negative, and may wind zero times around points that the
/// stroke covers. ``appendFoldCorrection(from:to:distance:tolerance:into:)`` adds the fold's
/// region twice with the opposite orientation, which turns the count into `#A + #B` (positive
/// exactly on the sweep). The fold's other edge is the evolute, the locus of the centers of
/// curvature, where the Jacobian vanishes.
struct OffsetCurve {
    /// The curve.
    let curve: CubicSegment
    /// The velocity in power form: `B'(t) = (a t + b) t + c`.
    let a: Point, b: Point, c: Point
    /// The unit tangents at the segment's own ends, from `PathSegment.startTangent` and
    /// `PathSegment.endTangent` (limits where a control point coincides with an end), so that
    /// the offsets meet the joins and caps exactly.
    let startTangent: Point, endTangent: Point
    /// The largest control-polygon leg: the scale of the relative thresholds.
    let scale: Double

    /// A velocity below this fraction of the control-polygon scale (times 3, the velocity's own
    /// scale) is a cusp: there the normal turns by half a turn within a parameter range so small
    /// that the sweep is the disk to within `1e-12` of the scale.
    static let cuspFraction = 1e-6
    /// The deepest halving of an offset or evolute piece (the piece then spans `2^-30`).
    static let maxDepth = 30

    /// Prepares a curve with the tangents at its ends.
    init(_ curve: CubicSegment, startTangent: Point, endTangent: Point) {
        self.curve = curve
        let d0 = (curve.p1 - curve.p0) * 3, d1 = (curve.p2 - curve.p1) * 3, d2 = (curve.p3 - curve.p2) * 3
        a = d0 - d1 * 2 + d2
        b = (d1 - d0) * 2
        c = d0
        self.startTangent = startTangent
        self.endTangent = endTangent
        scale = max((curve.p1 - curve.p0).length, (curve.p2 - curve.p1).length,
                    (curve.p3 - curve.p2).length, (curve.p3 - curve.p0).length)
    }

    @inline(__always)
    func velocity(at t: Double) -> Point { (a * t + b) * t + c }

    @inline(__always)
    func acceleration(at t: Double) -> Point { a * (2 * t) + b }

    /// The signed curvature `cross(B', B'') / |B'|^3`: positive where the curve turns towards
    /// its normal `B'.perpendicular`.
    @inline(__always)
    func curvature(at t: Double) -> Double {
        let v = velocity(at: t)
        let l2 = v.lengthSquared
        return v.cross(acceleration(at: t)) / (l2 * l2.squareRoot())
    }

    /// The sample at an interior, regular parameter.
    @inline(__always)
    func sample(at t: Double) -> OffsetSample {
        OffsetSample(t: t, point: curve.point(at: t), tangent: velocity(at: t).normalized)
    }

    /// The sample at a break: the segment's end tangents at 0 and 1, and at a cusp the limit of
    /// the tangent from the side of the piece (`fromAbove` for the piece that starts there).
    func sample(at cut: OffsetBreak, fromAbove: Bool) -> OffsetSample {
        if cut.t == 0 { return OffsetSample(t: 0, point: curve.p0, tangent: startTangent) }
        if cut.t == 1 { return OffsetSample(t: 1, point: curve.p3, tangent: endTangent) }
        guard cut.isCusp else { return sample(at: cut.t) }
        // Near the cusp B'(t) ~ (t - tc) B''(tc): the tangent is -B'' before and +B'' after; if
        // B'' vanishes too, B' ~ (t - tc)^2 B''' / 2 keeps its direction.
        let acc = acceleration(at: cut.t)
        let direction = acc.lengthSquared > 0 ? (fromAbove ? acc : -acc) : a
        return OffsetSample(t: cut.t, point: curve.point(at: cut.t), tangent: direction.normalized)
    }

    /// The center of curvature: `B + B'.perpendicular |B'|^2 / cross(B', B'')`, the point
    /// itself at a cusp (the radius of curvature tends to zero there).
    func evolutePoint(at t: Double) -> Point {
        let v = velocity(at: t)
        let cr = v.cross(acceleration(at: t)), v2 = v.lengthSquared
        let p = curve.point(at: t)
        guard cr != 0, v2 > 0 else { return p }
        let e = p + v.perpendicular * (v2 / cr)
        return e.isFinite ? e : p
    }

    // MARK: - Breaks

    /// Fills `breaks` with the parameters where the offsets at distance `halfWidth` must be cut,
    /// in increasing order from 0 to 1: interior cusps, inflections (so that every piece turns
    /// one way) and the ends of the folds (where the radius of curvature equals the half width).
    ///
    /// - Complexity: a few dozen curve evaluations per smooth stretch; allocates nothing once
    ///   `breaks` has grown.
    func findBreaks(halfWidth h: Double, into breaks: inout [OffsetBreak]) {
        breaks.removeAll(keepingCapacity: true)
        breaks.append(OffsetBreak(t: 0, isCusp: false))
        let threshold = Self.cuspFraction * 3 * scale
        let edge = 1e-9
        // Cusps: B' vanishes where both coordinates do, so near a root of either coordinate;
        // refine each root towards the minimum of |B'| (Newton on B' . B'' = 0) and test it.
        for axis in 0..<2 {
            let roots = axis == 0 ? solveQuadratic(a.x, b.x, c.x) : solveQuadratic(a.y, b.y, c.y)
            for k in 0..<roots.count {
                var t = k == 0 ? roots.r0 : roots.r1
                guard t > edge, t < 1 - edge else { continue }
                for _ in 0..<3 {
                    let v = velocity(at: t), acc = acceleration(at: t)
                    let denominator = acc.lengthSquared + v.dot(a * 2)
                    guard denominator > 0 else { break }
                    t = min(max(t - v.dot(acc) / denominator, edge), 1 - edge)
                }
                let speed = velocity(at: t).length
                guard speed <= threshold else { continue }
                // Both coordinates' roots lead to the same cusp: keep the slower of the two.
                if let j = breaks.firstIndex(where: { $0.isCusp && abs($0.t - t) < 1e-6 }) {
                    if speed < velocity(at: breaks[j].t).length { breaks[j].t = t }
                } else {
                    insertBreak(t, isCusp: true, into: &breaks)
                }
            }
        }
        // Inflections: cross(B', B'') = -(a x b) t^2 + 2 (c x a) t + (c x b) changes sign.
        let roots = solveQuadratic(-a.cross(b), 2 * c.cross(a), c.cross(b))
        for k in 0..<roots.count {
            let t = k == 0 ? roots.r0 : roots.r1
            if t > edge, t < 1 - edge { insertBreak(t, isCusp: false, into: &breaks) }
        }
        breaks.append(OffsetBreak(t: 1, isCusp: false))
        // Folds, stretch by stretch (each turns one way, so its folds are on one side).
        let stretches = breaks.count - 1
        for i in 0..<stretches {
            findFolds(from: breaks[i], to: breaks[i + 1], halfWidth: h, into: &breaks)
        }
        guard breaks.count > stretches + 1 else { return }
        breaks.insertionSort { $0.t < $1.t }
        // Fold ends that coincide with another break (a bisection converging onto it) go.
        var kept = 1
        for i in 1..<breaks.count {
            if breaks[i].t - breaks[kept - 1].t > 1e-12 {
                breaks[kept] = breaks[i]
                kept += 1
            } else {
                breaks[kept - 1].isCusp = breaks[kept - 1].isCusp || breaks[i].isCusp
                if breaks[i].t == 1 { breaks[kept - 1].t = 1 }
            }
        }
        breaks.removeLast(breaks.count - kept)
    }

    /// Inserts a break in order, unless one lies within 1e-9.
    private func insertBreak(_ t: Double, isCusp: Bool, into breaks: inout [OffsetBreak]) {
        var i = breaks.count
        while i > 0 && breaks[i - 1].t > t { i -= 1 }
        if i > 0 && t - breaks[i - 1].t < 1e-9 {
            breaks[i - 1].isCusp = breaks[i - 1].isCusp || isCusp
            return
        }
        if i < breaks.count && breaks[i].t - t < 1e-9 {
            breaks[i].isCusp = breaks[i].isCusp || isCusp
            return
        }
        breaks.insert(OffsetBreak(t: t, isCusp: isCusp), at: i)
    }

    /// How far the radius of curvature falls short of `h`: `h |cross(B', B'')| - |B'|^3`,
    /// positive inside a fold.
    @inline(__always)
    private func foldExcess(at t: Double, halfWidth h: Double) -> Double {
        let v = velocity(at: t)
        let l2 = v.lengthSquared
        return h * abs(v.cross(acceleration(at: t))) - l2 * l2.squareRoot()
    }

    /// What the fold search knows at a parameter.
    private struct FoldProbe {
        var t: Double
        /// `|B'(t)|`.
        var speed: Double
        /// `|B''(t)|`.
        var acceleration: Double
        /// The fold excess; `+inf` at a singular end, where the radius of curvature tends to 0.
        var excess: Double
    }

    private func foldProbe(at t: Double, halfWidth h: Double, isSingular: Bool = false) -> FoldProbe {
        let v = velocity(at: t), acc = acceleration(at: t)
        let speed = v.length
        return FoldProbe(t: t, speed: speed, acceleration: acc.length,
                         excess: isSingular ? .infinity : h * abs(v.cross(acc)) - speed * speed * speed)
    }

    /// The smallest and largest `|cross(B', B'')|` over `s...e`, exactly: the cross product is
    /// the quadratic `-(a x b) t^2 + 2 (c x a) t + (c x b)`.
    private func crossMagnitudeRange(_ s: Double, _ e: Double) -> (min: Double, max: Double) {
        let qa = -a.cross(b), qb = 2 * c.cross(a), qc = c.cross(b)
        let qs = (qa * s + qb) * s + qc, qe = (qa * e + qb) * e + qc
        var lo = min(qs, qe), hi = max(qs, qe)
        if qa != 0 {
            let vertex = -qb / (2 * qa)
            if vertex > s && vertex < e {
                let qv = (qa * vertex + qb) * vertex + qc
                lo = min(lo, qv)
                hi = max(hi, qv)
            }
        }
        return (lo <= 0 && hi >= 0 ? 0 : min(abs(lo), abs(hi)), max(abs(lo), abs(hi)))
    }

    /// Halvings of a grid interval the fold search may make; and the grid.
    static let foldSearchDepth = 14
    static let foldGrid = 8

    /// Appends the ends of the folds between two consecutive breaks of a smooth stretch.
    ///
    /// The stretch is cut into ``foldGrid`` intervals, each certified or halved: on an interval
    /// of length `l` the speed lies within `(|v0| + |v1| -+ A l) / 2` (A the larger end
    /// acceleration: B'' is linear, so its length is largest at an end), and `|cross(B', B'')|`
    /// within its exact range, which bound the radius of curvature `|B'|^3 / |cross|` from both
    /// sides. An interval whose ends lie outside the folds and whose radius is certified at
    /// least `h` has no fold; one whose ends lie inside and whose radius is certified below `h`
    /// is a fold throughout. Other intervals are halved; where the ends disagree, a fold ends
    /// inside, found by bisection once halving has isolated it.
    private func findFolds(from lo: OffsetBreak, to hi: OffsetBreak, halfWidth h: Double,
                           into breaks: inout [OffsetBreak]) {
        // A cusp, and an end whose neighbouring control point sits on it (B(s) ~ p + s^2 u +
        // s^3 w there, a semicubical end), have a radius of curvature tending to zero.
        let singularStart = lo.isCusp || lo.t == 0 && curve.p1 == curve.p0
        let singularEnd = hi.isCusp || hi.t == 1 && curve.p2 == curve.p3
        let n = Self.foldGrid
        var previous = foldProbe(at: lo.t, halfWidth: h, isSingular: singularStart)
        var budget = 1024
        for i in 1...n {
            let t = i == n ? hi.t : lo.t + (hi.t - lo.t) * Double(i) / Double(n)
            let next = foldProbe(at: t, halfWidth: h, isSingular: i == n && singularEnd)
            scanFolds(previous, next, halfWidth: h, depth: 0, budget: &budget, into: &breaks)
            previous = next
        }
    }

    private func scanFolds(_ p: FoldProbe, _ q: FoldProbe, halfWidth h: Double, depth: Int, budget: inout Int,
                           into breaks: inout [OffsetBreak]) {
        let isInside = p.excess > 0
        if isInside == (q.excess > 0) {
            let acceleration = max(p.acceleration, q.acceleration)
            let cross = crossMagnitudeRange(p.t, q.t)
            let slack = acceleration * (q.t - p.t)
            if isInside {
                let fastest = (p.speed + q.speed + slack) / 2
                if h * cross.min > fastest * fastest * fastest { return }
            } else {
                let slowest = (p.speed + q.speed - slack) / 2
                if slowest > 0 && slowest * slowest * slowest >= h * cross.max { return }
            }
            // Not certified: a fold may begin and end inside. Give up only at the limits.
            if depth >= Self.foldSearchDepth || budget <= 0 { return }
        } else if depth >= Self.foldSearchDepth / 2 || budget <= 0 {
            breaks.append(OffsetBreak(t: foldEnd(p.t, isInside, q.t, halfWidth: h), isCusp: false))
            return
        }
        budget -= 1
        let m = foldProbe(at: (p.t + q.t) / 2, halfWidth: h)
        scanFolds(p, m, halfWidth: h, depth: depth + 1, budget: &budget, into: &breaks)
        scanFolds(m, q, halfWidth: h, depth: depth + 1, budget: &budget, into: &breaks)
    }

    /// The parameter in `lo...hi` where the fold excess changes sign, by bisection.
    private func foldEnd(_ lo: Double, _ loIsInside: Bool, _ hi: Double, halfWidth h: Double) -> Double {
        var lo = lo, hi = hi
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            guard mid > lo, mid < hi else { break }
            if (foldExcess(at: mid, halfWidth: h) > 0) == loIsInside { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// The parameter of the largest value of `f` in `lo...hi`, by golden-section search (`f`
    /// unimodal there).
    private func extremum(_ lo: Double, _ hi: Double, _ f: (Double) -> Double) -> Double {
        let ratio = 0.6180339887498949
        var lo = lo, hi = hi
        var x1 = hi - ratio * (hi - lo), x2 = lo + ratio * (hi - lo)
        var f1 = f(x1), f2 = f(x2)
        for _ in 0..<50 where hi - lo > 1e-12 {
            if f1 < f2 {
                lo = x1; x1 = x2; f1 = f2
                x2 = lo + ratio * (hi - lo); f2 = f(x2)
            } else {
                hi = x2; x2 = x1; f2 = f1
                x1 = hi - ratio * (hi - lo); f1 = f(x1)
            }
        }
        return (lo + hi) / 2
    }

    // MARK: - Offsets

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

    // MARK: - Folds and cusps

    /// Appends what the stroke covers beyond the offsets' contour: a disk at every interior cusp
    /// and, for every fold, its region twice with the orientation opposite to the sweep's, as
    /// closed subpaths oriented like every contour of the outline.
    ///
    /// - Parameter elements: How many more elements the outline may take (see
    ///   ``appendOffsets(_:distance:tolerance:elements:into:)``); nothing more is appended once
    ///   it is spent.
    func appendCorrections<B: PathBuilder>(_ breaks: [OffsetBreak], halfWidth h: Double, tolerance: Double,
                                           elements: inout Int, into out: inout B) {
        for i in 0..<(breaks.count - 1) where elements > 0 {
            if breaks[i].isCusp {
                out.addCircle(center: curve.point(at: breaks[i].t), radius: h, tolerance: tolerance)
                elements -= ElementCounter.circle(radius: h, tolerance: tolerance)
            }
            let lo = breaks[i].t, hi = breaks[i + 1].t
            let k = curvature(at: (lo + hi) / 2)
            guard h * abs(k) > 1 else { continue }
            let s0 = sample(at: breaks[i], fromAbove: true), s1 = sample(at: breaks[i + 1], fromAbove: false)
            appendFoldCorrection(from: s0, to: s1, distance: k > 0 ? h : -h, tolerance: tolerance,
                                 elements: &elements, into: &out)
        }
    }

    /// Appends twice the boundary of a fold's region `{B(t) + s n(t): t in t0...t1, s between
    /// the radius of curvature and d}`, where the sweep's Jacobian is negative, turned so that it
    /// adds to the outline's winding (see the type's discussion).
    ///
    /// On the normal side (`d > 0`): the evolute forwards, out along the normal to the offset,
    /// the offset backwards, back to the evolute. On the other side the same turned over.
    func appendFoldCorrection<B: PathBuilder>(from s0: OffsetSample, to s1: OffsetSample, distance d: Double,
                                              tolerance: Double, elements: inout Int, into out: inout B) {
        for _ in 0..<2 {
            elements -= 4
            if d > 0 {
                out.move(to: evolutePoint(at: s0.t))
                appendEvolute(from: s0.t, to: s1.t, tolerance: tolerance, reversed: false, elements: &elements,
                              into: &out)
                out.line(to: s1.offset(d))
                appendOffset(from: s0, to: s1, distance: d, tolerance: tolerance, reversed: true, elements: &elements,
                             into: &out)
            } else {
                out.move(to: s0.offset(d))
                appendOffset(from: s0, to: s1, distance: d, tolerance: tolerance, reversed: false, elements: &elements,
                             into: &out)
                out.line(to: evolutePoint(at: s1.t))
                appendEvolute(from: s0.t, to: s1.t, tolerance: tolerance, reversed: true, elements: &elements,
                              into: &out)
            }
            out.close()
        }
    }

    /// Appends the evolute over `t0...t1` (from `t1` to `t0` when `reversed`) as a polyline from
    /// the current point.
    ///
    /// Between its cusps (the extrema of the curvature) the evolute turns one way, so its chords
    /// lie on its concave side, where the fold's normals do not reach: the sliver between chord
    /// and evolute only gains winding, so the polyline never opens a hole. The vertices are on
    /// the evolute and its cusps, and a chord is halved until it is within `tolerance`.
    func appendEvolute<B: PathBuilder>(from t0: Double, to t1: Double, tolerance: Double, reversed: Bool,
                                       into out: inout B) {
        var elements = Int.max
        appendEvolute(from: t0, to: t1, tolerance: tolerance, reversed: reversed, elements: &elements, into: &out)
    }

    /// Appends the evolute as the overload without `elements` does, counting its chords against
    /// `elements`: once it is spent, a chord is no longer halved.
    func appendEvolute<B: PathBuilder>(from t0: Double, to t1: Double, tolerance: Double, reversed: Bool,
                                       elements: inout Int, into out: inout B) {
        let n = 16
        let start = reversed ? t1 : t0, end = reversed ? t0 : t1
        func t(_ i: Int) -> Double { start + (end - start) * Double(i) / Double(n) }
        // The radius at t(i - 1), t(i) and t(i + 1): a window of three samples is all the test
        // for an extremum reads, so the 17 samples need no buffer.
        func radius(_ i: Int) -> Double { 1 / abs(curvature(at: t(i))) }
        var previous = radius(0), middle = radius(1)
        var last = start
        for i in 1..<n {
            let next = radius(i + 1)
            defer { previous = middle; middle = next }
            guard (middle - previous) * (next - middle) < 0 else { continue }
            // An extremum of the radius of curvature: a cusp of the evolute.
            let sign = middle > previous ? 1.0 : -1.0
            let cusp = extremum(min(t(i - 1), t(i + 1)), max(t(i - 1), t(i + 1))) {
                sign / abs(curvature(at: $0))
            }
            appendChords(from: last, evolutePoint(at: last), to: cusp, evolutePoint(at: cusp),
                         tolerance: tolerance, depth: 0, elements: &elements, into: &out)
            last = cusp
        }
        appendChords(from: last, evolutePoint(at: last), to: end, evolutePoint(at: end),
                     tolerance: tolerance, depth: 0, elements: &elements, into: &out)
    }

    /// Appends chords of the evolute from `t0` (point `e0`) to `t1` (point `e1`), halving while a
    /// chord strays more than 3/4 of `tolerance` from the evolute's midpoint or quarter points
    /// (the largest sag between them was measured within 4% of the sampled one).
    private func appendChords<B: PathBuilder>(from t0: Double, _ e0: Point, to t1: Double, _ e1: Point,
                                              tolerance: Double, depth: Int, elements: inout Int, into out: inout B) {
        let tm = (t0 + t1) / 2
        let em = evolutePoint(at: tm)
        if depth < Self.maxDepth && elements > 1 {
            let chord = e1 - e0
            let l = chord.length
            var sag = l > 0 ? abs((em - e0).cross(chord)) / l : (em - e0).length
            if sag <= tolerance {
                let ea = evolutePoint(at: t0 + (t1 - t0) * 0.25), eb = evolutePoint(at: t0 + (t1 - t0) * 0.75)
                sag = max(sag, l > 0 ? max(abs((ea - e0).cross(chord)), abs((eb - e0).cross(chord))) / l
                               : max((ea - e0).length, (eb - e0).length))
            }
            if sag > tolerance * 0.75 {
                appendChords(from: t0, e0, to: tm, em, tolerance: tolerance, depth: depth + 1, elements: &elements,
                             into: &out)
                appendChords(from: tm, em, to: t1, e1, tolerance: tolerance, depth: depth + 1, elements: &elements,
                             into: &out)
                return
            }
        }
        out.line(to: e1)
        elements -= 1
    }
}
