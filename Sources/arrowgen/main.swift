// arrowgen: a thin shell around ArrowGenCore and BezierArrow. Each subcommand lives in its own
// file under Commands/; this file only dispatches.

import ArrowGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every subcommand, in the order `arrowgen help` lists them.
let commands: [any CLICommand.Type] = [
    ReplCommand.self,
    PreviewCommand.self,
    GenerateCommand.self,
    ExportSVGCommand.self,
    CatalogCommand.self,
    HitTestCommand.self,
    StrokeCommand.self,
]

exit(CommandLine.run(commands: commands).rawValue)
