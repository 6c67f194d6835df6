import TestSupport
import Testing
import Foundation
import ArrowGenCore
import BezierArrow

@Suite struct ReplSessionTests {
    @Test func helpListsEveryCommandAndExplainsOne() throws {
        var s = try Fixtures.session()
        let list = run(&s, "help")
        for verb in ReplVerb.allCases {
            #expect(list.output.contains("  \(verb.usage)"), "help lists \(verb.rawValue)")
        }
        let one = run(&s, "help drag")
        #expect(one.output.hasPrefix("usage: drag start|end|bend DX DY\n"))
        #expect(one.output.contains("Example: drag end 0 120"))
        #expect(one.errors.isEmpty)
        let bad = run(&s, "help drga")
        #expect(bad.errors == "error: 'help' expects a command name, found 'drga' (did you mean 'drag'?)\n")
    }

    @Test func startAndEndMoveTheTipsAndAcceptCommas() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "start 10 -5").output == "start tip (10, -5)\n")
        #expect(run(&s, "end 200,139").output == "end tip (200, 139)\n")
        #expect(s.preview.start == Point(10, -5))
        #expect(s.preview.end == Point(200, 139))
    }

    @Test(arguments: [
        ("start abc 3", "error: 'start' expects two numbers X Y, found 'abc'"),
        ("start 1", "error: 'start' expects two numbers X Y, found '1'"),
        ("end", "error: 'end' expects two numbers X Y, found nothing"),
        ("end 1 2 3", "error: 'end' expects two numbers X Y, found '1 2 3'"),
        ("end nan 2", "error: 'end' expects finite numbers, found 'nan'"),
        ("start 0 inf", "error: 'start' expects finite numbers, found 'inf'"),
        ("hit 1e300 0", "error: 'hit' expects numbers within ±1e12, found '1e300'"),
        ("drag middle 1 2", "error: 'drag' expects start, end or bend, then two numbers DX DY, found 'middle'"),
        ("drag end 1", "error: 'drag' expects start, end or bend, then two numbers DX DY, found '1'"),
        ("slot", "error: 'slot' expects a fraction T from 0 to 1, found nothing"),
        ("slot 1.5", "error: 'slot' expects a fraction T from 0 to 1, found '1.5'"),
        ("slot -0.1", "error: 'slot' expects a fraction T from 0 to 1, found '-0.1'"),
        ("slot nan", "error: 'slot' expects a fraction T from 0 to 1, found 'nan'"),
        ("slot 0.2 0.3", "error: 'slot' expects a fraction T from 0 to 1, found '0.2 0.3'"),
        ("slot half", "error: 'slot' expects a fraction T from 0 to 1, found 'half'"),
        ("orientation sideways", "error: 'orientation' expects fixed or follow, found 'sideways'"),
        ("handles", "error: 'handles' expects rigid or scaled, found nothing"),
        ("show everything", "error: 'show' expects no arguments, found 'everything'"),
        ("draw 3", "error: 'draw' expects nothing or a column count from 16 to 400, found '3'"),
        ("svg", "error: 'svg' expects a file path ending in .svg, found nothing"),
        ("strat 1 2", "error: unknown command 'strat' (did you mean 'start'?); type 'help' for the list"),
        ("frobnicate", "error: unknown command 'frobnicate'; type 'help' for the list"),
    ])
    func badInputPrintsOneLineAndChangesNothing(line: String, message: String) throws {
        var s = try Fixtures.session()
        let before = s.preview
        let reply = s.execute(line)
        #expect(reply.errors == message + "\n")
        #expect(reply.output.isEmpty)
        #expect(!reply.isQuit)
        #expect(s.preview == before)
    }

    @Test func dragMovesATipByADistance() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "drag end 0 120").output == "end tip (200, 139)\n")
        #expect(run(&s, "drag start -10 5").output == "start tip (-10, 24)\n")
        #expect(s.preview.end == Point(200, 139))
        #expect(s.preview.start == Point(-10, 24))
        // A drag that would leave the coordinate range is refused, the tip stays.
        run(&s, "end 9e11 0")
        let far = run(&s, "drag end 2e11 0")
        #expect(far.errors.hasPrefix("error: 'drag' would move the end tip to"))
        #expect(s.preview.end == Point(9e11, 0))
    }

    @Test func orientationAndHandlesSwitchModes() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "orientation follow").output == "orientation follow\n")
        #expect(run(&s, "handles SCALED").output == "handles scaled\n")
        #expect(s.preview.template.orientation == .follow)
        #expect(s.preview.template.handles == .scaled)
        // The path follows the modes: under follow, a tip moved straight down turns the heads.
        run(&s, "end 0 219")
        var t = try Fixtures.doubleArrow
        t.orientation = .follow
        t.handles = .scaled
        #expect(s.preview.path == t.path(start: Point(0, 19), end: Point(0, 219)))
    }

    @Test func showListsEveryElementOfTheModelsPath() throws {
        var s = try Fixtures.session()
        let out = run(&s, "drag end 0 120", "show").output
        let expected = try Fixtures.doubleArrow.path(start: Point(0, 19), end: Point(200, 139)).elements
        let lines = out.split(separator: "\n")
        try #require(lines.count == expected.count)
        for (line, element) in zip(lines, expected) {
            let printed = Array(numbers(in: line).dropFirst())  // the first number is the index
            let points = printedPoints(of: element)
            #expect(printed.count == 2 * points.count, "\(line)")
            for (i, p) in points.enumerated() where 2 * i + 1 < printed.count {
                #expect(isClose(printed[2 * i], p.x) && isClose(printed[2 * i + 1], p.y), "\(line)")
            }
        }
        #expect(lines[3] == " 4  cubic  (170, 132)  control1 (80, 12)  control2 (120, 132)")
        #expect(lines[10] == "11  close")
    }

    @Test func boundsAreTheModelsTightBounds() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "bounds").output == "bounds x 0 y 0 width 200 height 38\n")
        #expect(run(&s, "drag end 0 120", "bounds").output == "bounds x 0 y 0 width 200 height 158\n")
    }

    @Test func frameIsPaintCodesDynamicArrowFrame() throws {
        var s = try Fixtures.session()
        // The view frame of PaintCode's dynamic arrow: x = left tip x, y = min tip y - 19, width |dx|,
        // height |dy| + 38 (the heads reach 19 above and below their tips).
        #expect(run(&s, "frame").output == "frame x 0 y 0 width 200 height 38\n"
            + "local start (0, 19), end (200, 19)\n")
        #expect(run(&s, "start 50 100", "end 250 40", "frame").output
            == "frame x 50 y 21 width 200 height 98\nlocal start (0, 79), end (200, 19)\n")
    }

    @Test func hitNamesThePartOrAMiss() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "hit 100 19").output == "hit body: nearest point (100, 19), distance 0\n")
        #expect(run(&s, "hit 195 19").output.hasPrefix("hit end head: "))
        #expect(run(&s, "hit 5 19").output.hasPrefix("hit start head: "))
        // 10 above the body's top edge (y = 12): within the 17.5 reach of the 35-wide tap target.
        #expect(run(&s, "hit 100 2").output == "hit body: nearest point (100, 12), distance 10\n")
        #expect(run(&s, "hit 100 -20").output
            == "miss: nearest point (100, 12) on the body, distance 32 (a tap reaches 17.5)\n")
        #expect(s.preview.hitPoint == Point(100, -20))
    }

    @Test func slotPrintsThePointAndTangentAlongTheBody() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "slot 0.5").output == "slot 0.5: point (100, 19), tangent (1, 0)\n")
        #expect(run(&s, "slot 0").output == "slot 0: point (30, 19), tangent (1, 0)\n")
        #expect(run(&s, "slot 1").output == "slot 1: point (170, 19), tangent (1, 0)\n")
        // Dragged into an S, the middle is the middle of the S by symmetry; the model answers the rest.
        run(&s, "drag end 0 120")
        #expect(run(&s, "slot 0.5").output.hasPrefix("slot 0.5: point (100, 79), tangent (0."))
        let arrow = try #require(Arrow(template: try Fixtures.doubleArrow, start: Point(0, 19), end: Point(200, 139)))
        let slot = arrow.slot(atFraction: 0.3)
        #expect(run(&s, "slot 0.3").output
            == "slot 0.3: point \(PreviewFormat.point(slot.point)), tangent \(PreviewFormat.point(slot.tangent))\n")
        #expect(run(&s, "help slot").output.contains("Example: slot 0.5"))
    }

    @Test func hitAgreesWithTheModelAtRandomPoints() throws {
        var s = try Fixtures.session()
        run(&s, "drag end 0 120")
        let arrow = try #require(Arrow(template: try Fixtures.doubleArrow, start: Point(0, 19), end: Point(200, 139)))
        var rng = SplitMix64(seed: 6)
        var hits = 0
        for _ in 0..<200 {
            let p = Point(Double.random(in: -40...240, using: &rng), Double.random(in: -40...200, using: &rng))
            let line = run(&s, "hit \(p.x) \(p.y)").output
            let printed = numbers(in: Substring(line))
            try #require(printed.count >= 3, "\(line)")
            if let hit = arrow.hitTest(p) {
                hits += 1
                let part = s.preview.name(of: hit.part)
                #expect(line.hasPrefix("hit \(part): "), "\(p): \(line)")
                #expect(isClose(printed[0], hit.point.x) && isClose(printed[1], hit.point.y) && isClose(printed[2], hit.distance))
            } else {
                #expect(line.hasPrefix("miss: "), "\(p): \(line)")
                #expect(printed[2] > arrow.tapRadius - 0.00005, "\(p): \(line)")
            }
        }
        #expect(hits > 20 && hits < 180)  // the sample sees both answers
    }

    @Test func drawFitsTheColumnsAndMarksTipsAndHit() throws {
        var s = try Fixtures.session()
        let out = run(&s, "drag end 0 120", "hit 100 0", "draw").output
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { $0.count <= 72 })
        #expect(lines.last == "S start (0, 19)  E end (200, 139)  x hit (100, 0)")
        let picture = lines.dropLast().joined(separator: "\n")
        #expect(picture.filter { $0 == "S" }.count == 1)
        #expect(picture.filter { $0 == "E" }.count == 1)
        #expect(picture.filter { $0 == "x" }.count == 1)
        #expect(picture.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
        let narrow = run(&s, "draw 30").output.split(separator: "\n").dropLast()
        #expect(narrow.allSatisfy { $0.count <= 30 })
    }

    @Test func svgWritesThePictureToAFile() throws {
        var s = try Fixtures.session()
        let reply = run(&s, "drag end 0 120", "svg out/s.svg")
        #expect(reply.output == "wrote out/s.svg\n")
        let files = try #require(s.fileSystem as? InMemoryFileSystem).files
        #expect(files["out/s.svg"] == SVGPicture(s.preview).text)
    }

    @Test func jsonIsOneObjectOnOneLine() throws {
        var s = try Fixtures.session()
        let out = run(&s, "drag end 0 120", "json").output
        #expect(out.hasPrefix("{\"template\":\"DoubleArrow\",\"source\":\"DoubleArrow\",\"start\":{\"x\":0,\"y\":19},\"end\":{\"x\":200,\"y\":139}"))
        #expect(out.filter { $0 == "\n" }.count == 1)
        #expect(out.contains("\"orientation\":\"fixed\",\"handles\":\"rigid\""))
        #expect(out.contains("\"bounds\":{\"x\":0,\"y\":0,\"width\":200,\"height\":158}"))
        // Then the session's diagram: the selected arrow's name and bindings, every arrow, the
        // selection, the shapes.
        #expect(out.hasSuffix(#""hit":null,"arrow":"main","bindings":{"start":null,"end":null},"arrows":[{"name":"main","#
            + #""start":{"x":0,"y":19},"end":{"x":200,"y":139},"bindings":{"start":null,"end":null}}],"selection":[],"shapes":[]}"#
            + "\n"))
        // It parses, and its path data reads back to the model's path exactly.
        let value = try JSONParser.parse(out)
        let pathData = try #require(value["path"]?.stringValue)
        #expect(try BezierPath(svgPathData: pathData) == s.preview.arrow.path)
        let hit = run(&s, "hit 100 0", "json").output
        let answer = try #require(try JSONParser.parse(hit)["hit"])
        #expect(answer["isHit"]?.boolValue == false)
        #expect(answer["part"]?.stringValue == "body")
        #expect(answer["point"]?["x"]?.doubleValue == 100)
        let nearest = try #require(s.preview.arrow.hitTest(Point(100, 0), insetBy: -100))
        #expect(answer["distance"]?.doubleValue == nearest.distance)
    }

    @Test func loadFindsCatalogNamesAndReportsUnknownOnes() throws {
        var s = try Fixtures.session()
        run(&s, "end 10 10")
        #expect(run(&s, "load doublearrow").output
            == "loaded DoubleArrow: start (0, 19), end (200, 19), orientation fixed, handles rigid\n")
        #expect(s.preview.end == Point(200, 19))
        let missing = run(&s, "load nowhere.arrow")
        #expect(missing.errors == "error: 'load' expects a .arrow or .svg file path or a catalog name: cannot read 'nowhere.arrow': No such file or directory\n")
        // A name without a template extension is only a catalog name, never read as a file.
        let unknown = run(&s, "load nowhere")
        #expect(unknown.errors == "error: 'load' expects a .arrow or .svg file path or a catalog name: 'nowhere' is neither a catalog template (the catalog has DoubleArrow) nor a .arrow or .svg file\n")
    }

    static let bentArrow = """
        {
          "name": "Bent",
          "outline": "M 0 10 L 10 0 L 10 20 Z M 90 0 L 100 10 L 90 20 Z",
          "spine": "M 10 10 C 40 10 60 10 90 10",
          "start": {"frame": [0, 0, 10, 20], "tip": [0, 10]},
          "end": {"frame": [90, 0, 10, 20], "tip": [100, 10]},
          "lineWidth": 2
        }
        """

    @Test func loadReadsATemplateFile() throws {
        var s = try Fixtures.session(files: ["bent.arrow": Self.bentArrow])
        #expect(run(&s, "load bent.arrow").output
            == "loaded Bent: start (0, 10), end (100, 10), orientation fixed, handles rigid\n")
        #expect(s.preview.source == "bent.arrow")
        #expect(run(&s, "end 100 50", "show").output.contains("cubic  (90, 50)  control1 (40, 10)  control2 (60, 50)"))
        #expect(run(&s, "json").output.contains("\"template\":\"Bent\",\"source\":\"bent.arrow\""))
    }

    @Test func loadReadsAnSVGTemplateDrawnInAnEditor() throws {
        // The same arrow as `bentArrow`, drawn as an editor would: a layer group with a
        // transform, the frames and a spine; the generator's SVG reader reads it.
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20" data-name="BentSVG">
              <g id="layer1" transform="translate(0 10)">
                <path id="outline" d="M 0 0 L 10 -10 L 10 10 Z M 90 -10 L 100 0 L 90 10 Z"/>
                <path id="spine" d="M 10 0 C 40 0 60 0 90 0" fill="none" stroke="black" stroke-width="2"/>
                <rect id="start-frame" x="0" y="-10" width="10" height="20" fill="none"/>
                <rect id="end-frame" x="90" y="-10" width="10" height="20" fill="none"/>
              </g>
            </svg>
            """
        var s = try Fixtures.session(files: ["bent.svg": svg])
        #expect(run(&s, "load bent.svg").output
            == "loaded BentSVG: start (0, 10), end (100, 10), orientation fixed, handles rigid\n")
        #expect(run(&s, "end 100 50", "show").output.contains("cubic  (90, 50)  control1 (40, 10)  control2 (60, 50)"))
    }

    @Test func aTemplateWithErrorsPrintsItsDiagnosticsAndKeepsTheCurrentOne() throws {
        let broken = Self.bentArrow.replacingOccurrences(of: "\"tip\": [100, 10]", with: "\"tip\": [50, 10]")
        var s = try Fixtures.session(files: ["broken.arrow": broken])
        run(&s, "end 200 139")
        let reply = run(&s, "load broken.arrow")
        #expect(reply.output.isEmpty)
        let lines = reply.errors.split(separator: "\n")
        #expect(lines.first?.hasPrefix("broken.arrow:6:") == true, "\(reply.errors)")
        #expect(lines.first?.contains(": error: ") == true)
        #expect(lines.last == "error: 'broken.arrow' has errors; DoubleArrow stays loaded")
        #expect(s.preview.template.name == "DoubleArrow")
        #expect(s.preview.end == Point(200, 139))
    }

    @Test func loadPrintsWarningsAndStillLoads() throws {
        let warned = Self.bentArrow.replacingOccurrences(of: "\"lineWidth\": 2", with: "\"lineWidth\": 2, \"colour\": 1")
        var s = try Fixtures.session(files: ["warned.arrow": warned])
        let reply = run(&s, "load warned.arrow")
        #expect(reply.output.hasPrefix("loaded Bent:"))
        #expect(reply.errors.hasPrefix("warned.arrow:7:"))
        #expect(reply.errors.contains(": warning: "))
    }

    @Test func codeIsTheGeneratorsSwiftWithTheSessionsModes() throws {
        var s = try Fixtures.session()
        let code = run(&s, "code").output
        #expect(code.hasPrefix("// Generated by arrowgen from double-arrow.arrow. Do not edit.\n"))
        #expect(code.contains("public enum DoubleArrow: Swift::Sendable {"))
        #expect(code.contains("nonisolated public static let orientation: BezierArrow::ArrowOrientation = .fixed"))
        #expect(run(&s, "orientation follow", "code").output
            .contains("nonisolated public static let orientation: BezierArrow::ArrowOrientation = .follow"))
        #expect(run(&s, "code x").errors == "error: 'code' expects no arguments, found 'x'\n")
    }

    @Test func resetPutsTipsModesAndHitBack() throws {
        var s = try Fixtures.session()
        run(&s, "drag end 0 120", "orientation follow", "handles scaled", "hit 1 1")
        #expect(run(&s, "reset").output
            == "DoubleArrow: start (0, 19), end (200, 19), orientation fixed, handles rigid\n")
        #expect(s.preview == ArrowPreview(template: try Fixtures.doubleArrow, source: "DoubleArrow"))
    }

    @Test func quitEndsTheSession() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "quit") == ReplReply(isQuit: true))
        #expect(run(&s, "quit now").isQuit)
    }

    @Test func commentsAndBlankLinesDoNothing() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "") == ReplReply())
        #expect(run(&s, "   # just a comment") == ReplReply())
        #expect(run(&s, "end 1 2 # move it").output == "end tip (1, 2)\n")
    }

    @Test func completionsOfferCommandsThenTheirWordArguments() throws {
        let s = try Fixtures.session()
        #expect(s.completions(after: []) == ReplVerb.allCases.map(\.rawValue))
        #expect(s.completions(after: ["help"]) == ReplVerb.allCases.map(\.rawValue))
        #expect(s.completions(after: ["load"]) == ["DoubleArrow"])
        #expect(s.completions(after: ["DRAG"]) == ["start", "end", "bend"])
        #expect(s.completions(after: ["orientation"]) == ["fixed", "follow"])
        #expect(s.completions(after: ["handles"]) == ["rigid", "scaled"])
        // Numbers, file names and words past the second are not offered.
        #expect(s.completions(after: ["end"]).isEmpty)
        #expect(s.completions(after: ["svg"]).isEmpty)
        #expect(s.completions(after: ["drag", "end"]).isEmpty)
        #expect(s.completions(after: ["frobnicate"]).isEmpty)
    }
}
