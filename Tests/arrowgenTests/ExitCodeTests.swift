import ArrowGenCore
import Foundation
import Testing

/// One exit-status table for every command (sysexits): `arrowgen --help` shows it, and the same
/// failure exits the same way whichever command meets it, `arrowgen-build` included.
@Suite struct ExitCodeTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    /// A directory holding a template with an error, removed by the caller.
    static func badTemplate() throws -> (directory: URL, path: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrowgen-status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("bad.arrow").path
        try Data(#"{"outline": 1}"#.utf8).write(to: URL(fileURLWithPath: path))
        return (directory, path)
    }

    @Test func helpShowsTheTable() throws {
        let result = try ArrowgenRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("""

            Exit status (the same for every subcommand):
              0   success
              64  command-line usage error
              65  bad input data: a template or request with errors
              66  an input file is missing or unreadable, or no template has the name
              73  an output file cannot be created
              74  an output cannot be written (I/O error, disk full)

            """), "\(result.output)")
    }

    @Test(arguments: [["preview", "NoSuchArrow"], ["export-svg", "NoSuchArrow"], ["repl", "NoSuchArrow"]])
    func anUnknownTemplateNameExits66(arguments: [String]) throws {
        let result = try ArrowgenRunner.run(arguments)
        #expect(result.status == 66)
        #expect(result.errors == "Error: 'NoSuchArrow' is neither a catalog template (the catalog has DoubleArrow, "
            + "SingleArrow, SwingArrow, ThinArrow) nor a .arrow or .svg file\n")
        #expect(result.output.isEmpty)
    }

    @Test(arguments: [["preview"], ["export-svg"], ["repl"], ["generate", "-o", "/tmp"]])
    func aMissingTemplateFileExits66(command: [String]) throws {
        let result = try ArrowgenRunner.run(command + ["/no/such/dir/arrow.arrow"])
        #expect(result.status == 66)
        #expect(result.errors.contains("cannot read '/no/such/dir/arrow.arrow': No such file or directory"), "\(result.errors)")
    }

    @Test(arguments: [["preview"], ["export-svg"], ["repl"], ["generate", "-o", "/tmp"]])
    func aTemplateWithErrorsExits65(command: [String]) throws {
        let (directory, path) = try Self.badTemplate()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ArrowgenRunner.run(command + [path])
        #expect(result.status == 65)
        #expect(result.errors.hasPrefix("\(path):1:13: error: 'outline' must be SVG path data"), "\(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test func theBuildPluginsGeneratorFollowsTheTable() throws {
        let tool = ArrowgenRunner.buildExecutable
        let (directory, bad) = try Self.badTemplate()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = Self.templates.appendingPathComponent("double-arrow.arrow").path
        let output = directory.appendingPathComponent("Out.swift").path
        func status(_ arguments: [String]) throws -> Int32 {
            try ArrowgenRunner.run(arguments, executable: tool).status
        }
        #expect(try status(["generate", good]) == ExitCode.usage.rawValue)
        #expect(try status(["generate", bad, output]) == ExitCode.dataError.rawValue)
        #expect(try status(["generate", directory.appendingPathComponent("none.arrow").path, output]) == ExitCode.noInput.rawValue)
        #expect(try status(["generate", good, directory.appendingPathComponent("missing/Out.swift").path])
                == ExitCode.cannotCreate.rawValue)
        #expect(try status(["generate", good, "/dev/full"]) == ExitCode.ioError.rawValue)
        #expect(try status(["generate", good, output]) == ExitCode.success.rawValue)
        // The module the plugin passes: a name after --module, nothing else.
        #expect(try status(["generate", good, output, "--module", "MyArrows"]) == ExitCode.success.rawValue)
        #expect(try status(["generate", good, output, "--module"]) == ExitCode.usage.rawValue)
        #expect(try status(["generate", good, output, "--module", ""]) == ExitCode.usage.rawValue)
        #expect(try status(["generate", good, output, "--modul", "MyArrows"]) == ExitCode.usage.rawValue)
    }
}
