import ArrowGenCore
import Foundation
import Testing

@Suite struct TemplateFormatTests {
    @Test func formatsComeFromExtensions() {
        #expect(TemplateFormat(path: "a/b.arrow") == .arrow)
        #expect(TemplateFormat(path: "B.ARROW") == .arrow)
        #expect(TemplateFormat(path: "arrow") == nil)
        #expect(TemplateFormat(path: "x.arrow.txt") == nil)
        #expect(TemplateFormat(path: "Templates/double-arrow.svg") == .svg)
        #expect(TemplateFormat(path: "Arrow.SVG") == .svg)
        #expect(TemplateFormat(path: "arrow.svgz") == nil)
    }

    /// The plugin cannot link ArrowGenCore, so it keeps its own list of extensions: it must be
    /// this one.
    @Test func pluginHandlesTheSameExtensions() throws {
        let plugin = GoldenFile.repositoryRoot.appendingPathComponent("Sources/ArrowGenPlugin/ArrowGenPlugin.swift")
        let text = try String(contentsOf: plugin, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains("static let templateExtensions") })
        let list = try #require(line.split(separator: "=").last).trimmingCharacters(in: .whitespaces)
        let expected = "[" + TemplateFormat.fileExtensions.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        #expect(list == expected)
    }
}
