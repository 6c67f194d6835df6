/// A JSON value as ``ArrowSceneDocument`` reads and writes it: the runtime's own small JSON, so
/// the runtime stays standard-library only and every mistake in a document is named by its JSON
/// path.
///
/// Objects keep their members in order (the writer prints them so) and never hold a key twice
/// (the reader refuses a repeated key). Numbers are finite: the reader refuses `1e400` by name.
enum DocumentJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A finite number, and its exact value when the text was an integer that fits an `Int`.
    case number(Double, integer: Int?)
    case string(String)
    case array([DocumentJSON])
    case object([(key: String, value: DocumentJSON)])

    static func == (a: DocumentJSON, b: DocumentJSON) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x, let i), .number(let y, let j)): x == y && i == j
        case (.string(let x), .string(let y)): x == y
        // Size: element by element through this function, rather than `Array.==`, whose copy for
        // this type inlined the whole comparison again.
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { $0 == $1 }
        case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// What the value is, for messages: `a number`, `an array`.
    var kind: String {
        switch self {
        case .null: DocumentJSONText.Kind.null.name
        case .bool: DocumentJSONText.Kind.bool.name
        case .number: DocumentJSONText.Kind.number.name
        case .string: DocumentJSONText.Kind.string.name
        case .array: DocumentJSONText.Kind.array.name
        case .object: DocumentJSONText.Kind.object.name
        }
    }
}

/// Reads UTF-8 JSON text (RFC 8259, strictly) into a ``DocumentJSONText`` (or a
/// ``DocumentJSON``), naming the JSON path and the byte offset of the first mistake.
///
/// Made for untrusted documents: it never traps and never recurses deeper than ``nestingLimit``,
/// so a hundred megabytes of `[` fail at the 65th bracket; strings must be valid UTF-8 with paired
/// surrogate escapes; a key given twice in an object, a number that is not finite (`1e400`) and
/// anything after the document are errors.
struct DocumentJSONReader {
    /// How deeply arrays and objects may nest. A scene document nests five levels (a template's
    /// frame); the rest is room for composite arrow ids.
    static let nestingLimit = 64

    /// The document's bytes (an array's subscript checks its bounds).
    private let bytes: [UInt8]
    private var index = 0
    /// The values read so far (``DocumentJSONText/entries``).
    private var entries: [DocumentJSONText.Entry] = []
    /// Strings with escapes or beyond ASCII, decoded (``DocumentJSONText/strings``).
    private var strings: [String] = []
    /// The path to the value being read, for errors: an index, or the entry of a key (made a
    /// string only for an error, so that reading makes no string per key).
    private var path: [(index: Int, key: Int?)] = []

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        path.reserveCapacity(8)
    }

    /// Parses one JSON document (white space around it allowed) into a value.
    ///
    /// - Throws: ``ArrowSceneDocumentError`` with the path and offset of the first mistake.
    static func parse<Bytes: Collection<UInt8>>(_ data: Bytes) throws(ArrowSceneDocumentError) -> DocumentJSON {
        try read(data).value(at: DocumentJSONText.root)
    }

    /// Parses one JSON document (white space around it allowed) into its entries.
    ///
    /// - Throws: ``ArrowSceneDocumentError`` with the path and offset of the first mistake.
    // Size: compiled once, generic (called once per document, which it copies or takes as it is).
    @_semantics("optimize.sil.specialize.generic.never")
    static func read<Bytes: Collection<UInt8>>(_ data: Bytes) throws(ArrowSceneDocumentError) -> DocumentJSONText {
        // An array is taken as it is (no copy); any other collection is copied once.
        var reader = DocumentJSONReader(bytes: Array(data))
        // About one value in eight bytes in a scene document; capped, since hostile bytes need
        // not hold any.
        reader.entries.reserveCapacity(min(reader.bytes.count / 8, 1 << 16) + 16)
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }  // a UTF-8 byte order mark
        reader.skipWhitespace()
        try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else {
            throw reader.syntax("expected the end of the document, found \(reader.current)")
        }
        return DocumentJSONText(bytes: reader.bytes, entries: reader.entries, strings: reader.strings)
    }

    // MARK: Errors

    private func error(_ message: String) -> ArrowSceneDocumentError {
        let components = path.map { step -> ArrowSceneDocumentError.PathComponent in
            if let key = step.key { return .key(DocumentJSONText.string(at: key, bytes, entries, strings)) }
            return .index(step.index)
        }
        return ArrowSceneDocumentError(path: components, message: message, offset: index)
    }

    private func syntax(_ message: String) -> ArrowSceneDocumentError {
        error("invalid JSON at byte \(index): \(message)")
    }

    /// The byte at the current position, for messages.
    private var current: String {
        guard index < bytes.count else { return "the end of the data" }
        let b = bytes[index]
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16, uppercase: true))"
    }

    // MARK: Values

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func append(_ kind: DocumentJSONText.Kind, _ flag: Bool = false, _ a: Int = 0, _ b: Int = 0) {
        entries.append(DocumentJSONText.Entry(kind: kind, flag: flag, a: a, b: b))
    }

    private mutating func value(depth: Int) throws(ArrowSceneDocumentError) {
        guard index < bytes.count else { throw syntax("expected a value, found the end of the data") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try object(depth: depth + 1)
        case UInt8(ascii: "["): try array(depth: depth + 1)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true"); append(.bool, true)
        case UInt8(ascii: "f"): try literal("false"); append(.bool, false)
        case UInt8(ascii: "n"): try literal("null"); append(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw syntax("expected a value, found \(current)")
        }
    }

    private mutating func literal(_ word: String) throws(ArrowSceneDocumentError) {
        let text = word.utf8
        guard bytes.count - index >= text.count, bytes[index..<index + text.count].elementsEqual(text) else {
            throw syntax("expected a value, found \(current)")
        }
        index += text.count
    }

    private mutating func checkDepth(_ depth: Int) throws(ArrowSceneDocumentError) {
        guard depth <= Self.nestingLimit else {
            throw error("arrays and objects nest deeper than \(Self.nestingLimit) levels")
        }
    }

    private mutating func array(depth: Int) throws(ArrowSceneDocumentError) {
        try checkDepth(depth)
        index += 1
        let at = entries.count
        append(.array)
        defer { entries[at].b = entries.count }
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return
        }
        var count = 0
        while true {
            path.append((count, nil))
            skipWhitespace()
            try value(depth: depth)
            count += 1
            entries[at].a = count
            skipWhitespace()
            path.removeLast()
            guard index < bytes.count else { throw syntax("expected ',' or ']', found the end of the data") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return
            default: throw syntax("expected ',' or ']' after an array element, found \(current)")
            }
        }
    }

    private mutating func object(depth: Int) throws(ArrowSceneDocumentError) {
        try checkDepth(depth)
        index += 1
        let at = entries.count
        append(.object)
        defer { entries[at].b = entries.count }
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw syntax("expected a key in double quotes, found \(current)")
            }
            let keyStart = index, key = entries.count
            try string()
            path.append((0, key))
            var other = at + 1
            while other < key {
                if DocumentJSONText.isSameString(other, key, bytes, entries, strings) {
                    index = keyStart
                    throw error("the key '\(DocumentJSONText.string(at: key, bytes, entries, strings))' is given twice")
                }
                other = DocumentJSONText.next(after: other + 1, entries)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw syntax("expected ':' after the key, found \(current)")
            }
            index += 1
            skipWhitespace()
            try value(depth: depth)
            entries[at].a += 1
            skipWhitespace()
            path.removeLast()
            guard index < bytes.count else { throw syntax("expected ',' or '}', found the end of the data") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return
            default: throw syntax("expected ',' or '}' after an object member, found \(current)")
            }
        }
    }

    private mutating func number() throws(ArrowSceneDocumentError) {
        let start = index
        // The digits as one integer (leading zeros left out) and a power of ten, read as the
        // syntax is checked: `1234.5678` is 12345678 and -4.
        var significand: UInt64 = 0, significantDigits = 0, fractionDigits = 0
        func digits(_ reader: inout DocumentJSONReader, into significand: inout UInt64, count: inout Int) -> Int {
            let from = reader.index
            while reader.index < reader.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.index]) {
                let digit = UInt64(reader.bytes[reader.index] &- UInt8(ascii: "0"))
                if significand != 0 || digit != 0 {
                    // Past 19 digits the value is read from the text instead; the sum stops growing.
                    if count < 19 { significand = significand &* 10 &+ digit }
                    count += 1
                }
                reader.index += 1
            }
            return reader.index - from
        }
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        let intStart = index
        let intDigits = digits(&self, into: &significand, count: &significantDigits)
        guard intDigits > 0 else { throw syntax("expected a digit, found \(current)") }
        guard intDigits == 1 || bytes[intStart] != UInt8(ascii: "0") else {
            index = intStart
            throw syntax("a number must not start with 0")
        }
        var isInteger = true
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            fractionDigits = digits(&self, into: &significand, count: &significantDigits)
            guard fractionDigits > 0 else { throw syntax("expected a digit after '.', found \(current)") }
        }
        var exponent = 0
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            isInteger = false
            index += 1
            var exponentSign = 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                if bytes[index] == UInt8(ascii: "-") { exponentSign = -1 }
                index += 1
            }
            var magnitude: UInt64 = 0, exponentDigits = 0
            guard digits(&self, into: &magnitude, count: &exponentDigits) > 0 else {
                throw syntax("expected a digit in the exponent, found \(current)")
            }
            // Exponents past 19 digits take the text's way below.
            exponent = exponentDigits <= 6 ? exponentSign * Int(magnitude) : Int.max
        }
        if significantDigits <= 19, exponent != Int.max, !isInteger || significand <= UInt64(Int.max),
           let magnitude = Self.exactDouble(significand, timesTenToThe: exponent - fractionDigits) {
            let integer = isInteger ? (isNegative ? -Int(significand) : Int(significand)) : nil
            return appendNumber(isNegative ? -magnitude : magnitude, integer: integer)
        }
        // Longer numbers, and powers of ten beyond the table, are rare: the standard library
        // reads the text.
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("\(text.count > 40 ? text.prefix(37) + "..." : text) is not a finite number")
        }
        appendNumber(value, integer: isInteger ? Int(text) : nil)
    }

    private mutating func appendNumber(_ value: Double, integer: Int?) {
        append(.number, integer != nil, Int(bitPattern: UInt(value.bitPattern)), integer ?? 0)
    }

    /// 10^0 to 10^19, the powers of ten a `UInt64` holds.
    private static let powersOfTen: [UInt64] = (0..<20).map { n in (0..<n).reduce(1) { p, _ in p * 10 } }

    /// `significand · 10^exponent` rounded to the nearest `Double` (ties to even), as the
    /// standard library's reading of the text would give it, or `nil` when the power of ten is
    /// outside ±19.
    ///
    /// Exact by integer arithmetic: the value is brought to a 63- or 64-bit integer (a product
    /// of two 64-bit integers, or a 128-bit dividend over the power of ten), whose lowest bit is
    /// set when anything was left over (a remainder, or bits shifted out). That bit lies below
    /// the ten the conversion to 53 bits drops, so rounding that integer to a `Double` rounds the
    /// exact value; the power of two that scales it back is exact.
    static func exactDouble(_ significand: UInt64, timesTenToThe exponent: Int) -> Double? {
        guard significand != 0 else { return 0 }
        guard abs(exponent) < powersOfTen.count else { return nil }
        let power = powersOfTen[abs(exponent)]
        if exponent >= 0 {
            let (high, low) = significand.multipliedFullWidth(by: power)
            guard high != 0 else { return Double(low) }
            let shift = high.leadingZeroBitCount
            // Shifts by 64 give 0 (Swift's shifts do not wrap).
            let top = high << shift | low >> (64 - shift)
            let sticky: UInt64 = low << shift != 0 ? 1 : 0
            return Double(top | sticky) * Double(sign: .plus, exponent: 64 - shift, significand: 1)
        }
        // Quotient in [2^62, 2^64): significand < 2^(64 - a), power >= 2^(63 - b).
        let shift = 63 + significand.leadingZeroBitCount - power.leadingZeroBitCount
        let high = shift >= 64 ? significand << (shift - 64) : significand >> (64 - shift)
        let (quotient, remainder) = power.dividingFullWidth((high, significand << shift))
        let sticky: UInt64 = remainder != 0 ? 1 : 0
        return Double(quotient | sticky) * Double(sign: .plus, exponent: -shift, significand: 1)
    }

    /// Reads a string: its place in the bytes when it is ASCII without escapes (most are),
    /// else decoded into ``strings``.
    private mutating func string() throws(ArrowSceneDocumentError) {
        index += 1  // the opening quote
        let start = index
        // Fast path: no escapes, ASCII only.
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                append(.string, false, start, index)
                index += 1
                return
            }
            if b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { break }
            index += 1
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
        while true {
            guard index < bytes.count else { throw syntax("the string is not closed") }
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                strings.append(String(scalars))
                return append(.string, true, strings.count - 1)
            case UInt8(ascii: "\\"):
                index += 1
                scalars.append(try escape())
            case 0..<0x20:
                throw syntax("a control character must be escaped in a string")
            case 0..<0x80:
                scalars.append(Unicode.Scalar(b))
                index += 1
            default:
                scalars.append(try utf8Scalar())
            }
        }
    }

    private mutating func escape() throws(ArrowSceneDocumentError) -> Unicode.Scalar {
        guard index < bytes.count else { throw syntax("the string is not closed") }
        let b = bytes[index]
        index += 1
        switch b {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw syntax("a high surrogate escape must be followed by a low one")
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw syntax("a high surrogate escape must be followed by a low one") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw syntax("a lone low surrogate escape") }
            return scalar
        default:
            index -= 1
            throw syntax("unknown escape '\\\(current.dropFirst().dropLast())'")
        }
    }

    private mutating func hex4() throws(ArrowSceneDocumentError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let d = Self.hexValue(bytes[index]) else { throw syntax("expected four hex digits after \\u") }
            v = v << 4 | d
            index += 1
        }
        return v
    }

    private static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// One multi-byte UTF-8 scalar, validated (no overlong forms, no surrogates).
    private mutating func utf8Scalar() throws(ArrowSceneDocumentError) -> Unicode.Scalar {
        var decoder = UTF8()
        var iterator = bytes[index...].makeIterator()
        let before = index
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
            index += UTF8.width(scalar)
            return scalar
        case .emptyInput, .error:
            index = before
            throw syntax("the text is not valid UTF-8")
        }
    }
}
