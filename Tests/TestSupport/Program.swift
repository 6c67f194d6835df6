import Foundation

/// Runs another program (the Swift compiler, `swift build`, a built executable) for the tests
/// that check what users run.
public enum Program {
    /// Runs a program found on the `PATH` and waits for it.
    ///
    /// - Parameters:
    ///   - arguments: the program's name, then its arguments.
    ///   - directory: the working directory; the test's own when `nil`.
    /// - Returns: the exit status and standard output and error, merged.
    public static func run(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        try run(path: "/usr/bin/env", arguments, in: directory)
    }

    /// Runs the program at a path and waits for it.
    ///
    /// - Parameters:
    ///   - path: the executable.
    ///   - arguments: its arguments.
    ///   - directory: the working directory; the test's own when `nil`.
    /// - Returns: the exit status and standard output and error, merged.
    public static func run(path: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        let result = try runReportingSignals(path: path, arguments, in: directory)
        return (result.status, result.output)
    }

    /// Runs the program at a path and waits for it, saying whether a signal ended it.
    ///
    /// - Parameters:
    ///   - path: the executable.
    ///   - arguments: its arguments.
    ///   - directory: the working directory; the test's own when `nil`.
    /// - Returns: the exit status (the signal's number when one ended it), whether a signal
    ///   ended it, and standard output and error, merged.
    public static func runReportingSignals(path: String, _ arguments: [String], in directory: URL? = nil)
        throws -> (status: Int32, signalled: Bool, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, String(decoding: data, as: UTF8.self))
    }
}
