import Foundation
import Testing
import ArrowGenCore

/// An arrow routed through waypoints in the REPL, replayed from a transcript golden: the
/// commands are its prompt lines, the rest what each printed (its `draw` pictures too), and the
/// picture its `svg` wrote is a golden of its own. Re-recorded with `ARROWGEN_RECORD=1`.
@Suite struct ReplWaypointTranscriptTests {
    static let prompt = "arrowgen> "
    static let transcript = "WaypointSession.transcript.golden"
    static let picture = "WaypointSession.svg.golden"
    static let script = """
        # An arrow through three waypoints, each body kind, the pictures, and a mistake's message.
        head start none
        head end triangle
        body curved
        waypoint add 100 80
        waypoint add 160 -20
        waypoint add 40 60 at 0
        waypoint
        draw 72
        body straight
        draw 72
        body arc
        body elbow
        waypoint move 2 170 -10
        waypoint remove 1
        show
        draw 72
        svg waypoints.svg
        save waypoints.json
        """

    @Test func theWaypointSessionReplays() throws {
        let (replayed, files) = try Fixtures.replay(Self.script, prompt: Self.prompt)
        GoldenFile.expectMatch(replayed, golden: Self.transcript)
        let svg = try #require(files["waypoints.svg"])
        GoldenFile.expectMatch(svg, golden: Self.picture)
        // What the picture must show, whatever the golden says: two numbered waypoints and the
        // elbow's leg midpoints.
        #expect(svg.components(separatedBy: "class=\"waypoint-handle\"").count - 1 == 2)
        #expect(svg.contains(">0</text>") && svg.contains(">1</text>"))
        #expect(svg.contains("class=\"segment-handle\""))
        #expect(try #require(files["waypoints.json"]).contains(#""waypoints": [[40, 60], [170, -10]]"#))
    }
}
