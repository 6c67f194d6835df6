import ArrowGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A subcommand of `arrowgen`.
protocol CLICommand {
    /// The word that selects it (`hit-test`).
    static var name: String { get }
    /// One line for `arrowgen help`.
    static var summary: String { get }
    /// The usage line(s), without the leading `Usage: `.
    static var usage: String { get }
    /// Runs with the arguments after the subcommand's name; returns the exit status.
    ///
    /// Throw ``UsageError`` for a mistake on the command line: the shell prints
    /// `Error: <message>`, the usage, and exits 64 (EX_USAGE), as swift-argument-parser does.
    static func run(_ arguments: [String]) throws -> Int32
}

/// A mistake on the command line.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Exit status for command-line mistakes (sysexits.h EX_USAGE).
let exitUsage: Int32 = 64

/// Writes text to standard error, adding a final newline when missing.
func printError(_ text: String) {
    StandardError.write(text)
}

/// Writes text to standard output at once, unbuffered (see ``StandardOutput``).
func writeStandardOutput(_ text: String) {
    StandardOutput.write(text)
}

extension CommandLine {
    static var generalUsage: String {
        "arrowgen <subcommand> [options]\n  Run 'arrowgen help' for the list of subcommands."
    }

    /// Dispatches to a subcommand and maps errors to messages and exit statuses.
    static func run(commands: [any CLICommand.Type]) -> Int32 {
        let args = Array(arguments.dropFirst())
        guard let first = args.first else {
            printError("Error: missing subcommand\n\nUsage: \(generalUsage)")
            return exitUsage
        }
        if first == "help" || first == "--help" || first == "-h" {
            if args.count > 1, let c = commands.first(where: { $0.name == args[1] }) {
                print("Usage: \(c.usage)\n\n\(c.summary)")
                return 0
            }
            print("arrowgen: parametric bezier arrows: generate Swift, preview, hit-test.\n")
            print("Usage: \(generalUsage)\n\nSubcommands:")
            let width = commands.map { $0.name.count }.max() ?? 0
            for c in commands {
                print("  \(c.name.padding(width))  \(c.summary)")
            }
            return 0
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            printError("Error: unknown subcommand '\(first)'; expected one of: \(commands.map { $0.name }.joined(separator: ", "))\n\nUsage: \(generalUsage)")
            return exitUsage
        }
        let rest = Array(args.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            print("Usage: \(command.usage)\n\n\(command.summary)")
            return 0
        }
        do {
            return try command.run(rest)
        } catch let e as UsageError {
            printError("Error: \(e.message)\n\nUsage: \(command.usage)")
            return exitUsage
        } catch {
            printError("Error: \(error)")
            return 1
        }
    }
}

extension String {
    /// The string padded with spaces on the right to a width.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
