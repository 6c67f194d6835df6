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
          --orientation MODE    fixed or follow (default: the template's)
          --handles POLICY      rigid or scaled (default: the template's)
          --format F            text (default), json or svg
          -o FILE               write to FILE instead of standard output
        """

    /// The output formats.
    enum Format: String, CaseIterable {
        case text, json, svg
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        var templateName: String?
        var start: Point?, end: Point?
        var orientation: ArrowOrientation?, handles: HandlePolicy?
        var format = Format.text
        var outputPath: String?
        var rest = arguments[...]
        while let word = rest.popFirst() {
            // Options take their value as the next word or after '=' (--start=10,20).
            var option = word, inlineValue: String?
            if word.hasPrefix("--"), let eq = word.firstIndex(of: "=") {
                option = String(word[..<eq])
                inlineValue = String(word[word.index(after: eq)...])
            }
            func value() throws -> String {
                if let v = inlineValue { return v }
                guard let v = rest.popFirst() else { throw UsageError("missing value for '\(option)'") }
                return v
            }
            switch option {
            case "--start": start = try point(try value(), option: option)
            case "--end": end = try point(try value(), option: option)
            case "--orientation":
                let v = try value()
                guard let o = ArrowOrientation(rawValue: v) else {
                    throw UsageError("'--orientation' expects fixed or follow, found '\(v)'")
                }
                orientation = o
            case "--handles":
                let v = try value()
                guard let h = HandlePolicy(rawValue: v) else {
                    throw UsageError("'--handles' expects rigid or scaled, found '\(v)'")
                }
                handles = h
            case "--format":
                let v = try value()
                guard let f = Format(rawValue: v) else {
                    throw UsageError("'--format' expects text, json or svg, found '\(v)'")
                }
                format = f
            case "-o", "--output": outputPath = try value()
            default:
                if word.hasPrefix("-") && word.count > 1 { throw UsageError("unknown option '\(word)'") }
                guard templateName == nil else { throw UsageError("unexpected argument '\(word)'; expected one TEMPLATE") }
                templateName = word
            }
        }
        guard let templateName else { throw UsageError("missing TEMPLATE: a .arrow or .svg file, or a catalog name (DoubleArrow)") }

        let library = TemplateLibrary(catalog: ArrowCatalog.all)
        let fileSystem = LocalFileSystem()
        guard let opened = try open(templateName, library: library, fileSystem: fileSystem) else { return 1 }
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
        if let outputPath {
            do {
                try fileSystem.writeText(text, toPath: outputPath)
            } catch {
                printError("error: \(error.message)")
                return 1
            }
        } else {
            StandardOutput.write(text)
        }
        return 0
    }

    /// `X,Y` as a finite point within the coordinate limit.
    static func point(_ text: String, option: String) throws -> Point {
        do {
            let n = try NumberList.parse([text], count: 2, limit: ArrowDeformation.coordinateLimit)
            return Point(n[0], n[1])
        } catch {
            switch error {
            case .notFinite(let word):
                throw UsageError("'\(option)' expects finite numbers X,Y, found '\(word)'")
            case .outOfRange(let word):
                throw UsageError("'\(option)' expects numbers within ±1e12, found '\(word)'")
            case .notANumber, .count:
                throw UsageError("'\(option)' expects two numbers X,Y, found '\(text)'")
            }
        }
    }

    /// Opens the template a command line names (DoubleArrow when none): an unknown name is a
    /// usage error (exit 64); a file with errors prints its diagnostics and gives `nil` (exit 1).
    /// Warnings are printed and the template is used.
    static func open(_ name: String?, library: TemplateLibrary,
                     fileSystem: any PreviewFileSystem) throws -> OpenedTemplate? {
        do {
            let opened = try library.open(name ?? "DoubleArrow", fileSystem: fileSystem)
            if !opened.warnings.isEmpty { printError(opened.warnings.map(\.description).joined(separator: "\n")) }
            return opened
        } catch {
            switch error {
            case .notFound(let message): throw UsageError(message)
            case .invalid(let diagnostics):
                printError(diagnostics.map(\.description).joined(separator: "\n"))
                return nil
            }
        }
    }
}
