import TestSupport
import ArrowCatalog
import ArrowGenCore
import BezierArrow
import Foundation
import Testing

/// The generated `build` of a styled template (Snippets/named-heads.arrow, which names both heads
/// and an arc body, and Snippets/end-head.arrow, which names only its end head and an elbow body
/// on a filled arrow) and the runtime model make the same builder calls with the same bits: an
/// ``Arrow`` of the template, read from the snippet by the generator core, with each style set,
/// for every catalog head at each end with every body kind, random bends, corner radii and tips.
@Suite struct StyledBuildAgreementTests {
    typealias StyledBuild = @Sendable (Point, Point, ArrowHead, ArrowHead, ArrowBodyKind, Double, Double, inout RecordingBuilder) -> Void

    /// Each styled snippet's generated build, its file, and the style it names.
    static let snippets: [(file: String, build: StyledBuild)] = [
        ("named-heads.arrow", {
            NamedHeadsArrow.build(start: $0, end: $1, startHead: $2, endHead: $3, body: $4, bend: $5, cornerRadius: $6,
                                  into: &$7)
        }),
        ("end-head.arrow", {
            EndHeadArrow.build(start: $0, end: $1, startHead: $2, endHead: $3, body: $4, bend: $5, cornerRadius: $6,
                               into: &$7)
        }),
    ]

    /// A snippet's template as the generator core reads it: not the generated code's own.
    static func parsed(_ file: String) throws -> ParsedTemplate {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Snippets").appendingPathComponent(file)
        var diagnostics: [Diagnostic] = []
        let source = TemplateSource(path: file, text: try String(contentsOf: url, encoding: .utf8))
        let parsed = Generator.parse(source, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(parsed)
    }

    @Test func everyHeadAndBodyDrawsAsTheRuntimeModelDrawsIt() throws {
        let heads = ArrowCatalog.heads
        #expect(heads.count == 15)
        for (file, build) in Self.snippets {
            let template = try Self.parsed(file).template
            var rng = SplitMix64(seed: 0x57E1_ED00)
            func coordinate() -> Double { Double.random(in: -400...400, using: &rng) }
            var mismatches = 0, comparisons = 0
            for body in ArrowBodyKind.allCases {
                for startHead in heads {
                    for endHead in heads {
                        let bend = Double.random(in: -150...150, using: &rng)
                        let radius = Double.random(in: 0...20, using: &rng)
                        let style = ArrowStyle(startHead: startHead, endHead: endHead, body: body, bend: bend,
                                               cornerRadius: radius)
                        var arrow = Arrow(template: template)
                        arrow.style = style
                        // Two random pairs of tips, and the tips at rest.
                        let tips = [(Point(coordinate(), coordinate()), Point(coordinate(), coordinate())),
                                    (Point(coordinate(), coordinate()), Point(coordinate(), coordinate())),
                                    (template.start.tip, template.end.tip)]
                        for (s, e) in tips {
                            var generated = RecordingBuilder(), expected = RecordingBuilder()
                            build(s, e, startHead, endHead, body, bend, radius, &generated)
                            arrow.setTips(start: s, end: e)
                            arrow.draw(into: &expected)
                            comparisons += 1
                            #expect(!expected.calls.isEmpty)
                            if generated != expected {
                                mismatches += 1
                                if mismatches <= 3 {
                                    Issue.record("\(file) \(startHead.name) \(endHead.name) \(body) bend \(bend) tips \(s) \(e)")
                                }
                            }
                        }
                    }
                }
            }
            #expect(comparisons == 4 * 15 * 15 * 3)
            #expect(mismatches == 0, "\(file)")
        }
    }

    @Test func theTemplateCarriesTheNamedStyle() throws {
        #expect(NamedHeadsArrow.template.style
                == ArrowStyle(startHead: .dot, endHead: .triangle, body: .arc, bend: 30))
        #expect(NamedHeadsArrow.startHead == .dot && NamedHeadsArrow.endHead == .triangle)
        // A tip that names no head keeps the template's own.
        let own = try Self.parsed("end-head.arrow").template.head(.start)
        #expect(EndHeadArrow.template.style
                == ArrowStyle(startHead: own, endHead: .diamondOutline, body: .elbow, bend: -20, cornerRadius: 5))
        #expect(EndHeadArrow.startHead == own)
        // The template's own drawing is still there, unstyled: an arrow whose style is set to
        // nil draws it. The template's builders draw its style, as its arrows do.
        var unstyled = try #require(Arrow(template: EndHeadArrow.template, start: Point(0, 19), end: Point(200, 19)))
        unstyled.style = nil
        #expect(unstyled.path == (try Self.parsed("end-head.arrow").template.path(start: Point(0, 19), end: Point(200, 19))))
        let styled = try #require(Arrow(template: EndHeadArrow.template, start: Point(0, 19), end: Point(200, 19)))
        #expect(EndHeadArrow.template.path(start: Point(0, 19), end: Point(200, 19)) == styled.path)
    }

    @Test func pathDrawsTheTemplatesChoiceByDefault() {
        let s = Point(10, 20), e = Point(150, 160)
        for (path, template) in [(NamedHeadsArrow.path(start: s, end: e), NamedHeadsArrow.template),
                                 (EndHeadArrow.path(start: s, end: e), EndHeadArrow.template)] {
            var arrow = Arrow(template: template)
            arrow.setTips(start: s, end: e)
            var expected = BezierPath()
            arrow.draw(into: &expected)
            #expect(path == expected)
            #expect(!path.isEmpty)
        }
        #expect(NamedHeadsArrow.path(start: s, end: e, body: .straight) != NamedHeadsArrow.path(start: s, end: e))
    }

    /// The generator's table of catalog heads (it cannot link ArrowCatalog) is the catalog's.
    @Test func theGeneratorsHeadTableIsTheCatalog() {
        #expect(CatalogHeads.names == ArrowCatalog.heads.map(\.name).sorted())
        for head in ArrowCatalog.heads {
            #expect(CatalogHeads.attachment(of: head.name) == head.attachment, "\(head.name)")
            #expect(CatalogHeads.isCatalogHead(head.name) == (head.name != "none"), "\(head.name)")
            #expect(head.lineWidth == CatalogHeads.lineWidth || head.name == "none", "\(head.name)")
        }
    }
}
