import TestSupport
import Testing
import ArrowGenCore
import BezierArrow

/// The diagram commands: shapes, more arrows, tips bound to shapes and arrows, and the replies
/// that show bound tips follow what they are bound to.
@Suite struct ReplDiagramTests {
    /// A session whose arrow is drawn straight from tip to tip, with a triangle at its end: its
    /// centre line is the line between the tips, so a connector's tips are where that line
    /// crosses the shapes' outlines.
    static func straight() throws -> ReplSession {
        var s = try Fixtures.session()
        run(&s, "head start none", "head end triangle", "body straight")
        return s
    }

    /// A straight arrow from box A (0 0 100 60) to box B (300 0 100 60).
    static func boxes() throws -> ReplSession {
        var s = try straight()
        run(&s, "shape A rect 0 0 100 60", "shape B rect 300 0 100 60", "bind start A", "bind end B")
        return s
    }

    /// Whether a point lies on a box's outline, within a tolerance.
    static func isOnOutline(_ p: Point, of r: Rect, tolerance: Double = 1e-6) -> Bool {
        let inside = p.x >= r.minX - tolerance && p.x <= r.maxX + tolerance && p.y >= r.minY - tolerance && p.y <= r.maxY + tolerance
        let onSide = [abs(p.x - r.minX), abs(p.x - r.maxX), abs(p.y - r.minY), abs(p.y - r.maxY)].min()! <= tolerance
        return inside && onSide
    }

    @Test func shapesAreAddedListedDescribedAndReplaced() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "shape").output == "no shapes; 'shape NAME rect X Y W H' adds one (see 'help shape')\n")
        #expect(run(&s, "shape A rect 0 0 100 60").output == "shape A rect x 0 y 0 width 100 height 60\n")
        #expect(run(&s, "shape B rounded 200 0 80 40").output == "shape B rounded x 200 y 0 width 80 height 40 radius 8\n")
        #expect(run(&s, "shape C ELLIPSE 0,100 50,30").output == "shape C ellipse x 0 y 100 width 50 height 30\n")
        #expect(run(&s, "shape L path M0 0 H60 V20 H20 V60 H0 Z").output == "shape L path x 0 y 0 width 60 height 60\n")
        #expect(run(&s, "shape").output == """
            A rect x 0 y 0 width 100 height 60
            B rounded x 200 y 0 width 80 height 40 radius 8
            C ellipse x 0 y 100 width 50 height 30
            L path x 0 y 0 width 60 height 60

            """)
        #expect(run(&s, "shape B").output == "B rounded x 200 y 0 width 80 height 40 radius 8\n")
        #expect(run(&s, "shape B rounded 200 0 80 40 3").output == "replaced shape B rounded x 200 y 0 width 80 height 40 radius 3\n")
        #expect(s.diagram.shapeNames == ["A", "B", "C", "L"])
        // The concave L: its notch is outside, its arms inside.
        let l = try #require(s.diagram.shape("L"))
        #expect(l.contains(Point(10, 50)) && l.contains(Point(50, 10)) && !l.contains(Point(40, 40)))
    }

    @Test func moveResizeAndRotateChangeTheShapeAndTheBoundTipsFollow() throws {
        var s = try Self.boxes()
        #expect(isClose(s.preview.start.x, 100) && isClose(s.preview.start.y, 30))
        #expect(isClose(s.preview.end.x, 300) && isClose(s.preview.end.y, 30))
        let moved = run(&s, "move B 0 100")
        let lines = moved.output.split(separator: "\n")
        #expect(lines.first == "B rect x 300 y 100 width 100 height 60")
        #expect(lines.count == 2 && lines[1].hasPrefix("  main: start ("))
        // Each tip on its box's outline, where the line between the centres crosses it (the
        // body is straight: the centres (50, 30) and (350, 130), slope 1/3).
        #expect(Self.isOnOutline(s.preview.start, of: Rect(x: 0, y: 0, width: 100, height: 60)))
        #expect(Self.isOnOutline(s.preview.end, of: Rect(x: 300, y: 100, width: 100, height: 60)))
        #expect(abs(s.preview.end.y - (30 + 250.0 / 3)) < 1e-6 && abs(s.preview.start.y - (30 + 50.0 / 3)) < 1e-6)
        #expect(lines[1] == "  main: start \(PreviewFormat.point(s.preview.start)) on A, end \(PreviewFormat.point(s.preview.end)) on B")

        #expect(run(&s, "resize A 200 60").output.hasPrefix("A rect x -50 y 0 width 200 height 60\n  main: start ("))
        #expect(Self.isOnOutline(s.preview.start, of: Rect(x: -50, y: 0, width: 200, height: 60)))

        // A quarter turn of B about its centre (350, 130): the box now stands 60 wide, 100 high.
        #expect(run(&s, "rotate B 90").output.hasPrefix("B rect x 300 y 100 width 100 height 60, turned 90\n"))
        #expect(Self.isOnOutline(s.preview.end, of: Rect(x: 320, y: 80, width: 60, height: 100)))
        // A shape's bounds follow; the scene and the reply agree.
        let b = try #require(s.diagram.shape("B")).bounds
        #expect(abs(b.minX - 320) < 1e-9 && abs(b.width - 60) < 1e-9 && abs(b.height - 100) < 1e-9)
    }

    @Test func aConcavePathShapeIsResizedByStretchingItsOutline() throws {
        var s = try Fixtures.session()
        run(&s, "shape L path M0 0 H60 V20 H20 V60 H0 Z")
        #expect(run(&s, "resize L 120 60").output == "L path x -30 y 0 width 120 height 60\n")
        let l = try #require(s.diagram.shape("L"))
        #expect(l.contains(Point(80, 5)) && !l.contains(Point(80, 30)))
    }

    @Test func bindRepliesWithTheTipAndTheBinding() throws {
        var s = try Self.straight()
        run(&s, "shape A rect 0 0 100 60", "shape B ellipse 300 0 100 60")
        // Aimed from the free end (200, 19) at A's centre (50, 30): in at x = 100, y = 19 + 11 * 2 / 3.
        #expect(run(&s, "bind start A").output
            == "start tip (100, 26.3333), edge of A, anchor (0.5, 0.5)\n  main: start (100, 26.3333) on A, end (200, 19) free\n")
        #expect(run(&s, "bind end B edge 4 0 0.5").output.hasPrefix("end tip (296, 30), edge of B, gap 4, anchor (0, 0.5)\n"))
        #expect(run(&s, "bind end B pinned 1 1").output.hasPrefix("end tip (400, 60), pinned to B, anchor (1, 1)\n"))
        #expect(run(&s, "show").output.hasSuffix("""
            start tip bound: edge of A, anchor (0.5, 0.5)
            end tip bound: pinned to B, anchor (1, 1)
            shape A rect x 0 y 0 width 100 height 60
            shape B ellipse x 300 y 0 width 100 height 60

            """))
        #expect(run(&s, "unbind end").output == "end tip (400, 60), unbound from B\n")
        #expect(run(&s, "unbind end").output == "end tip (400, 60) is free already\n")
        #expect(s.diagram.scene.binding(.end, of: "main") == nil)
    }

    @Test func movingABoundTipByHandUnbindsIt() throws {
        var s = try Self.boxes()
        let reply = run(&s, "end 500 30")
        #expect(reply.output.hasPrefix("end tip (500, 30), unbound from B\n"))
        #expect(s.diagram.scene.binding(.end, of: "main") == nil)
        #expect(s.preview.end == Point(500, 30))
        #expect(run(&s, "drag start 0 5").output.hasPrefix("start tip (100, 35), unbound from A"))
    }

    @Test func arrowsAreAddedSelectedAndBoundToEachOther() throws {
        var s = try Self.boxes()
        #expect(run(&s, "arrow add second").output.hasPrefix("arrow second added, a copy of main, selected: DoubleArrow: start (100, 30)"))
        #expect(s.diagram.selected == "second")
        // The middle of main's body, which runs from its start tip to its triangle's back.
        let middle = PreviewFormat.point(try #require(s.diagram.arrow("main")).point(atFraction: 0.5))
        #expect(run(&s, "bind start main 0.5").output.hasPrefix("start tip \(middle), on the body of main at 0.5\n"))
        run(&s, "end 200 200")
        // Moving B moves main, and second's start rides on main's middle.
        let moved = run(&s, "move B 0 100").output
        #expect(moved.contains("\n  main: start ") && moved.contains("\n  second: start "))
        let main = try #require(s.diagram.arrow("main"))
        #expect(s.preview.start == main.point(atFraction: 0.5))
        // Commands act on the selected arrow; selecting parks its state.
        run(&s, "label hello")
        #expect(run(&s, "arrow main").output.hasPrefix("arrow main selected: DoubleArrow: start (100, 46.6667)"))
        #expect(s.preview.label == nil)
        #expect(run(&s, "arrow").output == """
            Arrows (the arrow commands act on the one marked *):
            * main: start (100, 46.6667) on A, end (300, 113.3333) on B
              second: start \(PreviewFormat.point(main.point(atFraction: 0.5))) on main, end (200, 200) free

            """)
        run(&s, "arrow second")
        #expect(s.preview.label?.text == "hello")
    }

    @Test func removingATargetFreesTheTipsBoundToIt() throws {
        var s = try Self.boxes()
        run(&s, "arrow add second", "bind start main", "arrow main")
        #expect(run(&s, "remove B").output == "removed shape B\n  main: end unbound at (300, 30)\n")
        let middle = PreviewFormat.point(try #require(s.diagram.arrow("main")).point(atFraction: 0.5))
        #expect(run(&s, "remove main").output == "removed arrow main; arrow second selected\n  second: start unbound at \(middle)\n")
        #expect(s.diagram.arrowNames == ["second"] && s.diagram.selected == "second")
        #expect(run(&s, "remove second").errors == "error: 'second' is the only arrow; the session keeps one ('arrow add NAME' adds another)\n")
    }

    @Test func aLoopBindsBothTipsToOneShape() throws {
        var s = try Self.straight()
        // Anchors inside the ellipse, near its right side: (108, 24) and (108, 56).
        run(&s, "shape C ellipse 0 0 120 80", "bind start C edge 0 0.9 0.3", "bind end C edge 0 0.9 0.7")
        let c = try #require(s.diagram.shape("C"))
        // Both tips on the ellipse's outline, (x - 60)^2 / 60^2 + (y - 40)^2 / 40^2 = 1, within
        // what its four cubics miss the true ellipse by (under 3e-4 of a radius, so e within
        // 1 +- 6e-4); and on the drawn outline itself: a hundredth outwards from the centre is
        // outside, a hundredth inwards inside.
        for p in [s.preview.start, s.preview.end] {
            let e = (p.x - 60) * (p.x - 60) / 3600 + (p.y - 40) * (p.y - 40) / 1600
            #expect(abs(e - 1) < 6e-4, "\(p)")
            let d = Point(p.x - 60, p.y - 40), length = (d.x * d.x + d.y * d.y).squareRoot()
            let out = Point(p.x + d.x / length * 0.01, p.y + d.y / length * 0.01)
            let inward = Point(p.x - d.x / length * 0.01, p.y - d.y / length * 0.01)
            #expect(!c.contains(out) && c.contains(inward), "\(p)")
        }
        #expect(s.preview.start != s.preview.end)
    }

    @Test(arguments: [
        ("bind", "error: 'bind' expects start or end, a shape's or arrow's name, then edge [GAP] or pinned, and an anchor AX AY, found nothing"),
        ("bind middle A", "error: 'bind' expects start or end, a shape's or arrow's name, then edge [GAP] or pinned, and an anchor AX AY, found 'middle A'"),
        ("bind start Bx", "error: no shape or arrow is named 'Bx'; did you mean 'B'?; 'shape' and 'arrow' list them"),
        ("bind start A 2 0.5", "error: 'bind' expects an anchor AX AY from 0 to 1 across A ((0, 0) its top-left, (0.5, 0.5) its centre), found '2 0.5'"),
        ("bind start A edge -1", "error: 'bind' expects a gap of 0 or more, found '-1'"),
        ("bind start A pinned 0.5", "error: 'bind' expects start or end, a shape's or arrow's name, then edge [GAP] or pinned, and an anchor AX AY, found 'start A pinned 0.5'"),
        ("bind start A edge nan", "error: 'bind' expects finite numbers, found 'nan'"),
        ("bind start main", "error: 'main' is the arrow being bound; bind its tips to a shape or another arrow"),
        ("unbind middle", "error: 'unbind' expects start or end, found 'middle'"),
        ("shape Quux", "error: no shape is named 'Quux'; 'shape' lists the shapes"),
        ("shape Bx", "error: no shape is named 'Bx'; did you mean 'B'?; 'shape' lists the shapes"),
        ("shape 9 rect 0 0 1 1", "error: 'shape' cannot name a shape '9': a name starts with a letter, then letters, digits, _, - or . (at most 40), and is not 'add'"),
        ("shape main rect 0 0 1 1", "error: 'shape' cannot name a shape 'main': an arrow is named 'main'"),
        ("shape A square 0 0 1 1", "error: 'shape' expects nothing, a name, or a name then rect, rounded or ellipse and X Y W H (rounded: and a corner radius R), or path and SVG path data, found 'square'"),
        ("shape A rect 0 0 0 10", "error: 'shape' expects a positive width and height, found '0 10'"),
        ("shape A rect 0 0 10", "error: 'shape' expects nothing, a name, or a name then rect, rounded or ellipse and X Y W H (rounded: and a corner radius R), or path and SVG path data, found '0 0 10'"),
        ("shape A rounded 0 0 10 10 -2", "error: 'shape' expects a corner radius of 0 or more, found '-2'"),
        ("shape A path M0 0 L 10", "error: 'shape' path data 'M0 0 L 10': column 10: expected a number for y of 'L', found end of data"),
        ("move", "error: 'move' expects a shape's name, then two numbers DX DY, or two numbers DX DY for the selection, found nothing"),
        ("move main 1 2", "error: 'main' is an arrow; 'move' takes a shape's name (see 'shape')"),
        ("resize Quux 1 2", "error: no shape is named 'Quux'; 'shape' lists the shapes"),
        ("rotate", "error: 'rotate' expects a shape's name, then an angle DEG in degrees, found nothing"),
        ("remove nothing", "error: no shape or arrow is named 'nothing'; 'shape' and 'arrow' list them"),
        ("arrow other", "error: no arrow is named 'other'; 'arrow' lists the arrows, 'arrow add other' adds one"),
        ("arrow add", "error: 'arrow' expects nothing, an arrow's name, or add and a new name, found 'add'"),
        ("arrow add main", "error: 'arrow add' cannot name an arrow 'main': an arrow is named 'main'"),
        ("arrow add add", "error: 'arrow add' cannot name an arrow 'add': a name starts with a letter, then letters, digits, _, - or . (at most 40), and is not 'add'"),
    ])
    func badInputSaysWhatToFixAndChangesNothing(line: String, message: String) throws {
        var s = try Fixtures.session()
        run(&s, "shape A rect 0 0 100 60", "shape B rect 300 0 100 60")
        let before = (s.preview, s.diagram.shapeNames, s.diagram.arrowNames)
        let reply = s.execute(line)
        #expect(reply.errors == message + "\n")
        #expect(reply.output.isEmpty && reply.isFailure && !reply.isQuit)
        #expect(s.preview == before.0 && s.diagram.shapeNames == before.1 && s.diagram.arrowNames == before.2)
        #expect(s.diagram.scene.binding(.start, of: "main") == nil)
        #expect(s.diagram.shape("A") == (try SceneShape(.rectangle(Rect(x: 0, y: 0, width: 100, height: 60)))))
    }

    @Test func aCycleOfArrowsBoundToArrowsIsNamed() throws {
        var s = try Fixtures.session()
        run(&s, "arrow add b", "bind start main", "arrow add c", "bind start b", "arrow main")
        let reply = run(&s, "bind end c 0.5")
        #expect(reply.errors == "error: cannot bind: main -> c -> b -> main would be a cycle of arrows bound to arrows, "
            + "which no order can solve; unbind one of them first\n")
        #expect(s.diagram.scene.binding(.end, of: "main") == nil)
        // The session goes on.
        #expect(run(&s, "bind end c 0.25").errors.isEmpty == false)
        #expect(run(&s, "end 10 10").output.hasPrefix("end tip (10, 10)\n  b: start "))
    }

    @Test func jsonHoldsTheShapesAndBindings() throws {
        var s = try Self.boxes()
        run(&s, "rotate B 90")
        let json = run(&s, "json").output
        #expect(json.contains(#""arrow":"main","bindings":{"start":{"target":"A","mode":"edge","gap":0,"anchor":{"x":0.5,"y":0.5}},"end":{"target":"B","#))
        #expect(json.contains(#""shapes":[{"name":"A","kind":"rect","rect":{"x":0,"y":0,"width":100,"height":60},"cornerRadius":null,"path":null,"transform":{"a":1,"b":0,"c":0,"d":1,"tx":0,"ty":0},"#))
        #expect(json.hasSuffix("}]}\n"))
        // It parses; the arrows' tips are the session's.
        let value = try JSONParser.parse(json)
        let arrows = try #require(value["arrows"]?.arrayValue)
        #expect(arrows.count == 1 && arrows[0]["name"]?.stringValue == "main")
        #expect(arrows[0]["end"]?["x"]?.doubleValue == s.preview.end.x && arrows[0]["end"]?["y"]?.doubleValue == s.preview.end.y)
        #expect(arrows[0]["bindings"]?["end"]?["target"]?.stringValue == "B")
        #expect(value["shapes"]?.arrayValue?.count == 2)
    }

    @Test func completionsKnowTheDiagramsWordsAndNames() throws {
        var s = try Self.boxes()
        run(&s, "arrow add second")
        #expect(s.completions(after: ["arrow"]) == ["add", "main", "second"])
        #expect(s.completions(after: ["move"]) == ["A", "B"])
        #expect(s.completions(after: ["remove"]) == ["A", "B", "main", "second"])
        #expect(s.completions(after: ["shape", "C"]) == ["rect", "rounded", "ellipse", "path"])
        #expect(s.completions(after: ["bind"]) == ["start", "end"])
        #expect(s.completions(after: ["bind", "end"]) == ["A", "B", "main", "second"])
        #expect(s.completions(after: ["bind", "end", "A"]) == ["edge", "pinned"])
        #expect(s.completions(after: ["bind", "end", "main"]).isEmpty)
        #expect(s.completions(after: ["unbind"]) == ["start", "end"])
    }

    @Test(arguments: [ReplVerb.arrow, .shape, .move, .resize, .rotate, .remove, .bind, .unbind])
    func helpExplainsEachWithAnExample(verb: ReplVerb) throws {
        var s = try Fixtures.session()
        let text = run(&s, "help \(verb.rawValue)").output
        #expect(text.hasPrefix("usage: \(verb.usage)\n"))
        #expect(text.contains("Example"))
        // The example runs (on the diagram the help of bind and the rest assume).
        let example = try #require(text.components(separatedBy: "Example: ").last?.components(separatedBy: "\n").first)
        let first = example.components(separatedBy: "   ").first!.components(separatedBy: "  (").first!
        run(&s, "shape A rect 0 0 100 60", "shape B rect 300 0 100 60")
        #expect(s.execute(first).errors.isEmpty, "\(first)")
    }

    @Test func aLoneArrowDrawsAsItAlwaysHas() throws {
        var s = try Fixtures.session()
        let draw = run(&s, "draw").output
        #expect(draw == s.preview.drawing(columns: 72))
        run(&s, "shape A rect 0 100 100 60")
        let diagram = run(&s, "draw").output
        #expect(diagram == s.diagram.drawing(columns: 72))
        #expect(diagram.contains("A") && diagram.contains("* main: start (0, 19) free, end (200, 19) free"))
    }
}
