import BezierArrow

/// Swift source text for values, printed so the compiler reads back exactly the same bits.
public enum SwiftLiteral {
    /// A finite `Double` with the fewest digits that round-trip (Swift's own `description`,
    /// Steele-White/Grisu style shortest output), without a trailing `.0` on whole numbers:
    /// `19`, `0.1`, `1e-05`, `-0.0` (kept, since the integer literal `-0` would be +0).
    ///
    /// Whole numbers print as integer literals only below 2^53, where every integer is exact, and
    /// `description` switches to exponent form above 2^53 anyway.
    public static func double(_ v: Double) -> String {
        let text = v.description
        if text.hasSuffix(".0") && !(v == 0 && v.sign == .minus) { return String(text.dropLast(2)) }
        return text
    }

    /// `Point(x, y)`.
    public static func point(_ p: Point) -> String { "Point(\(double(p.x)), \(double(p.y)))" }

    /// `(x, y)`, for messages.
    public static func pair(_ p: Point) -> String { "(\(double(p.x)), \(double(p.y)))" }

    /// `Rect(x: …, y: …, width: …, height: …)`.
    public static func rect(_ r: Rect) -> String {
        "Rect(x: \(double(r.minX)), y: \(double(r.minY)), width: \(double(r.width)), height: \(double(r.height)))"
    }

    /// A string literal, escaped.
    public static func string(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if c.value < 0x20 || c.value == 0x7F {
                    out += "\\u{\(String(c.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }

    /// `.fixed`, `.follow`: an enumeration case as Swift spells it.
    public static func orientation(_ o: ArrowOrientation) -> String {
        switch o {
        case .fixed: ".fixed"
        case .follow: ".follow"
        }
    }
    /// `.rigid`, `.scaled`.
    public static func handles(_ h: HandlePolicy) -> String {
        switch h {
        case .rigid: ".rigid"
        case .scaled: ".scaled"
        }
    }
    /// `.nonZero`, `.evenOdd`.
    public static func fillRule(_ f: FillRule) -> String {
        switch f {
        case .nonZero: ".nonZero"
        case .evenOdd: ".evenOdd"
        }
    }

    /// An element of a path, as `BezierPath([...])` takes it: `.move(to: Point(0, 19))`.
    public static func element(_ e: PathElement) -> String {
        switch e {
        case .move(let p): ".move(to: \(point(p)))"
        case .line(let p): ".line(to: \(point(p)))"
        case .quad(let p, let c): ".quad(to: \(point(p)), control: \(point(c)))"
        case .cubic(let p, let c1, let c2): ".cubic(to: \(point(p)), control1: \(point(c1)), control2: \(point(c2)))"
        case .close: ".close"
        }
    }
}
