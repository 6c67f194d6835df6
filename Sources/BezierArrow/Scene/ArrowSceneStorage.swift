/// The part of an ``ArrowScene`` that does not depend on its id type: the arrows by record, their
/// touch bounds, the spatial index and the drawing order.
///
/// Non-generic so that the hot paths (hit testing, reindexing a moved arrow) are compiled once,
/// fully optimised, whatever the scene's id type; the generic scene only maps ids to records.
/// Records are dense: removing an arrow moves the last one into its record. A record is a row
/// across the tables below (``items``, ``touchTargets``, ``listings``, the order's keys), each kept
/// apart so that the items are the very array a document's reader fills, taken without a copy.
@usableFromInline
struct ArrowSceneStorage: Sendable {
    /// What a query tests of a candidate before the arrow's own hit test: a table of its own,
    /// beside the items, because a query reads it for candidates at random, and 80 bytes a
    /// record keep a 10,000-arrow scene's table within the processor's cache where the items
    /// (an arrow each) would not.
    struct TouchTarget: Sendable {
        /// The touch box (``ArrowTouchBox/empty`` when the item takes no touches) and its map:
        /// a query's second and third tests, after the index's rectangle.
        var box = ArrowTouchBox.empty
        var map = TouchMap.none
        /// The tap reach, with the item's touch inset.
        var reach = 0.0
    }

    /// The arrows with their view properties, by record.
    @usableFromInline var items: [ArrowSceneItem] = []
    /// Each record's touch target, by record.
    var touchTargets: [TouchTarget] = []
    /// Where the index lists each record.
    var listings: [SpatialGrid.Listing] = []
    /// Each record's drawing bounds (``ArrowSceneItem/sceneDrawingBounds()``), by record: what
    /// the rectangle queries test first.
    var drawingBounds: [Rect] = []
    /// The records drawn farther beyond their touch bounds than ``overhangLimit``, or not in
    /// the index at all: every rectangle query reads them (see ``noteDrawingBounds(_:touchBounds:)``).
    var overhanging: [Int32] = []
    /// The most any other record is drawn beyond its touch bounds (never lowered): a rectangle
    /// query looks this much around its rectangle in the index.
    var overhang = 0.0
    /// The drawing order: each record's key, by which the index orders its lists, and the
    /// records bottom first.
    var order = DrawingOrder()
    /// The spatial index.
    var grid: SpatialGrid
    /// The styled arrows' heads, shared by the arrows with the same heads on the same template
    /// (see ``SharedStyles``): each arrow's are made one with them when it is added or its
    /// style changes.
    var styles = SharedStyles()

    init(cellSize: Double) {
        grid = SpatialGrid(cellSize: cellSize)
    }

    /// How much an arrow's rectangle for the index's cells exceeds its touch bounds (see
    /// ``SpatialGrid/slack``).
    var slack: Double { grid.slack }

    /// A storage holding items from the bottom of the drawing order to the top, built at once:
    /// the items are taken as they are (the array becomes ``items``), every other table is sized
    /// once, and each cell of the index is filled bottom first and turned around once at the end
    /// (appending the items one by one would insert each at the front of every list it enters,
    /// the top being listed first). The index is the one the appends would build.
    ///
    /// - Parameters:
    ///   - items: the items, bottom first: record `i` holds `items[i]`.
    ///   - styles: the heads the items' styles share already; the others are added.
    ///   - cellSize: the side of the index's cells.
    init(items: [ArrowSceneItem], styles: SharedStyles = SharedStyles(), cellSize: Double) {
        self.init(cellSize: cellSize)
        self.styles = styles
        let n = items.count
        self.items = items
        touchTargets = Array(repeating: TouchTarget(), count: n)
        listings = Array(repeating: SpatialGrid.Listing(), count: n)
        drawingBounds = Array(repeating: .null, count: n)
        order = DrawingOrder(count: n)
        for i in 0..<n {
            self.styles.share(&self.items[i].arrow)
            // At rest until it moves, as appended: its tap target in a block of its size.
            self.items[i].arrow.preparedPath.shrinkToFit()
            let rect = updateTouchTarget(Int32(i))
            listings[i] = grid.appendToLists(record: Int32(i), rect: rect)
        }
        grid.reverseLists()
    }

    /// Adds an item on top, as the next record.
    mutating func append(_ item: ArrowSceneItem) {
        var item = item
        styles.share(&item.arrow)
        // At rest until it moves: its tap target in a block of its size.
        item.arrow.preparedPath.shrinkToFit()
        items.append(item)
        touchTargets.append(TouchTarget())
        listings.append(SpatialGrid.Listing())
        drawingBounds.append(.null)
        reindex(order.append())
    }

    /// Removes a record's item, moving the last record into its place (as ``SceneIDMap`` moves
    /// the last id).
    ///
    /// - Returns: the removed item.
    mutating func remove(_ record: Int32) -> ArrowSceneItem {
        let i = Int(record)
        if let range = listings[i].cells { grid.remove(record: record, from: range, keys: order.keys) }
        let last = Int32(items.count - 1)
        dropOverhanging(record, movingLast: last)
        if record != last {
            let l = Int(last)
            if let range = listings[l].cells { grid.relabel(from: last, to: record, in: range, keys: order.keys) }
            items.swapAt(i, l)
            touchTargets.swapAt(i, l)
            listings.swapAt(i, l)
            drawingBounds.swapAt(i, l)
        }
        order.remove(record)
        touchTargets.removeLast()
        listings.removeLast()
        drawingBounds.removeLast()
        return items.removeLast()
    }

    /// The identity of a record's style made ready (see ``StyledDrawing/fixed``), `nil` for an
    /// arrow without a style: what ``reindex(_:styleBefore:)`` compares to see whether a change
    /// gave the arrow another style.
    @usableFromInline
    func styleIdentity(_ record: Int32) -> ObjectIdentifier? {
        items[Int(record)].arrow.drawing.headsAndBody.map { ObjectIdentifier($0.state.drawing.fixed) }
    }

    /// ``reindex(_:)`` after a change of the item, sharing its heads first (see ``styles``) when
    /// the change gave it another style than the one whose ``styleIdentity(_:)`` was
    /// `styleBefore`.
    @usableFromInline
    mutating func reindex(_ record: Int32, styleBefore: ObjectIdentifier?) {
        if styleIdentity(record) != styleBefore { styles.share(&items[Int(record)].arrow) }
        reindex(record)
    }

    /// Brings a record's touch box, shape and entries in the index, and when it has outgrown its
    /// rectangle for the index's cells, its rectangle and cells, up to date with its item.
    @usableFromInline
    mutating func reindex(_ record: Int32) {
        let rect = updateTouchTarget(record)
        grid.relist(record: record, rect: rect, listing: &listings[Int(record)], keys: order.keys)
    }

    /// Brings a record's touch box, touch map and reach up to date with its item.
    ///
    /// - Returns: the item's touch bounds (``ArrowSceneItem/touchBounds``).
    private mutating func updateTouchTarget(_ record: Int32) -> Rect {
        let i = Int(record)
        let (target, rect) = items[i].touchTarget()
        touchTargets[i] = target
        noteDrawingBounds(record, touchBounds: rect)
        return rect
    }

    /// Gives a record a new drawing-order key at the top or bottom.
    mutating func restack(_ record: Int32, toTop: Bool) {
        let i = Int(record)
        if let range = listings[i].cells { grid.remove(record: record, from: range, keys: order.keys) }
        order.restack(record, toTop: toTop)
        if let range = listings[i].cells { grid.insert(record: record, rect: items[i].touchBounds, in: range, keys: order.keys) }
    }

    /// The topmost record whose item takes the touch, and where it was hit.
    @usableFromInline
    func hitTest(_ point: Point) -> (record: Int32, hit: ArrowHit)? {
        guard point.isFinite else { return nil }
        return ArrowSceneStorage.hitTest(point, grid, order.keys, touchTargets, items)
    }

    /// The topmost record whose item takes the touch and whose hit `accept` takes: the walk of
    /// ``hitTest(_:)`` going on past the hits `accept` refuses (a dragged arrow looking for a
    /// target under its own tip, past itself).
    ///
    /// - Parameters:
    ///   - point: the touch.
    ///   - accept: whether a record, hit there, answers.
    func hitTest(_ point: Point, where accept: (Int32, ArrowHit) -> Bool) -> (record: Int32, hit: ArrowHit)? {
        guard point.isFinite else { return nil }
        return ArrowSceneStorage.hitTest(point, grid, order.keys, touchTargets, items, where: accept)
    }

    /// The filtered query proper, borrowing its tables as the other does.
    private static func hitTest(_ point: Point, _ grid: borrowing SpatialGrid, _ keys: borrowing [Int64],
                                _ touchTargets: borrowing [TouchTarget], _ items: borrowing [ArrowSceneItem],
                                where accept: (Int32, ArrowHit) -> Bool) -> (record: Int32, hit: ArrowHit)? {
        var result: (record: Int32, hit: ArrowHit)?
        grid.forEachCandidate(at: point, keys: keys) { record in
            guard let hit = hit(point, Int(record), touchTargets, items), accept(record, hit) else { return false }
            result = (record, hit)
            return true
        }
        return result
    }

    /// The query proper, on the tables it reads, borrowed: a closure that captured `self`
    /// would copy the whole storage (a retain of every table) at every query. (Reading an
    /// item's prepared path out of the array copies it, one retain: see ``PieceTable``.)
    private static func hitTest(_ point: Point, _ grid: borrowing SpatialGrid, _ keys: borrowing [Int64],
                                _ touchTargets: borrowing [TouchTarget],
                                _ items: borrowing [ArrowSceneItem]) -> (record: Int32, hit: ArrowHit)? {
        var result: (record: Int32, hit: ArrowHit)?
        grid.forEachCandidate(at: point, keys: keys) { record in
            guard let hit = hit(point, Int(record), touchTargets, items) else { return false }
            result = (record, hit)
            return true
        }
        return result
    }

    /// Where a candidate the grid gave (its touch bounds hold the point) is hit, or `nil`.
    @inline(__always)
    private static func hit(_ point: Point, _ i: Int, _ touchTargets: borrowing [TouchTarget],
                            _ items: borrowing [ArrowSceneItem]) -> ArrowHit? {
        // The grid has checked the touch bounds; the touch box is empty for an item that takes
        // no touches.
        let box = touchTargets[i].box
        let (along, across) = box.coordinates(point)
        // The label's box may reach beyond the touch box (which holds the handles'
        // reach, the body drawn there being cut around the label): it is let through on its
        // own, for an arrow that takes touches.
        guard box.holds(along, across) && touchTargets[i].map.isMarked(box.cell(along, across))
                || items[i].receivesTouches && items[i].arrow.labelBox?.contains(point) == true
        else { return nil }
        return Arrow.hitTest(point, reach: touchTargets[i].reach, items[i].arrow.preparedPath,
                             heads: items[i].arrow.headTargets, drawing: items[i].arrow.drawing,
                             label: items[i].arrow.labelBox)
    }
}

extension ArrowSceneItem {
    /// The item's touch target, and its touch bounds (``touchBounds``).
    ///
    /// Mutating, though it changes nothing, so that the storage reaches the item in place, through
    /// the array's accessor for changes: read out of the array, the item was copied and destroyed
    /// after (a retain and a release of every reference in the arrow, a tenth of the touch
    /// target's cost), or read field by field, copied whole.
    fileprivate mutating func touchTarget() -> (target: ArrowSceneStorage.TouchTarget, bounds: Rect) {
        let reach = arrow.tapReach(insetBy: touchInset)
        let rect = touchBounds
        // A label's cut may take the body away at a handle, which a touch still grabs.
        let handles = arrow.labelBox != nil ? arrow.handlePoints : []
        let box = rect.isNull || !receivesTouches ? .empty
            : ArrowTouchBox(start: arrow.start, end: arrow.end, outline: arrow.outline,
                            spine: arrow.spine, reach: reach, handles: handles)
        let map = box.map(outline: arrow.outline, spine: arrow.spine, reach: reach, handles: handles)
        return (ArrowSceneStorage.TouchTarget(box: box, map: map, reach: reach), rect)
    }
}
