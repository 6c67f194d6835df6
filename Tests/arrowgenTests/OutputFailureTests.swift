import Foundation
import Testing

/// Output that cannot be written fails the command with `Error: cannot write PATH: reason` and
/// exit status 74 (73 when the file cannot be created), for files and standard output alike;
/// devices are written in place, never read back.
@Suite struct OutputFailureTests {
    /// A fresh directory for one test's files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("arrowgen-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates/double-arrow.arrow").path

    /// Every command with output on standard output, with the input that makes it print.
    static let standardOutputRuns: [(arguments: [String], input: String)] = [
        (["--help"], ""),
        (["help", "preview"], ""),
        (["preview", "DoubleArrow"], ""),
        (["preview", "DoubleArrow", "--format", "svg"], ""),
        (["export-svg", "DoubleArrow"], ""),
        (["catalog"], ""),
        (["catalog", "--format", "svg"], ""),
        (["repl"], "show\n"),
        (["hit-test"], #"{"path":"M 0 0 L 10 0","points":[[1,0]]}"# + "\n"),
        (["stroke"], #"{"path":"M 0 0 L 10 0"}"# + "\n"),
    ]

    @Test(arguments: standardOutputRuns)
    func aFullStandardOutputExits74(arguments: [String], input: String) throws {
        let result = try ArrowgenRunner.run(arguments, input: input, outputFile: "/dev/full", timeLimit: 120)
        #expect(!result.timedOut)
        #expect(result.status == 74)
        #expect(result.errors.hasSuffix("Error: cannot write standard output: No space left on device\n"), "\(result.errors)")
    }

    @Test func generateReportsItsLogLostButWritesItsFiles() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ArrowgenRunner.run(["generate", "-o", directory.path, Self.template], outputFile: "/dev/full")
        #expect(result.status == 74)
        #expect(result.errors == "Error: cannot write standard output: No space left on device\n")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("DoubleArrow.swift").path))
    }

    @Test(arguments: [["preview", "DoubleArrow"], ["preview", "DoubleArrow", "--format", "json"], ["export-svg", "DoubleArrow"]])
    func aFullDeviceExits74AtOnce(arguments: [String]) throws {
        let result = try ArrowgenRunner.run(arguments + ["-o", "/dev/full"], timeLimit: 20)
        #expect(!result.timedOut)
        #expect(result.status == 74)
        #expect(result.errors == "Error: cannot write /dev/full: No space left on device\n")
    }

    /// `/dev/zero` reads as endless zeros and `/dev/null` as nothing: neither is read back to
    /// compare, and both take the output.
    @Test(arguments: ["/dev/zero", "/dev/null"])
    func devicesAreWrittenWithoutReadingThemBack(device: String) throws {
        for command in [["preview", "DoubleArrow"], ["export-svg", "DoubleArrow"]] {
            let result = try ArrowgenRunner.run(command + ["-o", device], timeLimit: 20)
            #expect(!result.timedOut)
            #expect(result.status == 0)
            #expect(result.errors.isEmpty)
        }
    }

    @Test(arguments: [["preview", "DoubleArrow", "-o"], ["export-svg", "DoubleArrow", "-o"]])
    func aFileInAMissingDirectoryExits73(arguments: [String]) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("missing/out.svg").path
        let result = try ArrowgenRunner.run(arguments + [path])
        #expect(result.status == 73)
        #expect(result.errors == "Error: cannot write \(path): No such file or directory\n")
        #expect(result.output.isEmpty)
    }

    @Test func generateIntoADirectoryThatCannotBeMadeExits73() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let result = try ArrowgenRunner.run(["generate", "-o", file.path + "/out", Self.template])
        #expect(result.status == 73)
        #expect(result.errors == "Error: cannot create the directory \(file.path): not a directory\n")
    }

    /// An output that cannot be put in place leaves nothing behind: no temporary file, no half
    /// of a file, and the other templates' files are still written.
    @Test func generateWritesEachFileWholeOrNotAtAll() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A directory where the generated file should go: the new file cannot be renamed over it.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("DoubleArrow.swift"),
                                                withIntermediateDirectories: false)
        let single = URL(fileURLWithPath: Self.template).deletingLastPathComponent().appendingPathComponent("single-arrow.arrow").path
        let result = try ArrowgenRunner.run(["generate", "-o", directory.path, Self.template, single])
        #expect(result.status == 73)
        #expect(result.errors.hasPrefix("Error: cannot write \(directory.path)/DoubleArrow.swift: "), "\(result.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["DoubleArrow.swift", "SingleArrow.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("DoubleArrow.swift").path).isEmpty)
        #expect(result.output == "wrote \(directory.path)/SingleArrow.swift\n")
    }

    /// The REPL's `svg FILE` reports the failure and the session goes on.
    @Test func replSVGToAFullDeviceSaysSoAndGoesOn() throws {
        let result = try ArrowgenRunner.run(["repl", "--keep-going"], input: "svg /dev/full\nend 200 139\n", timeLimit: 20)
        #expect(!result.timedOut)
        #expect(result.status == 65)
        #expect(result.errors == "line 1: error: cannot write /dev/full: No space left on device\n")
        #expect(result.output == "end tip (200, 139)\n")
    }
}
