import TestSupport
import Testing
@testable import BezierArrow

/// Arrows styled apart with the same heads on the same template share the heads made ready for it
/// once they are in one scene or read from one document (``SharedStyles``), and draw and answer
/// hit tests exactly as they did with their own.
@Suite struct SharedStylesTests {
    typealias S = ArrowStyleTests

    /// The heads' targets an arrow's style made ready holds: the same object for arrows that
    /// share their heads (`StyledDrawing.Fixed` takes them from the drawing it shares).
    static func targets(_ arrow: Arrow) -> PlacedHeadTargets.Paths? { arrow.drawing.headsAndBody?.state.drawing.fixed.targets }

    /// The arrow with an id in a scene.
    static func arrow(_ scene: ArrowScene<Int>, _ id: Int) throws -> Arrow { try #require(scene[id]).arrow }

    /// An arrow styled on its own: its heads made ready for it alone.
    static func styled(_ template: ArrowTemplate, start: Point, end: Point, style: ArrowStyle) -> Arrow {
        var arrow = Arrow(template: template, start: start, end: end)!
        arrow.style = style
        return arrow
    }

    /// What a drawing and its hit tests give, to compare before and after sharing: the paths
    /// bit for bit, the bounds, and the answers at points around the arrow.
    static func answers(_ arrow: Arrow) -> (String, [ArrowHit?]) {
        let drawn = "\(arrow.outline.elements) \(arrow.spine.elements) \(arrow.bounds) \(String(describing: arrow.firstHandle))"
        var rng = SplitMix64(seed: 31)
        let box = arrow.tapTargetBounds()
        let hits = (0..<300).map { _ in
            arrow.hitTest(Point(box.minX + rng.uniform(0...1) * box.width, box.minY + rng.uniform(0...1) * box.height))
        }
        return (drawn, hits)
    }

    @Test func aSceneMakesArrowsStyledApartShareTheirHeads() throws {
        let template = ArrowTestTemplates.doubleArrow()
        var scene = ArrowScene<Int>()
        var before: [(String, [ArrowHit?])] = []
        for i in 0..<6 {
            // The same heads, other bends and bodies: the heads are shared, the styles are each
            // arrow's own.
            let style = ArrowStyle(startHead: S.dot, endHead: S.triangle, body: i % 2 == 0 ? .arc : .elbow,
                                   bend: Double(10 * i))
            let arrow = Self.styled(template, start: Point(Double(40 * i), 0), end: Point(Double(40 * i + 200), 90),
                                    style: style)
            before.append(Self.answers(arrow))
            scene.append(arrow, id: i)
        }
        let shared = try #require(Self.targets(Self.arrow(scene, 0)))
        for i in 0..<6 {
            let arrow = try Self.arrow(scene, i)
            #expect(Self.targets(arrow) === shared, "arrow \(i)")
            #expect(arrow.bend == Double(10 * i))
            let after = Self.answers(arrow)
            #expect(after.0 == before[i].0, "arrow \(i) draws the same")
            #expect(after.1 == before[i].1, "arrow \(i) answers the same")
        }
        #expect(scene.storage.styles.count == 1)
    }

    @Test func otherHeadsOrTemplatesAreNotShared() throws {
        let doubleArrow = ArrowTestTemplates.doubleArrow(), spineArrow = ArrowTestTemplates.spineArrow()
        var scene = ArrowScene<Int>()
        scene.append(Self.styled(doubleArrow, start: .zero, end: Point(200, 0), style: ArrowStyle(startHead: S.dot, endHead: S.triangle)), id: 0)
        scene.append(Self.styled(doubleArrow, start: .zero, end: Point(200, 0), style: ArrowStyle(startHead: S.bar, endHead: S.triangle)), id: 1)
        scene.append(Self.styled(spineArrow, start: .zero, end: Point(200, 0), style: ArrowStyle(startHead: S.dot, endHead: S.triangle)), id: 2)
        scene.append(Arrow(template: doubleArrow), id: 3)
        let targets = try (0..<3).map { try #require(Self.targets(Self.arrow(scene, $0))) }
        #expect(targets[0] !== targets[1] && targets[0] !== targets[2] && targets[1] !== targets[2])
        #expect(Self.targets(try Self.arrow(scene, 3)) == nil)
        #expect(scene.storage.styles.count == 3)
    }

    @Test func aStyleChangedInTheSceneIsShared() throws {
        let template = ArrowTestTemplates.doubleArrow()
        var scene = ArrowScene<Int>()
        scene.append(Self.styled(template, start: .zero, end: Point(200, 90), style: ArrowStyle(startHead: S.dot, endHead: S.bar)), id: 0)
        scene.append(Arrow(template: template, start: Point(0, 100), end: Point(200, 190))!, id: 1)
        let shared = try #require(Self.targets(Self.arrow(scene, 0)))
        // Through `update`: the arrow's own heads made ready, then exchanged for the scene's.
        scene.update(1) { $0.arrow.style = ArrowStyle(startHead: S.dot, endHead: S.bar, body: .arc, bend: 20) }
        #expect(Self.targets(try Self.arrow(scene, 1)) === shared)
        // A bend dragged keeps them (the drawing is made from the shared one).
        scene.update(1) { $0.arrow.bend = 35 }
        #expect(Self.targets(try Self.arrow(scene, 1)) === shared)
        // Through the subscript.
        var item = try #require(scene[1])
        item.arrow = Self.styled(template, start: .zero, end: Point(100, 50), style: ArrowStyle(startHead: S.dot, endHead: S.bar))
        #expect(Self.targets(item.arrow) !== shared)
        scene[1] = item
        #expect(Self.targets(try Self.arrow(scene, 1)) === shared)
        #expect(scene.storage.styles.count == 1)
    }

    @Test func aDocumentsArrowsShareTheirHeads() throws {
        let template = SceneDocumentTests.known[0]
        var scene = ArrowScene<Int>()
        for i in 0..<8 {
            scene.append(Self.styled(template, start: Point(Double(i), 0), end: Point(200, Double(10 * i)),
                                     style: ArrowStyle(startHead: S.dot, endHead: S.bar, body: .arc, bend: Double(i))), id: i)
        }
        let lookup = SceneDocumentStyleTests.lookup
        let text = try ArrowSceneDocument(scene: scene, templates: lookup).jsonText()
        let back = try ArrowSceneDocument<Int>(jsonText: text, templates: lookup).scene
        let shared = try #require(Self.targets(Self.arrow(back, 0)))
        for i in 0..<8 {
            let arrow = try Self.arrow(back, i), original = try Self.arrow(scene, i)
            #expect(Self.targets(arrow) === shared, "arrow \(i)")
            #expect(arrow == original)
            #expect(SceneDocumentTests.bitwiseEqual(arrow.path, original.path))
        }
        #expect(back.storage.styles.count == 1)
    }

    /// Heads no arrow uses any more are dropped from time to time, so a scene that sees many
    /// heads come and go keeps a bounded number.
    @Test func headsNoArrowUsesAreDropped() throws {
        let template = ArrowTestTemplates.spineArrow()
        var scene = ArrowScene<Int>()
        var most = 0
        for i in 0..<400 {
            // A head of its own for every arrow: a new pair of heads each time.
            let head = try ArrowHead(name: "dot\(i)", outline: S.dot.outline, tip: .zero, attachment: .zero)
            scene.append(Self.styled(template, start: .zero, end: Point(200, 0), style: ArrowStyle(endHead: head)), id: i)
            if i >= 2 { scene.remove(i - 2) }
            most = max(most, scene.storage.styles.count)
        }
        #expect(most <= 64)
        // The arrows still in the scene keep theirs.
        #expect(Self.targets(try Self.arrow(scene, 399)) != nil)
    }

    /// A template with a style makes it ready once: every arrow that starts from it, or comes
    /// back to it, shares it.
    @Test func arrowsOfATemplateWithAStyleShareItsHeads() throws {
        var template = ArrowTestTemplates.doubleArrow()
        template.style = ArrowStyle(startHead: S.dot, endHead: S.triangle, body: .arc, bend: 30)
        let ready = try #require(template.storage.styled)
        let a = Arrow(template: template), b = try #require(Arrow(template: template, start: .zero, end: Point(120, 80)))
        #expect(a.drawing.headsAndBody?.state.drawing.fixed === ready && b.drawing.headsAndBody?.state.drawing.fixed === ready)
        var c = b
        c.endHead = S.bar
        #expect(c.drawing.headsAndBody?.state.drawing.fixed !== ready)
        c.style = template.style
        #expect(c.drawing.headsAndBody?.state.drawing.fixed === ready)
        // Another body with the same heads: a style of its own, the template's heads.
        c.body = .elbow
        #expect(Self.targets(c) === ready.targets)
    }

    /// `ArrowTemplate.build(start:end:style:into:)` draws once, as the arrow made, styled and
    /// moved in three steps draws, to the bit: every head pair and body, tips not finite too.
    @Test func buildDrawsAsAnArrowMadeInStepsDoes() {
        let templates = [ArrowTestTemplates.doubleArrow(), ArrowTestTemplates.spineArrow()]
        var rng = SplitMix64(seed: 5)
        for var template in templates {
            for round in 0..<2 {
                // Without and with a style of the template's own.
                template.style = round == 0 ? nil : ArrowStyle(startHead: S.dot, endHead: S.triangle, body: .arc, bend: 20)
                for i in 0..<40 {
                    let style: ArrowStyle? = i % 5 == 0 ? nil : i % 5 == 1 ? template.style
                        : ArrowStyle(startHead: S.heads[i % S.heads.count], endHead: S.heads[(i / 3) % S.heads.count],
                                     body: ArrowBodyKind.allCases[i % 4], bend: rng.uniform(-60...60))
                    let start = i % 7 == 0 ? Point(.nan, 3) : rng.point(within: 300)
                    let end = i % 11 == 0 ? Point(.infinity, 0) : rng.point(within: 300)
                    var expected = Arrow(template: template)
                    expected.style = style
                    expected.setTips(start: start, end: end)
                    var drawn = BezierPath()
                    template.build(start: start, end: end, style: style, into: &drawn)
                    #expect(SceneDocumentTests.bitwiseEqual(drawn, expected.path), "round \(round), arrow \(i)")
                }
            }
        }
    }
}
