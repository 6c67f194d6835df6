/// The routed arrows of an ``ArrowScene``: each one's ``ArrowRouting``, the corners its body is
/// drawn through, whether its route was found, and the routers over the scene's obstacles.
///
/// Kept by id, as the bindings. The routers (one a margin) hold every shape record's bounding
/// box, a null box for a shape that is no obstacle, so a shape's record is its obstacle's index.
/// A shape set again moves its obstacle in each router (``shapeDidChange(record:to:)``); adding or
/// removing one, which adds or moves records, drops them, and the next routing builds them again
/// from the shapes as they are. Either way a router finds the same obstacles near a route (its
/// grid only indexes them), so a scene routes alike however its shapes came to be where they are.
@usableFromInline
struct SceneRoutes<ID: Hashable & Sendable>: Sendable {
    /// Each routed arrow's routing.
    var settings: [ID: ArrowRouting] = [:]
    /// Each routed arrow's corners, tips first and last: its route, or the direct elbow when
    /// none was found.
    var corners: [ID: [Point]] = [:]
    /// The routed arrows whose route was not found.
    var failed: Set<ID> = []
    /// The points a routed arrow with waypoints passes, tips first and last (its legs' ends).
    var stops: [ID: [Point]] = [:]
    /// A router a margin, over the shapes as they were when it was built.
    var routers: [Double: OrthogonalRouter] = [:]

    /// The cost of a bend, in units of length: routes make the fewest bends they can, and take
    /// a bend to save about this much length.
    static var bendPenalty: Double { 40 }

    /// Whether any arrow is routed: when not, a change routes nothing.
    @usableFromInline var isActive: Bool { !settings.isEmpty }

    /// Whether any router is kept: a shape set again moves its obstacle in each.
    @usableFromInline var hasRouters: Bool { !routers.isEmpty }

    /// Forgets an arrow's route (not its routing).
    mutating func clearRoute(of id: ID) {
        corners[id] = nil
        failed.remove(id)
        stops[id] = nil
    }

    /// The router for a margin over the shapes, built when the shapes changed since.
    mutating func router(margin: Double, shapes: SceneShapeStorage) -> OrthogonalRouter {
        if let router = routers[margin] { return router }
        let boxes = shapes.records.map { $0.item.isObstacle ? $0.item.shape.bounds : Rect.null }
        let router = OrthogonalRouter(obstacles: boxes, margin: margin, bendPenalty: Self.bendPenalty)
        routers[margin] = router
        return router
    }

    /// The routed arrows whose corners, or the box around their tips (around each leg's ends,
    /// with waypoints), meet one of the boxes grown by the arrow's margin (closed boxes: a route
    /// along a grown edge meets it).
    func arrows(meeting boxes: [Rect]) -> [ID] {
        var found: [ID] = []
        var grown: [RouteBox] = []
        grown.reserveCapacity(boxes.count)
        for (id, route) in corners {
            guard let margin = settings[id]?.margin, let first = route.first, let last = route.last else { continue }
            grown.removeAll(keepingCapacity: true)
            for b in boxes { if let g = RouteBox(b, margin: margin) { grown.append(g) } }
            func meets(_ a: Point, _ b: Point) -> Bool {
                let box = RouteBox(minX: min(a.x, b.x), minY: min(a.y, b.y), maxX: max(a.x, b.x), maxY: max(a.y, b.y))
                return grown.contains { box.meets($0) }
            }
            let legs = stops[id]
            let legsMeet = legs.map { p in p.indices.dropLast().contains { meets(p[$0], p[$0 + 1]) } } ?? meets(first, last)
            if legsMeet || route.indices.dropLast().contains(where: { meets(route[$0], route[$0 + 1]) }) {
                found.append(id)
            }
        }
        return found
    }

    /// The routed arrows of a routing whose routes run beside an arrow's, directly or through
    /// others (a segment parallel to another's, their spans overlapping, at most the reach across
    /// at which nudging lays lines out together, ``RouteNudging/reach`` spacings), the arrow's
    /// own included, in record order: the routes one nudging lays out together. Routes not found
    /// (drawn as the direct elbow) take no part.
    func arrows(besideRouteOf id: ID, records: SceneIDMap<ID>) -> [ID] {
        guard let routing = settings[id], corners[id] != nil, !failed.contains(id) else { return [] }
        let across = RouteNudging.reach * routing.spacing
        func overlap(_ p: Double, _ q: Double, _ r: Double, _ s: Double) -> Bool {
            max(min(p, q), min(r, s)) < min(max(p, q), max(r, s))
        }
        func runsBeside(_ a0: Point, _ a1: Point, _ b0: Point, _ b1: Point) -> Bool {
            if a0.y == a1.y, b0.y == b1.y { return abs(a0.y - b0.y) <= across && overlap(a0.x, a1.x, b0.x, b1.x) }
            if a0.x == a1.x, b0.x == b1.x { return abs(a0.x - b0.x) <= across && overlap(a0.y, a1.y, b0.y, b1.y) }
            return false
        }
        func beside(_ a: [Point], _ b: [Point]) -> Bool {
            a.indices.dropLast().contains { i in b.indices.dropLast().contains { k in runsBeside(a[i], a[i + 1], b[k], b[k + 1]) } }
        }
        var others = corners.filter { $0.key != id && settings[$0.key] == routing && !failed.contains($0.key) && $0.value.count >= 2 }
        var found: Set<ID> = [id], queue = [id]
        while let next = queue.popLast(), let route = corners[next] {
            let near = others.filter { beside(route, $0.value) }.map(\.key)
            for other in near { others[other] = nil; found.insert(other); queue.append(other) }
        }
        return found.compactMap { id in records[id].map { (id, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// Keeps the routers up to date with a shape set again under its record: its obstacle moved
    /// in each, rather than every router built again from every shape.
    mutating func shapeDidChange(record: Int32, to item: SceneShapeItem) {
        for margin in Array(routers.keys) {
            routers[margin]!.setObstacle(Int(record), to: item.isObstacle ? item.shape.bounds : .null)
        }
    }

    /// The side of a shape's box a bound tip leaves (enters) by: the side nearest the anchor's
    /// point; among sides as near (within a billionth of the box's size: an anchor at the centre
    /// of a square), the one facing `other`, the other end's aim; then right, down, left, up.
    static func side(of box: Rect, nearest p: Point, facing other: Point) -> RouteSide {
        let distances: [(RouteSide, Double)] = [(.right, box.maxX - p.x), (.down, box.maxY - p.y),
                                                (.left, p.x - box.minX), (.up, p.y - box.minY)]
        let least = distances.map(\.1).min()!
        let tolerance = 1e-9 * max(box.width, box.height, 1)
        let toward = other - p
        var best = RouteSide.right, bestFacing = -Double.infinity
        for (side, d) in distances where d <= least + tolerance {
            let facing = side.step.x * toward.x + side.step.y * toward.y
            if facing > bestFacing { best = side; bestFacing = facing }
        }
        return best
    }

    /// A bound tip's place on its side: the anchor's point carried straight onto the side (kept
    /// within it), `gap` outside.
    static func tip(on side: RouteSide, of box: Rect, nearest p: Point, gap: Double) -> Point {
        func kept(_ v: Double, _ lo: Double, _ hi: Double) -> Double { min(max(v, lo), hi) }
        switch side {
        case .right: return Point(box.maxX + gap, kept(p.y, box.minY, box.maxY))
        case .left: return Point(box.minX - gap, kept(p.y, box.minY, box.maxY))
        case .down: return Point(kept(p.x, box.minX, box.maxX), box.maxY + gap)
        case .up: return Point(kept(p.x, box.minX, box.maxX), box.minY - gap)
        }
    }
}
