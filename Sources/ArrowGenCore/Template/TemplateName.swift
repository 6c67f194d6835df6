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
        "ArrowTemplate", "ArrowHeadFrame", "ArrowDeformation", "ArrowOrientation", "HandlePolicy",
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
        let name = camelCased(fromPath: path, upperFirst: true)
        return name.flatMap { problem(with: $0) == nil ? $0 : nil }
    }

    /// The members of `ArrowHead` and the names generated head code uses: a head named like one
    /// of them would clash with the member (`none`) or hide the name inside the extension.
    static let reservedHeadNames: Set<String> = [
        "none", "name", "outline", "spine", "attachment", "frame", "lineWidth", "isEmpty",
        "placement", "placed", "positivelyWound", "signedArea", "hash", "hashValue", "init",
    ]

    /// Why a name cannot be a head's name, or `nil` when it can.
    ///
    /// A head becomes a static member of `ArrowHead` (`ArrowHead.triangle`), so its name is an
    /// ASCII Swift identifier starting with a lower-case letter (as members are spelled), not a
    /// keyword, and not one of `ArrowHead`'s own members (``reservedHeadNames``).
    package static func headProblem(with name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "the name is empty" }
        if let bad = name.unicodeScalars.first(where: { !isIdentifierScalar($0) }) {
            return "'\(name)' is not a Swift identifier: '\(bad.escaped(asASCII: false))' is not allowed"
                + " (use ASCII letters, digits and underscores)"
        }
        guard ("a"..."z").contains(first) else {
            return "'\(name)' must start with a lower-case letter: a head is a member, ArrowHead.\(name)"
        }
        if keywords.contains(name) {
            return "'\(name)' is a Swift keyword and cannot name a head"
        }
        if reservedHeadNames.contains(name) {
            return "'\(name)' is already a member of ArrowHead"
        }
        return nil
    }

    /// Why a name cannot name a head in an arrow template (`"head": "dot"`), or `nil` when it can:
    /// a head's name by ``headProblem(with:)``, or `none` (BezierArrow's `ArrowHead.none`, which no
    /// head template may declare again).
    package static func namedHeadProblem(with name: String) -> String? {
        name == CatalogHeads.runtimeHeadName ? nil : headProblem(with: name)
    }

    /// A head name derived from a file name: the words of its base name as for
    /// ``derived(fromPath:)``, the first one's first letter lower-cased and every other word's
    /// upper-cased: `crows-foot-many.arrow` gives `crowsFootMany`, `Triangle.arrow` gives
    /// `triangle`.
    ///
    /// - Parameter path: the head template's path; directories and the extension are ignored.
    /// - Returns: the name, or `nil` when the result would not be a valid head name (see
    ///   ``headProblem(with:)``).
    package static func derivedHead(fromPath path: String) -> String? {
        let name = camelCased(fromPath: path, upperFirst: false)
        return name.flatMap { headProblem(with: $0) == nil ? $0 : nil }
    }

    /// The words of a file's base name joined in camel case, or `nil` when the name holds a
    /// non-ASCII letter.
    private static func camelCased(fromPath path: String, upperFirst: Bool) -> String? {
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
            if startOfWord {
                name += name.isEmpty && !upperFirst ? String(s).lowercased() : String(s).uppercased()
            } else {
                name += String(s)
            }
            startOfWord = false
        }
        return name
    }

    private static func isIdentifierScalar(_ s: Unicode.Scalar) -> Bool {
        s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "_")
    }
}
