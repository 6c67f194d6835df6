/// How a scene routes an arrow's elbow body around its shapes (``ArrowScene/setRouting(_:for:)``):
/// the distance the route keeps from every obstacle, and how far apart routes sharing a channel
/// are spread.
///
/// The obstacles are the scene's shapes whose ``SceneShapeItem/isObstacle`` is set (every shape
/// by default), each as its bounding box grown by the margin. A route is orthogonal, leaves and
/// enters a tip bound to a shape perpendicular to the side of the shape's box nearest the
/// binding's anchor, and keeps the margin from every obstacle but its own tips' shapes, which
/// it only leaves.
public struct ArrowRouting: Hashable, Sendable {
    /// The distance a route (the body's centre line) keeps from every obstacle's bounding box:
    /// to keep a wide body's edges clear too, give at least half the body's width more.
    public let margin: Double
    /// The distance apart that routes keep where they share a channel, nudged apart whenever
    /// one of them is routed again (an edit, a moved shape); 0 leaves each where it was routed.
    public let spacing: Double

    /// Creates a routing.
    ///
    /// - Parameters:
    ///   - margin: The distance from obstacles; a value that is negative or not finite is taken
    ///     as 0, one beyond 1e12 as 1e12.
    ///   - spacing: The distance between routes sharing a channel, taken as the margin is.
    public init(margin: Double = 10, spacing: Double = 6) {
        self.margin = Self.kept(margin)
        self.spacing = Self.kept(spacing)
    }

    private static func kept(_ v: Double) -> Double { v.isFinite && v > 0 ? min(v, RouteBox.limit) : 0 }
}
