import BezierArrow

/// The wording every reader, error message and help text uses for a list of options, taken from
/// the option's table (``NamedOption``), so a message cannot offer a spelling the reader refuses.
extension NamedOption {
    /// Every case's name, in declaration order: what readers accept and completion offers.
    package static var names: [String] { allCases.map(\.name) }

    /// The names as an English list, each between `quote`: `fixed or follow`,
    /// `'nonzero' or 'evenodd'`, `"butt", "round" or "square"`.
    package static func choices(quotedBy quote: String = "") -> String {
        let quoted = names.map { quote + $0 + quote }
        guard let last = quoted.last else { return "" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    }

    /// One `name  summary` line per case for help text, each after `indent`, the summaries
    /// aligned: `  fixed   heads keep their direction ...`.
    package static func summaryLines(indent: String) -> [String] {
        let width = names.map(\.count).max() ?? 0
        return allCases.map { indent + $0.name.padded(to: width) + "  " + $0.summary }
    }
}
