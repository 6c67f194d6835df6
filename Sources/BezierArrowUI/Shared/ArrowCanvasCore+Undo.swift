// The UIKit and AppKit canvases' edits, registered with the responder's undo manager.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow
import Foundation

/// What a canvas keeps to hand its edits to an `UndoManager`.
@MainActor
struct CanvasUndo<ID: Hashable & Sendable> {
    /// The edits the controller reported during the last call, registered at the next sync.
    var pending: [ArrowSceneEdit<ID>] = []
    /// The view's undo manager, asked at each registration (the responder chain's may change).
    var manager: (() -> UndoManager?)?
    /// The edit last registered, while a next one may merge into it (key moves of one tip).
    var last: UndoStep<ID>?
    /// The pasteboard's change count at the last paste, and how many pastes of it there were.
    var pastes = (changeCount: -1, count: 0)
}

/// One registered edit: a reference the undo manager's handlers read, so that a key move
/// merged into it after registration is undone with it.
@MainActor
final class UndoStep<ID: Hashable & Sendable> {
    var edit: ArrowSceneEdit<ID>
    init(_ edit: ArrowSceneEdit<ID>) { self.edit = edit }
}

extension ArrowCanvasCore {
    /// Registers the controller's reported edits with the undo manager, each as one step named
    /// for the Edit menu, merging a key move into the step before when both move the same tips
    /// and nothing came between.
    func registerPendingEdits() {
        let edits = undo.pending
        undo.pending.removeAll()
        guard let manager = undo.manager?() else { return }
        for edit in edits { register(edit, with: manager) }
    }

    /// Registers one edit (see ``registerPendingEdits()``).
    func register(_ edit: ArrowSceneEdit<ID>, with manager: UndoManager) {
        if let last = undo.last, let key = edit.coalescingKey, last.edit.coalescingKey == key,
           !manager.canRedo, manager.undoActionName == last.edit.actionName {
            last.edit = last.edit.merged(with: edit)
            return
        }
        let step = UndoStep(edit)
        registerUndo(of: step, with: manager)
        undo.last = step
    }

    /// Registers undoing a step; undoing it registers redoing it, and so on, as Apple's undo
    /// managers expect.
    private func registerUndo(of step: UndoStep<ID>, with manager: UndoManager, redoing: Bool = false) {
        // Apple's undo managers call their handlers on the thread that registered them: the main one.
        manager.registerUndo(withTarget: self) { core in
            MainActor.assumeIsolated { core.apply(step, undoing: !redoing) }
        }
        manager.setActionName(step.edit.actionName)
    }

    /// Undoes or redoes a step: the items put back, the tips whose bindings changed reported,
    /// the view refreshed, and `onChange` called for every item the step touched (an app keeping
    /// its own model reads each back; `nil` for one gone).
    private func apply(_ step: UndoStep<ID>, undoing: Bool) {
        undo.last = nil
        undo.pending.removeAll()
        let edit = step.edit
        reportingBindings { undoing ? $0.undo(edit) : $0.redo(edit) }
        // The same manager: the view's, which is undoing.
        if let manager = undo.manager?() { registerUndo(of: step, with: manager, redoing: undoing) }
        needsRefresh?()
        for id in edit.ids { onChange?(id) }
    }

    /// Makes an app's change as one undoable step (see `ArrowCanvasView.performEdit`): the
    /// items' states before, the change, the step registered.
    func performEdit(named actionName: String, touching ids: [ID], _ change: () -> Void) {
        let recording = SceneEditRecording(ids, in: interaction.scene)
        change()
        let edit = recording.edit(named: actionName, in: interaction.scene)
        if !edit.isEmpty, let manager = undo.manager?() { register(edit, with: manager) }
    }

    // MARK: Copy and paste

    /// The selected arrows as a scene of their own, or `nil` when none is selected.
    func copySelection() -> ArrowScene<ID>? {
        guard let selection = interaction.selection, interaction.scene.contains(selection) else { return nil }
        return interaction.copy([selection])
    }

    /// Deletes the selected arrow as one step ("Cut" or "Delete Arrow").
    ///
    /// - Returns: whether an arrow was deleted.
    @discardableResult
    func deleteSelection(actionName: String?) -> Bool {
        guard let selection = interaction.selection else { return false }
        return reportingBindings({ $0.delete([selection], actionName: actionName) }) != nil
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
