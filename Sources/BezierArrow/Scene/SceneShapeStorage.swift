/// The shapes of an ``ArrowScene``, apart from its ids: by record (dense, as the arrows'), in
/// their own drawing order, with a spatial index of their bounds of its own.
///
/// Non-generic, as ``ArrowSceneStorage``: the query and the reindexing of a moved shape are
/// compiled once. A shape is listed in the cells its bounds, grown by a sixteenth of a cell,
/// overlap; a query reads one cell, topmost first, and asks each shape whose bounds hold the point
/// whether it takes the touch and its outline holds it (exact, ``SceneShape/contains(_:)``).
struct SceneShapeStorage: Sendable {
    /// One shape's place: the item, and where the index lists it.
    struct Record: Sendable {
        var item: SceneShapeItem
        /// Where the index lists the record.
        var listing = SpatialGrid.Listing()
    }

    /// The shapes by record.
    var records: [Record] = []
    /// Each record's drawing-order key: higher is nearer the top.
    var zKeys: [Int64] = []
    /// The records from the bottom of the drawing order to the top (ascending keys).
    var order: [Int32] = []
    /// The index of the shapes' bounds.
    var grid: SpatialGrid
    /// The next key on top, and the next key at the bottom.
    var nextTopKey: Int64 = 0, nextBottomKey: Int64 = -1

    init(cellSize: Double) {
        grid = SpatialGrid(cellSize: cellSize)
    }


    /// Adds a shape on top; returns its record.
    mutating func append(_ item: SceneShapeItem) -> Int32 {
        let record = Int32(records.count)
        records.append(Record(item: item))
        zKeys.append(nextTopKey)
        nextTopKey += 1
        order.append(record)
        reindex(record)
        return record
    }

    /// Replaces a record's item, keeping its place in the drawing order.
    mutating func replace(_ record: Int32, with item: SceneShapeItem) {
        records[Int(record)].item = item
        reindex(record)
    }

    /// Removes a record's item, moving the last record into its place.
    ///
    /// - Returns: the removed item, and the record that moved into the freed one, if any.
    mutating func remove(_ record: Int32) -> (item: SceneShapeItem, moved: Int32?) {
        let i = Int(record)
        if let range = records[i].listing.cells { grid.remove(record: record, from: range, keys: zKeys) }
        order.remove(at: orderIndex(of: record))
        let last = Int32(records.count - 1)
        if record != last {
            let l = Int(last)
            if let range = records[l].listing.cells { grid.relabel(from: last, to: record, in: range, keys: zKeys) }
            order[orderIndex(of: last)] = record
            records.swapAt(i, l)
            zKeys.swapAt(i, l)
        }
        zKeys.removeLast()
        return (records.removeLast().item, record != last ? last : nil)
    }

    /// Brings a record's entries in the index up to date with its shape's bounds; its cells
    /// change only when the bounds leave the rectangle they were chosen for.
    mutating func reindex(_ record: Int32) {
        let i = Int(record)
        grid.relist(record: record, rect: records[i].item.shape.bounds, listing: &records[i].listing, keys: zKeys)
    }

    /// Gives a record a new drawing-order key at the top or bottom.
    mutating func restack(_ record: Int32, toTop: Bool) {
        let i = Int(record)
        let key = toTop ? nextTopKey : nextBottomKey
        if toTop { nextTopKey += 1 } else { nextBottomKey -= 1 }
        if let range = records[i].listing.cells { grid.remove(record: record, from: range, keys: zKeys) }
        order.remove(at: orderIndex(of: record))
        if toTop { order.append(record) } else { order.insert(record, at: 0) }
        zKeys[i] = key
        if let range = records[i].listing.cells {
            grid.insert(record: record, rect: records[i].item.shape.bounds, in: range, keys: zKeys)
        }
    }

    /// The position of a record in ``order``, by binary search on the ascending keys.
    func orderIndex(of record: Int32) -> Int {
        let z = zKeys[Int(record)]
        var lo = 0, hi = order.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if zKeys[Int(order[mid])] < z { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The topmost record whose shape takes touches and holds the point.
    func hitTest(_ point: Point) -> Int32? {
        guard point.isFinite else { return nil }
        return Self.hitTest(point, grid, zKeys, records)
    }

    /// The query proper, on the tables it reads, borrowed (see ``ArrowSceneStorage``).
    private static func hitTest(_ point: Point, _ grid: borrowing SpatialGrid, _ zKeys: borrowing [Int64],
                                _ records: borrowing [Record]) -> Int32? {
        var result: Int32?
        grid.forEachCandidate(at: point, keys: zKeys) { record in
            let i = Int(record)
            guard records[i].item.receivesTouches && records[i].item.shape.contains(point) else { return false }
            result = record
            return true
        }
        return result
    }
}
