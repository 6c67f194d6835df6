import TestSupport
import Testing
@testable import BezierArrow

@Suite struct ArrowOutlinesTests {
    typealias T = ArrowTestTemplates

    /// Filling the tap target path covers what the hit test hits, away from the boundary.
    @Test(arguments: T.all)
    func tapTargetPathFillsWhatTheHitTestHits(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 0x7A9)
        var a = Arrow(template: template)
        for round in 0..<6 {
            let s = rng.point(within: 300)
            a.setTips(start: s, end: s + rng.point(within: 400))
            let inset = round % 3 == 0 ? -10.0 : 0
            let fill = PreparedPath(a.tapTarget(insetBy: inset), fillRule: .nonZero)
            let reference = BruteForceTapTarget(a, samples: 200)
            let reach = a.tapReach(insetBy: inset)
            let box = a.tapTargetBounds(insetBy: inset).insetBy(dx: -5, dy: -5)
            for _ in 0..<60 {
                let q = Point(rng.uniform(box.minX...box.maxX), rng.uniform(box.minY...box.maxY))
                let d = reference.distance(to: q)
                if abs(d - reach) < 0.1 || d < 0.1 { continue }
                let expected = a.tapTargetContains(q, insetBy: inset)
                if fill.fillContains(q) != expected {
                    Issue.record("\(template.testDescription) tips \(a.start) \(a.end) inset \(inset): \(q) at \(d) from the path, expected \(expected)")
                    return
                }
            }
        }
    }

    @Test func tapTargetWithoutReachIsTheOutline() {
        let a = Arrow(template: T.doubleArrow(hitWidth: 0))
        let target = a.tapTarget
        let fill = PreparedPath(target)
        #expect(fill.fillContains(Point(100, 19)) && !fill.fillContains(Point(100, 11)))
        #expect(PreparedPath(target).windingNumber(at: Point(100, 19)) == -PreparedPath(a.outline).windingNumber(at: Point(100, 19)))
    }

    @Test func reversingTwiceGivesTheClosedSubpathsBack() {
        let outline = T.doubleArrow().outline
        var once = BezierPath(), twice = BezierPath()
        Arrow.appendReversed(outline, to: &once)
        Arrow.appendReversed(once, to: &twice)
        #expect(twice == outline)
        #expect(once != outline)
        // Same area, opposite winding.
        for q in [Point(100, 19), Point(10, 19), Point(190, 19)] {
            #expect(PreparedPath(once).windingNumber(at: q) == -PreparedPath(outline).windingNumber(at: q))
        }
        // An open subpath comes back closed, backwards.
        var open = BezierPath()
        open.move(to: Point(0, 0)); open.cubic(to: Point(10, 0), control1: Point(3, 5), control2: Point(7, 5))
        var reversed = BezierPath()
        Arrow.appendReversed(open, to: &reversed)
        #expect(reversed.elements == [.move(to: Point(10, 0)), .cubic(to: Point(0, 0), control1: Point(7, 5), control2: Point(3, 5)), .close])
    }

    /// The selection outline is the visible stroke: a hairline for a filled arrow, the line
    /// width for a stroked spine.
    @Test(arguments: [T.doubleArrow(), T.spineArrow(), T.doubleArrow(lineWidth: 4)])
    func selectionOutlineIsTheVisibleStroke(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 0x5E1)
        let a = Arrow(template: template, start: Point(10, 10), end: Point(260, 120))!
        let width = template.lineWidth > 0 ? template.lineWidth : 1
        let fill = PreparedPath(a.selectionOutline)
        var path = a.outline
        path.append(a.spine)
        let inner = PreparedPath(path, strokeStyle: BezierPath.StrokeStyle(width: width - 0.1))
        let outer = PreparedPath(path, strokeStyle: BezierPath.StrokeStyle(width: width + 0.1))
        var inside = 0
        let box = a.bounds.insetBy(dx: -4, dy: -4)
        for i in 0..<4000 {
            // Half the points near the path, where the thin stroke is.
            let q: Point
            if i % 2 == 0, case .cubic(let p, _, _)? = a.path.elements.first(where: { if case .cubic = $0 { true } else { false } }) {
                q = p + rng.point(within: 3)
            } else {
                q = Point(rng.uniform(box.minX...box.maxX), rng.uniform(box.minY...box.maxY))
            }
            let surelyIn = inner.strokeContains(q), surelyOut = !outer.strokeContains(q)
            guard surelyIn || surelyOut else { continue }
            if surelyIn { inside += 1 }
            if fill.fillContains(q) != surelyIn {
                Issue.record("\(template.testDescription): \(q) expected \(surelyIn ? "inside" : "outside") the selection outline")
                return
            }
        }
        #expect(inside > 20)
    }
}
