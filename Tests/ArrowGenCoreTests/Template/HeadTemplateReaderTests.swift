import ArrowGenCore
import BezierArrow
import Testing

/// Head templates: which files are heads, their names, what they read into, and every mistake
/// located at the key it concerns.
@Suite struct HeadTemplateReaderTests {
    static func read(_ text: String, path: String = "t.arrow") -> (ParsedHead?, [String]) {
        var diagnostics: [Diagnostic] = []
        let parsed = Generator.parseHead(TemplateSource(path: path, text: text), diagnostics: &diagnostics)
        return (parsed, diagnostics.map(\.description))
    }

    @Test(arguments: [
        ("crows-foot-many.arrow", "crowsFootMany"), ("Heads/triangle.arrow", "triangle"),
        ("Triangle.arrow", "triangle"), ("diamond_outline.v2.arrow", "diamondOutlineV2"), ("x.arrow", "x"),
    ])
    func namesDeriveFromFileNamesInLowerCamelCase(_ path: String, _ name: String) {
        #expect(TemplateName.derivedHead(fromPath: path) == name)
    }

    @Test(arguments: ["3d.arrow", "none.arrow", "flèche.arrow", "default.arrow", "-.arrow", "frame.arrow"])
    func someFileNamesGiveNoHeadName(_ path: String) {
        // A digit first, ArrowHead's own members, a non-ASCII letter, a keyword, nothing left.
        #expect(TemplateName.derivedHead(fromPath: path) == nil)
    }

    @Test func headNameProblemsAreNamed() {
        #expect(TemplateName.headProblem(with: "crowsFootMany") == nil)
        #expect(TemplateName.headProblem(with: "Triangle") == "'Triangle' must start with a lower-case letter: a head is a member, ArrowHead.Triangle")
        #expect(TemplateName.headProblem(with: "none") == "'none' is already a member of ArrowHead")
        #expect(TemplateName.headProblem(with: "in") == "'in' is a Swift keyword and cannot name a head")
    }

    @Test func aHeadHasATipOrAnAttachmentAndNoEnds() {
        func isHead(_ text: String, _ path: String = "h.arrow") -> Bool { Generator.isHead(TemplateSource(path: path, text: text)) }
        #expect(isHead(#"{"spine": "M 0 -5 L 0 5", "tip": [0, 0], "attachment": [0, 0]}"#))
        #expect(isHead(#"{"spine": "M 0 -5 L 0 5", "attachment": [0, 0]}"#))
        #expect(!isHead(#"{"spine": "M 0 -5 L 0 5", "tip": [0, 0], "start": {}}"#))
        #expect(!isHead(#"{"outline": "M 0 0 L 1 1 Z", "start": {}, "end": {}}"#))
        #expect(!isHead("[1, 2]") && !isHead("{"))
        #expect(!isHead(#"{"tip": [0, 0], "attachment": [0, 0]}"#, "h.svg"))
    }

    /// Every shipped head reads without a diagnostic, with its tip at the origin.
    @Test func readsEveryCatalogHead() throws {
        let sources = try TemplateFixtures.catalogHeadSources
        #expect(sources.count == 14)
        for source in sources {
            let parsed = try TemplateFixtures.parseHead(source)
            #expect(parsed.head.name == TemplateName.derivedHead(fromPath: source.path))
            #expect(parsed.isNameDerived && !parsed.head.isEmpty)
        }
    }

    @Test func readsADrawingMovedToItsTip() throws {
        let (parsed, diagnostics) = Self.read("""
            {"name": "wedge", "outline": "M 100 50 L 86 43 L 86 57 Z", "tip": [100, 50], "attachment": [86, 50],
             "frame": [80, 40, 20, 20], "lineWidth": 3, "spine": "M 86 43 L 86 57"}
            """)
        #expect(diagnostics.isEmpty)
        let head = try #require(parsed).head
        #expect(head.name == "wedge" && head.attachment == 14 && head.lineWidth == 3)
        #expect(head.frame == Rect(x: -20, y: -10, width: 20, height: 20))
        #expect(head.spine == (try BezierPath(svgPathData: "M -14 -7 L -14 7")))
    }

    @Test(arguments: HeadDiagnosticCase.all)
    func reportsTheMistakeWhereItIs(_ c: HeadDiagnosticCase) {
        let (parsed, diagnostics) = Self.read(c.text, path: "h.arrow")
        #expect(diagnostics == c.expected)
        let hasError = c.expected.contains { $0.contains(": error: ") }
        #expect((parsed == nil) == hasError, "a head with an error yields nothing; warnings alone do not stop it")
    }

    @Test func generatorWritesAnArrowHeadExtensionPerHead() {
        let result = Generator.run([
            TemplateSource(path: "Heads/wedge.arrow", text: #"{"outline": "M 0 0 L -14 -7 L -14 7 Z", "tip": [0, 0], "attachment": [-14, 0]}"#),
            TemplateSource(path: "Heads/Wedge.arrow", text: #"{"spine": "M 0 -7 L 0 7", "tip": [0, 0], "attachment": [0, 0]}"#),
        ])
        #expect(result.files.map(\.fileName) == ["ArrowHead+wedge.swift"])
        #expect(result.files.first?.contents.contains("nonisolated public static let wedge: BezierArrow::ArrowHead") == true)
        #expect(result.diagnostics.map(\.description) == [
            "Heads/Wedge.arrow:1:1: error: duplicate template name 'wedge' (named after its file; add \"name\" to rename it): "
                + "each head of a target becomes an ArrowHead member, so names must differ",
            "Heads/wedge.arrow:1:1: note: 'wedge' is first named here, after its file name",
        ])
    }

    @Test func anArrowReaderRefusesAHead() {
        var diagnostics: [Diagnostic] = []
        let text = #"{"spine": "M 0 -7 L 0 7", "tip": [0, 0], "attachment": [0, 0]}"#
        #expect(Generator.parse(TemplateSource(path: "bar.arrow", text: text), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.description) == [
            #"bar.arrow:1:1: error: 'bar.arrow' is a head template (it has a "tip" and an "attachment", no "start" or "end"), not an arrow"#,
        ])
    }
}

/// A head template with mistakes and the diagnostics it must produce, as printed. The expected
/// positions were found by locating the offending text in the template.
struct HeadDiagnosticCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var expected: [String]

    var testDescription: String { name }

    static let all: [HeadDiagnosticCase] = [
        HeadDiagnosticCase(name: "attachmentOffTheTipsLine", text: """
            {
              "outline": "M 0 0 L -14 -7 L -14 7 Z",
              "tip": [0, 0], "attachment": [-14, 2]
            }
            """, expected: [
                "h.arrow:3:32: error: the attachment (-14, 2) is not on the tip's horizontal line y = 0: a head is drawn "
                    + "pointing right, the body arriving from the left and stopping at the attachment, at or left of the tip on its line",
                "h.arrow:3:10: note: the tip is here",
            ]),
        HeadDiagnosticCase(name: "attachmentRightOfTheTip", text: """
            {
              "outline": "M 0 0 L -14 -7 L -14 7 Z",
              "tip": [0, 0],
              "attachment": [4, 0]
            }
            """, expected: [
                "h.arrow:4:17: error: the attachment (4, 0) is right of the tip (0, 0): a head is drawn "
                    + "pointing right, the body arriving from the left and stopping at the attachment, at or left of the tip on its line",
                "h.arrow:3:10: note: the tip is here",
            ]),
        HeadDiagnosticCase(name: "shapeOutsideItsFrame", text: """
            {
              "outline": "M 0 0 L -14 -7 L -14 7 Z",
              "tip": [0, 0], "attachment": [-14, 0],
              "frame": [-14, -5, 14, 10]
            }
            """, expected: [
                "h.arrow:2:14: error: the head's outline reaches outside its frame [-14, -5, 14, 10]: the frame must hold "
                    + "the outline, the spine, the tip and the attachment",
                "h.arrow:4:12: note: the frame is here",
            ]),
        HeadDiagnosticCase(name: "tipOutsideItsFrame", text: """
            {
              "spine": "M -14 -7 L -14 7",
              "tip": [2, 0], "attachment": [-14, 0],
              "frame": [-14, -7, 14, 14]
            }
            """, expected: [
                "h.arrow:3:10: error: the head's tip reaches outside its frame [-14, -7, 14, 14]: the frame must hold "
                    + "the outline, the spine, the tip and the attachment",
                "h.arrow:4:12: note: the frame is here",
            ]),
        HeadDiagnosticCase(name: "nonFiniteNumber", text: """
            {
              "outline": "M 0 0 L -14 -7 L -14 7 Z",
              "tip": [0, 1e999], "attachment": [-14, 0]
            }
            """, expected: [
                "h.arrow:3:14: error: the tip's y 1e999 is not a finite number",
            ]),
        HeadDiagnosticCase(name: "negativeLineWidth", text: """
            {"spine": "M 0 -7 L 0 7", "tip": [0, 0], "attachment": [0, 0], "lineWidth": -2}
            """, expected: [
                "h.arrow:1:77: error: 'lineWidth' must not be negative, found -2",
            ]),
        HeadDiagnosticCase(name: "subnormalLineWidth", text: """
            {"spine": "M 0 -7 L 0 7", "tip": [0, 0], "attachment": [0, 0], "lineWidth": 5e-324}
            """, expected: [
                "h.arrow:1:77: error: the head's lineWidth 5e-324 must be 0 or from 1e-15 to 1e15",
            ]),
        HeadDiagnosticCase(name: "missingTip", text: """
            {
              "outline": "M 0 0 L -14 -7 L -14 7 Z",
              "attachment": [-14, 0]
            }
            """, expected: [
                "h.arrow:1:1: error: missing key 'tip': give the point that sits on the arrow's tip as [x, y]",
            ]),
        HeadDiagnosticCase(name: "missingShape", text: """
            {"tip": [0, 0], "attachment": [0, 0]}
            """, expected: [
                #"h.arrow:1:1: error: missing key 'outline': a head draws an "outline" (SVG path data of a filled shape) or a "spine" (a path stroked at the arrow's line width)"#,
            ]),
        HeadDiagnosticCase(name: "badPathData", text: """
            {"spine": "M 0 -7 X 0 7", "tip": [0, 0], "attachment": [0, 0]}
            """, expected: [
                "h.arrow:1:19: error: bad path data in 'spine': unknown command 'X': expected one of M L H V C S Q T A Z, or a lowercase one for relative coordinates",
            ]),
        HeadDiagnosticCase(name: "frameWithoutSize", text: """
            {"spine": "M 0 -7 L 0 7", "tip": [0, 0], "attachment": [0, 0], "frame": [-1, -7, 0, 14]}
            """, expected: [
                "h.arrow:1:82: error: the head's frame's width must be positive, found 0",
            ]),
        HeadDiagnosticCase(name: "badName", text: """
            {"name": "Bar", "spine": "M 0 -7 L 0 7", "tip": [0, 0], "attachment": [0, 0]}
            """, expected: [
                "h.arrow:1:10: error: invalid head name: 'Bar' must start with a lower-case letter: a head is a member, ArrowHead.Bar",
            ]),
        HeadDiagnosticCase(name: "unknownKeyAndUselessLineWidth", text: """
            {
              "outline": "M 0 0 L -14 -7 L -14 7 Z",
              "tip": [0, 0], "attachement": [-14, 0], "attachment": [-14, 0],
              "lineWidth": 3
            }
            """, expected: [
                "h.arrow:3:18: warning: unknown key 'attachement' in the head is ignored; did you mean 'attachment'?",
                #"h.arrow:4:3: warning: 'lineWidth' has no effect: it is the width of the head's "spine", and there is none"#,
            ]),
    ]
}
