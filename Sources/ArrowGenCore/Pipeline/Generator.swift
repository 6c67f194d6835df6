/// The generator pipeline: template texts in, Swift texts and diagnostics out, no file access
/// (as swift-openapi-generator's `GeneratorPipeline`: parse, validate, render).
///
/// The `arrowgen generate` command, the build plugin's `arrowgen-build` tool and the tests are
/// thin shells around it.
public enum Generator {
    /// Reads, checks and renders templates.
    ///
    /// Templates with an error produce no file; two templates with the same name (the names of
    /// one target must differ, since each becomes a type) are an error at the second, with a
    /// note at the first, and the second produces no file.
    ///
    /// - Parameter sources: the templates of one target (or one command line), in a stable order.
    /// - Returns: the files and every diagnostic.
    public static func run(_ sources: [TemplateSource]) -> GeneratorResult {
        var diagnostics: [Diagnostic] = []
        let parsed = read(sources, diagnostics: &diagnostics)
        let unique = uniquelyNamed(parsed, diagnostics: &diagnostics)
        let files = unique.map { p in
            GeneratedFile(templateName: p.template.name, sourcePath: p.path,
                          fileName: SwiftRenderer.outputFileName(for: p), contents: SwiftRenderer.render(p))
        }
        return GeneratorResult(files: files, diagnostics: diagnostics)
    }

    /// Checks only that the templates' names differ: what the build plugin runs once per target,
    /// since each template's own generation runs as a separate command.
    ///
    /// Templates that cannot be read are skipped silently: their own generation reports why.
    ///
    /// - Returns: the duplicate-name errors and notes.
    public static func checkNames(_ sources: [TemplateSource]) -> [Diagnostic] {
        var ignored: [Diagnostic] = []
        let parsed = read(sources, diagnostics: &ignored)
        var diagnostics: [Diagnostic] = []
        _ = uniquelyNamed(parsed, diagnostics: &diagnostics)
        return diagnostics
    }

    /// Reads one template with the reader its file extension calls for: ``TemplateReader`` for
    /// `.arrow`, ``SVGTemplateReader`` for `.svg`; any other extension is an error.
    ///
    /// - Parameters:
    ///   - source: the file's path and text.
    ///   - diagnostics: receives every error, warning and note.
    /// - Returns: the template, or `nil` when there was an error.
    public static func parse(_ source: TemplateSource, diagnostics: inout [Diagnostic]) -> ParsedTemplate? {
        switch source.format {
        case .arrow:
            return TemplateReader.read(source, diagnostics: &diagnostics)
        case .svg:
            return SVGTemplateReader.read(source, diagnostics: &diagnostics)
        case nil:
            let expected = TemplateFormat.fileExtensions.map { ".\($0)" }.joined(separator: " or ")
            diagnostics.append(Diagnostic(.error, "'\(source.fileName)' is not a template: expected a \(expected) file",
                                          file: source.path, at: .start))
            return nil
        }
    }

    /// Reads every source.
    private static func read(_ sources: [TemplateSource], diagnostics: inout [Diagnostic]) -> [ParsedTemplate] {
        sources.compactMap { parse($0, diagnostics: &diagnostics) }
    }

    /// The templates whose names were not taken by an earlier one; reports the others.
    private static func uniquelyNamed(_ parsed: [ParsedTemplate], diagnostics: inout [Diagnostic]) -> [ParsedTemplate] {
        var firstByName: [String: ParsedTemplate] = [:]
        var unique: [ParsedTemplate] = []
        for p in parsed {
            let name = p.template.name
            guard let first = firstByName[name] else {
                firstByName[name] = p
                unique.append(p)
                continue
            }
            let nameKey = TemplateFormat(path: p.path) == .svg ? "data-name to the <svg> element" : "\"name\""
            let how = p.isNameDerived ? " (named after its file; add \(nameKey) to rename it)" : ""
            diagnostics.append(Diagnostic(.error, "duplicate template name '\(name)'\(how): each template of a target "
                                          + "becomes a type, so names must differ", file: p.path, at: p.nameLocation))
            let firstHow = first.isNameDerived ? ", after its file name" : ""
            diagnostics.append(Diagnostic(.note, "'\(name)' is first named here\(firstHow)",
                                          file: first.path, at: first.nameLocation))
        }
        return unique
    }
}
