import Testing
import ArrowGenCore
import BezierArrow

/// `undo` and `redo`: every command that changed the diagram is one step; undoing them all gives
/// the first diagram back to the byte, redoing them all the last.
@Suite struct ReplHistoryTests {
    /// The `json` line: the selected arrow, then the diagram.
    static func diagramJSON(_ s: inout ReplSession) -> String { run(&s, "json").output }

    /// The scene document `save` writes.
    static func document(_ s: inout ReplSession) throws -> String {
        #expect(!run(&s, "save undo-check.json").isFailure)
        return try #require((s.fileSystem as? InMemoryFileSystem)?.files["undo-check.json"])
    }

    /// A scripted session of edits of every kind, each undone in turn to the first diagram and
    /// redone to the last.
    @Test func undoingEveryEditGivesTheFirstDiagramBackToTheByte() throws {
        var s = try ReplSelectionTests.three()
        let firstJSON = Self.diagramJSON(&s), firstDocument = try Self.document(&s)
        let edits = [
            "shape C ellipse 120 150 60 40", "arrow add fourth", "start -40 250", "body elbow", "waypoint add 60 260",
            "select main second", "move 25 15", "select fourth", "select add third", "remove", "obstacle C off",
            "body elbow", "route on 8", "bind end C", "move C 30 0", "rotate B 20", "label Hi", "head start dot", "unbind end",
        ]
        var steps = 0
        for line in edits {
            let reply = run(&s, line)
            #expect(!reply.isFailure, "\(line): \(reply.errors)")
            if !line.hasPrefix("select") { steps += 1 }
            // Looking changes nothing to undo.
            run(&s, "draw", "json", "hit 10 10", "show", "select", "route", "obstacle")
        }
        let lastJSON = Self.diagramJSON(&s), lastDocument = try Self.document(&s)
        #expect(lastJSON != firstJSON)
        // One step a command that changed something, undone last first.
        for line in edits.reversed() where !line.hasPrefix("select") {
            #expect(run(&s, "undo").output.hasPrefix("undid '\(line)'; "))
        }
        #expect(try Self.document(&s) == firstDocument)
        #expect(Self.diagramJSON(&s) == firstJSON)
        // Before them, the session's own setting up.
        #expect(run(&s, "undo").output.hasPrefix("undid 'bind start main 0.5'; "))
        run(&s, "redo")
        #expect(try Self.document(&s) == firstDocument)
        for line in edits where !line.hasPrefix("select") {
            #expect(run(&s, "redo").output.hasPrefix("redid '\(line)'; "))
        }
        #expect(run(&s, "redo").output == "nothing to redo\n")
        #expect(try Self.document(&s) == lastDocument)
        #expect(Self.diagramJSON(&s) == lastJSON)
        #expect(steps == 16)
    }

    @Test func eachCommandIsOneStepAndANewEditDropsTheRedo() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "undo").output == "nothing to undo\n")
        #expect(run(&s, "redo").output == "nothing to redo\n")
        run(&s, "shape A rect 0 0 100 60", "arrow add second", "start 0 200", "select all")
        #expect(run(&s, "move 10 0").output.hasPrefix("moved 2 arrows by (10, 0)"))
        #expect(run(&s, "move 0 10").output.hasPrefix("moved 2 arrows by (0, 10)"))
        #expect(run(&s, "undo").output == "undid 'move 0 10'; 4 to undo, 1 to redo\n")
        #expect(s.diagram.arrow("second")?.start == Point(10, 200))
        #expect(run(&s, "redo").output == "redid 'move 0 10'; 5 to undo, 0 to redo\n")
        #expect(s.diagram.arrow("second")?.start == Point(10, 210))
        run(&s, "undo", "undo")
        // The selection comes back with the step, and a new edit drops what was undone.
        #expect(s.diagram.selection == ["main", "second"])
        let end = s.preview.arrow.end
        #expect(run(&s, "end 100 100").output == "end tip (100, 100)\n")
        #expect(run(&s, "redo").output == "nothing to redo\n")
        #expect(run(&s, "undo").output == "undid 'end 100 100'; 3 to undo, 1 to redo\n")
        #expect(s.preview.arrow.end == end)
        // A command that changes nothing, or fails, is no step.
        run(&s, "redo")
        #expect(run(&s, "end 100 100", "start nowhere", "undo").output == "undid 'end 100 100'; 3 to undo, 1 to redo\n")
        #expect(run(&s, "undo now").errors == "error: 'undo' expects no arguments, found 'now'\n")
        #expect(run(&s, "redo 2").errors == "error: 'redo' expects no arguments, found '2'\n")
    }

    /// Undo puts back what the REPL keeps beside the scene: another template loaded, an arrow
    /// added, and the arrow the commands act on.
    @Test func undoPutsBackTheTemplatesAndTheSelectedArrow() throws {
        var s = try Fixtures.session()
        let first = run(&s, "json").output
        run(&s, "arrow add other", "body arc", "arrow main", "remove other", "reset")
        #expect(s.diagram.arrowNames == ["main"])
        // Undoing the removal, then the body's change, which comes back on the arrow changed.
        run(&s, "undo", "undo")
        #expect(s.diagram.arrowNames == ["main", "other"])
        #expect(s.diagram.selected == "other" && s.preview.body != .arc)
        #expect(run(&s, "undo").output == "undid 'arrow add other'; 0 to undo, 3 to redo\n")
        #expect(s.diagram.arrowNames == ["main"] && s.diagram.selected == "main")
        #expect(run(&s, "json").output == first)
    }
}
