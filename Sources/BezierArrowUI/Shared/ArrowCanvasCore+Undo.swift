// The UIKit and AppKit canvases' edits, registered with the responder's undo manager.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow
import Foundation

extension ArrowCanvasCore {
    /// Undoes or redoes an edit (`CanvasUndo.apply`): the items put back, the tips whose
    /// bindings changed reported, the view refreshed, and `onChange` called for every item the
    /// step touched (an app keeping its own model reads each back; `nil` for one gone).
    func apply(_ edit: ArrowSceneEdit<ID>, undoing: Bool) {
        reportingBindings { undoing ? $0.undo(edit) : $0.redo(edit) }
        needsRefresh?()
        for id in edit.ids { onChange?(id) }
    }

    /// Makes an app's change as one undoable step (see `ArrowCanvasView.performEdit`): the
    /// items' states before, the change, the step registered.
    func performEdit(named actionName: String, touching ids: [ID], _ change: () -> Void) {
        let recording = SceneEditRecording(ids, in: interaction.scene)
        change()
        let edit = recording.edit(named: actionName, in: interaction.scene)
        if !edit.isEmpty, let manager = undo.manager?() { undo.register(edit, with: manager) }
    }

    // MARK: Copy and paste

    /// The selected arrows as a scene of their own, or `nil` when none is selected.
    func copySelection() -> ArrowScene<ID>? {
        let selected = interaction.selectedIDs.filter { interaction.scene.contains($0) }
        guard !selected.isEmpty else { return nil }
        return interaction.copy(selected)
    }

    /// Deletes the selected arrows as one step ("Cut", or "Delete Arrow" for `nil`).
    ///
    /// - Returns: whether an arrow was deleted.
    @discardableResult
    func deleteSelection(actionName: String?) -> Bool {
        reportingBindings({ $0.delete($0.selectedIDs, actionName: actionName) }) != nil
    }

    /// Pastes a copy with new ids, 10 points right and down of the copied arrows, 10 more at
    /// each paste of the same copy (`changeCount`: the pasteboard's, or `nil` for a duplicate,
    /// which always goes 10 points off).
    ///
    /// - Returns: whether anything was pasted.
    func paste(_ copy: ArrowScene<ID>, changeCount: Int?, actionName: String, makeID: (ID) -> ID) -> Bool {
        var count = 1
        if let changeCount {
            count = undo.pastes.changeCount == changeCount ? undo.pastes.count + 1 : 1
            undo.pastes = (changeCount, count)
        }
        let offset = Point(10 * Double(count), 10 * Double(count))
        return interaction.paste(copy, offsetBy: offset, actionName: actionName, makeID: makeID) != nil
    }
}
#endif
