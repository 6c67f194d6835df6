import Foundation
import Testing
import ArrowGenCore

/// A routed diagram with waypoints edited as in a drawing tool, replayed from a transcript
/// golden: the commands are its prompt lines, the rest what each printed (its `draw` picture
/// too), and the picture its `svg` wrote is a golden of its own. Re-recorded with
/// `ARROWGEN_RECORD=1`.
@Suite struct ReplEditingTranscriptTests {
    static let prompt = "arrowgen> "
    static let transcript = "EditingSession.transcript.golden"
    static let picture = "EditingSession.svg.golden"
    static let script = """
        # Two boxes and a wall, an elbow routed around it, an arrow through waypoints, then a
        # selection moved and removed, and every edit undone.
        head start none
        head end triangle
        body elbow
        shape A rect 0 0 100 60
        shape B rect 300 0 100 60
        shape W rect 170 -60 60 180
        bind start A
        bind end B
        route on
        arrow add note
        route off
        body curved
        start 0 200
        end 400 200
        waypoint add 120 160
        waypoint add 280 240
        shape Label rounded 150 150 100 30
        obstacle Label off
        arrow main
        draw 72
        svg routed.svg
        select rect -10 150 420 100
        select add main
        select
        move 0 20
        select toggle main
        remove
        obstacle W off
        undo
        undo
        undo
        redo
        """

    @Test func theEditingSessionReplays() throws {
        let (replayed, files) = try Fixtures.replay(Self.script, prompt: Self.prompt)
        GoldenFile.expectMatch(replayed, golden: Self.transcript)
        let svg = try #require(files["routed.svg"])
        GoldenFile.expectMatch(svg, golden: Self.picture)
        // What the picture must show, whatever the golden says: the two waypoints of `note`
        // numbered, the routed arrow, and the shape that is no obstacle dashed.
        #expect(svg.components(separatedBy: "class=\"waypoint-handle\"").count - 1 == 2)
        #expect(svg.contains("id=\"arrow-note-waypoint-0\"") && svg.contains("id=\"arrow-note-waypoint-1\""))
        #expect(svg.contains(">0</text>") && svg.contains(">1</text>"))
        #expect(svg.contains("id=\"shape-Label\"") && svg.components(separatedBy: "stroke-dasharray").count - 1 >= 1)
        #expect(svg.contains("waypoint, by index") && svg.contains("shape routed arrows cross"))
    }

    /// The braille picture of a diagram marks each arrow's waypoints by index, and `json` lists
    /// them with an elbow's kept segments.
    @Test func theDiagramsPicturesAndJSONShowWaypoints() throws {
        var s = try Fixtures.session()
        run(&s, "shape A rect 0 100 60 40", "body elbow", "waypoint add 60 60", "waypoint add 140 -20")
        let picture = run(&s, "draw 60").output
        #expect(picture.contains("0") && picture.contains("1"))
        #expect(picture.contains("0-9 waypoints"))
        var json = run(&s, "json").output
        #expect(json.contains(#""waypoints":[{"x":60,"y":60},{"x":140,"y":-20}]}"#))
        #expect(!json.contains("keptSegments"))
        // An elbow's leg dragged sideways is kept: a document with a kept segment, opened.
        run(&s, "save w.json")
        let saved = try #require((s.fileSystem as? InMemoryFileSystem)?.files["w.json"])
        let waypoints = #""waypoints": [[60, 60], [140, -20]]"#
        #expect(saved.contains(waypoints))
        let kept = saved.replacingOccurrences(of: waypoints, with: waypoints + #", "keptSegments": [null, 15, null]"#)
        s = try Fixtures.session(files: ["kept.json": kept])
        #expect(!run(&s, "open kept.json").isFailure)
        json = run(&s, "json").output
        #expect(json.contains(#""waypoints":[{"x":60,"y":60},{"x":140,"y":-20}],"keptSegments":[null,15,null]}"#))
        // An arrow without waypoints has neither key.
        run(&s, "arrow add plain", "waypoint remove 0", "waypoint remove 0")
        #expect(run(&s, "json").output.components(separatedBy: "\"waypoints\"").count - 1 == 1)
    }
}
