import Foundation

/// The code blocks of the package's Markdown files (README.md, the DocC articles), for the
/// tests that hold the documentation's examples to checked code.
public enum MarkdownBlocks {
    /// The package's root, from this file's place in it.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file of the package as text.
    ///
    /// - Parameter path: the file's path from the package's root.
    public static func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The bodies of the ```swift blocks of a Markdown file, in order.
    ///
    /// - Parameter path: the file's path from the package's root.
    public static func swiftBlocks(in path: String) throws -> [String] {
        try blocks(in: path, language: "swift")
    }

    /// The bodies of a Markdown file's fenced blocks in one language (```json), in order.
    ///
    /// - Parameters:
    ///   - path: the file's path from the package's root.
    ///   - language: the word after the opening fence.
    public static func blocks(in path: String, language: String) throws -> [String] {
        var blocks: [String] = [], current: [String]?
        for line in try text(path).components(separatedBy: "\n") {
            if current == nil, line == "```" + language {
                current = []
            } else if let block = current, line == "```" {
                blocks.append(block.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
