import Foundation

/// Runs the built `arrowgen` executable with arguments and standard input.
struct ArrowgenProcess {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// The directory holding the build products (the executable sits next to the test bundle),
    /// as swift-argument-parser's tests find it.
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// Runs `arrowgen` with `arguments`, `input` as its standard input.
    ///
    /// The input goes through a temporary file: writing a large input into a pipe from the test
    /// process is slow with Foundation on Linux, and a file cannot deadlock against the output.
    static func run(_ arguments: [String], input: String = "") throws -> ArrowgenProcess {
        let inputURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("arrowgen-input-\(UUID().uuidString).jsonl")
        try Data(input.utf8).write(to: inputURL)
        defer { try? FileManager.default.removeItem(at: inputURL) }
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("arrowgen")
        process.arguments = arguments
        let stdout = Pipe(), stderr = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Drain standard error on another thread so neither pipe can fill up and block the child.
        nonisolated(unsafe) var err = Data()
        let drain = Thread { err = stderr.fileHandleForReading.readDataToEndOfFile() }
        drain.start()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while drain.isExecuting || !drain.isFinished { Thread.sleep(forTimeInterval: 0.001) }
        return ArrowgenProcess(status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
                               standardError: String(decoding: err, as: UTF8.self))
    }
}
