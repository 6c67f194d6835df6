/// Connectors kept routed among moving obstacles: what a scene holds to re-route, at each frame
/// of a drag, only the connectors the dragged obstacle touches.
///
/// A connector whose route cannot be found is drawn as the direct elbow
/// (``OrthogonalRouter/elbow(from:to:)``).
package struct RoutedConnectors: Sendable {
    /// The router, with the obstacles as they are now.
    package private(set) var router: OrthogonalRouter
    /// The connectors.
    package private(set) var connectors: [RouteRequest]
    /// Each connector's corner points.
    package private(set) var routes: [[Point]]
    /// The distance nudged segments keep.
    package var spacing: Double

    /// Routes every connector, nudged apart.
    package init(router: OrthogonalRouter, connectors: [RouteRequest], spacing: Double) {
        self.router = router
        self.connectors = connectors
        self.spacing = spacing
        routes = zip(router.route(connectors: connectors, spacing: spacing), connectors).map { result, c in
            (try? result.get()) ?? OrthogonalRouter.elbow(from: c.start, through: c.waypoints, to: c.end)
        }
    }

    /// Moves one obstacle and sets the ends of connectors that moved with it, then routes again
    /// the connectors touched: those given, and those whose route or whose tips' box meets the
    /// obstacle's old or new box grown by the margin; those are nudged among themselves.
    ///
    /// - Returns: The connectors routed again, in increasing order.
    @discardableResult
    package mutating func moveObstacle(_ index: Int, to rect: Rect, ends: [(connector: Int, request: RouteRequest)] = [])
        -> [Int] {
        let old = router.obstacles.boxes[index]
        router.setObstacle(index, to: rect)
        let new = router.obstacles.boxes[index]
        var touched = Set(ends.map(\.connector))
        for (i, r) in ends { connectors[i] = r }
        for (i, route) in routes.enumerated() where !touched.contains(i) {
            let c = connectors[i]
            let tips = RouteBox.around([c.start.point, c.end.point] + c.waypoints)
            for box in [old, new].compactMap({ $0 }) {
                if tips.meets(box) || zip(route, route.dropFirst()).contains(where: { box.meets(RouteBox.around([$0, $1])) }) {
                    touched.insert(i)
                    break
                }
            }
        }
        let order = touched.sorted()
        let results = router.route(connectors: order.map { connectors[$0] }, spacing: spacing)
        for (i, result) in zip(order, results) {
            let c = connectors[i]
            routes[i] = (try? result.get()) ?? OrthogonalRouter.elbow(from: c.start, through: c.waypoints, to: c.end)
        }
        return order
    }
}
