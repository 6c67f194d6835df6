extension BezierPath {
    /// Whether the path's fill covers `point`, every subpath implicitly closed (as CoreGraphics).
    ///
    /// Exact on curves (see ``PreparedPath``). For many queries against one path, prepare a
    /// ``PreparedPath`` once instead.
    ///
    /// - Parameters:
    ///   - point: The query point; NaN or infinite coordinates give `false`.
    ///   - rule: Non-zero (the default) or even-odd.
    /// - Returns: Whether the point is inside.
    /// - Complexity: O(n) in the number of elements; prepares the path, so it allocates.
    public func contains(_ point: Point, using rule: FillRule = .nonZero) -> Bool {
        // No stroke (width 0): a hairline's width would set the size the path is prepared at
        // (see `PreparedPath.unit(for:halfWidth:)`).
        PreparedPath(self, fillRule: rule, strokeStyle: Self.noStroke).fillContains(point)
    }

    /// Whether the path's stroke covers `point`: what CoreGraphics'
    /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)` would cover.
    ///
    /// Exact on curves (see ``PreparedPath`` for the semantics). For many queries against one
    /// path, prepare a ``PreparedPath`` once instead.
    ///
    /// - Parameters:
    ///   - point: The query point; NaN or infinite coordinates give `false`.
    ///   - style: Width, cap, join and miter limit.
    /// - Returns: Whether the point is inside the stroke.
    /// - Complexity: O(n) in the number of elements; prepares the path, so it allocates.
    public func contains(_ point: Point, using style: BezierPath.StrokeStyle) -> Bool {
        PreparedPath(self, strokeStyle: style).strokeContains(point)
    }

    /// The nearest point of the path to `p`, over every segment (closing lines of closed subpaths
    /// included, zero-length segments as their point), exactly.
    ///
    /// Lines are projected in closed form, curves through their monotone pieces (see
    /// ``PreparedPath/nearestPoint(to:within:)``). For many queries against one path, prepare a
    /// ``PreparedPath`` once instead.
    ///
    /// - Parameter p: The query point.
    /// - Returns: The nearest point, or `nil` when `p` is not finite or the path has no segment
    ///   (empty, or lone moves only). Segments with a non-finite coordinate are ignored.
    /// - Complexity: O(n) in the number of elements; prepares the path, so it allocates.
    public func project(_ p: Point) -> PathProjection? {
        PreparedPath(self, strokeStyle: Self.noStroke).nearestPoint(to: p)
    }

    /// The stroke of the fill and projection queries, which need none: width 0.
    private static let noStroke = BezierPath.StrokeStyle(width: 0)
}
