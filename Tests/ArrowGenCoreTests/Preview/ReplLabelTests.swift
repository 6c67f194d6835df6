import Foundation
import Testing
import ArrowGenCore
import BezierArrow

/// `label`: it sets the model's label with the preview's estimated size, every view shows it,
/// `save` and `open` keep it, and `label` alone removes it.
@Suite struct ReplLabelTests {
    @Test func labelPutsTheTextOnTheMiddleOfTheBody() throws {
        var s = try Fixtures.session()
        // 7 units a character by 14, around the body's middle (100, 19).
        #expect(run(&s, "label Hello").output == "label \"Hello\" (box x 82.5 y 12 width 35 height 14)\n")
        let label = try #require(s.preview.arrow.label)
        #expect(label == (try ArrowLabel("Hello", width: 35, height: 14)))
        #expect(run(&s, "hit 100 19").output.hasPrefix("hit label"))
        // The rest of the line is the text, up to a comment.
        #expect(run(&s, "label depends  on # why").output.hasPrefix("label \"depends on\" (box x 65 y 12 width 70 "))
        #expect(s.preview.statusLine.hasSuffix(", label \"depends on\""))
        #expect(run(&s, "label").output == "no label\n")
        #expect(s.preview.arrow.label == nil)
        #expect(s.preview.arrow.path == Arrow(template: try Fixtures.doubleArrow).path)
    }

    @Test func jsonShowsTheLabelAndItsBox() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "json").output.contains(#""label":null,"hit""#))
        run(&s, "label Hello")
        #expect(run(&s, "json").output.contains(
            #""label":{"text":"Hello","fraction":0.5,"offset":0,"frame":{"x":82.5,"y":12,"width":35,"height":14}}"#))
    }

    @Test func drawMarksTheBoxAndSVGDrawsTheEscapedText() throws {
        var s = try Fixtures.session()
        run(&s, "label a<b & \"c\"")
        let picture = run(&s, "draw").output
        #expect(picture.contains("L"))
        #expect(picture.contains("L label x 68.5 y 12 width 63 height 14"))
        run(&s, "svg label.svg")
        let svg = try #require((s.fileSystem as? InMemoryFileSystem)?.files["label.svg"])
        #expect(svg.contains(">a&lt;b &amp; &quot;c&quot;</text>"))
        let document = SVGDocument(svg)
        #expect(document.error == nil)
        let text = try #require(document.elements(named: "text").first { $0.attributes["id"] == "label" })
        #expect(text.attributes["x"] == "100" && text.attributes["y"] == "19")
        #expect(document.element(id: "label-box")?.attributes["width"] == "63")
    }

    @Test func saveAndOpenKeepTheLabel() throws {
        var s = try Fixtures.session()
        run(&s, "end 190.1 120.3", "label Hello")
        let before = s.preview.arrow
        run(&s, "save labelled.json")
        let text = try #require((s.fileSystem as? InMemoryFileSystem)?.files["labelled.json"])
        #expect(text.contains(#""label": {"text": "Hello", "width": 35, "height": 14}"#), "\(text)")
        run(&s, "reset")
        #expect(s.preview.arrow.label == nil)
        #expect(run(&s, "open labelled.json").errors.isEmpty)
        #expect(s.preview.arrow == before)
        #expect(ReplSaveOpenTests.bits(s.preview.path) == ReplSaveOpenTests.bits(before.path))
    }

    @Test func helpExplainsLabel() throws {
        var s = try Fixtures.session()
        #expect(run(&s, "help").output.contains("  label [TEXT] "))
        let help = run(&s, "help label").output
        #expect(help.hasPrefix("usage: label [TEXT]\n"))
        #expect(help.contains("7 units wide per character by 14 high"))
    }
}
