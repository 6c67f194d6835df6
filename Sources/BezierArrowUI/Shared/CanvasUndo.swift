// How every canvas (SwiftUI, UIKit, AppKit) hands its controller's edits to an UndoManager.

#if canImport(SwiftUI)
import BezierArrow
import Foundation

/// What a canvas keeps to hand its controller's edits (`ArrowSceneInteraction.onEdit`) to an
/// `UndoManager`: each edit one step named for the Edit menu, a key move merged into the step
/// before when both move the same tips and nothing came between, and undoing a step
/// registering its redo, as Apple's undo managers expect. The canvas says how it applies a
/// step (``apply``) and which manager is its own (``manager``); a reference, so that the undo
/// manager's handlers and the canvas's views share it.
@MainActor
final class CanvasUndo<ID: Hashable & Sendable> {
    /// The edits the controller reported during the last call, registered at the next sync.
    var pending: [ArrowSceneEdit<ID>] = []
    /// The view's undo manager, asked at each registration (the responder chain's, or the
    /// environment's, may change).
    var manager: (() -> UndoManager?)?
    /// Undoes (`true`) or redoes an edit in the canvas and reports it: set by the canvas.
    var apply: ((ArrowSceneEdit<ID>, _ undoing: Bool) -> Void)?
    /// The edit last registered, while a next one may merge into it (key moves of one tip).
    private var last: UndoStep<ID>?
    /// The pasteboard's change count at the last paste, and how many pastes of it there were.
    var pastes = (changeCount: -1, count: 0)

    /// Registers the pending edits with the view's undo manager (none without one).
    func registerPending() {
        let edits = pending
        pending.removeAll()
        guard let manager = manager?() else { return }
        for edit in edits { register(edit, with: manager) }
    }

    /// Registers one edit (see ``registerPending()``).
    func register(_ edit: ArrowSceneEdit<ID>, with manager: UndoManager) {
        if let last, let key = edit.coalescingKey, last.edit.coalescingKey == key,
           !manager.canRedo, manager.undoActionName == last.edit.actionName {
            last.edit = last.edit.merged(with: edit)
            return
        }
        let step = UndoStep(edit)
        registerUndo(of: step, with: manager)
        last = step
    }

    /// Registers undoing a step; undoing it registers redoing it, and so on.
    private func registerUndo(of step: UndoStep<ID>, with manager: UndoManager, redoing: Bool = false) {
        // Apple's undo managers call their handlers on the thread that registered them: the main one.
        manager.registerUndo(withTarget: self) { undo in
            MainActor.assumeIsolated { undo.perform(step, undoing: !redoing) }
        }
        manager.setActionName(step.edit.actionName)
    }

    /// Undoes or redoes a step through the canvas, then registers its inverse with the same
    /// manager: the view's, which is undoing.
    private func perform(_ step: UndoStep<ID>, undoing: Bool) {
        last = nil
        pending.removeAll()
        apply?(step.edit, undoing)
        if let manager = manager?() { registerUndo(of: step, with: manager, redoing: undoing) }
    }
}

/// One registered edit: a reference the undo manager's handlers read, so that a key move
/// merged into it after registration is undone with it.
@MainActor
final class UndoStep<ID: Hashable & Sendable> {
    var edit: ArrowSceneEdit<ID>
    init(_ edit: ArrowSceneEdit<ID>) { self.edit = edit }
}
#endif
