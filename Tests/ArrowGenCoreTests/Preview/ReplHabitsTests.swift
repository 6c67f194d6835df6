import Foundation
import Testing
import ArrowGenCore
import BezierArrow

/// What a person used to a shell or an editor types: the ways out, pictures that fit, the
/// nearest word for a mistyped one, `~`, file paths on Tab, and each of `open` and `load`
/// pointing to the other.
@Suite struct ReplHabitsTests {
    @Test(arguments: ["quit", "exit", "q", ":q", "QUIT", "Exit", "quit now", "exit 0"])
    func everyWayOutLeaves(line: String) throws {
        var s = try Fixtures.session()
        let reply = run(&s, line)
        #expect(reply.isQuit && !reply.isFailure && reply.errors.isEmpty)
    }

    @Test func helpExplainsAnAliasAsItsCommand() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "help exit").output == run(&s, "help quit").output)
        #expect(run(&s, "help").output.contains("'quit', 'exit', 'q' or end of input leaves"))
    }

    @Test func aMistakeIsAFailureAndAWarningIsNot() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "frobnicate").isFailure)
        #expect(run(&s, "start x y").isFailure)
        #expect(!run(&s, "start 1 2").isFailure)
    }

    @Test(arguments: [16, 40, 50, 72, 120])
    func drawFitsTheWidthItIsGiven(columns: Int) throws {
        var s = try Fixtures.session(files: [:])
        s.drawColumns = columns
        let drawing = run(&s, "drag end 0 120", "label Hello", "body arc", "hit 1000 1000", "draw").output
        let widths = drawing.split(separator: "\n").map(\.count)
        #expect(!widths.isEmpty)
        #expect(widths.allSatisfy { $0 <= columns }, "\(widths)")
        #expect(widths.max() ?? 0 > columns / 2)
    }

    @Test(arguments: [
        ("orientation follw", "error: 'orientation' expects fixed or follow, found 'follw'; did you mean 'follow'?"),
        ("handles scaeld", "error: 'handles' expects rigid or scaled, found 'scaeld'; did you mean 'scaled'?"),
        ("body elbw", "error: 'body' expects straight, curved, arc or elbow, found 'elbw'; did you mean 'elbow'?"),
        ("body wavy", "error: 'body' expects straight, curved, arc or elbow, found 'wavy'"),
        ("drag sart 1 2", "error: 'drag' expects start, end or bend, then two numbers DX DY, found 'sart'; did you mean 'start'?"),
        ("head strt dot", "error: 'head' expects start or end, then a head name (see 'heads'), found 'strt dot'; did you mean 'start'?"),
    ])
    func aMistypedValueGetsTheNearestOne(line: String, expected: String) throws {
        var s = try Fixtures.session()
        #expect(run(&s, line).errors == expected + "\n")
    }

    @Test func svgRefusesAFileNotNamedSVG() throws {
        var s = try Fixtures.session()
        let reply = run(&s, "svg out.txt")
        #expect(reply.errors == "error: 'svg' writes an SVG picture: name a file ending in .svg, found 'out.txt'\n")
        #expect((s.fileSystem as? InMemoryFileSystem)?.files.isEmpty == true)
        #expect(run(&s, "svg OUT.SVG").output == "wrote OUT.SVG\n")
        #expect(run(&s, "svg /dev/picture").output == "wrote /dev/picture\n")
    }

    @Test func openPointsToLoadForATemplate() throws {
        let source = try #require(try TemplateFixtures.catalogSources.first { $0.path.hasSuffix("/double-arrow.arrow") })
        var s = try Fixtures.session(files: ["a.arrow": source.text])
        #expect(run(&s, "open a.arrow").errors
            == "error: 'a.arrow' is a template: 'load a.arrow' opens it ('open' reads a diagram saved with 'save')\n")
        #expect(run(&s, "load a.arrow").errors.isEmpty)
    }

    @Test func loadPointsToOpenForASavedArrow() throws {
        var s = try Fixtures.session()
        run(&s, "save saved.json")
        let reply = run(&s, "load saved.json")
        #expect(reply.isFailure)
        #expect(reply.errors.hasSuffix("; 'open saved.json' reads a diagram saved with 'save'\n"))
        // A name that is no file gets no pointer.
        #expect(!run(&s, "load missing.json").errors.contains("'open"))
        #expect(run(&s, "open saved.json").output.hasPrefix("opened DoubleArrow"))
    }

    @Test func filePathsCompleteAfterTheFileCommands() throws {
        let s = try Fixtures.session(files: ["arrows/a.arrow": "", "arrows/b.svg": "", "art.json": "", "z.arrow": ""])
        #expect(s.completions(after: ["load"], typing: "ar") == ["DoubleArrow", "arrows/", "art.json"])
        #expect(s.completions(after: ["open"], typing: "arrows/") == ["arrows/a.arrow", "arrows/b.svg"])
        #expect(s.completions(after: ["svg"], typing: "") == ["arrows/", "art.json", "z.arrow"])
        #expect(s.completions(after: ["save"], typing: "z") == ["z.arrow"])
        #expect(s.completions(after: ["end"], typing: "a").isEmpty)
    }
}

/// The real file system's `~` and its listing for Tab, in a folder of the test's own.
@Suite struct LocalFileSystemTests {
    @Test func aLeadingTildeIsTheHomeFolder() {
        let files = LocalFileSystem(home: "/home/ada")
        #expect(files.expanded("~") == "/home/ada")
        #expect(files.expanded("~/x.arrow") == "/home/ada/x.arrow")
        #expect(files.expanded("~ada/x.arrow") == "~ada/x.arrow")
        #expect(files.expanded("a/~/x.arrow") == "a/~/x.arrow")
        #expect(LocalFileSystem(home: nil).expanded("~/x.arrow") == "~/x.arrow")
    }

    @Test func filesUnderTheTildeAreReadWrittenAndListed() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("arrowgen-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("arrows"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        try "hidden".write(to: home.appendingPathComponent(".hidden"), atomically: true, encoding: .utf8)
        let files = LocalFileSystem(home: home.path)
        try files.writeText("<svg/>\n", toPath: "~/arrow.svg")
        #expect(try files.readText(atPath: "~/arrow.svg") == "<svg/>\n")
        #expect(try String(contentsOf: home.appendingPathComponent("arrow.svg"), encoding: .utf8) == "<svg/>\n")
        #expect(files.paths(completing: "~/") == ["~/arrow.svg", "~/arrows/"])
        #expect(files.paths(completing: "~/arr") == ["~/arrow.svg", "~/arrows/"])
        #expect(files.paths(completing: "~/.") == ["~/.hidden"])
        #expect(files.paths(completing: "~/nothing/").isEmpty)
    }
}
