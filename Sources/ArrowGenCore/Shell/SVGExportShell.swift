import BezierArrow

/// What `arrowgen export-svg` does, testable without the executable: find a template by catalog
/// name or read it from a `.arrow` or `.svg` file, and write it as an SVG template
/// (``SVGTemplateWriter``) to a file or to standard output.
package enum SVGExportShell {
    /// Exports one template as an SVG template.
    ///
    /// The template is opened as every command opens one (``TemplateLibrary/open(_:fileSystem:)``):
    /// a name with a template file extension (`.arrow`, `.svg`) is read as a file, any other name
    /// is looked up in the catalog, ignoring case. Diagnostics of the file (errors, or warnings
    /// for a usable template) go to `report` as `file:line:column: severity: message`.
    ///
    /// - Parameters:
    ///   - name: a `.arrow` or `.svg` file, or a catalog name (`DoubleArrow`).
    ///   - catalog: the templates found by name (the `arrowgen` executable passes
    ///     `ArrowCatalog.all`; this module cannot link the generated catalog).
    ///   - outputPath: the file to write, whole or not at all, and only when its content changes
    ///     (``FileSystem/writeIfChanged(_:to:)``); `nil` writes to `standardOutput`.
    ///   - standardOutput: receives the SVG text when there is no output file.
    ///   - report: receives diagnostics and error lines.
    /// - Returns: ``ExitCode/success``; ``ExitCode/noInput`` when the template cannot be found
    ///   or read, ``ExitCode/dataError`` when it has an error, or the write failure's status
    ///   when the output cannot be written.
    package static func export(_ name: String, catalog: [ArrowTemplate], outputPath: String?,
                              standardOutput: (String) throws(FileSystem.Failure) -> Void = StandardOutput.write,
                              report: (String) -> Void = StandardError.write) -> ExitCode {
        let opened: OpenedTemplate
        do {
            opened = try TemplateLibrary(catalog: catalog).open(name, fileSystem: LocalFileSystem())
        } catch {
            switch error {
            case .notFound(let message): report("Error: \(message)")
            case .invalid(let diagnostics): report(diagnostics.map(\.description).joined(separator: "\n"))
            }
            return error.exitCode
        }
        if !opened.warnings.isEmpty { report(opened.warnings.map(\.description).joined(separator: "\n")) }
        let svg = SVGTemplateWriter.svg(for: opened.parsed.template, style: opened.parsed.style)
        do {
            if let outputPath {
                try FileSystem.writeIfChanged(Array(svg.utf8), to: outputPath)
            } else {
                try standardOutput(svg)
            }
        } catch {
            report("Error: \(error)")
            return error.exitCode
        }
        return .success
    }
}
