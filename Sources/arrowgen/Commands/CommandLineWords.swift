import ArrowGenCore

/// A command line read a word at a time, options taking their value as the next word or after
/// `=` (`--format svg`, `--format=svg`).
struct CommandLineWords {
    private var rest: ArraySlice<String>

    /// The words after the command's name.
    init(_ arguments: [String]) { rest = arguments[...] }

    /// The next word: an option's name (the part before `=` of `--name=value`), or an operand.
    mutating func next() -> String? {
        guard let word = rest.popFirst() else { return nil }
        if word.hasPrefix("--"), let eq = word.firstIndex(of: "=") {
            inlineValue = String(word[word.index(after: eq)...])
            return String(word[..<eq])
        }
        inlineValue = nil
        return word
    }

    /// The value given after `=` with the last option, if any.
    private var inlineValue: String?

    /// The last option's value: after its `=`, else the next word.
    ///
    /// - Parameter option: the option, for the error.
    /// - Throws: a usage error when there is none.
    mutating func value(of option: String) throws(CommandError) -> String {
        if let v = inlineValue { return v }
        guard let v = rest.popFirst() else { throw .usage("missing value for '\(option)'") }
        return v
    }
}
