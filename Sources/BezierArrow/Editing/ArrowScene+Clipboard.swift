extension ArrowScene {
    /// Some of the scene's arrows and shapes as a scene of their own: what copying them puts on
    /// the pasteboard (as an ``ArrowSceneDocument``), and what ``paste(_:offsetBy:makeID:)``
    /// takes.
    ///
    /// The items keep their ids, their view properties and their drawing order. An arrow keeps
    /// its tips' bindings when every target it is bound to is copied too, so that it is solved
    /// again on them where they are pasted. An arrow bound to anything left out is copied free,
    /// both tips where they are drawn (a self-loop's body drawn by its body kind again), so that
    /// it looks as it did without what it connected.
    ///
    /// - Parameter ids: the arrows and shapes to copy; an id in neither is ignored.
    /// - Returns: the scene of the copied items.
    /// - Complexity: O(items of the scene), the copied arrows solved again.
    public func subscene(of ids: some Sequence<ID>) -> ArrowScene<ID> {
        let wanted = Set(ids)
        var copy = ArrowScene(cellSize: storage.grid.cellSize)
        for record in shapes.order.records {
            let id = shapeRecords.id(of: record)
            if wanted.contains(id) { copy.setShape(shapes.records[Int(record)].item, id: id) }
        }
        var bound: [ID] = []
        for record in recordsInDrawingOrder {
            let id = arrowRecords.id(of: Int32(record))
            guard wanted.contains(id) else { continue }
            var item = storage.items[record]
            if let tips = bindings.tips[id] {
                let targets = [tips.start, tips.end].compactMap { $0?.target }
                if targets.allSatisfy(wanted.contains) { bound.append(id) } else { item.arrow.dropCenterLine() }
            }
            copy.append(item, id: id)
        }
        for id in bound {
            for tip in ArrowTip.allCases {
                guard let binding = bindings.binding(tip, of: id) else { continue }
                // Targets copied, and a cycle the scene refused never made: always taken.
                try? copy.bind(tip, of: id, to: binding.target, binding.binding)
            }
        }
        return copy
    }

    /// Adds the arrows and shapes of another scene (a copy from ``subscene(of:)``, or a document
    /// read from the pasteboard) on top of this scene's, moved by an offset and under new ids,
    /// as one undoable edit named "Paste".
    ///
    /// The shapes go on top of the shapes, the arrows on top of the arrows, each in its drawing
    /// order; a tip bound to a pasted item is bound to its copy. `makeID` is called once for each
    /// item, shapes first then arrows, bottom first, with the item's id in `pasted`, and gives
    /// its new id: `{ _ in UUID() }`, or a counter:
    ///
    /// ```swift
    /// let edit = try scene.paste(clipboard, offsetBy: Point(10, 10)) { _ in nextID += 1; return nextID }
    /// history.record(edit)
    /// ```
    ///
    /// Pasting the same copy again with a growing offset (10, 20, ...) cascades the copies.
    ///
    /// - Parameters:
    ///   - pasted: the items to paste.
    ///   - offset: how far to move them, in scene units.
    ///   - makeID: the new id of each item, given its id in `pasted`.
    /// - Returns: the edit, whose ``ArrowSceneEdit/ids`` are the new ids.
    /// - Throws: ``ArrowSceneError/duplicateID(_:)``, with nothing changed, when `makeID` gives
    ///   an id the scene has or gave before.
    public mutating func paste(_ pasted: ArrowScene<ID>, offsetBy offset: Point,
                               makeID: (ID) -> ID) throws(ArrowSceneError<ID>) -> ArrowSceneEdit<ID> {
        var newIDs: [ID: ID] = [:]
        var order: [ID] = [], given = Set<ID>()
        for id in pasted.shapeIDs + pasted.ids {
            let new = makeID(id)
            guard arrowRecords[new] == nil, shapeRecords[new] == nil, given.insert(new).inserted else { throw .duplicateID(new) }
            newIDs[id] = new
            order.append(new)
        }
        let move = offset.isFinite ? offset : Point(0, 0)
        return recordEdit(named: "Paste", touching: order) { scene in
            for id in pasted.shapeIDs {
                guard var item = pasted.shape(id), let new = newIDs[id] else { continue }
                item.shape.transform = item.shape.transform.translated(by: move)
                scene.setShape(item, id: new)
            }
            pasted.forEachInDrawingOrder { id, item in
                guard let new = newIDs[id] else { return }
                var item = item
                // Rigidly: waypoints and an elbow's kept segments move with the tips.
                item.arrow.place(start: item.arrow.start, end: item.arrow.end, body: item.arrow.movableBody, movedBy: move)
                scene.append(item, id: new)
            }
            for id in pasted.ids {
                for tip in ArrowTip.allCases {
                    guard let binding = pasted.binding(tip, of: id), let arrow = newIDs[id],
                          let target = newIDs[binding.target] else { continue }
                    // The pasted scene's own bindings, between new ids: never refused.
                    try? scene.bind(tip, of: arrow, to: target, binding.binding)
                }
            }
        }
    }
}
