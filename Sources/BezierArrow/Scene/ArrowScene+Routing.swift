/// Arrows whose elbow bodies a scene routes around its shapes (``ArrowRouting``).
///
/// A routed arrow's body is drawn through its route's corners (``OrthogonalRouter``), each corner
/// rounded by the style's corner radius, as the centre line given to its body: its drawing, hit
/// tests, bounds and the scene's index follow the route; its body handles are its waypoints' (a
/// drag moves one and the arrow is routed again through it), no bend or leg midpoints. A tip bound
/// to a shape sits on the side of the shape's bounding box nearest the binding's anchor (ties go
/// to the side facing the other end), where the anchor's point meets that side straight on, the
/// edge mode's gap outside it, and the route leaves (enters) it perpendicular to that side; a tip
/// bound to an arrow is solved as always, and it and a free tip leave in any direction.
///
/// An arrow with waypoints (``Arrow/waypoints``) is routed through them in order: each leg around
/// the obstacles, joined at the waypoints where the route goes on straight or turns, whichever
/// costs least (``OrthogonalRouter/route(from:through:to:)``); a waypoint inside an obstacle's
/// box grown by the margin leaves no route, and the direct elbow through the waypoints is drawn.
///
/// The route is found again whenever what it depends on changes: the arrow's tips, body (its
/// waypoints among it) or bindings (``update(_:_:)``, ``setTips(of:start:end:)``, ``bind(_:of:to:_:)``), and a shape
/// set or removed (``setShape(_:id:)``): then every routed arrow bound to it, directly or through
/// arrows, and every routed arrow whose route or tips' box meets the shape's old or new box grown
/// by its margin, are routed again together, nudged apart where they share a channel. An arrow
/// routed again alone is nudged apart with the routes running beside it (`rerouteEdited`).
extension ArrowScene {
    /// Routes an arrow's elbow body around the scene's obstacle shapes, or stops routing it.
    ///
    /// - Parameters:
    ///   - routing: the routing, or `nil` to draw the body kind's own elbow again.
    ///   - id: the arrow's id.
    /// - Returns: `false`, changing nothing, when no arrow has the id, or when a routing is given
    ///   for an arrow whose style's body is not an elbow.
    @discardableResult
    public mutating func setRouting(_ routing: ArrowRouting?, for id: ID) -> Bool {
        guard let record = arrowRecords[id] else { return false }
        guard let routing else {
            guard routes.settings.removeValue(forKey: id) != nil else { return true }
            routes.clearRoute(of: id)
            storage.items[Int(record)].arrow.dropCenterLine()
            storage.reindex(record)
            arrowDidChange(id)
            return true
        }
        guard storage.items[Int(record)].arrow.style?.body == .elbow else { return false }
        routes.settings[id] = routing
        rerouteEdited(id, solved: false)
        return true
    }

    /// How an arrow is routed, or `nil` when it is not (or no arrow has the id).
    ///
    /// - Parameter id: the arrow's id.
    public func routing(of id: ID) -> ArrowRouting? { routes.settings[id] }

    /// Whether a routed arrow has no route that keeps its margin (a tip walled in): its body is
    /// then drawn as the direct elbow between its tips, through the shapes. `false` for an arrow
    /// that is not routed.
    ///
    /// - Parameter id: the arrow's id.
    public func routingFailed(_ id: ID) -> Bool { routes.failed.contains(id) }

    /// A routed arrow's corners, the tips first and last: its route, or the direct elbow when
    /// none was found; `nil` when it is not routed (or its style's body is no elbow).
    package func routeCorners(of id: ID) -> [Point]? { routes.corners[id] }

    /// Routes every routed arrow again, all together (nudged apart by routing): what a scene
    /// made afresh from the same shapes, arrows and bindings holds.
    package mutating func rerouteAll() {
        reroute(Array(routes.settings.keys), solved: false)
    }

    /// Routes an edited arrow again (routing set, tips or waypoints moved, bound, unbound), then
    /// nudges its route and those beside it, directly or through others
    /// (``SceneRoutes/arrows(besideRouteOf:records:)``), apart together: shared channels stay
    /// spaced however the arrows came to be routed, without routing the others again.
    mutating func rerouteEdited(_ id: ID, solved: Bool) {
        reroute([id], solved: solved)
        let group = routes.arrows(besideRouteOf: id, records: arrowRecords)
        guard group.count > 1, let routing = routes.settings[id] else { return }
        var paths = group.map { routes.corners[$0]! }
        let pinned = group.map { routes.stops[$0] ?? [] }
        routes.router(margin: routing.margin, shapes: shapes).nudge(&paths, spacing: routing.spacing, pinned: pinned)
        for (member, path) in zip(group, paths) where path != routes.corners[member] {
            routes.corners[member] = path
            draw(arrowRecords[member]!, through: path)
            solveDependents(of: member)
        }
    }

    /// Routes arrows again, those with one routing together, in record order.
    ///
    /// - Parameters:
    ///   - ids: the arrows; those not routed are skipped.
    ///   - solved: whether their bound tips were just solved (by a target's plan); if not, they
    ///     are solved first.
    mutating func reroute(_ ids: [ID], solved: Bool) {
        var batch: [(id: ID, record: Int32)] = []
        for id in ids where routes.settings[id] != nil {
            if let record = arrowRecords[id] { batch.append((id, record)) }
        }
        batch.sort { $0.record < $1.record }
        var groups: [ArrowRouting: [(id: ID, record: Int32, request: RouteRequest)]] = [:]
        var routings: [ArrowRouting] = []
        for (id, record) in batch {
            if !solved, let tips = bindings.tips[id] {
                let start = Self.connectorTarget(tips.start, shapes: shapeRecords, arrows: arrowRecords)
                let end = Self.connectorTarget(tips.end, shapes: shapeRecords, arrows: arrowRecords)
                if !routesWithoutSolving(record, start, end) { storage.solveTips(of: record, start: start, end: end, shapes: shapes) }
            }
            guard storage.items[Int(record)].arrow.style?.body == .elbow else {
                // A routing waits while the body is another kind.
                routes.clearRoute(of: id)
                storage.items[Int(record)].arrow.dropCenterLine()
                storage.reindex(record)
                continue
            }
            let routing = routes.settings[id]!
            if groups[routing] == nil { routings.append(routing) }
            groups[routing, default: []].append((id, record, routeRequest(id, record: record)))
        }
        for routing in routings {
            let group = groups[routing]!
            let router = routes.router(margin: routing.margin, shapes: shapes)
            let results = router.route(connectors: group.map(\.request), spacing: routing.spacing)
            for (member, result) in zip(group, results) {
                let corners: [Point]
                switch result {
                case .success(let route):
                    corners = route
                    routes.failed.remove(member.id)
                case .failure:
                    let r = member.request
                    corners = OrthogonalRouter.elbow(from: r.start, through: r.waypoints, to: r.end)
                    routes.failed.insert(member.id)
                }
                draw(member.record, through: corners)
                routes.corners[member.id] = corners.isEmpty ? nil : corners
                let r = member.request
                routes.stops[member.id] = r.waypoints.isEmpty ? nil : [r.start.point] + r.waypoints + [r.end.point]
            }
        }
        for (id, _) in batch { solveDependents(of: id) }
    }

    /// Whether a routed arrow's tips need no solving before it is routed: its body is an elbow
    /// (else its routing waits, and it is solved as any arrow) and no tip is bound to an arrow.
    /// The router places a tip bound to a shape from the shape and the binding alone, and leaves
    /// a free tip where it is, so the solver's tips and redraw would only be replaced.
    private func routesWithoutSolving(_ record: Int32, _ start: ConnectorTarget, _ end: ConnectorTarget) -> Bool {
        func isOnArrow(_ t: ConnectorTarget) -> Bool { if case .arrow = t { return true }; return false }
        return storage.items[Int(record)].arrow.style?.body == .elbow && !isOnArrow(start) && !isOnArrow(end)
    }

    /// Draws a record's body through corners (none: its kind's own body) and updates the index.
    private mutating func draw(_ record: Int32, through corners: [Point]) {
        let i = Int(record)
        guard let first = corners.first, let last = corners.last, let style = storage.items[i].arrow.style else {
            storage.items[i].arrow.dropCenterLine()
            storage.reindex(record)
            return
        }
        var line = WaypointLine()
        line.appendElbow(through: corners, sharp: [], cornerRadius: style.cornerRadius)
        if line.curves.isEmpty { line.curves.append(WaypointLine.line(first, last)) }
        storage.items[i].arrow.setTips(start: first, end: last, centerLine: line.curves, passesWaypoints: true)
        storage.reindex(record)
    }

    /// What the router is given for an arrow: each tip bound to a shape on the side of its box
    /// nearest the anchor (``SceneRoutes/side(of:nearest:facing:)``, ties to the side facing the
    /// nearest waypoint, else the other end), the other tips where they are, leaving in any
    /// direction; and the body's waypoints.
    private func routeRequest(_ id: ID, record: Int32) -> RouteRequest {
        let arrow = storage.items[Int(record)].arrow
        let tips = bindings.tips[id]
        func target(_ tip: ArrowTip) -> (binding: ArrowBinding, shape: SceneShape, record: Int32)? {
            guard let b = tips?[tip], let r = shapeRecords[b.target] else { return nil }
            return (b.binding, shapes.records[Int(r)].item.shape, r)
        }
        let start = target(.start), end = target(.end)
        let startAim = start.map { $0.shape.point(atAnchor: $0.binding.anchor) } ?? arrow.start
        let endAim = end.map { $0.shape.point(atAnchor: $0.binding.anchor) } ?? arrow.end
        func routeEnd(_ t: (binding: ArrowBinding, shape: SceneShape, record: Int32)?, aim: Point, tip: Point,
                      other: Point) -> RouteEnd {
            guard let t else { return RouteEnd(tip) }
            let box = t.shape.bounds
            let side = SceneRoutes<ID>.side(of: box, nearest: aim, facing: other)
            return RouteEnd(SceneRoutes<ID>.tip(on: side, of: box, nearest: aim, gap: t.binding.gap),
                            side: side, shape: Int(t.record))
        }
        let waypoints = arrow.waypoints
        return RouteRequest(from: routeEnd(start, aim: startAim, tip: arrow.start, other: waypoints.first ?? endAim),
                            through: waypoints,
                            to: routeEnd(end, aim: endAim, tip: arrow.end, other: waypoints.last ?? startAim))
    }

    /// After a shape was set (added, moved, changed) or removed, the routers brought up to date
    /// already: the routed arrows bound to it and those whose routes meet its old or new box are
    /// routed again.
    ///
    /// - Parameters:
    ///   - id: the shape's id.
    ///   - boxes: its old and new bounding boxes, those that were or are obstacles.
    ///   - plan: whether to solve the arrows bound to it first (it was set, not removed).
    mutating func shapeDidChange(_ id: ID, boxes: [Rect], solving plan: Bool) {
        var touched = Set(routes.arrows(meeting: boxes))
        if plan, bindings.dependents[id] != nil {
            let steps = bindings.plans[id] ?? solvingPlan(after: id)
            for step in steps {
                let arrow = arrowRecords.id(of: step.record)
                let isRouted = routes.settings[arrow] != nil
                if isRouted { touched.insert(arrow) }
                // Routing places a routed elbow's tips bound to shapes itself.
                if isRouted, routesWithoutSolving(step.record, step.start, step.end) { continue }
                storage.solveTips(of: step.record, start: step.start, end: step.end, shapes: shapes)
            }
        }
        reroute(Array(touched), solved: true)
    }
}
