/// The zeros of a polynomial given by its Bernstein coefficients on `0...1`.
package enum BernsteinRoots {
    /// The value at `t`, by de Casteljau's construction (stable for every `t` in `0...1`).
    package static func value(_ c: [Double], at t: Double) -> Double {
        var b = c
        for level in stride(from: b.count - 1, to: 0, by: -1) {
            for i in 0..<level { b[i] = b[i] + (b[i + 1] - b[i]) * t }
        }
        return b[0]
    }

    /// The parameters in `(0, 1)` where a polynomial of degree 1 to 3 crosses or touches zero,
    /// ascending, each once.
    ///
    /// The interval is cut where the derivative vanishes (a quadratic or linear equation), so
    /// the polynomial is monotone on each stretch; a stretch whose ends have opposite signs
    /// holds one root, found by bisection until the bracket cannot shrink; a stretch end that is
    /// exactly zero (a tangency) is a root too. A polynomial that is zero everywhere has none.
    ///
    /// - Parameter c: The Bernstein coefficients, 2 to 4 of them.
    /// - Returns: The roots strictly between 0 and 1.
    package static func roots(_ c: [Double]) -> [Double] {
        // The stretches' ends: 0, the derivative's roots in (0, 1), 1.
        var ends = [0.0]
        switch c.count {
        case 4:
            // The derivative over 3, in Bernstein form d0, d1, d2, as a power-basis quadratic.
            let d0 = c[1] - c[0], d1 = c[2] - c[1], d2 = c[3] - c[2]
            let r = solveQuadratic(d0 - 2 * d1 + d2, 2 * (d1 - d0), d0)
            if r.count > 0, r.r0 > 0, r.r0 < 1 { ends.append(r.r0) }
            if r.count > 1, r.r1 > 0, r.r1 < 1, r.r1 != r.r0 { ends.append(r.r1) }
        case 3:
            let d0 = c[1] - c[0], d1 = c[2] - c[1]
            if d0 != d1 {
                let t = d0 / (d0 - d1)
                if t > 0, t < 1 { ends.append(t) }
            }
        default:
            break
        }
        ends.append(1)
        var roots: [Double] = []
        func add(_ t: Double) {
            if t > 0, t < 1, roots.last != t { roots.append(t) }
        }
        var lo = 0.0, fLo = c[0]
        for hi0 in ends.dropFirst() {
            let fHi0 = value(c, at: hi0)
            if fLo == 0 {
                add(lo)
            } else if fHi0 != 0, (fLo < 0) != (fHi0 < 0) {
                // One sign change on a monotone stretch: bisect.
                var a = lo, b = hi0
                let aIsNegative = fLo < 0
                while true {
                    let m = a + (b - a) / 2
                    guard m > a, m < b else { break }
                    let fm = value(c, at: m)
                    if fm == 0 {
                        a = m
                        b = m
                        break
                    }
                    if (fm < 0) == aIsNegative { a = m } else { b = m }
                }
                add(a + (b - a) / 2)
            }
            lo = hi0
            fLo = fHi0
        }
        return roots
    }
}
