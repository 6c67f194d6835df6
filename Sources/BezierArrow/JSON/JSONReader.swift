/// Reads UTF-8 JSON text (RFC 8259, strictly) into a ``JSONText``: the one JSON reader of the
/// package, behind scene documents and the generator's templates alike.
///
/// Made for untrusted text: it never traps and never recurses deeper than the rules'
/// ``Rules/nestingLimit``, so a hundred megabytes of `[` fail at the first bracket too deep;
/// escapes must pair their surrogates. A mistake is a ``JSONReadError`` with its offset and the
/// path to it, which the caller words. What else is a mistake depends on the ``Rules``.
package struct JSONReader {
    /// What the text may hold beyond strict JSON's syntax.
    package struct Rules: Sendable {
        /// How deeply arrays and objects may nest: one inside this many others is a mistake at
        /// its opening bracket.
        package var nestingLimit: Int
        /// Whether an object may give a key twice (kept, for the caller to judge) or not.
        package var allowsRepeatedKeys: Bool
        /// Whether a number beyond `Double`'s range reads as infinity (for the caller to refuse
        /// by name) or is a mistake.
        package var allowsInfiniteNumbers: Bool
        /// Whether bytes in a string that are not UTF-8 read as U+FFFD or are a mistake.
        package var repairsUTF8: Bool

        /// Scene documents: untrusted files, read strictly. A document nests five levels (a
        /// template's frame); the rest is room for composite arrow ids.
        package static let document = Rules(nestingLimit: 64, allowsRepeatedKeys: false,
                                            allowsInfiniteNumbers: false, repairsUTF8: false)
        /// Templates and the command line's requests: a template nests three levels; repeated
        /// keys and infinite numbers are kept, so the diagnostics can name them.
        package static let lenient = Rules(nestingLimit: 512, allowsRepeatedKeys: true,
                                           allowsInfiniteNumbers: true, repairsUTF8: true)
    }

    /// The UTF-8 byte order mark, skipped before the document.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The text's bytes (an array's subscript checks its bounds).
    private let bytes: [UInt8]
    private let rules: Rules
    private var index = 0
    /// The values read so far (``JSONText/entries``).
    private var entries: [JSONText.Entry] = []
    /// Strings with escapes or beyond ASCII, decoded (``JSONText/strings``).
    private var strings: [String] = []
    /// The numbers read (``JSONText/numbers``).
    private var numbers: [Double] = []
    /// The path to the value being read, for errors: an index, or the entry of a key (made a
    /// string only for an error, so that reading makes no string per key).
    private var path: [(index: Int, key: Int?)] = []

    private init(bytes: [UInt8], rules: Rules) {
        self.bytes = bytes
        self.rules = rules
        path.reserveCapacity(8)
    }

    /// Reads one JSON document (white space around it allowed) into its entries.
    ///
    /// - Throws: ``JSONReadError`` with the offset and path of the first mistake.
    // Size: compiled once, generic (called once per document, which it copies or takes as it is).
    @_semantics("optimize.sil.specialize.generic.never")
    package static func read<Bytes: Collection<UInt8>>(_ data: Bytes, rules: Rules) throws(JSONReadError) -> JSONText {
        // An array is taken as it is (no copy); any other collection is copied once.
        var reader = JSONReader(bytes: Array(data), rules: rules)
        // About one value in eight bytes in a scene document; capped, since hostile bytes need
        // not hold any.
        reader.entries.reserveCapacity(min(reader.bytes.count / 8, 1 << 16) + 16)
        reader.numbers.reserveCapacity(min(reader.bytes.count / 16, 1 << 16) + 16)
        if reader.bytes.starts(with: byteOrderMark) { reader.index = byteOrderMark.count }
        reader.skipWhitespace()
        try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else { throw reader.error(.trailingText) }
        return JSONText(bytes: reader.bytes, entries: reader.entries, strings: reader.strings, numbers: reader.numbers)
    }

    // MARK: Errors

    private func error(_ problem: JSONReadError.Problem) -> JSONReadError {
        let steps = path.map { step -> JSONReadError.PathStep in
            if let key = step.key { return .key(JSONText.string(at: key, bytes, entries, strings)) }
            return .index(step.index)
        }
        return JSONReadError(problem, at: index, path: steps)
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

    private mutating func append(_ kind: JSONText.Kind, at offset: Int, _ flag: Bool = false, _ a: Int = 0, _ b: Int = 0) {
        entries.append(JSONText.Entry(kind: kind, flag: flag, offset: offset, a: a, b: b))
    }

    private mutating func value(depth: Int) throws(JSONReadError) {
        guard index < bytes.count else { throw error(.value) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): try object(depth: depth + 1)
        case UInt8(ascii: "["): try array(depth: depth + 1)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true"); append(.bool, at: start, true)
        case UInt8(ascii: "f"): try literal("false"); append(.bool, at: start, false)
        case UInt8(ascii: "n"): try literal("null"); append(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw error(.value)
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONReadError) {
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { text in
            bytes.count - index >= count && bytes[index..<index + count].elementsEqual(text)
        }
        guard matches else { throw error(.value) }
        index += count
    }

    private mutating func checkDepth(_ depth: Int) throws(JSONReadError) {
        guard depth <= rules.nestingLimit else { throw error(.tooDeep(limit: rules.nestingLimit)) }
    }

    private mutating func array(depth: Int) throws(JSONReadError) {
        try container(.array, closer: UInt8(ascii: "]"), continuation: .arrayContinuation,
                      depth: depth) { (r: inout Self, at: Int) throws(JSONReadError) in
            r.path.append((r.entries[at].a, nil))
            r.skipWhitespace()
            try r.value(depth: depth)
        }
    }

    private mutating func object(depth: Int) throws(JSONReadError) {
        try container(.object, closer: UInt8(ascii: "}"), continuation: .objectContinuation,
                      depth: depth) { (r: inout Self, at: Int) throws(JSONReadError) in
            r.skipWhitespace()
            guard r.index < r.bytes.count, r.bytes[r.index] == UInt8(ascii: "\"") else { throw r.error(.key) }
            let keyStart = r.index, key = r.entries.count
            try r.string()
            r.path.append((0, key))
            if !r.rules.allowsRepeatedKeys { try r.checkRepeated(key, in: at, keyStart: keyStart) }
            r.skipWhitespace()
            guard r.index < r.bytes.count, r.bytes[r.index] == UInt8(ascii: ":") else {
                throw r.error(.colon(key: JSONText.string(at: key, r.bytes, r.entries, r.strings)))
            }
            r.index += 1
            r.skipWhitespace()
            try r.value(depth: depth)
        }
    }

    /// Reads an array or an object: its entry (whose `a` counts the members read, `b` the entry
    /// after its last), the empty case, then members separated by commas up to `closer`.
    ///
    /// - Parameters:
    ///   - member: reads one member, its value included, pushing the member's step on ``path``
    ///     (popped here once the member is read); given the container's entry.
    private mutating func container(_ kind: JSONText.Kind, closer: UInt8, continuation: JSONReadError.Problem,
                                    depth: Int,
                                    member: (inout Self, Int) throws(JSONReadError) -> Void) throws(JSONReadError) {
        try checkDepth(depth)
        let at = entries.count
        append(kind, at: index)
        index += 1
        defer { entries[at].b = entries.count }
        skipWhitespace()
        if index < bytes.count && bytes[index] == closer {
            index += 1
            return
        }
        while true {
            try member(&self, at)
            entries[at].a += 1
            skipWhitespace()
            path.removeLast()
            guard index < bytes.count else { throw error(continuation) }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case closer: index += 1; return
            default: throw error(continuation)
            }
        }
    }

    /// Throws when the key at entry `key` is one of the object's earlier keys.
    private mutating func checkRepeated(_ key: Int, in object: Int, keyStart: Int) throws(JSONReadError) {
        var other = object + 1
        while other < key {
            if JSONText.isSameString(other, key, bytes, entries, strings) {
                index = keyStart
                throw error(.repeatedKey(JSONText.string(at: key, bytes, entries, strings)))
            }
            other = JSONText.next(after: other + 1, entries)
        }
    }

    /// Reads a number: its digits gathered as its syntax is checked, its value by exact integer
    /// arithmetic (``JSONDecimal``), or, for the rare number beyond that, by the standard library.
    private mutating func number() throws(JSONReadError) {
        let start = index
        var decimal = JSONDecimal()
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        let intStart = index
        let intDigits = digits(into: &decimal, .integer)
        guard intDigits > 0 else { throw error(.digit) }
        guard intDigits == 1 || bytes[intStart] != UInt8(ascii: "0") else {
            index = intStart
            throw error(.leadingZero)
        }
        var isInteger = true
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard digits(into: &decimal, .fraction) > 0 else { throw error(.fractionDigit) }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            isInteger = false
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                decimal.isExponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard digits(into: &decimal, .exponent) > 0 else { throw error(.exponentDigit) }
        }
        if let magnitude = decimal.magnitude, !isInteger || decimal.significand <= UInt64(Int.max) {
            let integer = isInteger ? Int(decimal.significand) : nil
            return appendNumber(isNegative ? -magnitude : magnitude, integer: isNegative ? integer.map { -$0 } : integer, at: start)
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // The syntax above is a subset of what `Double(_:)` reads; beyond the range it gives ±inf.
        let value = Double(text) ?? .nan
        guard value.isFinite || rules.allowsInfiniteNumbers else {
            index = start
            throw error(.notFinite(text: text))
        }
        appendNumber(value, integer: isInteger ? Int(text) : nil, at: start)
    }

    /// Reads the digits of one part of a number; returns how many there were.
    ///
    /// A run of digits in a loop of its own (``JSONDecimal/append(run:count:leadingZeros:to:)``),
    /// on locals: a document is mostly digits.
    @inline(__always)
    private mutating func digits(into decimal: inout JSONDecimal, _ part: JSONDecimal.Part) -> Int {
        let from = index, end = bytes.count
        var i = index
        while i < end && bytes[i] == UInt8(ascii: "0") { i += 1 }
        let leadingZeros = i - from
        var run: UInt64 = 0
        while i < end {
            // Below "0" wraps above 9.
            let digit = bytes[i] &- UInt8(ascii: "0")
            guard digit <= 9 else { break }
            run = run &* 10 &+ UInt64(digit)
            i += 1
        }
        index = i
        decimal.append(run: run, count: i - from, leadingZeros: leadingZeros, to: part)
        return i - from
    }

    private mutating func appendNumber(_ value: Double, integer: Int?, at start: Int) {
        numbers.append(value)
        append(.number, at: start, integer != nil, numbers.count - 1, integer ?? 0)
    }

    /// Reads a string: its place in the bytes when it is ASCII without escapes (most are),
    /// else decoded into ``strings``.
    private mutating func string() throws(JSONReadError) {
        let quote = index
        index += 1
        let start = index
        // Fast path: no escapes, ASCII only.
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                append(.string, at: quote, false, start, index)
                index += 1
                return
            }
            if b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { break }
            index += 1
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
        while true {
            guard index < bytes.count else { throw error(.unclosedString) }
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                strings.append(String(scalars))
                return append(.string, at: quote, true, strings.count - 1)
            case UInt8(ascii: "\\"):
                index += 1
                scalars.append(try escape())
            case 0..<0x20:
                throw error(.controlCharacter)
            case 0..<0x80:
                scalars.append(Unicode.Scalar(b))
                index += 1
            default:
                if rules.repairsUTF8 {
                    // A run of bytes beyond ASCII, each bad sequence as U+FFFD.
                    let run = index
                    while index < bytes.count && bytes[index] >= 0x80 { index += 1 }
                    scalars.append(contentsOf: String(decoding: bytes[run..<index], as: UTF8.self).unicodeScalars)
                } else {
                    scalars.append(try utf8Scalar())
                }
            }
        }
    }

    private mutating func escape() throws(JSONReadError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error(.unclosedEscape) }
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
                    throw error(.loneHighSurrogate(high))
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error(.invalidLowSurrogate) }
                // In range by the two checks above: a scalar beyond the surrogates, at most 0x10FFFF.
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            }
            guard let scalar = Unicode.Scalar(high) else { throw error(.loneLowSurrogate) }
            return scalar
        default:
            index -= 1
            throw error(.unknownEscape)
        }
    }

    private mutating func hex4() throws(JSONReadError) -> UInt32 {
        let digitsStart = index
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let d = Self.hexValue(bytes[index]) else {
                throw error(.hexDigit(digitsStart: digitsStart))
            }
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
    private mutating func utf8Scalar() throws(JSONReadError) -> Unicode.Scalar {
        var decoder = UTF8()
        var iterator = bytes[index...].makeIterator()
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
            index += UTF8.width(scalar)
            return scalar
        case .emptyInput, .error:
            throw error(.invalidUTF8)
        }
    }
}
