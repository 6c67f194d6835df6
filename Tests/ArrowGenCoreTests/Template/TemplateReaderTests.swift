import ArrowGenCore
import BezierArrow
import Testing

/// What the reader makes of valid templates (its mistakes are in TemplateReaderDiagnosticTests).
@Suite struct TemplateReaderTests {
    @Test func defaultsAndDerivedName() throws {
        let parsed = try TemplateFixtures.parse(TemplateSource(path: "dir/double-arrow.arrow", text: """
            {"outline": "M 0 5 L 10 0 L 10 10 Z M 90 0 L 100 5 L 90 10 Z",
             "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]}, "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}}
            """))
        let t = parsed.template
        #expect(t.name == "DoubleArrow" && parsed.isNameDerived)
        #expect(parsed.nameLocation == TextLocation(line: 1, column: 1, offset: 0))
        #expect(parsed.fileName == "double-arrow.arrow")
        #expect((t.orientation, t.handles, t.fillRule) == (.fixed, .rigid, .nonZero))
        #expect((t.lineWidth, t.hitWidth) == (0, 35))
        #expect(t.spine.isEmpty)
        #expect(t.start == ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 10, height: 10), tip: Point(0, 5)))
    }

    @Test func everyKeyIsRead() throws {
        let source = try #require(try TemplateFixtures.snippetSources.first { $0.fileName == "styled.arrow" })
        let parsed = try TemplateFixtures.parse(source)
        let t = parsed.template
        #expect(t.name == "StyledArrow" && !parsed.isNameDerived)
        #expect(parsed.nameLocation.line == 2 && parsed.nameLocation.column == 11)
        #expect((t.orientation, t.handles, t.fillRule) == (.follow, .scaled, .evenOdd))
        #expect((t.lineWidth, t.hitWidth) == (2.5, 44))
        #expect(!t.spine.isEmpty && !t.outline.isEmpty)
    }

    /// The reader builds the same template as the runtime initialiser given the same data.
    @Test func readerAgreesWithTheRuntimeInitialiser() throws {
        let source = try #require(try TemplateFixtures.catalogSources.first { $0.fileName == "double-arrow.arrow" })
        let read = try TemplateFixtures.parse(source).template
        var outline = BezierPath()
        outline.move(to: Point(0, 19)); outline.line(to: Point(30, 0)); outline.line(to: Point(30, 12))
        outline.cubic(to: Point(170, 12), control1: Point(80, 12), control2: Point(120, 12))
        outline.line(to: Point(170, 0)); outline.line(to: Point(200, 19)); outline.line(to: Point(170, 38))
        outline.line(to: Point(170, 26))
        outline.cubic(to: Point(30, 26), control1: Point(120, 26), control2: Point(80, 26))
        outline.line(to: Point(30, 38)); outline.close()
        let built = try ArrowTemplate(
            name: "DoubleArrow", outline: outline,
            start: ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 30, height: 38), tip: Point(0, 19)),
            end: ArrowHeadFrame(frame: Rect(x: 170, y: 0, width: 30, height: 38), tip: Point(200, 19)))
        #expect(read == built)
    }

    @Test func warningsDoNotStopTheTemplate() {
        var diagnostics: [Diagnostic] = []
        let parsed = TemplateReader.read(TemplateSource(path: "w.arrow", text: """
            {"outline": "M 0 5 L 10 0 L 10 10 Z M 90 0 L 100 5 L 90 10 Z", "comment": "hi",
             "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]}, "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}}
            """), diagnostics: &diagnostics)
        #expect(parsed?.template.name == "W")
        #expect(diagnostics.map(\.severity) == [.warning])
    }
}
