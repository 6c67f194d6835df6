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
          -o, --output FILE  where to write the SVG (default: standard output); rewritten only when
                             its content changes.
          Diagnostics go to standard error as file:line:column: error: message; the exit status is
          1 if the template cannot be read or has an error.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var template: String?
        var output: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-o", "--output":
                guard let value = rest.popFirst() else { throw UsageError("missing file after '\(argument)'") }
                output = value
            default:
                if argument.hasPrefix("-") && argument.count > 1 { throw UsageError("unknown option '\(argument)'") }
                guard template == nil else { throw UsageError("unexpected argument '\(argument)'; expected one TEMPLATE") }
                template = argument
            }
        }
        guard let template else { throw UsageError("missing TEMPLATE: a .arrow or .svg file, or a catalog name") }
        return SVGExportShell.export(template, catalog: ArrowCatalog.all, outputPath: output)
    }
}
