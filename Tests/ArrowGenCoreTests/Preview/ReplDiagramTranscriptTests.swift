import Foundation
import Testing
import ArrowGenCore

/// A whole diagram built in the REPL, replayed from a transcript golden: the commands are its
/// prompt lines (the script that `arrowgen repl` runs, piped), the rest is what each printed,
/// and the picture its `svg` wrote is a golden of its own. Re-recorded with `ARROWGEN_RECORD=1`.
@Suite struct ReplDiagramTranscriptTests {
    static let prompt = "arrowgen> "
    static let transcript = "DiagramSession.transcript.golden"
    static let picture = "DiagramSession.svg.golden"

    @Test func theSampleDiagramReplays() throws {
        let text = try String(contentsOf: GoldenFile.directory.appendingPathComponent(Self.transcript), encoding: .utf8)
        let commands = text.components(separatedBy: "\n").filter { $0.hasPrefix(Self.prompt) }.map { String($0.dropFirst(Self.prompt.count)) }
        #expect(commands.count >= 30)
        var session = try Fixtures.session()
        var replayed = ""
        for command in commands {
            let reply = session.execute(command)
            #expect(!reply.isFailure, "\(command): \(reply.errors)")
            replayed += Self.prompt + command + "\n" + reply.output + reply.errors
        }
        GoldenFile.expectMatch(replayed, golden: Self.transcript)
        let files = try #require(session.fileSystem as? InMemoryFileSystem).files
        GoldenFile.expectMatch(try #require(files["diagram.svg"]), golden: Self.picture)
        // What the picture must show, whatever the golden says: five arrows, four shapes, a ring
        // for each of the ten bound tips and a dashed line to the anchor of each not on it.
        let svg = try #require(files["diagram.svg"])
        #expect(svg.components(separatedBy: "class=\"shape\"").count - 1 == 4)
        #expect(svg.components(separatedBy: "<g class=\"arrow\"").count - 1 == 5)
        #expect(svg.components(separatedBy: "class=\"bound-tip\"").count - 1 == 10)
        #expect(svg.components(separatedBy: "class=\"anchor\"").count - 1 == 10)
    }
}
