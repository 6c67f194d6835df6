/// Waypoints in a scene as the keyboard and assistive technologies reach them, as
/// ``ArrowInteraction`` reaches one arrow's: Tab walks each arrow's start tip, its waypoints in
/// order, then its end tip; the arrow keys move the focused waypoint; an action removes one.
/// Each move and removal is one undoable step.
extension ArrowSceneInteraction {
    /// Moves the focus one waypoint on when a waypoint is focused or next, as
    /// ``ArrowInteraction`` does: from a start tip (forward) or an end tip (back) onto its
    /// arrow's first (last) waypoint, from a waypoint onto the next one or, past the last, onto
    /// the arrow's far tip.
    ///
    /// - Returns: whether it moved the focus (else the tips' walk goes on).
    mutating func stepWaypointFocus(forward: Bool) -> Bool {
        if let w = focusedWaypoint {
            let count = scene[w.id]?.arrow.waypoints.count ?? 0
            let next = forward ? w.index + 1 : w.index - 1
            if next >= 0 && next < count {
                focusedWaypoint = ArrowSceneWaypoint(id: w.id, index: next)
            } else {
                focus = ArrowSceneTip(id: w.id, tip: forward ? .end : .start)
            }
            return true
        }
        guard let tip = focus, tip.tip == (forward ? .start : .end),
              let count = scene[tip.id]?.arrow.waypoints.count, count > 0 else { return false }
        focusedWaypoint = ArrowSceneWaypoint(id: tip.id, index: forward ? 0 : count - 1)
        return true
    }

    /// Forgets a focused waypoint its arrow no longer has, or whose arrow is not selected.
    mutating func keepWaypointFocusValid() {
        guard let w = focusedWaypoint else { return }
        if !selected.contains(w.id) || w.index >= (scene[w.id]?.arrow.waypoints.count ?? 0) { focusedWaypoint = nil }
    }

    /// Moves a waypoint one key step on screen (an arrow key on a focused waypoint, or an
    /// accessibility action), as one step ("Move Waypoint").
    ///
    /// - Parameters:
    ///   - waypoint: the arrow and the waypoint's index.
    ///   - direction: where to.
    ///   - large: whether to move the large step.
    /// - Returns: whether it moved: not for an arrow or index the scene lacks, nor while a
    ///   pointer drags one of that arrow's body handles.
    @discardableResult
    package mutating func moveWaypoint(_ waypoint: ArrowSceneWaypoint<ID>, _ direction: ArrowMoveDirection,
                                       large: Bool = false) -> Bool {
        guard !isMovingHandle(of: waypoint.id), let count = scene[waypoint.id]?.arrow.waypoints.count,
              waypoint.index >= 0, waypoint.index < count else { return false }
        let step = direction.vector * metrics.keyDistance(large: large)
        recordEdit(named: ArrowSceneEditNames.moveWaypoint, touching: [waypoint.id]) { c in
            c.update(waypoint.id) { $0.arrow.waypoints[waypoint.index] = $0.arrow.waypoints[waypoint.index] + step }
        }
        return true
    }

    /// Removes a waypoint (the accessibility action ``ArrowAccessibility/removeWaypointActionName``)
    /// as one step ("Remove Waypoint"); a focused waypoint of that arrow after it keeps its
    /// focus, the removed one's focus goes to the one before it, or the start tip.
    ///
    /// - Parameter waypoint: the arrow and the waypoint's index.
    /// - Returns: whether one was removed: not for an arrow or index the scene lacks, nor while
    ///   a pointer drags one of that arrow's body handles (their indices would change under it).
    @discardableResult
    package mutating func removeWaypoint(_ waypoint: ArrowSceneWaypoint<ID>) -> Bool {
        guard !isMovingHandle(of: waypoint.id), let count = scene[waypoint.id]?.arrow.waypoints.count,
              waypoint.index >= 0, waypoint.index < count else { return false }
        recordEdit(named: ArrowSceneEditNames.removeWaypoint, touching: [waypoint.id]) { c in
            c.update(waypoint.id) { _ = $0.arrow.removeWaypoint(at: waypoint.index) }
        }
        if let w = focusedWaypoint, w.id == waypoint.id, w.index >= waypoint.index {
            if w.index > waypoint.index {
                focusedWaypoint = ArrowSceneWaypoint(id: w.id, index: w.index - 1)
            } else if waypoint.index > 0 {
                focusedWaypoint = ArrowSceneWaypoint(id: w.id, index: waypoint.index - 1)
            } else {
                focus = ArrowSceneTip(id: w.id, tip: .start)
            }
        }
        return true
    }
}
