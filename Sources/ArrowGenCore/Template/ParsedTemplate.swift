import BezierArrow

/// A template read without errors: the validated runtime template plus where it came from, for
/// the renderer's header and for diagnostics that span templates (two with the same name).
public struct ParsedTemplate: Hashable, Sendable {
    /// The validated template.
    public var template: ArrowTemplate
    /// The path of the file it was read from, as the user named it.
    public var path: String
    /// Where the name was given: the `"name"` value, or the start of the file when the name was
    /// derived from the file name.
    public var nameLocation: SourceLocation
    /// Whether the name was derived from the file name rather than given by `"name"`.
    public var isNameDerived: Bool

    /// Creates a parsed template.
    public init(template: ArrowTemplate, path: String, nameLocation: SourceLocation, isNameDerived: Bool) {
        self.template = template
        self.path = path
        self.nameLocation = nameLocation
        self.isNameDerived = isNameDerived
    }

    /// The last component of ``path``.
    public var fileName: String { TemplateSource.fileName(of: path) }
}
