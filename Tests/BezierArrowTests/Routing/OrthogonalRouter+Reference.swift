@testable import BezierArrow

extension OrthogonalRouter {
    /// ``route(from:through:to:)`` as it was before the graph came to find its nodes' neighbours
    /// only when the search reaches them: the same regions, ports and corners, over the whole
    /// graph built up front (``ReferenceVisibilityGraph``). The plain reference the router must
    /// match to the bit.
    func referenceRoute(from start: RouteEnd, through waypoints: [Point] = [], to end: RouteEnd) throws(RoutingError)
        -> [Point] {
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
        while true {
            var region = core.grown(by: growth)
            let isWhole = obstacles.boxes.count <= fullGraphLimit || region.contains(whole)
            if isWhole { region = whole }
            var boxes: [RouteBox] = []
            obstacles.forEach(meeting: region) { boxes.append(obstacles.boxes[$0]!) }
            let graph = ReferenceVisibilityGraph(region: region, boxes: boxes,
                                                 points: starts.map(\.point) + targets.map(\.point) + waypoints)
            for i in starts.indices { starts[i].node = graph.node(at: starts[i].point) ?? -1 }
            for i in targets.indices { targets[i].node = graph.node(at: targets[i].point) ?? -1 }
            let path = waypoints.isEmpty ? graph.shortestPath(from: starts, to: targets, penalty: bendPenalty)
                : graph.shortestPath(from: starts, through: waypoints.map { graph.node(at: $0) ?? -1 }, to: targets,
                                     penalty: bendPenalty)
            if let path { return Self.corners([start.point] + path.nodes.map(graph.point) + [end.point]) }
            if isWhole { throw .noRoute }
            growth *= 2
        }
    }

    /// ``route(connectors:spacing:)`` with each connector routed by ``referenceRoute(from:through:to:)``.
    func referenceRoute(connectors: [RouteRequest], spacing: Double) -> [Result<[Point], RoutingError>] {
        var results: [Result<[Point], RoutingError>] = []
        for c in connectors {
            do throws(RoutingError) {
                results.append(.success(try referenceRoute(from: c.start, through: c.waypoints, to: c.end)))
            } catch {
                results.append(.failure(error))
            }
        }
        var routed: [Int] = [], routes: [[Point]] = [], pinned: [[Point]] = []
        for (i, result) in results.enumerated() {
            if case .success(let route) = result { routed.append(i); routes.append(route); pinned.append(connectors[i].waypoints) }
        }
        RouteNudging.nudge(&routes, obstacles: obstacles, spacing: spacing, pinned: pinned)
        for (k, i) in routed.enumerated() { results[i] = .success(routes[k]) }
        return results
    }
}
