/// Routes elbow connectors around obstacles: orthogonal paths that keep a margin from every
/// obstacle's box, found by least length plus a penalty a bend.
///
/// The method is Wybrow, Marriott and Stuckey's "Orthogonal Connector Routing" (Graph Drawing
/// 2009): an orthogonal visibility graph over the obstacles' grown corners and the tips
/// (``VisibilityGraph``), searched by A* over (node, direction) states; routes routed together are
/// then nudged apart where they share a channel (``route(connectors:spacing:)``).
///
/// **Which obstacles a route's graph holds.** With at most ``fullGraphLimit`` obstacles, all of
/// them, in the box around them and the tips. With more, a graph over all of them would be large
/// (its nodes grow with the square of the lines), so the search starts in the box around the two
/// tips and their stubs, grown on every side by half its larger side plus four margins, and holds
/// only the obstacles meeting that region, whose border is a wall. When no route lies inside, the
/// growth doubles, until the region holds every obstacle: then "no route" is the answer for the
/// whole plane. A route found in a smaller region keeps the margin from every obstacle, but may
/// have more bends or length than one around the region's border would.
package struct OrthogonalRouter: Sendable {
    /// The obstacles, grown by the margin, in a grid.
    package private(set) var obstacles: RouteObstacles
    /// The cost of one bend, in units of length: large, and routes make the fewest bends they can.
    package var bendPenalty: Double
    /// The most obstacles a route's graph holds all of at once (see the type's notes).
    package var fullGraphLimit = 48
    /// How far a route may go round beyond the outermost grown box, and the least length of the
    /// straight run a tip with a side leaves (enters) by where it is outside every box (a zero
    /// margin): positive.
    ///
    /// A route that must leave outwards, or turn right after leaving, needs a line to turn on;
    /// the shortest such route would go an infinitesimal way out, which no graph holds.
    package var clearance = 10.0

    /// The distance a route keeps from every obstacle.
    package var margin: Double { obstacles.margin }

    /// Makes a router.
    ///
    /// - Parameters:
    ///   - obstacles: The boxes routes go around (a scene's shapes' bounding boxes); one that is
    ///     null or has a NaN coordinate is left out, one beyond ±1e12 clipped to it.
    ///   - margin: The distance every route keeps from every box, at least 0.
    ///   - bendPenalty: The cost of a bend, in units of length, at least 0.
    package init(obstacles: [Rect], margin: Double, bendPenalty: Double) {
        self.obstacles = RouteObstacles(obstacles, margin: margin)
        self.bendPenalty = bendPenalty
    }

    /// Moves one obstacle.
    package mutating func setObstacle(_ index: Int, to rect: Rect) {
        obstacles.set(index, to: rect)
    }

    static func isAccepted(_ v: Double) -> Bool { v.isFinite && abs(v) <= RouteBox.limit }

    static func isAccepted(_ p: Point) -> Bool { isAccepted(p.x) && isAccepted(p.y) }

    /// The corner points of the best orthogonal route from one tip to another: first the start,
    /// last the end, each segment horizontal or vertical, the first leaving by the start's side
    /// and the last entering by the end's.
    ///
    /// Coincident tips give the two points.
    ///
    /// - Throws: ``RoutingError/outOfRange`` for a tip, margin or penalty that is not finite (or
    ///   beyond ±1e12, or negative); ``RoutingError/noRoute`` when no route keeps the margin.
    package func route(from start: RouteEnd, to end: RouteEnd) throws(RoutingError) -> [Point] {
        try route(from: start, through: [], to: end)
    }

    /// The corner points of the best orthogonal route from one tip to another through waypoints
    /// in order: each leg as ``route(from:to:)`` routes a connector, the legs joined at their
    /// waypoints, where the route goes on straight or turns, whichever costs least (so with the
    /// fewest bends among routes as long), and one search over all legs at once
    /// (``VisibilityGraph/shortestPath(from:through:to:penalty:)``), so the route as a whole is
    /// the best, not its legs one by one.
    ///
    /// A waypoint is passed, not a corner of its own: it may lie along a straight run.
    ///
    /// - Throws: ``RoutingError/outOfRange`` as ``route(from:to:)``, and for a waypoint that is not
    ///   finite (or beyond ±1e12); ``RoutingError/noRoute`` when no route keeps the margin, among
    ///   them whenever a waypoint lies inside an obstacle's grown box.
    package func route(from start: RouteEnd, through waypoints: [Point], to end: RouteEnd) throws(RoutingError) -> [Point] {
        guard Self.isAccepted(start.point), Self.isAccepted(end.point), Self.isAccepted(margin), margin >= 0,
              Self.isAccepted(bendPenalty), bendPenalty >= 0, Self.isAccepted(clearance), clearance >= 0,
              waypoints.allSatisfy(Self.isAccepted)
        else { throw .outOfRange }
        if waypoints.isEmpty, start.point == end.point { return [start.point, end.point] }
        for w in waypoints where isInsideObstacle(w) { throw .noRoute }
        var starts = ports(of: start, leaving: true), targets = ports(of: end, leaving: false)
        guard !starts.isEmpty, !targets.isEmpty else { throw .noRoute }
        let core = RouteBox.around([start.point, end.point] + starts.map(\.point) + targets.map(\.point) + waypoints)
        let whole = (obstacles.bounds.map { $0.union(core) } ?? core).grown(by: clearance)
        var growth = max(core.maxX - core.minX, core.maxY - core.minY) / 2 + 4 * margin + 1
        var boxes: [RouteBox] = []
        while true {
            var region = core.grown(by: growth)
            let isWhole = obstacles.boxes.count <= fullGraphLimit || region.contains(whole)
            if isWhole { region = whole }
            boxes.removeAll(keepingCapacity: true)
            obstacles.forEach(meeting: region) { boxes.append(obstacles.boxes[$0]!) }
            var graph = VisibilityGraph(region: region, boxes: boxes,
                                        points: starts.map(\.point) + targets.map(\.point) + waypoints)
            for i in starts.indices { starts[i].node = graph.node(at: starts[i].point) ?? -1 }
            for i in targets.indices { targets[i].node = graph.node(at: targets[i].point) ?? -1 }
            let path = waypoints.isEmpty ? graph.shortestPath(from: starts, to: targets, penalty: bendPenalty)
                : graph.shortestPath(from: starts, through: waypoints.map { graph.node(at: $0) ?? -1 }, to: targets,
                                     penalty: bendPenalty)
            if let path {
                return Self.corners([start.point] + path.nodes.map(graph.point) + [end.point])
            }
            if isWhole { throw .noRoute }
            growth *= 2
        }
    }

    /// Whether a point lies inside an obstacle's grown box (its open interior), where no route
    /// keeps the margin.
    func isInsideObstacle(_ p: Point) -> Bool {
        var inside = false
        obstacles.forEach(meeting: RouteBox(minX: p.x, minY: p.y, maxX: p.x, maxY: p.y)) { i in
            if obstacles.boxes[i]!.holdsInside(p) { inside = true }
        }
        return inside
    }

    /// Where a route may join the graph at one end: outside every box holding the tip in its
    /// grown interior (and the tip's bound shape), through the end's side, or through each side
    /// when none is given; a stub that would cross another box is no way out.
    func ports(of end: RouteEnd, leaving: Bool) -> [RoutePort] {
        let p = end.point
        var own: [RouteBox] = []
        obstacles.forEach(meeting: RouteBox(minX: p.x, minY: p.y, maxX: p.x, maxY: p.y)) { i in
            if let b = obstacles.boxes[i], b.holdsInside(p) { own.append(b) }
        }
        if own.isEmpty, end.side == nil { return [RoutePort(point: p, direction: nil, stub: 0)] }
        var ports: [RoutePort] = []
        for side in end.side.map({ [$0] }) ?? RouteSide.allCases {
            var e = own.isEmpty ? p + side.step * clearance : p
            for b in own {
                let x = b.exit(from: p, moving: side)
                if (x.x - e.x) * side.step.x + (x.y - e.y) * side.step.y > 0 { e = x }
            }
            var isBlocked = false
            obstacles.forEach(meeting: RouteBox.around([p, e])) { i in
                if let b = obstacles.boxes[i], !b.holdsInside(p), b.isCrossed(by: p, e) { isBlocked = true }
            }
            if isBlocked { continue }
            ports.append(RoutePort(point: e, direction: leaving ? side : side.opposite,
                                   stub: abs(e.x - p.x) + abs(e.y - p.y)))
        }
        return ports
    }

    /// The corners of a polyline of axis-aligned steps: repeated points and points on a straight
    /// run dropped.
    static func corners(_ points: [Point]) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(points.count)
        for q in points {
            if out.last == q { continue }
            if out.count >= 2 {
                let a = out[out.count - 2], b = out[out.count - 1]
                if let d0 = RouteSide.from(a, to: b), d0 == RouteSide.from(b, to: q) { out[out.count - 1] = q; continue }
            }
            out.append(q)
        }
        if out.count == 1 { out.append(out[0]) }
        return out
    }

    /// The direct elbow between two tips, what a caller draws when no route is found: leaving by
    /// the start's side and entering by the end's, through the middle when both are on one axis
    /// (three segments), else with one corner; without sides, the start leaves along the axis the
    /// tips are farther apart on and the end enters along the same axis.
    ///
    /// - Returns: The corner points, the tips first and last; empty when a tip is not finite.
    package static func elbow(from start: RouteEnd, to end: RouteEnd) -> [Point] {
        let p = start.point, q = end.point
        guard p.isFinite, q.isFinite else { return [] }
        let startsAcross = start.side?.isHorizontal ?? (abs(q.x - p.x) >= abs(q.y - p.y))
        let endsAcross = end.side?.isHorizontal ?? startsAcross
        switch (startsAcross, endsAcross) {
        case (true, true):
            let x = p.x + (q.x - p.x) / 2
            return corners([p, Point(x, p.y), Point(x, q.y), q])
        case (false, false):
            let y = p.y + (q.y - p.y) / 2
            return corners([p, Point(p.x, y), Point(q.x, y), q])
        case (true, false): return corners([p, Point(q.x, p.y), q])
        case (false, true): return corners([p, Point(p.x, q.y), q])
        }
    }

    /// The direct elbow through waypoints: ``elbow(from:to:)`` of each leg, the waypoints leaving
    /// and entered in any direction, joined.
    ///
    /// - Returns: The corner points, the tips first and last; empty when a point is not finite.
    package static func elbow(from start: RouteEnd, through waypoints: [Point], to end: RouteEnd) -> [Point] {
        guard !waypoints.isEmpty else { return elbow(from: start, to: end) }
        let ends = [start] + waypoints.map { RouteEnd($0) } + [end]
        var points: [Point] = []
        for k in 0..<(ends.count - 1) {
            let leg = elbow(from: ends[k], to: ends[k + 1])
            if leg.isEmpty { return [] }
            points += leg
        }
        return corners(points)
    }
}
