import TestSupport
import Testing
@testable import BezierArrow

/// `scaled` handles keep their promise: an outline whose tips are farther apart than its heads
/// are long does not cross itself.
@Suite struct ArrowScaledHandlesTests {
    typealias T = ArrowTestTemplates
    static let checker = SelfIntersectionChecker(tolerance: 1e-9)

    @Test func checkerFindsAFigureEightAndAcceptsTheRestArrow() {
        var eight = BezierPath()
        eight.move(to: Point(0, 0)); eight.line(to: Point(100, 100)); eight.line(to: Point(100, 0))
        eight.line(to: Point(0, 100)); eight.close()
        let crossing = Self.checker.firstCrossing(in: eight)
        #expect(crossing != nil)
        if let c = crossing { #expect(c.point.distance(to: Point(50, 50)) < 1e-9) }
        #expect(Self.checker.firstCrossing(in: T.doubleArrow().outline) == nil)
        var square = BezierPath()
        square.move(to: Point(0, 0)); square.line(to: Point(10, 0)); square.line(to: Point(10, 10))
        square.line(to: Point(0, 10)); square.close()
        #expect(Self.checker.firstCrossing(in: square) == nil)
    }

    @Test func checkerFindsACubicLoopAndATouch() {
        // A single cubic whose handles cross makes a loop.
        var loop = BezierPath()
        loop.move(to: Point(0, 0))
        loop.cubic(to: Point(100, 0), control1: Point(200, 100), control2: Point(-100, 100))
        #expect(Self.checker.firstCrossing(in: loop) != nil)
        // A vertex touching a non-adjacent edge counts.
        var touch = BezierPath()
        touch.move(to: Point(0, 0)); touch.line(to: Point(100, 0)); touch.line(to: Point(50, 50))
        touch.line(to: Point(50, 0)); touch.line(to: Point(40, 60)); touch.close()
        #expect(Self.checker.firstCrossing(in: touch) != nil)
        // Folding straight back over the previous segment counts.
        var fold = BezierPath()
        fold.move(to: Point(0, 0)); fold.line(to: Point(100, 0)); fold.line(to: Point(50, 0))
        #expect(Self.checker.firstCrossing(in: fold) != nil)
    }

    /// The failure `scaled` fixes: with rigid handles, dragging the end head back behind the start
    /// head twists the body through itself.
    @Test func rigidHandlesTwistWhenTheEndIsDraggedFarBack() {
        let a = Arrow(template: T.doubleArrow(.fixed, .rigid), start: Point(0, 19), end: Point(40, 300))!
        #expect(Self.checker.firstCrossing(in: a.path) != nil)
    }

    /// Distances past the heads' length spread from a hair to far away.
    static func bodyLength(_ rng: inout SplitMix64) -> Double {
        var e = 1.0
        let p = rng.uniform(-1...3.3)
        for _ in 0..<Int(p.rounded(.down) + 1) { e *= 10 }
        return e / 10 * rng.uniform(1...10)
    }

    /// Under `follow`, any direction: the tip distance exceeds the heads' length.
    @Test(arguments: [T.doubleArrow(.follow, .scaled), T.tailArrow(.follow, .scaled)])
    func followOutlineNeverCrossesItself(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 0x5CA1ED)
        var a = Arrow(template: template)
        for _ in 0..<1000 {
            let start = rng.point(within: 1000)
            let angle = rng.uniform(-Double.pi...Double.pi)
            let distance = template.headLength + Self.bodyLength(&rng)
            a.setTips(start: start, end: start + Point(1, 0).rotated(by: angle) * distance)
            if let c = Self.checker.firstCrossing(in: a.path) {
                Issue.record("\(template.testDescription): tips \(a.start) \(a.end): \(c)")
                return
            }
        }
    }

    /// Under `fixed`, the promise holds while the end tip lies ahead of the start tip along the
    /// rest axis by more than the heads' length, at any sideways offset.
    @Test(arguments: [T.doubleArrow(.fixed, .scaled), T.tailArrow(.fixed, .scaled)])
    func fixedOutlineNeverCrossesItselfWhileTheEndIsAhead(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 0xF1ED)
        var a = Arrow(template: template)
        let axis = (template.end.tip - template.start.tip).normalized
        for _ in 0..<1000 {
            let start = rng.point(within: 1000)
            let ahead = template.headLength + Self.bodyLength(&rng)
            let sideways = rng.uniform(-2000...2000)
            a.setTips(start: start, end: start + axis * ahead + axis.perpendicular * sideways)
            if let c = Self.checker.firstCrossing(in: a.path) {
                Issue.record("\(template.testDescription): tips \(a.start) \(a.end): \(c)")
                return
            }
        }
    }

    /// The documented limitation: with fixed heads, an end tip behind the start head forces the
    /// body through a head whatever the handles do.
    @Test func fixedHeadsCrossWhenTheEndIsBehindTheStartHead() {
        let a = Arrow(template: T.doubleArrow(.fixed, .scaled), start: Point(0, 19), end: Point(20, 25))!
        #expect(Self.checker.firstCrossing(in: a.path) != nil)
    }
}
