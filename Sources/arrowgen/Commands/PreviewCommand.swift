import ArrowCatalog
import ArrowGenCore
import BezierArrow

/// `arrowgen preview TEMPLATE [--start X,Y] [--end X,Y] [--format text|json|svg] [-o FILE]`:
/// the REPL's views, once, for scripts and docs.
enum PreviewCommand: CLICommand {
    static let name = "preview"
    static let summary = "Print an arrow for given tips once: as text (elements, bounds, frame, picture), JSON or SVG."
    static let usage = """
        arrowgen preview TEMPLATE [--start X,Y] [--end X,Y] [--format text|json|svg] [-o FILE]
          TEMPLATE              a .arrow or .svg file, or a catalog name (DoubleArrow)
          --start X,Y           the start tip (default: the template's)
          --end X,Y             the end tip (default: the template's)
          --orientation MODE    \(ArrowOrientation.choices()) (default: the template's)
          --handles POLICY      \(HandlePolicy.choices()) (default: the template's)
          --format F            text, json or svg (default: from the extension of FILE, .txt,
                                .json or .svg; else text)
          -o, --output FILE     write to FILE instead of standard output, whole or not at all
          Exit status: 0, or 65 if the template has an error, 66 if it cannot be found or read,
          73 or 74 if the output cannot be created or written (see 'arrowgen help').
        """

    /// The output formats.
    enum Format: String, CaseIterable {
        case text, json, svg

        /// `a text file`, `a JSON file`, `an SVG file`.
        var description: String {
            switch self {
            case .text: "a text file"
            case .json: "a JSON file"
            case .svg: "an SVG file"
            }
        }

        /// The format a file's extension names (`.txt`, `.json`, `.svg`, in any case), or `nil`.
        init?(extensionOf path: String) {
            let name = TemplateSource.fileName(of: path)
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
            switch name[name.index(after: dot)...].lowercased() {
            case "txt": self = .text
            case "json": self = .json
            case "svg": self = .svg
            default: return nil
            }
        }
    }

    static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
        var templateName: String?
        var start: Point?, end: Point?
        var orientation: ArrowOrientation?, handles: HandlePolicy?
        var output = OutputOptions(formats: Format.allCases)
        var words = CommandLineWords(arguments)
        while let word = words.next() {
            guard try !output.take(word, from: &words) else { continue }
            switch word {
            case "--start": start = try point(try words.value(of: word), option: word)
            case "--end": end = try point(try words.value(of: word), option: word)
            case "--orientation":
                let v = try words.value(of: word)
                guard let o = ArrowOrientation(name: v) else {
                    throw .usage("'--orientation' expects \(ArrowOrientation.choices()), found '\(v)'")
                }
                orientation = o
            case "--handles":
                let v = try words.value(of: word)
                guard let h = HandlePolicy(name: v) else {
                    throw .usage("'--handles' expects \(HandlePolicy.choices()), found '\(v)'")
                }
                handles = h
            default:
                if word.hasPrefix("-") && word.count > 1 { throw .usage("unknown option '\(word)'") }
                guard templateName == nil else { throw .usage("unexpected argument '\(word)'; expected one TEMPLATE") }
                templateName = word
            }
        }
        guard let templateName else { throw .usage("missing TEMPLATE: a .arrow or .svg file, or a catalog name (DoubleArrow)") }
        let format = try output.resolvedFormat(command: name)

        guard let opened = try open(templateName, library: TemplateLibrary(catalog: ArrowCatalog.all),
                                    fileSystem: LocalFileSystem()) else { return .dataError }
        var preview = ArrowPreview(template: opened.parsed.template, source: opened.source)
        if let orientation { preview.template.orientation = orientation }
        if let handles { preview.template.handles = handles }
        if let start { preview.start = start }
        if let end { preview.end = end }

        let text: String
        switch format {
        case .text:
            text = preview.statusLine + "\n" + preview.elementListing
                + "bounds \(PreviewFormat.rect(preview.bounds))\n" + preview.frameDescription + preview.drawing()
        case .json: text = preview.json
        case .svg: text = SVGPicture(preview).text
        }
        try output.write(text)
        return .success
    }

    /// `X,Y` as a finite point within the coordinate limit.
    static func point(_ text: String, option: String) throws(CommandError) -> Point {
        do {
            let n = try NumberList.parse([text], count: 2, limit: ArrowDeformation.coordinateLimit)
            return Point(n[0], n[1])
        } catch {
            switch error {
            case .notFinite(let word):
                throw .usage("'\(option)' expects finite numbers X,Y, found '\(word)'")
            case .outOfRange(let word):
                throw .usage("'\(option)' expects numbers within ±1e12, found '\(word)'")
            case .notANumber, .count:
                throw .usage("'\(option)' expects two numbers X,Y, found '\(text)'")
            }
        }
    }

    /// Opens the template a command line names (DoubleArrow when none); warnings are printed and
    /// the template is used.
    ///
    /// - Returns: the template, or `nil` after printing the file's diagnostics (the caller exits
    ///   with ``ExitCode/dataError``).
    /// - Throws: ``CommandError`` with ``ExitCode/noInput`` when there is no such template:
    ///   neither a catalog name nor a readable template file.
    static func open(_ name: String?, library: TemplateLibrary,
                     fileSystem: any PreviewFileSystem) throws(CommandError) -> OpenedTemplate? {
        do {
            let opened = try library.open(name ?? "DoubleArrow", fileSystem: fileSystem)
            if !opened.warnings.isEmpty { printError(opened.warnings.map(\.description).joined(separator: "\n")) }
            return opened
        } catch {
            switch error {
            case .notFound(let message):
                throw CommandError(error.exitCode, message)
            case .invalid(let diagnostics):
                printError(diagnostics.map(\.description).joined(separator: "\n"))
                return nil
            }
        }
    }
}
