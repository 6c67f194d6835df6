import ArrowGenCore
import BezierArrow
import Foundation
import Testing

/// Templates that work but look wrong: each check gives one exact `file:line:col: warning:` line,
/// in `.arrow` and SVG templates alike, and none stops generation. The shipped templates give none.
@Suite struct TemplateWarningsTests {
    /// The diagnostics of a template, as printed.
    static func lines(_ text: String, path: String) -> [String] {
        var diagnostics: [Diagnostic] = []
        _ = Generator.parse(TemplateSource(path: path, text: text), diagnostics: &diagnostics)
        return diagnostics.map(\.description)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var path: String
        var text: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "heads longer than the body (.arrow)", path: "t.arrow", text: """
            {
              "outline": "M 0 19 L 80 0 L 80 12 L 120 12 L 120 0 L 200 19 L 120 38 L 120 26 L 80 26 L 80 38 Z",
              "start": {"frame": [0, 0, 80, 38], "tip": [0, 19]},
              "end": {"frame": [120, 0, 80, 38], "tip": [200, 19]}
            }
            """, expected: [
                "t.arrow:4:20: warning: the heads are longer than the body: from their tips they reach 80 and 80 along the arrow, and the body between them is 40; make the frames shorter or the arrow longer",
            ]),
        Case(name: "heads longer than the body (SVG)", path: "t.svg", text: """
            <svg xmlns="http://www.w3.org/2000/svg">
              <path id="outline" d="M 0 19 L 80 0 L 80 12 L 120 12 L 120 0 L 200 19 L 120 38 L 120 26 L 80 26 L 80 38 Z"/>
              <rect id="start-frame" x="0" y="0" width="80" height="38"/>
              <rect id="end-frame" x="120" y="0" width="80" height="38"/>
            </svg>
            """, expected: [
                "t.svg:4:3: warning: the heads are longer than the body: from their tips they reach 80 and 80 along the arrow, and the body between them is 40; make the frames shorter or the arrow longer",
            ]),
        Case(name: "handles that twist the body at rest (.arrow)", path: "t.arrow", text: """
            {
              "outline": "M 0 19 L 30 0 L 30 12 C 220 12 -20 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 C 120 26 80 26 30 26 L 30 38 Z",
              "start": {"frame": [0, 0, 30, 38], "tip": [0, 19]},
              "end": {"frame": [170, 0, 30, 38], "tip": [200, 19]}
            }
            """, expected: [
                "t.arrow:2:14: warning: the outline's curve from (30, 12) to (170, 12) turns back along the arrow at rest (its handles (220, 12) and (-20, 12) twist or loop the body): point each handle towards the other end",
            ]),
        Case(name: "handles that twist the body at rest (SVG)", path: "t.svg", text: """
            <svg xmlns="http://www.w3.org/2000/svg">
              <path id="outline" d="M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 C 20 26 180 26 30 26 L 30 38 Z"/>
              <rect id="start-frame" x="0" y="0" width="30" height="38"/>
              <rect id="end-frame" x="170" y="0" width="30" height="38"/>
            </svg>
            """, expected: [
                "t.svg:2:3: warning: the outline's curve from (170, 26) to (30, 26) turns back along the arrow at rest (its handles (20, 26) and (180, 26) twist or loop the body): point each handle towards the other end",
            ]),
        Case(name: "a spine with no width (.arrow)", path: "t.arrow", text: """
            {
              "spine": "M 0 15 C 60 15 120 15 180 15",
              "outline": "M 176 5 L 200 15 L 176 25 Z",
              "lineWidth": 0,
              "start": {"frame": [0, 13, 2, 4], "tip": [0, 15]},
              "end": {"frame": [170, 5, 30, 20], "tip": [200, 15]}
            }
            """, expected: [
                #"t.arrow:4:16: warning: the spine is stroked at "lineWidth", which is 0, so it will not be visible: add "lineWidth""#,
            ]),
        Case(name: "a spine with no width (SVG)", path: "t.svg", text: """
            <svg xmlns="http://www.w3.org/2000/svg">
              <path id="spine" d="M 0 15 C 60 15 120 15 180 15" stroke="black" stroke-width="0" fill="none"/>
              <path id="outline" d="M 176 5 L 200 15 L 176 25 Z"/>
              <rect id="start-frame" x="0" y="13" width="2" height="4"/>
              <rect id="end-frame" x="170" y="5" width="30" height="20"/>
            </svg>
            """, expected: [
                "t.svg:2:3: warning: the spine is stroked at a line width of 0, so it will not be visible: give it a stroke-width, or the root data-line-width",
            ]),
        Case(name: "a bend and a corner radius on a curved body (.arrow)", path: "t.arrow", text: """
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "bend": 20, "cornerRadius": 4
            }
            """, expected: [
                #"t.arrow:5:3: warning: 'bend' has no effect on a curved body: only arc and elbow bodies bend; give "body": "arc" or remove it"#,
                #"t.arrow:5:15: warning: 'cornerRadius' has no effect on a curved body: only an elbow body has corners; give "body": "elbow" or remove it"#,
            ]),
        Case(name: "a bend on a straight body (SVG)", path: "t.svg", text: """
            <svg xmlns="http://www.w3.org/2000/svg" data-body="straight" data-bend="30">
              <path id="outline" d="M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z"/>
              <rect id="start-frame" x="0" y="0" width="10" height="10"/>
              <rect id="end-frame" x="90" y="0" width="10" height="10"/>
            </svg>
            """, expected: [
                #"t.svg:1:73: warning: data-bend has no effect on a straight body: only arc and elbow bodies bend; give data-body="arc" or remove it"#,
            ]),
        Case(name: "named heads that overlap at rest (.arrow)", path: "t.arrow", text: """
            {
              "outline": "M 0 5 L 5 0 L 5 4 L 15 4 L 15 0 L 20 5 L 15 10 L 15 6 L 5 6 L 5 10 Z",
              "start": {"frame": [0, 0, 5, 10], "tip": [0, 5], "head": "diamond"},
              "end": {"frame": [15, 0, 5, 10], "tip": [20, 5], "head": "triangle"}
            }
            """, expected: [
                "t.arrow:3:60: warning: the heads overlap at rest: 'diamond' at the start and 'triangle' at the end stop the body 16 and 14 from their tips, more together than the 20 between the tips, so the body has no length; name shorter heads or move the tips apart",
            ]),
        Case(name: "a named head that overlaps the template's own at rest (SVG)", path: "t.svg", text: """
            <svg xmlns="http://www.w3.org/2000/svg" data-end-head="diamondOutline">
              <path id="outline" d="M 0 5 L 5 0 L 5 4 L 15 4 L 15 0 L 20 5 L 15 10 L 15 6 L 5 6 L 5 10 Z"/>
              <rect id="start-frame" x="0" y="0" width="5" height="10"/>
              <rect id="end-frame" x="15" y="0" width="5" height="10"/>
            </svg>
            """, expected: [
                "t.svg:1:56: warning: the heads overlap at rest: the template's own start head and 'diamondOutline' at the end stop the body 5 and 16 from their tips, more together than the 20 between the tips, so the body has no length; name shorter heads or move the tips apart",
            ]),
        Case(name: "an arc more than a half circle at rest (.arrow)", path: "t.arrow", text: """
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "body": "arc", "bend": -80
            }
            """, expected: [
                "t.arrow:5:26: warning: 'bend' -80 makes the arc more than a half circle at rest, its tips being 100 apart: near both heads the body runs back against the arrow's direction and the heads turn more than a right angle from their directions on a straight body; keep the bend within ±50",
            ]),
        Case(name: "an arc that runs back near one head only (.arrow)", path: "t.arrow", text: """
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5], "head": "none"},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "body": "arc", "bend": 52
            }
            """, expected: [
                "t.arrow:5:26: warning: 'bend' 52 makes the arc more than a half circle at rest, its tips being 100 apart: near the start head the body runs back against the arrow's direction and that head turns more than a right angle from its direction on a straight body; keep the bend within ±50",
            ]),
        Case(name: "an arc more than a half circle at rest (SVG)", path: "t.svg", text: """
            <svg xmlns="http://www.w3.org/2000/svg" data-body="arc" data-bend="80">
              <path id="outline" d="M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z"/>
              <rect id="start-frame" x="0" y="0" width="10" height="10"/>
              <rect id="end-frame" x="90" y="0" width="10" height="10"/>
            </svg>
            """, expected: [
                "t.svg:1:68: warning: data-bend 80 makes the arc more than a half circle at rest, its tips being 100 apart: near both heads the body runs back against the arrow's direction and the heads turn more than a right angle from their directions on a straight body; keep the bend within ±50",
            ]),
        Case(name: "an unknown key (.arrow)", path: "t.arrow", text: """
            {
              "outline": "M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 C 120 26 80 26 30 26 L 30 38 Z",
              "start": {"frame": [0, 0, 30, 38], "tip": [0, 19]},
              "end": {"frame": [170, 0, 30, 38], "tip": [200, 19]},
              "colour": "red"
            }
            """, expected: [
                "t.arrow:5:3: warning: unknown key 'colour' in the template is ignored",
            ]),
        Case(name: "an unknown option (SVG)", path: "t.svg", text: """
            <svg xmlns="http://www.w3.org/2000/svg" data-colour="red">
              <path id="outline" d="M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 C 120 26 80 26 30 26 L 30 38 Z"/>
              <rect id="start-frame" x="0" y="0" width="30" height="38"/>
              <rect id="end-frame" x="170" y="0" width="30" height="38"/>
            </svg>
            """, expected: [
                "t.svg:1:54: warning: unknown option 'data-colour' is ignored; options are data-name, data-orientation, data-handles, data-line-width, data-hit-width, data-fill-rule, data-start-head, data-end-head, data-body, data-bend, data-corner-radius",
            ]),
    ]

    @Test(arguments: cases)
    func warningIsPrintedExactly(_ c: Case) {
        #expect(Self.lines(c.text, path: c.path) == c.expected)
    }

    /// A warning does not stop generation: the file is written, the result has no error, and the
    /// shell (`arrowgen generate`, and `arrowgen-build`, which the build plugin runs) reports the
    /// warning and succeeds.
    @Test(arguments: cases)
    func warningsDoNotFailGeneration(_ c: Case) throws {
        let result = Generator.run([TemplateSource(path: c.path, text: c.text)])
        #expect(!result.hasErrors)
        #expect(result.files.count == 1)
        #expect(result.diagnostics.map(\.description) == c.expected)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("warnings-\(UUID().uuidString)").path
        try FileSystem.createDirectory(directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = "\(directory)/\(c.path)"
        try FileSystem.writeIfChanged(Array(c.text.utf8), to: input)
        var report: [String] = []
        let status = GeneratorShell.generate([input], destination: { "\(directory)/\($0.fileName)" },
                                             log: { _ in }, report: { report.append($0) })
        #expect(status == .success)
        #expect(report == [c.expected.map { "\(directory)/\($0)" }.joined(separator: "\n")])
    }

    /// The style's checks stay quiet where the drawing is right: a half circle exactly (the heads
    /// then turn a right angle, no more), an arc with heads too long for it (drawn straight), an
    /// elbow with its bend and radius, heads that fit, and a head of the target (whose attachment
    /// is not known while the file is read).
    @Test(arguments: [#""body": "arc", "bend": 50"#, #""body": "arc", "bend": -50"#, #""body": "elbow", "bend": 300, "cornerRadius": 2"#,
                      #""body": "straight""#, #""body": "arc", "bend": 90, "end": {"frame": [90, 0, 10, 10], "tip": [100, 5], "head": "myHead"}"#])
    func aStyleThatDrawsRightGivesNoWarning(_ keys: String) {
        let text = """
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5], "head": "diamond"},
              \(keys.contains("\"end\"") ? "" : #""end": {"frame": [90, 0, 10, 10], "tip": [100, 5], "head": "triangle"},"#)
              \(keys)
            }
            """
        #expect(Self.lines(text, path: "t.arrow") == [], "\(keys)")
    }

    /// A check that cannot fail is no check: just past a half circle (heads of no length), the
    /// arc warns.
    @Test(arguments: [#""body": "arc", "bend": 50.5"#, #""body": "arc", "bend": -50.5"#])
    func justPastTheLimitsEachWarns(_ keys: String) {
        let text = """
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5], "head": "none"},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5], "head": "none"},
              \(keys)
            }
            """
        #expect(Self.lines(text, path: "t.arrow").count == 1, "\(keys)")
    }

    /// The shipped catalog draws none of these.
    @Test func shippedTemplatesHaveNoWarnings() throws {
        let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: templates.path).filter { $0.hasSuffix(".arrow") }.sorted()
        #expect(files.count == 4)
        let sources = try files.map { name in
            TemplateSource(path: name, text: try String(contentsOf: templates.appendingPathComponent(name), encoding: .utf8))
        }
        let result = Generator.run(sources)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.files.count == 4)
        // And as SVG, written from them: the same templates, no warnings either.
        for source in sources {
            var ignored: [Diagnostic] = []
            let parsed = try #require(Generator.parse(source, diagnostics: &ignored))
            let svg = TemplateSource(path: source.path.replacingOccurrences(of: ".arrow", with: ".svg"),
                                     text: SVGTemplateWriter.svg(for: parsed.template))
            #expect(Self.lines(svg.text, path: svg.path).isEmpty, "\(svg.path)")
        }
    }
}
