import BezierArrow
import Testing
@testable import ArrowGenCore

@Suite("SVG template writer")
struct SVGTemplateWriterTests {
    static func doubleArrow() throws -> ArrowTemplate {
        try ArrowTemplate(name: "DoubleArrow", outline: doubleArrowOutline,
                          start: ArrowEnd(frame: doubleArrowStartFrame, tip: Point(0, 19)),
                          end: ArrowEnd(frame: doubleArrowEndFrame, tip: Point(200, 19)))
    }

    @Test("writes the conventions in their plainest form")
    func text() throws {
        let svg = SVGTemplateWriter.svg(for: try Self.doubleArrow())
        #expect(svg == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- An arrow template written by arrowgen export-svg. Edit it in any vector editor:
             the outline moves with the frames (rect start-frame and end-frame, kept axis-aligned), the
             tips are the circles' centers, options are the data-* attributes (README: SVG templates). -->
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 204 42" width="204" height="42"
             data-name="DoubleArrow" data-orientation="fixed" data-handles="rigid"
             data-line-width="0" data-hit-width="35" data-fill-rule="nonzero">
          <path id="outline" fill="#222222" d="M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 C 120 26 80 26 30 26 L 30 38 Z"/>
          <rect id="start-frame" x="0" y="0" width="30" height="38" fill="none" stroke="#e0245e" stroke-width="0.5" stroke-dasharray="2 2"/>
          <rect id="end-frame" x="170" y="0" width="30" height="38" fill="none" stroke="#e0245e" stroke-width="0.5" stroke-dasharray="2 2"/>
          <circle id="start-tip" cx="0" cy="19" r="1.5" fill="#e0245e"/>
          <circle id="end-tip" cx="200" cy="19" r="1.5" fill="#e0245e"/>
        </svg>

        """)
    }

    /// Templates with every option, spines, awkward numbers.
    static func templates() throws -> [ArrowTemplate] {
        let third = 1.0 / 3.0
        return [
            try doubleArrow(),
            try ArrowTemplate(
                name: "Thin", outline: BezierPath([.move(to: Point(170, 0)), .line(to: Point(200, 19)), .line(to: Point(170, 38)), .close]),
                spine: BezierPath([.move(to: Point(0, 19)), .quad(to: Point(185, 19), control: Point(90, 0.1))]),
                start: ArrowEnd(frame: Rect(x: 0, y: 9, width: 10, height: 20), tip: Point(0, 19)),
                end: ArrowEnd(frame: doubleArrowEndFrame, tip: Point(200, 19)),
                orientation: .follow, handles: .scaled, lineWidth: 2.5, hitWidth: 44, fillRule: .evenOdd),
            try ArrowTemplate(
                name: "Awkward",
                outline: BezierPath([.move(to: Point(-third, 0.1)), .line(to: Point(3e-9, 1e-7)),
                                     .cubic(to: Point(100.000000000001, 0.2), control1: Point(1e5, -2.5e-3), control2: Point(-0.0, 7)),
                                     .line(to: Point(100.3, 10)), .close]),
                start: ArrowEnd(frame: Rect(x: -third, y: -0.1, width: 0.7, height: 10.3), tip: Point(-third, 0.1)),
                end: ArrowEnd(frame: Rect(x: 99.9, y: 0.1, width: 0.1 + 0.2, height: 10), tip: Point(100.1, 5))),
        ]
    }

    @Test("reading the written SVG gives back exactly the template")
    func roundTrip() throws {
        for template in try Self.templates() {
            let svg = SVGTemplateWriter.svg(for: template)
            let (read, diagnostics) = readSVG(svg, path: "\(template.name).svg")
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            #expect(read == template, "\(template.name):\n\(svg)")
        }
    }

    @Test("numbers print as the shortest text that reads back")
    func numbers() {
        #expect(SVGTemplateWriter.number(30) == "30")
        #expect(SVGTemplateWriter.number(-0.0) == "0")
        #expect(SVGTemplateWriter.number(0.1) == "0.1")
        #expect(SVGTemplateWriter.number(1e-7) == "1e-07")
        #expect(SVGTemplateWriter.number(1.0 / 3.0) == "0.3333333333333333")
        #expect(SVGTemplateWriter.escaped("a<b&\"c\">") == "a&lt;b&amp;&quot;c&quot;&gt;")
    }
}
