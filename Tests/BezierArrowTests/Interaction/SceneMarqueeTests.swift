import TestSupport
import Testing
@testable import BezierArrow

/// Selection rectangles: the scene's touched and enclosed queries against a brute force over the
/// drawn paths, and the controller drawing the rectangle from a pointer on nothing.
@Suite struct SceneMarqueeTests {
    typealias T = ArrowTestTemplates

    /// Points every `spacing` units or closer along each segment of an arrow's outline and spine
    /// (the ends included): the drawing, densely sampled.
    static func samples(of arrow: Arrow, spacing: Double) -> [Point] {
        var points: [Point] = []
        for path in [arrow.outline, arrow.spine] {
            path.forEachSegment { segment in
                // The control polygon's length bounds the curve's, so the steps are shorter.
                let polygon: [Point] = switch segment {
                case .line(let s): [s.p0, s.p1]
                case .quad(let s): [s.p0, s.p1, s.p2]
                case .cubic(let s): [s.p0, s.p1, s.p2, s.p3]
                }
                let length = zip(polygon, polygon.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
                let n = max(1, Int((length / spacing).rounded(.up)))
                for k in 0...n { points.append(segment.point(at: Double(k) / Double(n))) }
            }
        }
        return points
    }

    /// A random scene: arrows of the outline template and styled arrows (spine and outline
    /// bodies, bent arcs and elbows, straight), in a 1200-unit square.
    static func randomScene(_ rng: inout SplitMix64, count: Int) -> ArrowScene<Int> {
        var scene = ArrowScene<Int>(cellSize: 64)
        let bodies: [ArrowBodyKind] = [.arc, .elbow, .straight]
        for i in 0..<count {
            var arrow: Arrow
            switch i % 3 {
            case 0:
                let s = rng.point(within: 600)
                arrow = Arrow(template: T.doubleArrow(), start: s, end: s + Point(rng.uniform(60...400), 0).rotated(by: rng.uniform(-3.2...3.2)))!
            case 1:
                arrow = ArrowStyleTests.randomBentArrow(T.spineArrow(), body: bodies[Int(rng.next() % 3)], length: 60...400, &rng)
            default:
                arrow = ArrowStyleTests.randomBentArrow(T.doubleArrow(), body: bodies[Int(rng.next() % 3)], length: 60...400, &rng)
            }
            scene.append(arrow, id: i)
        }
        return scene
    }

    /// Each query against the samples, at a spacing of 0.25 units and a margin of 0.5 either side of
    /// the rectangle's edges: touched when a sample lies inside the rectangle shrunk by the margin,
    /// untouched when none lies inside it grown by the margin (a stretch between two samples 0.25
    /// apart cannot reach 0.5 past both); enclosed when every sample lies inside the shrunk one,
    /// not when one lies outside the grown one. A rectangle between those (grazing an arrow) is
    /// drawn again. Rectangles are at least 40 units a side, wider than any arrow's body or
    /// head, so none lies inside a fill without meeting its outline.
    @Test func touchedAndEnclosedAgreeWithTheSampledDrawings() {
        var rng = SplitMix64(seed: 0x3A8C_0E55)
        let spacing = 0.25, margin = 0.5
        let scene = Self.randomScene(&rng, count: 24)
        let drawings = scene.ids.map { id in
            let points = Self.samples(of: scene[id]!.arrow, spacing: spacing)
            return (id: id, points: points, box: points.reduce(Rect.null) { $0.union($1) })
        }
        var rects = 0, touchedCount = 0, enclosedCount = 0, differ = 0, grazing = 0
        while rects < 400 {
            let corner = rng.point(within: 900)
            let rect = Rect(x: corner.x, y: corner.y, width: rng.uniform(40...900), height: rng.uniform(40...900))
            let inner = rect.insetBy(dx: margin, dy: margin), outer = rect.insetBy(dx: -margin, dy: -margin)
            var touched: [Int] = [], enclosed: [Int] = [], isGrazing = false
            for (id, points, box) in drawings {
                var surelyTouched = inner.contains(box), surelyUntouched = !outer.intersects(box)
                var surelyEnclosed = surelyTouched, surelyNotEnclosed = surelyUntouched
                if !surelyTouched && !surelyUntouched {
                    surelyEnclosed = true
                    surelyUntouched = true
                    for p in points {
                        if inner.contains(p) { surelyTouched = true }
                        if outer.contains(p) { surelyUntouched = false }
                        if !inner.contains(p) { surelyEnclosed = false }
                        if !outer.contains(p) { surelyNotEnclosed = true }
                    }
                }
                if surelyTouched == surelyUntouched || surelyEnclosed == surelyNotEnclosed { isGrazing = true; break }
                if surelyTouched { touched.append(id) }
                if surelyEnclosed { enclosed.append(id) }
            }
            if isGrazing { grazing += 1; continue }
            rects += 1
            #expect(scene.arrows(touching: rect) == touched, "\(rect)")
            #expect(scene.arrows(enclosedBy: rect) == enclosed, "\(rect)")
            touchedCount += touched.count
            enclosedCount += enclosed.count
            if touched != enclosed { differ += 1 }
        }
        // The cases are not all empty, and the two rules part often.
        #expect(touchedCount > 600 && enclosedCount > 150 && differ > 100 && grazing < 100,
                "\(touchedCount) touched, \(enclosedCount) enclosed, \(differ) differ, \(grazing) grazing")
    }

    @Test func aRectangleInsideAFillTouchesItAndOddRectanglesTouchNothing() {
        var scene = ArrowScene<String>(cellSize: 64)
        // The outline template's body is 14 units high around y = 19 at rest, x from 30 to 170.
        scene.append(Arrow(template: T.doubleArrow()), id: "a")
        let inside = Rect(x: 90, y: 17, width: 4, height: 4)
        #expect(scene.arrows(touching: inside) == ["a"] && scene.arrows(enclosedBy: inside).isEmpty)
        #expect(scene.arrows(touching: Rect(x: 90, y: -30, width: 4, height: 4)).isEmpty)
        #expect(scene.arrows(enclosedBy: Rect(x: -1, y: -1, width: 202, height: 40)) == ["a"])
        for odd in [Rect.null, Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 10)] {
            #expect(scene.arrows(touching: odd).isEmpty && scene.arrows(enclosedBy: odd).isEmpty)
        }
        // Hidden arrows are not selected.
        scene.update("a") { $0.isHidden = true }
        #expect(scene.arrows(touching: inside).isEmpty && scene.arrows(enclosedBy: Rect(x: -1, y: -1, width: 202, height: 40)).isEmpty)
    }

    @Test func aPointerOnNothingDrawsTheRectangleAndSelectsWhatItMeets() {
        var c = SceneSelectionTests.controller()
        c.select(["c"])
        // From above "a" to across "b"'s body: touches a and b, encloses a alone.
        c.pointerDown(1, at: Point(-10, -10))
        #expect(c.selectedIDs.isEmpty && c.marquee == nil)
        #expect(c.pointerMoved(1, to: Point(-8, -8)) == false && c.marquee == nil)
        #expect(c.pointerMoved(1, to: Point(210, 205)) == true)
        #expect(c.marquee == Rect(corner: Point(-10, -10), Point(210, 205)))
        #expect(c.selectedIDs == ["a", "b"])
        c.marqueeRule = .enclosed
        #expect(c.pointerMoved(1, to: Point(211, 206)) == true)
        #expect(c.selectedIDs == ["a"])
        c.pointerUp(1, at: Point(211, 206))
        #expect(c.marquee == nil && c.selectedIDs == ["a"] && !c.isTracking)
        // Shift adds to the selection; a cancel puts it back.
        c.marqueeRule = .touched
        c.modifierKeys = .shift
        c.pointerDown(1, at: Point(-40, 340))
        #expect(c.selectedIDs == ["a"] && c.grabbedTip(of: 1) == nil)
        c.pointerMoved(1, to: Point(50, 420))
        #expect(c.selectedIDs == ["a", "c"])
        #expect(c.pointerCancelled(1) == true)
        #expect(c.selectedIDs == ["a"] && c.marquee == nil)
        // Off, a pointer on nothing only clears.
        c.modifierKeys = []
        c.allowsMarquee = false
        c.pointerDown(1, at: Point(-10, -10))
        #expect(c.pointerMoved(1, to: Point(210, 205)) == false && c.marquee == nil && c.selectedIDs.isEmpty)
        c.pointerUp(1, at: Point(210, 205))
        // A second pointer on nothing draws none.
        c.allowsMarquee = true
        c.pointerDown(1, at: SceneSelectionTests.bodyA)
        c.pointerDown(2, at: Point(-10, -10))
        #expect(c.pointerMoved(2, to: Point(210, 205)) == false && c.marquee == nil)
    }
}
