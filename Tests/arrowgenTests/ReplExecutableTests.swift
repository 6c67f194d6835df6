import Testing
import Foundation
import ArrowCatalog
import ArrowGenCore
import BezierArrow

@Suite struct ReplExecutableTests {
    /// A number as the previews print it (at most 4 decimals, no trailing zeros, no `-0`),
    /// formatted here with C's printf so the check does not reuse the formatter under test.
    static func n(_ x: Double) -> String {
        var text = String(format: "%.4f", x)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// The model's path elements as `show` prints them.
    static func expectedListing(_ path: BezierPath) -> [String] {
        func p(_ q: Point) -> String { "(\(n(q.x)), \(n(q.y)))" }
        return path.elements.enumerated().map { i, element in
            let number = String(format: "%\(String(path.elements.count).count)d", i + 1)
            switch element {
            case .move(let q): return "\(number)  move   \(p(q))"
            case .line(let q): return "\(number)  line   \(p(q))"
            case .quad(let q, let c): return "\(number)  quad   \(p(q))  control \(p(c))"
            case .cubic(let q, let c1, let c2): return "\(number)  cubic  \(p(q))  control1 \(p(c1))  control2 \(p(c2))"
            case .close: return "\(number)  close"
            }
        }
    }

    @Test func aPipedScriptPrintsTheModelsCoordinates() throws {
        let result = try ArrowgenRunner.run(["repl"], input: "drag end 0 120\nshow\nbounds\nframe\nhit 100 0\n")
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(!result.output.contains("arrowgen>"), "no prompt when standard input is not a terminal")
        let arrow = try #require(Arrow(template: DoubleArrow.template, start: Point(0, 19), end: Point(200, 139)))
        let b = arrow.bounds, frame = arrow.viewFrame, tips = arrow.tipsInViewFrame
        let nearest = try #require(arrow.hitTest(Point(100, 0), insetBy: -1000))
        #expect(arrow.hitTest(Point(100, 0)) == nil)
        let expected = ["end tip (200, 139)"] + Self.expectedListing(arrow.path) + [
            "bounds x \(Self.n(b.minX)) y \(Self.n(b.minY)) width \(Self.n(b.width)) height \(Self.n(b.height))",
            "frame x \(Self.n(frame.minX)) y \(Self.n(frame.minY)) width \(Self.n(frame.width)) height \(Self.n(frame.height))",
            "local start (\(Self.n(tips.start.x)), \(Self.n(tips.start.y))), end (\(Self.n(tips.end.x)), \(Self.n(tips.end.y)))",
            "miss: nearest point (\(Self.n(nearest.point.x)), \(Self.n(nearest.point.y))) on the body, distance \(Self.n(nearest.distance)) "
                + "(a tap reaches 17.5)",
        ]
        #expect(result.output.split(separator: "\n").map(String.init) == expected)
    }

    /// A label with an escape sequence (here one that would colour the terminal red) and an
    /// unknown command with one are echoed with the control characters written out, never sent
    /// to the terminal.
    @Test func controlCharactersAreShownNotSentToTheTerminal() throws {
        let result = try ArrowgenRunner.run(["repl"], input: "label a\u{1B}[31mb\u{7}c\nlabel\n\u{9B}2J\n")
        #expect(result.status == 65)
        let everything = result.output + result.errors
        #expect(!everything.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        #expect(result.output.contains(#"a\u{1B}[31mb\u{7}c"#))
        #expect(result.errors.contains(#"\u{9B}2J"#))
    }

    @Test func aScriptStopsAtItsFirstFailedLineWithItsNumber() throws {
        let script = "end 200 139\n# a comment\nstart abc 3\nshow\n"
        let result = try ArrowgenRunner.run(["repl"], input: script)
        #expect(result.status == 65)
        #expect(result.errors == "line 3: error: 'start' expects two numbers X Y, found 'abc'\n")
        #expect(result.output == "end tip (200, 139)\n")
    }

    @Test func keepGoingRunsEveryLineAndStillExitsNonZero() throws {
        let script = "start abc 3\nfrobnicate\nend inf 0\n# a comment\nend 200 139\nquit\nshow\n"
        let result = try ArrowgenRunner.run(["repl", "--keep-going"], input: script)
        #expect(result.status == 65)
        #expect(result.errors == """
            line 1: error: 'start' expects two numbers X Y, found 'abc'
            line 2: error: unknown command 'frobnicate'; type 'help' for the list
            line 3: error: 'end' expects finite numbers, found 'inf'

            """)
        // Commands after an error still run; nothing after quit does.
        #expect(result.output == "end tip (200, 139)\n")
    }

    @Test func aScriptWithoutMistakesExitsZero() throws {
        let result = try ArrowgenRunner.run(["repl", "--keep-going"], input: "end 200 139\nexit\nfrobnicate\n")
        #expect(result.status == 0)
        #expect(result.errors.isEmpty && result.output == "end tip (200, 139)\n")
    }

    @Test func aMistypedOptionIsAUsageError() throws {
        let result = try ArrowgenRunner.run(["repl", "--keep-gong"], input: "")
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("Error: unknown option '--keep-gong'; did you mean '--keep-going'?\n"))
    }

    @Test func endOfInputExitsZero() throws {
        let result = try ArrowgenRunner.run(["repl"], input: "")
        #expect(result.status == 0)
        #expect(result.output.isEmpty && result.errors.isEmpty)
    }

    @Test func aTerminalGetsABannerAndAPrompt() throws {
        let result = try ArrowgenRunner.runInTerminal(["repl"], lines: ["end 200 139", "quit"], endOfInput: false)
        #expect(!result.timedOut)
        #expect(result.status == 0)
        #expect(result.output == "DoubleArrow loaded. Type 'help' for the commands, 'quit' to leave.\n"
            + "arrowgen> end tip (200, 139)\narrowgen> ")
    }

    @Test func controlDOnATerminalExitsZero() throws {
        let result = try ArrowgenRunner.runInTerminal(["repl"], lines: ["bounds"], endOfInput: true)
        #expect(!result.timedOut)
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("arrowgen> bounds x 0 y 0 width 200 height 38\narrowgen> \n"))
    }

    /// `head`, `body`, `bend` and `drag bend` with the shipped heads, as the model draws them,
    /// saved and opened through real files; mistakes are one error line each.
    @Test func styleCommandsUseTheShippedHeadsAndSurviveSaveAndOpen() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrowgen-style-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = """
            load ThinArrow
            head start crowsFootMany
            head end diamondOutline
            head end star
            body arc
            body wavy
            bend 30
            bend inf
            drag bend 0 10
            json
            save styled.json
            reset
            open styled.json
            hit 100 55
            heads

            """
        let result = try ArrowgenRunner.run(["repl", "--keep-going"], input: script, directory: directory)
        #expect(result.status == 65)
        let errors = result.errors.split(separator: "\n")
        #expect(errors.count == 3)
        #expect(errors[0].hasPrefix("line 4: error: unknown head 'star'; 'head' accepts arrow, bar, circleOutline, "))
        #expect(errors[0].hasSuffix(", triangleOutline, ThinArrow.start, ThinArrow.end"))
        #expect(errors[1] == "line 6: error: 'body' expects straight, curved, arc or elbow, found 'wavy'")
        #expect(errors[2] == "line 8: error: 'bend' expects finite numbers, found 'inf'")

        var arrow = Arrow(template: ThinArrow.template)
        arrow.style = ArrowStyle(startHead: .crowsFootMany, endHead: .diamondOutline, body: .arc, bend: 40)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(6)) == [
            "loaded ThinArrow: start (0, 15), end (200, 15), orientation fixed, handles rigid",
            "start head crowsFootMany", "end head diamondOutline", "body arc", "bend 30", "bend 40 (handle (100, 55))",
        ])
        #expect(lines[6].contains(#""startHead":"crowsFootMany","endHead":"diamondOutline","body":"arc","bend":40,"bodyHandles":{"bend":{"x":100,"y":55}}"#))
        #expect(lines[6].contains(#""path":"\#(arrow.path.svgPathData)""#))
        #expect(lines[7] == "saved styled.json")
        #expect(lines[9] == "opened ThinArrow: start (0, 15), end (200, 15), orientation fixed, handles rigid, "
            + "start head crowsFootMany, end head diamondOutline, body arc, bend 40")
        #expect(lines[10] == "hit bend handle: nearest point (100, 55), distance 0")
        #expect(lines.contains { $0.hasPrefix("  crowsFootMany ") && $0.hasSuffix("(on the start tip)") })
        let saved = try String(contentsOf: directory.appendingPathComponent("styled.json"), encoding: .utf8)
        #expect(saved.contains(#""style": {"startHead": "crowsFootMany", "endHead": "diamondOutline", "body": "arc", "bend": 40}"#))
        // An app reads the saved arrow back with the catalog lookup, the same arrow.
        let document = try ArrowSceneDocument<Int>(jsonText: saved, templates: .catalog)
        #expect(document.scene[1]?.arrow == arrow)
    }

    @Test func svgWritesTheSamePictureAsTheLibrary() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrowgen-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ArrowgenRunner.run(["repl"], input: "drag end 0 120\nsvg s.svg\n", directory: directory)
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("wrote s.svg\n"))
        var preview = ArrowPreview(template: DoubleArrow.template, source: "DoubleArrow")
        preview.end = Point(200, 139)
        let written = try String(contentsOf: directory.appendingPathComponent("s.svg"), encoding: .utf8)
        #expect(written == SVGPicture(preview).text)
    }

}
