extension ArrowScene {
    /// The shapes' ids in their drawing order, bottom first (the last one is drawn on top of
    /// the other shapes and hit first among them). Every shape is below every arrow.
    public var shapeIDs: [ID] { shapes.order.records.map { shapeRecords.id(of: $0) } }

    /// The shape with an id and its view properties, or `nil` when no shape has the id.
    ///
    /// - Parameter id: the shape's id.
    public func shape(_ id: ID) -> SceneShapeItem? {
        shapeRecords[id].map { shapes.records[Int($0)].item }
    }

    /// Adds a shape on top of the other shapes, or replaces the shape with this id (moved,
    /// resized, rotated, restyled) keeping its place in the drawing order; then solves every
    /// arrow bound to it, directly or through other arrows, in dependency order, and brings
    /// those arrows' and the shape's entries in the index up to date.
    ///
    /// An app that keeps its own model describes each of its boxes to the scene once, then sets
    /// it again under the same id whenever it changes.
    ///
    /// - Parameters:
    ///   - item: the shape with its view properties.
    ///   - id: its id; an arrow's id is refused (one id space for arrows and shapes).
    /// - Returns: `false`, changing nothing, when an arrow has the id.
    /// - Complexity: the shape's cells, plus the bound arrows' solving and rebuilding.
    @inlinable @discardableResult
    public mutating func setShape(_ item: SceneShapeItem, id: ID) -> Bool {
        // Inlinable, so that the ids are looked up once each by code specialised for the app's
        // id type (unspecialised, each lookup hashes through witness tables); the rest is the
        // storages', by record. A shape's id is no arrow's: only a new one is checked.
        let routed = routes.isActive || routes.hasRouters
        // The shape moved last, moved again: its record and plan kept, no id looked up. The plan
        // is read in place (bound to a name, it would be retained and released at every move).
        if !routed, bindings.lastMoved?.id == id {
            shapes.replace(bindings.lastMoved.unsafelyUnwrapped.record, with: item)
            storage.solve(bindings.lastMoved.unsafelyUnwrapped.plan, shapes: shapes)
            return true
        }
        guard let record = shapeRecords[id] else { return addShape(item, id: id) }
        if routed {
            replaceRoutedShape(record, with: item, id: id)
        } else {
            // A kept plan, else one made (none for a shape nothing is bound to).
            let plan = bindings.plans[id] ?? solvingPlan(after: id)
            bindings.lastMoved = .init(id: id, record: record, plan: plan)
            shapes.replace(record, with: item)
            storage.solve(plan, shapes: shapes)
        }
        return true
    }

    /// ``setShape(_:id:)`` for an id no shape has: the shape added on top.
    @usableFromInline
    mutating func addShape(_ item: SceneShapeItem, id: ID) -> Bool {
        guard arrowRecords[id] == nil else { return false }
        shapes.append(item)
        shapeRecords.append(id)
        // A record more: routers made before have no obstacle for it.
        routes.routers.removeAll()
        if routes.isActive { shapeDidChange(id, boxes: item.isObstacle ? [item.shape.bounds] : [], solving: false) }
        return true
    }

    /// ``setShape(_:id:)`` for a shape's record while arrows are routed (or routers are kept):
    /// the routers' obstacle moved, then the bound arrows solved and the routes it touches routed.
    @usableFromInline
    mutating func replaceRoutedShape(_ record: Int32, with item: SceneShapeItem, id: ID) {
        let old = shapes.records[Int(record)].item
        shapes.replace(record, with: item)
        routes.shapeDidChange(record: record, to: item)
        if routes.isActive {
            shapeDidChange(id, boxes: [old, item].filter(\.isObstacle).map(\.shape.bounds), solving: true)
        } else if bindings.isActive {
            solveDependents(of: id)
        }
    }

    /// Removes a shape; the tips bound to it are unbound and stay where they are (an arrow that
    /// looped out of it and back draws its body kind's body between its tips again).
    ///
    /// - Parameter id: the shape's id.
    /// - Returns: the removed item, or `nil` when no shape has the id.
    @discardableResult
    public mutating func removeShape(_ id: ID) -> SceneShapeItem? {
        // Both move the last record into the freed one.
        guard let record = shapeRecords.remove(id) else { return nil }
        let removed = shapes.remove(record)
        // Records moved: routers made before would name the wrong shapes.
        routes.routers.removeAll()
        for arrow in bindings.removeTarget(id) { tipsUnbound(of: arrow) }
        if routes.isActive, removed.isObstacle { shapeDidChange(id, boxes: [removed.shape.bounds], solving: false) }
        return removed
    }

    /// The topmost shape that receives touches (visible, interactive, more than 0.01 opaque)
    /// and whose outline holds a point: what a tap on the shapes finds, by UIKit's walk.
    ///
    /// Arrows are drawn above every shape: ask ``hitTest(_:)`` first, and this when no arrow
    /// takes the touch.
    ///
    /// - Parameter point: the touch, in scene coordinates.
    /// - Returns: the shape's id, or `nil` when no shape takes the touch (or the point is not
    ///   finite).
    /// - Complexity: one cell of the shapes' index: the shapes whose bounds hold the point,
    ///   topmost first, until one holds it (exact, on the outline's curves).
    public func shape(at point: Point) -> ID? {
        shapes.hitTest(point).map { shapeRecords.id(of: $0) }
    }
}
