import TestSupport
import Testing
@testable import BezierArrow

/// A head's stored frame holds its stored shapes, so that the head rebuilt from what it stores
/// (what generated code and a saved document do) passes the same check and is the same head.
///
/// Coordinates are arbitrary doubles, not grid values: a curve's extreme evaluated on the curve
/// moved to head coordinates and rewound can differ by an ulp from the one on the curve as
/// drawn, which is what the check must tolerate by construction.
@Suite struct ArrowHeadFrameTests {
    /// A random head drawing pointing right: a closed outline of curves behind the tip, drawn
    /// either way round, maybe a spine, and a tip and attachment anywhere.
    static func drawing(_ rng: inout SplitMix64) -> (outline: BezierPath, spine: BezierPath, tip: Point, attachment: Point) {
        let tip = Point(rng.uniform(-500...500), rng.uniform(-500...500))
        func p() -> Point { Point(tip.x - rng.uniform(0...40), tip.y + rng.uniform(-20...20)) }
        var outline = BezierPath()
        outline.move(to: tip)
        for _ in 0..<(1 + Int(rng.next() % 3)) {
            if rng.next() % 2 == 0 {
                outline.cubic(to: p(), control1: p(), control2: p())
            } else {
                outline.quad(to: p(), control: p())
            }
        }
        outline.close()
        var spine = BezierPath()
        if rng.next() % 3 == 0 {
            spine.move(to: p())
            spine.cubic(to: p(), control1: p(), control2: p())
        }
        return (outline, spine, tip, Point(tip.x - rng.uniform(0...30), tip.y))
    }

    /// The head built again from the values it stores, as generated code and a document build it.
    static func rebuilt(_ head: ArrowHead) throws(ArrowHeadError) -> ArrowHead {
        try ArrowHead(name: head.name, outline: head.outline, spine: head.spine, tip: .zero,
                      attachment: Point(-head.attachment, 0), frame: head.frame, lineWidth: head.lineWidth)
    }

    /// Whether the frame holds a shape's exact bounds, edges included.
    static func holds(_ frame: Rect, _ path: BezierPath) -> Bool {
        let b = path.boundingBox
        return b.isNull || frame.contains(b.origin) && frame.contains(Point(b.maxX, b.maxY))
    }

    @Test func aStoredHeadRebuildsToItself() throws {
        var rng = SplitMix64(seed: 0x31_0001)
        var made = 0
        for i in 0..<3_000 {
            let d = Self.drawing(&rng)
            // Without a frame (the bounds of the drawing), and with one a little larger.
            let margin = rng.next() % 2 == 0 ? nil : rng.uniform(0...3)
            let frame = margin.map { m in
                d.outline.boundingBox.union(d.spine.boundingBox).union(d.tip).union(d.attachment).insetBy(dx: -m, dy: -m)
            }
            let head = try ArrowHead(name: "h\(i)", outline: d.outline, spine: d.spine, tip: d.tip,
                                     attachment: d.attachment, frame: frame)
            #expect(Self.holds(head.frame, head.outline) && Self.holds(head.frame, head.spine), "head \(i)")
            #expect(head.frame.contains(.zero) && head.frame.contains(Point(-head.attachment, 0)), "head \(i)")
            let again = try Self.rebuilt(head)
            #expect(again == head, "head \(i)")
            made += 1
        }
        #expect(made == 3_000)
    }

    /// An arrow template's own heads (clipped from its outline by its frames, then turned to
    /// point right) rebuild to themselves too: a style holding one is saved with its values.
    @Test func aTemplateHeadRebuildsToItself() throws {
        var rng = SplitMix64(seed: 0x31_0002)
        for i in 0..<400 {
            let template = try Self.curvedTemplate(&rng)
            for tip in [ArrowTip.start, .end] {
                let head = template.head(tip)
                #expect(try Self.rebuilt(head) == head, "template \(i) \(tip)")
            }
        }
    }

    /// A saved scene whose arrows carry curved heads of their own opens again, to the bit.
    @Test func aSceneWithCurvedHeadsReopens() throws {
        var rng = SplitMix64(seed: 0x31_0003)
        var scene = ArrowScene<Int>()
        for i in 0..<200 {
            let template = try Self.curvedTemplate(&rng)
            var arrow = Arrow(template: template, start: Point(0, 0), end: Point(300, rng.uniform(-100...100)))!
            let d = Self.drawing(&rng)
            let drawn = try ArrowHead(name: "drawn", outline: d.outline, spine: d.spine, tip: d.tip, attachment: d.attachment)
            arrow.style = ArrowStyle(startHead: template.head(.start), endHead: i % 2 == 0 ? drawn : template.head(.end),
                                     body: .arc, bend: 20)
            scene.append(arrow, id: i)
        }
        let text = try ArrowSceneDocument(scene: scene).jsonText()
        let back = try ArrowSceneDocument<Int>(jsonText: text).scene
        for id in scene.ids {
            let a = try #require(scene[id]?.arrow), b = try #require(back[id]?.arrow)
            #expect(a == b && a.style == b.style, "arrow \(id)")
        }
        #expect(try ArrowSceneDocument(scene: back).jsonText() == text)
    }

    /// A 200 x 40 template whose head frames hold curved corners at arbitrary coordinates.
    static func curvedTemplate(_ rng: inout SplitMix64) throws -> ArrowTemplate {
        func r(_ range: ClosedRange<Double>) -> Double { rng.uniform(range) }
        let y0 = r(-1...1), h = 40.0
        var outline = BezierPath()
        outline.move(to: Point(r(0...1), y0 + h / 2))
        outline.cubic(to: Point(r(20...29), y0 + r(0...5)), control1: Point(r(3...12), y0 + r(5...15)),
                      control2: Point(r(10...20), y0 + r(0...3)))
        outline.line(to: Point(r(171...180), y0 + r(0...5)))
        outline.cubic(to: Point(r(199...200), y0 + h / 2), control1: Point(r(180...190), y0 + r(0...3)),
                      control2: Point(r(190...199), y0 + r(5...15)))
        outline.quad(to: Point(r(171...180), y0 + h - r(0...5)), control: Point(r(185...195), y0 + h - r(0...4)))
        outline.line(to: Point(r(20...29), y0 + h - r(0...5)))
        outline.quad(to: Point(r(0...1), y0 + h / 2), control: Point(r(5...15), y0 + h - r(0...4)))
        outline.close()
        let start = ArrowHeadFrame(frame: Rect(x: -1, y: y0 - 1, width: 31, height: h + 2), tip: Point(0, y0 + h / 2))
        let end = ArrowHeadFrame(frame: Rect(x: 170, y: y0 - 1, width: 31, height: h + 2), tip: Point(200, y0 + h / 2))
        return try ArrowTemplate(name: "Curved", outline: outline, start: start, end: end)
    }
}
