extension ArrowScene {
    /// Puts an arrow or a shape at a position in its kind's drawing order (0: the bottom),
    /// clamped to the order's range: what restoring an edit's item does.
    ///
    /// The order's keys are never reused (``DrawingOrder``), so the item and the records between
    /// its place and the nearer end of the order are restacked to that end, in order.
    ///
    /// - Complexity: O(min(position, count - position)) restacks, each the cells of its record.
    mutating func move(_ id: ID, toPosition position: Int) {
        if let record = arrowRecords[id] {
            let order = Self.order(storage.order.records, moving: record, to: position)
            for (record, toTop) in order { storage.restack(record, toTop: toTop) }
        } else if let record = shapeRecords[id] {
            let order = Self.order(shapes.order.records, moving: record, to: position)
            for (record, toTop) in order { shapes.restack(record, toTop: toTop) }
        }
    }

    /// The restacks that move `record` to `position` among `records` (bottom first): nothing
    /// when it is there; else the records from its new place to the nearer end, restacked to
    /// that end nearest-first.
    private static func order(_ records: [Int32], moving record: Int32, to position: Int) -> [(Int32, Bool)] {
        guard let current = records.firstIndex(of: record) else { return [] }
        let target = max(0, min(position, records.count - 1))
        guard target != current else { return [] }
        var wanted = records
        wanted.remove(at: current)
        wanted.insert(record, at: target)
        if target >= wanted.count / 2 {
            return wanted[target...].map { ($0, true) }
        }
        return wanted[...target].reversed().map { ($0, false) }
    }
}
