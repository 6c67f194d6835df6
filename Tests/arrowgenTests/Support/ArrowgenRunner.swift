import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a run of the built `arrowgen` printed and how it exited.
struct ArrowgenResult {
    var status: Int32
    var output: String
    var errors: String
    /// Whether the run was stopped for taking too long.
    var timedOut: Bool
}

/// Runs the `arrowgen` executable that `swift build` put next to the test bundle, as a user
/// would: arguments, standard input from a pipe or from a pseudo-terminal, output captured.
enum ArrowgenRunner {
    /// The directory holding the built products (`.build/debug`).
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    /// The `arrowgen` executable.
    static var executable: URL { productsDirectory.appendingPathComponent("arrowgen") }

    /// The benchmark, `arrowgen-bench`.
    static var benchExecutable: URL { productsDirectory.appendingPathComponent("arrowgen-bench") }

    /// The build plugin's tool, `arrowgen-build`: built before the tests since the test target
    /// depends on ArrowCatalog, whose build runs the plugin. (A dependency on the executable
    /// itself would link its top-level code into the test bundle a second time.)
    static var buildToolExecutable: URL { productsDirectory.appendingPathComponent("arrowgen-build") }

    /// The build plugin's `arrowgen-build`: built by `swift build`, or as `arrowgen-build-tool`
    /// for the plugin that compiles ArrowCatalog, on which this test target depends.
    static var buildExecutable: URL {
        let plain = productsDirectory.appendingPathComponent("arrowgen-build")
        return FileManager.default.isExecutableFile(atPath: plain.path)
            ? plain : productsDirectory.appendingPathComponent("arrowgen-build-tool")
    }

    /// Runs `arrowgen` (or another executable) with a script piped to its standard input (not a
    /// terminal).
    ///
    /// - Parameter outputFile: a file to take standard output instead of the capture (such as
    ///   `/dev/full`); the result's output is then empty.
    /// - Parameter timeLimit: how long it may run before it is stopped (and `timedOut` set).
    static func run(_ arguments: [String], input: String = "", directory: URL? = nil, outputFile: String? = nil,
                    executable: URL = ArrowgenRunner.executable, timeLimit: TimeInterval = 60) throws -> ArrowgenResult {
        let pipe = Pipe()
        let result = try run(arguments, directory: directory, standardInput: pipe, outputFile: outputFile,
                             executable: executable, timeLimit: timeLimit) {
            pipe.fileHandleForWriting.write(Data(input.utf8))
            try? pipe.fileHandleForWriting.close()
        }
        return result
    }

    /// Runs `arrowgen` with a pseudo-terminal as standard input, so it sees a terminal
    /// (`isatty(0)`); standard output and error are still captured separately. Echo is off so
    /// the terminal driver's copy of the input never fills the terminal's buffer. Lines are sent
    /// as typed; `endOfInput` sends Control-D at the start of a line, the terminal's end of file.
    static func runInTerminal(_ arguments: [String], lines: [String], endOfInput: Bool) throws -> ArrowgenResult {
        var controller: Int32 = -1, terminal: Int32 = -1
        guard openpty(&controller, &terminal, nil, nil, nil) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        defer { close(controller); close(terminal) }
        var settings = termios()
        tcgetattr(terminal, &settings)
        settings.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(terminal, TCSANOW, &settings)
        let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
        return try run(arguments, directory: nil, standardInput: handle, outputFile: nil, executable: executable,
                              timeLimit: 60) {
            var text = lines.map { $0 + "\n" }.joined()
            if endOfInput { text += "\u{04}" }
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
        }
    }

    private static func run(_ arguments: [String], directory: URL?, standardInput: Any, outputFile: String?,
                            executable: URL, timeLimit: TimeInterval, feed: () throws -> Void) throws -> ArrowgenResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("arrowgen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = standardInput
        let redirected = try outputFile.map { try FileHandle(forWritingTo: URL(fileURLWithPath: $0)) }
        defer { try? redirected?.close() }
        process.standardOutput = redirected ?? out
        process.standardError = err
        try process.run()
        try feed()
        // Files, not pipes, take the output, so a chatty child cannot block on a full pipe while
        // we wait; a hung child is stopped after a generous limit instead of hanging the suite.
        let deadline = Date().addingTimeInterval(timeLimit)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                break
            }
            usleep(10_000)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return ArrowgenResult(status: process.terminationStatus,
                              output: try String(contentsOf: outURL, encoding: .utf8),
                              errors: try String(contentsOf: errURL, encoding: .utf8),
                              timedOut: timedOut)
    }
}
