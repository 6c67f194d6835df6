/// Keys as a native control takes them: only while the arrow is selected (the view holds the
/// keyboard focus then), the arrow keys only while a tip is focused, Tab and Shift-Tab handing
/// focus on past the last tip, Escape ending the selection.
extension ArrowInteraction {
    /// Whether the controller takes a key now; a view declares only these keys (key commands,
    /// shortcuts), so the others keep reaching scroll views and focus navigation.
    ///
    /// - Parameter key: the key.
    /// - Returns: `false` for every key while the arrow is not selected; for an arrow key, while
    ///   no tip is focused.
    package func takes(_ key: ArrowKey) -> Bool { keysTaken.contains(key) }

    /// The keys the controller takes now, in ``ArrowKey/all``'s order.
    package var keysTaken: [ArrowKey] {
        ArrowKey.taken(hasFocus: isSelected, tipFocused: focusedTip != nil || focusedWaypoint != nil)
    }

    /// Handles a key press.
    ///
    /// Tab focuses the start tip, the waypoints, then the end tip, then leaves the arrow;
    /// Shift-Tab the other way. The arrow keys move the focused tip or waypoint. Leaving ends the selection, so the next press goes to the next control.
    ///
    /// - Parameter key: the key.
    /// - Returns: what the view does next; ``ArrowKeyResponse/ignored`` (nothing changed) for a
    ///   key the controller does not take now.
    @discardableResult
    package mutating func handle(_ key: ArrowKey) -> ArrowKeyResponse {
        guard takes(key) else { return .ignored }
        switch key {
        case .tab, .backTab:
            let forward = key == .tab
            if (forward ? focusNext() : focusPrevious()) != nil || focusedWaypoint != nil { return .handled }
            isSelected = false
            return .focusLeaves(forward: forward)
        case .escape:
            isSelected = false
            return .deselected
        case let .move(direction, large):
            if let w = focusedWaypoint {
                moveWaypoint(w, direction, large: large)
                return .handled
            }
            return moveFocusedTip(direction, large: large).map { .moved($0) } ?? .handled
        case .delete, .selectAll:
            // A scene's keys: never taken by one arrow.
            return .ignored
        }
    }

    /// Ends the selection, as a tap elsewhere, Escape or focus moving away does; the focused
    /// tip goes with it.
    ///
    /// - Returns: whether the arrow was selected.
    @discardableResult
    package mutating func clearSelection() -> Bool {
        let was = isSelected
        isSelected = false
        return was
    }

    /// A pointer came down somewhere in the window, seen by the view's observer of every
    /// touch-down while the arrow is selected (touches beside the tap target never reach the
    /// view itself): one that misses the arrow ends the selection, as a tap beside a selected
    /// control does.
    ///
    /// - Parameter location: where, in the arrow's coordinates; `nil` when it cannot be said
    ///   (another window), which counts as a miss.
    /// - Returns: whether the selection ended. A pointer on the tap target, or any pointer while
    ///   one of the arrow's own pointers is down (a second finger during a drag), changes nothing.
    @discardableResult
    package mutating func pointerDownAnywhere(at location: Point?) -> Bool {
        guard isSelected, !isTracking else { return false }
        if let location, contains(location) { return false }
        return clearSelection()
    }
}
