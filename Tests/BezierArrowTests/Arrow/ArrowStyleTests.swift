import TestSupport
import Testing
@testable import BezierArrow

/// Arrows with heads chosen per end and a body kind: placement, parts, the bend handle, and the
/// anti-twist rule.
@Suite struct ArrowStyleTests {
    /// A filled triangle 12 long and 12 wide, attached at its back edge.
    static let triangle = try! ArrowHead(name: "triangle", outline: ArrowTestTemplates.svg("M 0 0 L 12 6 L 0 12 Z"),
                                         tip: Point(12, 6), attachment: Point(0, 6))
    /// A filled dot of radius 5 centred on the tip, attached at its near edge.
    static let dot = try! ArrowHead(name: "dot", outline: ArrowTestTemplates.svg(
        "M 10 5 C 10 7.761 7.761 10 5 10 C 2.239 10 0 7.761 0 5 C 0 2.239 2.239 0 5 0 C 7.761 0 10 2.239 10 5 Z"),
                                    tip: Point(5, 5), attachment: Point(0, 5))
    /// A bar across the tip, as a stroke.
    static let bar = try! ArrowHead(name: "bar", spine: ArrowTestTemplates.svg("M 0 0 L 0 14"),
                                    tip: Point(0, 7), attachment: Point(0, 7))
    /// An outlined triangle, as a closed stroke.
    static let triangleOutline = try! ArrowHead(name: "triangleOutline",
                                                spine: ArrowTestTemplates.svg("M 0 0 L 12 6 L 0 12 Z"),
                                                tip: Point(12, 6), attachment: Point(0, 6))
    static let heads = [triangle, dot, bar, triangleOutline, ArrowHead.none]

    /// An arrow of a test template styled with the given choices, at tips.
    static func arrow(_ template: ArrowTemplate = ArrowTestTemplates.spineArrow(), start: ArrowHead = .none,
                      end: ArrowHead = triangle, body: ArrowBodyKind = .straight, bend: Double = 0,
                      from s: Point = Point(0, 10), to e: Point = Point(200, 10)) -> Arrow {
        var a = Arrow(template: template, start: s, end: e)!
        a.style = ArrowStyle(startHead: start, endHead: end, body: body, bend: bend)
        return a
    }

    /// A styled arrow bent at random (bend within ±80) between random tips `length` apart, in
    /// any direction.
    static func randomBentArrow(_ template: ArrowTemplate, body: ArrowBodyKind, length: ClosedRange<Double>,
                                _ rng: inout SplitMix64) -> Arrow {
        let s = rng.point(within: 300)
        let e = s + Point(rng.uniform(length), 0).rotated(by: rng.uniform(-3.2...3.2))
        return arrow(template, body: body, bend: rng.uniform(-80...80), from: s, to: e)
    }

    /// A copy shares the styled state (one reference) until one of the two is changed: dragging
    /// or restyling the original must leave the copy's drawing, handle, head frames and hit
    /// answers as they were, and the original must answer as a fresh arrow at its new tips.
    @Test func aCopyKeepsItsStyledStateWhenTheOriginalChanges() {
        var original = Self.arrow(start: Self.dot, end: Self.triangle, body: .arc, bend: 40)
        let copy = original
        #expect(copy.drawing.headsAndBody === original.drawing.headsAndBody)
        let before = (outline: copy.outline, spine: copy.spine, handle: copy.firstHandle, frames: copy.headFrames,
                      bounds: copy.bounds, hit: copy.hitTest(Point(200, 10)))
        original.setTips(start: Point(30, 80), end: Point(260, -40))
        #expect(copy.drawing.headsAndBody !== original.drawing.headsAndBody)
        original.endHead = Self.bar
        original.bend = -25
        #expect(copy.outline == before.outline && copy.spine == before.spine)
        #expect(copy.firstHandle == before.handle && copy.headFrames == before.frames && copy.bounds == before.bounds)
        #expect(copy.hitTest(Point(200, 10)) == before.hit && before.hit?.part == .endHead)
        #expect(copy.style == ArrowStyle(startHead: Self.dot, endHead: Self.triangle, body: .arc, bend: 40))
        // The original answers as an arrow drawn afresh with its style at its tips.
        var fresh = Arrow(template: original.template, start: Point(30, 80), end: Point(260, -40))!
        fresh.style = original.style
        #expect(original.outline == fresh.outline && original.spine == fresh.spine)
        #expect(original.firstHandle == fresh.firstHandle && original.headFrames == fresh.headFrames)
        #expect(original.hitTest(Point(260, -40)) == fresh.hitTest(Point(260, -40)))
    }

    @Test func anArrowWithoutAStyleDrawsItsTemplate() {
        let t = ArrowTestTemplates.doubleArrow()
        let a = Arrow(template: t, start: Point(10, 40), end: Point(180, 90))!
        #expect(a.style == nil)
        #expect(a.body == .curved)
        #expect(a.bend == 0)
        #expect(a.firstHandle == nil)
        #expect(a.path == t.path(start: Point(10, 40), end: Point(180, 90)))
    }

    @Test func settingOneHeadKeepsTheTemplatesOtherHead() {
        var a = Arrow(template: ArrowTestTemplates.doubleArrow())
        a.endHead = Self.dot
        #expect(a.style?.endHead == Self.dot)
        #expect(a.startHead == ArrowTestTemplates.doubleArrow().head(.start))
        #expect(a.body == .curved)
        a.style = nil
        #expect(a.path == ArrowTestTemplates.doubleArrow().path(start: Point(0, 19), end: Point(200, 19)))
    }

    /// A head is moved and turned, never scaled: its placed outline is the head's outline under
    /// a rotation by the body's direction at the tip and a move to the tip.
    @Test(arguments: ArrowBodyKind.allCases)
    func headsAreRigidAndPointAlongTheBody(body: ArrowBodyKind) {
        var rng = SplitMix64(seed: 20)
        for _ in 0..<50 {
            let s = rng.point(within: 300), e = rng.point(within: 300)
            guard s.distance(to: e) > 30 else { continue }
            let a = Self.arrow(start: Self.dot, end: Self.triangle, body: body, bend: rng.uniform(-80...80), from: s, to: e)
            let route = a.styledDrawing!.route(start: s, end: e, template: a.template)
            #expect(abs(route.endDirection.length - 1) < 1e-12)
            let placed = Self.triangle.placed(tip: e, direction: route.endDirection).outline
            // The end head's elements follow the start head's in the outline.
            let n = Self.dot.outline.elements.count
            #expect(Array(a.outline.elements[n..<(n + placed.elements.count)]) == placed.elements)
            // The placed tip is the arrow's tip, and the head's back corners stay 12 from it.
            #expect(isApproximatelyEqual(placed.elements[1].endPoint!, e, tolerance: 1e-9))
            #expect(abs(placed.elements[0].endPoint!.distance(to: e) - (144.0 + 36).squareRoot()) < 1e-9)
        }
    }

    /// The body runs from one head's attachment point to the other's: a dot head has no line
    /// drawn through it.
    @Test func theBodyStopsAtTheAttachments() {
        let a = Self.arrow(start: Self.dot, end: Self.triangle, body: .straight)
        // Spine: the body's centre line first.
        #expect(a.spine.elements.first == .move(to: Point(5, 10)))
        #expect(a.spine.elements[1] == .line(to: Point(188, 10)))
    }

    @Test func partsNameTheHeadsAndTheBody() {
        let a = Self.arrow(start: Self.dot, end: Self.triangle, body: .straight)
        #expect(a.hitTest(Point(0, 10))?.part == .startHead)
        #expect(a.hitTest(Point(199, 10))?.part == .endHead)
        #expect(a.hitTest(Point(100, 10))?.part == .body)
        #expect(a.hitTest(Point(100, 60)) == nil)
    }

    /// On a template without a stroke, a head's spine is filled at the head's own line width, so an
    /// outlined head shows (and hits) on a filled arrow.
    @Test func outlinedHeadsShowOnFilledArrows() {
        var a = Arrow(template: ArrowTestTemplates.doubleArrow())
        a.endHead = Self.triangleOutline
        #expect(a.spine.isEmpty)
        // The triangle's back edge, 12 back from the tip at (200, 19): inside its 2-wide stroke.
        #expect(a.fillContains(Point(188, 25)))
        // Its middle is empty, and so is the body's end inside it.
        #expect(!a.fillContains(Point(193, 19)))
        // The body is a band as wide as the template's.
        #expect(a.fillContains(Point(100, 19 + 6.9)) && !a.fillContains(Point(100, 19 + 7.1)))
    }

    @Test func anArcsHandleIsTheBendPoint() {
        let a = Self.arrow(body: .arc, bend: 40)
        // The chord runs along +x: the normal (-d.y, d.x) is +y.
        #expect(isApproximatelyEqual(a.firstHandle!, Point(100, 50), tolerance: 1e-9))
        #expect(a.hitTest(Point(102, 48))?.part == .handle(0))
        #expect(abs(a.bendMovingFirstHandle(to: Point(30, -5)) - (-15)) < 1e-12)
    }

    @Test func straightAndCurvedBodiesHaveNoHandleToGrab() {
        for body in [ArrowBodyKind.straight, .curved] {
            let a = Self.arrow(body: body)
            #expect(a.handles.isEmpty && body.handleNames.isEmpty)
            #expect(a.hitTest(Point(100, 10))?.part == .body)
        }
    }

    @Test func arcAndElbowBodiesHaveOneHandleThatSetsTheirBend() {
        for body in [ArrowBodyKind.arc, .elbow] {
            var a = Self.arrow(body: body, bend: 40)
            #expect(a.handles.map(\.name) == ["bend"] && a.handles[0].index == 0 && a.handles[0].part == .handle(0))
            a.moveHandle(1, to: Point(100, -30))
            #expect(a.bend == 40)
            a.moveHandle(0, to: Point(100, .nan))
            #expect(a.bend == 40)
        }
    }

    @Test func aDragOfTheBendHandleBendsTheBodyAndACancelPutsItBack() {
        var a = Self.arrow(body: .arc, bend: 40)
        var drag = ArrowDrag()
        #expect(drag.begin(at: Point(101, 49), on: a) == nil)
        #expect(drag.state == .movingHandle(0))
        drag.move(to: Point(71, -21), on: &a)
        // The grab offset (-1, 1) carries over: the handle lands at (70, -20), 30 above the chord.
        #expect(abs(a.bend - (-30)) < 1e-12)
        #expect(a.start == Point(0, 10) && a.end == Point(200, 10))
        drag.cancel(on: &a)
        #expect(a.bend == 40)
    }

    /// On a bent arrow so short that its handle's tap reach covers both tips, a touch on a tip
    /// still grabs that tip: the handle wins over the body, never over a head.
    @Test func theHandleOfAShortBentArrowLeavesItsTipsToGrab() {
        for body in [ArrowBodyKind.arc, .elbow] {
            let a = Self.arrow(end: Self.bar, body: body, bend: 4, from: Point(0, 10), to: Point(24, 10))
            let handle = a.firstHandle!
            #expect(handle.distance(to: a.end) <= a.tapRadius && handle.distance(to: a.start) <= a.tapRadius)
            #expect(a.hitTest(a.end)?.part == .endHead, "\(body)")
            var drag = ArrowDrag()
            #expect(drag.begin(at: a.end, on: a) == .end, "\(body)")
            // Elsewhere in the handle's reach it still bends the body.
            #expect(a.hitTest(Point(handle.x, handle.y - 3))?.part == .handle(0), "\(body)")
        }
    }

    /// A head whose attachment is its tip lets the body run up to the tip; a touch on the tip
    /// still grabs the head (the body's points in a head's placed frame count as that head).
    @Test func aTouchOnTheTipGrabsAHeadTheBodyRunsInto() {
        for template in [ArrowTestTemplates.spineArrow(), ArrowTestTemplates.doubleArrow()] {
            let a = Self.arrow(template, start: Self.bar, end: Self.bar, from: Point(0, 10), to: Point(160, 90))
            #expect(a.hitTest(a.start)?.part == .startHead && a.hitTest(a.end)?.part == .endHead)
            // Halfway along, the body is the body.
            #expect(a.hitTest((a.start + a.end) / 2)?.part == .body)
        }
    }

    /// With `shrinksHeads`, heads keep their size while they reach back at most half the tips'
    /// distance (the same bits as without it), and below that shrink about their tips so that
    /// they reach back exactly half of it; without it they keep their size on a short arrow.
    @Test(arguments: ArrowBodyKind.allCases)
    func headsShrinkOnShortArrowsWhenAsked(body: ArrowBodyKind) {
        // The triangle reaches back 12 from its tip, the dot 5 (its frame's back edge): 17 in all.
        func arrow(_ length: Double, shrinks: Bool) -> Arrow {
            var a = Arrow(template: ArrowTestTemplates.spineArrow(), start: Point(0, 10), end: Point(length, 10))!
            a.style = ArrowStyle(startHead: Self.dot, endHead: Self.triangle, body: body, bend: 3, shrinksHeads: shrinks)
            return a
        }
        /// How far the drawn end head's farthest point lies from its tip (whichever way it turns).
        func endHeadReach(_ a: Arrow) -> Double {
            zip(a.outline.elements, a.outlineLabels).filter { $0.1 == .endHead }
                .compactMap { $0.0.endPoint?.distance(to: a.end) }.max() ?? 0
        }
        #expect(arrow(44, shrinks: true).outline == arrow(44, shrinks: false).outline)
        #expect(arrow(44, shrinks: true).spine == arrow(44, shrinks: false).spine)
        let short = arrow(22, shrinks: true), k = 11.0 / 17
        let fullReach = endHeadReach(arrow(22, shrinks: false))
        #expect(abs(fullReach - 180.0.squareRoot()) < 1e-9)  // the triangle's back corners
        #expect(abs(endHeadReach(short) - k * fullReach) < 1e-9)
        #expect(short.hitTest(short.end)?.part == .endHead && short.hitTest(short.start)?.part == .startHead)
        // Coincident tips: the heads shrink to the tip, and nothing is not finite.
        let none = arrow(0, shrinks: true)
        #expect(none.outline.isFinite && none.spine.isFinite && none.bounds.width == 0)
    }

    /// A template with a style is drawn with it by its builders too (what the views draw), as
    /// the arrow model draws it: outline, spine and both together.
    @Test func aStyledTemplatesBuildersDrawItsStyle() throws {
        for base in [ArrowTestTemplates.spineArrow(), ArrowTestTemplates.doubleArrow()] {
            var template = base
            template.style = ArrowStyle(startHead: Self.dot, endHead: Self.bar, body: .arc, bend: 25)
            let s = Point(3, 40), e = Point(180, -20)
            let arrow = try #require(Arrow(template: template, start: s, end: e))
            #expect(arrow.style == template.style)
            var whole = BezierPath(), outline = BezierPath(), spine = BezierPath()
            template.build(start: s, end: e, into: &whole)
            template.buildOutline(start: s, end: e, into: &outline)
            template.buildSpine(start: s, end: e, into: &spine)
            #expect(whole == arrow.path && outline == arrow.outline && spine == arrow.spine)
            // Without the style, the template's own drawing, which differs.
            var own = BezierPath()
            base.build(start: s, end: e, into: &own)
            #expect(own != whole)
        }
    }

    @Test func anElbowsHandleMovesItsMiddleSegment() {
        var a = Self.arrow(body: .elbow, bend: 0, from: Point(0, 0), to: Point(200, 100))
        #expect(isApproximatelyEqual(a.firstHandle!, Point(100, 50), tolerance: 1e-9))
        a.bend = a.bendMovingFirstHandle(to: Point(130, 20))
        #expect(a.bend == 30)
        #expect(isApproximatelyEqual(a.firstHandle!, Point(130, 50), tolerance: 1e-9))
    }

    @Test func aSceneDragMovesTheBendHandle() {
        var scene = ArrowScene<Int>()
        scene.append(Self.arrow(body: .arc, bend: 40), id: 7)
        #expect(scene.hitTest(Point(100, 50))?.part == .handle(0))
        var drag = ArrowSceneDrag<Int>()
        _ = drag.begin(at: Point(100, 50), in: scene)
        drag.move(to: Point(100, 80), in: &scene)
        #expect(scene[7]?.arrow.bend == 70)
        #expect(drag.finish(in: scene) == nil)
    }

    @Test func badBendsAreIgnoredOrClamped() {
        var a = Self.arrow(body: .arc, bend: 40)
        a.bend = .nan
        #expect(a.bend == 40)
        a.bend = 1e300
        #expect(a.bend == ArrowDeformation.coordinateLimit)
        #expect(a.outline.isFinite && a.spine.isFinite)
    }

    /// A style's bend and corner radius are public properties: set past the initialiser, they
    /// keep its rules (a bend finite within the coordinate limit, a radius from 0 to the accepted
    /// magnitude), so an arrow never reports a bend of infinity, nor keeps a radius a saved
    /// scene refuses.
    @Test func aStylesBendAndCornerRadiusSetLaterAreClampedAsInTheInitialiser() {
        var style = ArrowStyle(endHead: Self.triangle, body: .elbow)
        for (set, bend) in [(-Double.infinity, 0), (.nan, 0), (1e300, ArrowDeformation.coordinateLimit), (-40, -40)] {
            style.bend = set
            #expect(style.bend == bend, "bend \(set)")
        }
        for (set, radius) in [(-102.5, 0), (.nan, 0), (.infinity, 0), (1e300, AcceptedRange.maxMagnitude), (12, 12)] {
            style.cornerRadius = set
            #expect(style.cornerRadius == radius, "corner radius \(set)")
        }
        #expect(ArrowStyle(endHead: Self.triangle, cornerRadius: 1e300).cornerRadius == AcceptedRange.maxMagnitude)
        var a = Self.arrow(body: .elbow)
        style.bend = -.infinity
        a.style = style
        #expect(a.bend == 0 && a.bendMovingFirstHandle(to: Point(50, 50)).isFinite)
    }

    /// The anti-twist rule: for tips anywhere (and closer together than the heads are long), on
    /// every body kind, the body's centre line never crosses itself, a band body keeps a
    /// positive area (never turned inside out), and the heads keep their winding.
    @Test(arguments: ArrowBodyKind.allCases)
    func bodiesNeverTwist(body: ArrowBodyKind) {
        var rng = SplitMix64(seed: 4)
        let checker = SelfIntersectionChecker(tolerance: 1e-9)
        for template in [ArrowTestTemplates.doubleArrow(), ArrowTestTemplates.spineArrow()] {
            for i in 0..<150 {
                let s = rng.point(within: 300)
                let e = i % 5 == 0 ? s + rng.point(within: 15) : rng.point(within: 300)
                let a = Self.arrow(template, start: Self.dot, end: Self.triangle, body: body,
                                   bend: rng.uniform(-150...150), from: s, to: e)
                var centerLine = BezierPath()
                a.styledDrawing!.route(start: s, end: e, template: template).drawCenterLine(into: &centerLine)
                let crossing = checker.firstCrossing(in: centerLine)
                #expect(crossing == nil, "\(template.name) \(body) \(s) → \(e): \(String(describing: crossing))")
                if a.spine.isEmpty {
                    // A body collapsed between heads closer than their length has area 0, to
                    // rounding of coordinates up to about 300.
                    #expect(ArrowHead.signedArea(of: Self.elements(of: a, part: .body)) >= -1e-9)
                }
                // Heads are turned, never mirrored: the placed triangle keeps a positive area.
                #expect(ArrowHead.signedArea(of: Self.elements(of: a, part: .endHead, in: \.outline)) > 0)
            }
        }
    }

    /// The elements of one part, from the spine (stroked bodies) or the outline.
    static func elements(of a: Arrow, part: ArrowPart, in which: KeyPath<Arrow, BezierPath>? = nil) -> BezierPath {
        var out = BezierPath()
        for (path, parts) in [(a.outline, a.outlineLabels), (a.spine, a.spineLabels)] {
            if let which, path != a[keyPath: which] { continue }
            for (element, p) in zip(path.elements, parts) where ArrowPart(p) == part { out.append(element) }
        }
        return out
    }
}
