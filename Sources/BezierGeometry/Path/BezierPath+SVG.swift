// SVG path data in and out (SVG 1.1, section 8.3 "Path data").

extension BezierPath {
    /// Creates a path from SVG path data, such as the `d` attribute of an SVG `<path>`.
    ///
    /// Every command of SVG 1.1 is read, absolute (upper case) and relative (lower case):
    /// `M L H V C S Q T A Z`, with implicit repetition (a moveto followed by more pairs draws
    /// lines), compact numbers (`1e-3`, `.5.5`, `-1-2`) and arc flags without separators
    /// (`a1 1 0 00 1 1`). `S` and `T` reflect the previous segment's control point only when
    /// the previous command was `C`/`S`, respectively `Q`/`T`; otherwise the control point is the
    /// current point. After `Z`, the current point, and so the origin of relative coordinates, is
    /// the subpath's start. Arcs become one to four cubic Bezier curves of at most 90 degrees
    /// each, following the SVG implementation notes (appendix F.6): radii too small to reach the
    /// end point are scaled up, a zero radius gives a straight line and an arc ending where it
    /// starts is left out.
    ///
    /// Empty (or all-whitespace) data gives an empty path, as SVG specifies. Where SVG renders a
    /// path up to its first error, this initialiser throws instead, so a mistake is never half
    /// drawn. Any text is safe to pass: whatever it holds, the result is a path of finite
    /// coordinates or an error.
    ///
    /// ```swift
    /// let arrow = try BezierPath(svgPathData: "M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0 Z")
    /// ```
    ///
    /// - Parameter svgPathData: SVG path data.
    /// - Throws: ``SVGPathError`` naming the Unicode scalar offset of the first mistake and what
    ///   was expected there: data that does not start with `M` or `m`, a missing or malformed
    ///   number, a number outside the range of `Double` (`1e999`), or coordinates that leave it.
    /// - Complexity: O(*n*) in the length of the data.
    public init(svgPathData: String) throws(SVGPathError) {
        self = try SVGPathParser.parse(svgPathData)
    }

    /// The path as SVG path data in absolute commands, with numbers that read back exactly.
    ///
    /// Elements print as `M x y`, `L x y`, `Q x1 y1 x y`, `C x1 y1 x2 y2 x y` and `Z`, separated by
    /// spaces. Each number is the shortest decimal that parses back to the same `Double`, so
    /// `try BezierPath(svgPathData: path.svgPathData) == path` for every path of finite
    /// coordinates. Integers print without a fraction (`30`, not `30.0`), `-0` as `0`, and
    /// magnitudes outside `[1e-7, 1e21)` with an exponent (`1e-9`, `1.5e300`).
    public var svgPathData: String {
        svgPathData(formatter: SVGNumberFormatter(maximumFractionDigits: nil))
    }

    /// The path as SVG path data with at most a given number of digits after the decimal point,
    /// for display.
    ///
    /// Numbers are rounded half away from zero and trailing zeros are dropped:
    /// with `precision: 2`, `1.0` prints as `1`, `0.125` as `0.13`, `2.999` as `3`. The text no
    /// longer reads back exactly; use ``svgPathData`` for that.
    ///
    /// - Parameter precision: The largest number of fraction digits; values below 0 count as 0.
    /// - Returns: SVG path data in absolute commands.
    package func svgPathData(precision: Int) -> String {
        svgPathData(formatter: SVGNumberFormatter(maximumFractionDigits: max(0, precision)))
    }

    private func svgPathData(formatter: SVGNumberFormatter) -> String {
        var out = ""
        out.reserveCapacity(elements.count * 16)
        func point(_ p: Point) {
            out += " "
            formatter.append(p.x, to: &out)
            out += " "
            formatter.append(p.y, to: &out)
        }
        for element in elements {
            if !out.isEmpty { out += " " }
            switch element {
            case .move(let p):
                out += "M"
                point(p)
            case .line(let p):
                out += "L"
                point(p)
            case .quad(let p, let c):
                out += "Q"
                point(c)
                point(p)
            case .cubic(let p, let c1, let c2):
                out += "C"
                point(c1)
                point(c2)
                point(p)
            case .close:
                out += "Z"
            }
        }
        return out
    }
}

extension BezierPath: CustomStringConvertible {
    /// The path as SVG path data (``svgPathData``), e.g. `M 0 0 L 10 0 Z`.
    public var description: String { svgPathData }
}
