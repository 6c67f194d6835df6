/// Reads the numbers, lengths and separators of SVG attribute values (`points`, `transform`,
/// `x`, `viewBox`), with the byte offset of every mistake.
///
/// Numbers follow SVG 1.1's grammar (section 4.2 and the path data BNF): an optional sign,
/// digits with an optional fraction or a fraction alone, and an optional exponent; `1.5.5` is
/// two numbers and `-1-2` too, as renderers read them. A number too large for a `Double` is an
/// error, never an infinity.
struct SVGValueScanner {
    /// The value's UTF-8 bytes.
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var index = 0

    /// A scanner at the start of a value.
    init(_ value: String) { bytes = Array(value.utf8) }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, if any.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// XML white space (SVG's `wsp`).
    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    /// Skips white space.
    mutating func skipSpaces() {
        while let b = peek, Self.isSpace(b) { index += 1 }
    }

    /// Skips SVG's `comma-wsp`: white space, at most one comma, white space.
    mutating func skipSeparator() {
        skipSpaces()
        if peek == UInt8(ascii: ",") {
            index += 1
            skipSpaces()
        }
    }

    /// Whether a number can start at the current position.
    var isAtNumber: Bool {
        guard let b = peek else { return false }
        return (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-")
            || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    /// Describes the next character for a message: `'x'` or "the end of the value".
    var describeNext: String {
        guard index < bytes.count else { return "the end of the value" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }

    /// Reads a number.
    ///
    /// - Parameter what: names the number in messages (`"a coordinate"`).
    /// - Throws: ``SVGValueError`` at the first byte that cannot start a number, or at the start
    ///   of a number that does not fit in a `Double`.
    mutating func number(_ what: String = "a number") throws(SVGValueError) -> Double {
        let start = index
        func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        if peek == UInt8(ascii: "-") || peek == UInt8(ascii: "+") { index += 1 }
        var digits = 0
        while isDigit(peek) { index += 1; digits += 1 }
        if peek == UInt8(ascii: "."), digits > 0 || (index + 1 < bytes.count && isDigit(bytes[index + 1])) {
            index += 1
            while isDigit(peek) { index += 1; digits += 1 }
        }
        guard digits > 0 else {
            index = start
            throw SVGValueError(offset: start, message: "expected \(what), found \(describeNext)")
        }
        // An exponent only when digits follow: `2em` is 2 followed by the unit `em`.
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            var j = index + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
            if j < bytes.count, isDigit(bytes[j]) {
                index = j
                while isDigit(peek) { index += 1 }
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SVGValueError(offset: start, message: "the number '\(text)' is too large to be a finite number")
        }
        return value
    }

    /// Reads a length: a number and an optional unit, converted to user units (px).
    ///
    /// CSS absolute units convert at 96 px per inch (CSS Values 3, section 6.2). Percentages and
    /// font-relative units depend on a viewport or a font a template does not have: errors.
    mutating func length(_ what: String) throws(SVGValueError) -> Double {
        let value = try number(what)
        let unitStart = index
        while let b = peek, (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "%") {
            index += 1
        }
        let unit = String(decoding: bytes[unitStart..<index], as: UTF8.self).lowercased()
        let scale: Double
        switch unit {
        case "", "px": scale = 1
        case "pt": scale = 96.0 / 72.0
        case "pc": scale = 16
        case "in": scale = 96
        case "cm": scale = 96.0 / 2.54
        case "mm": scale = 96.0 / 25.4
        case "q": scale = 96.0 / 101.6
        default:
            throw SVGValueError(offset: unitStart, message: "unit '\(unit)' is not supported for \(what): use user units (a plain number, px) or an absolute unit (pt, pc, in, cm, mm)")
        }
        let result = value * scale
        guard result.isFinite else {
            throw SVGValueError(offset: unitStart, message: "\(what) is too large to be a finite number")
        }
        return result
    }

    /// Throws unless only white space remains.
    mutating func expectEnd(after what: String) throws(SVGValueError) {
        skipSpaces()
        guard isAtEnd else {
            throw SVGValueError(offset: index, message: "unexpected \(describeNext) after \(what)")
        }
    }

    /// Reads a whole attribute value that must be exactly one length.
    static func length(_ value: String, _ what: String) throws(SVGValueError) -> Double {
        var s = SVGValueScanner(value)
        s.skipSpaces()
        let v = try s.length(what)
        try s.expectEnd(after: what)
        return v
    }

    /// Reads a whole attribute value that is a list of numbers separated by `comma-wsp`.
    static func numbers(_ value: String, _ what: String) throws(SVGValueError) -> [Double] {
        var s = SVGValueScanner(value)
        var out: [Double] = []
        s.skipSpaces()
        while !s.isAtEnd {
            out.append(try s.number(what))
            s.skipSeparator()
        }
        return out
    }
}
