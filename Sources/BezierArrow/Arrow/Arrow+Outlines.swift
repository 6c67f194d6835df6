/// The arrow's tap target and selection outline as paths, for highlights and debug overlays:
/// hit testing itself never builds them.
extension Arrow {
    /// The tap target as a path to fill with the non-zero rule: the outline's fill plus the
    /// stroke of the outline and spine at ``tapStrokeStyle`` (width `max(hitWidth, lineWidth)`,
    /// round joins and caps).
    ///
    /// Same as ``tapTarget(insetBy:tolerance:)`` with no inset and the default tolerance.
    @usableFromInline package var tapTarget: BezierPath { tapTarget() }

    /// The tap target as a path to fill with the non-zero rule, for a touch inset.
    ///
    /// The stroke outline comes from `StrokeOutliner`; each closed contour of a stroke band
    /// winds against the path it strokes (left offsets forwards, right offsets backwards), so the
    /// outline's subpaths are appended reversed: the fill and the band then wind the same way
    /// and the non-zero rule takes their union. Filling it agrees with
    /// ``tapTargetContains(_:insetBy:)`` except within `tolerance` of the boundary (and, for an
    /// even-odd template whose subpaths overlap, inside the overlap, which this path fills).
    ///
    /// - Parameters:
    ///   - inset: the touch inset (negative widens); see ``tapReach(insetBy:)``.
    ///   - tolerance: the largest distance between the path and the true boundary.
    /// - Returns: the path; the outline alone when the reach is 0.
    /// - Complexity: O(elements); allocates (build it for drawing, not per touch).
    @usableFromInline package func tapTarget(insetBy inset: Double = 0, tolerance: Double = 0.01) -> BezierPath {
        var result = BezierPath()
        let reach = tapReach(insetBy: inset)
        if reach > 0 {
            var outliner = StrokeOutliner()
            let style = BezierPath.StrokeStyle(width: 2 * reach, cap: .round, join: .round)
            outliner.outline(of: outline, style: style, tolerance: tolerance, into: &result)
            outliner.outline(of: spine, style: style, tolerance: tolerance, into: &result)
        }
        Arrow.appendReversed(outline, to: &result)
        return result
    }

    /// The outline of the visible arrow's stroke, to draw dashed around a selected arrow (the
    /// stroke of the stroke): the outline and spine stroked at the template's line width, or
    /// at a hairline width of 1 for an arrow drawn by its fill alone, with the template's caps,
    /// joins and miter limit (CoreGraphics' defaults, butt, miter and 10, unless it sets them).
    /// Its own dash is left out: the selection goes around the whole stroke, gaps included, as
    /// the tap target does.
    ///
    /// Same as ``selectionOutline(tolerance:)`` with the default tolerance.
    @usableFromInline package var selectionOutline: BezierPath { selectionOutline() }

    /// The outline of the visible arrow's stroke; see ``selectionOutline``.
    ///
    /// - Parameter tolerance: the largest distance between the path and the true boundary.
    /// - Returns: a path to fill with the non-zero rule, or to stroke (dashed) as it is.
    /// - Complexity: O(elements); allocates.
    @usableFromInline package func selectionOutline(tolerance: Double = 0.01) -> BezierPath {
        var style = template.strokeStyle
        if style.width <= 0 { style.width = 1 }
        var result = BezierPath()
        var outliner = StrokeOutliner()
        outliner.outline(of: outline, style: style, tolerance: tolerance, into: &result)
        outliner.outline(of: spine, style: style, tolerance: tolerance, into: &result)
        return result
    }

    /// Appends every subpath of `path`, closed, traversed backwards (a cubic's control points
    /// swap), which fills the same area with the opposite winding.
    static func appendReversed(_ path: BezierPath, to out: inout BezierPath) {
        let elements = path.elements
        var start = 0
        while start < elements.count {
            var stop = start + 1
            while stop < elements.count {
                if case .move = elements[stop] { break }
                stop += 1
            }
            appendReversedSubpath(elements[start..<stop], to: &out)
            start = stop
        }
    }

    /// Appends one subpath (a move, its segments, maybe a close) backwards, closed.
    static func appendReversedSubpath(_ subpath: ArraySlice<PathElement>, to out: inout BezierPath) {
        guard case .move? = subpath.first, let last = subpath.last(where: { $0.endPoint != nil })?.endPoint else { return }
        out.move(to: last)
        var i = subpath.endIndex - 1
        while i > subpath.startIndex {
            // The segment's start: the end point of the element before it (a close is always last).
            var j = i - 1
            while subpath[j].endPoint == nil { j -= 1 }
            let from = subpath[j].endPoint!
            switch subpath[i] {
            case .line: out.line(to: from)
            case .quad(_, let c): out.quad(to: from, control: c)
            case .cubic(_, let c1, let c2): out.cubic(to: from, control1: c2, control2: c1)
            case .move, .close: break
            }
            i -= 1
        }
        out.close()
    }
}
