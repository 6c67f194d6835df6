/// One undoable change of an ``ArrowScene``: what the items it touched were before and after,
/// and the action's name ("Move Tip", "Delete 3 Arrows").
///
/// An edit holds the touched items alone, not a copy of the scene: each arrow with its view
/// properties, tips, style, bend and label, its tips' bindings and its place in the drawing
/// order; each shape with its place; an item added or removed as absent on one side; and every
/// arrow bound to a touched item, directly or through other arrows, which the change may have
/// solved again. Undoing puts the touched items back as they were before, to the bit, redoing
/// as they were after.
///
/// Make one with ``ArrowScene/recordEdit(named:touching:_:)`` around a change, keep it in an
/// ``ArrowSceneHistory`` (or hand it to an `UndoManager`), and undo it on the scene it was
/// recorded on, in the state the change left it in (the later edits undone first):
///
/// ```swift
/// var history = ArrowSceneHistory<Int>()
/// history.record(scene.recordEdit(named: "Add Arrow", touching: [7]) { $0.append(arrow, id: 7) })
/// history.undo(in: &scene)   // the arrow is gone
/// history.redo(in: &scene)   // and back
/// ```
public struct ArrowSceneEdit<ID: Hashable & Sendable>: Sendable {
    /// One touched item: its id, and its state before and after (`nil`: not in the scene).
    struct Change: Sendable {
        var id: ID
        var before: SceneItemState<ID>?
        var after: SceneItemState<ID>?
    }

    /// The action's name, for an Undo menu item ("Undo Move Tip"): a verb and what it acted on.
    public var actionName: String
    /// The touched items, each once, in the order they were first touched.
    var changes: [Change]
    /// Edits with the same key, recorded one after the other, may merge into one step: the
    /// tips a key moves (one tip; both tips of each arrow a key moves whole); `nil` for an edit
    /// that never merges.
    package var coalescingKey: [ArrowSceneTip<ID>]?

    /// An edit from its changes.
    init(actionName: String, changes: [Change], coalescingKey: [ArrowSceneTip<ID>]? = nil) {
        self.actionName = actionName
        self.changes = changes
        self.coalescingKey = coalescingKey
    }

    /// The ids of the arrows and shapes the edit touched: added, removed or changed (an app
    /// keeping its own model reads these items back from the scene after an undo or redo).
    public var ids: [ID] { changes.map(\.id) }

    /// Puts the touched items back as they were before the edit.
    ///
    /// - Parameter scene: the scene the edit was recorded on, as the edit left it.
    public func undo(in scene: inout ArrowScene<ID>) { scene.apply(changes, after: false) }

    /// Makes the edit again: the touched items as they were after it.
    ///
    /// - Parameter scene: the scene the edit was recorded on, as undoing the edit left it.
    public func redo(in scene: inout ArrowScene<ID>) { scene.apply(changes, after: true) }

    /// Whether the edit changed nothing.
    package var isEmpty: Bool { changes.isEmpty }

    /// This edit followed by `next`, as one step with this edit's name: each item's state before
    /// this edit (or before `next`, for one only `next` touched) and after `next` (or after this
    /// one); items that end as they began drop out.
    package func merged(with next: ArrowSceneEdit) -> ArrowSceneEdit {
        var changes = changes
        var index: [ID: Int] = [:]
        for (i, change) in changes.enumerated() { index[change.id] = i }
        for change in next.changes {
            if let i = index[change.id] { changes[i].after = change.after } else { changes.append(change) }
        }
        changes.removeAll { $0.before == $0.after }
        return ArrowSceneEdit(actionName: actionName, changes: changes, coalescingKey: coalescingKey)
    }
}
