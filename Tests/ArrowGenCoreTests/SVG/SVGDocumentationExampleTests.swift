import BezierArrow
import Foundation
import Testing
@testable import ArrowGenCore

/// The example SVG template of the "SVG Templates" article reads as the catalog's DoubleArrow, so
/// the documentation cannot drift from the reader.
@Suite("SVG templates article example")
struct SVGDocumentationExampleTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/BezierArrow/BezierArrow.docc/SVGTemplates.md")

    @Test("the ```svg block of the article is a valid DoubleArrow template")
    func example() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let start = try #require(text.firstRange(of: "```svg\n"))
        let end = try #require(text[start.upperBound...].firstRange(of: "```"))
        let svg = String(text[start.upperBound..<end.lowerBound])
        let (t, d) = readSVG(svg, path: "SVGTemplates.md")
        #expect(d.isEmpty, "\(d)")
        let template = try #require(t)
        #expect(template.name == "DoubleArrow")
        #expect(template.outline == doubleArrowOutline)
        #expect(template.start == ArrowHeadFrame(frame: doubleArrowStartFrame, tip: Point(0, 19)))
        #expect(template.end == ArrowHeadFrame(frame: doubleArrowEndFrame, tip: Point(200, 19)))
    }
}
