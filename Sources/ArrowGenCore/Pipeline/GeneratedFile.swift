/// One generated Swift file: the output for one template.
public struct GeneratedFile: Hashable, Sendable {
    /// The template's type name.
    public var templateName: String
    /// The path of the template file it was generated from, as the user named it.
    public var sourcePath: String
    /// The suggested file name, `<TemplateName>.swift` (the build plugin chooses its own).
    public var fileName: String
    /// The Swift source text.
    public var contents: String

    /// Creates a generated file.
    package init(templateName: String, sourcePath: String, fileName: String, contents: String) {
        self.templateName = templateName
        self.sourcePath = sourcePath
        self.fileName = fileName
        self.contents = contents
    }
}
