import BezierArrow
import Foundation
import Testing
@testable import ArrowGenCore

/// The README's example SVG template reads as the catalog's DoubleArrow, so the documentation
/// cannot drift from the reader.
@Suite("README SVG example")
struct SVGReadmeExampleTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    @Test("the ```svg block of the README is a valid DoubleArrow template")
    func example() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(text.firstRange(of: "```svg\n"))
        let end = try #require(text[start.upperBound...].firstRange(of: "```"))
        let svg = String(text[start.upperBound..<end.lowerBound])
        let (t, d) = readSVG(svg, path: "README.md")
        #expect(d.isEmpty, "\(d)")
        let template = try #require(t)
        #expect(template.name == "DoubleArrow")
        #expect(template.outline == doubleArrowOutline)
        #expect(template.start == ArrowEnd(frame: doubleArrowStartFrame, tip: Point(0, 19)))
        #expect(template.end == ArrowEnd(frame: doubleArrowEndFrame, tip: Point(200, 19)))
    }
}
