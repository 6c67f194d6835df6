/// Builds compact JSON text piece by piece, placing commas itself: the command line's answers.
///
/// ```swift
/// var json = JSONWriter()
/// json.beginObject()
/// json.key("hits"); json.beginArray(); json.bool(true); json.bool(false); json.endArray()
/// json.endObject()
/// json.text  // {"hits":[true,false]}
/// ```
///
/// Numbers print in the shortest form that reads back to the same `Double` (integral values
/// without a fraction); JSON has no NaN or infinity, so those print as `null`.
package struct JSONWriter: Sendable {
    /// The JSON written so far, as UTF-8.
    package private(set) var utf8: [UInt8] = []
    /// One entry per open object or array: whether a value was already written in it.
    private var hasValue: [Bool] = []
    /// Whether a key was just written (its value takes no comma).
    private var afterKey = false

    /// Creates an empty writer.
    package init() {}

    /// The JSON written so far.
    package var text: String { String(decoding: utf8, as: UTF8.self) }

    private mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else if let last = hasValue.last {
            if last { utf8.append(UInt8(ascii: ",")) }
            hasValue[hasValue.count - 1] = true
        }
    }

    /// Opens an object: `{`.
    package mutating func beginObject() {
        beginValue()
        utf8.append(UInt8(ascii: "{"))
        hasValue.append(false)
    }

    /// Closes the innermost object: `}`.
    package mutating func endObject() {
        hasValue.removeLast()
        utf8.append(UInt8(ascii: "}"))
    }

    /// Opens an array: `[`.
    package mutating func beginArray() {
        beginValue()
        utf8.append(UInt8(ascii: "["))
        hasValue.append(false)
    }

    /// Closes the innermost array: `]`.
    package mutating func endArray() {
        hasValue.removeLast()
        utf8.append(UInt8(ascii: "]"))
    }

    /// Writes an object member's key; the next value written is its value.
    ///
    /// - Parameter name: The key, escaped as a JSON string.
    package mutating func key(_ name: String) {
        beginValue()
        Self.appendQuoted(name, to: &utf8, escaping: .compact)
        utf8.append(UInt8(ascii: ":"))
        afterKey = true
    }

    /// Writes a string value.
    package mutating func string(_ value: String) {
        beginValue()
        Self.appendQuoted(value, to: &utf8, escaping: .compact)
    }

    /// Writes a number value (`null` when not finite).
    package mutating func number(_ value: Double) {
        beginValue()
        utf8 += JSONNumberText.compact(value).utf8
    }

    /// Writes an integer value.
    package mutating func integer(_ value: Int) {
        beginValue()
        utf8 += String(value).utf8
    }

    /// Writes `true` or `false`.
    package mutating func bool(_ value: Bool) {
        beginValue()
        utf8 += (value ? "true" : "false").utf8
    }

    /// Writes `null`.
    package mutating func null() {
        beginValue()
        utf8 += "null".utf8
    }

    /// A string as a JSON string literal, as ``JSONWriter`` writes it: quotes, backslashes and
    /// control characters escaped (RFC 8259 section 7), everything else as is.
    ///
    /// - Parameter value: Any string.
    /// - Returns: The literal, quotes included.
    package static func quoted(_ value: String) -> String {
        var out: [UInt8] = []
        appendQuoted(value, to: &out, escaping: .compact)
        return String(decoding: out, as: UTF8.self)
    }

    /// A number as ``JSONWriter`` writes it (``JSONNumberText/compact(_:)``).
    ///
    /// - Parameter value: Any double.
    /// - Returns: A JSON number or `null`.
    package static func number(_ value: Double) -> String { JSONNumberText.compact(value) }

    /// Which control characters a string literal writes how; the rest are `\u00XX`.
    package enum Escaping: Sendable {
        /// The command line's answers: `\b` and `\f` by name, DEL as it is.
        case compact
        /// Scene documents: only `\n`, `\r` and `\t` by name, DEL escaped too.
        case document
    }

    /// Appends a string in double quotes, with JSON's escapes for quotes, backslashes and
    /// control characters.
    package static func appendQuoted(_ s: String, to out: inout [UInt8], escaping: Escaping) {
        out.append(UInt8(ascii: "\""))
        // Most strings (keys, names) need no escape: copied at once.
        guard s.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            out.append(contentsOf: s.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        let hex = Array("0123456789ABCDEF".utf8)
        for b in s.utf8 {
            switch (b, escaping) {
            case (UInt8(ascii: "\""), _): out += "\\\"".utf8
            case (UInt8(ascii: "\\"), _): out += "\\\\".utf8
            case (0x0A, _): out += "\\n".utf8
            case (0x0D, _): out += "\\r".utf8
            case (0x09, _): out += "\\t".utf8
            case (0x08, .compact): out += "\\b".utf8
            case (0x0C, .compact): out += "\\f".utf8
            case (0..<0x20, _), (0x7F, .document):
                out += "\\u00".utf8
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 15)])
            default: out.append(b)  // UTF-8 of the string, as it is
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
