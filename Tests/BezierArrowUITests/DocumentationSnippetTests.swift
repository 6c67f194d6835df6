import Foundation
import TestSupport
import Testing

/// The view snippets of the "Arrows in SwiftUI and UIKit" article, and the one README.md shows,
/// are the code `.ci/apple-typecheck` type-checks against the iOS and macOS SDKs
/// (`.ci/apple/Snippets`), word for word, so the documentation shows code that compiles.
@Suite struct DocumentationSnippetTests {
    /// The lines between `// snippet: NAME` and `// end snippet` in a checked snippet file.
    static func snippet(in file: String) throws -> String {
        let lines = try MarkdownBlocks.text(".ci/apple/Snippets/" + file).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("// snippet: ") })
        let end = try #require(lines.firstIndex(of: "// end snippet"))
        return lines[(start + 1)..<end].joined(separator: "\n")
    }

    static let snippetFiles = ["SwiftUIArrow.swift", "UIKitArrow.swift", "AppKitArrow.swift", "StyledArrow.swift",
                               "UIKitCanvas.swift", "AppKitCanvas.swift", "SwiftUICanvas.swift", "AnimatedArrow.swift",
                               "EditingCanvas.swift"]

    @Test(arguments: snippetFiles)
    func articleShowsTheCheckedSnippet(file: String) throws {
        let snippet = try Self.snippet(in: file)
        #expect(snippet.contains("BezierArrowUI") && snippet.split(separator: "\n").count >= 10)
        let article = try MarkdownBlocks.swiftBlocks(in: "Sources/BezierArrowUI/BezierArrowUI.docc/ArrowsInSwiftUIAndUIKit.md")
        #expect(article.contains(snippet), "the article's block differs from .ci/apple/Snippets/\(file)")
    }

    /// README.md shows the SwiftUI and UIKit views; every view block it shows must be a checked one.
    @Test func readmeShowsOnlyCheckedViewSnippets() throws {
        let snippets = try Self.snippetFiles.map { try Self.snippet(in: $0) }
        let views = try MarkdownBlocks.swiftBlocks(in: "README.md").filter { $0.contains("import BezierArrowUI") }
        for file in ["SwiftUIArrow.swift", "UIKitArrow.swift"] {
            #expect(views.contains(try Self.snippet(in: file)), "README's block differs from .ci/apple/Snippets/\(file)")
        }
        for view in views {
            #expect(snippets.contains(view), "README shows a view block that .ci/apple/Snippets does not check:\n\(view)")
        }
    }
}
