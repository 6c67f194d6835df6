extension OrthogonalRouter {
    /// Routes several connectors together: each by ``route(from:through:to:)``, then the segments
    /// that share a channel spread `spacing` apart, in an order that avoids crossings where it can
    /// (``RouteNudging``), those through a waypoint staying where they pass it.
    ///
    /// - Returns: Each connector's corner points, or why it has none (those are not nudged).
    package func route(connectors: [RouteRequest], spacing: Double) -> [Result<[Point], RoutingError>] {
        // Not `Result { }`: its typed-throws form is newer than the oldest SDKs' standard library.
        var results: [Result<[Point], RoutingError>] = []
        results.reserveCapacity(connectors.count)
        for c in connectors {
            do throws(RoutingError) {
                results.append(.success(try route(from: c.start, through: c.waypoints, to: c.end)))
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

    /// Nudges routes apart where they share a channel (``RouteNudging``); a spacing that is not
    /// positive and finite changes nothing.
    ///
    /// - Parameter pinned: points each route passes (its waypoints): a segment through one stays.
    package func nudge(_ routes: inout [[Point]], spacing: Double, pinned: [[Point]] = []) {
        RouteNudging.nudge(&routes, obstacles: obstacles, spacing: spacing, pinned: pinned)
    }
}
