import ArrowCatalog
import ArrowGenCore

/// `arrowgen export-svg TEMPLATE [-o FILE]`: a template as an SVG to edit in a vector editor.
///
/// A thin shell around ``SVGExportShell``; reading the file back (`arrowgen generate`, the build
/// plugin) gives exactly the same template.
enum ExportSVGCommand: CLICommand {
    static let name = "export-svg"
    static let summary = "Write a template as an SVG template to edit in a vector editor."
    static let usage = """
        arrowgen export-svg TEMPLATE [-o FILE]
          TEMPLATE           a .arrow or .svg file, or a catalog name (\(ArrowCatalog.all.map(\.name).joined(separator: ", ")))
          -o, --output FILE  where to write the SVG (default: standard output); written whole,
                             and only when its content changes.
          Diagnostics go to standard error as file:line:column: error: message. Exit status:
          0, or 65 if the template has an error, 66 if it cannot be found or read, 73 or 74 if
          the output cannot be created or written (see 'arrowgen help').
        """

    static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
        var template: String?
        var output: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-o", "--output":
                guard let value = rest.popFirst() else { throw .usage("missing file after '\(argument)'") }
                output = value
            default:
                if argument.hasPrefix("-") && argument.count > 1 { throw .usage("unknown option '\(argument)'") }
                guard template == nil else { throw .usage("unexpected argument '\(argument)'; expected one TEMPLATE") }
                template = argument
            }
        }
        guard let template else { throw .usage("missing TEMPLATE: a .arrow or .svg file, or a catalog name") }
        return SVGExportShell.export(template, catalog: ArrowCatalog.all, outputPath: output)
    }
}
