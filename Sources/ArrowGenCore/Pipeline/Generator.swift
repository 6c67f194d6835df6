import BezierArrow

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
    /// - Parameters:
    ///   - sources: the templates of one target (or one command line), in a stable order.
    ///   - module: the module the generated files are compiled in, when known (the build plugin
    ///     gives its target's): a template naming ArrowCatalog's heads imports ArrowCatalog unless
    ///     the module is ArrowCatalog itself.
    /// - Returns: the files and every diagnostic.
    ///
    /// A head template (see ``isHead(_:)``) becomes an extension of `ArrowHead` with one static
    /// member; its name must differ from the other templates' names too.
    ///
    /// Whether the heads templates name exist is not checked here: the sources may be only some
    /// of a target's files (the build plugin generates one file per command). ``checkNames(_:)``
    /// checks it for a whole target.
    public static func run(_ sources: [TemplateSource], module: String? = nil) -> GeneratorResult {
        var diagnostics: [Diagnostic] = []
        let parsed = read(sources, diagnostics: &diagnostics)
        let unique = uniquelyNamed(parsed, diagnostics: &diagnostics)
        let files = unique.map { file in
            switch file {
            case .arrow(let p):
                GeneratedFile(templateName: p.template.name, sourcePath: p.path,
                              fileName: SwiftRenderer.outputFileName(for: p), contents: SwiftRenderer.render(p, module: module))
            case .head(let p):
                GeneratedFile(templateName: p.head.name, sourcePath: p.path,
                              fileName: SwiftRenderer.outputFileName(forHead: p), contents: SwiftRenderer.renderHead(p))
            }
        }
        return GeneratorResult(files: files, diagnostics: diagnostics)
    }

    /// Whether a template file describes a head rather than an arrow: a `.arrow` file whose top
    /// level has `"tip"` or `"attachment"` and neither `"start"` nor `"end"`, or an `.svg` file
    /// with an element named `tip` or `attachment` and none named `start-frame` or `end-frame`.
    public static func isHead(_ source: TemplateSource) -> Bool {
        switch source.format {
        case .arrow: TemplateReader.isHead(source)
        case .svg: SVGTemplateReader.isHead(source)
        case nil: false
        }
    }

    /// Reads one head template (see ``isHead(_:)``).
    ///
    /// - Parameters:
    ///   - source: the file's path and text.
    ///   - diagnostics: receives every error, warning and note.
    /// - Returns: the head, or `nil` when there was an error.
    public static func parseHead(_ source: TemplateSource, diagnostics: inout [Diagnostic]) -> ParsedHead? {
        let parsed: ParsedHead?
        switch source.format {
        case .arrow:
            parsed = TemplateReader.readHead(source, diagnostics: &diagnostics)
        case .svg:
            parsed = SVGTemplateReader.readHead(source, diagnostics: &diagnostics)
        case nil:
            let expected = TemplateFormat.fileExtensions.map { ".\($0)" }.joined(separator: " or ")
            diagnostics.append(Diagnostic(.error, "'\(source.fileName)' is not a template: expected a \(expected) file",
                                          file: source.path, at: .start))
            return nil
        }
        // Generated code builds the head again from the values it stores and stops if that
        // fails: the same check here refuses, located, what would stop an app at its first use.
        guard let parsed else { return nil }
        let problem: String?
        do {
            problem = try parsed.head.rebuilt() == parsed.head ? nil : "it is another head"
        } catch {
            problem = "\(error)"
        }
        if let problem {
            diagnostics.append(Diagnostic(.error, "the head cannot be generated: built again from the values it stores, "
                                          + "as generated code builds it, \(problem)",
                                          file: source.path, at: parsed.nameLocation))
            return nil
        }
        return parsed
    }

    /// Checks the names across a target's templates: that they differ, and that every head an
    /// arrow names is a head template among them or one of ArrowCatalog's (`CatalogHeads`).
    /// What the build plugin runs once per target, since each template's own generation runs as
    /// a separate command and sees no other file.
    ///
    /// Templates that cannot be read are skipped silently: their own generation reports why.
    ///
    /// - Returns: the duplicate-name errors and notes, and an error at each unknown head name
    ///   (with the nearest known name when one is close).
    public static func checkNames(_ sources: [TemplateSource]) -> [Diagnostic] {
        var ignored: [Diagnostic] = []
        let parsed = read(sources, diagnostics: &ignored)
        var diagnostics: [Diagnostic] = []
        _ = uniquelyNamed(parsed, diagnostics: &diagnostics)
        diagnostics += unknownHeads(parsed)
        return diagnostics
    }

    /// An error at each head an arrow names that is neither a head of `parsed` nor a catalog head.
    private static func unknownHeads(_ parsed: [ParsedFile]) -> [Diagnostic] {
        var targetHeads: [String] = []
        for case .head(let h) in parsed { targetHeads.append(h.head.name) }
        let known = targetHeads + CatalogHeads.names
        var diagnostics: [Diagnostic] = []
        for case .arrow(let p) in parsed {
            for tip in ArrowTip.allCases {
                guard let head = p.style?.head(tip), !known.contains(head.name) else { continue }
                let targetList = targetHeads.isEmpty ? "" : " or this target's (\(targetHeads.sorted().joined(separator: ", ")))"
                diagnostics.append(Diagnostic(.error, "unknown head '\(head.name)' at the \(tip): name one of ArrowCatalog's "
                                              + "heads (\(CatalogHeads.names.joined(separator: ", ")))\(targetList), or add a "
                                              + "head template of that name to the target"
                                              + Suggestion.hint(for: head.name, among: known),
                                              file: p.path, at: head.location))
            }
        }
        return diagnostics
    }

    /// Reads one template with the reader its file extension calls for: `TemplateReader` for
    /// `.arrow`, `SVGTemplateReader` for `.svg`; any other extension is an error.
    ///
    /// - Parameters:
    ///   - source: the file's path and text.
    ///   - diagnostics: receives every error, warning and note.
    /// - Returns: the template, or `nil` when there was an error.
    ///   A head template is an error: it has no arrow to read (``parseHead(_:diagnostics:)``
    ///   reads it).
    public static func parse(_ source: TemplateSource, diagnostics: inout [Diagnostic]) -> ParsedTemplate? {
        if isHead(source) {
            diagnostics.append(Diagnostic(.error, "'\(source.fileName)' is a head template (it has a \"tip\" and an "
                                          + "\"attachment\", no \"start\" or \"end\"), not an arrow",
                                          file: source.path, at: .start))
            return nil
        }
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

    /// An arrow or a head read without errors.
    private enum ParsedFile {
        case arrow(ParsedTemplate)
        case head(ParsedHead)

        var name: String {
            switch self {
            case .arrow(let p): p.template.name
            case .head(let p): p.head.name
            }
        }
        var path: String {
            switch self {
            case .arrow(let p): p.path
            case .head(let p): p.path
            }
        }
        var nameLocation: TextLocation {
            switch self {
            case .arrow(let p): p.nameLocation
            case .head(let p): p.nameLocation
            }
        }
        var isNameDerived: Bool {
            switch self {
            case .arrow(let p): p.isNameDerived
            case .head(let p): p.isNameDerived
            }
        }
    }

    /// Reads every source, each with the reader its kind calls for.
    private static func read(_ sources: [TemplateSource], diagnostics: inout [Diagnostic]) -> [ParsedFile] {
        sources.compactMap { source in
            if isHead(source) {
                return parseHead(source, diagnostics: &diagnostics).map(ParsedFile.head)
            }
            return parse(source, diagnostics: &diagnostics).map(ParsedFile.arrow)
        }
    }

    /// The templates whose names were not taken by an earlier one; reports the others.
    private static func uniquelyNamed(_ parsed: [ParsedFile], diagnostics: inout [Diagnostic]) -> [ParsedFile] {
        var firstByName: [String: ParsedFile] = [:]
        var unique: [ParsedFile] = []
        for p in parsed {
            let name = p.name
            guard let first = firstByName[name] else {
                firstByName[name] = p
                unique.append(p)
                continue
            }
            let nameKey = TemplateFormat(path: p.path) == .svg ? "data-name to the <svg> element" : "\"name\""
            let how = p.isNameDerived ? " (named after its file; add \(nameKey) to rename it)" : ""
            let becomes = if case .head = p { "each head of a target becomes an ArrowHead member" }
                else { "each template of a target becomes a type" }
            diagnostics.append(Diagnostic(.error, "duplicate template name '\(name)'\(how): \(becomes), "
                                          + "so names must differ", file: p.path, at: p.nameLocation))
            let firstHow = first.isNameDerived ? ", after its file name" : ""
            diagnostics.append(Diagnostic(.note, "'\(name)' is first named here\(firstHow)",
                                          file: first.path, at: first.nameLocation))
        }
        return unique
    }
}
