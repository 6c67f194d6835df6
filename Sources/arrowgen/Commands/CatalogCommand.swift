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
        var output = OutputOptions(formats: formats)
        var words = CommandLineWords(arguments)
        while let word = words.next() {
            guard try !output.take(word, from: &words) else { continue }
            if word.hasPrefix("-") && word.count > 1 { throw .usage("unknown option '\(word)'") }
            throw .usage("unexpected argument '\(word)'; 'catalog' takes options only")
        }
        let format = try output.resolvedFormat(command: name)
        let sheet = CatalogSheet(templates: ArrowCatalog.all, heads: ArrowCatalog.heads)
        try output.write(format == .svg ? sheet.svg : sheet.text())
        return .success
    }
}
