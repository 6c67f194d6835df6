import Foundation
import TestSupport
import Testing
@testable import BezierArrow

/// Saved scenes: round trips to the bit, and every corrupt or hostile document refused with the
/// JSON path of its mistake.
@Suite struct SceneDocumentTests {
    /// The templates the "app" has by name.
    static let known = [ArrowTestTemplates.doubleArrow(), ArrowTestTemplates.tailArrow()]
    static let lookup = ArrowTemplateLookup(known)

    /// Whether two paths hold the same elements, every coordinate to the bit (`-0` is not `0`).
    static func bitwiseEqual(_ a: BezierPath, _ b: BezierPath) -> Bool {
        func bits(_ path: BezierPath) -> [UInt64] {
            var out: [UInt64] = []
            for element in path.elements {
                switch element {
                case .move(let p): out += [1, p.x.bitPattern, p.y.bitPattern]
                case .line(let p): out += [2, p.x.bitPattern, p.y.bitPattern]
                case .quad(let p, let c): out += [3, p.x.bitPattern, p.y.bitPattern, c.x.bitPattern, c.y.bitPattern]
                case .cubic(let p, let c1, let c2):
                    out += [4, p.x.bitPattern, p.y.bitPattern, c1.x.bitPattern, c1.y.bitPattern, c2.x.bitPattern, c2.y.bitPattern]
                case .close: out += [5]
                }
            }
            return out
        }
        return bits(a) == bits(b)
    }

    /// A scene of `count` arrows with tips from a fixed seed: known templates, one of the app's own
    /// (embedded), and a known template with a changed option under a known name (embedded under
    /// another key); some arrows hidden, faded, inset.
    static func randomScene(count: Int, seed: UInt64) -> ArrowScene<Int> {
        var rng = SplitMix64(seed: seed)
        var followDouble = ArrowTestTemplates.doubleArrow()
        followDouble.orientation = .follow
        let templates = known + [ArrowTestTemplates.spineArrow(.follow, .scaled), followDouble]
        var scene = ArrowScene<Int>()
        for i in 0..<count {
            let t = templates[Int(rng.next() % UInt64(templates.count))]
            func coordinate() -> Double {
                switch rng.next() % 16 {
                case 0: -0.0
                case 1: Double(bitPattern: rng.next() & 0x000F_FFFF_FFFF_FFFF)  // subnormal
                case 2: rng.uniform(-1e12...1e12)
                default: rng.uniform(-2000...2000)
                }
            }
            let arrow = Arrow(template: t, start: Point(coordinate(), coordinate()), end: Point(coordinate(), coordinate()))!
            var item = ArrowSceneItem(arrow: arrow)
            if rng.next() % 5 == 0 { item.isHidden = true }
            if rng.next() % 7 == 0 { item.isInteractive = false }
            if rng.next() % 3 == 0 { item.alpha = rng.uniform(0...1) }
            if rng.next() % 4 == 0 { item.touchInset = rng.uniform(-20...20) }
            let added = scene.append(item, id: i * 7 - 3000)
            #expect(added)
        }
        return scene
    }

    static func expectEqualScenes(_ a: ArrowScene<Int>, _ b: ArrowScene<Int>) {
        #expect(a.ids == b.ids)
        for id in a.ids {
            guard let x = a[id], let y = b[id] else {
                Issue.record("arrow \(id) is missing")
                continue
            }
            #expect(x.arrow.template == y.arrow.template, "arrow \(id)'s template")
            #expect(x.arrow.start.hasSameBits(as: y.arrow.start) && x.arrow.end.hasSameBits(as: y.arrow.end), "arrow \(id)'s tips")
            #expect(bitwiseEqual(x.arrow.path, y.arrow.path), "arrow \(id)'s path")
            #expect(x.isHidden == y.isHidden && x.isInteractive == y.isInteractive, "arrow \(id)'s flags")
            #expect(x.alpha.bitPattern == y.alpha.bitPattern && x.touchInset.bitPattern == y.touchInset.bitPattern, "arrow \(id)")
        }
    }

    // MARK: Round trips

    @Test func aThousandArrowsComeBackToTheBit() throws {
        let scene = Self.randomScene(count: 1000, seed: 0x5A7ED)
        let document = ArrowSceneDocument(scene: scene, templates: Self.lookup)
        let text = try document.jsonText()
        let back = try ArrowSceneDocument<Int>(jsonText: text, templates: Self.lookup)
        Self.expectEqualScenes(scene, back.scene)
        // Built at once, the read scene holds the index the appended one does.
        #expect(back.scene.indexProblems().isEmpty)
        #expect(back.scene.storage.grid.cells == scene.storage.grid.cells)
        #expect(back.scene.storage.grid.oversized == scene.storage.grid.oversized)
        // Deterministic: the same scene writes the same text, and the read scene writes it again.
        #expect(try back.jsonText() == text)
        // Known templates go by name; the others are embedded, the changed DoubleArrow under its own key.
        #expect(text.contains("\"template\": \"DoubleArrow\""))
        #expect(text.contains("\"templates\": {"))
        #expect(text.contains("\"SpineArrow\": {"))
        #expect(text.contains("\"DoubleArrow-2\": {\"name\": \"DoubleArrow\""))
        #expect(!text.contains("\"TailArrow\": {"))
        // One arrow a line.
        #expect(text.split(separator: "\n").count > 1000)
    }

    @Test func withoutALookupEveryTemplateIsEmbedded() throws {
        let scene = Self.randomScene(count: 50, seed: 7)
        let text = try ArrowSceneDocument(scene: scene).jsonText()
        #expect(text.contains("\"TailArrow\": {"))
        let back = try ArrowSceneDocument<Int>(jsonText: text)
        Self.expectEqualScenes(scene, back.scene)
    }

    @Test func theDocumentReadsAsDocumented() throws {
        var scene = ArrowScene<String>()
        scene.append(Arrow(template: ArrowTestTemplates.doubleArrow(), start: Point(0, 19), end: Point(200, 139))!, id: "a")
        var item = ArrowSceneItem(arrow: Arrow(template: ArrowTestTemplates.spineArrow(), start: Point(-0.0, 0.5), end: Point(1e-7, 40))!)
        item.isHidden = true
        item.alpha = 0.5
        scene.append(item, id: "b")
        let text = try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText()
        #expect(text == """
            {
              "format": "bezierarrow-scene",
              "version": 1,
              "templates": {
                "SpineArrow": {"outline": "M 180 0 L 200 10 L 180 20 Z", "spine": "M 0 10 C 60 10 120 10 180 10", \
            "start": {"frame": [0, 0, 10, 20], "tip": [0, 10]}, "end": {"frame": [180, 0, 20, 20], "tip": [200, 10]}, "lineWidth": 2}
              },
              "arrows": [
                {"id": "a", "template": "DoubleArrow", "start": [0, 19], "end": [200, 139]},
                {"id": "b", "template": "SpineArrow", "start": [-0, 0.5], "end": [1e-07, 40], "hidden": true, "alpha": 0.5}
              ]
            }

            """)
    }

    @Test func anEmbeddedTemplateWithEveryOptionComesBack() throws {
        // A quad, a negative zero and options that are not the defaults.
        let outline = try BezierPath(svgPathData: "M 0 19 L 30 0 L 30 12 Q 100 -0.000001 170 12 L 170 0 L 200 19 L 170 38 L 170 26 C 120 26 80 26 30 26 L 30 38 Z")
        var path = BezierPath()
        for element in outline.elements {
            if case .move = element { path.move(to: Point(-0.0, 19)) } else { path.append(element) }
        }
        let template = try ArrowTemplate(
            name: "Odd name \"quoted\"", outline: path, spine: try BezierPath(svgPathData: "M 30 19 L 170 19"),
            start: ArrowHeadFrame(frame: Rect(x: -0.0, y: 0, width: 30, height: 38), tip: Point(-0.0, 19)),
            end: ArrowHeadFrame(frame: Rect(x: 170, y: 0, width: 30, height: 38), tip: Point(200, 19)),
            orientation: .follow, handles: .scaled, lineWidth: 0.1, hitWidth: 44.5, fillRule: .evenOdd,
            cap: .square, join: .round, miterLimit: 2.5, dash: try BezierPath.DashPattern([3, 1.5, 0.1], offset: -0.25))
        var scene = ArrowScene<Int>()
        scene.append(Arrow(template: template, start: Point(3, 4), end: Point(-250.25, 1e-300))!, id: 1)
        let text = try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText()
        let back = try ArrowSceneDocument<Int>(jsonText: text, templates: Self.lookup).scene
        let t = try #require(back[1]).arrow.template
        #expect(t == template)
        #expect(Self.bitwiseEqual(t.outline, template.outline) && Self.bitwiseEqual(t.spine, template.spine))
        #expect(t.start.frame.minX.sign == .minus && t.start.tip.x.sign == .minus)
        Self.expectEqualScenes(scene, back)
        // The template alone, as `Codable` writes it, reads back equal.
        let json = try JSONValueEncoder.encode(template)
        let decoded = try ArrowTemplate(from: JSONValueDecoder(json, userInfo: [:]))
        #expect(decoded == template)
    }

    @Test func foundationCodersReadAndWriteTheSameDocument() throws {
        let scene = Self.randomScene(count: 100, seed: 42)
        let encoder = JSONEncoder()
        encoder.userInfo[.arrowTemplates] = Self.lookup
        let data = try encoder.encode(scene)
        // Foundation writes, the document reads ...
        let read = try ArrowSceneDocument<Int>(jsonData: data, templates: Self.lookup)
        Self.expectEqualScenes(scene, read.scene)
        // ... and the document writes, Foundation reads.
        let decoder = JSONDecoder()
        decoder.userInfo[.arrowTemplates] = Self.lookup
        let decoded = try decoder.decode(ArrowScene<Int>.self, from: Data(try read.jsonData()))
        Self.expectEqualScenes(scene, decoded)
        // A single arrow, its template by name or embedded.
        let arrow = try #require(scene[scene.ids[0]]).arrow
        let back = try decoder.decode(Arrow.self, from: try encoder.encode(arrow))
        #expect(back == arrow)
        let embedded = try JSONDecoder().decode(Arrow.self, from: try JSONEncoder().encode(arrow))
        #expect(embedded == arrow)
        // Foundation's decoder reports the same mistakes with their paths.
        let bad = Data(#"{"format": "bezierarrow-scene", "version": 1, "arrows": [{"id": 1, "template": "Foo", "start": [0, 0], "end": [1, 1]}]}"#.utf8)
        do {
            _ = try decoder.decode(ArrowScene<Int>.self, from: bad)
            Issue.record("an unknown template was read")
        } catch DecodingError.dataCorrupted(let context) {
            let inner = try #require(context.underlyingError as? ArrowSceneDocumentError)
            #expect(inner.path == "arrows[0].template")
            #expect(inner.message.hasPrefix("unknown template 'Foo'"))
        }
    }

    /// The document's text is written straight into bytes, and the `Codable` conformances write
    /// a value: the two must be the same document, byte for byte once the value is printed.
    @Test func theTextIsTheTextOfTheValue() throws {
        struct Key: Codable, Hashable, Sendable { var layer: Int; var name: String }
        func expectSame<ID: Encodable & Hashable & Sendable>(_ scene: ArrowScene<ID>, _ lookup: ArrowTemplateLookup?) throws {
            let writer = SceneDocumentWriter(lookup: lookup)
            let text = try writer.sceneText(scene)
            #expect(text == (try writer.scene(scene)).utf8(), "\(String(decoding: text.prefix(300), as: UTF8.self))")
        }
        try expectSame(Self.randomScene(count: 300, seed: 0x7E47), Self.lookup)
        try expectSame(Self.randomScene(count: 30, seed: 3), nil)  // every template embedded
        try expectSame(ArrowScene<Int>(), Self.lookup)
        try expectSame(SceneDocumentStyleTests.styledScene(seed: 9), SceneDocumentStyleTests.lookup)
        var keyed = ArrowScene<Key>(), named = ArrowScene<String>()
        keyed.append(Arrow(template: Self.known[0]), id: Key(layer: 1, name: "x"))
        keyed.append(Arrow(template: Self.known[1]), id: Key(layer: -2, name: "\u{1F600}\n"))
        named.append(Arrow(template: Self.known[0]), id: "first \"one\"")
        var labelled = Arrow(template: Self.known[1])
        labelled.label = try ArrowLabel("a \"label\"", width: 40, height: 12, fraction: 0.25, offset: -3)
        named.append(ArrowSceneItem(arrow: labelled, isHidden: true, isInteractive: false, alpha: 0.5, touchInset: -4), id: "second")
        try expectSame(keyed, Self.lookup)
        try expectSame(named, Self.lookup)
    }

    @Test func idsOfAnyCodableTypeComeBack() throws {
        struct Key: Codable, Hashable, Sendable { var layer: Int; var name: String }
        var scene = ArrowScene<Key>()
        scene.append(Arrow(template: Self.known[0]), id: Key(layer: 1, name: "x"))
        scene.append(Arrow(template: Self.known[1]), id: Key(layer: -2, name: "é\u{1F600}\n"))
        let text = try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText()
        let back = try ArrowSceneDocument<Key>(jsonText: text, templates: Self.lookup).scene
        #expect(back.ids == scene.ids)
    }

    // MARK: Corrupt documents

    static func document(_ arrows: String, templates: String? = nil) -> String {
        #"{"format": "bezierarrow-scene", "version": 1, "#
            + (templates.map { #""templates": \#($0), "# } ?? "") + #""arrows": [\#(arrows)]}"#
    }

    static let good = #"{"id": 1, "template": "DoubleArrow", "start": [0, 19], "end": [200, 139]}"#
    static let spine = #"{"spine": "M 0 10 L 200 10", "lineWidth": 2, "start": {"frame": [0, 0, 10, 20], "tip": [0, 10]}, "end": {"frame": [180, 0, 20, 20], "tip": [200, 10]}}"#

    static func arrow(_ id: Int, start: String = "[0, 19]", end: String = "[200, 139]", template: String = #""DoubleArrow""#,
                      extra: String = "") -> String {
        #"{"id": \#(id), "template": \#(template), "start": \#(start), "end": \#(end)\#(extra)}"#
    }

    @Test(arguments: [
        (document([good, arrow(2), arrow(3), arrow(4, end: #"["x", 3]"#)].joined(separator: ",")),
         "arrows[3].end[0]: expected a number, found a string"),
        (document([good, arrow(2), arrow(3), arrow(4, template: #""Foo""#)].joined(separator: ",")),
         "arrows[3].template: unknown template 'Foo': the document does not embed it in \"templates\" and the template lookup does not know it"),
        (document([good, arrow(2), arrow(3, start: "[1, 1e400]")].joined(separator: ",")),
         "arrows[2].start[1]: 1e400 is not a finite number"),
        (document([good, arrow(2, start: "[1, -2e15]")].joined(separator: ",")),
         "arrows[1].start[1]: tip -2e15 is outside the accepted range -1e15...1e15"),
        (document(arrow(1, end: "[1, 2, 3]")), "arrows[0].end: expected [x, y], found an array of 3 elements"),
        (document(arrow(1, end: "{}")), "arrows[0].end: expected [x, y], found an object"),
        (document(arrow(1, end: "null")), "arrows[0].end: expected [x, y], found null"),
        (document(#"{"id": 1, "template": "DoubleArrow", "start": [0, 19]}"#), "arrows[0]: missing key 'end' in an arrow"),
        // Four members, as many as an arrow of only its required keys: the unknown one is named.
        (document(#"{"id": 1, "template": "DoubleArrow", "start": [0, 19], "ends": [1, 1]}"#),
         "arrows[0].ends: unknown key 'ends' in an arrow: expected 'id', 'template', 'start', 'end', 'style', 'label', 'hidden', 'interactive', 'alpha', 'touchInset'"),
        (document(#"{"template": "DoubleArrow", "start": [0, 19], "end": [1, 1]}"#), "arrows[0]: missing key 'id' in an arrow"),
        (document(arrow(1, template: "7")), "arrows[0].template: expected a string, found a number"),
        (document(#"{"id": "one", "template": "DoubleArrow", "start": [0, 19], "end": [1, 1]}"#),
         "arrows[0].id: expected an integer, found a string"),
        (document(#"{"id": 1.5, "template": "DoubleArrow", "start": [0, 19], "end": [1, 1]}"#),
         "arrows[0].id: expected an integer from \(Int.min) to \(Int.max), found a number with a fraction or exponent"),
        (document([good, arrow(2), arrow(1)].joined(separator: ",")),
         "arrows[2].id: the id 1 is already arrows[0]'s: ids must be unique"),
        (document(arrow(1, extra: #", "colour": "red""#)),
         "arrows[0].colour: unknown key 'colour' in an arrow: expected 'id', 'template', 'start', 'end', 'style', 'label', 'hidden', 'interactive', 'alpha', 'touchInset'"),
        (document(arrow(1, extra: #", "hidden": 1"#)), "arrows[0].hidden: expected true or false, found a number"),
        (document(arrow(1, extra: #", "touchInset": 1e16"#)),
         "arrows[0].touchInset: touch inset 1e16 is outside the accepted range -1e15...1e15"),
        (document(arrow(1, extra: #", "start": [0, 0]"#)), "arrows[0].start: the key 'start' is given twice"),
        (document(good + ","), "arrows[1]: invalid JSON at byte 131: expected a value, found ']'"),
        (document("3"), "arrows[0]: expected an arrow (an object), found a number"),
        (#"{"format": "bezierarrow-scene", "version": 1, "arrows": {}}"#, "arrows: expected the arrows (an array), found an object"),
        (#"{"format": "bezierarrow-scene", "version": 1}"#, "missing key 'arrows' in a scene document"),
        (document(arrow(1, template: #""Bent""#), templates: #"{"Bent": {"outline": "M 0 0 L x"}}"#),
         "templates.Bent.outline: bad SVG path data at column 9: expected a number after 'L', found 'x'"),
        (document(arrow(1, template: #""Bent""#), templates: #"{"Bent": {"outline": "M 0 0 L 10 0 Z"}}"#),
         "templates.Bent: missing key 'start' in a template"),
        (document(arrow(1), templates: #"{"Bent": \#(spine.replacingOccurrences(of: "[0, 10]}", with: "[20, 10]}"))}"#),
         "templates.Bent.start.tip: invalid template: the start tip lies outside the start frame"),
        (document(arrow(1), templates: #"{"Bent": \#(spine.replacingOccurrences(of: "[0, 0, 10, 20]", with: "[0, 0, 0, 20]"))}"#),
         "templates.Bent.start.frame: invalid template: the start frame is too small: width and height must be at least 1e-15"),
        (document(arrow(1), templates: #"{"Bent": \#(spine.replacingOccurrences(of: #""frame": [180, 0, 20, 20], "tip": [200, 10]"#, with: #""frame": [5, 0, 20, 20], "tip": [20, 10]"#))}"#),
         "templates.Bent: invalid template: the start and end frames overlap: a point would belong to both heads"),
        (document(arrow(1), templates: #"{"Bent": \#(spine.replacingOccurrences(of: #""lineWidth": 2"#, with: #""lineWidth": -2"#))}"#),
         "templates.Bent.lineWidth: width -2.0 is outside the accepted range 0 or 1e-15...1e15"),
        (document(arrow(1), templates: #"{"Bent": \#(spine.replacingOccurrences(of: "M 0 10", with: "M 0 1e16"))}"#),
         "templates.Bent.spine: coordinate 1e16 is outside the accepted range -1e15...1e15"),
        (document(arrow(1), templates: #"{"Bent": \#(spine.replacingOccurrences(of: #""lineWidth": 2"#, with: #""orientation": "sideways""#))}"#),
         "templates.Bent.orientation: unknown orientation 'sideways': expected 'fixed' or 'follow'"),
        (document(arrow(1), templates: #"{"Bent": \#(spine.replacingOccurrences(of: #""lineWidth": 2"#, with: #""dash": [2, -1]"#))}"#),
         "templates.Bent.dash: dash length 2 is -1: lengths must not be negative"),
        (document(arrow(1), templates: #"{"Bent": \#(spine.replacingOccurrences(of: #""lineWidth": 2"#, with: #""dash": [0, 0]"#))}"#),
         "templates.Bent.dash: every dash length is 0, which draws nothing; give a positive dash or gap, or no pattern for a solid line"),
        (document(arrow(1), templates: #"{"Bent": \#(spine.replacingOccurrences(of: #""lineWidth": 2"#, with: #""dash": [2, "x"]"#))}"#),
         "templates.Bent.dash[1]: expected a number, found a string"),
        (document(arrow(1), templates: #"{"Bent": \#(spine.replacingOccurrences(of: #""lineWidth": 2"#, with: #""dash": [2], "dashOffset": 2e15"#))}"#),
         "templates.Bent.dashOffset: the dash offset 2e15 is not a finite number within ±1e15"),
        (document(arrow(1), templates: #"{"Bent": \#(spine.replacingOccurrences(of: #""lineWidth": 2"#, with: #""miterLimit": 0.5"#))}"#),
         "templates.Bent.miterLimit: invalid template: miterLimit 0.5 is outside 1...1e15: a limit of 1 already bevels every corner"),
        (document(arrow(1), templates: #"{"Bent": \#(spine.replacingOccurrences(of: #""lineWidth": 2"#, with: #""cap": "rounded""#))}"#),
         "templates.Bent.cap: unknown cap 'rounded': expected 'butt' or 'round' or 'square'"),
        (document(arrow(1), templates: "[]"), "templates: expected the embedded templates by name (an object), found an array"),
        ("", "invalid JSON at byte 0: expected a value, found the end of the data"),
        ("{\"format\": \"bezierarrow-scene\", \"version\": 1, \"arrows\": [\"\u{1}\"]}",
         "arrows[0]: invalid JSON at byte 58: a control character must be escaped in a string"),
        (#"{"format": "bezierarrow-scene", "version": 1, "arrows": []} x"#, "invalid JSON at byte 60: expected the end of the document, found 'x'"),
    ])
    func aCorruptDocumentNamesItsPath(text: String, message: String) {
        SceneDocumentTests.expectRefused(text, templates: Self.lookup, message: message)
    }

    /// Reads a corrupt document, which every suite's table of mistakes expects refused with
    /// exactly `message`, nothing read.
    static func expectRefused(_ text: String, templates: ArrowTemplateLookup, message: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let document = try ArrowSceneDocument<Int>(jsonText: text, templates: templates)
            Issue.record("read \(document.scene.count) arrows and \(document.scene.shapeIDs.count) shapes from a corrupt document",
                         sourceLocation: sourceLocation)
        } catch {
            #expect(error.description == message, sourceLocation: sourceLocation)
        }
    }

    @Test func theErrorGivesItsPathAsComponents() throws {
        let text = Self.document([Self.good, Self.arrow(2), Self.arrow(3), Self.arrow(4, end: #"["x", 3]"#)].joined(separator: ","))
        do {
            _ = try ArrowSceneDocument<Int>(jsonText: text, templates: Self.lookup)
            Issue.record("read a corrupt document")
        } catch {
            #expect(error.components == [.key("arrows"), .index(3), .key("end"), .index(0)])
            #expect(error.path == "arrows[3].end[0]")
            #expect(error.message == "expected a number, found a string")
            #expect(ArrowSceneDocumentError(path: [.key("templates"), .key("my arrow"), .key("outline")], message: "m").path
                    == #"templates["my arrow"].outline"#)
        }
    }

    @Test(arguments: [
        (#"{"format": "bezierarrow-scene", "version": 4, "arrows": []}"#,
         "version: document version 4 is newer than this library reads (3): update BezierArrow"),
        // A newer version is refused before its keys are looked at.
        (#"{"format": "bezierarrow-scene", "version": 5, "layers": [], "arrows": 5}"#,
         "version: document version 5 is newer than this library reads (3): update BezierArrow"),
        (#"{"format": "bezierarrow-scene", "version": 0, "arrows": []}"#,
         "version: expected a document version (an integer from 1), found 0"),
        (#"{"format": "bezierarrow-scene", "version": "1", "arrows": []}"#,
         "version: expected a document version (an integer from 1), found a string"),
        (#"{"format": "bezierarrow-scene", "arrows": []}"#, "missing key 'version' in the scene document"),
        (#"{"format": "svg-scene", "version": 1, "arrows": []}"#,
         "format: the format is 'svg-scene', not 'bezierarrow-scene': not a BezierArrow scene document"),
        (#"{"version": 1, "arrows": []}"#,
         "missing key 'format': not a BezierArrow scene document (\"format\": \"bezierarrow-scene\")"),
        ("[1, 2]", "expected a BezierArrow scene document (an object with \"format\": \"bezierarrow-scene\"), found an array"),
    ])
    func versionAndFormatAreChecked(text: String, message: String) {
        do {
            _ = try ArrowSceneDocument<Int>(jsonText: text)
            Issue.record("read \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aHundredMegabytesOfBracketsFailAtTheNestingLimit() throws {
        let clock = ContinuousClock()
        var bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100 << 20)
        var error: ArrowSceneDocumentError?
        let elapsed = clock.measure {
            do { _ = try ArrowSceneDocument<Int>(jsonData: bytes) } catch let e as ArrowSceneDocumentError { error = e } catch {}
        }
        let failure = try #require(error)
        #expect(failure.components.count == JSONReader.Rules.document.nestingLimit)
        #expect(failure.message == "arrays and objects nest deeper than 64 levels")
        #expect(elapsed < .seconds(5))
        // Deep inside a document, the path says where.
        bytes = Array(#"{"format": "bezierarrow-scene", "version": 1, "arrows": [{"id": "#.utf8) + bytes[..<1_000_000]
        do {
            _ = try ArrowSceneDocument<Int>(jsonData: bytes)
            Issue.record("read deep nesting")
        } catch {
            #expect(error.path.hasPrefix("arrows[0].id[0][0]"))
            #expect(error.components.count == JSONReader.Rules.document.nestingLimit)
        }
    }

    @Test func arbitraryBytesNeverTrap() {
        var rng = SplitMix64(seed: 99)
        let valid = Array(try! ArrowSceneDocument(scene: Self.randomScene(count: 5, seed: 1), templates: Self.lookup).jsonData())
        var read = 0
        for _ in 0..<2000 {
            var bytes = valid
            for _ in 0..<(1 + rng.next() % 4) {
                let i = Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 3 {
                case 0: bytes[i] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes.remove(at: i)
                default: bytes.insert(Array("[]{}\",:-0e.\\".utf8)[Int(rng.next() % 12)], at: i)
                }
            }
            if let document = try? ArrowSceneDocument<Int>(jsonData: bytes, templates: Self.lookup) {
                read += 1
                #expect(document.scene.count <= 5)
            }
        }
        #expect(read < 2000)
    }

    @Test func valuesADocumentCannotHoldAreRefusedOnSaving() {
        var scene = ArrowScene<Int>()
        var item = ArrowSceneItem(arrow: Arrow(template: Self.known[0]))
        item.alpha = .nan
        scene.append(item, id: 1)
        #expect(throws: ArrowSceneDocumentError(path: [.key("arrows"), .index(0), .key("alpha")],
                                                message: "cannot save alpha nan: not a finite number")) {
            try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonData()
        }
    }
}
