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
    /// of them) cost a read of this small dense table (32 bytes a slot), not of an item.
    var touchBoxes: [ArrowTouchBox] = []
    /// Each slot's touch map (see ``ArrowTouchBox/map(outline:spine:reach:)``): read for the
    /// candidates the touch box lets through, so that only those the map lets through read
    /// their arrow's prepared path.
    var touchMaps: [SIMD8<UInt32>] = []
    /// Each slot's tap reach, with its item's touch inset.
    var reaches: [Double] = []
    /// Each slot's drawing-order key: higher is nearer the top.
    var zKeys: [Int64] = []
    /// Each slot's rectangle for the index's cells: its touch bounds grown by ``slack`` when
    /// last listed, so that small moves stay inside it and leave the cells alone (the entries'
    /// own rectangles, the touch bounds themselves, are brought up to date in place).
    var touchRects: [Rect] = []
    /// The grid cells each slot is listed in.
    var cellRanges: [SpatialGrid.CellRange?] = []
    /// The slots from the bottom of the drawing order to the top (ascending keys).
    var order: [Int32] = []
    /// The spatial index.
    var grid: SpatialGrid
    /// The next key on top, and the next key at the bottom.
    var nextTopKey: Int64 = 0, nextBottomKey: Int64 = -1
    /// The styled arrows' heads, shared by the arrows with the same heads on the same template
    /// (see ``SharedStyles``): each arrow's are made one with them when it is added or its
    /// style changes.
    var styles = SharedStyles()

    init(cellSize: Double) {
        grid = SpatialGrid(cellSize: cellSize)
    }

    /// How much an arrow's rectangle for the index's cells exceeds its touch bounds: a sixteenth
    /// of a cell, so an arrow that jitters across a cell's side does not leave and enter the
    /// cell at every step. (The entries themselves follow every move; a larger slack lists each
    /// arrow in more cells, which makes every list a query reads longer: with a quarter cell a
    /// bench arrow of about 335 x 95 overlaps some 5.3 cells of 256 on average, against 3.6.)
    var slack: Double { grid.cellSize / 16 }

    /// A storage holding items from the bottom of the drawing order to the top, built at once:
    /// the items are taken as they are (not copied), every table is sized once, and each cell
    /// of the index is filled bottom first and turned around once at the end. (Adding the items
    /// one by one copies each into a growing array and inserts it at the front of every list it
    /// enters, the top being listed first.) The index is the one the appends would build.
    ///
    /// - Parameters:
    ///   - items: the items, bottom first: slot `i` holds `items[i]`.
    ///   - styles: the heads the items' styles share already; the others are added.
    ///   - cellSize: the side of the index's cells.
    init(items: [ArrowSceneItem], styles: SharedStyles = SharedStyles(), cellSize: Double) {
        self.init(cellSize: cellSize)
        self.styles = styles
        let n = items.count
        self.items = items
        touchBoxes = Array(repeating: .empty, count: n)
        touchMaps = Array(repeating: SIMD8(), count: n)
        reaches = Array(repeating: 0, count: n)
        zKeys = Array(0..<Int64(n))
        nextTopKey = Int64(n)
        touchRects = Array(repeating: .null, count: n)
        cellRanges = Array(repeating: nil, count: n)
        order = Array(0..<Int32(n))
        for i in 0..<n {
            self.styles.share(&self.items[i].arrow)
            // At rest until it moves, as appended: its tap target in a block of its size.
            self.items[i].arrow.preparedPath.shrinkToFit()
            let rect = updateTouchTarget(Int32(i))
            let grown = rect.insetBy(dx: -slack, dy: -slack)
            touchRects[i] = grown
            guard let range = grid.range(of: grown) else { continue }
            cellRanges[i] = range
            grid.appendToLists(slot: Int32(i), rect: rect, in: range)
        }
        grid.reverseLists()
    }

    /// Adds an item on top; returns its slot.
    mutating func append(_ item: ArrowSceneItem) -> Int32 {
        let slot = Int32(items.count)
        var item = item
        styles.share(&item.arrow)
        // At rest until it moves: its tap target in a block of its size.
        item.arrow.preparedPath.shrinkToFit()
        items.append(item)
        touchBoxes.append(.empty)
        touchMaps.append(SIMD8())
        reaches.append(0)
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
            touchMaps.swapAt(i, l)
            reaches.swapAt(i, l)
            zKeys.swapAt(i, l)
            touchRects.swapAt(i, l)
            cellRanges.swapAt(i, l)
        }
        touchBoxes.removeLast()
        touchMaps.removeLast()
        reaches.removeLast()
        zKeys.removeLast()
        touchRects.removeLast()
        cellRanges.removeLast()
        return (items.removeLast(), slot != last ? last : nil)
    }

    /// The identity of a slot's style made ready (see ``StyledDrawing/fixed``), `nil` for an
    /// arrow without a style: what ``reindex(_:styleBefore:)`` compares to see whether a change
    /// gave the arrow another style.
    @usableFromInline
    func styleIdentity(_ slot: Int32) -> ObjectIdentifier? {
        items[Int(slot)].arrow.drawing.headsAndBody.map { ObjectIdentifier($0.state.drawing.fixed) }
    }

    /// ``reindex(_:)`` after a change of the item, sharing its heads first (see ``styles``) when
    /// the change gave it another style than the one whose ``styleIdentity(_:)`` was
    /// `styleBefore`.
    @usableFromInline
    mutating func reindex(_ slot: Int32, styleBefore: ObjectIdentifier?) {
        if styleIdentity(slot) != styleBefore { styles.share(&items[Int(slot)].arrow) }
        reindex(slot)
    }

    /// Brings a slot's touch box, shape and entries in the index, and when it has outgrown its
    /// rectangle for the index's cells, its rectangle and cells, up to date with its item.
    @usableFromInline
    mutating func reindex(_ slot: Int32) {
        let i = Int(slot)
        let rect = updateTouchTarget(slot)
        let listed = touchRects[i]
        if !rect.isNull && !listed.isNull && listed.minX <= rect.minX && listed.minY <= rect.minY
            && listed.maxX >= rect.maxX && listed.maxY >= rect.maxY {
            // The same cells; each entry's rectangle shrinks or moves with the touch bounds, so
            // that a query's first test stays tight.
            if let range = cellRanges[i] { grid.refresh(slot: slot, rect: rect, in: range, keys: zKeys) }
            return
        }
        let grown = rect.insetBy(dx: -slack, dy: -slack)
        touchRects[i] = grown
        let range = grid.range(of: grown)
        grid.move(slot: slot, rect: rect, from: cellRanges[i], to: range, keys: zKeys)
        cellRanges[i] = range
    }

    /// Brings a slot's touch box, touch map and reach up to date with its item.
    ///
    /// - Returns: the item's touch bounds (``ArrowSceneItem/touchBounds``).
    private mutating func updateTouchTarget(_ slot: Int32) -> Rect {
        let i = Int(slot)
        // Stored properties one by one: reading the whole item would copy it.
        let inset = items[i].touchInset
        let reach = items[i].arrow.tapReach(insetBy: inset)
        let rect = items[i].touchBounds
        // A label's cut may take the body away at a handle, which a touch still grabs.
        let handles = items[i].arrow.labelBox != nil ? items[i].arrow.handlePoints : []
        let box = rect.isNull || !items[i].receivesTouches ? .empty
            : ArrowTouchBox(start: items[i].arrow.start, end: items[i].arrow.end,
                            outline: items[i].arrow.outline, spine: items[i].arrow.spine, reach: reach, handles: handles)
        touchBoxes[i] = box
        touchMaps[i] = box.map(outline: items[i].arrow.outline, spine: items[i].arrow.spine, reach: reach, handles: handles)
        reaches[i] = reach
        return rect
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
        if let range = cellRanges[i] { grid.insert(slot: slot, rect: items[i].touchBounds, in: range, keys: zKeys) }
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
        return ArrowSceneStorage.hitTest(point, grid, zKeys, touchBoxes, touchMaps, reaches, items)
    }

    /// The query proper, on the tables it reads, borrowed: a closure that captured `self`
    /// would copy the whole storage (a retain of every table) at every query. (Reading an
    /// item's prepared path out of the array copies it, one retain: see ``SegmentTable``.)
    private static func hitTest(_ point: Point, _ grid: borrowing SpatialGrid, _ zKeys: borrowing [Int64],
                                _ touchBoxes: borrowing [ArrowTouchBox], _ touchMaps: borrowing [SIMD8<UInt32>],
                                _ reaches: borrowing [Double], _ items: borrowing [ArrowSceneItem]) -> (slot: Int32, hit: ArrowHit)? {
        var result: (slot: Int32, hit: ArrowHit)?
        // The grid has checked the touch bounds; the touch box is empty for an item that takes
        // no touches.
        grid.forEachCandidate(at: point, keys: zKeys) { slot in
            let i = Int(slot)
            let box = touchBoxes[i]
            let (along, across) = box.coordinates(point)
            // The label's box may reach beyond the touch box (which holds the handles'
            // reach, the body drawn there being cut around the label): it is let through on its
            // own, for an arrow that takes touches.
            guard box.holds(along, across) && ArrowTouchBox.isMarked(box.cell(along, across), in: touchMaps[i])
                    || items[i].receivesTouches && items[i].arrow.labelBox?.contains(point) == true,
                  let hit = Arrow.hitTest(point, reach: reaches[i], items[i].arrow.preparedPath,
                                          heads: items[i].arrow.headTargets, drawing: items[i].arrow.drawing,
                                          label: items[i].arrow.labelBox)
            else { return false }
            result = (slot, hit)
            return true
        }
        return result
    }
}
