extension OffsetCurve {
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
    func extremum(_ lo: Double, _ hi: Double, _ f: (Double) -> Double) -> Double {
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
}
