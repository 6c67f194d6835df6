// The Edit menu's standard actions (copy:, cut:, paste:, duplicate:, delete:, selectAll:) as the
// UIKit and AppKit canvases answer them: which apply now, and what each does.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow
import Foundation

/// What a canvas does for the commands that need the pasteboard and new ids, set by the app
/// (`enableEditCommands(templates:makeID:)`), which alone knows that its ids are `Codable` and
/// how to make new ones.
@MainActor
struct CanvasEditCommands {
    /// Copies the selected arrows; whether any was copied.
    var copy: () -> Bool
    /// Copies, then removes the selected arrows as one step; whether any was cut.
    var cut: () -> Bool
    /// Pastes the pasteboard's arrows as one step; whether any was pasted.
    var paste: () -> Bool
    /// Pastes a copy of the selected arrows as one step; whether any was duplicated.
    var duplicate: () -> Bool
    /// Whether the pasteboard holds a scene document (without reading it: no paste prompt).
    var pasteboardHasScene: () -> Bool
}

extension ArrowEditCommand {
    /// The command a responder action's selector names, or `nil` for another action.
    init?(action: Selector) {
        switch NSStringFromSelector(action) {
        case "copy:": self = .copy
        case "cut:": self = .cut
        case "paste:": self = .paste
        case "duplicate:": self = .duplicate
        case "delete:": self = .delete
        case "selectAll:": self = .selectAll
        default: return nil
        }
    }
}

extension ArrowCanvasCore {
    /// Whether a command applies now: those that need the pasteboard or new ids only once the
    /// app enabled them, each as the controller says (`ArrowSceneInteraction.canPerform`).
    func canPerform(_ command: ArrowEditCommand) -> Bool {
        let commands = editCommands
        if command.usesPasteboardOrNewIDs && commands == nil { return false }
        let hasScene = command == .paste && commands?.pasteboardHasScene() == true
        return interaction.canPerform(command, pasteboardHasScene: hasScene)
    }

    /// Does a command if it applies; Delete and Select All as their keys do (reported to
    /// `onDelete` and `onSelectionChange` at the view's refresh).
    ///
    /// - Returns: whether it changed the canvas or the pasteboard.
    @discardableResult
    func perform(_ command: ArrowEditCommand) -> Bool {
        guard canPerform(command) else { return false }
        switch command {
        case .copy: return editCommands?.copy() ?? false
        case .cut: return editCommands?.cut() ?? false
        case .paste: return editCommands?.paste() ?? false
        case .duplicate: return editCommands?.duplicate() ?? false
        case .delete: return handle(.delete) != .ignored
        case .selectAll: return handle(.selectAll) != .ignored
        }
    }
}
#endif
