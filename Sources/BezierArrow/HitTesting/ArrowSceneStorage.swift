/// The part of an ``ArrowScene`` that does not depend on its id type: the arrows by slot, their
/// touch bounds, the spatial index and the drawing order.
///
/// Non-generic so that the hot paths (hit testing, reindexing a moved arrow) are compiled once,
/// fully optimised, whatever the scene's id type; the generic scene only maps ids to slots.
/// Slots are dense: removing an arrow moves the last one into its slot.
@usableFromInline
struct ArrowSceneStorage: Sendable {
    /// The arrows by slot.
    @usableFromInline var items: [ArrowSceneItem] = []
    /// Each slot's touch box (``ArrowTouchBox/empty`` when the item takes no touches): the
    /// queries' second test, kept apart from the items so that the candidates it rejects (most
    /// of them) cost a read of this small dense array, not of an item and its memory page.
    var touchBoxes: [ArrowTouchBox] = []
    /// Each slot's prepared shape with what its hit test needs (see ``ArrowSceneShape``): read
    /// for the candidates the touch box lets through, so that a query never reads an item.
    var shapes: [ArrowSceneShape] = []
    /// Each slot's drawing-order key: higher is nearer the top.
    var zKeys: [Int64] = []
    /// Each slot's rectangle in the index: its touch bounds grown by ``slack`` when last listed,
    /// so that small moves stay inside it and leave the index alone.
    var touchRects: [Rect] = []
    /// The grid cells each slot is listed in.
    var cellRanges: [SpatialGrid.CellRange?] = []
    /// The slots from the bottom of the drawing order to the top (ascending keys).
    var order: [Int32] = []
    /// The spatial index.
    var grid: SpatialGrid
    /// The next key on top, and the next key at the bottom.
    var nextTopKey: Int64 = 0, nextBottomKey: Int64 = -1

    init(cellSize: Double) {
        grid = SpatialGrid(cellSize: cellSize)
    }

    /// How much an arrow's rectangle in the index exceeds its touch bounds: a quarter cell, so a
    /// drag moves an arrow several steps before the index hears of it. The queries' later tests
    /// (the touch box, the arrow's own) do not depend on it, so the slack costs a few more
    /// candidates, never a wrong answer.
    var slack: Double { grid.cellSize / 4 }

    /// Adds an item on top; returns its slot.
    mutating func append(_ item: ArrowSceneItem) -> Int32 {
        let slot = Int32(items.count)
        items.append(item)
        touchBoxes.append(.empty)
        shapes.append(ArrowSceneShape())
        zKeys.append(nextTopKey)
        nextTopKey += 1
        touchRects.append(.null)
        cellRanges.append(nil)
        order.append(slot)
        reindex(slot)
        return slot
    }

    /// Removes a slot's item, moving the last slot into its place.
    ///
    /// - Returns: the removed item, and the slot that moved into the freed one (the former last
    ///   slot), if any.
    mutating func remove(_ slot: Int32) -> (item: ArrowSceneItem, moved: Int32?) {
        let i = Int(slot)
        if let range = cellRanges[i] { grid.remove(slot: slot, from: range, keys: zKeys) }
        order.remove(at: orderIndex(of: slot))
        let last = Int32(items.count - 1)
        if slot != last {
            let l = Int(last)
            if let range = cellRanges[l] { grid.relabel(from: last, to: slot, in: range, keys: zKeys) }
            order[orderIndex(of: last)] = slot
            items.swapAt(i, l)
            touchBoxes.swapAt(i, l)
            shapes.swapAt(i, l)
            zKeys.swapAt(i, l)
            touchRects.swapAt(i, l)
            cellRanges.swapAt(i, l)
        }
        touchBoxes.removeLast()
        shapes.removeLast()
        zKeys.removeLast()
        touchRects.removeLast()
        cellRanges.removeLast()
        return (items.removeLast(), slot != last ? last : nil)
    }

    /// Lets go of a slot's share of its arrow's prepared shape before the item changes in
    /// place, so that the arrow's rebuild writes its storage in place instead of copying it
    /// (``reindex(_:)`` takes a share again).
    @usableFromInline
    mutating func willChange(_ slot: Int32) {
        shapes[Int(slot)].storage = []
    }

    /// Brings a slot's touch box and shape, and when it has outgrown its rectangle in the
    /// index, its rectangle and cells, up to date with its item.
    @usableFromInline
    mutating func reindex(_ slot: Int32) {
        let i = Int(slot)
        // Stored properties one by one: reading the whole item would copy it.
        let inset = items[i].touchInset
        let reach = items[i].arrow.tapReach(insetBy: inset)
        shapes[i] = ArrowSceneShape(items[i].arrow.hitShape, bounds: items[i].arrow.bounds, reach: reach)
        let rect = inset.isFinite ? items[i].arrow.bounds.insetBy(dx: -reach, dy: -reach) : .null
        touchBoxes[i] = rect.isNull || !items[i].receivesTouches ? .empty
            : ArrowTouchBox(start: items[i].arrow.start, end: items[i].arrow.end,
                            outline: items[i].arrow.outline, spine: items[i].arrow.spine, reach: reach)
        let listed = touchRects[i]
        if !rect.isNull && !listed.isNull && listed.minX <= rect.minX && listed.minY <= rect.minY
            && listed.maxX >= rect.maxX && listed.maxY >= rect.maxY {
            return
        }
        let grown = rect.insetBy(dx: -slack, dy: -slack)
        touchRects[i] = grown
        let range = grid.range(of: grown)
        grid.move(slot: slot, rect: grown, from: cellRanges[i], to: range, keys: zKeys)
        cellRanges[i] = range
    }

    /// Gives a slot a new drawing-order key at the top or bottom.
    mutating func restack(_ slot: Int32, toTop: Bool) {
        let i = Int(slot)
        let key = toTop ? nextTopKey : nextBottomKey
        if toTop { nextTopKey += 1 } else { nextBottomKey -= 1 }
        if let range = cellRanges[i] { grid.remove(slot: slot, from: range, keys: zKeys) }
        order.remove(at: orderIndex(of: slot))
        if toTop { order.append(slot) } else { order.insert(slot, at: 0) }
        zKeys[i] = key
        if let range = cellRanges[i] { grid.insert(slot: slot, rect: touchRects[i], in: range, keys: zKeys) }
    }

    /// The position of a slot in ``order``, by binary search on the ascending keys.
    func orderIndex(of slot: Int32) -> Int {
        let z = zKeys[Int(slot)]
        var lo = 0, hi = order.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if zKeys[Int(order[mid])] < z { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The topmost slot whose item takes the touch, and where it was hit.
    @usableFromInline
    func hitTest(_ point: Point) -> (slot: Int32, hit: ArrowHit)? {
        guard point.isFinite else { return nil }
        // Through buffer pointers: the candidates are read in place, never copied.
        return shapes.withUnsafeBufferPointer { shapes in
            touchBoxes.withUnsafeBufferPointer { boxes in
                var result: (slot: Int32, hit: ArrowHit)?
                // The grid has checked the touch bounds; the touch box is empty for an item that
                // takes no touches.
                grid.forEachCandidate(at: point, keys: zKeys) { slot in
                    guard boxes[Int(slot)].contains(point),
                          let hit = ArrowSceneShape.hitTest(shapes.baseAddress! + Int(slot), point) else { return false }
                    result = (slot, hit)
                    return true
                }
                return result
            }
        }
    }
}

/// What a scene's hit test reads of an arrow: its prepared shape (a share of the arrow's own
/// storage, not a copy), its bounds, fill rule and tap reach with the item's touch inset. Kept
/// by the scene in a dense array beside the touch boxes, so that testing a candidate reads this
/// small record and the shape's storage, never the item (about 500 bytes, on a page of its own
/// more often than not).
struct ArrowSceneShape: Sendable {
    var storage: [SIMD2<Double>] = []
    var bounds = Rect.null
    var reach = 0.0
    var runCount: Int32 = 0
    var segmentOffset: Int32 = 0, controlsOffset: Int32 = 0
    var fillRule = FillRule.nonZero

    init() {}

    init(_ shape: ArrowHitShape, bounds: Rect, reach: Double) {
        storage = shape.storage
        self.bounds = bounds
        self.reach = reach
        runCount = Int32(truncatingIfNeeded: shape.runCount)
        segmentOffset = Int32(truncatingIfNeeded: shape.segmentOffset)
        controlsOffset = Int32(truncatingIfNeeded: shape.controlsOffset)
        fillRule = shape.fillRule
    }

    /// Where the storage sits in the record.
    private static let storageOffset = MemoryLayout<ArrowSceneShape>.offset(of: \ArrowSceneShape.storage)!

    /// The arrow's hit test (``Arrow/hitTest(_:insetBy:)``) on a record read in place.
    static func hitTest(_ shape: UnsafePointer<ArrowSceneShape>, _ point: Point) -> ArrowHit? {
        // Stored fields one by one, the storage through a pointer to it: reading
        // `shape.pointee` whole would copy the record (a retain).
        let r = shape.pointee.reach, bounds = shape.pointee.bounds
        guard bounds.distanceSquared(to: point) <= r * r else { return nil }
        let runCount = Int(shape.pointee.runCount), fillRule = shape.pointee.fillRule
        let segmentOffset = Int(shape.pointee.segmentOffset), controlsOffset = Int(shape.pointee.controlsOffset)
        let storage = (UnsafeRawPointer(shape) + storageOffset).assumingMemoryBound(to: [SIMD2<Double>].self)
        return storage.pointee.withUnsafeBytes {
            Arrow.hitTest(point, reach: r, fillRule: fillRule,
                          Arrow.HitShapeView(storage: $0, segmentOffset: segmentOffset, controlsOffset: controlsOffset,
                                             runCount: runCount, bounds: bounds))
        }
    }
}
