import BezierArrow
import Foundation
import Testing
@testable import ArrowGenCore

/// The articles that list options list exactly the cases of their tables (``NamedOption``), with
/// each case's name and summary word for word, so the documentation cannot drift from the code.
@Suite struct OptionDocumentationTests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func article(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Sources/BezierArrow/BezierArrow.docc/\(name)"), encoding: .utf8)
    }

    /// The rows of an article's option tables, `| key | name | summary |`, by key; a row with an
    /// empty key continues the key above.
    static func optionRows(in text: String) -> [String: [(name: String, summary: String)]] {
        var rows: [String: [(name: String, summary: String)]] = [:]
        var key = ""
        for line in text.components(separatedBy: "\n") where line.hasPrefix("|") && line.hasSuffix("|") {
            let cells = line.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[1].hasPrefix("`"), cells[1].hasSuffix("`"), cells[1].count > 2 else { continue }
            if !cells[0].isEmpty { key = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            rows[key, default: []].append((String(cells[1].dropFirst().dropLast()), cells[2]))
        }
        return rows
    }

    /// Checks that the rows under `key` are the table's cases, in order, name and summary.
    static func check<T: NamedOption>(_ rows: [String: [(name: String, summary: String)]], _ key: String, _: T.Type,
                                      in article: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let listed = rows[key] ?? []
        #expect(listed.map(\.name) == T.allCases.map(\.name), "\(article) lists the names of \(key)",
                sourceLocation: sourceLocation)
        #expect(listed.map(\.summary) == T.allCases.map(\.summary), "\(article) gives the summaries of \(key)",
                sourceLocation: sourceLocation)
    }

    @Test func templatesArticleListsEveryTemplateOption() throws {
        let rows = Self.optionRows(in: try Self.article("Templates.md"))
        #expect(Set(rows.keys) == ["orientation", "handles", "fillRule", "cap", "join", "body"])
        Self.check(rows, "orientation", ArrowOrientation.self, in: "Templates.md")
        Self.check(rows, "handles", HandlePolicy.self, in: "Templates.md")
        Self.check(rows, "fillRule", FillRule.self, in: "Templates.md")
        Self.check(rows, "cap", LineCap.self, in: "Templates.md")
        Self.check(rows, "join", LineJoin.self, in: "Templates.md")
        Self.check(rows, "body", ArrowBodyKind.self, in: "Templates.md")
    }

    @Test func geometryArticleListsEveryStrokeAndFillOption() throws {
        let rows = Self.optionRows(in: try Self.article("Geometry.md"))
        #expect(Set(rows.keys) == ["cap", "join", "fillRule"])
        Self.check(rows, "cap", LineCap.self, in: "Geometry.md")
        Self.check(rows, "join", LineJoin.self, in: "Geometry.md")
        Self.check(rows, "fillRule", FillRule.self, in: "Geometry.md")
    }

    /// Both tables say the first name is the default: it is, for templates and for stroke styles.
    @Test func theFirstCaseIsTheDefault() throws {
        let template = try ArrowTemplate(name: "A", outline: doubleArrowOutline,
                                         start: ArrowHeadFrame(frame: doubleArrowStartFrame, tip: Point(0, 19)),
                                         end: ArrowHeadFrame(frame: doubleArrowEndFrame, tip: Point(200, 19)))
        #expect(template.orientation == ArrowOrientation.allCases.first)
        #expect(template.handles == HandlePolicy.allCases.first)
        #expect(template.fillRule == FillRule.allCases.first)
        #expect(template.cap == LineCap.allCases.first && template.join == LineJoin.allCases.first)
        let style = BezierPath.StrokeStyle(width: 1)
        #expect(style.cap == LineCap.allCases.first && style.join == LineJoin.allCases.first)
        let request = try StrokeRequest.decode(line: #"{"path":"M 0 0","points":[]}"#)
        #expect(request.style.cap == LineCap.allCases.first && request.style.join == LineJoin.allCases.first)
        #expect(request.fillRule == FillRule.allCases.first)
    }

    /// The articles that only name the choices in passing name all of them.
    @Test func passingMentionsNameEveryCase() throws {
        func backticked<T: NamedOption>(_: T.Type) -> String {
            T.allCases.map { "`\($0.name)`" }.joined(separator: " or ")
        }
        let svg = try Self.article("SVGTemplates.md")
        #expect(svg.contains("`data-orientation` (\(backticked(ArrowOrientation.self)))"))
        #expect(svg.contains("`data-handles` (\(backticked(HandlePolicy.self)))"))
        #expect(svg.contains("`data-fill-rule` (\(backticked(FillRule.self));"))
        #expect(svg.contains("`data-body` (\(backticked(ArrowBodyKind.self)))"))
        #expect(svg.contains("`stroke-linecap` (\(backticked(LineCap.self)))"))
        #expect(svg.contains("`stroke-linejoin` (\(backticked(LineJoin.self)))"))
        let tool = try Self.article("CommandLineTool.md").replacingOccurrences(of: "\n", with: " ")
        let orientations = ArrowOrientation.allCases.map(\.name).joined(separator: "|")
        let handles = HandlePolicy.allCases.map(\.name).joined(separator: "|")
        #expect(tool.contains("`orientation \(orientations)`") && tool.contains("`handles \(handles)`"))
        #expect(tool.contains("[--orientation \(orientations)]") && tool.contains("[--handles \(handles)]"))
    }
}
