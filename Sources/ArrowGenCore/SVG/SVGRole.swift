/// What an element of an SVG template stands for, found from its id or editor label.
///
/// Editors decorate the names a designer types, so a name matches a role by words, not letter
/// for letter (the rule the "SVG Templates" article documents):
///
/// 1. Illustrator's escapes `_xHH_` are decoded (`start_x2D_frame` is `start-frame`).
/// 2. The name is cut into words at every character that is not a letter or a digit
///    (`-`, `_`, `:`, `.`, spaces), between a lower-case letter and an upper-case one
///    (`startFrame`), and between letters and digits (`frame2`); words are compared in lower case.
/// 3. Trailing words made only of digits are dropped: Illustrator's `start-frame_1_`, Figma's and
///    Sketch's `start-frame-2` or `start-frame 2`.
/// 4. The name matches a role when its last words are the role's words, so prefixes added by an
///    editor or a layer (`layer1-start-frame`, `svg_start-frame`, `Arrow:outline`) still match; the
///    role's words run together count too (`startframe`).
enum SVGRole: String, CaseIterable, Hashable {
    case outline
    case spine
    case startFrame = "start-frame"
    case endFrame = "end-frame"
    case startTip = "start-tip"
    case endTip = "end-tip"
    /// A head template's tip marker.
    case tip
    /// A head template's attachment marker: where the body stops.
    case attachment
    /// A head template's frame.
    case frame
    /// A point an arrow template's body passes through at rest: the one role many elements play,
    /// in document order (``SVGTemplateParser/waypointElements(excluding:)``), so it is not among
    /// ``arrowRoles``, whose elements are one each.
    case waypoint

    /// The roles of an arrow template's elements.
    static let arrowRoles: [SVGRole] = [.outline, .spine, .startFrame, .endFrame, .startTip, .endTip]
    /// The roles of a head template's elements.
    static let headRoles: [SVGRole] = [.outline, .spine, .tip, .attachment, .frame]

    /// The role's words: `["start", "frame"]`.
    var words: [String] { rawValue.split(separator: "-").map(String.init) }

    /// The role a name stands for, if any, among `roles` (the first that matches: `start-tip`
    /// is the start tip when the arrow roles come first, a head's tip among the head roles).
    static func role(named name: String, among roles: [SVGRole] = arrowRoles) -> SVGRole? {
        let w = words(of: name)
        guard let last = w.last else { return nil }
        return roles.first { role in
            let rw = role.words
            return w.count >= rw.count && Array(w.suffix(rw.count)) == rw || last == rw.joined()
        }
    }

    /// A name cut into lower-case words by the rule above, trailing numbers dropped.
    static func words(of name: String) -> [String] {
        let scalars = Array(decodingIllustratorEscapes(name).unicodeScalars)
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current = String.UnicodeScalarView()
        }
        var previous: Unicode.Scalar? = nil
        for s in scalars {
            let isAlnum = s.properties.isAlphabetic || s.properties.numericType != nil
            guard isAlnum else {
                flush()
                previous = nil
                continue
            }
            if let p = previous {
                let camel = p.properties.isLowercase && s.properties.isUppercase
                let digitBoundary = (p.properties.numericType != nil) != (s.properties.numericType != nil)
                if camel || digitBoundary { flush() }
            }
            current.append(s)
            previous = s
        }
        flush()
        while let last = words.last, last.unicodeScalars.allSatisfy({ $0.properties.numericType != nil }) {
            words.removeLast()
        }
        return words
    }

    /// Replaces Illustrator's `_xHH_` escapes (a character code in hex) by the character.
    static func decodingIllustratorEscapes(_ name: String) -> String {
        guard name.contains("_x") else { return name }
        let u = Array(name.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < u.count {
            if u[i] == "_", i + 4 < u.count, u[i + 1] == "x", u[i + 4] == "_",
               let code = UInt32(String(String.UnicodeScalarView(u[(i + 2)...(i + 3)])), radix: 16),
               let scalar = Unicode.Scalar(code) {
                out.append(scalar)
                i += 5
            } else {
                out.append(u[i])
                i += 1
            }
        }
        return String(out)
    }
}
