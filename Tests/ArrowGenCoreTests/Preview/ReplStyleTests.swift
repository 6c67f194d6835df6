import Foundation
import Testing
import ArrowGenCore
import BezierArrow

/// `head`, `body`, `bend`, `heads` and `drag bend`: each sets what the arrow model sets, every
/// view shows it, and every mistake is one error line with the state kept.
@Suite struct ReplStyleTests {
    /// The double arrow with a dot at the end and an arc body bent 40: the model's arrow.
    static func bentArrow() throws -> Arrow {
        var arrow = Arrow(template: try Fixtures.doubleArrow)
        arrow.endHead = try #require(try Fixtures.heads.first { $0.name == "dot" })
        arrow.body = .arc
        arrow.bend = 40
        return arrow
    }

    @Test func headBodyAndBendSetTheModelsStyle() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "head end dot").output == "end head dot\n")
        #expect(run(&s, "body arc").output == "body arc\n")
        #expect(run(&s, "bend 40").output == "bend 40\n")
        #expect(s.preview.arrow == (try Self.bentArrow()))
        #expect(s.preview.arrow.path == (try Self.bentArrow()).path)
        // Names ignore case, as the other REPL words do.
        #expect(run(&s, "HEAD START TriangleOutline").output == "start head triangleOutline\n")
        #expect(s.preview.startHead.name == "triangleOutline")
        #expect(run(&s, "head start none").output == "start head none\n")
        #expect(s.preview.startHead == ArrowHead.none)
    }

    /// A template file that names its heads and body opens drawn with them, as its generated
    /// type's arrows are; a head the preview does not know (one of the app's own target) is
    /// drawn as the template's own head, with a warning at its name.
    @Test func aTemplateThatNamesItsHeadsOpensWithThem() throws {
        let styled = #"""
            {
              "outline": "M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 C 120 26 80 26 30 26 L 30 38 Z",
              "start": {"frame": [0, 0, 30, 38], "tip": [0, 19], "head": "notch"},
              "end": {"frame": [170, 0, 30, 38], "tip": [200, 19], "head": "dot"},
              "body": "arc",
              "bend": 40
            }
            """#
        var s = try Fixtures.session(files: ["styled.arrow": styled])
        let reply = run(&s, "load styled.arrow")
        #expect(reply.errors.contains("styled.arrow:3:62: warning: head 'notch' is not one of the catalog's heads"), "\(reply.errors)")
        var expected = Arrow(template: s.preview.arrow.template)
        expected.style = ArrowStyle(startHead: expected.template.head(.start),
                                    endHead: try #require(try Fixtures.heads.first { $0.name == "dot" }),
                                    body: .arc, bend: 40)
        #expect(s.preview.arrow.style == expected.style)
        #expect(s.preview.arrow.path == expected.path)
        #expect(run(&s, "json").output.contains(#""endHead":"dot","body":"arc","bend":40"#))
        // Reset keeps the template's style.
        run(&s, "body straight", "reset")
        #expect(s.preview.arrow.style == expected.style)
    }

    @Test func theTemplatesOwnHeadsAreAccepted() throws {
        var s = try Fixtures.session()
        let own = try Fixtures.doubleArrow.head(.end)
        #expect(run(&s, "head start DoubleArrow.end").output == "start head DoubleArrow.end\n")
        #expect(s.preview.startHead == own)
    }

    @Test(arguments: [
        ("head end trangle", "error: unknown head 'trangle' (did you mean 'triangle'?); 'head' accepts arrow, "),
        ("head middle dot", "error: 'head' expects start or end, then a head name (see 'heads'), found 'middle dot'"),
        ("head end", "error: 'head' expects start or end, then a head name (see 'heads'), found 'end'"),
        ("head", "error: 'head' expects start or end, then a head name (see 'heads'), found nothing"),
        ("body wiggly", "error: 'body' expects straight, curved, arc or elbow, found 'wiggly'"),
        ("body", "error: 'body' expects straight, curved, arc or elbow, found nothing"),
        ("bend nan", "error: 'bend' expects finite numbers, found 'nan'"),
        ("bend -inf", "error: 'bend' expects finite numbers, found '-inf'"),
        ("bend 1e13", "error: 'bend' expects numbers within ±1e12, found '1e13'"),
        ("bend 1 2", "error: 'bend' expects one number D, found '1 2'"),
        ("bend x", "error: 'bend' expects one number D, found 'x'"),
        ("heads dot", "error: 'heads' expects no arguments, found 'dot'"),
        ("drag bend 0 10", "error: 'drag bend' moves the bend handle of an arc or elbow body; the body is curved (see 'body')"),
        ("drag bend 0", "error: 'drag' expects start, end or bend, then two numbers DX DY, found '0'"),
    ])
    func mistakesPrintOneErrorAndKeepTheState(line: String, error: String) throws {
        var s = try Fixtures.session()
        run(&s, "head start dot")
        let before = s.preview
        let reply = run(&s, line)
        #expect(reply.output.isEmpty)
        #expect(reply.errors.hasPrefix(error), "\(reply.errors)")
        #expect(reply.errors.hasSuffix("\n") && reply.errors.dropLast().split(separator: "\n").count == 1)
        #expect(s.preview == before)
    }

    @Test func anUnknownHeadListsEveryAcceptedName() throws {
        var s = try Fixtures.session()
        let errors = run(&s, "head end nosuchhead").errors
        for head in try Fixtures.heads + [ArrowHead.none] {
            #expect(errors.contains(head.name), "\(head.name)")
        }
        #expect(errors.contains("DoubleArrow.start, DoubleArrow.end"))
    }

    @Test func bendOnABodyThatDoesNotBendSaysSo() throws {
        var s = try Fixtures.session()
        run(&s, "body straight")
        #expect(run(&s, "bend 12.5").output == "bend 12.5 (arc and elbow bodies bend; the body is straight)\n")
        #expect(s.preview.bend == 12.5)
        // The bend is kept for when the body becomes an arc.
        run(&s, "body arc")
        #expect(s.preview.handle(named: "bend").map(\.position).map { isClose($0.y, 19 + 12.5) } == true)
    }

    @Test func headsListsEveryHeadWithItsSizeAndMarksTheTips() throws {
        var s = try Fixtures.session()
        run(&s, "head end dot")
        let lines = run(&s, "heads").output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Heads ('head start|end NAME' puts one on a tip):")
        let heads = try Fixtures.heads
        // The title, the catalog's heads, none, and the template's own two.
        #expect(lines.count == 1 + heads.count + 1 + 2)
        let dot = try #require(lines.first { $0.hasPrefix("  dot ") })
        #expect(dot.hasSuffix("attachment 6, frame 12 x 12  (on the end tip)"), "\(dot)")
        #expect(lines.contains { $0.hasPrefix("  none ") && $0.hasSuffix("no head: the body runs to the tip") })
        #expect(lines.last?.hasPrefix("  DoubleArrow.end ") == true)
        #expect(lines.contains { $0.hasPrefix("  DoubleArrow.start ") && $0.hasSuffix("(on the start tip)") })
        for head in heads { #expect(lines.contains { $0.hasPrefix("  \(head.name) ") }, "\(head.name)") }
    }

    @Test func dragBendMovesTheHandleThroughThePoint() throws {
        var s = try Fixtures.session()
        run(&s, "body arc", "bend 40")
        #expect(s.preview.handle(named: "bend")?.position == Point(100, 59))
        #expect(run(&s, "drag bend 30 20").output == "bend 60 (handle (100, 79))\n")
        #expect(s.preview.bend == 60)
        var elbow = try Fixtures.session()
        run(&elbow, "body elbow", "end 200 139")
        let before = try #require(elbow.preview.handle(named: "bend")?.position)
        #expect(run(&elbow, "drag bend 25 0").errors.isEmpty)
        #expect(elbow.preview.bend == 25)
        #expect(elbow.preview.handle(named: "bend").map(\.position).map { isClose($0.x, before.x + 25) } == true)
    }

    @Test func theViewsShowTheStyle() throws {
        var s = try Fixtures.session()
        run(&s, "head end dot", "body arc", "bend 40")
        #expect(run(&s, "reset").output
            == "DoubleArrow: start (0, 19), end (200, 19), orientation fixed, handles rigid\n")
        run(&s, "head end dot", "body arc", "bend 40")
        let show = run(&s, "show").output
        #expect(show.hasSuffix("bend handle (100, 59)\n"))
        #expect(show.split(separator: "\n").count == s.preview.path.elements.count + 1)
        let draw = run(&s, "draw").output
        #expect(draw.contains("B"))
        #expect(draw.hasSuffix("S start (0, 19)  E end (200, 19)  B bend handle (100, 59)\n"))
        #expect(run(&s, "hit 100 60").output == "hit bend handle: nearest point (100, 59), distance 1\n")
        let json = run(&s, "json").output
        #expect(json.contains(#""dashOffset":0,"startHead":"DoubleArrow.start","endHead":"dot","body":"arc","bend":40,"bodyHandles":{"bend":{"x":100,"y":59}},"label":null,"hit":"#))
        #expect(json.contains(#""hit":{"point":{"x":100,"y":60},"isHit":true,"part":"handle(bend)""#))
        let status = run(&s, "load DoubleArrow").output
        #expect(!status.contains("head"))
        #expect(run(&s, "json").output.contains(#""startHead":"DoubleArrow.start","endHead":"DoubleArrow.end","body":"curved","bend":0,"bodyHandles":{"bend":null},"#))
    }

    @Test func theStatusLineNamesTheStyle() throws {
        var s = try Fixtures.session()
        run(&s, "head start bar", "body elbow", "bend -5")
        #expect(s.preview.statusLine == "DoubleArrow: start (0, 19), end (200, 19), orientation fixed, handles rigid, "
            + "start head bar, end head DoubleArrow.end, body elbow, bend -5")
        run(&s, "body straight")
        #expect(s.preview.statusLine.hasSuffix(", start head bar, end head DoubleArrow.end, body straight"))
    }

    /// A miss far from a bent body names the nearest drawn point, not the bend handle (which the
    /// model's widened search would prefer): the handle is not drawn.
    @Test func aMissNamesTheNearestDrawnPoint() throws {
        var s = try Fixtures.session()
        run(&s, "body arc", "bend 40")
        let far = Point(100, 200)
        let answer = s.preview.hit(at: far)
        #expect(!answer.isHit)
        let nearest = try #require(answer.nearest)
        #expect(nearest.part == .body)
        // The arc's lower edge is below the handle (at y 59 on the centre line): nearer than it.
        #expect(nearest.distance < far.distance(to: Point(100, 59)) - 1)
        #expect(s.preview.path.project(nearest.point).map { $0.distance < 1e-6 } == true)
    }

    @Test func theSVGPictureMarksTheBendHandle() throws {
        var s = try Fixtures.session()
        run(&s, "body arc", "bend 40", "svg bent.svg")
        let svg = try #require((s.fileSystem as? InMemoryFileSystem)?.files["bent.svg"])
        let document = SVGDocument(svg)
        #expect(document.error == nil)
        let handle = try #require(document.element(id: "bend-handle"))
        #expect(handle.attributes["d"]?.hasPrefix("M 100 ") == true)
        #expect(document.elements(named: "text").contains { $0.text == "bend handle" })
        #expect(document.elements(named: "title").first?.text.hasSuffix("body arc, bend 40") == true)
        // Unstyled, neither the handle nor its key.
        var plain = try Fixtures.session()
        run(&plain, "svg plain.svg")
        let text = try #require((plain.fileSystem as? InMemoryFileSystem)?.files["plain.svg"])
        #expect(!text.contains("bend"))
    }

    @Test func saveAndOpenKeepTheStyleToTheBit() throws {
        var s = try Fixtures.session()
        run(&s, "head start triangleOutline", "head end dot", "body elbow", "bend 12.345678901234567", "end 190.1 120.3")
        let before = s.preview.arrow
        #expect(run(&s, "save styled.json").output == "saved styled.json\n")
        let text = try #require((s.fileSystem as? InMemoryFileSystem)?.files["styled.json"])
        #expect(text.contains(#""style": {"startHead": "triangleOutline", "endHead": "dot", "body": "elbow", "bend": 12.345678901234567}"#),
                "\(text)")
        run(&s, "reset")
        #expect(s.preview.arrow.style == nil)
        let reply = run(&s, "open styled.json")
        #expect(reply.errors.isEmpty, "\(reply.errors)")
        #expect(reply.output.hasSuffix("start head triangleOutline, end head dot, body elbow, bend 12.3457\n"))
        #expect(s.preview.arrow == before)
        #expect(ReplSaveOpenTests.bits(s.preview.path) == ReplSaveOpenTests.bits(before.path))
        #expect(s.preview.handle(named: "bend")?.position == before.handles.first?.position)
    }

    @Test func theTemplatesOwnHeadIsEmbeddedAndReadBack() throws {
        var s = try Fixtures.session()
        run(&s, "head end square", "save own.json")
        let text = try #require((s.fileSystem as? InMemoryFileSystem)?.files["own.json"])
        #expect(text.contains(#""startHead": {"name": "DoubleArrow.start", "outline": "#))
        let before = s.preview.arrow
        run(&s, "reset", "open own.json")
        #expect(s.preview.arrow == before)
    }

    @Test func aStyleWithAnUnknownHeadNamesItsPathAndKeepsTheArrow() throws {
        let document = """
            {"format": "bezierarrow-scene", "version": 1, "arrows": [
              {"id": 1, "template": "DoubleArrow", "start": [0, 19], "end": [200, 19], "style": {"endHead": "star"}}]}
            """
        var s = try Fixtures.session(files: ["bad.json": document])
        run(&s, "head end dot")
        let before = s.preview
        let reply = run(&s, "open bad.json")
        #expect(reply.errors.hasPrefix("error: bad.json: arrows[0].style.endHead: unknown head 'star'"), "\(reply.errors)")
        #expect(s.preview == before)
    }

    @Test func completionOffersHeadsBodiesAndTheBendHandle() throws {
        let s = try Fixtures.session()
        #expect(s.completions(after: ["head"]) == ["start", "end"])
        #expect(s.completions(after: ["head", "end"]) == (try Fixtures.heads.map(\.name)) + ["none"])
        #expect(s.completions(after: ["head", "middle"]).isEmpty)
        #expect(s.completions(after: ["body"]) == ["straight", "curved", "arc", "elbow"])
        #expect(s.completions(after: ["drag"]) == ["start", "end", "bend"])
        #expect(s.completions(after: []).contains("heads"))
    }

    @Test func helpExplainsEachNewCommand() throws {
        var s = try Fixtures.session()
        let list = run(&s, "help").output
        for usage in ["head start|end NAME", "body straight|curved|arc|elbow", "bend D", "heads", "drag start|end|bend DX DY"] {
            #expect(list.contains("  " + usage + " "), "\(usage)")
        }
        #expect(run(&s, "help body").output.contains("elbow"))
        #expect(run(&s, "help bend").output.hasPrefix("usage: bend D\n"))
    }
}
