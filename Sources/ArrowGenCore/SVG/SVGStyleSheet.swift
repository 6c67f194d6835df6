/// The few style properties a template needs (`fill`, `fill-rule`, `stroke`, `stroke-width`, the
/// stroke's caps, joins, miter limit and dashes, and the opacities that make a shape invisible), resolved the way SVG renderers do, from presentation attributes, `<style>` sheets and
/// `style` attributes.
///
/// The cascade (SVG 1.1 section 6.4, CSS 2.1 section 6.4): an inline `style` declaration beats a
/// style-sheet rule, which beats a presentation attribute (`fill="none"`); among rules the higher
/// specificity wins, then the later one. A property not given, or given as `inherit`, comes from
/// the parent. Only simple selectors are understood (`*`, `path`, `.st0`, `#outline`, `rect.st1`,
/// and lists of them), which is what editors write (Illustrator's `.st0{fill:none;}`); rules with
/// other selectors are skipped, as are at-rules.
struct SVGStyleSheet {
    /// One simple selector with its specificity and order of appearance.
    private struct Rule {
        var type: String?
        var classes: [String]
        var id: String?
        var specificity: Int
        var order: Int
        var declarations: [String: String]

        func matches(_ e: SVGDocument.Element, classes elementClasses: Set<String>) -> Bool {
            if let type, type != e.localName { return false }
            if let id, id != e.attributes["id"] { return false }
            return classes.allSatisfy(elementClasses.contains)
        }
    }

    /// The properties this reader looks at.
    static let properties: Set<String> = ["fill", "fill-rule", "fill-opacity", "stroke", "stroke-width", "stroke-opacity", "opacity",
                                          "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray",
                                          "stroke-dashoffset"]

    private var rules: [Rule] = []
    /// The rules' indices by the one part of their selector every element they match has: the id
    /// when there is one, else the first class, else the type; `*` rules apart. An element then
    /// reads only the rules that can match it, so a sheet of thousands of rules for thousands of
    /// shapes costs their sum, not their product.
    private var rulesByID: [String: [Int]] = [:]
    private var rulesByClass: [String: [Int]] = [:]
    private var rulesByType: [String: [Int]] = [:]
    private var universalRules: [Int] = []

    /// A style sheet from the text of every `<style>` element (`type` absent or `text/css`).
    init(_ document: SVGDocument) {
        for e in document.elements where e.isSVG && e.localName == "style" {
            let type = e.attributes["type"]?.lowercased() ?? "text/css"
            if type == "text/css" || type.isEmpty { parse(e.text) }
        }
    }

    /// The declarations of a `style` attribute (`fill:none;stroke:#000`), properties in lower
    /// case, `!important` dropped.
    static func declarations(_ text: Substring) -> [String: String] {
        var out: [String: String] = [:]
        for part in text.split(separator: ";") {
            guard let colon = part.firstIndex(of: ":") else { continue }
            let name = part[..<colon].trimmingSpaces.lowercased()
            var value = part[part.index(after: colon)...].trimmingSpaces
            if let bang = value.lastIndex(of: "!"), value[value.index(after: bang)...].trimmingSpaces.lowercased() == "important" {
                value = value[..<bang].trimmingSpaces
            }
            if properties.contains(name) { out[name] = value }
        }
        return out
    }

    /// The value of a property as specified on one element (not inherited): inline style, then
    /// the most specific rule, then the presentation attribute.
    func specified(_ property: String, of e: SVGDocument.Element) -> String? {
        if let style = e.attributes["style"], let v = Self.declarations(style[...])[property] { return v }
        let classes = Set((e.attributes["class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init))
        var candidates = universalRules + (rulesByType[e.localName] ?? [])
        if let id = e.attributes["id"] { candidates += rulesByID[id] ?? [] }
        for c in classes { candidates += rulesByClass[c] ?? [] }
        var best: Rule?
        for r in candidates.lazy.map({ rules[$0] }) where r.declarations[property] != nil && r.matches(e, classes: classes) {
            if let b = best, (b.specificity, b.order) > (r.specificity, r.order) { continue }
            best = r
        }
        if let best { return best.declarations[property] }
        return e.attributes[property]?.trimmingSpaces
    }

    /// The computed value of an inherited property: the nearest specified value up the tree,
    /// `inherit` deferring to the parent; nil when no element sets it (the initial value).
    func computed(_ property: String, of index: Int, in document: SVGDocument) -> (value: String, element: Int)? {
        var i: Int? = index
        while let j = i {
            if let v = specified(property, of: document.elements[j]), v != "inherit" { return (v, j) }
            i = document.elements[j].parent
        }
        return nil
    }

    // MARK: - Parsing CSS

    private mutating func parse(_ css: String) {
        let text = Self.removingComments(css)
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            let prelude = rest[..<open].trimmingSpaces
            // Find the matching close brace (at-rule blocks nest).
            var depth = 0
            var close = rest.endIndex
            var i = open
            while i < rest.endIndex {
                if rest[i] == "{" { depth += 1 }
                if rest[i] == "}" { depth -= 1; if depth == 0 { close = i; break } }
                i = rest.index(after: i)
            }
            let body = rest[rest.index(after: open)..<close]
            rest = close < rest.endIndex ? rest[rest.index(after: close)...] : rest[rest.endIndex...]
            // `@import url(x);` before a block: drop statements ending in ';'.
            let selectorText = prelude.split(separator: ";").last.map(String.init) ?? prelude
            if selectorText.trimmingSpaces.hasPrefix("@") { continue }
            let declarations = Self.declarations(body)
            guard !declarations.isEmpty else { continue }
            for selector in selectorText.split(separator: ",") {
                if var rule = Self.simpleSelector(selector.trimmingSpaces) {
                    rule.order = rules.count
                    rule.declarations = declarations
                    if let id = rule.id {
                        rulesByID[id, default: []].append(rules.count)
                    } else if let first = rule.classes.first {
                        rulesByClass[first, default: []].append(rules.count)
                    } else if let type = rule.type {
                        rulesByType[type, default: []].append(rules.count)
                    } else {
                        universalRules.append(rules.count)
                    }
                    rules.append(rule)
                }
            }
        }
    }

    /// The style sheet without its `/* ... */` comments (an unterminated one runs to the end).
    private static func removingComments(_ css: String) -> String {
        // Scalars, not `firstRange(of:)`, which needs macOS 13 / iOS 16.
        var out = String.UnicodeScalarView()
        let scalars = Array(css.unicodeScalars)
        var i = 0, inComment = false
        while i < scalars.count {
            let pair = i + 1 < scalars.count ? (scalars[i], scalars[i + 1]) : (scalars[i], " ")
            if !inComment && pair == ("/", "*") {
                inComment = true
                i += 2
            } else if inComment && pair == ("*", "/") {
                inComment = false
                i += 2
            } else {
                if !inComment { out.append(scalars[i]) }
                i += 1
            }
        }
        return String(out)
    }

    /// `tag.class#id` and friends; nil for anything with combinators, attributes or pseudo-classes.
    private static func simpleSelector(_ s: String) -> Rule? {
        var rule = Rule(type: nil, classes: [], id: nil, specificity: 0, order: 0, declarations: [:])
        let u = Array(s.unicodeScalars)
        guard !u.isEmpty else { return nil }
        func isNameScalar(_ c: Unicode.Scalar) -> Bool {
            c.properties.isAlphabetic || c.properties.numericType != nil || c == "-" || c == "_"
        }
        var i = 0
        func name() -> String {
            let start = i
            while i < u.count, isNameScalar(u[i]) { i += 1 }
            return String(String.UnicodeScalarView(u[start..<i]))
        }
        if u[0] == "*" {
            i = 1
        } else if isNameScalar(u[0]) {
            rule.type = name()
            rule.specificity += 1
        }
        while i < u.count {
            let marker = u[i]
            i += 1
            let n = name()
            guard !n.isEmpty else { return nil }
            switch marker {
            case ".": rule.classes.append(n); rule.specificity += 100
            case "#": rule.id = n; rule.specificity += 10_000
            default: return nil
            }
        }
        return rule
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
