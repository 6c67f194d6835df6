/// When the Edit menu's commands apply to a scene, as a view enables its menu items and
/// shortcuts (`canPerformAction(_:withSender:)`, `validateUserInterfaceItem(_:)`).
extension ArrowSceneInteraction {
    /// Whether an Edit menu command applies now.
    ///
    /// None applies while a pointer is down: a drag is one step, and an edit under it would
    /// cut into that step. Copy, Cut, Duplicate and Delete need a selected arrow; Paste needs a
    /// scene on the pasteboard; Select All an arrow not yet selected.
    ///
    /// - Parameters:
    ///   - command: the command.
    ///   - pasteboardHasScene: whether the pasteboard holds a scene document (the view asks
    ///     the pasteboard; only Paste reads it).
    /// - Returns: whether the view enables the command.
    /// - Complexity: O(arrows) for Select All, O(selected arrows) for the others.
    package func canPerform(_ command: ArrowEditCommand, pasteboardHasScene: Bool) -> Bool {
        guard !isTracking else { return false }
        switch command {
        case .copy, .cut, .duplicate, .delete:
            return selectedIDs.contains { scene.contains($0) }
        case .paste:
            return pasteboardHasScene
        case .selectAll:
            return scene.ids.contains { !isSelected($0) }
        }
    }
}
