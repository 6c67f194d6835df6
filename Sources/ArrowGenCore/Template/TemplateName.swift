/// The rules for a template's Swift type name: what generated code declares as `public enum <Name>`.
package enum TemplateName {
    /// Swift's reserved words, which cannot name a type without backquotes (The Swift
    /// Programming Language, "Lexical Structure: Keywords and Punctuation").
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "_",
    ]

    /// Names generated code refers to: a template named like one of them would hide it inside
    /// its own enum (`Point(0, 19)` would mean the template), so the code would not compile.
    static let reserved: Set<String> = [
        "BezierArrow", "Swift", "Point", "Rect", "BezierPath", "PathBuilder", "PathElement",
        "ArrowTemplate", "ArrowEnd", "ArrowDeformation", "ArrowOrientation", "HandlePolicy",
        "FillRule", "Double", "Bool", "String",
    ]

    /// Why a name cannot be a template's type name, or `nil` when it can.
    ///
    /// A name is an ASCII Swift identifier (letters, digits and underscores, not starting with a
    /// digit; Swift also allows other Unicode letters, which we refuse to keep generated file
    /// names portable), not a keyword, and not one of the BezierArrow names generated code uses.
    package static func problem(with name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "the name is empty" }
        if let bad = name.unicodeScalars.first(where: { !isIdentifierScalar($0) }) {
            return "'\(name)' is not a Swift identifier: '\(bad.escaped(asASCII: false))' is not allowed"
                + " (use ASCII letters, digits and underscores)"
        }
        if ("0"..."9").contains(first) {
            return "'\(name)' is not a Swift identifier: it starts with a digit"
        }
        if keywords.contains(name) {
            return "'\(name)' is a Swift keyword and cannot name a type"
        }
        if reserved.contains(name) {
            return "'\(name)' would hide BezierArrow's '\(name)', which generated code uses"
        }
        return nil
    }

    /// A type name derived from a file name: the words of its base name (split at anything but
    /// ASCII letters and digits; a non-ASCII letter gives no name), each with its first letter
    /// upper-cased, joined:
    /// `double-arrow.arrow` gives `DoubleArrow`, `DoubleArrow.arrow` stays `DoubleArrow`.
    ///
    /// - Parameter path: the template's path; directories and the extension are ignored.
    /// - Returns: the name, or `nil` when the result would not be a valid name (see
    ///   ``problem(with:)``).
    package static func derived(fromPath path: String) -> String? {
        let base = TemplateSource.fileName(of: path)
        let stem = base.lastIndex(of: ".").map { base[..<$0] } ?? base[...]
        var name = ""
        var startOfWord = true
        for s in stem.unicodeScalars {
            // A letter we would have to drop (`flèche`) makes a name the user did not choose.
            if !s.isASCII && s.properties.isAlphabetic { return nil }
            guard s.isASCII, s.properties.isAlphabetic || ("0"..."9").contains(s) else {
                startOfWord = true
                continue
            }
            name += startOfWord ? String(s).uppercased() : String(s)
            startOfWord = false
        }
        return problem(with: name) == nil ? name : nil
    }

    private static func isIdentifierScalar(_ s: Unicode.Scalar) -> Bool {
        s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "_")
    }
}
