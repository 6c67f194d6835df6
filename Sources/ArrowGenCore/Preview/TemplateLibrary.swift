import BezierArrow

/// Finds the template a user names: a catalog template by name, else a `.arrow` or `.svg` file
/// by path (read by the generator's own readers, so previews accept what the generator accepts).
///
/// The catalog and its heads are passed in by the executable (they are compiled into `arrowgen`
/// by the build plugin), which keeps this core free of the generated code.
package struct TemplateLibrary: Sendable {
    /// Templates found by name, in the order messages list them.
    package var catalog: [ArrowTemplate]
    /// Heads found by name (`head end dot`), in the order `heads` lists them; always holds
    /// `ArrowHead.none`.
    package var heads: [ArrowHead]

    /// Creates a library over a catalog.
    ///
    /// - Parameters:
    ///   - catalog: the templates found by name.
    ///   - heads: the heads found by name; `ArrowHead.none` is added at the end when missing,
    ///     so a tip can always go without a head.
    package init(catalog: [ArrowTemplate], heads: [ArrowHead] = []) {
        self.catalog = catalog
        self.heads = heads.contains { $0.name == ArrowHead.none.name } ? heads : heads + [.none]
    }

    /// The catalog's names, comma-separated, for messages.
    package var names: String { catalog.map(\.name).joined(separator: ", ") }

    /// The head with a name, ignoring case.
    package func head(named name: String) -> ArrowHead? {
        let wanted = name.lowercased()
        return heads.first { $0.name.lowercased() == wanted }
    }

    /// The catalog template with a name, ignoring case.
    package func template(named name: String) -> ArrowTemplate? {
        let wanted = name.lowercased()
        return catalog.first { $0.name.lowercased() == wanted }
    }

    /// Opens a template by catalog name (case-insensitive) or file path.
    ///
    /// A name with a template file extension (`.arrow`, `.svg`) is read as a file; any other name
    /// is only looked up in the catalog, so a mistyped name never reads whatever file it happens
    /// to name (`/dev/zero`).
    ///
    /// - Parameters:
    ///   - name: a catalog name or a path to a `.arrow` or `.svg` file.
    ///   - fileSystem: where files are read.
    /// - Returns: the template with the file it came from (for a catalog template, the file name
    ///   the catalog's build derived its name from) and any warnings.
    /// - Throws: ``TemplateOpenError/notFound(_:)`` when it is neither, or
    ///   ``TemplateOpenError/invalid(_:)`` with the file's diagnostics.
    package func open(_ name: String, fileSystem: any PreviewFileSystem) throws(TemplateOpenError) -> OpenedTemplate {
        guard TemplateFormat(path: name) != nil else {
            guard let found = template(named: name) else {
                let extensions = TemplateFormat.fileExtensions.map { ".\($0)" }.joined(separator: " or ")
                throw .notFound("'\(name)' is neither a catalog template (the catalog has \(names)) nor a \(extensions) file")
            }
            let parsed = ParsedTemplate(template: found, path: Self.catalogFileName(of: found.name),
                                        nameLocation: .start, isNameDerived: false)
            return OpenedTemplate(parsed: parsed, source: found.name, warnings: [])
        }
        let text: String
        do {
            text = try fileSystem.readText(atPath: name)
        } catch {
            if let diagnostic = error.diagnostic { throw .invalid([diagnostic]) }
            throw .notFound(error.message)
        }
        var diagnostics: [Diagnostic] = []
        guard var parsed = Generator.parse(TemplateSource(path: name, text: text), diagnostics: &diagnostics) else {
            throw .invalid(diagnostics)
        }
        if let style = parsed.style {
            parsed.template.style = resolve(style, of: parsed.template, path: name, diagnostics: &diagnostics)
        }
        return OpenedTemplate(parsed: parsed, source: name, warnings: diagnostics)
    }

    /// The runtime style of a template that names its heads and body, for previews: each named
    /// head found among ``heads`` (the catalog's, and `none`).
    ///
    /// A head that is not there (a head template of the app's own target, which the build finds
    /// but a preview of one file cannot) is drawn as the template's own head of that end, with a
    /// warning at its name saying so.
    ///
    /// - Parameters:
    ///   - style: the heads and body as the file names them.
    ///   - template: the template.
    ///   - path: the file, for the warnings.
    ///   - diagnostics: where the warnings go.
    /// - Returns: the style the template's arrows start with.
    func resolve(_ style: TemplateStyle, of template: ArrowTemplate, path: String,
                 diagnostics: inout [Diagnostic]) -> ArrowStyle {
        func drawnHead(_ tip: ArrowTip) -> ArrowHead {
            guard let named = style.head(tip) else { return template.head(tip) }
            if let found = self.head(named: named.name) { return found }
            diagnostics.append(Diagnostic(.warning, "head '\(named.name)' is not one of the catalog's heads "
                                          + "(\(heads.map(\.name).joined(separator: ", "))): the preview draws the "
                                          + "template's own \(tip) head instead (the build finds a head template of the "
                                          + "same target)", file: path, at: named.location))
            return template.head(tip)
        }
        var resolved = ArrowStyle(startHead: drawnHead(.start), endHead: drawnHead(.end), body: style.body, bend: style.bend,
                                  cornerRadius: style.cornerRadius)
        resolved.bodyState.waypoints = style.waypoints
        return resolved
    }

    /// The file a catalog template is built from: its name in kebab case (`DoubleArrow` from
    /// `double-arrow.arrow`), when that file name derives the same name back; else `<Name>.arrow`.
    static func catalogFileName(of name: String) -> String {
        var kebab = ""
        for (i, c) in name.enumerated() {
            if c.isUppercase && i > 0 { kebab += "-" }
            kebab += c.lowercased()
        }
        kebab += ".arrow"
        return TemplateName.derived(fromPath: kebab) == name ? kebab : name + ".arrow"
    }
}
