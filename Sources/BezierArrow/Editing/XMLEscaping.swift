/// XML text escaping shared by every SVG the package writes (previews, exported templates, the
/// pasteboard's picture of copied arrows).
package enum XMLEscaping {
    /// Text with the five XML special characters replaced by entities: safe in element content
    /// and in attribute values with either quote.
    ///
    /// A character XML 1.0 forbids (the C0 controls other than tab, line feed and carriage
    /// return, and U+FFFE, U+FFFF: "Extensible Markup Language 1.0", section 2.2, `Char`) cannot
    /// be written even as a character reference, and one left in makes the whole file unreadable
    /// to a browser; it becomes U+FFFD, the replacement character. A label's text may hold one
    /// (a REPL `label` line, a saved document's `"\u0001"`).
    package static func escaped(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(c)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": out.unicodeScalars.append("\u{FFFD}")
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
