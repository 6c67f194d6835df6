import BezierArrow

/// Finds the template a user names: a catalog template by name, else a `.arrow` file by path.
///
/// The catalog is passed in by the executable (it is compiled into `arrowgen` by the build
/// plugin), which keeps this core free of the generated code.
public struct TemplateLibrary: Sendable {
    /// Templates found by name, in the order `help` and messages list them.
    public var catalog: [ArrowTemplate]

    /// Creates a library over a catalog.
    public init(catalog: [ArrowTemplate]) { self.catalog = catalog }

    /// The catalog's names, comma-separated, for messages.
    public var names: String { catalog.map(\.name).joined(separator: ", ") }

    /// Opens a template by catalog name (case-insensitive) or file path.
    ///
    /// - Parameters:
    ///   - name: a catalog name or a path to a `.arrow` file.
    ///   - fileSystem: where files are read.
    /// - Returns: the template and its source (the catalog name, or the path as given).
    /// - Throws: ``TemplateOpenError/notFound(_:)`` when it is neither, or
    ///   ``TemplateOpenError/invalid(_:)`` with the file's diagnostics.
    public func open(_ name: String, fileSystem: any PreviewFileSystem) throws(TemplateOpenError) -> (template: ArrowTemplate, source: String) {
        if let found = catalog.first(where: { $0.name.lowercased() == name.lowercased() }) {
            return (found, found.name)
        }
        let text: String
        do {
            text = try fileSystem.readText(atPath: name)
        } catch {
            throw .notFound("no catalog template named '\(name)' (the catalog has \(names)) and \(error.message)")
        }
        return (try Self.readTemplate(text, path: name), name)
    }
}

/// Why ``TemplateLibrary/open(_:fileSystem:)`` found no usable template.
public enum TemplateOpenError: Error, Hashable, Sendable {
    /// Neither a catalog name nor a readable file; the message says both.
    case notFound(String)
    /// The file was read but has errors, each printable as `file:line:column: error: ...`.
    case invalid([Diagnostic])
}
