/// The speed `|B'(t)|` of a segment, from the derivative's power form `B'(t) = a t^2 + b t + c`:
/// what ``ArcLengthTable`` integrates, and whose complex roots cut its intervals.
struct Speed {
    let a: Point, b: Point, c: Point

    init(_ curve: CubicSegment) {
        let d0 = curve.p1 - curve.p0, d1 = curve.p2 - curve.p1, d2 = curve.p3 - curve.p2
        a = (d0 - d1 * 2 + d2) * 3
        b = (d1 - d0) * 6
        c = d0 * 3
    }

    init(_ segment: PathSegment) {
        switch segment {
        case .line(let s): self.init(a: .zero, b: .zero, c: s.p1 - s.p0)
        case .quad(let s): self.init(a: .zero, b: (s.p0 - s.p1 * 2 + s.p2) * 2, c: (s.p1 - s.p0) * 2)
        case .cubic(let s): self.init(s)
        }
    }

    private init(a: Point, b: Point, c: Point) {
        self.a = a
        self.b = b
        self.c = c
    }

    /// The speed at `t`. Evaluated from the derivative's coordinates, not from the squared
    /// speed's quartic, which would lose half the digits near a cusp.
    @inline(__always)
    func callAsFunction(_ t: Double) -> Double {
        let x = (a.x * t + b.x) * t + c.x, y = (a.y * t + b.y) * t + c.y
        return (x * x + y * y).squareRoot()
    }

    /// The roots of the complex quadratic `A t^2 + B t + C` with `A = a.x + i a.y` (and so on),
    /// by the cancellation-free form of the quadratic formula; a missing or non-finite root is
    /// given as infinitely far (a constant derivative has none, a linear one one).
    var roots: (Complex, Complex) {
        let qa = Complex(a.x, a.y), qb = Complex(b.x, b.y), qc = Complex(c.x, c.y)
        let far = Complex(.greatestFiniteMagnitude, 0)
        func finite(_ r: Complex) -> Complex { r.re.isFinite && r.im.isFinite ? r : far }
        if qa.isZero {
            return (qb.isZero ? far : finite(-qc / qb), far)
        }
        let d = (qb * qb - qa * qc * 4).squareRoot()
        // Add the square root with the sign that makes the sum largest.
        let plus = qb + d, minus = qb - d
        let q = (plus.magnitudeSquared >= minus.magnitudeSquared ? plus : minus) * -0.5
        if q.isZero { return (Complex(0, 0), Complex(0, 0)) }
        return (finite(q / qa), finite(qc / q))
    }
}
