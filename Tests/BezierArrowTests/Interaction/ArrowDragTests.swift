import TestSupport
import Testing
@testable import BezierArrow

/// Records release handler calls (the tests call it on one thread only).
final class ReleaseRecorder: @unchecked Sendable {
    var calls: [(ArrowTip, Point)] = []
    var handler: @Sendable (ArrowTip, Point) -> Void {
        { [self] end, tip in calls.append((end, tip)) }
    }
}

@Suite struct ArrowDragTests {
    typealias T = ArrowTestTemplates

    /// The double arrow with its tips at (0, 19) and (200, 19).
    static var arrow: Arrow { Arrow(template: T.doubleArrow()) }

    @Test func touchOnTheEndHeadDragsItKeepingTheGrabOffset() {
        var a = Self.arrow
        let recorder = ReleaseRecorder()
        var drag = ArrowDrag(releaseHandler: recorder.handler)
        #expect(drag.state == .idle && !drag.isActive)
        #expect(drag.begin(at: Point(190, 15), on: a) == .end)
        #expect(drag.state == .dragging(.end) && drag.grabbedTip == .end && drag.isActive)
        #expect(drag.grabOffset == Point(10, 4))
        drag.move(to: Point(290, 115), on: &a)
        #expect(a.end == Point(300, 119) && a.start == Point(0, 19))
        #expect(a.outline == a.template.path(start: Point(0, 19), end: Point(300, 119)))
        // The touch keeps the arrow even far outside it.
        drag.move(to: Point(-5000, 7000), on: &a)
        #expect(a.end == Point(-4990, 7004))
        drag.move(to: Point(400, 50), on: &a)
        #expect(recorder.calls.isEmpty)
        let result = drag.finish(on: a)
        #expect(result == ArrowDragResult(grabbed: .end, tip: Point(410, 54), initialTip: Point(200, 19)))
        #expect(recorder.calls.count == 1)
        #expect(recorder.calls.first?.0 == .end && recorder.calls.first?.1 == Point(410, 54))
        #expect(drag.state == .idle)
        #expect(a.end == Point(410, 54))
    }

    @Test func touchOnTheStartHeadDragsTheStart() {
        var a = Self.arrow
        var drag = ArrowDrag()
        #expect(drag.begin(at: Point(5, 19), on: a) == .start)
        drag.move(to: Point(-95, 19), on: &a)
        #expect(a.start == Point(-100, 19) && a.end == Point(200, 19))
        #expect(drag.finish(on: a)?.grabbed == .start)
    }

    @Test func touchAwayFromTheArrowIsInvalidAndMovesNothing() {
        var a = Self.arrow
        let recorder = ReleaseRecorder()
        var drag = ArrowDrag(allowsBodyGrab: true, releaseHandler: recorder.handler)
        #expect(drag.begin(at: Point(100, 200), on: a) == nil)
        #expect(drag.state == .invalid && drag.isActive && drag.grabbedTip == nil)
        let before = a
        drag.move(to: Point(190, 19), on: &a)
        #expect(a == before)
        #expect(drag.finish(on: a) == nil)
        #expect(recorder.calls.isEmpty)
        #expect(drag.state == .idle)
    }

    @Test func touchOnTheBodyGrabsTheNearerEndOnlyWhenAllowed() {
        var a = Self.arrow
        var strict = ArrowDrag()
        #expect(strict.begin(at: Point(80, 19), on: a) == nil)
        #expect(strict.state == .invalid)
        var lenient = ArrowDrag(allowsBodyGrab: true)
        #expect(lenient.tipToGrab(at: Point(80, 19), on: a) == .start)
        #expect(lenient.tipToGrab(at: Point(120, 19), on: a) == .end)
        #expect(lenient.begin(at: Point(120, 19), on: a) == .end)
        #expect(lenient.grabOffset == Point(80, 0))
        lenient.move(to: Point(130, 19), on: &a)
        #expect(a.end == Point(210, 19))
    }

    @Test func touchInsetWidensWhatBegins() {
        let a = Self.arrow
        var drag = ArrowDrag()
        // 25 beyond the end tip: outside the 17.5 reach, inside it widened by 10.
        #expect(drag.begin(at: Point(225, 19), on: a) == nil)
        drag = ArrowDrag()
        #expect(drag.begin(at: Point(225, 19), on: a, insetBy: -10) == .end)
    }

    @Test func secondBeginWhileActiveIsIgnored() {
        var a = Self.arrow
        var drag = ArrowDrag()
        #expect(drag.begin(at: Point(190, 19), on: a) == .end)
        #expect(drag.begin(at: Point(5, 19), on: a) == nil)
        #expect(drag.state == .dragging(.end))
        drag.move(to: Point(200, 40), on: &a)
        #expect(a.end == Point(210, 40))
        var invalid = ArrowDrag()
        invalid.begin(at: Point(1000, 1000), on: a)
        #expect(invalid.begin(at: Point(190, 19), on: a) == nil)
        #expect(invalid.state == .invalid)
    }

    @Test func cancelPutsTheTipsBackWithoutCallingTheHandler() {
        var a = Self.arrow
        let recorder = ReleaseRecorder()
        var drag = ArrowDrag(releaseHandler: recorder.handler)
        drag.begin(at: Point(195, 19), on: a)
        drag.move(to: Point(500, 300), on: &a)
        #expect(a.end == Point(505, 300))
        drag.cancel(on: &a)
        #expect(a == Self.arrow)
        #expect(a.outline == Self.arrow.outline)
        #expect(drag.state == .idle && recorder.calls.isEmpty)
        // Cancelling an invalid or idle drag only makes it idle.
        drag.begin(at: Point(1000, 1000), on: a)
        drag.cancel(on: &a)
        #expect(drag.state == .idle && a == Self.arrow)
        drag.cancel(on: &a)
        #expect(drag.state == .idle)
        #expect(drag.finish(on: a) == nil && recorder.calls.isEmpty)
    }

    @Test func touchesThatAreNotFiniteMoveNothing() {
        var a = Self.arrow
        var drag = ArrowDrag()
        #expect(drag.begin(at: Point(.nan, 19), on: a) == nil)
        #expect(drag.state == .invalid)
        drag.cancel(on: &a)
        drag.begin(at: Point(195, 19), on: a)
        drag.move(to: Point(.infinity, 0), on: &a)
        #expect(a.end == Point(200, 19))
        #expect(a.outline.isFinite)
    }

    @Test func dragCanBeReusedAfterItEnds() {
        var a = Self.arrow
        var drag = ArrowDrag()
        drag.begin(at: Point(195, 19), on: a)
        drag.move(to: Point(295, 19), on: &a)
        drag.finish(on: a)
        #expect(drag.begin(at: Point(5, 19), on: a) == .start)
        #expect(drag.initialStart == Point(0, 19) && drag.initialEnd == Point(300, 19))
        drag.move(to: Point(5, 100), on: &a)
        drag.cancel(on: &a)
        #expect(a.start == Point(0, 19) && a.end == Point(300, 19))
    }

    /// A drag begun within reach of the bend handle of an arc or elbow body bends it: each
    /// move sets the bend that puts the handle at the pointer plus the grab offset (the handle
    /// minus where the touch came down), `bend(through:)`, and leaves the tips; on an arc the
    /// handle lands on the chord's normal through the middle, level with that point along it.
    /// (A touch that also hits a head grabs the head, and is left out.)
    @Test(arguments: [ArrowBodyKind.arc, .elbow])
    func aSessionBegunOnTheBendHandleFollowsThePointer(body: ArrowBodyKind) {
        var rng = SplitMix64(seed: 0xBE4D)
        var onHeads = 0
        defer { #expect(onHeads < 10, "\(onHeads) of 60 touches hit a head") }
        for template in [T.doubleArrow(), T.spineArrow()] {
            for _ in 0..<30 {
                var a = ArrowStyleTests.randomBentArrow(template, body: body, length: 150...400, &rng)
                let s = a.start, e = a.end, handle = a.firstHandle!, initialBend = a.bend
                let touch = handle + rng.point(within: 0.7 * a.tapRadius)
                // A handle pushed near a tip (an elbow's middle segment clamped by its corners)
                // leaves a touch that hits the head to the head.
                if a.hitTest(touch)?.part.tip != nil {
                    onHeads += 1
                    continue
                }
                var drag = ArrowDrag()
                #expect(drag.begin(at: touch, on: a) == nil)
                #expect(drag.state == .movingHandle(0) && drag.grabOffset == handle - touch)
                for _ in 0..<5 {
                    let pointer = handle + rng.point(within: 200), target = pointer + (handle - touch)
                    let expected = a.bendMovingFirstHandle(to: target)
                    drag.move(to: pointer, on: &a)
                    #expect(a.bend == expected && a.start == s && a.end == e)
                    if body == .arc {
                        let d = (e - s).normalized, n = Point(-d.y, d.x)
                        #expect(isApproximatelyEqual(a.firstHandle!, (s + e) / 2 + n * expected, tolerance: 1e-9))
                        #expect(isApproximatelyEqual((a.firstHandle! - target).dot(n), 0, tolerance: 1e-9))
                    }
                }
                #expect(drag.finish(on: a) == nil && drag.state == .idle)
                #expect(a.bend != initialBend)
            }
        }
    }
}
