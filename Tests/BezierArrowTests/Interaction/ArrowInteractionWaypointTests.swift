import TestSupport
import Testing
@testable import BezierArrow

/// Waypoints as the keyboard and assistive technologies reach them: Tab walks them between the
/// tips, the arrow keys move the focused one, an action removes one, a pointer on one focuses it.
@Suite struct ArrowInteractionWaypointTests {
    static func controller() -> ArrowInteraction {
        var c = ArrowInteraction(arrow: ArrowWaypointTests.arrow(.straight, ArrowWaypointTests.waypoints))
        c.isSelected = true
        return c
    }

    @Test func tabWalksTheWaypointsBetweenTheTips() {
        var c = Self.controller()
        var walk: [String] = []
        while c.handle(.tab) == .handled { walk.append(c.focusedTip.map { "\($0)" } ?? "w\(c.focusedWaypoint!)") }
        #expect(walk == ["start", "w0", "w1", "w2", "end"] && !c.isSelected && c.focusedWaypoint == nil)
        c.isSelected = true
        walk = []
        while c.handle(.backTab) == .handled { walk.append(c.focusedTip.map { "\($0)" } ?? "w\(c.focusedWaypoint!)") }
        #expect(walk == ["end", "w2", "w1", "w0", "start"])
    }

    @Test func arrowKeysMoveTheFocusedWaypoint() {
        var c = Self.controller()
        c.focusedWaypoint = 1
        #expect(c.takes(.move(.left, large: false)))
        let step = c.metrics.keyDistance(large: false), large = c.metrics.keyDistance(large: true)
        #expect(c.handle(.move(.left, large: false)) == .handled)
        #expect(c.handle(.move(.down, large: true)) == .handled)
        #expect(c.arrow.waypoints[1] == ArrowWaypointTests.waypoints[1] + Point(-step, large))
        #expect(c.arrow.start == Point(0, 10) && c.arrow.end == Point(300, 10))
        #expect(ArrowAccessibility.announcement(forWaypoint: 1, on: c.arrow)
                == "waypoint 2, x \(Int(160 - step)), y \(Int(-40 + large))")
        let moved = c.moveWaypoint(3, .up)
        #expect(!moved && ArrowAccessibility.announcement(forWaypoint: 3, on: c.arrow) == nil)
    }

    @Test func removingAWaypointKeepsTheFocusOnTheArrow() {
        var c = Self.controller()
        c.focusedWaypoint = 2
        var removed = c.removeWaypoint(0)
        #expect(removed && c.focusedWaypoint == 1 && c.arrow.waypoints.count == 2)
        removed = c.removeWaypoint(1)
        #expect(removed && c.focusedWaypoint == 0)
        removed = c.removeWaypoint(0)
        #expect(removed && c.focusedTip == .start && c.arrow.waypoints.isEmpty)
        removed = c.removeWaypoint(0)
        #expect(!removed)
        #expect(ArrowAccessibility.removeWaypointActionName == "Remove waypoint")
        #expect(ArrowAccessibility.label(forWaypoint: 0) == "waypoint 1")
    }

    @Test func aPointerOnAWaypointFocusesAndDragsIt() throws {
        var c = Self.controller()
        let w = ArrowWaypointTests.waypoints[2]
        c.pointerDown(1, at: w)
        #expect(c.focusedWaypoint == 2 && c.focusedTip == nil)
        // A waypoint is not removed or moved by keys while a pointer drags a handle.
        let removed = c.removeWaypoint(0), moved = c.moveWaypoint(2, .up)
        #expect(!removed && !moved)
        c.pointerMoved(1, to: w + Point(4, 9))
        c.pointerUp(1, at: w + Point(4, 9))
        #expect(c.arrow.waypoints[2] == w + Point(4, 9))
        let frame = try #require(ArrowAccessibility.frame(ofWaypoint: 2, on: c.arrow, zoomScale: 2))
        #expect(frame.width == 22 && frame.minX + 11 == w.x + 4 && frame.minY + 11 == w.y + 9)
    }
}
