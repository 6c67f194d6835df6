/// One connector to route: its two ends.
package struct RouteRequest: Sendable, Hashable {
    /// Where the route starts.
    package var start: RouteEnd
    /// Where it ends.
    package var end: RouteEnd

    /// Creates a request.
    package init(from start: RouteEnd, to end: RouteEnd) {
        self.start = start
        self.end = end
    }
}
