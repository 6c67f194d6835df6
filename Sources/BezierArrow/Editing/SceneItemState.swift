/// One item of an ``ArrowScene`` as an edit saw it, before or after: an arrow with its view
/// properties (its tips, style, bend and label are the arrow's), both tips' bindings and its
/// place in the arrows' drawing order; or a shape with its view properties and its place among
/// the shapes. No state (`nil` where one is expected) is an item not in the scene.
enum SceneItemState<ID: Hashable & Sendable>: Equatable, Sendable {
    /// An arrow, its tips' bindings, and its position in the arrows' drawing order (0: bottom).
    case arrow(ArrowSceneItem, start: ArrowSceneBinding<ID>?, end: ArrowSceneBinding<ID>?, position: Int)
    /// A shape and its position in the shapes' drawing order (0: bottom).
    case shape(SceneShapeItem, position: Int)

    /// The position in its kind's drawing order.
    var position: Int {
        switch self {
        case .arrow(_, _, _, let position), .shape(_, let position): return position
        }
    }

    /// Whether the states differ only by their positions: what a selection's raise alone changes.
    func differsOnlyByPosition(from other: SceneItemState) -> Bool {
        switch (self, other) {
        case let (.arrow(a, s, e, _), .arrow(b, t, f, _)): return a == b && s == t && e == f
        case let (.shape(a, _), .shape(b, _)): return a == b
        default: return false
        }
    }
}

extension ArrowScene {
    /// An item's state now, or `nil` when no arrow or shape has the id.
    ///
    /// - Complexity: a binary search of its kind's drawing order.
    func itemState(_ id: ID) -> SceneItemState<ID>? {
        if let record = arrowRecords[id] {
            return .arrow(storage.items[Int(record)], start: bindings.binding(.start, of: id),
                          end: bindings.binding(.end, of: id), position: storage.order.position(of: record))
        }
        if let record = shapeRecords[id] {
            return .shape(shapes.records[Int(record)].item, position: shapes.order.position(of: record))
        }
        return nil
    }
}
