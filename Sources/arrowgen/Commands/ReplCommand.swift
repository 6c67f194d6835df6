#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArrowCatalog
import ArrowGenCore
import BezierArrow

/// `arrowgen repl [TEMPLATE]`: load a template, move its tips, see numbers and pictures.
///
/// A thin shell around ``ReplSession``: it reads lines, prints replies (errors to standard
/// error), and shows a banner and a prompt only when standard input is a terminal, so a piped
/// script prints exactly the commands' output. End of input exits 0. When standard output is a
/// terminal too, lines are typed with ``TerminalLineReader``'s editing keys, history and tab
/// completion.
enum ReplCommand: CLICommand {
    static let name = "repl"
    static let summary = "Load an arrow template, move its tips and preview coordinates, pictures and code."
    static let usage = """
        arrowgen repl [TEMPLATE]
          TEMPLATE  a .arrow or .svg file, or a catalog name (default: DoubleArrow)
          Commands come from standard input, one per line; type 'help' for the list.
          On a terminal, lines are edited as in a shell: arrows, Home/End, Control-A/E/U/K/W,
          Up/Down for earlier lines, Tab completes commands and catalog names, Control-D quits.
          Example: printf 'drag end 0 120\\nshow\\ndraw\\n' | arrowgen repl
        """

    static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
        if let option = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw .usage("unknown option '\(option)'")
        }
        guard arguments.count <= 1 else { throw .usage("unexpected argument '\(arguments[1])'; expected at most one TEMPLATE") }
        let library = TemplateLibrary(catalog: ArrowCatalog.all, heads: ArrowCatalog.heads)
        let fileSystem = LocalFileSystem()
        guard let opened = try PreviewCommand.open(arguments.first, library: library, fileSystem: fileSystem) else {
            return .dataError
        }
        var session = ReplSession(opening: opened, library: library, fileSystem: fileSystem)
        // A banner and a prompt only for a person at a terminal: a piped script prints exactly
        // the commands' output.
        let interactive = isatty(0) == 1
        if interactive {
            try writeStandardOutput("\(opened.parsed.template.name) loaded. Type 'help' for the commands, 'quit' to leave.\n")
        }
        // Keys edit the line only when the person also sees standard output on a terminal: the
        // editor draws there. Completions come from a copy: commands and catalog names never change.
        let completer = session
        var editor = TerminalLineReader.isAvailable
            ? TerminalLineReader { completer.completions(after: $0) } : nil
        while true {
            let line: String?
            if editor != nil {
                line = try editor?.readLine(prompt: prompt)
            } else {
                if interactive { try writeStandardOutput(prompt) }
                line = readLine(strippingNewline: true)
            }
            guard let line else {
                if interactive { try writeStandardOutput("\n") }
                break
            }
            let reply = session.execute(line)
            // A reply that cannot be written ends the session (exit 74): a script's output must
            // not vanish while the exit status says it ran. Control characters a reply echoes (a
            // label, a name from a file) are shown, not sent to the terminal.
            try writeStandardOutput(TerminalText.visible(reply.output))
            if !reply.errors.isEmpty { StandardError.write(reply.errors) }
            if reply.isQuit { break }
        }
        return .success
    }

    private static let prompt = "arrowgen> "
}
