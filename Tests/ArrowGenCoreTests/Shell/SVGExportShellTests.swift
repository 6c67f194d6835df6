import ArrowGenCore
import BezierArrow
import Foundation
import Testing

/// `arrowgen export-svg` without the executable: names, files, errors and the output file.
@Suite struct SVGExportShellTests {
    /// A fresh directory for one test's files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("svg-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let arrow = """
        {"name": "Small", "outline": "M 0 5 L 10 0 L 10 10 Z M 90 0 L 100 5 L 90 10 Z",
         "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]}, "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}}
        """

    static func template() throws -> ArrowTemplate {
        var diagnostics: [Diagnostic] = []
        return try #require(TemplateReader.read(TemplateSource(path: "small.arrow", text: arrow), diagnostics: &diagnostics)).template
    }

    /// Runs the export, collecting standard output and reports.
    static func export(_ name: String, catalog: [ArrowTemplate] = [], to output: String? = nil) -> (status: ExitCode, output: String, report: [String]) {
        var out = "", report: [String] = []
        let status = SVGExportShell.export(name, catalog: catalog, outputPath: output,
                                           standardOutput: { out += $0 }, report: { report.append($0) })
        return (status, out, report)
    }

    @Test func catalogNamesIgnoreCase() throws {
        let t = try Self.template()
        let result = Self.export("small", catalog: [t])
        #expect(result.status == .success && result.report.isEmpty)
        #expect(result.output == SVGTemplateWriter.svg(for: t))
    }

    @Test func arrowAndSVGFilesAreReadAndTheOutputFileRoundTrips() throws {
        let dir = try Self.temporaryDirectory()
        let arrowPath = dir.appendingPathComponent("small.arrow").path
        try Self.arrow.write(toFile: arrowPath, atomically: true, encoding: .utf8)
        let svgPath = dir.appendingPathComponent("small.svg").path
        #expect(Self.export(arrowPath, to: svgPath).status == .success)
        let written = try String(contentsOfFile: svgPath, encoding: .utf8)
        #expect(written == SVGTemplateWriter.svg(for: try Self.template()))
        // Exporting the SVG gives the same SVG.
        let again = Self.export(svgPath)
        #expect(again.status == .success && again.output == written)
        // An unchanged output is not rewritten: a rewrite renames a new file over it, which
        // would change its inode number.
        func inode() throws -> Int? { try FileManager.default.attributesOfItem(atPath: svgPath)[.systemFileNumber] as? Int }
        let before = try inode()
        #expect(Self.export(svgPath, to: svgPath).status == .success)
        #expect(try inode() == before)
        try "changed".write(toFile: svgPath, atomically: false, encoding: .utf8)
        let changed = try inode()
        #expect(Self.export(arrowPath, to: svgPath).status == .success)
        #expect(try inode() != changed)
        #expect(try String(contentsOfFile: svgPath, encoding: .utf8) == written)
    }

    @Test func templateErrorsAreReportedAndNothingIsWritten() throws {
        let dir = try Self.temporaryDirectory()
        let bad = dir.appendingPathComponent("bad.svg").path
        try "<svg xmlns=\"http://www.w3.org/2000/svg\"/>".write(toFile: bad, atomically: true, encoding: .utf8)
        let output = dir.appendingPathComponent("out.svg").path
        let result = Self.export(bad, to: output)
        #expect(result.status == .dataError)
        #expect(result.report == ["\(bad):1:1: error: no outline: give the arrow's shape the id 'outline' (a <path>, <polygon>, <polyline> or <rect>, or a <g> of them), or leave it the only filled shape; or draw the arrow with strokes (a <path id=\"spine\">, or stroked shapes without fill)"])
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func unknownNamesAndMissingFilesSayWhatExists() throws {
        let t = try Self.template()
        let unknown = Self.export("Nope", catalog: [t])
        #expect(unknown.status == .noInput)
        #expect(unknown.report == ["Error: 'Nope' is neither a catalog template (the catalog has Small) nor a .arrow or .svg file"])
        let missing = Self.export("/no/such/dir/arrow.svg")
        #expect(missing.status == .noInput)
        #expect(missing.report == ["Error: cannot read '/no/such/dir/arrow.svg': No such file or directory"])
    }
}
