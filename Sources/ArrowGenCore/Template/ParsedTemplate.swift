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
    package var nameLocation: TextLocation
    /// Whether the name was derived from the file name rather than given by `"name"`.
    public var isNameDerived: Bool
    /// The heads and body the template names, or `nil` when it names none (it is then drawn as
    /// its own outline and spine). The generator leaves ``template``'s own
    /// `ArrowTemplate.style` `nil`: the named heads live in other files, which generated code
    /// refers to. A preview sets it from the heads it knows (the catalog's).
    public var style: TemplateStyle?

    /// Creates a parsed template.
    ///
    /// - Parameters:
    ///   - template: The validated template.
    ///   - path: The file's path.
    ///   - nameLocation: Where the name was given.
    ///   - isNameDerived: Whether the name was derived from the file name.
    ///   - style: The heads and body the template names, if any.
    package init(template: ArrowTemplate, path: String, nameLocation: TextLocation, isNameDerived: Bool,
                style: TemplateStyle? = nil) {
        self.template = template
        self.path = path
        self.nameLocation = nameLocation
        self.isNameDerived = isNameDerived
        self.style = style
    }

    /// The last component of ``path``.
    public var fileName: String { TemplateSource.fileName(of: path) }
}
