import TestSupport
import ArrowCatalog
import ArrowGenCore
import BezierArrow
import Foundation
import Testing

/// The generated `build` of every catalog arrow and the runtime model (`template.build`) make the
/// same builder calls with the same bits, for random tips in every orientation and handle mode.
@Suite struct GeneratedBuildAgreementTests {
    typealias Build = @Sendable (Point, Point, ArrowOrientation, HandlePolicy, inout RecordingBuilder) -> Void

    /// Each catalog arrow's and snippet's generated code next to its runtime template.
    static let arrows: [(template: ArrowTemplate, build: Build)] = [
        (DoubleArrow.template, { DoubleArrow.build(start: $0, end: $1, orientation: $2, handles: $3, into: &$4) }),
        (SingleArrow.template, { SingleArrow.build(start: $0, end: $1, orientation: $2, handles: $3, into: &$4) }),
        (SwingArrow.template, { SwingArrow.build(start: $0, end: $1, orientation: $2, handles: $3, into: &$4) }),
        (ThinArrow.template, { ThinArrow.build(start: $0, end: $1, orientation: $2, handles: $3, into: &$4) }),
        // Snippets/, compiled by the plugin applied to this test target.
        (QuadBody.template, { QuadBody.build(start: $0, end: $1, orientation: $2, handles: $3, into: &$4) }),
        (StyledArrow.template, { StyledArrow.build(start: $0, end: $1, orientation: $2, handles: $3, into: &$4) }),
        (DrawnArrow.template, { DrawnArrow.build(start: $0, end: $1, orientation: $2, handles: $3, into: &$4) }),
        (DashedArrow.template, { DashedArrow.build(start: $0, end: $1, orientation: $2, handles: $3, into: &$4) }),
        // More elements than the straight-line limit: drawn from record tables by a loop.
        (LongBody.template, { LongBody.build(start: $0, end: $1, orientation: $2, handles: $3, into: &$4) }),
    ]

    /// Tip pairs: 400 random ones (screen-sized, then wild), plus the awkward ones the model must
    /// survive: at rest, coincident, reversed, huge, non-finite.
    static func tipPairs(for template: ArrowTemplate) -> [(Point, Point)] {
        var rng = SplitMix64(seed: 0xA770_C0DE)
        func coordinate(_ range: Double) -> Double { Double.random(in: -range...range, using: &rng) }
        var pairs: [(Point, Point)] = (0..<400).map { i in
            let range = i < 300 ? 1_000.0 : 1e7
            return (Point(coordinate(range), coordinate(range)), Point(coordinate(range), coordinate(range)))
        }
        let s = template.start.tip, e = template.end.tip
        pairs += [
            (s, e), (e, s), (s, s), (Point(5, 5), Point(5, 5)), (Point(0, 0), Point(1e-12, 0)),
            (Point(-1e15, 3), Point(1e15, -3)), (Point(.nan, 0), Point(100, .infinity)),
            (Point(0, 0), Point(0, 300)), (Point(0, 0), Point(-200, 0)),
        ]
        return pairs
    }

    @Test func generatedBuildMatchesTheRuntimeModelCallForCall() {
        #expect(Self.arrows.prefix(4).map(\.template.name) == ArrowCatalog.all.map(\.name))
        for (template, build) in Self.arrows {
            for orientation in ArrowOrientation.allCases {
                for handles in HandlePolicy.allCases {
                    var runtime = template
                    runtime.orientation = orientation
                    runtime.handles = handles
                    var mismatches = 0
                    for (s, e) in Self.tipPairs(for: template) {
                        var generated = RecordingBuilder(), expected = RecordingBuilder()
                        build(s, e, orientation, handles, &generated)
                        runtime.build(start: s, end: e, into: &expected)
                        if generated != expected {
                            mismatches += 1
                            if mismatches <= 3 {
                                Issue.record("""
                                    \(template.name) \(orientation) \(handles) tips \(s) \(e):
                                    generated \(generated.calls)
                                    runtime   \(expected.calls)
                                    """)
                            }
                        }
                        #expect(generated.calls.allSatisfy { call in call.bits.allSatisfy { Double(bitPattern: $0).isFinite } })
                    }
                    #expect(mismatches == 0, "\(template.name) \(orientation) \(handles)")
                }
            }
        }
    }

    @Test func pathUsesTheTemplatesOwnModes() {
        let s = Point(10, 20), e = Point(150, 160)
        #expect(DoubleArrow.path(start: s, end: e) == DoubleArrow.template.path(start: s, end: e))
        #expect(SwingArrow.path(start: s, end: e) == SwingArrow.template.path(start: s, end: e))
        #expect(ThinArrow.path(start: s, end: e) == ThinArrow.template.path(start: s, end: e))
        #expect(SingleArrow.path(start: s, end: e) == SingleArrow.template.path(start: s, end: e))
        #expect(LongBody.path(start: s, end: e) == LongBody.template.path(start: s, end: e))
    }

    @Test func recordTablesGiveTheTemplateItsPathAtRest() throws {
        // The long snippet's `template` is drawn from its records; it must be the file's path.
        let url = AppModuleCompileTests.repositoryRoot.appendingPathComponent("Tests/ArrowCatalogTests/Snippets/long-body.arrow")
        let source = TemplateSource(path: url.lastPathComponent, text: try String(contentsOf: url, encoding: .utf8))
        var diagnostics: [Diagnostic] = []
        let parsed = try #require(Generator.parse(source, diagnostics: &diagnostics))
        #expect(parsed.template.attachedOutline.count + parsed.template.attachedSpine.count > SwiftRenderer.straightLineElementLimit)
        #expect(LongBody.template == parsed.template)
        #expect(LongBody.template.outline.elements.count == 253 && LongBody.template.spine.elements.count == 26)
    }
}

/// A template with a stroke of its own: the generated type carries its caps, joins, miter limit
/// and dash, and its `template` is the file's, dash included.
@Suite struct GeneratedStrokeTests {
    @Test func generatedStrokeIsTheTemplateFiles() throws {
        let url = AppModuleCompileTests.repositoryRoot.appendingPathComponent("Tests/ArrowCatalogTests/Snippets/dashed-arrow.arrow")
        let source = TemplateSource(path: url.lastPathComponent, text: try String(contentsOf: url, encoding: .utf8))
        var diagnostics: [Diagnostic] = []
        let parsed = try #require(Generator.parse(source, diagnostics: &diagnostics))
        #expect(DashedArrow.template == parsed.template)
        #expect((DashedArrow.cap, DashedArrow.join, DashedArrow.miterLimit) == (.round, .bevel, 4))
        #expect(try DashedArrow.dash == BezierPath.DashPattern([6, 4, 2], offset: 1.5))
        #expect(DashedArrow.template.dash == DashedArrow.dash && DashedArrow.template.cap == .round)
        #expect(!DashedArrow.template.hasDefaultStroke)
    }

    /// The generated arrow draws its dash on the body only, as the model does for the template
    /// read from the file.
    @Test func theGeneratedArrowIsDashedOnItsBody() throws {
        var arrow = Arrow(template: DashedArrow.template)
        arrow.end = Point(230, 70)
        let chevron = BezierPath(arrow.spine.elements.suffix(3))
        let dashed = arrow.dashedSpine
        #expect(dashed != arrow.spine)
        // The chevron, both ends in the end frame, comes out whole.
        let elements = dashed.elements
        #expect(elements.indices.contains { i in i + 3 <= elements.count && Array(elements[i..<i + 3]) == chevron.elements })
    }

    /// Templates that set no stroke keep the default one, as before stroke options existed.
    @Test func catalogArrowsHaveTheDefaultStroke() {
        #expect(ArrowCatalog.all.allSatisfy { $0.hasDefaultStroke })
    }
}
