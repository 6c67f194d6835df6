import TestSupport
import Testing
@testable import BezierArrow

/// Waypoints in a scene as the keyboard and assistive technologies reach them, as one arrow's
/// controller reaches its own: Tab walks each arrow's start tip, its waypoints, its end tip;
/// the arrow keys move the focused waypoint and an action removes one, each an undoable step;
/// a pointer on a waypoint focuses it; the focus goes with its arrow or the selection.
@Suite struct SceneWaypointFocusTests {
    typealias W = ArrowWaypointTests

    /// Arrow 1 with three waypoints, under arrow 2 with none, 3 with one.
    static func controller(recorder: EditRecorder? = nil) -> ArrowSceneInteraction<Int> {
        var c = ArrowSceneInteraction<Int>(scene: ArrowScene(cellSize: 128))
        if let recorder { c.onEdit = recorder.handler }
        c.append(W.arrow(.straight, W.waypoints), id: 1)
        var plain = W.arrow(.curved, [])
        plain.setTips(start: Point(0, 300), end: Point(300, 300))
        c.append(plain, id: 2)
        var one = W.arrow(.elbow, [Point(150, 500)])
        one.setTips(start: Point(0, 450), end: Point(300, 560))
        c.append(one, id: 3)
        return c
    }

    /// What has the focus, as a word: "1.start", "1.w0".
    static func focused(_ c: ArrowSceneInteraction<Int>) -> String {
        if let w = c.focusedWaypoint { return "\(w.id).w\(w.index)" }
        if let t = c.focus { return "\(t.id).\(t.tip)" }
        return "none"
    }

    @Test func tabWalksEachArrowsWaypointsBetweenItsTips() {
        var c = Self.controller()
        c.select([1])
        var walk: [String] = []
        while c.handle(.tab) == .handled { walk.append(Self.focused(c) + (c.selection.map { " \($0)" } ?? "")) }
        #expect(walk == ["1.start 1", "1.w0 1", "1.w1 1", "1.w2 1", "1.end 1", "2.start 2", "2.end 2",
                         "3.start 3", "3.w0 3", "3.end 3"])
        #expect(!c.hasKeyboardFocus)
        c.select([3])
        walk = []
        while c.handle(.backTab) == .handled { walk.append(Self.focused(c)) }
        #expect(walk == ["3.end", "3.w0", "3.start", "2.end", "2.start", "1.end", "1.w2", "1.w1", "1.w0", "1.start"])
    }

    @Test func arrowKeysMoveTheFocusedWaypointAsOneUndoableStepEach() throws {
        let recorder = EditRecorder()
        var c = Self.controller(recorder: recorder)
        c.select([1])
        c.focusedWaypoint = ArrowSceneWaypoint(id: 1, index: 1)
        #expect(c.focus == nil && c.takes(.move(.left, large: false)))
        let step = c.metrics.keyDistance(large: false), large = c.metrics.keyDistance(large: true)
        let before = try #require(c.scene[1]?.arrow)
        let responses = [c.handle(.move(.left, large: false)), c.handle(.move(.down, large: true))]
        #expect(responses == [.handled, .handled])
        let moved = try #require(c.scene[1]?.arrow)
        #expect(moved.waypoints[1] == W.waypoints[1] + Point(-step, large))
        #expect(moved.waypoints[0] == W.waypoints[0] && moved.start == before.start && moved.end == before.end)
        #expect(recorder.edits.map(\.actionName) == ["Move Waypoint", "Move Waypoint"])
        for edit in recorder.edits.reversed() { c.undo(edit) }
        #expect(c.scene[1]?.arrow == before)
        // The focused waypoint moves; the other arrows do not.
        #expect(c.scene[2]?.arrow.start == Point(0, 300))
        let movedMissing = [c.moveWaypoint(ArrowSceneWaypoint(id: 1, index: 3), .up),
                            c.moveWaypoint(ArrowSceneWaypoint(id: 9, index: 0), .up)]
        #expect(movedMissing == [false, false])
    }

    @Test func removingAWaypointKeepsTheFocusOnTheArrow() throws {
        let recorder = EditRecorder()
        var c = Self.controller(recorder: recorder)
        c.select([1])
        c.focusedWaypoint = ArrowSceneWaypoint(id: 1, index: 2)
        let before = try #require(c.scene[1]?.arrow)
        var removed = c.removeWaypoint(ArrowSceneWaypoint(id: 1, index: 0))
        #expect(removed)
        #expect(Self.focused(c) == "1.w1" && c.scene[1]?.arrow.waypoints == [W.waypoints[1], W.waypoints[2]])
        removed = c.removeWaypoint(ArrowSceneWaypoint(id: 1, index: 1))
        #expect(removed)
        #expect(Self.focused(c) == "1.w0")
        removed = c.removeWaypoint(ArrowSceneWaypoint(id: 1, index: 0))
        #expect(removed)
        #expect(Self.focused(c) == "1.start" && c.scene[1]?.arrow.waypoints == [])
        removed = c.removeWaypoint(ArrowSceneWaypoint(id: 1, index: 0))
        #expect(!removed)
        #expect(recorder.edits.map(\.actionName) == Array(repeating: "Remove Waypoint", count: 3))
        for edit in recorder.edits.reversed() { c.undo(edit) }
        #expect(c.scene[1]?.arrow == before)
    }

    @Test func theFocusGoesWithItsArrowOrTheSelection() {
        var c = Self.controller()
        c.select([1])
        c.focusedWaypoint = ArrowSceneWaypoint(id: 1, index: 0)
        #expect(c.hasKeyboardFocus)
        c.select([2])
        #expect(c.focusedWaypoint == nil)
        c.select([3])
        c.focusedWaypoint = ArrowSceneWaypoint(id: 3, index: 0)
        c.remove(3)
        #expect(c.focusedWaypoint == nil)
        c.select([1])
        c.focusedWaypoint = ArrowSceneWaypoint(id: 1, index: 2)
        let cleared = c.clearSelection()
        #expect(cleared && c.focusedWaypoint == nil && !c.hasKeyboardFocus)
        // A tip focused unfocuses the waypoint, and the other way round.
        c.select([1])
        c.focusedWaypoint = ArrowSceneWaypoint(id: 1, index: 2)
        c.focus = ArrowSceneTip(id: 1, tip: .end)
        #expect(c.focusedWaypoint == nil)
        c.focusedWaypoint = ArrowSceneWaypoint(id: 1, index: 2)
        #expect(c.focus == nil)
    }

    @Test func aPointerOnAWaypointFocusesIt() throws {
        var c = Self.controller()
        let handle = try #require(c.scene[1]?.arrow.handles.first { $0.role == .waypoint(1) })
        c.pointerDown(1, at: handle.position)
        #expect(c.focusedWaypoint == ArrowSceneWaypoint(id: 1, index: 1))
        _ = c.pointerMoved(1, to: handle.position + Point(10, 10))
        c.pointerUp(1, at: handle.position + Point(10, 10))
        #expect(c.scene[1]?.arrow.waypoints[1] == W.waypoints[1] + Point(10, 10))
        #expect(c.focusedWaypoint == ArrowSceneWaypoint(id: 1, index: 1))
    }
}

extension SceneWaypointFocusTests {
    @Test func aFocusedWaypointIsAnnouncedAfterItsKeys() throws {
        var c = Self.controller()
        c.select([1])
        let tabs = [c.handle(.tab), c.handle(.tab)]
        #expect(tabs == [.handled, .handled])
        let w = try #require(c.focusedWaypoint)
        let arrow = try #require(c.scene[1]?.arrow)
        #expect(ArrowAccessibility.announcement(for: .handled, arrow: arrow, focusedTip: nil, focusedWaypoint: w.index)
                == "waypoint 1, x 80, y 90")
        // A tip focused, or a response that is not a focus move: the tips' words.
        #expect(ArrowAccessibility.announcement(for: .handled, arrow: arrow, focusedTip: .start, focusedWaypoint: nil)
                == ArrowAccessibility.announcement(for: .handled, arrow: arrow, focusedTip: .start))
        #expect(ArrowAccessibility.announcement(for: .deselected, arrow: arrow, focusedTip: nil, focusedWaypoint: 0)
                == ArrowAccessibility.announcement(for: .deselected, arrow: arrow, focusedTip: nil))
        #expect(ArrowAccessibility.announcement(for: .handled, arrow: arrow, focusedTip: nil, focusedWaypoint: 7) == nil)
    }
}
