import Foundation
import TestSupport
import Testing
@testable import BezierArrow

/// Styled arrows in saved scenes: heads, body, bend and corner radius come back to the bit, heads
/// the lookup knows by name and the others embedded, and a mistake in a style names its JSON path.
@Suite struct SceneDocumentStyleTests {
    /// The app's templates and its heads (`dot` and `bar` only: the others are embedded).
    static let lookup = ArrowTemplateLookup(SceneDocumentTests.known, heads: [ArrowStyleTests.dot, ArrowStyleTests.bar])

    /// A scene with every body, heads known, unknown and none, the template's own, and a bend.
    static func styledScene(seed: UInt64) -> ArrowScene<Int> {
        var rng = SplitMix64(seed: seed)
        let templates = SceneDocumentTests.known + [ArrowTestTemplates.spineArrow()]
        let heads = ArrowStyleTests.heads + [SceneDocumentTests.known[0].head(.start)]
        var scene = ArrowScene<Int>()
        for i in 0..<60 {
            let t = templates[Int(rng.next() % UInt64(templates.count))]
            var arrow = Arrow(template: t, start: rng.point(within: 500), end: rng.point(within: 500))!
            if i % 6 != 0 {
                arrow.style = ArrowStyle(startHead: heads[Int(rng.next() % UInt64(heads.count))],
                                         endHead: heads[Int(rng.next() % UInt64(heads.count))],
                                         body: ArrowBodyKind.allCases[Int(rng.next() % 4)],
                                         bend: rng.next() % 3 == 0 ? 0 : rng.uniform(-300...300),
                                         cornerRadius: rng.next() % 2 == 0 ? 8 : rng.uniform(0...30),
                                         shrinksHeads: rng.next() % 2 == 0)
            }
            scene.append(arrow, id: i)
        }
        return scene
    }

    @Test func styledArrowsComeBackToTheBit() throws {
        let scene = Self.styledScene(seed: 7)
        let text = try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText()
        let back = try ArrowSceneDocument<Int>(jsonText: text, templates: Self.lookup).scene
        #expect(back.ids == scene.ids)
        for id in scene.ids {
            let a = try #require(scene[id]?.arrow), b = try #require(back[id]?.arrow)
            #expect(a == b, "arrow \(id)")
            #expect(a.style == b.style, "arrow \(id)")
            #expect(SceneDocumentTests.bitwiseEqual(a.path, b.path), "arrow \(id)")
            #expect(a.firstHandle == b.firstHandle, "arrow \(id)")
        }
        // Known heads by name, the others embedded; unstyled arrows carry no style key.
        #expect(text.contains(#""endHead": "dot""#) || text.contains(#""startHead": "dot""#))
        #expect(text.contains(#"{"name": "triangle", "outline": "#))
        #expect(text.components(separatedBy: "\"style\"").count - 1 == 50)
        // Written again, the same text.
        #expect(try ArrowSceneDocument(scene: back, templates: Self.lookup).jsonText() == text)
    }

    @Test func withoutALookupEveryHeadButNoneIsEmbedded() throws {
        var arrow = Arrow(template: ArrowTestTemplates.spineArrow())
        arrow.style = ArrowStyle(startHead: .none, endHead: ArrowStyleTests.dot, body: .arc, bend: 25)
        var scene = ArrowScene<Int>()
        scene.append(arrow, id: 1)
        let text = try ArrowSceneDocument(scene: scene).jsonText()
        #expect(text.contains(#""style": {"startHead": "none", "endHead": {"name": "dot", "#))
        let back = try ArrowSceneDocument<Int>(jsonText: text).scene
        #expect(back[1]?.arrow == arrow)
    }

    /// A corner radius or bend set on a style after it was made (its properties are public)
    /// is written as the reader accepts it: the document reads back.
    @Test func aStyleChangedAfterItWasMadeReadsBack() throws {
        var style = ArrowStyle(endHead: ArrowStyleTests.dot, body: .elbow)
        style.cornerRadius = -102.5
        style.bend = .infinity
        var arrow = Arrow(template: ArrowTestTemplates.spineArrow())
        arrow.style = style
        var big = arrow
        big.style?.cornerRadius = 1e300
        var scene = ArrowScene<Int>()
        scene.append(arrow, id: 1)
        scene.append(big, id: 2)
        let back = try ArrowSceneDocument<Int>(jsonText: ArrowSceneDocument(scene: scene).jsonText()).scene
        #expect(back[1]?.arrow == arrow && back[2]?.arrow == big)
        #expect(back[1]?.arrow.style?.cornerRadius == 0 && back[1]?.arrow.bend == 0)
    }

    @Test func aDocumentWithoutStylesIsWrittenAsBefore() throws {
        var scene = ArrowScene<Int>()
        scene.append(Arrow(template: SceneDocumentTests.known[0]), id: 1)
        let text = try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText()
        #expect(!text.contains("style"))
    }

    @Test func theDocumentedStyleReads() throws {
        let text = SceneDocumentTests.document(SceneDocumentTests.arrow(1, extra:
            #", "style": {"startHead": "none", "endHead": "dot", "body": "arc", "bend": 40}"#))
        let arrow = try #require(try ArrowSceneDocument<Int>(jsonText: text, templates: Self.lookup).scene[1]?.arrow)
        #expect(arrow.style == ArrowStyle(startHead: .none, endHead: ArrowStyleTests.dot, body: .arc, bend: 40))
        // Left-out keys take ArrowStyle's defaults.
        let minimal = SceneDocumentTests.document(SceneDocumentTests.arrow(1, extra: #", "style": {"endHead": "bar"}"#))
        let plain = try #require(try ArrowSceneDocument<Int>(jsonText: minimal, templates: Self.lookup).scene[1]?.arrow)
        #expect(plain.style == ArrowStyle(endHead: ArrowStyleTests.bar))
    }

    /// A template with a style of its own: an arrow drawn without one says `"style": null`.
    @Test func anArrowThatDropsItsTemplatesStyleSaysNull() throws {
        var template = ArrowTestTemplates.spineArrow()
        template.style = ArrowStyle(endHead: ArrowStyleTests.dot)
        var arrow = Arrow(template: template)
        #expect(arrow.style != nil)
        arrow.style = nil
        var scene = ArrowScene<Int>()
        scene.append(arrow, id: 1)
        let lookup = ArrowTemplateLookup([template], heads: [ArrowStyleTests.dot])
        let text = try ArrowSceneDocument(scene: scene, templates: lookup).jsonText()
        #expect(text.contains(#""style": null"#))
        let back = try #require(try ArrowSceneDocument<Int>(jsonText: text, templates: lookup).scene[1]?.arrow)
        #expect(back.style == nil)
        #expect(back == arrow)
    }

    @Test func codableArrowsCarryTheirStyle() throws {
        var arrow = Arrow(template: SceneDocumentTests.known[0])
        arrow.style = ArrowStyle(startHead: ArrowStyleTests.triangle, endHead: ArrowStyleTests.bar, body: .elbow, bend: -12.5,
                                 cornerRadius: 3)
        let encoder = JSONEncoder()
        encoder.userInfo[.arrowTemplates] = Self.lookup
        let data = try encoder.encode(arrow)
        let decoder = JSONDecoder()
        decoder.userInfo[.arrowTemplates] = Self.lookup
        let back = try decoder.decode(Arrow.self, from: data)
        #expect(back == arrow)
        #expect(back.style?.cornerRadius == 3)
    }

    /// A document of one arrow with a style.
    static func withStyle(_ style: String) -> String {
        SceneDocumentTests.document(SceneDocumentTests.arrow(1, extra: #", "style": \#(style)"#))
    }

    @Test(arguments: [
        (withStyle(#"{"endHead": "star"}"#),
         "arrows[0].style.endHead: unknown head 'star': the template lookup does not know it (a head it does not know is embedded as an object)"),
        (withStyle(#"{"startHead": "dot"}"#), "arrows[0].style: missing key 'endHead' in a style"),
        (withStyle(#"{"endHead": "dot", "body": "zigzag"}"#),
         "arrows[0].style.body: unknown body 'zigzag': expected 'straight' or 'curved' or 'arc' or 'elbow'"),
        (withStyle(#"{"endHead": "dot", "bend": 2e12}"#), "arrows[0].style.bend: bend 2e12 is outside the accepted range -1e12...1e12"),
        (withStyle(#"{"endHead": "dot", "bend": "x"}"#), "arrows[0].style.bend: expected a number, found a string"),
        (withStyle(#"{"endHead": "dot", "cornerRadius": -1}"#),
         "arrows[0].style.cornerRadius: cornerRadius -1.0 is outside the accepted range 0...1e15"),
        (withStyle(#"{"endHead": "dot", "colour": "red"}"#),
         "arrows[0].style.colour: unknown key 'colour' in a style: expected 'startHead', 'endHead', 'body', 'bend', 'cornerRadius', 'shrinksHeads'"),
        (withStyle(#"{"endHead": "dot", "shrinksHeads": 1}"#), "arrows[0].style.shrinksHeads: expected true or false, found a number"),
        (withStyle("3"), "arrows[0].style: expected a style (an object), found a number"),
        (withStyle(#"{"endHead": 3}"#), "arrows[0].style.endHead: expected a head (a name or an object), found a number"),
        (withStyle(#"{"endHead": {"outline": "M 0 0 L 1 1 Z"}}"#), "arrows[0].style.endHead: missing key 'name' in a head"),
        (withStyle(#"{"endHead": {"name": "t", "outline": "M 0 0 L x"}}"#),
         "arrows[0].style.endHead.outline: bad SVG path data at column 9: expected a number after 'L', found 'x'"),
        (withStyle(#"{"endHead": {"name": "t", "outline": "M 0 0 L -12 6 L -12 -6 Z", "frame": [-5, -6, 5, 12]}}"#),
         "arrows[0].style.endHead.frame: invalid head: the head's shape, tip or attachment point reaches outside its frame"),
        (withStyle(#"{"endHead": {"name": "t", "attachment": -3}}"#),
         "arrows[0].style.endHead.attachment: attachment -3.0 is outside the accepted range 0...1e15"),
        (withStyle(#"{"endHead": {"name": "t", "lineWidth": -3}}"#),
         "arrows[0].style.endHead.lineWidth: lineWidth -3.0 is outside the accepted range 0...1e15"),
        // A head grows with a body's width over its own: at 5e-324 that was infinite, every point
        // of the drawn head NaN (and the REPL's 'draw' trapped on it).
        (withStyle(#"{"endHead": {"name": "t", "spine": "M -12 -7 L 0 0 L -12 7", "lineWidth": 5e-324}}"#),
         "arrows[0].style.endHead.lineWidth: invalid head: the head's lineWidth 5e-324 must be 0 or from 1e-15 to 1e15"),
        (withStyle(#"{"endHead": {"name": "t", "frame": [0, 0, 1]}}"#),
         "arrows[0].style.endHead.frame: expected [x, y, width, height], found an array of 3 elements"),
        (withStyle(#"{"endHead": {"name": "t", "size": 3}}"#),
         "arrows[0].style.endHead.size: unknown key 'size' in a head: expected 'name', 'outline', 'spine', 'attachment', 'frame', 'lineWidth'"),
    ])
    func aCorruptStyleNamesItsPath(text: String, message: String) {
        SceneDocumentTests.expectRefused(text, templates: Self.lookup, message: message)
    }
}
