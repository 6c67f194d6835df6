import Testing
import ArrowGenCore
import BezierArrow

/// `select`, `move DX DY` and `remove` with no name: a drawing tool's selection of many arrows,
/// moved whole by the interaction controller's rule and removed together, every mistake an
/// error with the command's usage.
@Suite struct ReplSelectionTests {
    /// Three straight arrows: `main` from box A (0 0 100 60) to box B (300 0 100 60), `second`
    /// free below them from (0, 200) to (200, 200), and `third` from the middle of `main`'s body
    /// (its start bound there) to (250, 120).
    static func three() throws -> ReplSession {
        var s = try ReplDiagramTests.boxes()
        run(&s, "arrow add second", "unbind start", "unbind end", "start 0 200", "end 200 200",
            "arrow add third", "start 150 120", "end 250 120", "bind start main 0.5", "arrow main")
        return s
    }

    @Test func arrowsAreSelectedByNameAddedToggledAllAndNone() throws {
        var s = try Self.three()
        #expect(run(&s, "select").output == "nothing selected; 'select NAME', 'select all' or 'select rect X Y W H' selects arrows\n")
        #expect(run(&s, "select second").output == "selected 1 arrow: second\n")
        #expect(run(&s, "select add third main third").output == "selected 3 arrows: second, third, main\n")
        #expect(run(&s, "select toggle third").output == "selected 2 arrows: second, main\n")
        #expect(run(&s, "select toggle third second").output == "selected 2 arrows: main, third\n")
        #expect(s.diagram.selection == ["main", "third"])
        #expect(run(&s, "select none").output == "nothing selected\n")
        #expect(run(&s, "select ALL").output == "selected 3 arrows: main, second, third\n")
        let listing = run(&s, "select list").output
        #expect(listing.hasPrefix("selected 3 arrows: main, second, third ('move DX DY' and 'remove' act on them):\n  main: start (100, 30) on A"))
        #expect(listing.contains("\n  second: start (0, 200) free, end (200, 200) free\n"))
        // Selecting is no edit: the last step is the last edit before it, which the undo puts
        // back with the arrow it changed.
        #expect(run(&s, "undo").output.hasPrefix("undid 'bind start main 0.5'; "))
        #expect(s.diagram.selected == "third")
    }

    /// A rectangle selects the arrows whose drawing it touches, or with `inside` those wholly in
    /// it; the answers agree with the arrows' own bounds (an independent check).
    @Test func aRectangleSelectsTheArrowsItTouchesOrHolds() throws {
        var s = try Self.three()
        // A thin band across y = 200 touches only `second`.
        #expect(run(&s, "select rect -10 195 20 10").output == "selected 1 arrow: second\n")
        // Around `main` and `third` (from main's body at y 30 down to y 120), not `second` (y 200).
        #expect(run(&s, "select rect -20 10 440 120 inside").output == "selected 2 arrows: main, third\n")
        let holds = Rect(x: -20, y: 10, width: 440, height: 120)
        for name in s.diagram.selection {
            let b = try #require(s.diagram.arrow(name)).bounds
            #expect(b.minX >= holds.minX && b.maxX <= holds.maxX && b.minY >= holds.minY && b.maxY <= holds.maxY)
        }
        // Cutting through `third` (which runs down from main's body to y 120): touched, not inside.
        #expect(run(&s, "select rect 100 90 200 20").output == "selected 1 arrow: third\n")
        #expect(run(&s, "select rect 100 90 200 20 inside").output == "no arrow is wholly inside x 100 y 90 width 200 height 20; nothing selected\n")
        #expect(s.diagram.selection.isEmpty)
    }

    /// Moving the selection moves each arrow whole by the offset; a tip bound to what moves with
    /// it stays bound, one bound to a shape is unbound; an arrow bound to a moved arrow follows it.
    @Test func theSelectionMovesWholeByTheBindingRule() throws {
        var s = try Self.three()
        run(&s, "select main second")
        let main = try #require(s.diagram.arrow("main")), second = try #require(s.diagram.arrow("second"))
        let reply = run(&s, "move 40 -10")
        #expect(!reply.isFailure, "\(reply.errors)")
        #expect(reply.output == """
            moved 2 arrows by (40, -10)
              main: start (140, 20) free, end (340, 20) free (start unbound from A, end unbound from B)
              second: start (40, 190) free, end (240, 190) free
              third: start (224.8783, 20) on main, end (250, 120) free

            """)
        let movedMain = try #require(s.diagram.arrow("main")), movedSecond = try #require(s.diagram.arrow("second"))
        for (before, after) in [(main, movedMain), (second, movedSecond)] {
            #expect(after.start == before.start + Point(40, -10) && after.end == before.end + Point(40, -10))
        }
        #expect(s.diagram.scene.binding(.start, of: "main") == nil && s.diagram.scene.binding(.end, of: "main") == nil)
        // `third`, not selected, stays on main's body at its middle.
        let third = try #require(s.diagram.arrow("third"))
        #expect(s.diagram.scene.binding(.start, of: "third")?.target == "main")
        #expect(third.start.distance(to: movedMain.point(atFraction: 0.5)) < 1e-9)
        // With `third` moving too, its tip bound to main moves with it and stays bound.
        run(&s, "select add third")
        #expect(run(&s, "move 0 5").output.contains("  third: start (224.8783, 25) on main, end (250, 125) free\n"))
        #expect(s.diagram.scene.binding(.start, of: "third")?.target == "main")
        // The arrow the arrow commands act on took the moves too.
        #expect(s.preview.arrow == s.diagram.arrow("main"))
        #expect(s.preview.arrow.start == main.start + Point(40, -5))
        // `move NAME DX DY` still moves a shape.
        #expect(run(&s, "move A 10 0").output == "A rect x 10 y 0 width 100 height 60\n")
    }

    @Test func removingTheSelectionKeepsOneArrow() throws {
        var s = try Self.three()
        run(&s, "select all")
        #expect(run(&s, "remove").errors
            == "error: the selection holds every arrow, and the session keeps one; 'select toggle NAME' leaves one out\n")
        run(&s, "select main second")
        #expect(run(&s, "remove").output == """
            removed 2 arrows: main, second; arrow third selected
              third: start unbound at (184.8783, 30)

            """)
        #expect(s.diagram.arrowNames == ["third"] && s.diagram.selected == "third")
        #expect(s.diagram.selection.isEmpty)
        #expect(run(&s, "remove").errors.hasPrefix("error: 'remove' with no name removes the selected arrows, and none is selected"))
    }

    @Test(arguments: [
        ("select nosuch", "error: no arrow is named 'nosuch'; 'arrow' lists the arrows"),
        ("select secnd", "error: no arrow is named 'secnd'; did you mean 'second'?; 'arrow' lists the arrows"),
        ("select A", "error: 'A' is a shape; 'select' takes arrows' names (a shape moves by name: 'move A DX DY')"),
        ("select add", "error: 'select add' expects arrows' names, found nothing"),
        ("select all main", "error: 'select all' takes no arguments, found 'main'"),
        ("select list x", "error: 'select list' takes no arguments, found 'x'"),
        ("select rect 1 2 3", "error: 'select rect' expects four numbers X Y W H, then optionally 'inside', found '1 2 3'"),
        ("select rect 0 0 -5 5", "error: 'select rect' expects a positive width and height, found '-5 5'"),
        ("select rect 0 0 nan 5", "error: 'select rect' expects four numbers X Y W H, then optionally 'inside', found '0 0 nan 5'"),
    ])
    func selectMistakesNameTheUsage(line: String, message: String) throws {
        var s = try Self.three()
        run(&s, "select second")
        let reply = run(&s, line)
        #expect(reply.isFailure)
        #expect(reply.errors == message + "\nusage: select [[add|toggle] NAME... | all | none | rect X Y W H [inside]]\n")
        #expect(s.diagram.selection == ["second"])
    }

    @Test func moveAndRemoveWithoutASelectionSayWhatTheyNeed() throws {
        var s = try Self.three()
        #expect(run(&s, "move 10 10").errors == "error: 'move DX DY' moves the selected arrows, and none is selected; "
            + "'select NAME' or 'select all' selects them ('move NAME DX DY' moves a shape)\nusage: move [NAME] DX DY\n")
        #expect(run(&s, "move 10").errors == "error: 'move' expects a shape's name, then two numbers DX DY, or two numbers DX DY "
            + "for the selection, found '10'\n")
        run(&s, "select second")
        #expect(run(&s, "move 1e13 0").errors == "error: 'move' expects numbers within ±1e12, found '1e13'\n")
        #expect(run(&s, "move 9e11 0", "move 9e11 0").errors
            == "error: 'move' would move second to (1800000000000, 200), beyond the coordinate limit of 1e12; nothing moved\n")
        #expect(run(&s, "remove nosuch").errors.hasPrefix("error: no shape or arrow is named 'nosuch'"))
    }

    @Test func completionsKnowTheNewCommands() throws {
        var s = try Self.three()
        let commands = s.completions(after: [])
        for verb in ["route", "obstacle", "select", "undo", "redo"] { #expect(commands.contains(verb)) }
        #expect(s.completions(after: ["select"]) == ["add", "toggle", "all", "none", "rect", "list", "main", "second", "third"])
        #expect(s.completions(after: ["select", "add"]) == ["main", "second", "third"])
        #expect(s.completions(after: ["select", "main"]) == ["main", "second", "third"])
        #expect(s.completions(after: ["select", "rect"]) == [])
        #expect(s.completions(after: ["route"]) == ["on", "off"])
        #expect(s.completions(after: ["obstacle"]) == ["A", "B"])
        #expect(s.completions(after: ["obstacle", "A"]) == ["on", "off"])
        #expect(s.completions(after: ["undo"]) == [])
        run(&s, "select all")
        #expect(s.completions(after: ["help"]).contains("select"))
    }
}
