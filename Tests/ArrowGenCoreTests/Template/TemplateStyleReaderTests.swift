import ArrowGenCore
import BezierArrow
import Testing

/// The heads and body an arrow template names (`TemplateReader+Style.swift`, and the SVG root's
/// `data-*` options): what is read, and every mistake at its line and column.
@Suite struct TemplateStyleReaderTests {
    static let outline = #"  "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z","#

    /// The diagnostics and style of a template.
    static func read(_ text: String, path: String = "t.arrow") -> (ParsedTemplate?, [String]) {
        var diagnostics: [Diagnostic] = []
        let parsed = Generator.parse(TemplateSource(path: path, text: text), diagnostics: &diagnostics)
        return (parsed, diagnostics.map(\.description))
    }

    @Test func namedHeadsBodyBendAndRadiusAreRead() throws {
        let (parsed, diagnostics) = Self.read("""
            {
            \(Self.outline)
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5], "head": "none"},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5], "head": "crowsFootMany"},
              "body": "elbow", "bend": -12.5, "cornerRadius": 3
            }
            """)
        #expect(diagnostics.isEmpty)
        let style = try #require(parsed?.style)
        #expect(style.startHead == TemplateStyle.HeadName(name: "none", location: TextLocation(line: 3, column: 61, offset: 152)))
        #expect(style.endHead?.name == "crowsFootMany")
        #expect(style.endHead?.location.line == 4 && style.endHead?.location.column == 62)
        #expect(style.body == .elbow && style.bend == -12.5 && style.cornerRadius == 3)
        // The runtime template itself stays unstyled: the heads are in other files.
        #expect(parsed?.template.style == nil)
    }

    @Test func eachKeyAloneGivesAStyleWithTheDefaultsForTheRest() throws {
        let cases: [(key: String, check: @Sendable (TemplateStyle) -> Bool)] = [
            (#""body": "straight""#, { $0.body == .straight }),
            (#""bend": 20"#, { $0.bend == 20 && $0.body == .curved }),
            (#""cornerRadius": 0"#, { $0.cornerRadius == 0 && $0.startHead == nil && $0.endHead == nil }),
        ]
        for (key, check) in cases {
            let (parsed, _) = Self.read("""
                {
                \(Self.outline)
                  "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
                  "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
                  \(key)
                }
                """)
            let style = try #require(parsed?.style, "\(key)")
            #expect(check(style), "\(key)")
        }
        let (plain, _) = Self.read("""
            {
            \(Self.outline)
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """)
        #expect(plain != nil && plain?.style == nil)
    }

    @Test func theSVGRootChoosesTheSame() throws {
        let (parsed, diagnostics) = Self.read("""
            <svg xmlns="http://www.w3.org/2000/svg" data-start-head="dot" data-body="arc" data-bend="-30px"
                 data-corner-radius="2">
              <path id="outline" d="M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z"/>
              <rect id="start-frame" x="0" y="0" width="10" height="10"/>
              <rect id="end-frame" x="90" y="0" width="10" height="10"/>
            </svg>
            """, path: "t.svg")
        #expect(diagnostics == [
            #"t.svg:2:26: warning: data-corner-radius has no effect on an arc body: only an elbow body has corners; give data-body="elbow" or remove it"#,
        ])
        let style = try #require(parsed?.style)
        #expect(style.startHead?.name == "dot" && style.endHead == nil)
        #expect(style.startHead?.location.line == 1 && style.startHead?.location.column == 58)
        #expect(style.body == .arc && style.bend == -30 && style.cornerRadius == 2)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var path = "t.arrow"
        var text: String
        var expected: [String]
        var testDescription: String { name }
    }

    /// The expected positions were found by locating the offending text in each template.
    static let mistakes: [Case] = [
        Case(name: "a head that is not a string", text: """
            {
            \(outline)
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5], "head": 3},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """, expected: [
                #"t.arrow:3:61: error: 'head' in 'start' must be a string naming a head such as "triangle", found a number"#,
            ]),
        Case(name: "a head name that is not lower camel case", text: """
            {
            \(outline)
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5], "head": "Triangle"}
            }
            """, expected: [
                "t.arrow:4:62: error: invalid head name in 'end': 'Triangle' must start with a lower-case letter: a head is a member, ArrowHead.Triangle; did you mean 'triangle'?",
            ]),
        Case(name: "a head name that is no identifier, and one that is a member of ArrowHead", text: """
            {
            \(outline)
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5], "head": "crows-foot"},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5], "head": "outline"}
            }
            """, expected: [
                "t.arrow:3:61: error: invalid head name in 'start': 'crows-foot' is not a Swift identifier: '-' is not allowed (use ASCII letters, digits and underscores); did you mean 'crowsFootOne'?",
                "t.arrow:4:62: error: invalid head name in 'end': 'outline' is already a member of ArrowHead",
            ]),
        Case(name: "an unknown body, a bend in a string, a negative corner radius", text: """
            {
            \(outline)
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "body": "arch", "bend": "40", "cornerRadius": -2
            }
            """, expected: [
                "t.arrow:5:11: error: unknown body 'arch': expected 'straight', 'curved', 'arc' or 'elbow'; did you mean 'arc'?",
                "t.arrow:5:27: error: 'bend' must be a number, found a string",
                "t.arrow:5:49: error: 'cornerRadius' must not be negative, found -2",
            ]),
        Case(name: "a misspelt head key, a body that is no string, numbers out of range", text: """
            {
            \(outline)
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5], "hed": "dot"},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "body": 3, "bend": 2e6, "cornerRadius": 1e999
            }
            """, expected: [
                "t.arrow:3:53: warning: unknown key 'hed' in 'start' is ignored; did you mean 'head'?",
                "t.arrow:5:11: error: 'body' must be a string, 'straight', 'curved', 'arc' or 'elbow', found a number",
                "t.arrow:5:22: error: 'bend' 2e6 is beyond the coordinate limit: template numbers lie within ±1000000",
                "t.arrow:5:43: error: 'cornerRadius' 1e999 is not a finite number",
            ]),
        Case(name: "SVG: a head name that is no identifier", path: "t.svg", text: """
            <svg xmlns="http://www.w3.org/2000/svg" data-end-head="Dot">
              <path id="outline" d="M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z"/>
              <rect id="start-frame" x="0" y="0" width="10" height="10"/>
              <rect id="end-frame" x="90" y="0" width="10" height="10"/>
            </svg>
            """, expected: [
                "t.svg:1:56: error: invalid data-end-head: 'Dot' must start with a lower-case letter: a head is a member, ArrowHead.Dot; did you mean 'dot'?",
            ]),
        Case(name: "SVG: an unknown body", path: "t.svg", text: """
            <svg xmlns="http://www.w3.org/2000/svg" data-body="elbo">
              <path id="outline" d="M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z"/>
              <rect id="start-frame" x="0" y="0" width="10" height="10"/>
              <rect id="end-frame" x="90" y="0" width="10" height="10"/>
            </svg>
            """, expected: [
                "t.svg:1:52: error: unknown data-body 'elbo': expected 'straight', 'curved', 'arc' or 'elbow'; did you mean 'elbow'?",
            ]),
        Case(name: "SVG: a bend that is no length", path: "t.svg", text: """
            <svg xmlns="http://www.w3.org/2000/svg" data-body="arc" data-bend="40%">
              <path id="outline" d="M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z"/>
              <rect id="start-frame" x="0" y="0" width="10" height="10"/>
              <rect id="end-frame" x="90" y="0" width="10" height="10"/>
            </svg>
            """, expected: [
                "t.svg:1:70: error: unit '%' is not supported for 'data-bend': use user units (a plain number, px) or an absolute unit (pt, pc, in, cm, mm)",
            ]),
        Case(name: "SVG: a negative corner radius", path: "t.svg", text: """
            <svg xmlns="http://www.w3.org/2000/svg" data-body="elbow" data-corner-radius="-1">
              <path id="outline" d="M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z"/>
              <rect id="start-frame" x="0" y="0" width="10" height="10"/>
              <rect id="end-frame" x="90" y="0" width="10" height="10"/>
            </svg>
            """, expected: [
                "t.svg:1:79: error: data-corner-radius must not be negative, found -1",
            ]),
    ]

    @Test(arguments: mistakes)
    func reportsTheMistakeWhereItIs(_ c: Case) {
        let (parsed, diagnostics) = Self.read(c.text, path: c.path)
        #expect(diagnostics == c.expected)
        #expect((parsed == nil) == c.expected.contains { $0.contains(": error: ") })
    }
}
