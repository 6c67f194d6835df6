/// Builds compact JSON text piece by piece, placing commas itself.
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
    /// The JSON written so far.
    package private(set) var text = ""
    /// One entry per open object or array: whether a value was already written in it.
    private var hasValue: [Bool] = []
    /// Whether a key was just written (its value takes no comma).
    private var afterKey = false

    /// Creates an empty writer.
    package init() {}

    private mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else if let last = hasValue.last {
            if last { text += "," }
            hasValue[hasValue.count - 1] = true
        }
    }

    /// Opens an object: `{`.
    package mutating func beginObject() {
        beginValue()
        text += "{"
        hasValue.append(false)
    }

    /// Closes the innermost object: `}`.
    package mutating func endObject() {
        hasValue.removeLast()
        text += "}"
    }

    /// Opens an array: `[`.
    package mutating func beginArray() {
        beginValue()
        text += "["
        hasValue.append(false)
    }

    /// Closes the innermost array: `]`.
    package mutating func endArray() {
        hasValue.removeLast()
        text += "]"
    }

    /// Writes an object member's key; the next value written is its value.
    ///
    /// - Parameter name: The key, escaped as a JSON string.
    package mutating func key(_ name: String) {
        beginValue()
        text += Self.quoted(name)
        text += ":"
        afterKey = true
    }

    /// Writes a string value.
    package mutating func string(_ value: String) {
        beginValue()
        text += Self.quoted(value)
    }

    /// Writes a number value (`null` when not finite).
    package mutating func number(_ value: Double) {
        beginValue()
        text += Self.number(value)
    }

    /// Writes an integer value.
    package mutating func integer(_ value: Int) {
        beginValue()
        text += String(value)
    }

    /// Writes `true` or `false`.
    package mutating func bool(_ value: Bool) {
        beginValue()
        text += value ? "true" : "false"
    }

    /// Writes `null`.
    package mutating func null() {
        beginValue()
        text += "null"
    }

    /// A string as a JSON string literal: quotes, backslashes and control characters escaped
    /// (RFC 8259 section 7), everything else as is.
    ///
    /// - Parameter value: Any string.
    /// - Returns: The literal, quotes included.
    package static func quoted(_ value: String) -> String {
        var out = "\""
        out.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    /// A number as JSON: integral values below 1e16 without a fraction (`35`), others in the
    /// shortest round-tripping form (`0.1`, `1e-07`), non-finite values as `null`.
    ///
    /// - Parameter value: Any double.
    /// - Returns: A JSON number or `null`.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded() && abs(value) < 1e16 {
            return String(Int64(value))
        }
        return value.description
    }
}
