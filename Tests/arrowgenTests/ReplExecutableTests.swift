import Testing
import Foundation
import ArrowCatalog
import ArrowGenCore
import BezierArrow

@Suite struct ReplExecutableTests {
    @Test func aPipedScriptPrintsTheModelsCoordinates() throws {
        let result = try ArrowgenRunner.run(["repl"], input: "drag end 0 120\nshow\nbounds\n")
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(!result.output.contains("arrowgen>"), "no prompt when standard input is not a terminal")
        let lines = result.output.split(separator: "\n")
        let path = DoubleArrow.template.path(start: Point(0, 19), end: Point(200, 139))
        try #require(lines.count == 1 + path.elements.count + 1)
        #expect(lines[0] == "end tip (200.00, 139.00)")
        for (line, element) in zip(lines[1...], path.elements) {
            let printed = Array(numbers(in: line).dropFirst())
            var expected: [Double] = []
            switch element {
            case .move(let p), .line(let p): expected = [p.x, p.y]
            case .quad(let p, let c): expected = [p.x, p.y, c.x, c.y]
            case .cubic(let p, let c1, let c2): expected = [p.x, p.y, c1.x, c1.y, c2.x, c2.y]
            case .close: expected = []
            }
            #expect(printed.count == expected.count, "\(line)")
            #expect(zip(printed, expected).allSatisfy { abs($0 - $1) <= 0.005 }, "\(line)")
        }
        let b = path.boundingBox
        #expect(numbers(in: lines.last!) == [b.minX, b.minY, b.width, b.height])
    }

    @Test func aBadCommandPrintsOneLineAndTheSessionGoesOn() throws {
        let script = "start abc 3\nfrobnicate\nend inf 0\n# a comment\nend 200 139\nquit\nshow\n"
        let result = try ArrowgenRunner.run(["repl"], input: script)
        #expect(result.status == 0)
        #expect(result.errors == """
            error: 'start' expects two numbers X Y, found 'abc'
            error: unknown command 'frobnicate'; type 'help' for the list
            error: 'end' expects finite numbers, found 'inf'

            """)
        // Commands after an error still run; nothing after quit does.
        #expect(result.output == "end tip (200.00, 139.00)\n")
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
            + "arrowgen> end tip (200.00, 139.00)\narrowgen> ")
    }

    @Test func controlDOnATerminalExitsZero() throws {
        let result = try ArrowgenRunner.runInTerminal(["repl"], lines: ["bounds"], endOfInput: true)
        #expect(!result.timedOut)
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("arrowgen> bounds x 0.00 y 0.00 width 200.00 height 38.00\narrowgen> \n"))
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

    @Test func anUnknownTemplateIsAUsageError() throws {
        let result = try ArrowgenRunner.run(["repl", "NoSuchArrow"])
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("Error: no catalog template named 'NoSuchArrow'"))
        #expect(result.errors.contains("\nUsage: arrowgen repl [TEMPLATE]"))
    }
}
