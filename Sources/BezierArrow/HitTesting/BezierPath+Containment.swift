extension BezierPath {
    /// Whether the path's fill covers `point`, every subpath implicitly closed (as CoreGraphics).
    ///
    /// Exact on curves (see ``FillHitTester``). For many queries against one path, prepare a
    /// ``FillHitTester`` once instead.
    ///
    /// - Parameters:
    ///   - point: The query point; NaN or infinite coordinates give `false`.
    ///   - rule: Non-zero (the default) or even-odd.
    /// - Returns: Whether the point is inside.
    /// - Complexity: O(n) in the number of elements; builds a tester, so it allocates.
    public func contains(_ point: Point, using rule: FillRule = .nonZero) -> Bool {
        FillHitTester(path: self, rule: rule).contains(point)
    }

    /// Whether the path's stroke covers `point`: what CoreGraphics'
    /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)` would cover.
    ///
    /// Exact on curves (see ``StrokeHitTester`` for the semantics). For many queries against one
    /// path, prepare a ``StrokeHitTester`` once instead.
    ///
    /// - Parameters:
    ///   - point: The query point; NaN or infinite coordinates give `false`.
    ///   - style: Width, cap, join and miter limit.
    /// - Returns: Whether the point is inside the stroke.
    /// - Complexity: O(n) in the number of elements; builds a tester, so it allocates.
    public func contains(_ point: Point, using style: BezierPath.StrokeStyle) -> Bool {
        StrokeHitTester(path: self, style: style).contains(point)
    }
}
