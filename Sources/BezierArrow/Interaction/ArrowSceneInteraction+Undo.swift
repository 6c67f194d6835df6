/// The controller's edits as undoable steps (``ArrowSceneEdit``), reported to ``onEdit`` for a
/// view to hand to its `UndoManager` (or an app to its ``ArrowSceneHistory``), and undone and
/// redone through the controller.
///
/// The steps:
/// - a drag of a tip or a body handle is one step, from its touch-down to its lift ("Move Tip",
///   "Connect Tip" when the tip was bound on release, "Disconnect Tip" when it was freed,
///   "Bend Arrow" for a body handle); its raise to the top is part of it. A drag that moved
///   nothing (a tap; a raise alone is no edit) and a cancelled drag are none.
/// - a key or accessibility move of a tip is one step ("Move Tip", unbinding a bound tip
///   included); consecutive moves of the same tip coalesce into one step, until another edit,
///   an undo or a redo comes between (the key moves' ``ArrowSceneEdit`` carry a coalescing key
///   that ``ArrowSceneHistory`` and the canvases merge on).
/// - a connect or disconnect action is one step ("Connect Tip", "Disconnect Tip").
/// - ``delete(_:)`` and ``paste(_:offsetBy:actionName:makeID:)`` are one step each, and so is
///   whatever a view or app wraps in ``recordEdit(named:touching:coalescingKey:_:)``.
extension ArrowSceneInteraction {
    /// Called with every edit the controller makes, once it is complete: a drag's at its lift,
    /// a key move's, an action's. Not for ``scene``'s own changes, nor for undoing and redoing.
    package var onEdit: (@Sendable (ArrowSceneEdit<ID>) -> Void)? {
        get { editing.onEdit }
        set { editing.onEdit = newValue }
    }

    /// Makes a change through the controller as one edit, reported to ``onEdit``.
    ///
    /// - Parameters:
    ///   - actionName: the action's name.
    ///   - ids: the arrows and shapes `body` touches (see ``ArrowScene/recordEdit(named:touching:_:)``).
    ///   - coalescingKey: edits with the same key in a row merge into one step; `nil` never.
    ///   - body: the change.
    /// - Returns: the edit (also reported when it changed anything).
    @discardableResult
    package mutating func recordEdit(named actionName: String, touching ids: [ID], coalescingKey: [ArrowSceneTip<ID>]? = nil,
                                     _ body: (inout ArrowSceneInteraction) -> Void) -> ArrowSceneEdit<ID> {
        let recording = SceneEditRecording(ids, in: scene)
        body(&self)
        let edit = recording.edit(named: actionName, in: scene, coalescingKey: coalescingKey)
        if !edit.isEmpty { onEdit?(edit) }
        return edit
    }

    /// Undoes an edit: any pointer is cancelled first, the touched items put back, their touch
    /// insets set for the current zoom, and selection, focus and hover let go of arrows gone.
    ///
    /// - Parameter edit: the last edit made (or redone) and not undone.
    package mutating func undo(_ edit: ArrowSceneEdit<ID>) { apply(edit, undoing: true) }

    /// Makes an undone edit again, as ``undo(_:)`` undoes it.
    ///
    /// - Parameter edit: the last edit undone.
    package mutating func redo(_ edit: ArrowSceneEdit<ID>) { apply(edit, undoing: false) }

    private mutating func apply(_ edit: ArrowSceneEdit<ID>, undoing: Bool) {
        cancelAllPointers()
        if undoing { edit.undo(in: &scene) } else { edit.redo(in: &scene) }
        let metrics = metrics
        for id in edit.ids {
            guard let template = scene[id]?.arrow.template else { continue }
            scene.setTouchInset(metrics.hitInset(for: template), of: id)
        }
        if let selection, !scene.contains(selection) { self.selection = nil }
        if let focus, !scene.contains(focus.id) { self.focus = nil }
        keepWaypointFocusValid()
        if let hovered, !scene.contains(hovered.id) { hover(at: nil) }
    }

    /// Removes arrows as one edit, "Delete Arrow" or "Delete 3 Arrows"; tips bound to them are
    /// unbound where they are (and come back bound on undo).
    ///
    /// - Parameters:
    ///   - ids: the arrows; ids not in the scene are ignored.
    ///   - actionName: the step's name ("Cut"); `nil` for "Delete Arrow" or "Delete 3 Arrows".
    /// - Returns: the edit, or `nil` when no id was an arrow's.
    @discardableResult
    package mutating func delete(_ ids: [ID], actionName: String? = nil) -> ArrowSceneEdit<ID>? {
        let arrows = ids.filter { scene.contains($0) }
        guard !arrows.isEmpty else { return nil }
        return recordEdit(named: actionName ?? ArrowSceneEditNames.delete(count: arrows.count), touching: arrows) { c in
            for id in arrows { c.remove(id) }
        }
    }

    /// Pastes a scene's arrows and shapes as one edit, with new ids, moved by an offset (see
    /// ``ArrowScene/paste(_:offsetBy:makeID:)``); their touch insets are the controller's, and the
    /// topmost pasted arrow is selected.
    ///
    /// - Parameters:
    ///   - pasted: the items, as ``copy(_:)`` made them.
    ///   - offset: how far to move them.
    ///   - actionName: "Paste", or "Duplicate".
    ///   - makeID: each item's new id.
    /// - Returns: the edit, or `nil` when `makeID` gave an id in use (nothing changed).
    @discardableResult
    package mutating func paste(_ pasted: ArrowScene<ID>, offsetBy offset: Point, actionName: String = ArrowSceneEditNames.paste,
                                makeID: (ID) -> ID) -> ArrowSceneEdit<ID>? {
        cancelAllPointers()
        // The insets the controller sets, so that the edit holds the arrows as they are pasted.
        var pasted = pasted
        let metrics = metrics
        for id in pasted.ids {
            guard let template = pasted[id]?.arrow.template else { continue }
            pasted.setTouchInset(metrics.hitInset(for: template), of: id)
        }
        guard var edit = try? scene.paste(pasted, offsetBy: offset, makeID: makeID) else { return nil }
        edit.actionName = actionName
        if let top = scene.ids.last(where: edit.ids.contains) { selection = top }
        if !edit.isEmpty { onEdit?(edit) }
        return edit
    }

    /// The arrows as a scene of their own, for the pasteboard (see ``ArrowScene/subscene(of:)``),
    /// with no touch inset (the controller's is set again where they are pasted).
    ///
    /// - Parameter ids: the arrows (the selection), in any order.
    package func copy(_ ids: [ID]) -> ArrowScene<ID> {
        var copy = scene.subscene(of: ids)
        for id in copy.ids { copy.setTouchInset(0, of: id) }
        return copy
    }

    // MARK: The controller's own steps

    /// A pointer came down: records the arrow hit (and the arrows bound to it) as they are, for
    /// the step its drag makes.
    func editRecording(at hit: ArrowSceneHit<ID>?) -> SceneEditRecording<ID>? {
        guard let hit else { return nil }
        // A body may start moving the selection with it.
        return SceneEditRecording(hit.part == .body ? [hit.id] + selectedIDs : [hit.id], in: scene)
    }

    /// A pointer lifted: its drag's step, reported unless it moved nothing.
    mutating func finishEdit(of pointer: Int, bindingChange: ArrowBindingChange<ID>?, movedHandle: Bool) {
        guard let recording = editing.drags.removeValue(forKey: pointer), recording.changedMoreThanOrder(in: scene) else { return }
        let name = movedHandle ? ArrowSceneEditNames.bend : ArrowSceneEditNames.tipMove(bindingChange)
        onEdit?(recording.edit(named: name, in: scene))
    }

    /// A key or accessibility move of a tip, or a connect action, is over: its step.
    mutating func finishEdit(_ recording: SceneEditRecording<ID>, named name: String, coalescingKey: [ArrowSceneTip<ID>]? = nil) {
        let edit = recording.edit(named: name, in: scene, coalescingKey: coalescingKey)
        if !edit.isEmpty { onEdit?(edit) }
    }
}
