/// What a dragged tip finds in the scene: the target under it (``bindingTarget(at:for:snappedShape:)``)
/// and the points it may snap to (``nearestSnapPoint(to:within:excluding:)``), both through the
/// scene's indexes. The interaction (``ArrowSceneInteraction``) decides what to do with them.
extension ArrowScene {
    /// What a tip of `arrow` at a point would bind to: an arrow's body or a shape, topmost first
    /// (arrows above shapes, as drawn).
    ///
    /// An arrow answers when the point hits it (its tap target, as a touch would) on its body,
    /// label or a body handle, and binding to it would close no cycle; the arrow itself, and any
    /// arrow hit on a head, are passed over as if not there (a head is where that arrow's own tip
    /// is). Else the topmost shape that takes touches and holds the point answers, with the
    /// point's anchor; but when the tip snapped to a point of a shape (`snappedShape`), that
    /// shape answers with the snapped anchor unless a shape above it holds the point (an edge
    /// midpoint lies on the outline, which may or may not hold it).
    ///
    /// - Parameters:
    ///   - point: the tip.
    ///   - arrow: the dragged tip's arrow.
    ///   - snappedShape: the shape and anchor the tip snapped to, if any.
    /// - Returns: the target's id, whether it is an arrow, the anchor (for an arrow, the fraction
    ///   of its body's length nearest the point as `x`, and 0.5) and the anchor's point; `nil`
    ///   when nothing is there.
    /// - Complexity: the hit tests of the two indexes; measuring an arrow's body when one answers
    ///   (which allocates, unless it ``Arrow/preparesSlots``); a search of the arrows bound to the
    ///   dragged one for a cycle.
    func bindingTarget(at point: Point, for arrow: ID, snappedShape: (id: ID, anchor: Point)? = nil)
        -> (id: ID, isArrow: Bool, anchor: Point, point: Point)? {
        guard point.isFinite else { return nil }
        let own = arrowRecords[arrow]
        let hit = storage.hitTest(point) { record, hit in
            record != own && hit.part.tip == nil && bindings.cycle(binding: arrow, to: arrowRecords.id(of: record)) == nil
        }
        if let (record, _) = hit {
            let slots = storage.items[Int(record)].arrow.slots
            let fraction = slots.fraction(nearestTo: point)
            return (arrowRecords.id(of: record), true, Point(fraction, 0.5), slots.point(atFraction: fraction))
        }
        let found = shapes.hitTest(point)
        if let snappedShape, let record = shapeRecords[snappedShape.id], shapes.records[Int(record)].item.receivesTouches,
           found.map({ $0 == record || shapes.order.keys[Int($0)] < shapes.order.keys[Int(record)] }) ?? true {
            let shape = shapes.records[Int(record)].item.shape
            return (snappedShape.id, false, snappedShape.anchor, shape.point(atAnchor: snappedShape.anchor))
        }
        guard let found else { return nil }
        let shape = shapes.records[Int(found)].item.shape
        let anchor = shape.anchor(of: point)
        return (shapeRecords.id(of: found), false, anchor, shape.point(atAnchor: anchor))
    }

    /// The nearest point within reach that a tip of `arrow` snaps to: a shape's centre or edge
    /// midpoint (``SceneShape/snapAnchors``), or a tip of another arrow.
    ///
    /// Only what takes touches counts (visible, interactive, more than 0.01 opaque), and an
    /// arrow's tip only where a touch could reach it (inside its arrow's touch bounds, which
    /// hold the tip of every template whose tip is on its head). A shape's points are its
    /// anchors placed by its transform: on its outline for a rectangle, rounded rectangle or
    /// ellipse; for a path, the midpoint of a side of its local rect may lie beyond its bounds,
    /// and is then found only while those bounds too come within reach.
    ///
    /// - Parameters:
    ///   - point: the tip.
    ///   - reach: the largest distance, in scene units.
    ///   - arrow: the dragged tip's arrow, whose own tips do not count.
    /// - Returns: what the point is and where, or `nil` when nothing is within reach. Of
    ///   candidates at the same distance, one.
    /// - Complexity: the indexes' cells within reach (every shape and arrow when the reach
    ///   covers more than a few dozen cells); allocation-free.
    func nearestSnapPoint(to point: Point, within reach: Double, excluding arrow: ID)
        -> (kind: ArrowSnapGuide<ID>.Kind, point: Point)? {
        guard point.isFinite, reach > 0, reach.isFinite else { return nil }
        var best: (kind: ArrowSnapGuide<ID>.Kind, point: Point)?
        var bestDistance = reach * reach
        func consider(_ kind: @autoclosure () -> ArrowSnapGuide<ID>.Kind, _ q: Point) {
            let d = point.distanceSquared(to: q)
            if d < bestDistance || (d == bestDistance && best == nil) {
                bestDistance = d
                best = (kind(), q)
            }
        }
        let area = Rect(x: point.x - reach, y: point.y - reach, width: 2 * reach, height: 2 * reach)
        func shape(_ record: Int32) {
            let i = Int(record)
            guard shapes.records[i].item.receivesTouches else { return }
            for anchor in SceneShape.snapAnchors {
                consider(.shape(shapeRecords.id(of: Int32(i)), anchor: anchor), shapes.records[i].item.shape.point(atAnchor: anchor))
            }
        }
        if !shapes.grid.forEachRecord(overlapping: area, shape) {
            for record in shapes.records.indices { shape(Int32(record)) }
        }
        let own = arrowRecords[arrow]
        func arrowTips(_ record: Int32) {
            let i = Int(record)
            guard record != own, storage.items[i].receivesTouches else { return }
            let bounds = storage.items[i].touchBounds
            let start = storage.items[i].arrow.start, end = storage.items[i].arrow.end
            if bounds.contains(start) { consider(.tip(ArrowSceneTip(id: arrowRecords.id(of: Int32(i)), tip: .start)), start) }
            if bounds.contains(end) { consider(.tip(ArrowSceneTip(id: arrowRecords.id(of: Int32(i)), tip: .end)), end) }
        }
        if !storage.grid.forEachRecord(overlapping: area, arrowTips) {
            for record in storage.items.indices { arrowTips(Int32(record)) }
        }
        return best
    }
}

extension SceneShape {
    /// The anchors of a shape a dragged tip snaps to: its centre, then the midpoints of its local
    /// rect's top, right, bottom and left sides.
    static let snapAnchors = [Point(0.5, 0.5), Point(0.5, 0), Point(1, 0.5), Point(0.5, 1), Point(0, 0.5)]
}
