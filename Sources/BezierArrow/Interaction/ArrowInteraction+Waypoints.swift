/// Waypoints as the keyboard and assistive technologies reach them: focused in Tab's walk
/// between the tips, moved by the arrow keys or an action, removed by an action.
extension ArrowInteraction {
    /// Moves the focus one waypoint on when a waypoint is focused or next: from the start tip
    /// (forward) or the end tip (back) onto the first (last) waypoint, from a waypoint onto the
    /// next one or, past the last, onto the far tip.
    ///
    /// - Returns: whether it moved the focus (else the tips' walk goes on).
    mutating func stepWaypointFocus(forward: Bool) -> Bool {
        let count = arrow.waypoints.count
        if let w = focusedWaypoint {
            let next = forward ? w + 1 : w - 1
            if next >= 0 && next < count { focusedWaypoint = next } else { focusedTip = forward ? .end : .start }
            return true
        }
        guard count > 0, focusedTip == (forward ? .start : .end) else { return false }
        focusedWaypoint = forward ? 0 : count - 1
        return true
    }

    /// Moves a waypoint one key step on screen (an arrow key on a focused waypoint, or an
    /// accessibility action).
    ///
    /// - Parameters:
    ///   - index: the waypoint's index in ``Arrow/waypoints``.
    ///   - direction: where to.
    ///   - large: whether to move the large step.
    /// - Returns: whether it moved: not for an index the arrow lacks, nor while a pointer drags
    ///   one of the body's handles.
    @discardableResult
    package mutating func moveWaypoint(_ index: Int, _ direction: ArrowMoveDirection, large: Bool = false) -> Bool {
        guard index >= 0, index < arrow.waypoints.count, !isMovingHandle else { return false }
        arrow.waypoints[index] = arrow.waypoints[index] + direction.vector * metrics.keyDistance(large: large)
        return true
    }

    /// Removes a waypoint (the accessibility action ``ArrowAccessibility/removeWaypointActionName``);
    /// a focused waypoint after it keeps its focus, the removed one's focus goes to the one
    /// before it, or the start tip.
    ///
    /// - Parameter index: the waypoint's index in ``Arrow/waypoints``.
    /// - Returns: whether one was removed: not for an index the arrow lacks, nor while a
    ///   pointer drags one of the body's handles (their indices would change under it).
    @discardableResult
    package mutating func removeWaypoint(_ index: Int) -> Bool {
        guard !isMovingHandle, arrow.removeWaypoint(at: index) else { return false }
        if let w = focusedWaypoint, w >= index {
            if w > index { focusedWaypoint = w - 1 } else if index > 0 { focusedWaypoint = index - 1 } else { focusedTip = .start }
        }
        return true
    }

    /// Whether a pointer drags one of the body's handles.
    var isMovingHandle: Bool {
        pointers.entries.contains { if case .movingHandle = $0.drag.state { true } else { false } }
    }
}
