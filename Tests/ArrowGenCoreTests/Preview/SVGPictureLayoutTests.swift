import ArrowGenCore
import BezierArrow
import TestSupport
import Testing

/// A picture lays out its own text inside its width and height, whatever the arrow's shape:
/// narrow, tall, wide, styled, labelled, with a hit point. Text widths are the picture's own
/// estimate (``SVGPicture/characterWidth`` a character; an SVG writer has no font metrics).
@Suite struct SVGPictureLayoutTests {
    @Test func legendTextStaysInsideThePicture() throws {
        var rng = SplitMix64(seed: 0x31_0400)
        func uniform(_ r: ClosedRange<Double>) -> Double { Double(rng.next() >> 11) * 0x1p-53 * (r.upperBound - r.lowerBound) + r.lowerBound }
        let template = try Fixtures.doubleArrow
        let heads = try Fixtures.heads
        for i in 0..<300 {
            var preview = ArrowPreview(template: template, source: "x")
            // Narrow, tall, wide and tiny arrows.
            let dx = [uniform(-5...5), uniform(-400...400), uniform(-1e4...1e4), uniform(-0.01...0.01)][i % 4]
            let dy = [uniform(-400...400), uniform(-5...5), uniform(-1e4...1e4), uniform(-0.01...0.01)][(i / 4) % 4]
            preview.end = preview.start + Point(dx, dy)
            if i % 3 == 0 {
                preview.setHead(heads[Int(rng.next() % UInt64(heads.count))], at: .end)
            }
            if i % 2 == 0 {
                let text = String(repeating: "label ", count: 1 + Int(rng.next() % 30))
                preview.label = ArrowPreview.estimatedLabel(text)
            }
            if i % 5 == 0 { preview.hitPoint = preview.start + Point(uniform(-50...50), uniform(-50...50)) }
            let picture = SVGPicture(preview)
            let doc = SVGDocument(picture.text)
            #expect(doc.error == nil, "picture \(i)")
            guard let legend = doc.elements.firstIndex(where: { $0.attributes["id"] == "legend" }) else {
                Issue.record("picture \(i): no legend")
                continue
            }
            let texts = doc.elements[legend...].filter { $0.name == "text" }
            #expect(texts.count >= 8, "picture \(i)")
            for t in texts {
                let x = try #require(Double(t.attributes["x"] ?? "")), y = try #require(Double(t.attributes["y"] ?? ""))
                let right = x + SVGPicture.characterWidth * Double(t.text.count)
                #expect(x >= 0 && right <= picture.width && y - 12 >= 0 && y <= picture.height,
                        "picture \(i): '\(t.text)' at (\(x), \(y)) to \(right) in \(picture.width) x \(picture.height)")
            }
            // The whole status line is there, over as many lines as it takes.
            let status = texts.prefix { !["arrow"].contains($0.text) }.map(\.text).joined()
            #expect(status.replacingOccurrences(of: " ", with: "") == preview.statusLine.replacingOccurrences(of: " ", with: ""),
                    "picture \(i)")
        }
    }

    /// A wide arrow's picture is laid out as before: one status line, two rows of keys.
    @Test func aWideArrowKeepsOneStatusLine() throws {
        var preview = ArrowPreview(template: try Fixtures.doubleArrow, source: "x")
        preview.end = Point(200, 139)
        let picture = SVGPicture(preview)
        let doc = SVGDocument(picture.text)
        let texts = doc.elements.filter { $0.name == "text" }
        #expect(texts.first?.text == preview.statusLine)
        #expect(texts.dropFirst().first?.text == "arrow")
    }
}
