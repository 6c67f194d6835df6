import BezierArrow

/// Swift source text for values, printed so the compiler reads back exactly the same bits.
package enum SwiftLiteral {
    /// A finite `Double` with the fewest digits that round-trip (Swift's own `description`,
    /// Steele-White/Grisu style shortest output), without a trailing `.0` on whole numbers:
    /// `19`, `0.1`, `1e-05`, `-0.0` (kept, since the integer literal `-0` would be +0).
    ///
    /// Whole numbers print as integer literals only below 2^53, where every integer is exact, and
    /// `description` switches to exponent form above 2^53 anyway.
    package static func double(_ v: Double) -> String {
        let text = v.description
        if text.hasSuffix(".0") && !(v == 0 && v.sign == .minus) { return String(text.dropLast(2)) }
        return text
    }

    /// `Point(x, y)`, its type name after `prefix` (a module qualifier such as `BezierArrow.`).
    package static func point(_ p: Point, prefix: String = "") -> String {
        "\(prefix)Point(\(double(p.x)), \(double(p.y)))"
    }

    /// `(x, y)`, for messages.
    package static func pair(_ p: Point) -> String { "(\(double(p.x)), \(double(p.y)))" }

    /// `Rect(x: …, y: …, width: …, height: …)`, its type name after `prefix`.
    package static func rect(_ r: Rect, prefix: String = "") -> String {
        "\(prefix)Rect(x: \(double(r.minX)), y: \(double(r.minY)), width: \(double(r.width)), height: \(double(r.height)))"
    }

    /// Text to put inside a `//` or `///` comment or a doc comment's code voice: every control
    /// character (a newline would end the comment) and the backtick (which would end code voice)
    /// written as a Swift escape, `\u{A}`, so a file named with them still gives a file that compiles.
    package static func commentText(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            if c.value < 0x20 || c.value == 0x7F || c == "`" || c == "\u{2028}" || c == "\u{2029}" {
                out += "\\u{\(String(c.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A string literal, escaped.
    package static func string(_ s: String) -> String {
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

    /// `.fixed`, `.scaled`, `.evenOdd`: an option as Swift spells its case.
    ///
    /// The option enumerations keep the standard description, which is the case's name as
    /// declared, so one function serves every option list and a new case needs no code here;
    /// the golden files and a test of every case hold it to that.
    package static func option<T: NamedOption>(_ option: T) -> String {
        "." + String(describing: option)
    }

    /// An element of a path, as `BezierPath([...])` takes it: `.move(to: Point(0, 19))`, the
    /// points' type name after `prefix`.
    package static func element(_ e: PathElement, prefix: String = "") -> String {
        func point(_ p: Point) -> String { SwiftLiteral.point(p, prefix: prefix) }
        return switch e {
        case .move(let p): ".move(to: \(point(p)))"
        case .line(let p): ".line(to: \(point(p)))"
        case .quad(let p, let c): ".quad(to: \(point(p)), control: \(point(c)))"
        case .cubic(let p, let c1, let c2): ".cubic(to: \(point(p)), control1: \(point(c1)), control2: \(point(c2)))"
        case .close: ".close"
        }
    }
}
