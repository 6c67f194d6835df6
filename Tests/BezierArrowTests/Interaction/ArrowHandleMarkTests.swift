import TestSupport
import Testing
@testable import BezierArrow

/// Which body handles the views draw on a selected arrow and how: a disk on each waypoint and
/// bend, a smaller ring on each leg's midpoint, sized in screen points at any zoom, the focused
/// waypoint marked, and the drawing's reach holding every mark.
@Suite struct ArrowHandleMarkTests {
    typealias W = ArrowWaypointTests

    @Test(arguments: [ArrowBodyKind.straight, .curved, .arc, .elbow])
    func aWaypointBodyShowsEachWaypointAndEachLegsMidpoint(body: ArrowBodyKind) {
        let arrow = W.arrow(body, W.waypoints)
        let marks = ArrowMarks(zoomScale: 2).handleMarks(of: arrow, focusedWaypoint: 1)
        #expect(marks.map(\.index) == arrow.handles.map(\.index))
        #expect(marks.map(\.center) == arrow.handles.map(\.position))
        let waypoints = marks.filter { if case .waypoint = $0.role { true } else { false } }
        #expect(waypoints.map(\.center) == W.waypoints)
        #expect(waypoints.allSatisfy { $0.isFilled && $0.radius == 2.5 })
        let midpoints = marks.filter { !$0.isFilled }
        #expect(!midpoints.isEmpty && midpoints.allSatisfy { $0.radius == 1.75 })
        #expect(midpoints.allSatisfy { if case .segmentMidpoint = $0.role { true } else { false } })
        #expect(marks.filter(\.isFocused).map(\.role) == [.waypoint(1)])
    }

    @Test func aBentBodyShowsItsBendAndAPlainArrowNothing() {
        let arc = W.arrow(.arc, [])
        let marks = ArrowMarks().handleMarks(of: arc)
        #expect(marks.map(\.role) == [.bend] && marks[0].isFilled && marks[0].radius == 5 && !marks[0].isFocused)
        #expect(ArrowMarks().handleMarks(of: W.arrow(.straight, [])).isEmpty)
        let plain = SceneShapeItemTests.arrow(Point(0, 0), Point(200, 0))
        #expect(plain.style == nil && ArrowMarks().handleMarks(of: plain).isEmpty)
    }

    @Test func theDrawnBoundsHoldEveryMarkAndTheFocusRing() {
        for zoom in [0.5, 1, 3] {
            let marks = ArrowMarks(zoomScale: zoom, increasedContrast: zoom == 3)
            for body in [ArrowBodyKind.straight, .curved, .arc, .elbow] {
                // Waypoints far off the chord, so that marks reach past the body's bounds.
                let arrow = W.arrow(body, W.waypoints)
                let bounds = marks.drawnBoundsWithHandles(of: arrow, focusedTip: .end, focusedWaypoint: 2)
                #expect(bounds.contains(marks.drawnBounds(of: arrow, isSelected: true, focusedTip: .end)))
                for mark in marks.handleMarks(of: arrow, focusedWaypoint: 2) {
                    // The mark's edge and its stroke, sampled around.
                    let reach = mark.radius + marks.handleLineWidth / 2
                    for k in 0..<16 {
                        let angle = Double(k) * .pi / 8
                        #expect(bounds.contains(mark.center + Point(reach, 0).rotated(by: angle)))
                    }
                    if mark.isFocused {
                        let ring = marks.focusRingRadius + marks.focusRingLineWidth / 2
                        #expect(bounds.contains(mark.center + Point(0, -ring)) && bounds.contains(mark.center + Point(ring, 0)))
                    }
                }
            }
        }
    }
}
