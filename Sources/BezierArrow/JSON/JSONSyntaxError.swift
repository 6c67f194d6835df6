/// A JSON syntax error with the place it was found, worded for a template's diagnostics.
package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong and what was expected.
    package var message: String
    /// Where.
    package var position: TextLocation

    /// Creates an error.
    package init(message: String, position: TextLocation) {
        self.message = message
        self.position = position
    }

    package var description: String { "\(position.line):\(position.column): \(message)" }

    /// The reader's mistake, worded, at its line and column in `bytes`.
    init(_ error: JSONReadError, in bytes: [UInt8]) {
        var offset = error.offset
        func found(_ i: Int) -> String {
            guard i < bytes.count else { return "end of input" }
            let b = bytes[i]
            if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
            return "byte 0x\(String(b, radix: 16))"
        }
        let message: String
        switch error.problem {
        case .trailingText: message = "expected end of input after the JSON value, found \(found(offset))"
        case .value: message = "expected a JSON value, found \(found(offset))"
        case .tooDeep(let limit): message = "nesting deeper than \(limit) levels"
        case .key: message = "expected a key in double quotes, found \(found(offset))"
        case .colon(let key): message = "expected ':' after key \"\(key)\", found \(found(offset))"
        case .objectContinuation: message = "expected ',' or '}' to continue the object, found \(found(offset))"
        case .arrayContinuation: message = "expected ',' or ']' to continue the array, found \(found(offset))"
        case .repeatedKey(let key): message = "the key \"\(key)\" is given twice"
        case .digit: message = "expected a digit in a number, found \(found(offset))"
        case .leadingZero:
            offset += 1  // at the digit after the 0
            message = "a number must not start with a leading zero"
        case .fractionDigit: message = "expected a digit after '.', found \(found(offset))"
        case .exponentDigit: message = "expected a digit in the exponent, found \(found(offset))"
        case .notFinite(let text): message = "\(text) is not a finite number"
        case .unclosedString: message = "unterminated string: expected '\"'"
        case .unclosedEscape: message = "unterminated escape in a string"
        case .controlCharacter: message = "control character in a string: write it escaped (\\n, \\t, \\u00XX)"
        case .unknownEscape: message = "unknown escape '\\\(Character(Unicode.Scalar(bytes[offset])))' in a string"
        case .hexDigit(let digitsStart):
            if bytes.count - digitsStart < 4 {
                offset = digitsStart
                message = "expected four hex digits after \\u"
            } else {
                message = "expected a hex digit after \\u, found \(found(offset))"
            }
        case .loneHighSurrogate(let code): message = "lone high surrogate \\u\(String(code, radix: 16, uppercase: true)) in a string"
        case .invalidLowSurrogate: message = "invalid low surrogate in a string"
        case .loneLowSurrogate: message = "lone low surrogate in a string"
        case .invalidUTF8: message = "invalid UTF-8 in a string"
        }
        var positions = JSONPositionCounter(bytes: bytes)
        self.init(message: message, position: positions.position(at: offset))
    }
}
