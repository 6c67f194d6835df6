import BezierArrow

/// Number and coordinate formatting shared by the REPL and `arrowgen preview`.
///
/// Written with the standard library only (no `String(format:)`) so the output is the same on
/// every platform and locale: a fixed number of decimals, a dot as separator, never `-0.00`.
public enum PreviewFormat {
    /// A number with a fixed number of decimals (`12.5` -> `"12.50"`), rounding halves away from
    /// zero.
    ///
    /// Magnitudes too large for exact fixed-point printing (at or above 1e15) fall back to
    /// Swift's shortest round-trip form; NaN and infinities print as `nan`, `inf`, `-inf` (they
    /// never reach a path, but a message may quote them).
    ///
    /// - Parameters:
    ///   - x: the number.
    ///   - decimals: digits after the dot, 0 to 9.
    /// - Returns: the text.
    public static func number(_ x: Double, decimals: Int = 2) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
        let digits = min(max(decimals, 0), 9)
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = (x * Double(scale)).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9e15, abs(x) < 1e15 else { return "\(x)" }
        let n = Int64(scaled)
        if n == 0 { return digits == 0 ? "0" : "0." + String(repeating: "0", count: digits) }
        let magnitude = n.magnitude
        let whole = magnitude / UInt64(scale)
        var text = (n < 0 ? "-" : "") + String(whole)
        if digits > 0 {
            let fraction = String(magnitude % UInt64(scale))
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }

    /// A number with at most `decimals` decimals and no trailing zeros (`12.50` -> `"12.5"`,
    /// `3.00` -> `"3"`): compact numbers for SVG attributes.
    public static func compact(_ x: Double, decimals: Int = 3) -> String {
        var text = number(x, decimals: decimals)
        guard text.contains("."), !text.contains("e") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A point as `(x, y)` with two decimals.
    public static func point(_ p: Point) -> String {
        "(\(number(p.x)), \(number(p.y)))"
    }

    /// A rectangle as `x 0.00 y 0.00 width 200.00 height 38.00`.
    public static func rect(_ r: Rect) -> String {
        guard !r.isNull else { return "empty" }
        return "x \(number(r.minX)) y \(number(r.minY)) width \(number(r.width)) height \(number(r.height))"
    }
}
