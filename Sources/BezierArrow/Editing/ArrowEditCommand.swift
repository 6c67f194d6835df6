/// A command of the Edit menu that a canvas answers as the responder chain's standard action
/// (`copy:`, `cut:`, `paste:`, `duplicate:`, `delete:`, `selectAll:`), with its keyboard
/// shortcut; the controller says when each applies
/// (``ArrowSceneInteraction/canPerform(_:pasteboardHasScene:)``).
package enum ArrowEditCommand: Hashable, Sendable, CaseIterable {
    /// Copy (⌘C): the selected arrows to the pasteboard.
    case copy
    /// Cut (⌘X): the selected arrows to the pasteboard, then removed.
    case cut
    /// Paste (⌘V): the pasteboard's arrows added.
    case paste
    /// Duplicate (⌘D): a copy of the selected arrows added, the pasteboard left alone.
    case duplicate
    /// Delete: the selected arrows removed.
    case delete
    /// Select All (⌘A): every arrow selected.
    case selectAll

    /// Whether the command needs the app's way to the pasteboard and to new ids: copying
    /// writes a scene document, pasting and duplicating make ids.
    package var usesPasteboardOrNewIDs: Bool {
        switch self {
        case .copy, .cut, .paste, .duplicate: true
        case .delete, .selectAll: false
        }
    }
}
