/// Many arrows in drawing order, answering "which arrow is under this touch" the way UIKit's
/// hit-test walk does, fast for large scenes.
///
/// The walk (UIKit's `hitTest(_:with:)` over sibling views): arrows are tried topmost first
/// (the last appended is drawn on top); an arrow that is hidden, not interactive, or 0.01 opaque
/// or less is skipped; the first whose tap target (widened or narrowed by its touch inset) holds
/// the touch answers, with its id and the part hit.
///
/// Instead of trying every arrow in turn (linear in the scene), a hashed uniform
/// grid lists every arrow in the cells its touch bounds overlap, sorted topmost first: a query
/// reads one cell and tests only the arrows there whose bounds, then whose box along their
/// tip-to-tip axis, then whose coarse map of that box (32 x 8 cells, marked where the tap
/// target may lie) hold the touch, in the walk's order, stopping at the first hit, so it
/// answers exactly as the walk would. The grid is updated when an arrow moves (its entries
/// follow the new bounds; it leaves the cells it no longer overlaps and enters the new ones),
/// never rebuilt; an arrow's cells are chosen with a sixteenth of a cell of slack around its
/// bounds, so an arrow jittering across a cell's side does not leave and enter it at each step.
///
/// ```swift
/// var scene = ArrowScene<Int>()
/// scene.append(Arrow(template: doubleArrow), id: 1)
/// if let hit = scene.hitTest(touch) { print(hit.id, hit.part) }
/// scene.setTips(of: 1, start: a, end: b)
/// ```
///
/// The scene also holds the app's shapes that arrows bind to (``setShape(_:id:)``), in a
/// drawing order of their own below every arrow, and the tips' bindings to shapes and to other
/// arrows (``bind(_:of:to:_:)``): whatever moves, the arrows bound to it are solved again. Arrows
/// and shapes share one id space: an id names an arrow or a shape, never both.
public struct ArrowScene<ID: Hashable & Sendable>: Sendable {
    /// Everything but the ids.
    @usableFromInline var storage: ArrowSceneStorage
    /// The arrows' ids and records, both ways.
    @usableFromInline var arrowRecords = SceneIDMap<ID>()
    /// The shapes, apart from their ids.
    @usableFromInline var shapes: SceneShapeStorage
    /// The shapes' ids and records, both ways.
    @usableFromInline var shapeRecords = SceneIDMap<ID>()
    /// The tips' bindings.
    @usableFromInline var bindings = SceneBindings<ID>()
    /// The routed arrows and their routes.
    @usableFromInline var routes = SceneRoutes<ID>()

    /// Creates an empty scene.
    ///
    /// - Parameter cellSize: the side of the index's square cells, in scene units. About the length
    ///   of a typical arrow works best (the default, 256, suits arrows a few hundred points long
    ///   with `DoubleArrow`'s 35-point tap width: an arrow then spans few cells, so a move
    ///   rewrites few lists and a query's list stays short); any positive size gives the same
    ///   answers. A size that is not positive and
    ///   finite, or so small that its reciprocal is infinite (a subnormal), is taken as 256.
    public init(cellSize: Double = 256) {
        storage = ArrowSceneStorage(cellSize: cellSize)
        shapes = SceneShapeStorage(cellSize: cellSize)
    }

    /// A scene of many arrows at once, bottom first, as a document is read: the items are taken
    /// as they are and indexed in one pass (see ``ArrowSceneStorage/init(items:cellSize:)``).
    ///
    /// - Parameters:
    ///   - ids: each item's id, unique.
    ///   - records: each id's position in `ids`.
    ///   - items: the items, bottom first.
    ///   - styles: the heads the items' styles share already (see ``SharedStyles``).
    ///   - cellSize: as in ``init(cellSize:)``.
    init(ids: [ID], records: [ID: Int32], items: [ArrowSceneItem], styles: SharedStyles = SharedStyles(),
         cellSize: Double = 256) {
        precondition(ids.count == items.count, "one unique id per item")
        arrowRecords = SceneIDMap(ids: ids, records: records)
        storage = ArrowSceneStorage(items: items, styles: styles, cellSize: cellSize)
        shapes = SceneShapeStorage(cellSize: cellSize)
    }

    /// The number of arrows.
    public var count: Int { arrowRecords.count }

    /// Whether the scene has no arrows.
    public var isEmpty: Bool { arrowRecords.count == 0 }

    /// Whether an arrow with this id is in the scene.
    public func contains(_ id: ID) -> Bool { arrowRecords[id] != nil }

    /// The ids in drawing order, bottom first (the last one is drawn on top and hit first).
    public var ids: [ID] { storage.order.records.map { arrowRecords.id(of: $0) } }

    /// Calls `body` with every arrow in drawing order, bottom first: the order to draw them in.
    ///
    /// - Parameter body: called with each id and item.
    public func forEachInDrawingOrder(_ body: (ID, ArrowSceneItem) throws -> Void) rethrows {
        for record in storage.order.records { try body(arrowRecords.id(of: record), storage.items[Int(record)]) }
    }

    /// Every arrow's record in drawing order, bottom first, for readers of a few properties of
    /// each item, which read them in place (`storage.items[record].isHidden`, the id
    /// `arrowRecords.ids[record]`): an item passed as a value is a copy, a retain and release of every
    /// reference it holds.
    var recordsInDrawingOrder: LazyMapSequence<[Int32], Int> { storage.order.records.lazy.map { Int($0) } }

    /// Adds an arrow on top of the others.
    ///
    /// - Parameters:
    ///   - item: the arrow with its view properties.
    ///   - id: its id; must not be in the scene yet.
    /// - Returns: `false`, changing nothing, when the id is already in the scene (an arrow's or a
    ///   shape's).
    @discardableResult
    public mutating func append(_ item: ArrowSceneItem, id: ID) -> Bool {
        guard arrowRecords[id] == nil, shapeRecords[id] == nil else { return false }
        storage.append(item)
        arrowRecords.append(id)
        return true
    }

    /// Adds an arrow on top of the others, visible, interactive and opaque, with no inset.
    ///
    /// - Parameters:
    ///   - arrow: the arrow.
    ///   - id: its id; must not be in the scene yet.
    /// - Returns: `false`, changing nothing, when the id is already in the scene.
    @discardableResult
    public mutating func append(_ arrow: Arrow, id: ID) -> Bool {
        append(ArrowSceneItem(arrow: arrow), id: id)
    }

    /// Removes an arrow, and its tips' bindings; tips bound to it are unbound where they are.
    ///
    /// - Parameter id: its id.
    /// - Returns: the removed item, or `nil` when the id is not in the scene.
    @discardableResult
    public mutating func remove(_ id: ID) -> ArrowSceneItem? {
        // Both move the last record into the freed one.
        guard let record = arrowRecords.remove(id) else { return nil }
        if bindings.isActive { bindings.removeArrow(id) }
        if routes.settings.removeValue(forKey: id) != nil { routes.clearRoute(of: id) }
        return storage.remove(record)
    }

    /// The arrow with an id and its view properties.
    ///
    /// Setting an item updates the index and solves the arrows bound to it (and its own bound
    /// tips) again; setting `nil` removes the arrow; setting an item for an id not in the scene adds
    /// it on top (unless a shape has the id).
    public subscript(id: ID) -> ArrowSceneItem? {
        @inlinable get { arrowRecords[id].map { storage.items[Int($0)] } }
        set {
            guard let newValue else { remove(id); return }
            guard let record = arrowRecords[id] else { append(newValue, id: id); return }
            let style = storage.styleIdentity(record)
            storage.items[Int(record)] = newValue
            storage.reindex(record, styleBefore: style)
            if bindings.isActive || routes.isActive { arrowDidChange(id) }
        }
    }

    /// Changes an arrow in place (its tips, its view properties), then updates the index.
    ///
    /// In place: the arrow's storage is not copied, so moving its tips allocates nothing. A bound
    /// tip is solved again after the change (it stays on its target whatever `body` did to it),
    /// and so is every arrow bound to this one, in dependency order.
    ///
    /// - Parameters:
    ///   - id: the arrow's id.
    ///   - body: changes the item.
    /// - Returns: what `body` returns, or `nil` when the id is not in the scene.
    @inlinable @discardableResult
    public mutating func update<R>(_ id: ID, _ body: (inout ArrowSceneItem) throws -> R) rethrows -> R? {
        guard let record = arrowRecords[id] else { return nil }
        let style = storage.styleIdentity(record)
        // Reindexed even when `body` throws: it may have changed the item before.
        defer {
            storage.reindex(record, styleBefore: style)
            if bindings.isActive || routes.isActive { arrowDidChange(id) }
        }
        return try body(&storage.items[Int(record)])
    }

    /// Moves both tips of an arrow and updates the index.
    ///
    /// A bound tip stays where its binding puts it (the given point is ignored; ``unbind(_:of:)``
    /// it first to move it freely); a free tip moves as asked, and the bound tips and the arrows
    /// bound to this one are solved again (see ``update(_:_:)``).
    ///
    /// - Parameters:
    ///   - id: the arrow's id.
    ///   - start: the new start tip (ignored when not finite).
    ///   - end: the new end tip (ignored when not finite).
    /// - Returns: `false` when the id is not in the scene.
    /// - Complexity: the arrow's rebuild, plus the cells it leaves and enters.
    @inlinable @discardableResult
    public mutating func setTips(of id: ID, start: Point, end: Point) -> Bool {
        update(id) { $0.arrow.setTips(start: start, end: end) } != nil
    }

    /// Puts an arrow on top of the other arrows, or a shape on top of the other shapes (drawn
    /// last, hit first).
    ///
    /// - Parameter id: the arrow's or shape's id; nothing happens when it is not in the scene.
    public mutating func bringToFront(_ id: ID) {
        if let record = arrowRecords[id] {
            storage.restack(record, toTop: true)
        } else if let record = shapeRecords[id] {
            shapes.restack(record, toTop: true)
        }
    }

    /// Puts an arrow below the other arrows, or a shape below the other shapes (drawn first, hit
    /// last).
    ///
    /// - Parameter id: the arrow's or shape's id; nothing happens when it is not in the scene.
    public mutating func sendToBack(_ id: ID) {
        if let record = arrowRecords[id] {
            storage.restack(record, toTop: false)
        } else if let record = shapeRecords[id] {
            shapes.restack(record, toTop: false)
        }
    }

    /// The topmost arrow that receives touches and whose tap target holds a point, with the part
    /// hit: what UIKit's hit-test walk would answer.
    ///
    /// - Parameter point: the touch, in scene coordinates.
    /// - Returns: the arrow's id and the hit, or `nil` when no arrow takes the touch.
    /// - Complexity: one cell of the index: the arrows whose touch bounds hold the point, topmost
    ///   first, until one is hit. Allocation-free.
    @inlinable
    public func hitTest(_ point: Point) -> ArrowSceneHit<ID>? {
        guard let (record, hit) = storage.hitTest(point) else { return nil }
        return ArrowSceneHit(id: arrowRecords.id(of: record), hit: hit)
    }
}
