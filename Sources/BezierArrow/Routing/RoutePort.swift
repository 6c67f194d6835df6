/// Where a route joins the visibility graph at one of its ends: the outer end of the stub that
/// leaves (or enters) the tip's own boxes, and the direction along that stub.
struct RoutePort {
    /// The stub's outer end: a node of the graph.
    var point: Point
    /// The direction of travel along the stub (away from a start's tip, towards an end's tip);
    /// `nil`: any.
    var direction: RouteSide?
    /// The stub's length (0 when the tip is outside every box).
    var stub: Double
    /// The node at ``point`` in the graph being searched.
    var node = -1

    /// Whether the route must not turn at the port: a side is required and no stub is drawn before
    /// it, so a turn there would leave the tip in the wrong direction.
    var isLocked: Bool { direction != nil && stub == 0 }
}
