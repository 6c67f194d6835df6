import BezierArrow

/// A REPL mistake, already worded as the line to print.
struct ReplError: Error {
    var text: String

    init(_ text: String) { self.text = text }

    /// `error: 'start' expects two numbers X Y, found 'abc'` (or `found nothing`), with the
    /// nearest of some choices when one is close (`found 'follw'; did you mean 'follow'?`).
    ///
    /// - Parameters:
    ///   - verb: the command.
    ///   - found: its arguments as typed, or `nil` for none.
    ///   - mistyped: the word to look for among `choices`, when not the whole of `found`.
    ///   - choices: the words the command accepts there.
    init(_ verb: ReplVerb, found: String?, mistyped: String? = nil, among choices: [String] = []) {
        let what = found.map { "'\($0)'" } ?? "nothing"
        text = "error: '\(verb.rawValue)' expects \(verb.expectation), found \(what)"
        if let word = mistyped ?? found { text += Suggestion.hint(for: word, among: choices) }
    }
}
