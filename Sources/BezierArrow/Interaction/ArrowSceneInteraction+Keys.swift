/// Keys for a scene as for one arrow (``ArrowInteraction``): taken only while an arrow is
/// selected or a tip focused, Tab walking every tip and handing focus on past the last.
extension ArrowSceneInteraction {
    /// Whether the scene holds the keyboard: an arrow is selected or a tip focused.
    package var hasKeyboardFocus: Bool { selection != nil || focus != nil || focusedWaypoint != nil }

    /// Whether the controller takes a key now; a view declares only these keys.
    ///
    /// - Parameter key: the key.
    /// - Returns: `false` for every key without ``hasKeyboardFocus``.
    package func takes(_ key: ArrowKey) -> Bool { keysTaken.contains(key) }

    /// The keys the controller takes now: with ``hasKeyboardFocus``, ``ArrowKey/all`` (the arrow
    /// keys move the focused tip, or the selected arrows) then ``ArrowKey/editing``; else none.
    package var keysTaken: [ArrowKey] { hasKeyboardFocus ? ArrowKey.all + ArrowKey.editing : [] }

    /// Handles a key press.
    ///
    /// The arrow keys move the focused tip, or with none focused the selected arrows
    /// (``moveSelection(_:large:)``); Delete removes the selected arrows (``deleteSelection()``);
    /// Select All selects every arrow.
    ///
    /// Tab with an arrow selected and no tip focused focuses that arrow's start tip (Shift-Tab
    /// its end); then it walks ``focusOrder``, selecting each focused tip's arrow, with each
    /// arrow's waypoints between its start and end tips (``focusedWaypoint``; the arrow keys
    /// move the focused one), and leaves the scene after the last tip (before the first),
    /// ending the selection.
    ///
    /// - Parameter key: the key.
    /// - Returns: what the view does next; ``ArrowKeyResponse/ignored`` for a key not taken now.
    @discardableResult
    package mutating func handle(_ key: ArrowKey) -> ArrowKeyResponse {
        guard takes(key) else { return .ignored }
        switch key {
        case .tab, .backTab:
            let forward = key == .tab
            if focus == nil, focusedWaypoint == nil, let selection, scene.contains(selection) {
                focus = ArrowSceneTip(id: selection, tip: forward ? .start : .end)
                return .handled
            }
            if stepWaypointFocus(forward: forward) { return .handled }
            guard let tip = forward ? focusNext() : focusPrevious() else {
                selection = nil
                return .focusLeaves(forward: forward)
            }
            selection = tip.id
            return .handled
        case .escape:
            clearSelection()
            return .deselected
        case let .move(direction, large):
            if let waypoint = focusedWaypoint {
                moveWaypoint(waypoint, direction, large: large)
                return .handled
            }
            guard focus != nil else {
                // The selected arrows, reported to onMove.
                moveSelection(direction, large: large)
                return .handled
            }
            return moveFocusedTip(direction, large: large).map { .moved($0) } ?? .handled
        case .delete:
            deleteSelection()
            return .handled
        case .selectAll:
            selectAll()
            return .handled
        }
    }

    /// Ends the selection and the keyboard focus (Escape, a tap on no arrow).
    ///
    /// - Returns: whether an arrow was selected or a tip focused.
    @discardableResult
    package mutating func clearSelection() -> Bool {
        let had = hasKeyboardFocus
        selection = nil
        focus = nil
        focusedWaypoint = nil
        return had
    }

    /// A pointer came down somewhere in the window, seen by the view's observer of every
    /// touch-down while an arrow is selected (touches beside the arrows may never reach the
    /// view): one on no arrow ends the selection.
    ///
    /// - Parameter location: where, in scene coordinates; `nil` (another window) counts as a
    ///   miss.
    /// - Returns: whether the selection ended; a pointer on an arrow, or any while one of the
    ///   view's pointers is down, changes nothing.
    @discardableResult
    package mutating func pointerDownAnywhere(at location: Point?) -> Bool {
        guard hasKeyboardFocus, !isTracking else { return false }
        if let location, scene.hitTest(location) != nil { return false }
        return clearSelection()
    }
}
