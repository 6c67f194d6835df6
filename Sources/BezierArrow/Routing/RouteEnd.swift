/// One end of a connector to route: its tip, the side it must leave or enter by, and the obstacle
/// it sits on.
package struct RouteEnd: Sendable, Hashable {
    /// The tip.
    package var point: Point
    /// The side of its shape the route leaves (start) or enters (end) by; `nil`: any direction.
    package var side: RouteSide?
    /// The index among the router's obstacles of the shape the tip is bound to, if any.
    ///
    /// That shape does not block the route's first (last) segment while it leaves the shape's box
    /// grown by the margin through ``side``; afterwards it blocks like any other. Any other box
    /// holding the tip in its grown interior is treated the same way (a tip inside a group's box).
    package var shape: Int?

    /// Creates an end.
    package init(_ point: Point, side: RouteSide? = nil, shape: Int? = nil) {
        self.point = point
        self.side = side
        self.shape = shape
    }
}
