import ArrowCatalog
import ArrowGenCore
import BezierArrow
import Foundation
import Testing

/// Every catalog template survives `arrowgen export-svg` and back: the SVG reads as exactly the
/// same template, and generates the same Swift code as the `.arrow` file it came from.
@Suite struct SVGCatalogRoundTripTests {
    @Test(arguments: ArrowCatalog.all)
    func exportedSVGReadsAsTheSameTemplate(_ template: ArrowTemplate) throws {
        let svg = SVGTemplateWriter.svg(for: template)
        var diagnostics: [Diagnostic] = []
        let parsed = SVGTemplateReader.read(TemplateSource(path: "\(template.name).svg", text: svg), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try #require(parsed).template == template, "\(svg)")
    }

    @Test func exportedSVGsGenerateTheSameCodeAsTheArrowFiles() throws {
        let directory = CatalogTests.templatesDirectory
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".arrow") }.sorted()
        #expect(files.count == ArrowCatalog.all.count)
        for file in files {
            let arrow = TemplateSource(path: file, text: try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8))
            let fromArrow = try #require(Generator.run([arrow]).files.first)
            let svgPath = String(file.dropLast(".arrow".count)) + ".svg"
            let svg = TemplateSource(path: svgPath, text: SVGTemplateWriter.svg(for: try CatalogTests.read(file)))
            let result = Generator.run([svg])
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            let fromSVG = try #require(result.files.first)
            // Only the file name in the header and the doc comment differs.
            #expect(fromSVG.contents.replacingOccurrences(of: svgPath, with: file) == fromArrow.contents, "\(file)")
        }
    }
}
