import TestSupport
import Testing
@testable import BezierArrow

/// Self-loops drawn in a scene: an arrow whose tips are bound to one shape draws its body out of
/// the shape and back along the loop, with rigid heads that join it, and hit tests, bounds, touch
/// boxes, labels and dashes that follow it; the loop goes when the arrow stops looping.
@Suite struct SceneLoopTests {
    typealias T = ArrowStyleTests
    typealias D = BodyRouteTests.Drawing

    /// Shapes: a rectangle, an ellipse, a rotated and stretched rectangle.
    static let shapes: [SceneShape] = [
        try! SceneShape(.rectangle(Rect(x: 0, y: 0, width: 120, height: 80))),
        try! SceneShape(.ellipse(Rect(x: 5, y: 5, width: 150, height: 60))),
        try! SceneShape(.rectangle(Rect(x: 0, y: 0, width: 100, height: 60)),
                        transform: Transform2D(scaleX: 1.5, y: 0.7).concatenating(Transform2D(rotationAngle: 0.6))
                            .concatenating(Transform2D(translationX: 200, y: 50))),
    ]

    /// Anchor pairs: one side, two sides, opposite sides, one point, a corner, the centre.
    static let anchors: [(Point, Point)] = [
        (Point(1, 0.3), Point(1, 0.7)), (Point(0.5, 0), Point(1, 0.5)), (Point(0, 0.5), Point(1, 0.5)),
        (Point(0.5, 1), Point(0.5, 1)), (Point(1, 1), Point(1, 1)), (Point(0.5, 0.5), Point(0.5, 0.5)),
    ]

    /// Templates: a filled band 14 wide (the double arrow), a stroke 2 wide (the spine arrow).
    static let templates = [ArrowTestTemplates.doubleArrow(), ArrowTestTemplates.spineArrow()]

    static func edge(_ anchor: Point, gap: Double = 0) -> ArrowBinding {
        try! ArrowBinding(anchor: anchor, mode: .edge(gap: gap))
    }

    /// A scene of one shape `s` and one arrow `a` with both tips bound to it.
    static func loopScene(_ shape: SceneShape, _ anchors: (Point, Point), template: ArrowTemplate,
                          body: ArrowBodyKind = .straight, style: Bool = true, gap: Double = 0) throws -> ArrowScene<String> {
        var scene = ArrowScene<String>()
        scene.setShape(SceneShapeItem(shape: shape), id: "s")
        var arrow = Arrow(template: template, start: Point(400, 400), end: Point(520, 430))!
        arrow.style = style ? ArrowStyle(startHead: T.dot, endHead: T.triangle, body: body, bend: 30) : nil
        scene.append(arrow, id: "a")
        try scene.bind(.start, of: "a", to: "s", edge(anchors.0, gap: gap))
        try scene.bind(.end, of: "a", to: "s", edge(anchors.1, gap: gap))
        return scene
    }

    /// Every loop scene: each shape, anchor pair, template, and a body kind in turn.
    static func allLoops() throws -> [(scene: ArrowScene<String>, shape: SceneShape)] {
        var result: [(ArrowScene<String>, SceneShape)] = []
        let bodies = ArrowBodyKind.allCases
        var k = 0
        for shape in shapes {
            for a in anchors {
                for template in templates {
                    result.append((try loopScene(shape, a, template: template, body: bodies[k % bodies.count]), shape))
                    k += 1
                }
            }
        }
        return result
    }

    /// The drawn body's curves: the band's or the stroke's elements, as cubics.
    static func bodyCurves(_ arrow: Arrow) -> [CubicSegment] {
        let drawing = arrow.styledDrawing!
        let path = drawing.isStrokedBody ? arrow.spine : arrow.outline
        var body = BezierPath()
        for e in path.elements[drawing.bodyElements] { body.append(e) }
        var curves: [CubicSegment] = []
        body.forEachSegment { curves.append($0.cubic) }
        return curves
    }

    /// Points along curves, `n` a curve.
    static func samples(_ curves: [CubicSegment], _ n: Int = 200) -> [Point] {
        curves.flatMap { c in (0...n).map { c.point(at: Double($0) / Double(n)) } }
    }

    /// Every drawn curve of the arrow (heads and body, outline and spine).
    static func allCurves(_ arrow: Arrow) -> [CubicSegment] {
        var curves: [CubicSegment] = []
        arrow.outline.forEachSegment { curves.append($0.cubic) }
        arrow.spine.forEachSegment { curves.append($0.cubic) }
        return curves
    }

    /// The body's centre line never enters the shape, nor does any drawn element of the body
    /// (a band's sides and butt ends, a stroke), by the shape's exact containment at 200 points a
    /// drawn cubic. Whatever the body kind: a loop is drawn as a loop.
    @Test func theBodyStaysOutOfItsShape() throws {
        for (scene, shape) in try Self.allLoops() {
            let arrow = scene["a"]!.arrow
            let line = try #require(arrow.givenCenterLine, "\(shape.outline) not a loop")
            #expect(line.first?.p0 == arrow.start && line.last?.p3 == arrow.end)
            for p in Self.samples(D(arrow.centerLine).pieces.map { CubicSegment($0.p0, $0.p1, $0.p2, $0.p3) }) {
                #expect(!shape.contains(p), "\(shape.outline) \(arrow.style!.body): centre line inside at \(p)")
            }
            for p in Self.samples(Self.bodyCurves(arrow)) {
                #expect(!shape.contains(p), "\(shape.outline) \(arrow.style!.body): body inside at \(p)")
            }
        }
    }

    /// Each head sits at its tip pointing along the loop, its attachment (the head's attachment
    /// distance back from the tip along its direction) where the drawn body starts or ends:
    /// within 1e-9. The placed head frames point the same way.
    @Test func theHeadsJoinTheBody() throws {
        for (scene, _) in try Self.allLoops() {
            let arrow = scene["a"]!.arrow
            let drawing = arrow.styledDrawing!
            let route = drawing.route(start: arrow.start, end: arrow.end, template: arrow.template)
            let startHead = arrow.start - route.startDirection * drawing.startHead.attachment
            let endHead = arrow.end - route.endDirection * drawing.endHead.attachment
            #expect(startHead.distance(to: route.startAttachment) <= 1e-9)
            #expect(endHead.distance(to: route.endAttachment) <= 1e-9)
            let centre = D(arrow.centerLine)
            #expect(centre.pieces.first?.p0 == route.startAttachment && centre.pieces.last?.p3 == route.endAttachment)
            if drawing.isStrokedBody {
                let body = Self.bodyCurves(arrow)
                #expect(body.first?.p0 == route.startAttachment && body.last?.p3 == route.endAttachment)
            } else {
                // The band's butt edges are centred on the attachments.
                let body = Self.bodyCurves(arrow)
                let half = drawing.drawnBodyWidth / 2
                #expect(abs(body[0].p0.distance(to: route.startAttachment) - half) <= 1e-9)
            }
            #expect(arrow.headFrames?.startDirection == route.startDirection)
            #expect(arrow.headFrames?.endDirection == route.endDirection)
            #expect(arrow.handles.isEmpty)
        }
    }

    /// A band keeps its width along the loop: the sides' points lie half the width from the
    /// centre line (a brute-force distance), within 1% of the half width.
    @Test func theBandKeepsItsWidth() throws {
        for (scene, _) in try Self.allLoops() {
            let arrow = scene["a"]!.arrow
            let drawing = arrow.styledDrawing!
            guard !drawing.isStrokedBody else { continue }
            let half = drawing.drawnBodyWidth / 2
            let centre = D(arrow.centerLine)
            let route = drawing.route(start: arrow.start, end: arrow.end, template: arrow.template)
            for c in Self.bodyCurves(arrow) where c.p0 != c.p3 {
                // The butt edges across the ends are left out.
                let isButt = abs(c.p0.distance(to: route.startAttachment) - half) < 1e-9
                    && abs(c.p3.distance(to: route.startAttachment) - half) < 1e-9
                    || abs(c.p0.distance(to: route.endAttachment) - half) < 1e-9
                    && abs(c.p3.distance(to: route.endAttachment) - half) < 1e-9
                if isButt { continue }
                for i in 0...8 {
                    let d = centre.distance(to: c.point(at: Double(i) / 8))
                    #expect(abs(d - half) <= 0.01 * half, "side \(d) from the centre line, not \(half)")
                }
            }
        }
    }

    /// A touch on the loop's body, away from the heads, hits the body, in the arrow and in the
    /// scene; the straight body that crossed the shape before is gone (its middle, deep in the
    /// shape, hits nothing).
    @Test func hitTestingFindsTheLoop() throws {
        for (scene, _) in try Self.allLoops() {
            let arrow = scene["a"]!.arrow
            let slots = arrow.slots
            for f in stride(from: 0.25, through: 0.75, by: 0.05) {
                let slot = slots.slot(atFraction: f)
                let off = slot.point + slot.tangent.perpendicular * 3
                for p in [slot.point, off] {
                    #expect(arrow.hitTest(p)?.part == .body, "\(p)")
                    let hit = scene.hitTest(p)
                    #expect(hit?.id == "a" && hit?.hit.part == .body)
                }
            }
        }
        let scene = try Self.loopScene(Self.shapes[0], (Point(0, 0.5), Point(1, 0.5)), template: Self.templates[0])
        #expect(scene["a"]!.arrow.givenCenterLine != nil)
        #expect(scene.hitTest(Point(60, 40)) == nil)
        #expect(scene.shape(at: Point(60, 40)) == "s")
    }

    /// The bounds hold every point of the drawn paths (200 a cubic, to rounding), and the scene's touch boxes
    /// and maps follow the loop: on a grid over the tap target's bounds, the scene finds the
    /// arrow exactly where the arrow's own hit test does.
    @Test func boundsAndTouchBoxesFollowTheLoop() throws {
        for (scene, shape) in try Self.allLoops() {
            let arrow = scene["a"]!.arrow
            // A sample is computed otherwise than the extrema the bounds hold: 1e-12 of rounding.
            let grown = arrow.bounds.insetBy(dx: -1e-12 * arrow.bounds.width, dy: -1e-12 * arrow.bounds.height)
            for p in Self.samples(Self.allCurves(arrow)) {
                #expect(grown.contains(p), "\(shape.outline): \(p) outside \(arrow.bounds)")
            }
            let box = arrow.tapTargetBounds()
            for i in 0...40 {
                for j in 0...40 {
                    let p = Point(box.minX + box.width * Double(i) / 40, box.minY + box.height * Double(j) / 40)
                    #expect((scene.hitTest(p)?.id == "a") == (arrow.hitTest(p) != nil), "\(p)")
                }
            }
        }
    }

    /// A label sits on the loop (its box centred on the loop's middle, outside the shape), and a
    /// dashed body is dashed along the loop (every dash within the drawn band's bounds).
    @Test func labelsAndDashesFollowTheLoop() throws {
        for shape in Self.shapes {
            var scene = try Self.loopScene(shape, (Point(1, 0.3), Point(1, 0.7)), template: ArrowDashingTests.dashedDoubleArrow())
            let label = try ArrowLabel("loop", width: 30, height: 12)
            scene.update("a") { $0.arrow.label = label }
            let arrow = scene["a"]!.arrow
            #expect(arrow.givenCenterLine != nil)
            let box = try #require(arrow.labelFrame)
            let middle = arrow.slots.point(atFraction: 0.5)
            #expect(box.center.distance(to: middle) < 1e-9)
            #expect(!shape.contains(middle))
            #expect(scene.hitTest(middle)?.hit.part == .label)
            let dashed = arrow.dashedOutline
            #expect(dashed.elements.count > arrow.outline.elements.count)
            let grown = arrow.bounds.insetBy(dx: -1e-9, dy: -1e-9)
            var inside = true
            dashed.forEachSegment { s in if !grown.contains(s.cubic.boundingBox) { inside = false } }
            #expect(inside)
        }
    }

    /// The loop goes when the arrow stops looping: a tip unbound, the shape removed, the end bound
    /// elsewhere; an arrow taken out of the scene drops it when its tips move or its body's kind
    /// or state changes, and keeps it through a change of heads. Moving the shape moves the loop.
    /// Without a style (the template's own drawing) an arrow draws its template between the tips.
    @Test func theLoopGoesWhenTheArrowStopsLooping() throws {
        let shape = Self.shapes[0], anchors = (Point(1, 0.3), Point(1, 0.7)), template = Self.templates[0]
        /// The arrow drawn afresh with its style at its tips, with no loop.
        func fresh(_ a: Arrow) -> Arrow {
            var f = Arrow(template: a.template, start: a.start, end: a.end)!
            f.style = a.style
            return f
        }
        var scene = try Self.loopScene(shape, anchors, template: template)
        #expect(scene["a"]!.arrow.givenCenterLine != nil && scene["a"]!.arrow.outline != fresh(scene["a"]!.arrow).outline)

        var unbound = scene
        unbound.unbind(.end, of: "a")
        #expect(unbound["a"]!.arrow.givenCenterLine == nil)
        #expect(unbound["a"]!.arrow.outline == fresh(unbound["a"]!.arrow).outline)
        #expect(unbound.hitTest(Point(121, 40)) != nil)  // the straight body between the tips

        var removed = scene
        removed.removeShape("s")
        #expect(removed["a"]!.arrow.givenCenterLine == nil)

        var elsewhere = scene
        elsewhere.setShape(SceneShapeItem(shape: SceneShapeItemTests.box(400, 0)), id: "t")
        try elsewhere.bind(.end, of: "a", to: "t", Self.edge(Point(0.5, 0.5)))
        #expect(elsewhere["a"]!.arrow.givenCenterLine == nil)

        // In the scene a change of bend is solved again: still a loop.
        scene.update("a") { $0.arrow.bend = 55 }
        #expect(scene["a"]!.arrow.givenCenterLine != nil)
        SceneBindingTests.move(&scene, "s", by: 30, -20)
        let line = try #require(scene["a"]!.arrow.givenCenterLine)
        #expect(line.first?.p0 == scene["a"]!.arrow.start && line.last?.p3 == scene["a"]!.arrow.end)

        var arrow = scene["a"]!.arrow
        arrow.endHead = T.dot
        #expect(arrow.givenCenterLine != nil)
        var bent = arrow
        bent.bend = 10
        #expect(bent.givenCenterLine == nil && bent.outline == fresh(bent).outline)
        var moved = arrow
        moved.setTips(start: arrow.start, end: arrow.end)
        #expect(moved.givenCenterLine == nil && moved.outline == fresh(moved).outline)
        var plain = arrow
        plain.style = nil
        #expect(plain.givenCenterLine == nil)

        let templated = try Self.loopScene(shape, anchors, template: template, style: false)
        let a = templated["a"]!.arrow
        #expect(a.givenCenterLine == nil)
        #expect(a.outline == Arrow(template: template, start: a.start, end: a.end)!.outline)
    }

    /// An arrow bound along a looping arrow's body sits on the loop, and follows the body when
    /// the loop goes (unbinding solves the arrows bound to it again).
    @Test func arrowsBoundAlongALoopSitOnIt() throws {
        let shape = Self.shapes[0]
        var scene = try Self.loopScene(shape, (Point(0, 0.5), Point(1, 0.5)), template: Self.templates[0])
        scene.append(SceneShapeItemTests.arrow(Point(300, 300), Point(350, 320)), id: "b")
        try scene.bind(.end, of: "b", to: "a", SceneBindingTests.along(0.5))
        var middle = scene["a"]!.arrow.slots.point(atFraction: 0.5)
        #expect(scene["b"]!.arrow.end.distance(to: middle) < 1e-9)
        #expect(!shape.contains(middle) && !shape.bounds.contains(middle))
        scene.unbind(.start, of: "a")
        #expect(scene["a"]!.arrow.givenCenterLine == nil)
        middle = scene["a"]!.arrow.slots.point(atFraction: 0.5)
        #expect(scene["b"]!.arrow.end.distance(to: middle) < 1e-9)
        #expect(shape.contains(middle))  // the straight body between the tips crosses the shape
    }

    /// Degenerate loops stay finite: a shape of no size, one a unit across with heads longer
    /// than the loop, the same anchor at both ends, huge coordinates.
    @Test func degenerateLoopsStayFinite() throws {
        let shapes = [
            try SceneShape(.rectangle(Rect(x: 10, y: 10, width: 0, height: 0))),
            try SceneShape(.ellipse(Rect(x: 10, y: 10, width: 1, height: 1))),
            try SceneShape(.rectangle(Rect(x: 10, y: 10, width: 1e-9, height: 3))),
            try SceneShape(.rectangle(Rect(x: 1e11, y: -1e11, width: 5e10, height: 1))),
        ]
        var loops = 0
        for shape in shapes {
            for anchors in [(Point(1, 0.5), Point(1, 0.5)), (Point(0.5, 0.5), Point(0.5, 0.5)), (Point(0, 0), Point(1, 1))] {
                for template in Self.templates {
                    for gap in [0.0, 5.0] {
                        let scene = try Self.loopScene(shape, anchors, template: template, gap: gap)
                        let arrow = scene["a"]!.arrow
                        if arrow.givenCenterLine != nil { loops += 1 }
                        #expect(D(arrow.outline).allPoints.allSatisfy { $0.isFinite })
                        #expect(D(arrow.spine).allPoints.allSatisfy { $0.isFinite })
                        #expect(arrow.bounds.minX.isFinite && arrow.bounds.maxY.isFinite)
                        #expect(arrow.slots.point(atFraction: 0.5).isFinite)
                        _ = scene.hitTest(arrow.start)
                    }
                }
            }
        }
        // The shapes with extent loop (heads longer than the one a unit across).
        #expect(loops == 36, "\(loops)")
    }
}
