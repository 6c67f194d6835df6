import Foundation
import TestSupport
import Testing
@testable import BezierArrow

/// Labels in saved scenes: they come back to the bit, arrows without one carry no key, and a
/// corrupt label names its JSON path.
@Suite struct SceneDocumentLabelTests {
    @Test func labelsComeBackToTheBit() throws {
        var rng = SplitMix64(seed: 0x1abe1)
        var scene = ArrowScene<Int>()
        for i in 0..<40 {
            var arrow = Arrow(template: SceneDocumentTests.known[i % 2], start: rng.point(within: 500),
                              end: rng.point(within: 500))!
            if i % 4 == 1 { arrow.style = ArrowStyle(startHead: .none, endHead: ArrowStyleTests.dot, body: .arc, bend: 30) }
            if i % 5 != 0 {
                arrow.label = try ArrowLabel("label \(i) \"é\"", width: rng.uniform(0...100), height: rng.uniform(0...30),
                                             fraction: i % 3 == 0 ? 0.5 : rng.uniform(0...1),
                                             offset: i % 2 == 0 ? 0 : rng.uniform(-40...40))
            }
            _ = scene.append(arrow, id: i)
        }
        let text = try ArrowSceneDocument(scene: scene, templates: SceneDocumentStyleTests.lookup).jsonText()
        let back = try ArrowSceneDocument<Int>(jsonText: text, templates: SceneDocumentStyleTests.lookup).scene
        for id in scene.ids {
            let a = try #require(scene[id]?.arrow), b = try #require(back[id]?.arrow)
            #expect(a.label == b.label, "arrow \(id)")
            #expect(a.labelFrame == b.labelFrame, "arrow \(id)")
            #expect(SceneDocumentTests.bitwiseEqual(a.path, b.path), "arrow \(id)")
        }
        #expect(text.components(separatedBy: "\"label\"").count - 1 == 32)
        // Defaults are left out.
        #expect(!text.contains(#""fraction": 0.5"#) && !text.contains(#""offset": 0,"#))
        #expect(try ArrowSceneDocument(scene: back, templates: SceneDocumentStyleTests.lookup).jsonText() == text)
    }

    @Test func aStandaloneArrowKeepsItsLabel() throws {
        var arrow = Arrow(template: SceneDocumentTests.known[0])
        arrow.label = try ArrowLabel("x", width: 10, height: 14, fraction: 0.25, offset: -3)
        let encoder = JSONEncoder()
        encoder.userInfo[.arrowTemplates] = SceneDocumentStyleTests.lookup
        let decoder = JSONDecoder()
        decoder.userInfo[.arrowTemplates] = SceneDocumentStyleTests.lookup
        let back = try decoder.decode(Arrow.self, from: try encoder.encode(arrow))
        #expect(back == arrow && back.labelFrame == arrow.labelFrame)
    }

    /// A document of one arrow with a label.
    static func withLabel(_ label: String) -> String {
        SceneDocumentTests.document(SceneDocumentTests.arrow(1, extra: #", "label": \#(label)"#))
    }

    @Test(arguments: [
        (withLabel(#"{"text": "a", "width": 10, "height": 14, "fraction": 1.5}"#),
         "arrows[0].label.fraction: the label's fraction 1.5 is outside 0...1"),
        (withLabel(#"{"text": "a", "width": -10, "height": 14}"#), "arrows[0].label.width: the label's width -10.0 is outside 0...1e12"),
        (withLabel(#"{"text": "a", "width": 10, "height": 2e13}"#), "arrows[0].label.height: the label's height 2e13 is outside 0...1e12"),
        (withLabel(#"{"text": "a", "width": 10, "height": 14, "offset": -1e13}"#),
         "arrows[0].label.offset: the label's offset -1e13 is outside -1e12...1e12"),
        (withLabel(#"{"text": "a", "width": 10, "height": 14, "fraction": "half"}"#),
         "arrows[0].label.fraction: expected a number, found a string"),
        (withLabel(#"{"text": 3, "width": 10, "height": 14}"#), "arrows[0].label.text: expected a string, found a number"),
        (withLabel(#"{"text": "a", "height": 14}"#), "arrows[0].label: missing key 'width' in a label"),
        (withLabel(#"{"text": "a", "width": 10, "height": 14, "font": "Menlo"}"#),
         "arrows[0].label.font: unknown key 'font' in a label: expected 'text', 'width', 'height', 'fraction', 'offset'"),
        (withLabel("null"), "arrows[0].label: expected a label (an object), found null"),
    ])
    func aCorruptLabelNamesItsPath(text: String, message: String) {
        SceneDocumentTests.expectRefused(text, templates: SceneDocumentStyleTests.lookup, message: message)
    }
}
