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
}
