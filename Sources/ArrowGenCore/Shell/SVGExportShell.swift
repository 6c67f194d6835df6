import BezierArrow

/// What `arrowgen export-svg` does, testable without the executable: find a template by catalog
/// name or read it from a `.arrow` or `.svg` file, and write it as an SVG template
/// (``SVGTemplateWriter``) to a file or to standard output.
public enum SVGExportShell {
    /// Exports one template as an SVG template.
    ///
    /// A name with a template file extension (`.arrow`, `.svg`) is read as a file, so a file
    /// wins over a catalog template of the same name; any other name is looked up in the
    /// catalog, ignoring case. Diagnostics of the file (errors, or warnings for a usable template)
    /// go to `report` as `file:line:column: severity: message`.
    ///
    /// - Parameters:
    ///   - name: a `.arrow` or `.svg` file, or a catalog name (`DoubleArrow`).
    ///   - catalog: the templates found by name (the `arrowgen` executable passes
    ///     `ArrowCatalog.all`; this module cannot link the generated catalog).
    ///   - outputPath: the file to write, rewritten only when its content changes; `nil` writes
    ///     to `standardOutput`.
    ///   - standardOutput: receives the SVG text when there is no output file.
    ///   - report: receives diagnostics and error lines.
    /// - Returns: ``GeneratorShell/success``, or ``GeneratorShell/failure`` when the template
    ///   cannot be found or read, has an error, or the output cannot be written.
    public static func export(_ name: String, catalog: [ArrowTemplate], outputPath: String?,
                              standardOutput: (String) -> Void = StandardOutput.write,
                              report: (String) -> Void = StandardError.write) -> Int32 {
        let library = TemplateLibrary(catalog: catalog)
        let template: ArrowTemplate
        if TemplateFormat(path: name) != nil {
            let (sources, errors) = GeneratorShell.load([name])
            guard let source = sources.first else {
                report(errors.joined(separator: "\n"))
                return GeneratorShell.failure
            }
            var diagnostics: [Diagnostic] = []
            let parsed = Generator.parse(source, diagnostics: &diagnostics)
            if !diagnostics.isEmpty { report(diagnostics.map(\.description).joined(separator: "\n")) }
            guard let parsed else { return GeneratorShell.failure }
            template = parsed.template
        } else if let found = library.template(named: name) {
            template = found
        } else {
            let extensions = TemplateFormat.fileExtensions.map { ".\($0)" }.joined(separator: " or ")
            report("error: '\(name)' is neither a \(extensions) file nor a catalog template (the catalog has \(library.names))")
            return GeneratorShell.failure
        }
        let svg = SVGTemplateWriter.svg(for: template)
        guard let outputPath else {
            standardOutput(svg)
            return GeneratorShell.success
        }
        do {
            try FileSystem.writeIfChanged(Array(svg.utf8), to: outputPath)
        } catch {
            report("error: cannot write \(error)")
            return GeneratorShell.failure
        }
        return GeneratorShell.success
    }
}
