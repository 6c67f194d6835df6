extension BezierPath {
    /// The dashes of the path: one open subpath per dash, cut from the path where the pattern
    /// says, for stroking without a dash.
    ///
    /// Stroking the result with a ``StrokeStyle`` draws what a renderer draws stroking the path
    /// with that style and this dash (SVG's `stroke-dasharray` and `stroke-dashoffset`,
    /// CoreGraphics' `setLineDash(phase:lengths:)`): the pattern restarts at every subpath,
    /// every dash gets caps at both ends and joins at its corners, a dash running through the
    /// start of a closed subpath is joined there, and a closed subpath no gap falls on stays
    /// closed. A dash of length 0 is a zero-length line, which round and square caps draw as a
    /// dot (square caps as an axis-aligned square, as for any zero-length subpath).
    ///
    /// Curves are cut with de Casteljau's construction, so every dash lies exactly on the path;
    /// its ends are placed by arc length to within a thousandth of `tolerance`.
    ///
    /// ```swift
    /// let dashes = path.dashed(try BezierPath.DashPattern([6, 4]))
    /// context.addPath(dashes.cgPath)      // then stroke without a dash
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The dash lengths and offset.
    ///   - tolerance: How far, along the path, a dash end may lie from its exact place, times
    ///     1,000.
    /// - Returns: The dashes. When they would need more than `AcceptedRange.maxOutlineElements`
    ///   elements (a pattern tiny beside the path), the path itself: drawn undashed rather than
    ///   never. A subpath with a point that is not finite has no dashes (its length is not a
    ///   number), as its stroke has no outline.
    /// - Complexity: O(n + d) in the number of elements and of dashes; allocates only the result.
    public func dashed(_ pattern: DashPattern, tolerance: Double = 0.01) -> BezierPath {
        // Dashed as it stood, an infinite subpath needed more dashes than the cap allows, and
        // the path came back whole, its infinite points with it.
        guard isFinite else { return finiteSubpaths.dashed(pattern, tolerance: tolerance) }
        var result = BezierPath()
        var dasher = PathDasher<BezierPath>(path: self, labels: [], pattern: pattern,
                                            precision: Self.dashPrecision(tolerance, of: self))
        _ = dasher.draw(into: &result)
        return result
    }

    /// The subpaths whose every point is finite, in order.
    var finiteSubpaths: BezierPath {
        var kept = BezierPath(), subpath: [PathElement] = []
        func keepIfFinite() {
            if subpath.allSatisfy(\.isFinite) { for e in subpath { kept.append(e) } }
            subpath.removeAll(keepingCapacity: true)
        }
        for element in elements {
            if case .move = element { keepIfFinite() }
            subpath.append(element)
        }
        keepIfFinite()
        return kept
    }

    /// The outline of the path's dashed stroke, for renderers without dashes: the stroke outline
    /// (``stroked(_:tolerance:)``) of the path's dashes (``dashed(_:tolerance:)``).
    ///
    /// Filling it with the non-zero rule draws the dashed stroke, within `tolerance` of its true
    /// boundary: the dashes lie exactly on the path and end within a thousandth of the tolerance
    /// of their places, and the outliner draws their stroke within the tolerance.
    ///
    /// ```swift
    /// let outline = spine.stroked(BezierPath.StrokeStyle(width: 2, cap: .round),
    ///                             dash: try BezierPath.DashPattern([6, 4]))
    /// ```
    ///
    /// - Parameters:
    ///   - style: Width, cap, join and miter limit; caps end every dash.
    ///   - dash: The dash lengths and offset.
    ///   - tolerance: The largest distance between the outline and the dashed stroke's boundary.
    /// - Returns: The outline, to be filled with the non-zero rule; empty for a width that is not
    ///   a positive finite number, and when the outline would exceed
    ///   `AcceptedRange.maxOutlineElements` elements.
    /// - Complexity: O(n + d) in the number of elements and of dashes.
    public func stroked(_ style: StrokeStyle, dash: DashPattern, tolerance: Double = 0.01) -> BezierPath {
        dashed(dash, tolerance: tolerance).stroked(style, tolerance: tolerance)
    }

    /// How close dash ends come to their places: a thousandth of the tolerance, but no closer
    /// than a `Double` can place a point among the path's coordinates (1e-13 of the largest).
    package static func dashPrecision(_ tolerance: Double, of path: BezierPath) -> Double {
        let floor = 1e-13 * max(path.largestMagnitude, 1e-300)
        return max(tolerance.isFinite && tolerance > 0 ? tolerance / 1000 : 1e-5, floor)
    }
}
