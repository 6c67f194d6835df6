/// The kinds of template file the generator reads, by file extension.
package enum TemplateFormat: String, Hashable, Sendable, CaseIterable {
    /// A JSON `.arrow` template (see ``TemplateReader``).
    case arrow
    /// An SVG drawing made in a vector editor (see ``SVGTemplateReader``).
    case svg

    /// The file extensions (without the dot) of every format.
    ///
    /// The build plugin cannot link this module (plugins may depend only on executables), so it
    /// keeps its own copy of this list in `ArrowGenPlugin.templateExtensions`; a test checks the
    /// two agree.
    package static var fileExtensions: [String] { allCases.map(\.fileExtension) }

    /// The file extension, without the dot.
    package var fileExtension: String { rawValue }

    /// The format of a file, by its extension (case-insensitive), or `nil` when unsupported.
    package init?(path: String) {
        let name = TemplateSource.fileName(of: path)
        guard let dot = name.lastIndex(of: ".") else { return nil }
        self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }
}
