import Foundation
import Testing
import ArrowGenCore

/// The REPL sessions README.md and the "The arrowgen Command" article show replay word for word,
/// and the files they write (the README's picture among them) are the documentation catalog's
/// resources of the same names, so neither the transcripts nor the picture can drift from the
/// REPL.
@Suite struct ReplTranscriptDocumentationTests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let prompt = "arrowgen> "

    /// Where the files the transcripts write are shipped: the documentation catalog's resources,
    /// which the README and the articles show.
    static let resources = "Sources/BezierArrow/BezierArrow.docc/Resources"

    /// The ```text blocks of a Markdown file that start with `$ swift run arrowgen repl`.
    static func transcripts(in path: String) throws -> [[String]] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        var blocks: [[String]] = [], current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line == "```text" {
                current = []
            } else if let block = current, line == "```" {
                if block.first == "$ swift run arrowgen repl" { blocks.append(block) }
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test(arguments: ["README.md", "Sources/BezierArrow/BezierArrow.docc/CommandLineTool.md"])
    func transcriptReplays(document: String) throws {
        let transcripts = try Self.transcripts(in: document)
        #expect(!transcripts.isEmpty, "\(document) shows no REPL session")
        for transcript in transcripts {
            var session = try Fixtures.session()
            // The lines before the first prompt are the command and the banner a terminal shows.
            var lines = transcript.drop { !$0.hasPrefix(Self.prompt) }[...]
            #expect(!lines.isEmpty)
            while let command = lines.popFirst() {
                let expected = lines.prefix { !$0.hasPrefix(Self.prompt) }
                lines = lines.dropFirst(expected.count)
                let reply = session.execute(String(command.dropFirst(Self.prompt.count)))
                #expect(reply.errors.isEmpty, "\(document): \(command)")
                #expect(reply.output == expected.map { $0 + "\n" }.joined(), "\(document): \(command)")
            }
            let files = try #require(session.fileSystem as? InMemoryFileSystem).files
            for (path, written) in files {
                #expect(!path.contains("/"), "\(document) writes \(path): the transcripts write plain file names")
                let shipped = try String(contentsOf: Self.root.appendingPathComponent(Self.resources)
                    .appendingPathComponent(path), encoding: .utf8)
                #expect(written == shipped, "\(document) writes \(path), which differs from the repository's")
                // Followed in the checkout, the session leaves no untracked file behind.
                let ignored = try String(contentsOf: Self.root.appendingPathComponent(".gitignore"), encoding: .utf8)
                let pattern = "/*." + (path.split(separator: ".").last.map(String.init) ?? "")
                #expect(ignored.split(separator: "\n").contains { $0 == pattern }, "\(document) writes \(path): .gitignore lacks \(pattern)")
            }
        }
    }
}
