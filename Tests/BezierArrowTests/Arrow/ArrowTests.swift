import TestSupport
import Testing
@testable import BezierArrow

@Suite struct ArrowTests {
    typealias T = ArrowTestTemplates

    /// Random tip pairs mixing scales up to 1e6, coincident tips and tips closer than the heads.
    static func randomTips(_ rng: inout SplitMix64) -> (Point, Point) {
        let scale = [10.0, 1000, 1e6][Int(rng.next() % 3)]
        let start = rng.point(within: scale)
        switch rng.next() % 10 {
        case 0: return (start, start)
        case 1: return (start, start + rng.point(within: 5))
        default: return (start, start + rng.point(within: scale))
        }
    }

    @Test func anotherTemplateKeepsTheTips() throws {
        var arrow = Arrow(template: T.doubleArrow())
        arrow.end = Point(200, 139)
        let swapped = arrow.withTemplate(T.tailArrow(.follow))
        #expect(swapped.start == arrow.start && swapped.end == Point(200, 139))
        #expect(swapped.template == T.tailArrow(.follow))
        let fresh = try #require(Arrow(template: T.tailArrow(.follow), start: arrow.start, end: arrow.end))
        #expect(swapped.path == fresh.path && swapped.bounds == fresh.bounds)
        #expect(swapped.path != arrow.path)
    }

    @Test func restArrowDrawsTheTemplateOutline() {
        let a = Arrow(template: T.doubleArrow())
        #expect(a.path == a.template.outline)
        #expect(a.outline == a.template.outline && a.spine.isEmpty)
        #expect(a.bounds == Rect(x: 0, y: 0, width: 200, height: 38))
        #expect(a.start == Point(0, 19) && a.end == Point(200, 19))
    }

    @Test func spineFollowsTheOutlineInThePath() {
        let t = T.spineArrow()
        let a = Arrow(template: t)
        #expect(a.outline == t.outline && a.spine == t.spine)
        var drawn = BezierPath()
        a.draw(into: &drawn)
        #expect(drawn == a.path)
        #expect(a.path.elements == t.outline.elements + t.spine.elements)
    }

    @Test(arguments: T.all)
    func pathIsTheTemplatesPathForEveryTipChange(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 11)
        var a = Arrow(template: template)
        for i in 0..<200 {
            let (s, e) = Self.randomTips(&rng)
            switch i % 3 {
            case 0: a.start = s; a.end = e
            case 1: a.setTips(start: s, end: e)
            default: a.setTip(.start, to: s); a.setTip(.end, to: e)
            }
            #expect(a.start == s && a.end == e)
            #expect(a.path == template.path(start: s, end: e))
            #expect(Self.nearlyEqual(a.bounds, a.path.boundingBox))
            var outline = BezierPath()
            template.buildOutline(start: s, end: e, into: &outline)
            #expect(a.outline == outline)
        }
    }

    /// Whether two rectangles agree to within rounding of their coordinates (1e-12 relative).
    static func nearlyEqual(_ a: Rect, _ b: Rect) -> Bool {
        let scale = max(1, abs(a.minX), abs(a.minY), abs(a.maxX), abs(a.maxY))
        return [a.minX - b.minX, a.minY - b.minY, a.maxX - b.maxX, a.maxY - b.maxY].allSatisfy { abs($0) <= 1e-12 * scale }
    }

    /// Heads never scale or shear: every point of a head keeps its distance to every other point
    /// of that head, for every template, mode and tip pair (including huge, coincident and close
    /// tips).
    @Test(arguments: T.all)
    func headsStayRigid(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 0xA770)
        let rest = Arrow(template: template)
        var a = rest
        for _ in 0..<1000 {
            let (s, e) = Self.randomTips(&rng)
            a.setTips(start: s, end: e)
            let scale = max(1, abs(s.x), abs(s.y), abs(e.x), abs(e.y))
            let tolerance = 1e-13 * scale + 1e-12
            for tip in ArrowTip.allCases {
                let before = Self.headPoints(of: rest, tip), after = Self.headPoints(of: a, tip)
                #expect(before.count == after.count && !before.isEmpty)
                for i in before.indices {
                    for j in before.indices where j > i {
                        let d0 = before[i].distance(to: before[j]), d1 = after[i].distance(to: after[j])
                        if abs(d0 - d1) > tolerance {
                            Issue.record("\(template.name) \(template.orientation) \(template.handles) \(tip) head: distance \(d0) became \(d1) for tips \(s), \(e)")
                            return
                        }
                    }
                }
            }
        }
    }

    /// The points of an arrow's path that belong rigidly to one head: on-curve and control points
    /// whose rest position lies in that end's frame (a control point only with its anchor there).
    static func headPoints(of arrow: Arrow, _ tip: ArrowTip) -> [Point] {
        let t = arrow.template
        let frame = tip == .start ? t.start.frame : t.end.frame
        var out: [Point] = []
        var restCurrent = Point.zero
        for (element, drawn) in zip(t.attachedOutline + t.attachedSpine, arrow.path.elements) {
            switch (element, drawn) {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
                if frame.contains(p.rest) { out.append(q) }
                restCurrent = p.rest
            case (.quad(let p, let c), .quad(let q, let qc)):
                if frame.contains(p.rest) { out.append(q) }
                if frame.contains(c.rest) { out.append(qc) }
                restCurrent = p.rest
            case (.cubic(let p, let h1, let h2), .cubic(let q, let c1, let c2)):
                if frame.contains(restCurrent) && frame.contains(restCurrent + h1.offset) { out.append(c1) }
                if frame.contains(p.rest) && frame.contains(p.rest + h2.offset) { out.append(c2) }
                if frame.contains(p.rest) { out.append(q) }
                restCurrent = p.rest
            case (.close, .close):
                break
            default:
                Issue.record("path element \(drawn) does not match template element \(element)")
            }
        }
        return out
    }

    @Test func settersIgnoreTipsThatAreNotFinite() {
        var a = Arrow(template: T.doubleArrow(.follow, .scaled))
        a.setTips(start: Point(10, 20), end: Point(300, 40))
        let before = a
        for bad in [Point(.nan, 0), Point(0, .infinity), Point(-.infinity, .nan)] {
            a.start = bad
            a.end = bad
            a.setTip(.end, to: bad)
            a.setTips(start: bad, end: bad)
            #expect(a == before)
            #expect(a.path == before.path)
        }
        a.setTips(start: Point(.nan, 1), end: Point(400, 40))
        #expect(a.start == Point(10, 20) && a.end == Point(400, 40))
        #expect(a.path.isFinite)
    }

    @Test func initialiserFailsForTipsThatAreNotFinite() {
        let t = T.doubleArrow()
        #expect(Arrow(template: t, start: Point(.nan, 0), end: Point(200, 19)) == nil)
        #expect(Arrow(template: t, start: Point(0, 19), end: Point(0, .infinity)) == nil)
        let a = Arrow(template: t, start: Point(5, 6), end: Point(300, 7))
        #expect(a?.start == Point(5, 6) && a?.end == Point(300, 7))
    }

    @Test func tipsBeyondTheCoordinateLimitAreClamped() {
        var a = Arrow(template: T.doubleArrow(.follow, .scaled))
        a.setTips(start: Point(-1e300, 5), end: Point(1e300, .greatestFiniteMagnitude))
        let lim = ArrowDeformation.coordinateLimit
        #expect(a.start == Point(-lim, 5) && a.end == Point(lim, lim))
        #expect(a.path.isFinite)
        #expect(a.bounds.width.isFinite && a.bounds.height.isFinite)
    }

    /// Coincident tips, tips closer than the heads and coordinates up to 1e6 give finite shapes;
    /// under `scaled` the body handles collapse onto their anchors once the heads overlap.
    @Test(arguments: T.all)
    func degenerateTipsGiveDefinedShapes(template: ArrowTemplate) {
        let cases: [(Point, Point)] = [
            (Point(0, 0), Point(0, 0)), (Point(1e6, -1e6), Point(1e6, -1e6)),
            (Point(100, 100), Point(110, 103)), (Point(100, 100), Point(90, 100)),
            (Point(-1e6, -1e6), Point(1e6, 1e6)), (Point(1e6, 1e6), Point(-1e6, 1e6 - 1e-9)),
        ]
        for (s, e) in cases {
            let a = Arrow(template: template, start: s, end: e)!
            #expect(a.path.isFinite)
            #expect(!a.bounds.isNull && a.bounds.width.isFinite && a.bounds.height.isFinite)
            let m = a.deformation
            #expect(m.cosine.isFinite && m.sine.isFinite && m.handleScale.isFinite)
            #expect(abs(m.cosine * m.cosine + m.sine * m.sine - 1) < 1e-12)
            if template.handles == .scaled && s.distance(to: e) < template.headLength {
                #expect(m.handleScale == 0)
                #expect(Self.bodyHandlesCollapsed(a))
            }
        }
    }

    /// Whether every body handle of the arrow's path sits on its anchor.
    static func bodyHandlesCollapsed(_ a: Arrow) -> Bool {
        var current = Point.zero
        for (element, drawn) in zip(a.template.attachedOutline + a.template.attachedSpine, a.path.elements) {
            if case .cubic(_, let h1, let h2) = element, case .cubic(let q, let c1, let c2) = drawn {
                if h1.isBodyHandle && c1 != current { return false }
                if h2.isBodyHandle && c2 != q { return false }
            }
            if let p = drawn.endPoint { current = p }
        }
        return true
    }

    @Test func movingATipReusesThePathStorage() {
        var a = Arrow(template: T.doubleArrow(.follow, .scaled))
        a.end = Point(300, 50)
        let base = a.outline.elements.withUnsafeBufferPointer { $0.baseAddress }
        for i in 0..<100 {
            a.end = Point(300 + Double(i), 50 - Double(i))
            a.start = Point(-Double(i), 0)
        }
        #expect(a.outline.elements.withUnsafeBufferPointer { $0.baseAddress } == base)
    }

    /// The bounds are tight: they hold every point of the path and each side is reached.
    @Test(arguments: T.all)
    func boundsAreTight(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 5)
        var a = Arrow(template: template)
        for _ in 0..<40 {
            a.setTips(start: rng.point(within: 300), end: rng.point(within: 300))
            var sampled = Rect.null
            a.path.forEachSegment { seg in
                for i in 0...1000 { sampled = sampled.union(seg.point(at: Double(i) / 1000)) }
            }
            if case .move(let p) = a.path.elements.first { sampled = sampled.union(p) }
            let b = a.bounds
            let eps = 1e-9 * max(1, b.width, b.height)
            #expect(b.minX <= sampled.minX + eps && b.minY <= sampled.minY + eps)
            #expect(b.maxX >= sampled.maxX - eps && b.maxY >= sampled.maxY - eps)
            // 1001 samples per segment find each extremum to within ~1e-5 of its size.
            let slack = 1e-4 * max(1, b.width, b.height)
            #expect(sampled.minX - b.minX < slack && sampled.minY - b.minY < slack)
            #expect(b.maxX - sampled.maxX < slack && b.maxY - sampled.maxY < slack)
        }
    }

    /// The view frame and tips, computed the long way: an independent statement of the rule.
    static func longhandFrame(left: Point, right: Point) -> (Rect, Point, Point) {
        let kArrowFrameHeight = 38.0, kArrowFrameHeightHalf = 19.0
        let xPosition = left.x
        var yPosition = left.y >= right.y ? right.y : left.y
        yPosition = yPosition - kArrowFrameHeightHalf
        let width = abs(right.x - left.x)
        let height = abs(right.y - left.y) + kArrowFrameHeight
        let leftYPosition = left.y >= right.y ? height - kArrowFrameHeightHalf : kArrowFrameHeightHalf
        let rightYPosition = right.y >= left.y ? height - kArrowFrameHeightHalf : kArrowFrameHeightHalf
        return (Rect(x: xPosition, y: yPosition, width: width, height: height),
                Point(0, leftYPosition), Point(width, rightYPosition))
    }

    @Test func viewFrameReproducesPaintCodesDynamicArrowNumbers() {
        var a = Arrow(template: T.doubleArrow())
        #expect(a.headFrameHeight == 38)
        a.setTips(start: Point(20, 100), end: Point(220, 160))
        #expect(a.viewFrame == Rect(x: 20, y: 81, width: 200, height: 98))
        #expect(a.tipsInViewFrame.start == Point(0, 19) && a.tipsInViewFrame.end == Point(200, 79))
        a.setTips(start: Point(20, 160), end: Point(220, 100))
        #expect(a.viewFrame == Rect(x: 20, y: 81, width: 200, height: 98))
        #expect(a.tipsInViewFrame.start == Point(0, 79) && a.tipsInViewFrame.end == Point(200, 19))
        a.setTips(start: Point(0, 19), end: Point(200, 19))
        #expect(a.viewFrame == Rect(x: 0, y: 0, width: 200, height: 38))

        var rng = SplitMix64(seed: 1)
        for _ in 0..<500 {
            let left = Point(rng.uniform(-500...500).rounded(), rng.uniform(-500...500).rounded())
            let right = Point(left.x + rng.uniform(0...800).rounded(), rng.uniform(-500...500).rounded())
            a.setTips(start: left, end: right)
            let (frame, l, r) = Self.longhandFrame(left: left, right: right)
            #expect(a.viewFrame == frame)
            #expect(a.tipsInViewFrame.start == l && a.tipsInViewFrame.end == r)
        }
    }

    @Test func viewFrameStartsAtTheLeftmostTipWhenTheEndIsDraggedLeft() {
        var a = Arrow(template: T.doubleArrow())
        a.setTips(start: Point(300, 50), end: Point(100, 50))
        #expect(a.viewFrame == Rect(x: 100, y: 31, width: 200, height: 38))
        #expect(a.tipsInViewFrame.start == Point(200, 19) && a.tipsInViewFrame.end == Point(0, 19))
    }
}
