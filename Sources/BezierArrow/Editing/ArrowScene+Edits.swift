extension ArrowScene {
    /// Makes a change to the scene and returns it as an undoable edit.
    ///
    /// The edit keeps the named items' states before and after `body`, with every arrow bound to
    /// one of them, directly or through other arrows (those a change may unbind or solve again):
    /// name every arrow and shape `body` adds, removes or changes (an arrow whose binding `body`
    /// changes, too).
    ///
    /// ```swift
    /// let edit = scene.recordEdit(named: "Change Head", touching: [id]) { scene in
    ///     scene.update(id) { $0.arrow.style?.endHead = .triangle }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - actionName: the action's name, for an Undo menu item.
    ///   - ids: the arrows and shapes `body` touches.
    ///   - body: the change.
    /// - Returns: the edit; undo it with ``ArrowSceneEdit/undo(in:)``.
    public mutating func recordEdit(named actionName: String, touching ids: some Sequence<ID>,
                                    _ body: (inout ArrowScene) -> Void) -> ArrowSceneEdit<ID> {
        let recording = SceneEditRecording(ids, in: self)
        body(&self)
        return recording.edit(named: actionName, in: self)
    }

    /// Sets each change's item to its state before (`after` false) or after the edit, to the bit.
    ///
    /// The edit touched every arrow bound, directly or through others, to what it changed (those
    /// a change solves again), so restoring writes each touched arrow as it was, its tips and
    /// drawing as they were solved then, and solves nothing: solving again from other tips may
    /// land an ulp away. In steps: the touched arrows' bindings dropped, the items absent on that
    /// side removed, the shapes set (what solving these do to the touched arrows is overwritten
    /// next), the arrows written, each item put at its place in its kind's drawing order, and
    /// the bindings written back.
    mutating func apply(_ changes: [ArrowSceneEdit<ID>.Change], after: Bool) {
        func state(_ change: ArrowSceneEdit<ID>.Change) -> SceneItemState<ID>? { after ? change.after : change.before }
        for change in changes where contains(change.id) {
            bindings.set(.start, of: change.id, to: nil)
            bindings.set(.end, of: change.id, to: nil)
        }
        for change in changes {
            switch state(change) {
            case nil:
                remove(change.id)
                removeShape(change.id)
            case .arrow?: removeShape(change.id)
            case .shape?: remove(change.id)
            }
        }
        for change in changes {
            if case let .shape(item, _)? = state(change) { setShape(item, id: change.id) }
        }
        for change in changes {
            guard case let .arrow(item, _, _, _)? = state(change) else { continue }
            if let record = arrowRecords[change.id] {
                let style = storage.styleIdentity(record)
                storage.items[Int(record)] = item
                storage.reindex(record, styleBefore: style)
            } else {
                append(item, id: change.id)
            }
        }
        restorePositions(changes.compactMap { change in state(change).map { (change.id, $0.position) } })
        for change in changes {
            guard case let .arrow(_, start, end, _)? = state(change) else { continue }
            bindings.set(.start, of: change.id, to: start)
            bindings.set(.end, of: change.id, to: end)
        }
    }

    /// Sets an arrow's touch inset, solving nothing (the inset moves no tip).
    mutating func setTouchInset(_ inset: Double, of id: ID) {
        guard let record = arrowRecords[id], storage.items[Int(record)].touchInset != inset else { return }
        storage.items[Int(record)].touchInset = inset
        storage.reindex(record)
    }

    /// Puts items at their positions in their kinds' drawing orders. The other items keep their
    /// order among themselves; so placing the items bottom first, from above every other, puts
    /// each at its place without moving those placed before.
    private mutating func restorePositions(_ places: [(id: ID, position: Int)]) {
        let misplaced = places.contains { itemState($0.id)?.position != $0.position }
        guard misplaced else { return }
        for place in places { bringToFront(place.id) }
        for place in places.sorted(by: { $0.position < $1.position }) { move(place.id, toPosition: place.position) }
    }
}

/// An edit being recorded: the touched items' states before the change, until it is over.
package struct SceneEditRecording<ID: Hashable & Sendable>: Sendable {
    /// The touched ids, each once, in order.
    private(set) var ids: [ID] = []
    /// Their states before the change.
    private var before: [SceneItemState<ID>?] = []

    /// Starts recording a change of these items, and of every arrow bound to them, directly or
    /// through other arrows (which the change may unbind, or solve again).
    ///
    /// - Parameters:
    ///   - ids: the arrows and shapes the change touches.
    ///   - scene: the scene before the change.
    package init(_ ids: some Sequence<ID>, in scene: ArrowScene<ID>) {
        var seen = Set<ID>()
        for id in ids where seen.insert(id).inserted { self.ids.append(id) }
        for id in self.ids {
            for dependent in scene.bindings.solvingOrder(after: id) where seen.insert(dependent).inserted { self.ids.append(dependent) }
        }
        before = self.ids.map { scene.itemState($0) }
    }

    /// The change is over: the edit from the states before to the states now (items that did
    /// not change left out).
    ///
    /// - Parameters:
    ///   - actionName: the action's name.
    ///   - scene: the scene after the change.
    ///   - coalescingKey: as ``ArrowSceneEdit/coalescingKey``.
    package func edit(named actionName: String, in scene: ArrowScene<ID>, coalescingKey: [ArrowSceneTip<ID>]? = nil) -> ArrowSceneEdit<ID> {
        var changes: [ArrowSceneEdit<ID>.Change] = []
        for (id, before) in zip(ids, before) {
            let after = scene.itemState(id)
            if after != before { changes.append(ArrowSceneEdit.Change(id: id, before: before, after: after)) }
        }
        return ArrowSceneEdit(actionName: actionName, changes: changes, coalescingKey: coalescingKey)
    }

    /// Whether the change made anything but the touched items' places in the drawing order
    /// differ: a selection's raise alone is no edit.
    func changedMoreThanOrder(in scene: ArrowScene<ID>) -> Bool {
        zip(ids, before).contains { id, before in
            let after = scene.itemState(id)
            guard let before, let after else { return before != nil || after != nil }
            return !after.differsOnlyByPosition(from: before)
        }
    }
}
