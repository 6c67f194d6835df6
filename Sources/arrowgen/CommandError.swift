import ArrowGenCore
import BezierArrow

/// Why a command stopped, with its exit status: the shell prints `Error: <message>` on standard
/// error, followed by the command's usage for a ``ExitCode/usage`` error, as
/// swift-argument-parser does.
struct CommandError: Error {
    var status: ExitCode
    var message: String

    init(_ status: ExitCode, _ message: String) {
        self.status = status
        self.message = message
    }

    /// A file that could not be read or written (`cannot write out.svg: No space left on device`).
    init(_ failure: FileSystem.Failure) {
        self.init(failure.exitCode, failure.description)
    }

    /// A mistake on the command line.
    static func usage(_ message: String) -> CommandError { CommandError(.usage, message) }
}
