import TestSupport
import BezierArrow
import Foundation
import Testing
@testable import ArrowGenCore

@Suite("SVG template writer")
struct SVGTemplateWriterTests {
    static func doubleArrow() throws -> ArrowTemplate {
        try ArrowTemplate(name: "DoubleArrow", outline: doubleArrowOutline,
                          start: ArrowHeadFrame(frame: doubleArrowStartFrame, tip: Point(0, 19)),
                          end: ArrowHeadFrame(frame: doubleArrowEndFrame, tip: Point(200, 19)))
    }

    @Test("writes the conventions in their plainest form")
    func text() throws {
        let svg = SVGTemplateWriter.svg(for: try Self.doubleArrow())
        #expect(svg == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- An arrow template written by arrowgen export-svg. Edit it in any vector editor:
             the outline moves with the frames (rect start-frame and end-frame, kept axis-aligned), the
             tips are the circles' centers, options are the data-* attributes (BezierArrow docs: SVG Templates). -->
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
                start: ArrowHeadFrame(frame: Rect(x: 0, y: 9, width: 10, height: 20), tip: Point(0, 19)),
                end: ArrowHeadFrame(frame: doubleArrowEndFrame, tip: Point(200, 19)),
                orientation: .follow, handles: .scaled, lineWidth: 2.5, hitWidth: 44, fillRule: .evenOdd),
            try ArrowTemplate(
                name: "Dashed", outline: BezierPath([.move(to: Point(170, 0)), .line(to: Point(200, 19)), .line(to: Point(170, 38)), .close]),
                spine: BezierPath([.move(to: Point(0, 19)), .line(to: Point(185, 19))]),
                start: ArrowHeadFrame(frame: Rect(x: 0, y: 9, width: 10, height: 20), tip: Point(0, 19)),
                end: ArrowHeadFrame(frame: doubleArrowEndFrame, tip: Point(200, 19)),
                lineWidth: 2, cap: .round, join: .bevel, miterLimit: 4.5,
                dash: try BezierPath.DashPattern([6, 4, 1.25], offset: third)),
            try ArrowTemplate(
                name: "EdgeDashed", outline: doubleArrowOutline,
                start: ArrowHeadFrame(frame: doubleArrowStartFrame, tip: Point(0, 19)),
                end: ArrowHeadFrame(frame: doubleArrowEndFrame, tip: Point(200, 19)),
                lineWidth: 1, join: .round, dash: try BezierPath.DashPattern([5])),
            try ArrowTemplate(
                name: "Awkward",
                outline: BezierPath([.move(to: Point(-third, 0.1)), .line(to: Point(3e-9, 1e-7)),
                                     .cubic(to: Point(100.000000000001, 0.2), control1: Point(1e5, -2.5e-3), control2: Point(-0.0, 7)),
                                     .line(to: Point(100.3, 10)), .close]),
                start: ArrowHeadFrame(frame: Rect(x: -third, y: -0.1, width: 0.7, height: 10.3), tip: Point(-third, 0.1)),
                end: ArrowHeadFrame(frame: Rect(x: 99.9, y: 0.1, width: 0.1 + 0.2, height: 10), tip: Point(100.1, 5))),
        ]
    }

    @Test("reading the written SVG gives back exactly the template")
    func roundTrip() throws {
        for template in try Self.templates() {
            let svg = SVGTemplateWriter.svg(for: template)
            let (read, diagnostics) = readSVG(svg, path: "\(template.name).svg")
            #expect(diagnostics.allSatisfy { $0.severity == .warning }, "\(diagnostics)")  // random shapes may twist or be mostly head: warnings
            #expect(read == template, "\(template.name):\n\(svg)")
        }
    }

    @Test("the heads and body a template names survive the round trip")
    func styleRoundTrip() throws {
        let snippets = try TemplateFixtures.snippetSources.filter { ["named-heads.arrow", "end-head.arrow"].contains($0.fileName) }
        #expect(snippets.count == 2)
        for source in snippets {
            let parsed = try TemplateFixtures.parse(source)
            let style = try #require(parsed.style)
            let svg = SVGTemplateWriter.svg(for: parsed.template, style: style)
            var diagnostics: [Diagnostic] = []
            let read = try #require(Generator.parse(TemplateSource(path: "\(parsed.template.name).svg", text: svg),
                                                    diagnostics: &diagnostics))
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            #expect(read.template == parsed.template)
            let back = try #require(read.style)
            #expect(back.startHead?.name == style.startHead?.name && back.endHead?.name == style.endHead?.name)
            #expect(back.body == style.body && back.bend == style.bend && back.cornerRadius == style.cornerRadius)
            // And the generated code is the same but for the file name in its comments.
            #expect(SwiftRenderer.render(read).replacingOccurrences(of: "\(parsed.template.name).svg", with: source.fileName)
                    == SwiftRenderer.render(parsed))
        }
        // A template that names nothing writes no style option.
        let plain = try TemplateFixtures.parse(try #require(try TemplateFixtures.catalogSources.first))
        #expect(!SVGTemplateWriter.svg(for: plain.template, style: plain.style).contains("data-body"))
    }

    /// A random valid template: frames side by side, a closed outline with lines, quadratics and
    /// cubics whose points lie in either frame or between them, random options.
    static func randomTemplate(_ rng: inout SplitMix64, index: Int) throws -> ArrowTemplate {
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        let start = Rect(x: r(-500...500), y: r(-500...500), width: r(0.5...60), height: r(0.5...60))
        let end = Rect(x: start.maxX + r(0.001...400), y: start.minY + r(-100...100), width: r(0.5...60), height: r(0.5...60))
        func inside(_ f: Rect) -> Point { Point(f.minX + r(0...1) * f.width, f.minY + r(0...1) * f.height) }
        func anywhere() -> Point { Point(r(start.minX...end.maxX), r(min(start.minY, end.minY)...max(start.maxY, end.maxY))) }
        var path = BezierPath()
        path.move(to: inside(start))
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: path.line(to: anywhere())
            case 1: path.quad(to: anywhere(), control: anywhere())
            default: path.cubic(to: anywhere(), control1: anywhere(), control2: anywhere())
            }
        }
        path.line(to: inside(end))
        path.close()
        return try ArrowTemplate(
            name: "Random\(index)", outline: path,
            start: ArrowHeadFrame(frame: start, tip: inside(start)), end: ArrowHeadFrame(frame: end, tip: inside(end)),
            orientation: ArrowOrientation.allCases.randomElement(using: &rng)!,
            handles: HandlePolicy.allCases.randomElement(using: &rng)!,
            lineWidth: r(0...10), hitWidth: r(0...100), fillRule: FillRule.allCases.randomElement(using: &rng)!)
    }

    @Test("random templates (fixed seed) round-trip exactly")
    func randomRoundTrip() throws {
        var rng = SplitMix64(seed: 0x5EED_5A7E)
        for i in 0..<200 {
            let template = try Self.randomTemplate(&rng, index: i)
            let (read, diagnostics) = readSVG(SVGTemplateWriter.svg(for: template), path: "random.svg")
            #expect(diagnostics.allSatisfy { $0.severity == .warning }, "\(diagnostics)")  // random shapes may twist or be mostly head: warnings
            #expect(read == template, "case \(i)")
        }
    }

    @Test("random templates wrapped in a group with random translate, scale and quarter turns (fixed seed)")
    func randomGroupTransforms() throws {
        var rng = SplitMix64(seed: 0x7AA5_F0A3)
        for i in 0..<100 {
            let template = try Self.randomTemplate(&rng, index: i)
            let tx = Double.random(in: -1000...1000, using: &rng), ty = Double.random(in: -1000...1000, using: &rng)
            let sx = Double.random(in: 0.1...4, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
            let sy = Double.random(in: 0.1...4, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
            let turns = Int.random(in: 0..<4, using: &rng)
            let transform = "translate(\(tx), \(ty)) rotate(\(90 * turns)) scale(\(sx) \(sy))"
            var m = Transform2D(scaleX: sx, y: sy)
            for _ in 0..<turns { m = m.concatenating(Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)) }
            m = m.concatenating(Transform2D(translationX: tx, y: ty))

            var svg = SVGTemplateWriter.svg(for: template)
            let rootEnd = try #require(svg.firstRange(of: "\">\n  <path id=\"outline\""))
            svg.insert(contentsOf: "<g transform=\"\(transform)\">", at: svg.index(rootEnd.lowerBound, offsetBy: 3))
            svg = svg.replacingOccurrences(of: "</svg>", with: "</g></svg>")

            let (t, diagnostics) = readSVG(svg, path: "random.svg")
            #expect(diagnostics.allSatisfy { $0.severity == .warning }, "\(diagnostics)")  // random shapes may twist or be mostly head: warnings
            let read = try #require(t, "case \(i): \(transform)")
            let tolerance = 1e-9
            #expect(isApproximatelyEqual(read.outline, template.outline.transformed(by: m), relativeTolerance: tolerance), "case \(i)")
            for (r, e) in [(read.start, template.start), (read.end, template.end)] {
                let corners = Rect(corner: m.apply(e.frame.origin), m.apply(Point(e.frame.maxX, e.frame.maxY)))
                #expect(isApproximatelyEqual(r.frame, corners, relativeTolerance: tolerance), "case \(i)")
                #expect(isApproximatelyEqual(r.tip, m.apply(e.tip), relativeTolerance: tolerance), "case \(i)")
            }
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
