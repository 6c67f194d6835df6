import Foundation
import Testing
import ArrowCatalog
import ArrowGenCore
import BezierArrow
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `arrowgen catalog` end to end: every shipped arrow and head named once with a picture, as text
/// or as a well-formed SVG contact sheet, and the usual command-line and output failures.
@Suite struct CatalogCommandTests {
    /// Every shipped name, arrows then heads.
    static let names = ArrowCatalog.all.map(\.name) + ArrowCatalog.heads.map(\.name)

    /// Whether a line holds braille dots (U+2800 to U+28FF).
    static func isPicture(_ line: Substring) -> Bool {
        line.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
    }

    @Test func textNamesEveryArrowAndHeadOnceEachWithAPicture() throws {
        let result = try ArrowgenRunner.run(["catalog"])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Arrows (\(ArrowCatalog.all.count)), at rest:")
        // An entry: a blank line, its name (and a detail in parentheses), then picture lines.
        var entries: [(name: String, picture: [Substring])] = []
        for (i, line) in lines.enumerated() where i > 0 && lines[i - 1].isEmpty && !line.isEmpty && !line.hasPrefix(" ") {
            let name = String(line.prefix { $0 != " " })
            let picture = lines[(i + 1)...].prefix { !$0.isEmpty }
            entries.append((name, Array(picture)))
        }
        let listed = entries.map(\.name).filter { $0 != "Heads" }
        #expect(listed == Self.names)
        for entry in entries where entry.name != "Heads" {
            #expect(!entry.picture.isEmpty && entry.picture.allSatisfy { $0.hasPrefix("  ") }, "\(entry.name)")
            #expect(entry.picture.contains(where: Self.isPicture), "\(entry.name) has no picture")
        }
        #expect(result.output.contains("\nHeads (\(ArrowCatalog.heads.count)), each at the end of a line as an arrow wears it:\n"))
        #expect(result.output.contains("\ndot  (attachment 6)\n"))
        #expect(result.output.contains("\nnone  (no head)\n"))
    }

    /// The groups of an SVG document: their ids and classes, after checking it is well formed.
    final class Groups: NSObject, XMLParserDelegate {
        var entries: [String] = []
        var root: String?
        var error: String?

        init(_ text: String) {
            super.init()
            let parser = XMLParser(data: Data(text.utf8))
            parser.delegate = self
            if !parser.parse() { error = parser.parserError.map { "\($0)" } ?? "unknown XML error" }
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if root == nil { root = name }
            if name == "g", attributes["class"] == "entry", let id = attributes["id"] { entries.append(id) }
        }
    }

    @Test func svgIsAWellFormedSheetWithOneGroupPerEntry() throws {
        let directory = try OutputFailureTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ArrowgenRunner.run(["catalog", "--format", "svg", "-o", "catalog.svg"], directory: directory)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.isEmpty && result.errors.isEmpty)
        let text = try String(contentsOf: directory.appendingPathComponent("catalog.svg"), encoding: .utf8)
        let groups = Groups(text)
        #expect(groups.error == nil, "\(groups.error ?? "")")
        #expect(groups.root == "svg")
        #expect(groups.entries == ArrowCatalog.all.map { "arrow-\($0.name)" } + ArrowCatalog.heads.map { "head-\($0.name)" })
        // Each entry draws its arrow and names it.
        for name in Self.names { #expect(text.contains(">\(name)</text>"), "\(name)") }
        #expect(text.components(separatedBy: "<g class=\"entry\"").count - 1 == Self.names.count)
        // The same sheet on standard output, and from the extension alone.
        #expect(try ArrowgenRunner.run(["catalog", "--format=svg"]).output == text)
        let byExtension = try ArrowgenRunner.run(["catalog", "-o", "sheet.svg"], directory: directory)
        #expect(byExtension.status == 0)
        #expect(try String(contentsOf: directory.appendingPathComponent("sheet.svg"), encoding: .utf8) == text)
    }

    @Test(arguments: [
        (["catalog", "--format", "json"], "Error: '--format' expects text or svg, found 'json'"),
        (["catalog", "--format"], "Error: missing value for '--format'"),
        (["catalog", "-o"], "Error: missing value for '-o'"),
        (["catalog", "--bogus"], "Error: unknown option '--bogus'"),
        (["catalog", "DoubleArrow"], "Error: unexpected argument 'DoubleArrow'; 'catalog' takes options only"),
        (["catalog", "--format", "text", "-o", "sheet.svg"],
         "Error: '--format text' conflicts with the output file 'sheet.svg', an SVG file by its extension"),
        (["catalog", "-o", "sheet.json"], "Error: the output file 'sheet.json' is a JSON file by its extension; 'catalog' writes text or svg"),
    ])
    func commandLineMistakesExit64WithUsage(arguments: [String], message: String) throws {
        let directory = try OutputFailureTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ArrowgenRunner.run(arguments, directory: directory)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix(message), "\(result.errors)")
        #expect(result.errors.contains("\n\nUsage: arrowgen catalog [--format text|svg] [-o FILE]"))
        #expect(result.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "nothing written")
    }

    @Test func anUnwritableFileIsReportedAndNothingIsLeftHalfWritten() throws {
        let directory = try OutputFailureTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = try ArrowgenRunner.run(["catalog", "--format", "svg", "-o", "no/such/dir/catalog.svg"], directory: directory)
        #expect(missing.status == 73)
        #expect(missing.errors == "Error: cannot write no/such/dir/catalog.svg: No such file or directory\n")
        let full = try ArrowgenRunner.run(["catalog", "-o", "/dev/full"])
        #expect(full.status == 74)
        #expect(full.errors.hasPrefix("Error: cannot write /dev/full: No space left on device"), "\(full.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func helpListsTheCommand() throws {
        let help = try ArrowgenRunner.run(["--help"])
        #expect(help.output.contains("\n  catalog     List every shipped arrow and head with a small picture"))
        let own = try ArrowgenRunner.run(["help", "catalog"])
        #expect(own.status == 0)
        #expect(own.output.hasPrefix("Usage: arrowgen catalog [--format text|svg] [-o FILE]\n"))
    }
}
