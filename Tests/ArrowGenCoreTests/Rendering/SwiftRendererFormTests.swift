import ArrowGenCore
import Testing

/// Templates up to ``SwiftRenderer/straightLineElementLimit`` elements are drawn in straight-line
/// code; larger ones from record tables, which the type checker reads in linear time.
@Suite struct SwiftRendererFormTests {
    /// A template with `2 * segments + 9` outline elements.
    static func template(segments: Int) throws -> ParsedTemplate {
        var d = "M 0 19 L 30 0 L 30 12"
        for i in 0..<segments { d += " L \(40 + 10 * i) \(12 + i % 2)" }
        let x = 30 + 10 * segments
        d += " L \(x) 0 L \(x + 30) 19 L \(x) 38 L \(x) 26"
        for i in 0..<segments { d += " C \(x - 10 * i - 3) 26 \(x - 10 * i - 7) 26 \(x - 10 * i - 10) 26" }
        d += " L 30 38 Z"
        let text = """
            {"name": "Long", "outline": "\(d)", "start": {"frame": [0, 0, 30, 38], "tip": [0, 19]},
             "end": {"frame": [\(x), 0, 30, 38], "tip": [\(x + 30), 19]}}
            """
        var diagnostics: [Diagnostic] = []
        let parsed = try #require(TemplateReader.read(TemplateSource(path: "long.arrow", text: text), diagnostics: &diagnostics))
        #expect(parsed.template.attachedOutline.count == 2 * segments + 9)
        return parsed
    }

    @Test func theFormChangesAboveTheLimit() throws {
        #expect(SwiftRenderer.straightLineElementLimit == 256)
        let small = SwiftRenderer.render(try Self.template(segments: 123))  // 255 elements
        #expect(small.contains("outline: BezierArrow::BezierPath([") && small.contains("let p253 = "))
        #expect(!small.contains("Records"))
        let large = SwiftRenderer.render(try Self.template(segments: 124))  // 257 elements
        #expect(!large.contains("BezierPath([") && !large.contains("let p0 = "))
        #expect(large.contains("outline: restPath(outlineRecords),"))
        #expect(large.contains("draw(outlineRecords, with: m, into: &builder)"))
        #expect(!large.contains("spineRecords"))
        // One record per element in each spelling: 124 cubics among them.
        #expect(large.components(separatedBy: "\n        4, ").count - 1 == 2 * 124)
    }
}
