import ArrowCatalog
import ArrowGenCore

/// `arrowgen catalog [--format text|svg] [-o FILE]`: every shipped arrow and head with a small
/// picture, in the terminal (braille) or as an SVG contact sheet.
///
/// A thin shell around ``CatalogSheet``; the output file is written as every command writes one,
/// whole or not at all.
enum CatalogCommand: CLICommand {
    static let name = "catalog"
    static let summary = "List every shipped arrow and head with a small picture, as text or an SVG contact sheet."
    static let usage = """
        arrowgen catalog [--format text|svg] [-o FILE]
          --format F         text (names and braille pictures) or svg (a contact sheet); default:
                             from the extension of FILE (.txt or .svg), else text
          -o, --output FILE  write to FILE instead of standard output, whole or not at all
          Exit status: 0, or 73 or 74 if the output cannot be created or written (see
          'arrowgen help').
        """

    /// The formats the sheet is written in.
    static let formats: [PreviewCommand.Format] = [.text, .svg]

    static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
        var format: PreviewCommand.Format?
        var outputPath: String?
        var rest = arguments[...]
        while let word = rest.popFirst() {
            // Options take their value as the next word or after '=' (--format=svg).
            var option = word, inlineValue: String?
            if word.hasPrefix("--"), let eq = word.firstIndex(of: "=") {
                option = String(word[..<eq])
                inlineValue = String(word[word.index(after: eq)...])
            }
            func value() throws(CommandError) -> String {
                if let v = inlineValue { return v }
                guard let v = rest.popFirst() else { throw .usage("missing value for '\(option)'") }
                return v
            }
            switch option {
            case "--format":
                let v = try value()
                guard let f = PreviewCommand.Format(rawValue: v), formats.contains(f) else {
                    throw .usage("'--format' expects text or svg, found '\(v)'")
                }
                format = f
            case "-o", "--output": outputPath = try value()
            default:
                if word.hasPrefix("-") && word.count > 1 { throw .usage("unknown option '\(word)'") }
                throw .usage("unexpected argument '\(word)'; 'catalog' takes options only")
            }
        }
        if let outputPath, let named = PreviewCommand.Format(extensionOf: outputPath) {
            guard formats.contains(named) else {
                throw .usage("the output file '\(outputPath)' is \(named.description) by its extension; "
                    + "'catalog' writes text or svg: use a .txt or .svg file")
            }
            if let format, format != named {
                throw .usage("'--format \(format.rawValue)' conflicts with the output file '\(outputPath)', "
                    + "\(named.description) by its extension: leave out --format, or change the extension")
            }
            format = named
        }

        let sheet = CatalogSheet(templates: ArrowCatalog.all, heads: ArrowCatalog.heads)
        let text = format == .svg ? sheet.svg : sheet.text()
        if let outputPath {
            do {
                try FileSystem.writeIfChanged(Array(text.utf8), to: outputPath)
            } catch {
                throw CommandError(error)
            }
        } else {
            try writeStandardOutput(text)
        }
        return .success
    }
}
