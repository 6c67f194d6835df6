/// The shapes of an ``ArrowScene``, apart from its ids: by record (dense, as the arrows'), in
/// their own drawing order, with a spatial index of their bounds of its own.
///
/// Non-generic, as ``ArrowSceneStorage``: the query and the reindexing of a moved shape are
/// compiled once. A shape is listed in the cells its bounds, grown by a sixteenth of a cell,
/// overlap; a query reads one cell, topmost first, and asks each shape whose bounds hold the point
/// whether it takes the touch and its outline holds it (exact, ``SceneShape/contains(_:)``).
@usableFromInline
struct SceneShapeStorage: Sendable {
    /// One shape's place: the item, and where the index lists it.
    struct Record: Sendable {
        var item: SceneShapeItem
        /// Where the index lists the record.
        var listing = SpatialGrid.Listing()
    }

    /// The shapes by record.
    var records: [Record] = []
    /// The drawing order: each record's key, by which the index orders its lists, and the
    /// records bottom first.
    var order = DrawingOrder()
    /// The index of the shapes' bounds.
    var grid: SpatialGrid

    init(cellSize: Double) {
        grid = SpatialGrid(cellSize: cellSize)
    }

    /// Adds a shape on top, as the next record.
    mutating func append(_ item: SceneShapeItem) {
        records.append(Record(item: item))
        reindex(order.append())
    }

    /// Replaces a record's item, keeping its place in the drawing order.
    @usableFromInline
    mutating func replace(_ record: Int32, with item: SceneShapeItem) {
        // The bounds read from the given item: read back from the table, the record would be
        // copied out first. The record is reached once for both changes.
        let bounds = item.shape.bounds
        Self.replace(&records[Int(record)], record, with: item, bounds: bounds, in: &grid, keys: order.keys)
    }

    /// ``replace(_:with:)`` on the record itself.
    @inline(__always)
    private static func replace(_ r: inout Record, _ record: Int32, with item: SceneShapeItem, bounds: Rect,
                                in grid: inout SpatialGrid, keys: [Int64]) {
        r.item = item
        grid.relistInBlock(record: record, rect: bounds, listing: &r.listing, keys: keys)
    }

    /// Removes a record's item, moving the last record into its place (as ``SceneIDMap`` moves
    /// the last id).
    ///
    /// - Returns: the removed item.
    mutating func remove(_ record: Int32) -> SceneShapeItem {
        let i = Int(record)
        if let range = records[i].listing.cells { grid.remove(record: record, from: range, keys: order.keys) }
        let last = Int32(records.count - 1)
        if record != last {
            let l = Int(last)
            if let range = records[l].listing.cells { grid.relabel(from: last, to: record, in: range, keys: order.keys) }
            records.swapAt(i, l)
        }
        order.remove(record)
        return records.removeLast().item
    }

    /// Brings a record's entries in the index up to date with its shape's bounds; its cells
    /// change only when the bounds leave the rectangle they were chosen for.
    mutating func reindex(_ record: Int32) {
        let i = Int(record)
        grid.relistInBlock(record: record, rect: records[i].item.shape.bounds, listing: &records[i].listing, keys: order.keys)
    }

    /// Gives a record a new drawing-order key at the top or bottom.
    mutating func restack(_ record: Int32, toTop: Bool) {
        let i = Int(record)
        if let range = records[i].listing.cells { grid.remove(record: record, from: range, keys: order.keys) }
        order.restack(record, toTop: toTop)
        if let range = records[i].listing.cells {
            grid.insert(record: record, rect: records[i].item.shape.bounds, in: range, keys: order.keys)
        }
    }

    /// The topmost record whose shape takes touches and holds the point.
    func hitTest(_ point: Point) -> Int32? {
        guard point.isFinite else { return nil }
        return Self.hitTest(point, grid, order.keys, records)
    }

    /// The query proper, on the tables it reads, borrowed (see ``ArrowSceneStorage``).
    private static func hitTest(_ point: Point, _ grid: borrowing SpatialGrid, _ keys: borrowing [Int64],
                                _ records: borrowing [Record]) -> Int32? {
        var result: Int32?
        grid.forEachCandidate(at: point, keys: keys) { record in
            let i = Int(record)
            guard records[i].item.receivesTouches && records[i].item.shape.contains(point) else { return false }
            result = record
            return true
        }
        return result
    }
}
