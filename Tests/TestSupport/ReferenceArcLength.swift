import BezierGeometry

/// Arc length along one segment by a method that shares nothing with the library's
/// `ArcLengthTable`: adaptive Simpson's rule with Richardson's correction on the speed, computed
/// here from the control points, the parameter range first cut where the speed has a minimum
/// or maximum (so a cusp's kink falls at a cut, not inside a panel). A panel is accepted when
/// its halves' sum agrees with its whole within 15 times its share of the tolerance, the share
/// halving with each level (Lyness's criterion); the tests check it against the closed form of
/// a parabola's length.
package struct ReferenceArcLength {
    /// The derivative's power form `B'(t) = a t^2 + b t + c`.
    let a: Point, b: Point, c: Point
    /// Where the speed is least or greatest inside `0...1`, in order, with 0 and 1.
    let cuts: [Double]
    /// The absolute tolerance of every length: 1e-14 of the control polygon's length.
    package let tolerance: Double

    package init(_ segment: PathSegment) {
        let s = segment.cubic
        let d0 = s.p1 - s.p0, d1 = s.p2 - s.p1, d2 = s.p3 - s.p2
        a = (d0 - d1 * 2 + d2) * 3
        b = (d1 - d0) * 6
        c = d0 * 3
        tolerance = 1e-14 * max(segment.controlPolygonLength, 1e-300)
        // The speed's extremes: the real roots of B' . B'' = 2|a|^2 t^3 + 3 a.b t^2 +
        // (|b|^2 + 2 a.c) t + b.c, a cubic, bracketed on a grid and bisected.
        let (a, b, c) = (a, b, c)
        func dot(_ p: Point, _ q: Point) -> Double { p.x * q.x + p.y * q.y }
        let k3 = 2 * dot(a, a), k2 = 3 * dot(a, b), k1 = dot(b, b) + 2 * dot(a, c), k0 = dot(b, c)
        func g(_ t: Double) -> Double { ((k3 * t + k2) * t + k1) * t + k0 }
        var cuts = [0.0]
        let n = 4096
        for i in 0..<n {
            var lo = Double(i) / Double(n), hi = Double(i + 1) / Double(n)
            guard (g(lo) < 0) != (g(hi) < 0) else { continue }
            for _ in 0..<80 {
                let mid = (lo + hi) / 2
                if (g(mid) < 0) == (g(lo) < 0) { lo = mid } else { hi = mid }
            }
            if lo > 0 && lo < 1 { cuts.append(lo) }
        }
        cuts.append(1)
        self.cuts = cuts
    }

    /// The speed `|B'(t)|`.
    package func speed(at t: Double) -> Double {
        let x = (a.x * t + b.x) * t + c.x, y = (a.y * t + b.y) * t + c.y
        return (x * x + y * y).squareRoot()
    }

    /// The arc length from `t0` to `t1 >= t0`, within ``tolerance``.
    package func length(from t0: Double, to t1: Double) -> Double {
        guard t1 > t0 else { return 0 }
        var sum = 0.0
        var lo = t0
        for cut in cuts where cut > t0 {
            let hi = min(cut, t1)
            if hi > lo {
                let m = (lo + hi) / 2
                let fa = speed(at: lo), fm = speed(at: m), fb = speed(at: hi)
                sum += simpson(lo, hi, fa, fm, fb, whole: (hi - lo) / 6 * (fa + 4 * fm + fb),
                               tolerance: tolerance * (hi - lo), depth: 60)
            }
            lo = hi
            if hi >= t1 { break }
        }
        return sum
    }

    private func simpson(_ lo: Double, _ hi: Double, _ fa: Double, _ fm: Double, _ fb: Double,
                         whole: Double, tolerance: Double, depth: Int) -> Double {
        let m = (lo + hi) / 2
        let fl = speed(at: (lo + m) / 2), fr = speed(at: (m + hi) / 2)
        let left = (m - lo) / 6 * (fa + 4 * fl + fm), right = (hi - m) / 6 * (fm + 4 * fr + fb)
        let difference = left + right - whole
        if depth == 0 || abs(difference) <= 15 * tolerance || !(hi - lo > 1e-15) {
            return left + right + difference / 15
        }
        return simpson(lo, m, fa, fl, fm, whole: left, tolerance: tolerance / 2, depth: depth - 1)
            + simpson(m, hi, fm, fr, fb, whole: right, tolerance: tolerance / 2, depth: depth - 1)
    }

    /// The parameter where the arc length from 0 reaches `s` (clamped to the segment), by
    /// bisection on ``length(from:to:)`` until the bracket is 1e-15 wide, each step measuring
    /// only from the bracket's lower end; the search starts at `t0`, where the length is `s0`.
    package func parameter(atLength s: Double, from t0: Double = 0, lengthThere s0: Double = 0) -> Double {
        var lo = t0, hi = 1.0, below = s0
        guard s > s0 else { return t0 }
        for _ in 0..<60 where hi - lo > 1e-15 {
            let mid = (lo + hi) / 2
            let l = below + length(from: lo, to: mid)
            if l < s { lo = mid; below = l } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
