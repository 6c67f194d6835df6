import TestSupport
import Testing
@testable import BezierArrow

@Suite struct ArrowTouchBoxTests {
    typealias T = ArrowTestTemplates

    /// The box holds every point the arrow's hit test takes, for every test template (twisted
    /// and looped shapes too), bent and turned every way, with insets that widen and narrow the
    /// tap target, and points crowded at its edge; and it turns away a good part of the axis-
    /// aligned touch bounds (it would be no use otherwise).
    @Test(arguments: T.all)
    func holdsEveryHitAndRejectsMuchOfTheBounds(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 0x70C4)
        var a = Arrow(template: template)
        var inBounds = 0, rejected = 0, inBox = 0, mapRejected = 0
        for trial in 0..<40 {
            let s = rng.point(within: 1000) + (trial % 5 == 4 ? Point(1e6, -1e6) : .zero)
            a.setTips(start: s, end: s + rng.point(within: 600))
            let inset: Double = [0, -10, 5, 30][trial % 4]
            let reach = a.tapReach(insetBy: inset)
            let box = ArrowTouchBox(start: a.start, end: a.end, outline: a.outline, spine: a.spine, reach: reach)
            let map = box.map(outline: a.outline, spine: a.spine, reach: reach)
            let bounds = a.tapTargetBounds(insetBy: inset)
            for i in 0..<300 {
                var q = Point(rng.uniform(bounds.minX...bounds.maxX), rng.uniform(bounds.minY...bounds.maxY))
                if i % 3 == 0, let near = a.outline.project(q) {
                    // Right at the edge of the tap target.
                    let d = q - near.point, l = d.length
                    if l > 0 { q = near.point + d * (reach / l) * (1 - 1e-12) }
                }
                let hit = a.hitTest(q, insetBy: inset) != nil
                if hit && !box.contains(q) {
                    Issue.record("\(template.testDescription) tips \(a.start) \(a.end) inset \(inset): hit at \(q) outside the box")
                }
                if hit && !box.contains(q, map: map) {
                    Issue.record("\(template.testDescription) tips \(a.start) \(a.end) inset \(inset): hit at \(q) in an unmarked cell")
                }
                if box.contains(q) {
                    inBox += 1
                    if !hit && !box.contains(q, map: map) { mapRejected += 1 }
                }
                if bounds.contains(q) {
                    inBounds += 1
                    if !box.contains(q) { rejected += 1 }
                }
            }
        }
        #expect(Double(rejected) > 0.1 * Double(inBounds), "\(rejected) of \(inBounds) rejected")
        // The map turns away a good part of what the box lets through (the templates that fill
        // their box, the fat round caps among them, least).
        #expect(Double(mapRejected) > 0.05 * Double(inBox), "\(mapRejected) of \(inBox) rejected by the map")
    }

    /// The map's cell of a point is monotone in each coordinate and clamps anything; beyond
    /// `Float`'s range the map marks everything.
    @Test func mapCellsClampAndFarBoxesMarkEverything() {
        let a = Arrow(template: T.doubleArrow(), start: Point(0, 19), end: Point(200, 19))!
        let box = ArrowTouchBox(start: a.start, end: a.end, outline: a.outline, spine: a.spine, reach: a.tapReach())
        var last = (column: 0, row: 0)
        for k in 0...2000 {
            let x = Double(box.minAlong) - 10 + Double(k) * (Double(box.maxAlong - box.minAlong) + 20) / 2000
            let c = box.cell(x, x)
            #expect(c.column >= last.column && c.row >= last.row && (0..<32).contains(c.column) && (0..<8).contains(c.row))
            last = c
        }
        for v in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
            let c = box.cell(v, v)
            #expect((0..<32).contains(c.column) && (0..<8).contains(c.row))
        }
        #expect(ArrowTouchBox.everything.map(outline: a.outline, spine: a.spine, reach: 17.5) == .all)
    }

    /// Coincident tips: the box falls back to the x axis; beyond `Float`'s range it holds
    /// everything.
    @Test func coincidentTips() {
        let a = Arrow(template: T.doubleArrow(), start: Point(5, 5), end: Point(5, 5))!
        let box = ArrowTouchBox(start: a.start, end: a.end, outline: a.outline, spine: a.spine, reach: a.tapReach())
        for q in [a.start, a.start + Point(3, 1), a.outline.currentPoint ?? a.start] where a.hitTest(q) != nil {
            #expect(box.contains(q))
        }
        #expect(!ArrowTouchBox.empty.contains(.zero))
        // Beyond Float's range the box gives up and holds everything.
        let far = ArrowTouchBox(start: Point(1e39, 0), end: Point(2e39, 0), outline: a.outline, spine: a.spine, reach: 17.5)
        #expect(far.contains(Point(-5, 7)) && far.contains(Point(1e39, 1e30)))
    }
}
