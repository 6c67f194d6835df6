/// XML text escaping shared by every SVG the package writes (previews and exported templates).
enum XMLEscaping {
    /// Text with the five XML special characters replaced by entities: safe in element content
    /// and in attribute values with either quote.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(c)
            }
        }
        return out
    }
}
