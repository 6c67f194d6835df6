/// Text read from a file or typed by a user, made safe to quote in a message: its control
/// characters written out as `\u{1B}`.
///
/// A name, key, label or id can hold any character. Quoted raw, a line feed splits a one-line
/// message in two (the second half without its `file:line:column:`, or made to look like another
/// file's diagnostic), and an escape sequence reaches a terminal as a command.
package enum ControlCharacters {
    /// The text with its control characters written out.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - keepingLineBreaks: whether tab and line feed stay as they are, for text of several
    ///     lines (a picture, a listing); a message meant to be one line escapes them too.
    /// - Returns: the text, unchanged when it holds no control character.
    package static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        func escapes(_ s: Unicode.Scalar) -> Bool {
            isControl(s) && !(keepingLineBreaks && (s == "\t" || s == "\n"))
        }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The C0 controls, DEL, the C1 controls, and the line and paragraph separators (which some
    /// terminals and editors break lines at).
    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029
    }
}
