/// A closed list of options that files, commands and help text spell by name.
///
/// Each list is one enumeration, and each case carries its ``name`` and a one-line ``summary``,
/// so the readers, the writers, error messages, help text and documentation all take the
/// spellings from the same place and cannot drift apart.
///
/// The name is the one spelling every format uses: `.arrow` files, the SVG template's `data-*`
/// options, JSON requests, the REPL and `arrowgen` options. Where SVG has the same property
/// (`fill-rule`, `stroke-linecap`, `stroke-linejoin`), the name is SVG's keyword, which is why
/// ``FillRule/evenOdd`` is named `evenodd`.
///
/// ```swift
/// FillRule(name: "evenodd")        // .evenOdd
/// LineCap.allCases.map(\.name)     // ["butt", "round", "square"]
/// HandlePolicy.scaled.summary      // "body handles grow and shrink with the body, ..."
/// ```
public protocol NamedOption: CaseIterable, Hashable, Sendable {
    /// The spelling files and commands use for this option (`evenodd`, `round`, `follow`).
    var name: String { get }
    /// One line saying what the option does, lowercase and without a final period, for help
    /// text and documentation.
    var summary: String { get }
}

extension NamedOption {
    /// The option with the given name, or `nil` when no case is spelled so.
    ///
    /// Names are compared exactly; a format whose keywords ignore case (CSS, the REPL) lowercases
    /// the word first, as every name is lowercase.
    ///
    /// - Complexity: O(number of cases).
    // Size: compiled once for every option type (a lookup by name when a file is read), not once
    // per type.
    @_semantics("optimize.sil.specialize.generic.never")
    public init?(name: String) {
        guard let option = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = option
    }
}

extension NamedOption where Self: RawRepresentable, RawValue == String {
    /// The raw value: an option is stored under its name, so the two never differ.
    public var name: String { rawValue }
}
