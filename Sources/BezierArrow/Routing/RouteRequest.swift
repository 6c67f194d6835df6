/// One connector to route: its two ends, and the points it passes through between them.
package struct RouteRequest: Sendable, Hashable {
    /// Where the route starts.
    package var start: RouteEnd
    /// The points the route passes through, in order (``OrthogonalRouter/route(from:through:to:)``).
    package var waypoints: [Point]
    /// Where it ends.
    package var end: RouteEnd

    /// Creates a request.
    package init(from start: RouteEnd, through waypoints: [Point] = [], to end: RouteEnd) {
        self.start = start
        self.waypoints = waypoints
        self.end = end
    }
}
