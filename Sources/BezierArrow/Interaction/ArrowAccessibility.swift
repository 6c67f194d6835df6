/// The words assistive technologies (VoiceOver, Voice Control, Switch Control) read for an arrow
/// and its tips, the same on every platform the views run on.
///
/// The arrow as a whole is named after its template (`DoubleArrow` reads "Double arrow"); each tip
/// is an adjustable element labelled "start tip" or "end tip" whose value is its position in
/// whole units of the arrow's coordinates ("x 120, y 40"), with four actions moving it left,
/// right, up and down.
public enum ArrowAccessibility {
    /// The arrow's label: its template's name as words, the first capitalised
    /// (`DoubleArrow` reads "Double arrow", `my_arrow2` "My arrow 2").
    ///
    /// - Parameter template: the arrow's template.
    /// - Returns: the words, or "Arrow" for a template without a name.
    public static func label(for template: ArrowTemplate) -> String {
        let words = words(of: template.name)
        guard let first = words.first else { return "Arrow" }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst()).joined(separator: " ")
    }

    /// A tip's label: "start tip" or "end tip".
    ///
    /// - Parameter end: which end.
    public static func label(for end: ArrowEndName) -> String {
        end == .start ? "start tip" : "end tip"
    }

    /// A tip's value: its position rounded to whole units, "x 120, y 40".
    ///
    /// - Parameter tip: the tip, in the arrow's coordinates.
    public static func value(of tip: Point) -> String {
        "x \(spoken(tip.x)), y \(spoken(tip.y))"
    }

    /// The name of the action that moves a tip in a direction: "Move left", "Move up".
    ///
    /// - Parameter direction: the direction.
    public static func actionName(for direction: ArrowMoveDirection) -> String {
        "Move \(direction.rawValue)"
    }

    /// A coordinate rounded to a whole number, as read aloud ("-0" reads "0").
    static func spoken(_ v: Double) -> String {
        guard v.isFinite else { return "unknown" }
        // Tips are clamped far inside Int's range (see Arrow); clamp again for any caller.
        let r = Int(min(max(v.rounded(), -1e15), 1e15))
        return String(r)
    }

    /// A name cut into lower-case words: at every character that is not a letter or digit,
    /// between a lower-case letter and an upper-case one, and between letters and digits; an
    /// acronym stays one word (`SVGArrow` gives "svg arrow").
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var word: [Character] = []
        let characters = Array(name)
        func flush() {
            if !word.isEmpty { words.append(String(word).lowercased()) }
            word.removeAll()
        }
        for (i, c) in characters.enumerated() {
            guard c.isLetter || c.isNumber else { flush(); continue }
            if let previous = word.last {
                let next = i + 1 < characters.count ? characters[i + 1] : nil
                let lowerToUpper = previous.isLowercase && c.isUppercase
                let acronymEnd = previous.isUppercase && c.isUppercase && (next?.isLowercase ?? false)
                let letterDigit = previous.isLetter != c.isLetter
                if lowerToUpper || acronymEnd || letterDigit { flush() }
            }
            word.append(c)
        }
        flush()
        return words
    }
}
