import Testing
import Foundation
import ArrowCatalog
import ArrowGenCore
import BezierArrow

@Suite struct PreviewExecutableTests {
    @Test(arguments: [
        (["preview"], "Error: missing TEMPLATE"),
        (["preview", "DoubleArrow", "--start", "1"], "Error: '--start' expects two numbers X,Y, found '1'"),
        (["preview", "DoubleArrow", "--end", "nan,3"], "Error: '--end' expects finite numbers X,Y, found 'nan'"),
        (["preview", "DoubleArrow", "--end"], "Error: missing value for '--end'"),
        (["preview", "DoubleArrow", "--format", "png"], "Error: '--format' expects text, json or svg, found 'png'"),
        (["preview", "DoubleArrow", "--bogus"], "Error: unknown option '--bogus'"),
        (["preview", "DoubleArrow", "--orientation", "up"], "Error: '--orientation' expects fixed or follow, found 'up'"),
        (["preview", "DoubleArrow", "--handles=loose"], "Error: '--handles' expects rigid or scaled, found 'loose'"),
        (["preview", "DoubleArrow", "Other"], "Error: unexpected argument 'Other'"),
        (["preview", "DoubleArrow", "--format", "json", "-o", "out.svg"],
         "Error: '--format json' conflicts with the output file 'out.svg', an SVG file by its extension"),
        (["preview", "DoubleArrow", "-o", "out.TXT", "--format=svg"],
         "Error: '--format svg' conflicts with the output file 'out.TXT', a text file by its extension"),
    ])
    func commandLineMistakesExit64WithUsage(arguments: [String], message: String) throws {
        let result = try ArrowgenRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix(message), "\(result.errors)")
        #expect(result.errors.contains("\n\nUsage: arrowgen preview TEMPLATE"))
        #expect(result.output.isEmpty)
    }

    /// A diagnostic quotes what the file holds: an unknown key with an escape sequence (one that
    /// would clear the screen) is shown with its control characters written out, never sent to
    /// the terminal.
    @Test func diagnosticsShowControlCharacters() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrowgen-esc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try String(contentsOf: ExitCodeTests.templates.appendingPathComponent("double-arrow.arrow"), encoding: .utf8)
        let path = directory.appendingPathComponent("esc.arrow").path
        try ("{\"\\u001b[2Jodd\": 1, " + source.drop { $0 != "{" }.dropFirst()).write(toFile: path, atomically: true, encoding: .utf8)
        let result = try ArrowgenRunner.run(["preview", path])
        #expect(result.status == 0)
        #expect(result.errors.contains(#"warning: unknown key '\u{1B}[2Jodd' in the template is ignored"#), "\(result.errors)")
        #expect(!result.errors.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func textShowsTheElementsBoundsFrameAndPicture() throws {
        let result = try ArrowgenRunner.run(["preview", "DoubleArrow", "--end", "200,139"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines[0] == "DoubleArrow: start (0, 19), end (200, 139), orientation fixed, handles rigid")
        #expect(lines[4] == " 4  cubic  (170, 132)  control1 (80, 12)  control2 (120, 132)")
        #expect(lines.contains("bounds x 0 y 0 width 200 height 158"))
        #expect(lines.contains("frame x 0 y 0 width 200 height 158"))
        #expect(lines.last == "S start (0, 19)  E end (200, 139)")
    }

    @Test func jsonParsesAndCarriesTheModelsState() throws {
        let result = try ArrowgenRunner.run(["preview", "DoubleArrow", "--start=-10,19", "--end", "200,139", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["template"] as? String == "DoubleArrow")
        #expect((object["start"] as? [String: Double]) == ["x": -10, "y": 19])
        #expect((object["end"] as? [String: Double]) == ["x": 200, "y": 139])
        let b = DoubleArrow.template.path(start: Point(-10, 19), end: Point(200, 139)).boundingBox
        #expect((object["bounds"] as? [String: Double]) == ["x": b.minX, "y": b.minY, "width": b.width, "height": b.height])
    }

    @Test func modesComeFromTheCommandLine() throws {
        let result = try ArrowgenRunner.run(["preview", "DoubleArrow", "--end", "0,219", "--orientation", "follow",
                                             "--handles=scaled", "--format", "json"])
        #expect(result.status == 0)
        var template = DoubleArrow.template
        template.orientation = .follow
        template.handles = .scaled
        let arrow = try #require(Arrow(template: template, start: Point(0, 19), end: Point(0, 219)))
        #expect(result.output.contains("\"orientation\":\"follow\",\"handles\":\"scaled\",\"path\":\"\(arrow.path.svgPathData)\""))
    }

    @Test func svgGoesToAFileWithDashO() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("arrowgen-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ArrowgenRunner.run(["preview", "DoubleArrow", "--end", "200,139", "--format", "svg", "-o", file.path])
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        var preview = ArrowPreview(template: DoubleArrow.template, source: "DoubleArrow")
        preview.end = Point(200, 139)
        #expect(try String(contentsOf: file, encoding: .utf8) == SVGPicture(preview).text)
    }

    @Test(arguments: [("svg", "<?xml"), ("json", "{\"template\":\"DoubleArrow\""), ("txt", "DoubleArrow: start"),
                      ("SVG", "<?xml"), ("md", "DoubleArrow: start")])
    func theOutputFilesExtensionChoosesTheFormat(fileExtension: String, opening: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrowgen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("out.\(fileExtension)")
        let result = try ArrowgenRunner.run(["preview", "DoubleArrow", "-o", file.path])
        #expect(result.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix(opening))
    }

    @Test func aFormatThatAgreesWithTheExtensionIsAccepted() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("arrowgen-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ArrowgenRunner.run(["preview", "DoubleArrow", "--format", "json", "-o", file.path])
        #expect(result.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("{"))
    }
}
