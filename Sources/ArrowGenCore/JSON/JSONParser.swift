/// A strict RFC 8259 JSON parser over UTF-8 bytes that records line and column of every value.
///
/// It never traps, whatever the bytes: malformed input, lone surrogates, deep nesting (limited to
/// ``nestingLimit`` levels) and numbers out of range (parsed as infinity, which callers reject by name) all
/// give a ``JSONSyntaxError`` or a value.
package struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Scalars counted on the current line before `lineStart`-relative offsets; columns count
    /// Unicode scalars, so continuation bytes are skipped when computing them.
    private var depth = 0
    /// Columns already counted on the current line: up to byte `countedIndex`, `countedColumn`.
    /// Values are located in increasing order, so each location continues the count instead of
    /// rescanning the line (which made long lines quadratic).
    private var countedIndex = 0
    private var countedColumn = 1

    /// How deeply arrays and objects may nest: an array or object inside this many others is an
    /// error at its opening bracket.
    ///
    /// The parser descends recursively, so the bound keeps any text, however deeply nested, from
    /// overflowing the stack; a template nests three levels.
    package static let nestingLimit = 512

    /// Parses one JSON document (surrounding white space allowed).
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var p = JSONParser(bytes: Array(text.utf8))
        return try p.parseDocument()
    }

    /// Parses one JSON document from UTF-8 bytes.
    package static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var p = JSONParser(bytes: bytes)
        return try p.parseDocument()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var location: SourceLocation {
        var column = 1
        var i = lineStart
        while i < index && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: line, column: column, offset: index)
    }

    /// ``location``, counting only the bytes since the previous call on the same line.
    private mutating func markLocation() -> SourceLocation {
        if countedIndex < lineStart || countedIndex > index {
            countedIndex = lineStart
            countedColumn = 1
        }
        while countedIndex < index && countedIndex < bytes.count {
            if bytes[countedIndex] & 0xC0 != 0x80 { countedColumn += 1 }
            countedIndex += 1
        }
        return SourceLocation(line: line, column: countedColumn, offset: index)
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: location)
    }

    private var describeCurrent: String {
        guard index < bytes.count else { return "end of input" }
        let b = bytes[index]
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16))"
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
        skipWhitespace()
        let v = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw error("expected end of input after the JSON value, found \(describeCurrent)") }
        return v
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        let loc = markLocation()
        guard index < bytes.count else { throw error("expected a JSON value, found end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: loc)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONValue(.bool(true), at: loc)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONValue(.bool(false), at: loc)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONValue(.null, at: loc)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a JSON value, found \(describeCurrent)")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else {
            throw error("expected a JSON value, found \(describeCurrent)")
        }
        index += w.count
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.nestingLimit { throw error("nesting deeper than \(Self.nestingLimit) levels") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        let loc = markLocation()
        try enter()
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONValue(.object(members), at: loc)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(describeCurrent)")
            }
            let keyLoc = markLocation()
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after key \"\(key)\", found \(describeCurrent)")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyLocation: keyLoc, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}' to continue the object, found end of input") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw error("expected ',' or '}' to continue the object, found \(describeCurrent)")
        }
        depth -= 1
        return JSONValue(.object(members), at: loc)
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        let loc = markLocation()
        try enter()
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return JSONValue(.array(items), at: loc)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']' to continue the array, found end of input") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error("expected ',' or ']' to continue the array, found \(describeCurrent)")
        }
        depth -= 1
        return JSONValue(.array(items), at: loc)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ upTo: Int, into s: inout String.UnicodeScalarView, bytes: [UInt8]) {
            if upTo > runStart {
                s.append(contentsOf: String(decoding: bytes[runStart..<upTo], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string: expected '\"'") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                flush(index, into: &scalars, bytes: bytes)
                index += 1
                return String(scalars)
            }
            if b < 0x20 {
                throw error("control character in a string: write it escaped (\\n, \\t, \\u00XX)")
            }
            if b == UInt8(ascii: "\\") {
                flush(index, into: &scalars, bytes: bytes)
                index += 1
                guard index < bytes.count else { throw error("unterminated escape in a string") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("lone high surrogate \\u\(String(code, radix: 16, uppercase: true)) in a string")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate in a string") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(code) {
                        throw error("lone low surrogate in a string")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape in a string") }
                    scalars.append(scalar)
                default:
                    index -= 1
                    throw error("unknown escape '\\\(Character(Unicode.Scalar(e)))' in a string")
                }
                runStart = index
                continue
            }
            index += 1
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("expected a hex digit after \\u, found \(describeCurrent)")
            }
            v = v * 16 + d
            index += 1
        }
        return v
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let loc = markLocation()
        let start = index
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { throw error("expected a digit in a number, found \(describeCurrent)") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { throw error("a number must not start with a leading zero") }
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw error("expected a digit after '.', found \(describeCurrent)") }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard isDigit(index) else { throw error("expected a digit in the exponent, found \(describeCurrent)") }
            while isDigit(index) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // Double(String) handles the full JSON number grammar; out-of-range gives +-inf.
        let value = Double(text) ?? .nan
        return JSONValue(.number(value, text: text), at: loc)
    }
}
