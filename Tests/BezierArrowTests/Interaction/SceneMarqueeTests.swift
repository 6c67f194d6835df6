import TestSupport
import Testing
@testable import BezierArrow

/// Selection rectangles: the controller drawing the rectangle from a pointer on nothing and
/// selecting by the scene's rectangle queries (tested against a brute force over the drawn
/// paths in SceneRectangleTests).
@Suite struct SceneMarqueeTests {
    typealias T = ArrowTestTemplates

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
