import ArrowGenCore
import BezierArrow
import Foundation
import Testing

/// SVG head templates: markers named `tip` and `attachment`, an optional `frame`, the outline
/// and spine found as for arrows, and every mistake at its element.
@Suite struct SVGHeadTemplateTests {
    static func read(_ text: String, path: String = "wedge.svg") -> (ParsedHead?, [String]) {
        var diagnostics: [Diagnostic] = []
        let parsed = Generator.parseHead(TemplateSource(path: path, text: text), diagnostics: &diagnostics)
        return (parsed, diagnostics.map(\.description))
    }

    /// A drawing with the given body, inside a root with the given attributes.
    static func svg(_ body: String, root: String = "") -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"\(root)>
        \(body)
        </svg>
        """
    }

    static let triangle = """
        <path d="M 30 20 L 16 13 L 16 27 Z"/>
          <circle id="tip" cx="30" cy="20" r="1" fill="red"/>
          <circle id="attachment" cx="16" cy="20" r="1" fill="blue"/>
        """

    @Test func aFilledHeadReadsAsItsArrowFile() throws {
        let (parsed, diagnostics) = Self.read(Self.svg(Self.triangle), path: "Heads/triangle.svg")
        #expect(diagnostics.isEmpty)
        let head = try #require(parsed).head
        let (arrowFile, arrowDiagnostics) = Self.read("""
            {"outline": "M 0 0 L -14 -7 L -14 7 Z", "tip": [0, 0], "attachment": [-14, 0]}
            """, path: "triangle.arrow")
        #expect(arrowDiagnostics.isEmpty)
        #expect(head == arrowFile?.head)
    }

    @Test func strokesGiveTheSpineAndItsWidth() throws {
        let (parsed, diagnostics) = Self.read(Self.svg("""
            <g transform="translate(10, 0)">
              <polyline id="chevron" points="8 13 20 20 8 27" fill="none" stroke="black" stroke-width="3"/>
              <circle inkscape:label="tip" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" cx="20" cy="20" r="1"/>
              <circle id="layer1-attachment_1_" cx="20" cy="20" r="1"/>
              <rect id="frame" x="6" y="12" width="14" height="16" fill="none"/>
            </g>
            """, root: #" data-name="chevron""#))
        #expect(diagnostics.isEmpty)
        let head = try #require(parsed).head
        #expect(head.name == "chevron" && head.outline.isEmpty && head.lineWidth == 3 && head.attachment == 0)
        #expect(head.spine == (try BezierPath(svgPathData: "M -12 -7 L 0 0 L -12 7")))
        #expect(head.frame == Rect(x: -14, y: -8, width: 14, height: 16))
    }

    @Test func aHeadHasATipOrAttachmentMarkerAndNoFrames() {
        func isHead(_ body: String) -> Bool { Generator.isHead(TemplateSource(path: "h.svg", text: Self.svg(body))) }
        #expect(isHead(Self.triangle))
        #expect(isHead(#"<path d="M 0 0 L 1 1"/><circle id="attachment" cx="0" cy="0" r="1"/>"#))
        #expect(!isHead(#"<path d="M 0 0 L 1 1"/><circle id="end-tip" cx="0" cy="0" r="1"/>"#))
        #expect(!isHead(Self.triangle + #"<rect id="start-frame" x="0" y="0" width="5" height="5"/>"#))
        #expect(!isHead("<svg"))
    }

    /// An arrow drawing may still name things `frame` or `tip` that play no arrow role.
    @Test func arrowDrawingsIgnoreHeadRoleNames() {
        let (template, diagnostics) = readSVG(Self.svg("""
            <path id="outline" d="M 0 10 L 10 0 L 10 20 Z M 30 10 L 20 0 L 20 20 Z"/>
            <rect id="start-frame" x="0" y="0" width="10" height="20"/>
            <rect id="end-frame" x="20" y="0" width="10" height="20"/>
            <g id="frame"><circle id="tip" cx="5" cy="5" r="1" fill="none"/></g>
            """))
        #expect(template != nil, "\(diagnostics)")
    }

    @Test func missingAttachmentIsAnErrorAtTheRoot() {
        let (parsed, diagnostics) = Self.read(Self.svg("""
            <path d="M 30 20 L 16 13 L 16 27 Z"/>
              <circle id="tip" cx="30" cy="20" r="1" fill="red"/>
            """))
        #expect(parsed == nil)
        #expect(diagnostics == [
            #"wedge.svg:1:1: error: no attachment: draw a <circle id="attachment"> centered where the body stops, on the tip's horizontal line, at or left of the tip"#,
        ])
    }

    @Test func attachmentOffTheTipsLineIsAnErrorAtItsCircle() {
        let (parsed, diagnostics) = Self.read(Self.svg("""
            <path d="M 30 20 L 16 13 L 16 27 Z"/>
              <circle id="tip" cx="30" cy="20" r="1" fill="red"/>
              <circle id="attachment" cx="16" cy="21" r="1" fill="blue"/>
            """))
        #expect(parsed == nil)
        #expect(diagnostics == [
            "wedge.svg:4:3: error: the attachment's center (16, 21) is not on the tip's horizontal line y = 20: a head is drawn pointing right, the body arriving from the left and stopping at the attachment, at or left of the tip on its line",
            "wedge.svg:3:3: note: the tip is here",
        ])
    }

    @Test func shapeOutsideTheFrameIsAnErrorAtTheFrame() {
        let (parsed, diagnostics) = Self.read(Self.svg(Self.triangle + """

              <rect id="frame" x="16" y="15" width="14" height="10" fill="none"/>
            """))
        #expect(parsed == nil)
        #expect(diagnostics == [
            "wedge.svg:5:3: error: the head's shape, tip or attachment reaches outside its frame: the frame must hold the outline, the spine, the tip and the attachment",
        ])
    }

    /// The ```svg block under "Head templates" in the "SVG Templates" article reads as the
    /// `.arrow` example of the "Arrow Templates" article, with a frame.
    @Test func theArticlesExamplesAreOneHead() throws {
        let docc = SVGDocumentationExampleTests.article.deletingLastPathComponent()
        func block(_ fence: String, after heading: String, in file: String) throws -> String {
            let text = try String(contentsOf: docc.appendingPathComponent(file), encoding: .utf8)
            let section = try #require(text.firstRange(of: heading))
            let start = try #require(text[section.upperBound...].firstRange(of: "```\(fence)\n"))
            let end = try #require(text[start.upperBound...].firstRange(of: "```"))
            return String(text[start.upperBound..<end.lowerBound])
        }
        let (svgHead, svgDiagnostics) = Self.read(try block("svg", after: "### Head templates", in: "SVGTemplates.md"))
        #expect(svgDiagnostics.isEmpty)
        let (arrowHead, arrowDiagnostics) = Self.read(try block("json", after: "### Head templates", in: "Templates.md"),
                                                      path: "wedge.arrow")
        #expect(arrowDiagnostics.isEmpty)
        let svg = try #require(svgHead).head, arrow = try #require(arrowHead).head
        #expect(svg.name == "wedge" && arrow.name == "wedge")
        #expect(svg.outline == arrow.outline && svg.attachment == 14 && arrow.attachment == 14)
        #expect(svg.frame == Rect(x: -14, y: -8, width: 14, height: 16))
    }

    @Test func arrowOptionsOnAHeadAreUnknown() {
        let (parsed, diagnostics) = Self.read(Self.svg(Self.triangle, root: #" data-handles="scaled""#))
        #expect(parsed != nil)
        #expect(diagnostics == [
            "wedge.svg:1:75: warning: unknown option 'data-handles' is ignored; options are data-name, data-line-width",
        ])
    }
}
