/// A hand-written scanner and parser for SVG 1.1 path data (section 8.3.9, "The grammar for
/// path data"), working on the text's UTF-8 bytes.
///
/// It reads the grammar exactly: whitespace is space, tab, CR, LF and form feed (SVG 2 adds form
/// feed); a comma may stand between two arguments, never before a command letter nor after the
/// last argument; a moveto followed by more coordinate pairs continues with implicit linetos;
/// numbers may run together where the grammar allows (`.5.5`, `-1-2`, `1e-3`), and arc flags are
/// single characters that need no separator (`a1 1 0 00 1 1`).
///
/// All positions are UTF-8 byte indexes while scanning; only an error converts its position to
/// a Unicode scalar offset (see ``SVGPathError/offset``). The text a Swift `String` holds is
/// always valid UTF-8, so every byte sequence the caller decoded is scanned safely.
struct SVGPathParser {
    /// The text's UTF-8 bytes, copied once: an array's subscript checks its bounds.
    private let bytes: [UInt8]
    private var position = 0
    private var path = BezierPath()
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The control point a following S (after C/S) or T (after Q/T) reflects, per SVG 1.1 8.3.6/8.3.7.
    private var reflection = Reflection.none
    /// The command letter whose arguments are being read, for messages.
    private var command: UInt8 = 0
    /// Where the current argument group started, for errors about the group as a whole.
    private var groupStart = 0

    private enum Reflection {
        case none
        case cubic(Point)
        case quad(Point)
    }

    /// Parses path data into a path.
    ///
    /// - Parameter text: SVG path data.
    /// - Returns: The path; empty for empty or all-whitespace data.
    /// - Throws: ``SVGPathError`` at the first mistake.
    static func parse(_ text: String) throws(SVGPathError) -> BezierPath {
        var parser = SVGPathParser(bytes: Array(text.utf8))
        return try parser.parse()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Commands

    private mutating func parse() throws(SVGPathError) -> BezierPath {
        skipWhitespace()
        guard position < bytes.count else { return path }
        let first = bytes[position]
        guard first == ASCII.M || first == ASCII.m else {
            throw error(at: position, "expected 'M' or 'm' at the start of path data, found \(found(at: position))")
        }
        // About one element per 8 bytes of typical path data: avoids most regrowth.
        path.reserveCapacity(bytes.count / 8 + 1)
        while true {
            command = bytes[position]
            position += 1
            if command | 0x20 == ASCII.z {
                path.close()
                current = subpathStart
                reflection = .none
                skipWhitespace()
                guard position < bytes.count else { return path }
                guard Self.isCommandLetter(bytes[position]) else {
                    throw error(at: position, "expected a command letter after '\(Self.text(command))', found \(found(at: position))")
                }
                continue
            }
            skipWhitespace()
            try parseGroup(isFirst: true)
            // More argument groups repeat the command (after a moveto: implicit linetos).
            while true {
                skipWhitespace()
                guard position < bytes.count else { return path }
                let b = bytes[position]
                if b == ASCII.comma {
                    position += 1
                    skipWhitespace()
                    guard position < bytes.count, Self.startsNumber(bytes[position]) else {
                        throw error(at: position, "expected a number after ',', found \(found(at: position))")
                    }
                    try parseGroup(isFirst: false)
                } else if Self.startsNumber(b) {
                    try parseGroup(isFirst: false)
                } else if Self.isCommandLetter(b) {
                    break
                } else if Self.isASCIILetter(b) {
                    throw error(at: position, "unknown command \(found(at: position)): expected one of M L H V C S Q T A Z, "
                                + "or a lowercase one for relative coordinates")
                } else {
                    throw error(at: position, "expected a number or a command letter, found \(found(at: position))")
                }
            }
        }
    }

    /// Reads one set of arguments of ``command`` and draws it.
    private mutating func parseGroup(isFirst: Bool) throws(SVGPathError) {
        groupStart = position
        let lower = command | 0x20
        // Absolute coordinates are added to -0, which leaves every number as it is (0 + -0 would
        // be 0), so `-0` reads back as written.
        let base = command == lower ? current : Point(-0.0, -0.0)
        var index = 0
        switch lower {
        case ASCII.m:
            let p = base + (try pair("x", "y", &index, isFirst: isFirst))
            try checkFinite(p)
            if isFirst {
                path.move(to: p)
                subpathStart = p
            } else {
                path.line(to: p)
            }
            current = p
            reflection = .none
        case ASCII.l:
            let p = base + (try pair("x", "y", &index, isFirst: isFirst))
            try checkFinite(p)
            path.line(to: p)
            current = p
            reflection = .none
        case ASCII.h:
            let p = Point(base.x + (try number("x", &index, isFirst: isFirst)), current.y)
            try checkFinite(p)
            path.line(to: p)
            current = p
            reflection = .none
        case ASCII.v:
            let p = Point(current.x, base.y + (try number("y", &index, isFirst: isFirst)))
            try checkFinite(p)
            path.line(to: p)
            current = p
            reflection = .none
        case ASCII.c:
            let c1 = base + (try pair("x1", "y1", &index, isFirst: isFirst))
            let c2 = base + (try pair("x2", "y2", &index, isFirst: isFirst))
            let p = base + (try pair("x", "y", &index, isFirst: isFirst))
            try cubic(to: p, c1, c2)
        case ASCII.s:
            let c2 = base + (try pair("x2", "y2", &index, isFirst: isFirst))
            let p = base + (try pair("x", "y", &index, isFirst: isFirst))
            let c1: Point
            if case .cubic(let previous) = reflection { c1 = current + (current - previous) } else { c1 = current }
            try cubic(to: p, c1, c2)
        case ASCII.q:
            let c = base + (try pair("x1", "y1", &index, isFirst: isFirst))
            let p = base + (try pair("x", "y", &index, isFirst: isFirst))
            try quad(to: p, c)
        case ASCII.t:
            let p = base + (try pair("x", "y", &index, isFirst: isFirst))
            let c: Point
            if case .quad(let previous) = reflection { c = current + (current - previous) } else { c = current }
            try quad(to: p, c)
        default: // ASCII.a: the only command letter left
            let rx = try number("rx", &index, isFirst: isFirst)
            let ry = try number("ry", &index, isFirst: false)
            let rotation = try number("x-axis-rotation", &index, isFirst: false)
            let largeArc = try flag("large-arc-flag", &index)
            let sweep = try flag("sweep-flag", &index)
            let p = base + (try pair("x", "y", &index, isFirst: false))
            try checkFinite(p)
            let arc = SVGArc(start: current, end: p, radiusX: rx, radiusY: ry, xAxisRotation: rotation,
                             largeArc: largeArc, sweep: sweep)
            guard arc.append(to: &path) else { throw outOfRange() }
            current = p
            reflection = .none
        }
    }

    private mutating func cubic(to p: Point, _ c1: Point, _ c2: Point) throws(SVGPathError) {
        guard p.isFinite, c1.isFinite, c2.isFinite else { throw outOfRange() }
        path.cubic(to: p, control1: c1, control2: c2)
        current = p
        reflection = .cubic(c2)
    }

    private mutating func quad(to p: Point, _ c: Point) throws(SVGPathError) {
        guard p.isFinite, c.isFinite else { throw outOfRange() }
        path.quad(to: p, control: c)
        current = p
        reflection = .quad(c)
    }

    private func checkFinite(_ p: Point) throws(SVGPathError) {
        guard p.isFinite else { throw outOfRange() }
    }

    /// A relative coordinate, a reflected control point or an arc that leaves the range of `Double`.
    private func outOfRange() -> SVGPathError {
        error(at: groupStart, "'\(Self.text(command))' reaches a point beyond the range of Double "
              + "(expected coordinates within ±1.8e308)")
    }

    // MARK: Arguments

    /// Reads a coordinate pair.
    private mutating func pair(_ xName: StaticString, _ yName: StaticString, _ index: inout Int,
                               isFirst: Bool) throws(SVGPathError) -> Point {
        let x = try number(xName, &index, isFirst: isFirst)
        let y = try number(yName, &index, isFirst: isFirst)
        return Point(x, y)
    }

    /// Reads the next number argument; `index` counts the arguments read in this group.
    ///
    /// The first argument of a group follows the separators the caller already skipped; the
    /// others may be preceded by `comma-wsp`.
    private mutating func number(_ name: StaticString, _ index: inout Int, isFirst: Bool) throws(SVGPathError) -> Double {
        if index > 0 { skipCommaWhitespace() }
        defer { index += 1 }
        if let value = try scanNumber() { return value }
        if index == 0 && isFirst {
            throw error(at: position, "expected a number after '\(Self.text(command))', found \(found(at: position))")
        }
        throw error(at: position, "expected a number for \(name) of '\(Self.text(command))', found \(found(at: position))")
    }

    /// Reads an arc flag: a single `0` or `1`, which needs no separator after it.
    private mutating func flag(_ name: StaticString, _ index: inout Int) throws(SVGPathError) -> Bool {
        skipCommaWhitespace()
        index += 1
        if position < bytes.count {
            switch bytes[position] {
            case ASCII.zero: position += 1; return false
            case ASCII.zero + 1: position += 1; return true
            default: break
            }
        }
        throw error(at: position, "expected 0 or 1 for \(name) of '\(Self.text(command))', found \(found(at: position))")
    }

    // MARK: Numbers

    /// Powers of ten that are exact in a `Double` (Clinger's fast path).
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Scans a number per the SVG grammar: `sign? (digits ('.' digits?)? | '.' digits) exponent?`.
    ///
    /// Conversion is correctly rounded: when the decimal significand fits in 53 bits and the
    /// power of ten is exact (|e| <= 22), one multiplication or division rounds once (Clinger,
    /// "How to read floating point numbers accurately", 1990); anything else goes to the
    /// standard library's `Double(_: String)`, which is correctly rounded too.
    ///
    /// - Returns: The value, or `nil` (having consumed nothing) if no number starts here.
    /// - Throws: When a number started but is malformed, or its value is out of range.
    private mutating func scanNumber() throws(SVGPathError) -> Double? {
        let start = position
        let n = bytes.count
        var i = position
        var negative = false
        if i < n && (bytes[i] == ASCII.plus || bytes[i] == ASCII.minus) {
            negative = bytes[i] == ASCII.minus
            i += 1
        }
        var significand: UInt64 = 0
        var digitsKept = 0
        var exponent = 0
        var isTruncated = false
        var hasDigits = false
        while i < n, case let d = bytes[i] &- ASCII.zero, d < 10 {
            hasDigits = true
            if digitsKept < 19 {
                if significand != 0 || d != 0 {
                    significand = significand * 10 + UInt64(d)
                    digitsKept += 1
                }
            } else {
                exponent += 1
                if d != 0 { isTruncated = true }
            }
            i += 1
        }
        if i < n && bytes[i] == ASCII.period {
            i += 1
            while i < n, case let d = bytes[i] &- ASCII.zero, d < 10 {
                hasDigits = true
                if digitsKept < 19 {
                    if significand != 0 || d != 0 {
                        significand = significand * 10 + UInt64(d)
                        digitsKept += 1
                    }
                    exponent -= 1
                } else if d != 0 {
                    isTruncated = true
                }
                i += 1
            }
        }
        guard hasDigits else {
            if i == start { return nil }
            throw error(at: i, "expected a digit after '\(Self.text(bytes[i - 1]))', found \(found(at: i))")
        }
        if i < n && (bytes[i] | 0x20) == ASCII.e {
            i += 1
            var exponentNegative = false
            if i < n && (bytes[i] == ASCII.plus || bytes[i] == ASCII.minus) {
                exponentNegative = bytes[i] == ASCII.minus
                i += 1
            }
            var value = 0
            var hasExponentDigits = false
            while i < n, case let d = bytes[i] &- ASCII.zero, d < 10 {
                hasExponentDigits = true
                if value < 1_000_000 { value = value * 10 + Int(d) } // beyond, the result is 0 or inf anyway
                i += 1
            }
            guard hasExponentDigits else {
                throw error(at: i, "expected a digit in the exponent of '\(token(start, i))', found \(found(at: i))")
            }
            exponent += exponentNegative ? -value : value
        }
        position = i
        var result: Double
        if significand == 0 && !isTruncated {
            result = 0
        } else if !isTruncated && significand <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            result = Double(significand)
            if exponent < 0 {
                result /= Self.exactPowersOfTen[-exponent]
            } else {
                result *= Self.exactPowersOfTen[exponent]
            }
        } else {
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            result = abs(Double(text) ?? .infinity)
        }
        guard result.isFinite else {
            throw error(at: start, "number '\(token(start, i))' is out of range (expected a magnitude below 1.8e308)")
        }
        return negative ? -result : result
    }

    // MARK: Separators and character classes

    private mutating func skipWhitespace() {
        while position < bytes.count && Self.isWhitespace(bytes[position]) { position += 1 }
    }

    /// Skips `comma-wsp?`: `wsp* ','? wsp*`.
    private mutating func skipCommaWhitespace() {
        skipWhitespace()
        if position < bytes.count && bytes[position] == ASCII.comma {
            position += 1
            skipWhitespace()
        }
    }

    private static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C
    }

    private static func startsNumber(_ b: UInt8) -> Bool {
        b &- ASCII.zero < 10 || b == ASCII.period || b == ASCII.minus || b == ASCII.plus
    }

    private static func isASCIILetter(_ b: UInt8) -> Bool {
        (b | 0x20) &- ASCII.a < 26
    }

    private static func isCommandLetter(_ b: UInt8) -> Bool {
        switch b | 0x20 {
        case ASCII.m, ASCII.z, ASCII.l, ASCII.h, ASCII.v, ASCII.c, ASCII.s, ASCII.q, ASCII.t, ASCII.a: true
        default: false
        }
    }

    // MARK: Errors

    private func error(at byteIndex: Int, _ message: String) -> SVGPathError {
        SVGPathError(offset: scalarOffset(ofByte: byteIndex), message: message)
    }

    /// The number of Unicode scalars before a byte index: every byte that does not continue a
    /// multi-byte sequence (`10xxxxxx`) starts a scalar.
    private func scalarOffset(ofByte index: Int) -> Int {
        var count = 0
        for b in bytes[..<min(index, bytes.count)] where b & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The scanned text between two byte indexes (ASCII, as only number characters are passed),
    /// shortened in the middle when long.
    private func token(_ start: Int, _ end: Int) -> String {
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        guard text.utf8.count > 24 else { return text }
        return String(text.prefix(10)) + "..." + String(text.suffix(10))
    }

    /// The character at a byte index as a message shows it: `'x'`, `a space`, `U+0000`, `end of data`.
    private func found(at index: Int) -> String {
        guard index < bytes.count else { return "end of data" }
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "an invalid byte" }
        return Self.describe(scalar)
    }

    /// A scalar quoted when it prints as itself, else named or given as `U+XXXX`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case " ": return "a space"
        case "\t": return "a tab"
        case "\n", "\r": return "a line break"
        default: break
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
             .spaceSeparator, .nonspacingMark, .spacingMark, .enclosingMark:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        default:
            return "'\(Character(scalar))'"
        }
    }

    private static func text(_ b: UInt8) -> String {
        String(UnicodeScalar(b))
    }

    /// The ASCII bytes the grammar names.
    private enum ASCII {
        static let zero = UInt8(ascii: "0")
        static let plus = UInt8(ascii: "+")
        static let minus = UInt8(ascii: "-")
        static let period = UInt8(ascii: ".")
        static let comma = UInt8(ascii: ",")
        static let a = UInt8(ascii: "a")
        static let c = UInt8(ascii: "c")
        static let e = UInt8(ascii: "e")
        static let h = UInt8(ascii: "h")
        static let l = UInt8(ascii: "l")
        static let m = UInt8(ascii: "m")
        static let q = UInt8(ascii: "q")
        static let s = UInt8(ascii: "s")
        static let t = UInt8(ascii: "t")
        static let v = UInt8(ascii: "v")
        static let z = UInt8(ascii: "z")
        static let M = UInt8(ascii: "M")
    }
}
