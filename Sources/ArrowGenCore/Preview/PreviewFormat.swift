import BezierArrow

/// How previews print numbers and coordinates, in text (the REPL, `arrowgen preview`) and in SVG
/// pictures alike: as people write them, `200.1`, not `200.10000000000002` nor `200.10`.
///
/// One rule, ``SVGNumberFormatter`` rounding to ``fractionDigits`` digits: halves away from
/// zero on the shortest decimal that reads back as the value (so `1.00005` is `1.0001`, as it
/// reads), trailing zeros cut, `-0` as `0`, the same on every platform and locale. JSON output
/// does not use it: it keeps the shortest text that reads back as the same `Double`, and so does
/// SVG template export, which must read back as exactly the same template.
package enum PreviewFormat {
    /// Digits after the point: a ten-thousandth of a template unit. A picture shows at least the
    /// tap target, 35 units across by default, in at most 640 pixels, so the rounding moves a
    /// point by less than a hundredth of a pixel: drawings stay exact to the eye.
    package static let fractionDigits = 4

    /// The formatter behind every number printed here.
    package static let formatter = SVGNumberFormatter(maximumFractionDigits: fractionDigits)

    /// A number with at most ``fractionDigits`` decimals, trailing zeros cut (`12.5`, `3`, `0`
    /// for `-0.00001`); NaN and infinities print as `nan`, `inf`, `-inf` (they never reach a
    /// path, but a message may quote them).
    package static func number(_ x: Double) -> String {
        formatter.string(x)
    }

    /// A point as `(x, y)`: `(200, 139)`, `(99.0384, 70.7215)`.
    package static func point(_ p: Point) -> String {
        "(\(number(p.x)), \(number(p.y)))"
    }

    /// A rectangle as `x 0 y 0 width 200 height 38`, or `empty`.
    package static func rect(_ r: Rect) -> String {
        guard !r.isNull else { return "empty" }
        return "x \(number(r.minX)) y \(number(r.minY)) width \(number(r.width)) height \(number(r.height))"
    }

    /// A path as SVG path data with numbers as ``number(_:)`` prints them.
    package static func pathData(_ path: BezierPath) -> String {
        path.svgPathData(precision: fractionDigits)
    }
}
