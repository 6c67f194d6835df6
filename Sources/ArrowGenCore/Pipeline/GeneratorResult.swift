/// What the generator made of a list of templates.
public struct GeneratorResult: Hashable, Sendable {
    /// One file per template read without errors, in input order.
    public var files: [GeneratedFile]
    /// Every diagnostic, grouped by input in input order.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    package init(files: [GeneratedFile], diagnostics: [Diagnostic]) {
        self.files = files
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error: the shells then exit non-zero.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
