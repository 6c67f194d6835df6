import Foundation
import Testing
import ArrowGenCore
import BezierArrow

/// `waypoint add|move|remove|list`: each does what `Arrow`'s waypoint API does, every body kind
/// passes them, the pictures mark them, `save` and `open` keep them, and every mistake is an
/// error saying what to fix, with the state kept.
@Suite struct ReplWaypointTests {
    @Test func theCommandsSetTheModelsWaypoints() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "waypoint").output == "no waypoints: the curved body runs from tip to tip; 'waypoint add X Y' adds one\n")
        #expect(run(&s, "waypoint add 100 80").output == "waypoint 0 (100, 80) added; the curved body passes 1 waypoint\n")
        #expect(run(&s, "waypoint add 150,20").output == "waypoint 1 (150, 20) added; the curved body passes 2 waypoints\n")
        #expect(run(&s, "waypoint add 40 -10 at 0").output == "waypoint 0 (40, -10) added; the curved body passes 3 waypoints\n")
        #expect(s.preview.arrow.waypoints == [Point(40, -10), Point(100, 80), Point(150, 20)])
        #expect(run(&s, "waypoint move 2 160 30").output == "waypoint 2 (160, 30); the curved body passes 3 waypoints\n")
        #expect(run(&s, "waypoint remove 0").output == "waypoint 0 (40, -10) removed; the curved body passes 2 waypoints\n")
        #expect(run(&s, "waypoint list").output == """
            waypoints of the curved body, from the start tip:
              0  (100, 80)
              1  (160, 30)

            """)
        // The model's own arrow with the same waypoints, to the bit.
        var expected = Arrow(template: try Fixtures.doubleArrow)
        expected.waypoints = [Point(100, 80), Point(160, 30)]
        #expect(s.preview.arrow == expected)
        #expect(ReplSaveOpenTests.bits(s.preview.arrow.path) == ReplSaveOpenTests.bits(expected.path))
        #expect(run(&s, "show").output.contains("waypoint 0 handle (100, 80)\nwaypoint 1 handle (160, 30)\nsegment 0 handle"))
        #expect(run(&s, "body elbow").output == "body elbow\n")
        #expect(run(&s, "bend 30").output == "bend 30 (kept, but ignored while the body passes waypoints)\n")
        #expect(s.preview.statusLine.contains("body elbow, bend 30, 2 waypoints"))
    }

    /// Every body kind passes through the waypoints: each waypoint lies on the drawn body's
    /// centre line (within 1e-6 of a fine sampling of the path, an independent check).
    @Test(arguments: ArrowBodyKind.allCases)
    func everyBodyPassesItsWaypoints(kind: ArrowBodyKind) throws {
        var s = try Fixtures.session()
        run(&s, "head start none", "head end none", "body \(kind.name)", "waypoint add 100 90", "waypoint add 160 -20")
        #expect(s.preview.arrow.body == kind)
        let path = s.preview.arrow.path
        for w in s.preview.arrow.waypoints {
            var best = Double.infinity
            var current = Point(0, 0)
            for element in path.elements {
                switch element {
                case .move(let p): current = p
                case .line(let p):
                    for i in 0...2000 { let t = Double(i) / 2000; best = min(best, (current + (p - current) * t).distance(to: w)) }
                    current = p
                case .cubic(let p, let c1, let c2):
                    for i in 0...2000 {
                        let t = Double(i) / 2000, u = 1 - t
                        let q = current * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
                        best = min(best, q.distance(to: w))
                    }
                    current = p
                case .quad(let p, let c):
                    for i in 0...2000 {
                        let t = Double(i) / 2000, u = 1 - t
                        best = min(best, (current * (u * u) + c * (2 * u * t) + p * (t * t)).distance(to: w))
                    }
                    current = p
                case .close: break
                }
            }
            // The path is the body's outline, 14 wide (the template's body): a waypoint on the
            // centre line is 7 from it; the tip-to-tip line passes 39 or more from either.
            #expect(best <= 7.5, "\(kind.name): \(w) is \(best) from the body's outline")
        }
    }

    @Test func picturesMarkTheWaypoints() throws {
        var s = try Fixtures.session()
        run(&s, "waypoint add 100 80", "waypoint add 160 20")
        let drawing = run(&s, "draw 72").output
        #expect(drawing.contains("0 waypoint 0 (100, 80)"))
        #expect(drawing.contains("1 waypoint 1 (160, 20)"))
        #expect(drawing.contains("o leg midpoints"))
        let picture = drawing.components(separatedBy: "\n\n")[0]
        #expect(picture.contains("0") && picture.contains("1") && picture.contains("o"))
        #expect(run(&s, "svg w.svg").errors.isEmpty)
        let svg = try #require((s.fileSystem as? InMemoryFileSystem)?.files["w.svg"])
        #expect(svg.components(separatedBy: "class=\"waypoint-handle\"").count - 1 == 2)
        #expect(svg.contains("id=\"waypoint-0-handle\"") && svg.contains("id=\"waypoint-1-handle\""))
        #expect(svg.components(separatedBy: "class=\"segment-handle\"").count - 1 == 3)
        #expect(svg.contains(">2 waypoints<") && svg.contains(">leg midpoint<"))
    }

    @Test func saveAndOpenKeepTheWaypoints() throws {
        var s = try Fixtures.session()
        run(&s, "body elbow", "waypoint add 100.1 80.3", "waypoint add 160 20")
        run(&s, "arrow add second", "waypoint add 10 200")
        let main = try #require(s.diagram.arrow("main")), second = s.preview.arrow
        #expect(run(&s, "save w.json").output == "saved w.json\n")
        let text = try #require((s.fileSystem as? InMemoryFileSystem)?.files["w.json"])
        #expect(text.contains(#""version": 3,"#))
        #expect(text.contains(#""waypoints": [[100.1, 80.3], [160, 20]]}"#))
        run(&s, "reset", "arrow main", "reset")
        #expect(run(&s, "open w.json").errors.isEmpty)
        #expect(s.diagram.arrow("main") == main)
        #expect(s.diagram.arrow("second") == second)
        #expect(ReplSaveOpenTests.bits(try #require(s.diagram.arrow("main")?.path)) == ReplSaveOpenTests.bits(main.path))
    }

    @Test(arguments: [
        ("waypoint add", "error: 'waypoint add' expects two numbers X Y, then optionally 'at INDEX', found nothing"),
        ("waypoint add 1", "error: 'waypoint add' expects two numbers X Y, found '1'"),
        ("waypoint add 1 x", "error: 'waypoint add' expects two numbers X Y, found 'x'"),
        ("waypoint add 1 nan", "error: 'waypoint add' expects finite numbers, found 'nan'"),
        ("waypoint add 1 2e13", "error: 'waypoint add' expects numbers within ±1e12, found '2e13'"),
        ("waypoint add 1 2 at 3", "error: expected a waypoint index from 0 to 1 (the arrow has 1 waypoint), found '3'"),
        ("waypoint add 1 2 at -1", "error: expected a waypoint index from 0 to 1 (the arrow has 1 waypoint), found '-1'"),
        ("waypoint add 1 2 after 0", "error: 'waypoint add' expects two numbers X Y, found 'after'"),
        ("waypoint add 1 2 at", "error: 'waypoint add' expects two numbers X Y, then optionally 'at INDEX', found '1 2 at'"),
        ("waypoint move 1 5 5", "error: expected a waypoint index from 0 to 0 (the arrow has 1 waypoint), found '1'"),
        ("waypoint move zero 5 5", "error: expected a waypoint index from 0 to 0 (the arrow has 1 waypoint), found 'zero'"),
        ("waypoint move 0 5", "error: 'waypoint move' expects two numbers X Y, found '5'"),
        ("waypoint move 0", "error: 'waypoint move' expects an index then two numbers X Y, found '0'"),
        ("waypoint remove", "error: 'waypoint remove' expects one index, found nothing"),
        ("waypoint remove 4", "error: expected a waypoint index from 0 to 0 (the arrow has 1 waypoint), found '4'"),
        ("waypoint list all", "error: 'waypoint list' takes no arguments, found 'all'"),
        ("waypoint ad 1 2", "error: unknown 'waypoint' action 'ad'; did you mean 'add'?"),
    ])
    func aMistakeSaysWhatToFixAndKeepsTheArrow(line: String, message: String) throws {
        var s = try Fixtures.session()
        run(&s, "waypoint add 100 80")
        let before = s.preview.arrow
        let reply = s.execute(line)
        #expect(reply.isFailure)
        #expect(reply.errors == message + "\nusage: waypoint [add X Y [at INDEX] | move INDEX X Y | remove INDEX | list]\n")
        #expect(reply.output.isEmpty)
        #expect(s.preview.arrow == before)
    }

    @Test func withoutWaypointsMoveAndRemoveSayHowToAdd() throws {
        var s = try Fixtures.session()
        for line in ["waypoint move 0 1 2", "waypoint remove 0"] {
            #expect(run(&s, line).errors == "error: the arrow has no waypoints; 'waypoint add X Y' adds one\n")
        }
    }

    @Test func aFullBodyRefusesAnother() throws {
        var s = try Fixtures.session()
        for i in 0..<ArrowBodyState.maxWaypointCount { #expect(run(&s, "waypoint add \(i) \(i % 7)").errors.isEmpty) }
        let reply = run(&s, "waypoint add 1 1")
        #expect(reply.errors == "error: the body already has 125 waypoints, as many as it keeps; remove one first ('waypoint remove INDEX')\n")
        #expect(s.preview.arrow.waypoints.count == ArrowBodyState.maxWaypointCount)
    }

    @Test func completionOffersTheActions() throws {
        let s = try Fixtures.session()
        #expect(s.completions(after: ["waypoint"]) == ["add", "move", "remove", "list"])
        #expect(s.completions(after: []).contains("waypoint"))
    }
}
