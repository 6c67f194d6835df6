import ArrowGenCore
import BezierArrow

/// A subcommand of `arrowgen`.
protocol CLICommand {
    /// The word that selects it (`hit-test`).
    static var name: String { get }
    /// One line for `arrowgen help`.
    static var summary: String { get }
    /// The usage line(s), without the leading `Usage: `.
    static var usage: String { get }
    /// Runs with the arguments after the subcommand's name.
    ///
    /// Messages the command printed itself (a template's diagnostics) go with a returned status;
    /// anything else that stops it is a thrown ``CommandError``, which the shell prints.
    ///
    /// - Returns: the exit status.
    static func run(_ arguments: [String]) throws(CommandError) -> ExitCode
}

/// Writes text to standard error, adding a final newline when missing.
func printError(_ text: String) {
    StandardError.write(text)
}

/// Writes text to standard output at once, unbuffered (see ``StandardOutput``).
///
/// - Throws: ``CommandError`` with ``ExitCode/ioError`` when it cannot be written.
func writeStandardOutput(_ text: String) throws(CommandError) {
    do {
        try StandardOutput.write(text)
    } catch {
        throw CommandError(error)
    }
}

extension CommandLine {
    static var generalUsage: String {
        "arrowgen <subcommand> [options]\n  Run 'arrowgen help' for the list of subcommands."
    }

    /// The text of `arrowgen help`: the subcommands, then the exit statuses.
    static func help(commands: [any CLICommand.Type]) -> String {
        var text = "arrowgen: parametric bezier arrows: generate Swift, preview, hit-test.\n\n"
        text += "Usage: \(generalUsage)\n\nSubcommands:\n"
        let width = commands.map { $0.name.count }.max() ?? 0
        for c in commands {
            text += "  \(c.name.padding(width))  \(c.summary)\n"
        }
        text += "\nExit status (the same for every subcommand):\n" + ExitCode.table
        return text
    }

    /// Dispatches to a subcommand and maps errors to messages and exit statuses.
    static func run(commands: [any CLICommand.Type]) -> ExitCode {
        let args = Array(arguments.dropFirst())
        guard let first = args.first else {
            printError("Error: missing subcommand\n\nUsage: \(generalUsage)")
            return .usage
        }
        var command: (any CLICommand.Type)?
        do {
            if first == "help" || first == "--help" || first == "-h" {
                if args.count > 1, let c = commands.first(where: { $0.name == args[1] }) {
                    try writeStandardOutput("Usage: \(c.usage)\n\n\(c.summary)\n")
                } else {
                    try writeStandardOutput(help(commands: commands))
                }
                return .success
            }
            guard let found = commands.first(where: { $0.name == first }) else {
                printError("Error: unknown subcommand '\(ControlCharacters.escaped(first))'; expected one of: \(commands.map { $0.name }.joined(separator: ", "))\n\nUsage: \(generalUsage)")
                return .usage
            }
            command = found
            let rest = Array(args.dropFirst())
            if rest.contains("--help") || rest.contains("-h") {
                try writeStandardOutput("Usage: \(found.usage)\n\n\(found.summary)\n")
                return .success
            }
            return try found.run(rest)
        } catch {
            if error.status == .usage, let command {
                printError("Error: \(ControlCharacters.escaped(error.message))\n\nUsage: \(command.usage)")
            } else {
                printError("Error: \(ControlCharacters.escaped(error.message))")
            }
            return error.status
        }
    }
}

extension String {
    /// The string padded with spaces on the right to a width.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
