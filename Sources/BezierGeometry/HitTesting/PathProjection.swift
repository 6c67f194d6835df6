/// The nearest point of a path to a query point: where on which element it lies.
public struct PathProjection: Hashable, Sendable {
    /// The nearest point on the path.
    public var point: Point
    /// The distance from the query point to ``point``.
    public var distance: Double
    /// The index in ``BezierPath/elements`` of the element whose segment holds the point (the
    /// `.close` element for a closing line).
    public var elementIndex: Int
    /// The segment's parameter of the point, in `0...1`.
    public var t: Double
    /// The label of the point, from the labels the path was prepared with (see ``PathLabel``).
    public var label: PathLabel

    /// Creates a projection result.
    package init(point: Point, distance: Double, elementIndex: Int, t: Double, label: PathLabel = .unlabelled) {
        self.point = point
        self.distance = distance
        self.elementIndex = elementIndex
        self.t = t
        self.label = label
    }
}
