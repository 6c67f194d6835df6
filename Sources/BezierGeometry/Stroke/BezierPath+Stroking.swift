extension BezierPath {
    /// The outline of the path's stroke: a closed path whose non-zero fill is the area the stroke
    /// covers, as CoreGraphics' `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)` gives.
    ///
    /// The stroke is the one `contains(_:using: BezierPath.StrokeStyle)` decides, so filling the
    /// outline agrees with stroke containment everywhere but within `tolerance` of the boundary.
    /// Offsets of curves are cubics within `tolerance` of the true offset, and round joins and
    /// caps are arcs of cubics within `tolerance` of the circle, with as few pieces as that
    /// allows. Curves that turn tighter than the half width, cusps, loops, zero-length segments
    /// and coincident control points are covered exactly (see `StrokeOutliner`).
    ///
    /// ```swift
    /// let tapTarget = arrow.stroked(BezierPath.StrokeStyle(width: 35, cap: .round, join: .round))
    /// tapTarget.contains(touch)   // what the stroke covers, non-zero
    /// ```
    ///
    /// - Parameters:
    ///   - style: Width, cap, join and miter limit. A width that is not a positive finite number
    ///     gives an empty path.
    ///   - tolerance: The largest distance between the outline's curves and the true stroke
    ///     boundary; at least a millionth of the half width.
    /// - Returns: The outline, to be filled with the non-zero rule.
    /// - Complexity: O(n) in the number of elements. To stroke many paths without allocating,
    ///   keep a `StrokeOutliner` and an output path and reuse them.
    public func stroked(_ style: BezierPath.StrokeStyle, tolerance: Double = 0.01) -> BezierPath {
        var outliner = StrokeOutliner()
        var outline = BezierPath()
        outliner.outline(of: self, style: style, tolerance: tolerance, into: &outline)
        return outline
    }
}
