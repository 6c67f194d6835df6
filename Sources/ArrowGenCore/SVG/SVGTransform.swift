import BezierArrow

/// Parses SVG `transform` attribute values into an ``Transform2D``.
///
/// The grammar is SVG 1.1's transform list (section 7.6): functions separated by white space
/// and/or a comma, each `name(numbers)` with numbers separated by `comma-wsp`:
/// `matrix(a b c d e f)`, `translate(tx [ty])`, `scale(sx [sy])`, `rotate(angle [cx cy])` (degrees,
/// about the origin or `(cx, cy)`), `skewX(angle)`, `skewY(angle)`. A list applies right to left:
/// `translate(10) scale(2)` scales first, as if each function were a nested group.
enum SVGTransform {
    /// The transform an attribute value describes.
    ///
    /// - Throws: ``SVGValueError`` at the offending character: an unknown function, a missing
    ///   parenthesis, a wrong number of arguments, a bad or huge number, or a product that
    ///   overflows.
    static func parse(_ value: String) throws(SVGValueError) -> Transform2D {
        var s = SVGValueScanner(value)
        var total = Transform2D.identity
        s.skipSpaces()
        while !s.isAtEnd {
            let nameStart = s.index
            while let b = s.peek, (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) {
                s.index += 1
            }
            let name = String(decoding: s.bytes[nameStart..<s.index], as: UTF8.self)
            guard !name.isEmpty else {
                throw SVGValueError(offset: nameStart, message: "expected a transform function (matrix, translate, scale, rotate, skewX, skewY), found \(s.describeNext)")
            }
            guard let arity = arities[name] else {
                throw SVGValueError(offset: nameStart, message: "unknown transform function '\(name)': expected matrix, translate, scale, rotate, skewX or skewY (case matters)")
            }
            s.skipSpaces()
            guard s.peek == UInt8(ascii: "(") else {
                throw SVGValueError(offset: s.index, message: "expected '(' after '\(name)', found \(s.describeNext)")
            }
            s.index += 1
            s.skipSpaces()
            var args: [Double] = []
            while s.isAtNumber {
                args.append(try s.number("a number"))
                s.skipSeparator()
            }
            guard s.peek == UInt8(ascii: ")") else {
                throw SVGValueError(offset: s.index, message: "expected a number or ')' in '\(name)(...)', found \(s.describeNext)")
            }
            guard arity.contains(args.count) else {
                let counts = arity.map(String.init).joined(separator: " or ")
                throw SVGValueError(offset: nameStart, message: "'\(name)' takes \(counts) numbers, found \(args.count)")
            }
            s.index += 1
            // The function applies inside what came before it.
            total = function(name, args).concatenating(total)
            guard [total.a, total.b, total.c, total.d, total.tx, total.ty].allSatisfy(\.isFinite) else {
                throw SVGValueError(offset: nameStart, message: "the transform list overflows here: the product of its transforms is not finite")
            }
            s.skipSeparator()
        }
        return total
    }

    /// The numbers of arguments each function accepts.
    private static let arities: [String: [Int]] = [
        "matrix": [6], "translate": [1, 2], "scale": [1, 2], "rotate": [1, 3], "skewX": [1], "skewY": [1],
    ]

    private static func function(_ name: String, _ v: [Double]) -> Transform2D {
        switch name {
        case "matrix":
            return Transform2D(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case "translate":
            return Transform2D(translationX: v[0], y: v.count > 1 ? v[1] : 0)
        case "scale":
            return Transform2D(scaleX: v[0], y: v.count > 1 ? v[1] : v[0])
        case "rotate":
            let (co, si) = cosSin(degrees: v[0])
            let r = Transform2D(a: co, b: si, c: -si, d: co, tx: 0, ty: 0)
            guard v.count == 3 else { return r }
            // rotate(a, cx, cy) = translate(cx, cy) rotate(a) translate(-cx, -cy).
            return Transform2D(translationX: -v[1], y: -v[2]).concatenating(r)
                .concatenating(Transform2D(translationX: v[1], y: v[2]))
        case "skewX":
            return Transform2D(a: 1, b: 0, c: tan(v[0] * .pi / 180), d: 1, tx: 0, ty: 0)
        default: // skewY
            return Transform2D(a: 1, b: tan(v[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
        }
    }

    /// Cosine and sine of an angle in degrees, exact for multiples of 90 degrees so that a
    /// quarter turn keeps rectangles exactly axis-aligned (`cos(pi / 2)` is 6e-17, not 0).
    static func cosSin(degrees: Double) -> (Double, Double) {
        let r = degrees.truncatingRemainder(dividingBy: 360)
        switch r {
        case 0: return (1, 0)
        case 90, -270: return (0, 1)
        case 180, -180: return (-1, 0)
        case 270, -90: return (0, -1)
        default:
            let radians = degrees * .pi / 180
            return (cos(radians), sin(radians))
        }
    }
}
