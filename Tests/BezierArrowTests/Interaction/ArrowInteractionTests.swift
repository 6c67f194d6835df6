import Testing
import TestSupport
@testable import BezierArrow

/// Records what a controller hands to its release callback.
final class InteractionRecorder: @unchecked Sendable {
    var results: [ArrowDragResult] = []
    var handler: @Sendable (ArrowDragResult) -> Void { { [self] in results.append($0) } }
}

@Suite struct ArrowInteractionTests {
    typealias T = ArrowTestTemplates

    /// `DoubleArrow` (PaintCode's dynamic arrow) at rest: tips (0, 19) and (200, 19), heads 30
    /// wide, the body's straight edges at y = 12 and y = 26.
    static func controller(zoom: Double = 1, recorder: InteractionRecorder? = nil) -> ArrowInteraction {
        ArrowInteraction(arrow: Arrow(template: T.doubleArrow()), metrics: ArrowInteractionMetrics(zoomScale: zoom),
                         onRelease: recorder?.handler)
    }

    @Test func pointerOnAHeadGrabsItsTipOnTheBodyOrNothingGrabsNothing() {
        var c = Self.controller()
        #expect(c.pointerDown(1, at: Point(195, 19)) == .end)
        #expect(c.isSelected && c.focusedTip == .end && c.grabbedTip(of: 1) == .end)
        #expect(c.pointerDown(2, at: Point(5, 20)) == .start)
        // The body selects the arrow but grabs nothing unless allowed.
        var body = Self.controller()
        #expect(body.pointerDown(1, at: Point(100, 19)) == nil)
        #expect(body.isSelected && body.isTracking && body.grabbedTip(of: 1) == nil)
        #expect(body.pointerMoved(1, to: Point(100, 300)) == false)
        #expect(body.arrow.end == Point(200, 19) && body.arrow.start == Point(0, 19))
        #expect(body.pointerUp(1, at: Point(100, 300)) == nil)
        #expect(!body.isTracking)
        body.allowsBodyGrab = true
        #expect(body.pointerDown(1, at: Point(150, 19)) == .end)
        // Nothing: the arrow is deselected, and sliding onto a head later grabs nothing.
        var nothing = Self.controller()
        nothing.isSelected = true
        #expect(nothing.pointerDown(7, at: Point(100, 100)) == nil)
        #expect(!nothing.isSelected && nothing.isTracking)
        #expect(nothing.pointerMoved(7, to: Point(195, 19)) == false)
        #expect(nothing.pointerDown(7, at: Point(195, 19)) == nil)
        #expect(nothing.arrow.end == Point(200, 19))
    }

    @Test func dragOutsideTheArrowKeepsThePointerAndReleasesOnce() {
        let recorder = InteractionRecorder()
        var c = Self.controller(recorder: recorder)
        #expect(c.pointerDown(1, at: Point(190, 15)) == .end)
        #expect(c.pointerMoved(1, to: Point(-5000, 7000)) == true)
        // The tip keeps its offset (10, 4) from the pointer, far outside the arrow's tap target.
        #expect(c.arrow.end == Point(-4990, 7004) && c.arrow.start == Point(0, 19))
        #expect(c.pointerMoved(1, to: Point(390, 50)) == true)
        #expect(recorder.results.isEmpty)
        let result = c.pointerUp(1, at: Point(400, 50))
        #expect(result == ArrowDragResult(grabbed: .end, tip: Point(410, 54), initialTip: Point(200, 19)))
        #expect(recorder.results == [result!])
        #expect(c.arrow.end == Point(410, 54) && !c.isTracking)
        // An unknown pointer changes nothing.
        #expect(!c.pointerMoved(1, to: Point(0, 0)) && c.pointerUp(1, at: Point(0, 0)) == nil && !c.pointerCancelled(1))
    }

    @Test func cancelPutsTheTipBackWithoutRelease() {
        let recorder = InteractionRecorder()
        var c = Self.controller(recorder: recorder)
        c.pointerDown(1, at: Point(5, 19))
        c.pointerMoved(1, to: Point(-495, 519))
        #expect(c.arrow.start == Point(-500, 519))
        #expect(c.pointerCancelled(1) == true)
        #expect(c.arrow.start == Point(0, 19) && c.arrow.end == Point(200, 19))
        #expect(recorder.results.isEmpty && !c.isTracking)
        // Not-finite locations move nothing.
        c.pointerDown(2, at: Point(5, 19))
        #expect(c.pointerMoved(2, to: Point(.nan, 3)) == false)
        #expect(c.arrow.start == Point(0, 19))
        c.cancelAllPointers()
        #expect(!c.isTracking)
    }

    /// The tap target keeps 17.5 points of reach on screen at every zoom: a point 17 screen
    /// points above the body's straight top edge (y = 12) hits, one 18 points above misses.
    @Test(arguments: [0.25, 0.5, 1, 2, 4, 8])
    func tapTargetKeepsItsOnScreenSizeAtEveryZoom(zoom: Double) {
        let c = Self.controller(zoom: zoom)
        #expect(isApproximatelyEqual(c.metrics.tapReach(for: c.arrow.template) * zoom, 17.5, tolerance: 1e-12))
        let inside = Point(100, 12 - 17 / zoom), outside = Point(100, 12 - 18 / zoom)
        #expect(c.contains(inside) && c.hitTest(inside)?.part == .body)
        #expect(!c.contains(outside) && c.hitTest(outside) == nil)
        var grab = c
        #expect(grab.pointerDown(1, at: Point(200 + 17 / zoom, 19)) == .end)
        var miss = c
        #expect(miss.pointerDown(1, at: Point(200 + 18 / zoom, 19)) == nil && !miss.isSelected)
        // The tap-target path drawn for the view agrees.
        let target = c.tapTarget(tolerance: 0.001 / zoom)
        #expect(target.contains(inside) && !target.contains(outside))
    }

    @Test func fourTimesZoomMakesA35PointTargetEightAndThreeQuarterUnitsWide() {
        var metrics = ArrowInteractionMetrics(zoomScale: 4)
        let template = T.doubleArrow()
        #expect(2 * metrics.tapReach(for: template) == 8.75)
        #expect(metrics.hitInset(for: template) == 17.5 - 4.375)
        // A touch inset of -10 points widens by 10 points on screen: 2.5 units at 4x.
        metrics.touchInset = -10
        #expect(metrics.tapReach(for: template) == 4.375 + 2.5)
        // The visible stroke stays inside the target however far one zooms in.
        let spine = T.spineArrow()
        #expect(ArrowInteractionMetrics(zoomScale: 1000).tapReach(for: spine) == spine.lineWidth / 2)
        // A zoom that is not positive and finite is ignored.
        metrics.zoomScale = 0
        metrics.zoomScale = .nan
        metrics.zoomScale = -2
        #expect(metrics.zoomScale == 4)
        #expect(ArrowInteractionMetrics(zoomScale: .infinity).zoomScale == 1)
    }

    @Test func keysFocusTheTipsAndMoveThemOneStepOnScreen() {
        let recorder = InteractionRecorder()
        var c = Self.controller(recorder: recorder)
        #expect(c.moveFocusedTip(.left) == nil)
        #expect(c.focusNext() == .start && c.focusNext() == .end && c.focusNext() == nil)
        #expect(c.focusPrevious() == .end && c.focusPrevious() == .start && c.focusPrevious() == nil)
        c.focusedTip = .start
        #expect(c.moveFocusedTip(.right)?.tip == Point(1, 19))
        #expect(c.moveFocusedTip(.down, large: true)?.tip == Point(1, 29))
        #expect(recorder.results == [
            ArrowDragResult(grabbed: .start, tip: Point(1, 19), initialTip: Point(0, 19)),
            ArrowDragResult(grabbed: .start, tip: Point(1, 29), initialTip: Point(1, 19)),
        ])
        // At 4x a step of 1 point is a quarter unit; the large step 10 points, 2.5 units.
        c.zoomScale = 4
        #expect(c.moveTip(.end, .up)?.tip == Point(200, 18.75))
        #expect(c.moveTip(.end, .left, large: true)?.tip == Point(197.5, 18.75))
        #expect(c.arrow.start == Point(1, 29))
    }

    @Test func adjustingMovesATipAlongTheArrowNeverPastTheOtherTip() {
        var c = Self.controller()
        #expect(c.adjustTip(.end, by: 1)?.tip == Point(201, 19))
        #expect(c.adjustTip(.start, by: 2, large: true)?.tip == Point(-20, 19))
        #expect(c.adjustTip(.end, by: -5, large: true)?.tip == Point(151, 19))
        // Decrements stop on the other tip; the next increment leaves along the rest direction.
        #expect(c.adjustTip(.end, by: -1000)?.tip == Point(-20, 19))
        #expect(c.adjustTip(.end, by: 3)?.tip == Point(-17, 19))
        #expect(c.adjustTip(.start, by: -100)?.tip == Point(-17, 19))
        #expect(c.adjustTip(.start, by: 1)?.tip == Point(-18, 19))
        // Along a slanted arrow.
        c.arrow.setTips(start: Point(0, 0), end: Point(30, 40))
        let moved = c.adjustTip(.end, by: 5)!.tip
        #expect(isApproximatelyEqual(moved, Point(33, 44), tolerance: 1e-12))
    }

    @Test func keysLeaveATipAPointerDrags() {
        var c = Self.controller()
        c.pointerDown(1, at: Point(195, 19))
        #expect(c.moveFocusedTip(.up) == nil && c.adjustTip(.end, by: 1) == nil)
        #expect(c.moveTip(.start, .up)?.tip == Point(0, 18))
    }

    @Test func twoPointersDragTheTwoTipsAndCancellingOneKeepsTheOther() {
        let recorder = InteractionRecorder()
        var c = Self.controller(recorder: recorder)
        #expect(c.pointerDown(1, at: Point(195, 19)) == .end)
        #expect(c.pointerDown(2, at: Point(5, 19)) == .start)
        #expect(c.isDragging)
        c.pointerMoved(1, to: Point(295, 119))
        c.pointerMoved(2, to: Point(-95, 19))
        #expect(c.arrow.end == Point(300, 119) && c.arrow.start == Point(-100, 19))
        // A third finger on a held tip owns its touch but cannot steal the tip.
        #expect(c.pointerDown(3, at: Point(298, 119)) == nil)
        #expect(c.pointerMoved(3, to: Point(0, 0)) == false)
        #expect(c.arrow.end == Point(300, 119))
        // Cancelling the start's pointer puts the start back and leaves the end under its finger.
        #expect(c.pointerCancelled(2) == true)
        #expect(c.arrow.start == Point(0, 19) && c.arrow.end == Point(300, 119))
        c.pointerMoved(1, to: Point(195, 219))
        #expect(c.pointerUp(1, at: Point(195, 219))?.tip == Point(200, 219))
        #expect(c.pointerUp(3, at: Point(0, 0)) == nil)
        #expect(recorder.results.count == 1 && !c.isTracking)
    }

    @Test func hoverNamesThePartUnderTheMouse() {
        var c = Self.controller(zoom: 2)
        #expect(c.hover(at: Point(195, 19))?.part == .endHead && c.hoveredPart == .endHead)
        #expect(c.hover(at: Point(100, 19))?.part == .body && c.hoveredPart == .body)
        // 10 units away is 20 points on screen at 2x: beyond the 17.5-point reach.
        #expect(c.hover(at: Point(100, 2)) == nil && c.hoveredPart == nil)
        c.hover(at: Point(5, 19))
        #expect(c.hover(at: nil) == nil && c.hoveredPart == nil)
    }
}
