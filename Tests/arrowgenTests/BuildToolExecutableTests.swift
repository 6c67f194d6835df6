import ArrowGenCore
import Foundation
import Testing

/// `arrowgen-build`, the tool the build plugin runs, run as the plugin runs it: its command-line
/// mistakes exit 64 with a message that says what to fix and the usage, and its templates exit as
/// `arrowgen generate`'s do (the exit-status table of `arrowgen --help`).
@Suite struct BuildToolExecutableTests {
    static func run(_ arguments: [String]) throws -> ArrowgenResult {
        try ArrowgenRunner.run(arguments, executable: ArrowgenRunner.buildToolExecutable)
    }

    @Test(arguments: [
        ([], "Error: missing subcommand: expected generate or check-names"),
        (["build"], "Error: unknown subcommand 'build'; expected generate or check-names"),
        (["generate", "a.arrow"], "Error: 'generate' expects TEMPLATE OUTPUT [--module NAME], found: a.arrow"),
        (["generate", "a.arrow", "A.swift", "--module"], "Error: 'generate' expects TEMPLATE OUTPUT [--module NAME], found: a.arrow A.swift --module"),
        (["check-names", "names.swift"], "Error: 'check-names' expects MARKER and at least one TEMPLATE"),
    ])
    func commandLineMistakesExit64WithUsage(arguments: [String], message: String) throws {
        let result = try Self.run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix(message + "\n\nUsage: arrowgen-build generate TEMPLATE OUTPUT [--module NAME]"), "\(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test func generatesATemplateAndRefusesOneThatIsNotText() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrowgen-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let template = ExitCodeTests.templates.appendingPathComponent("double-arrow.arrow").path
        let output = directory.appendingPathComponent("DoubleArrow.swift").path
        let made = try Self.run(["generate", template, output, "--module", "App"])
        #expect(made.status == 0 && made.errors.isEmpty, "\(made.errors)")
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("enum DoubleArrow"))

        let latin1 = directory.appendingPathComponent("latin1.arrow").path
        try Data([0x7B, 0x0A, 0x22, 0xE9, 0x22, 0x7D]).write(to: URL(fileURLWithPath: latin1))  // {\n"é"} in ISO 8859-1
        let refused = try Self.run(["generate", latin1, directory.appendingPathComponent("Latin1.swift").path])
        #expect(refused.status == 65)
        #expect(refused.errors.hasPrefix("\(latin1):2:2: error: not UTF-8 text: the byte 0xE9 here"), "\(refused.errors)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Latin1.swift").path))
    }

    /// What the plugin runs for a target without ArrowCatalog: a catalog head is an error at its
    /// name (exit 65, no marker); the same target with the catalog checks out.
    @Test func checkNamesWithoutTheCatalogRefusesItsHeads() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrowgen-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let template = directory.appendingPathComponent("link.arrow").path
        try """
            {"outline": "M 0 5 L 10 0 L 10 10 Z M 90 0 L 100 5 L 90 10 Z",
             "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
             "end": {"frame": [90, 0, 10, 10], "tip": [100, 5], "head": "diamond"}}
            """.write(toFile: template, atomically: true, encoding: .utf8)
        let marker = directory.appendingPathComponent("names.swift").path
        let refused = try Self.run(["check-names", "--without-catalog", "MyArrows", marker, template])
        #expect(refused.status == 65)
        #expect(refused.errors.hasPrefix("\(template):3:61: error: head 'diamond' at the end is ArrowCatalog's, and target "
            + "'MyArrows' does not depend on ArrowCatalog: add .product(name: \"ArrowCatalog\", package: \"BezierArrow\")"),
            "\(refused.errors)")
        #expect(!FileManager.default.fileExists(atPath: marker))
        let checked = try Self.run(["check-names", marker, template])
        #expect(checked.status == 0 && checked.errors.isEmpty, "\(checked.errors)")
        #expect(FileManager.default.fileExists(atPath: marker))
    }
}
