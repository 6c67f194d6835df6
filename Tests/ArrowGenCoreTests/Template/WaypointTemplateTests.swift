import ArrowGenCore
import BezierArrow
import Testing

/// Waypoints in templates: a `.arrow` file's `waypoints` and an SVG file's circles named
/// `waypoint`, read in order into the style, their mistakes reported where they are written (the
/// expected places found by searching the file for the offending text, not taken from the
/// reader), written back by the SVG writer, and generated as a `waypoints` constant and parameter.
@Suite struct WaypointTemplateTests {
    /// A valid styled template around `extra` keys (a line of its own, line 5).
    static func arrow(_ extra: String) -> String {
        """
        {
          "spine": "M 0 20 C 60 20 140 20 200 20", "lineWidth": 2,
          "start": {"frame": [0, 10, 20, 20], "tip": [0, 20]},
          "end": {"frame": [180, 10, 20, 20], "tip": [200, 20]},
          \(extra)
        }
        """
    }

    /// An SVG template with `extra` elements after its frames.
    static func svg(_ extra: String, root: String = "") -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg"\(root)>
          <path id="spine" d="M 0 20 C 60 20 140 20 200 20" fill="none" stroke="black" stroke-width="2"/>
          <rect id="start-frame" x="0" y="10" width="20" height="20" fill="none"/>
          <rect id="end-frame" x="180" y="10" width="20" height="20" fill="none"/>
        \(extra)
        </svg>
        """
    }

    /// `file:line:column` of the first occurrence of `marker` (of its `offset`th character) in
    /// `text`, 1-based, columns counted in characters.
    static func place(of marker: String, in text: String, offset: Int = 0, file: String) -> String {
        let lines = text.components(separatedBy: "\n")
        for (i, line) in lines.enumerated() {
            if let r = line.range(of: marker) {
                return "\(file):\(i + 1):\(line.distance(from: line.startIndex, to: r.lowerBound) + offset + 1)"
            }
        }
        return "\(file): marker \(marker) not found"
    }

    static func readArrow(_ text: String) -> (ParsedTemplate?, [String]) {
        var diagnostics: [Diagnostic] = []
        let parsed = TemplateReader.read(TemplateSource(path: "w.arrow", text: text), diagnostics: &diagnostics)
        return (parsed, diagnostics.map(\.description))
    }

    static func readSVGTemplate(_ text: String) -> (ParsedTemplate?, [String]) {
        var diagnostics: [Diagnostic] = []
        let parsed = Generator.parse(TemplateSource(path: "w.svg", text: text), diagnostics: &diagnostics)
        return (parsed, diagnostics.map(\.description))
    }

    @Test func anArrowFileGivesItsWaypointsInOrder() throws {
        let (parsed, diagnostics) = Self.readArrow(Self.arrow(#""body": "elbow", "waypoints": [[60, 80], [140, -40.5]]"#))
        #expect(diagnostics.isEmpty)
        let style = try #require(parsed?.style)
        #expect(style.waypoints == [Point(60, 80), Point(140, -40.5)] && style.body == .elbow)
        // Waypoints alone give a style: a curved body, as a bend alone does.
        let alone = Self.readArrow(Self.arrow(#""waypoints": [[100, 50]]"#))
        #expect(alone.0?.style?.body == .curved && alone.0?.style?.waypoints == [Point(100, 50)] && alone.1.isEmpty)
        #expect(Self.readArrow(Self.arrow(#""body": "arc""#)).0?.style?.waypoints == [])
    }

    @Test func anArrowFilesBadWaypointsAreErrorsWhereTheyAreWritten() {
        let cases: [(extra: String, marker: String, message: String)] = [
            (#""waypoints": "60 80""#, #""60 80""#,
             #"error: 'waypoints' must be an array of points such as [[60, 60], [140, -20]], found a string"#),
            (#""waypoints": [[60, 80], [140]]"#, "[140]",
             "error: waypoint 2 must be [x, y]: expected 2 numbers, found 1"),
            (#""waypoints": [[60, 1e400]]"#, "1e400", "error: waypoint 1's y 1e400 is not a finite number"),
            (#""waypoints": [[-2e6, 0]]"#, "-2e6",
             "error: waypoint 1's x -2e6 is beyond the coordinate limit: template numbers lie within ±1000000"),
            (#""waypoints": [[1, 2], {"x": 1}]"#, #"{"x""#, "error: waypoint 2 must be an array [x, y], found an object"),
        ]
        for c in cases {
            let text = Self.arrow(c.extra)
            let (parsed, diagnostics) = Self.readArrow(text)
            #expect(parsed == nil, "\(c.extra)")
            #expect(diagnostics == ["\(Self.place(of: c.marker, in: text, file: "w.arrow")): \(c.message)"])
        }
    }

    @Test func moreWaypointsThanABodyKeepsAreAnErrorAtTheFirstOneTooMany() {
        let limit = ArrowBodyState.maxWaypointCount
        #expect(limit == 125)
        let points = (0..<(limit + 3)).map { "[\($0), 50]" }
        let text = Self.arrow("\"waypoints\": [\(points.joined(separator: ", "))]")
        let (parsed, diagnostics) = Self.readArrow(text)
        #expect(parsed == nil)
        #expect(diagnostics == ["\(Self.place(of: "[125, 50]", in: text, file: "w.arrow")): error: 'waypoints' gives 128 "
                                + "points, more than the 125 a body passes through (each waypoint and each leg's midpoint "
                                + "is a handle): remove 3"])
        let fits = Self.arrow("\"waypoints\": [\(points.prefix(limit).joined(separator: ", "))]")
        #expect(Self.readArrow(fits).0?.style?.waypoints.count == limit)
    }

    @Test func keysWithoutEffectBesideWaypointsAreWarnings() {
        let text = Self.arrow(#""body": "arc", "bend": 30, "cornerRadius": 4, "waypoints": [[100, 60]]"#)
        let (parsed, diagnostics) = Self.readArrow(text)
        #expect(parsed?.style?.waypoints == [Point(100, 60)])
        #expect(diagnostics == [
            "\(Self.place(of: #""bend""#, in: text, file: "w.arrow")): warning: 'bend' has no effect on a body with "
                + "waypoints: it passes through them instead of bending; remove it",
            "\(Self.place(of: #""cornerRadius""#, in: text, file: "w.arrow")): warning: 'cornerRadius' has no effect on "
                + "an arc body through waypoints, a smooth curve: only straight and elbow bodies have corners; give "
                + #""body": "straight" or remove it"#,
        ])
        // A straight body rounds its corners at the waypoints: the radius counts there.
        #expect(Self.readArrow(Self.arrow(#""body": "straight", "cornerRadius": 4, "waypoints": [[100, 60]]"#)).1.isEmpty)
        let empty = Self.arrow(#""body": "elbow", "waypoints": []"#)
        #expect(Self.readArrow(empty).1 == [
            "\(Self.place(of: #""waypoints""#, in: empty, file: "w.arrow")): warning: 'waypoints' is empty, which has no "
                + "effect: give points the body passes through, such as [[60, 60]], or remove it",
        ])
    }

    @Test func anSVGFilesWaypointCirclesAreReadInDocumentOrder() throws {
        // Numbers in the names do not order them (they are dropped when names match); the file does.
        let text = Self.svg("""
              <circle id="waypoint-2" cx="60" cy="80" r="2" fill="blue"/>
              <g transform="translate(100 0)"><ellipse inkscape:label="Waypoint 1" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" cx="40" cy="-40" rx="2" ry="3"/></g>
            """, root: #" data-body="elbow""#)
        let (parsed, diagnostics) = Self.readSVGTemplate(text)
        #expect(diagnostics.isEmpty)
        let style = try #require(parsed?.style)
        #expect(style.waypoints == [Point(60, 80), Point(140, -40)] && style.body == .elbow)
        // The markers are not drawn: the spine is the only stroked shape still.
        #expect(parsed?.template.spine.elements.count == 2)
        // Circles alone give a style, curved; none give no style.
        let alone = Self.readSVGTemplate(Self.svg(#"<circle id="waypoint" cx="100" cy="50" r="2"/>"#))
        #expect(alone.0?.style?.body == .curved && alone.0?.style?.waypoints == [Point(100, 50)])
        #expect(Self.readSVGTemplate(Self.svg("")).0?.style == nil)
    }

    @Test func anSVGFilesBadWaypointsAreErrorsWhereTheyAreWritten() {
        let rect = Self.svg(#"<rect id="waypoint-1" x="60" y="80" width="4" height="4"/>"#)
        #expect(Self.readSVGTemplate(rect).1 == [
            "\(Self.place(of: "<rect id=\"waypoint-1\"", in: rect, file: "w.svg")): error: <rect id=\"waypoint-1\"> is named "
                + "like a waypoint but is a <rect>: a waypoint must be a <circle> or <ellipse> (its center is the point "
                + "the body passes through)",
        ])
        let far = Self.svg(#"<circle id="waypoint-1" cx="60" cy="2e6" r="2"/>"#)
        #expect(Self.readSVGTemplate(far).1 == [
            "\(Self.place(of: "<circle", in: far, file: "w.svg")): error: the center of <circle id=\"waypoint-1\"> is at "
                + "(60, 2000000), beyond the coordinate limit: template coordinates lie within ±1000000",
        ])
        let infinite = Self.svg(#"<circle id="waypoint-1" cx="1e999" cy="0" r="2"/>"#)
        let reply = Self.readSVGTemplate(infinite)
        #expect(reply.0 == nil && reply.1.count == 1)
        #expect(reply.1.first?.hasPrefix("\(Self.place(of: "1e999", in: infinite, file: "w.svg")): error: ") == true,
                "\(reply.1)")
        let limit = ArrowBodyState.maxWaypointCount
        let many = Self.svg((0...limit).map { #"<circle id="waypoint-\#($0)" cx="\#($0)" cy="50" r="1"/>"# }
            .joined(separator: "\n"))
        #expect(Self.readSVGTemplate(many).1 == [
            "\(Self.place(of: "<circle id=\"waypoint-125\"", in: many, file: "w.svg")): error: 126 elements are named "
                + "like a waypoint, more than the 125 a body passes through (each waypoint and each leg's midpoint is a "
                + "handle): remove 1",
        ])
    }

    @Test func theSVGWriterWritesWaypointsThatReadBack() throws {
        let (parsed, _) = Self.readArrow(Self.arrow(#""body": "straight", "waypoints": [[60, 80], [140, -40.25], [300, 1e-3]]"#))
        let original = try #require(parsed)
        let svg = SVGTemplateWriter.svg(for: original.template, style: original.style)
        #expect(svg.contains(#"<circle id="waypoint-3" cx="300" cy="0.001""#))
        let (read, diagnostics) = Self.readSVGTemplate(svg)
        #expect(diagnostics.isEmpty)
        #expect(read?.style?.waypoints == original.style?.waypoints && read?.template == original.template)
        #expect(read?.style?.body == .straight)
    }

    @Test func generatedCodeCarriesTheWaypointsOnlyWhenGiven() throws {
        let (parsed, _) = Self.readArrow(Self.arrow(#""body": "elbow", "waypoints": [[60, 80], [140, -40]]"#))
        let code = SwiftRenderer.renderType(try #require(parsed), spelling: .moduleSelector)
        #expect(code.contains("nonisolated public static let waypoints: [BezierArrow::Point] = [\n"
                              + "        BezierArrow::Point(60, 80),\n        BezierArrow::Point(140, -40),\n    ]"))
        #expect(code.contains("waypoints: [BezierArrow::Point] = waypoints,"))
        #expect(code.contains("template.style?.bodyState.waypoints = waypoints"))
        let (plain, _) = Self.readArrow(Self.arrow(#""body": "elbow""#))
        #expect(!SwiftRenderer.renderType(try #require(plain), spelling: .moduleSelector).contains("waypoint"))
    }
}
