import ArrowGenCore
import BezierArrow
import Foundation
import Testing

/// The example of "Naming heads and a body" in the Templates article reads as it says, and the
/// error it quotes is the one the build plugin's check prints, so the article cannot drift from
/// the reader.
@Suite struct TemplateStyleDocumentationTests {
    /// The article's text from the section's heading on.
    static func section() throws -> String {
        let url = GoldenFile.repositoryRoot.appendingPathComponent("Sources/BezierArrow/BezierArrow.docc/Templates.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let heading = try #require(text.range(of: "### Naming heads and a body\n"))
        return String(text[heading.upperBound...])
    }

    /// The first block of a language in a text.
    static func block(_ language: String, in text: String) throws -> String {
        let start = try #require(text.range(of: "```\(language)\n"))
        let end = try #require(text[start.upperBound...].range(of: "```"))
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func theExampleNamesItsHeadsAndBody() throws {
        let section = try Self.section()
        let json = try Self.block("json", in: section)
        var diagnostics: [Diagnostic] = []
        let parsed = try #require(Generator.parse(TemplateSource(path: "link.arrow", text: json), diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(parsed.template.name == "LinkArrow")
        let style = try #require(parsed.style)
        #expect(style.startHead?.name == "dot" && style.endHead?.name == "triangle")
        #expect(style.body == .arc && style.bend == 30 && style.cornerRadius == 8)

        // The Swift example calls what the generated type declares.
        let swift = SwiftRenderer.render(parsed)
        #expect(swift.contains("\nimport ArrowCatalog\n"))
        let example = try Self.block("swift", in: section)
        #expect(example.contains("LinkArrow.build(start: Point(10, 20), end: Point(240, 90), into: &path)"))
        #expect(example.contains("endHead: .diamond, body: .elbow, into: &path"))
        #expect(swift.contains("endHead: BezierArrow::ArrowHead = endHead,\n"))
        #expect(swift.contains("body: BezierArrow::ArrowBodyKind = body,"))
    }

    @Test func theQuotedErrorIsTheChecksOwn() throws {
        let section = try Self.section()
        let json = try Self.block("json", in: section)
        let misspelt = TemplateSource(path: "link.arrow", text: json.replacingOccurrences(of: "\"triangle\"", with: "\"trangle\""))
        let diagnostics = Generator.checkNames([misspelt]).map(\.description)
        #expect(diagnostics.count == 1)
        let printed = try #require(diagnostics.first)
        let quoted = "`link.arrow:6:65: error: unknown head 'trangle' at the end: ...; did you mean 'triangle'?`"
        #expect(section.replacingOccurrences(of: "\n", with: " ").contains(quoted))
        #expect(printed.hasPrefix("link.arrow:6:65: error: unknown head 'trangle' at the end: "))
        #expect(printed.hasSuffix("; did you mean 'triangle'?"))
    }
}
