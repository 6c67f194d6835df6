#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArrowCatalog
import ArrowGenCore
import BezierArrow

/// `arrowgen repl [--keep-going] [TEMPLATE]`: load a template, move its tips, see numbers and
/// pictures.
///
/// A thin shell around ``ReplSession``: it reads lines, prints replies (errors to standard
/// error), and shows a banner and a prompt only when standard input is a terminal, so a piped
/// script prints exactly the commands' output. When standard output is a terminal too, lines
/// are typed with ``TerminalLineReader``'s editing keys, history and tab completion, and `draw`
/// fits the terminal's width.
///
/// A script (input that is not a terminal) is a program: its errors say their line
/// (`line 3: error: ...`), the first failed line ends it with exit status 65 (as a shell's
/// `set -e`), and `--keep-going` runs the remaining lines and still exits 65. A person at a
/// terminal sees each error as it comes, so a session there goes on and exits 0.
enum ReplCommand: CLICommand {
    static let name = "repl"
    static let summary = "Load an arrow template, move its tips and preview coordinates, pictures and code."
    static let usage = """
        arrowgen repl [--keep-going] [TEMPLATE]
          TEMPLATE      a .arrow or .svg file, or a catalog name (default: DoubleArrow)
          --keep-going  in a script, run every line after a failed one (the exit status is
                        still 65)
          Commands come from standard input, one per line; type 'help' for the list.
          On a terminal, lines are edited as in a shell: arrows, Home/End, Control-A/E/U/K/W,
          Up/Down for earlier lines, Tab completes commands, catalog names and file paths;
          quit, exit, q or Control-D leaves.
          A script (piped or redirected input) stops at its first failed line, named in the
          error (line 3: error: ...), with exit status 65.
          Example: printf 'drag end 0 120\\nshow\\ndraw\\n' | arrowgen repl
        """

    static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
        let keepGoing = arguments.contains("--keep-going")
        let arguments = arguments.filter { $0 != "--keep-going" }
        if let option = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw .usage("unknown option '\(option)'" + Suggestion.hint(for: option, among: ["--keep-going"]))
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
        // editor draws there. Completions come from a copy of the session taken after every
        // line, which knows the diagram's names as they are; files are listed when Tab is pressed.
        let completer = Completer(session)
        var editor = TerminalLineReader.isAvailable
            ? TerminalLineReader { completer.session.completions(after: $0, typing: $1) } : nil
        var lineNumber = 0
        var failed = false
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
            lineNumber += 1
            // Read at every line: the window may have been resized since the last one.
            if let width = TerminalLineReader.width(of: 1) { session.drawColumns = min(max(width, 16), 400) }
            let reply = session.execute(line)
            completer.session = session
            // A reply that cannot be written ends the session (exit 74): a script's output must
            // not vanish while the exit status says it ran. Control characters a reply echoes (a
            // label, a name from a file) are shown, not sent to the terminal.
            try writeStandardOutput(TerminalText.visible(reply.output))
            if !reply.errors.isEmpty {
                StandardError.write(interactive ? reply.errors : Self.located(reply.errors, line: lineNumber))
            }
            if reply.isQuit { break }
            if reply.isFailure && !interactive {
                failed = true
                if !keepGoing { break }
            }
        }
        return failed ? .dataError : .success
    }

    /// A script's error lines with the line of the script they come from (`line 3: error: ...`);
    /// a template's own located diagnostics (`x.arrow:2:5: error: ...`) keep their place.
    static func located(_ errors: String, line: Int) -> String {
        errors.split(separator: "\n", omittingEmptySubsequences: false).map { text in
            text.hasPrefix("error: ") ? "line \(line): \(text)" : String(text)
        }.joined(separator: "\n")
    }

    private static let prompt = "arrowgen> "
}

/// The session the line editor completes words from, updated after every line.
///
/// The editor asks for completions only from inside `readLine`, on the thread that runs the
/// session's loop and between its commands, so the copy is never read while it is written:
/// hence unchecked.
private final class Completer: @unchecked Sendable {
    var session: ReplSession

    init(_ session: ReplSession) { self.session = session }
}
