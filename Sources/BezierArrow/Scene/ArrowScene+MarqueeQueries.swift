/// Which arrows a selection rectangle meets, asked of each arrow's drawing: the outline's fill
/// and the spine, as a view draws them, and the label's box.
///
/// A stopgap for the selection rectangle (``ArrowSceneInteraction/marquee``) until the scene
/// answers rectangle queries from its grid: these two functions are what the scene's own
/// queries replace, one each, and they walk every arrow (only its bounds for the far ones).
/// Both decide on the curves, never on a flattened copy.
extension ArrowScene {
    /// The arrows whose drawing a closed rectangle touches, in drawing order: hidden,
    /// non-interactive and transparent arrows left out, as a pointer would find none of them.
    ///
    /// An arrow is touched when the rectangle holds a point of its spine or outline, of the
    /// outline's fill, or of its label's box. Past the bounds, each segment (a subpath read as
    /// closed for the outline, as its fill is) is tested exactly: an end inside, or a root of
    /// the segment's coordinate on an edge line (``ClipEdge/crossings(of:)``) whose point lies
    /// on the edge; when no segment meets the rectangle, it lies wholly inside the fill or
    /// wholly outside, and its centre says which.
    ///
    /// - Parameter rect: the rectangle, in scene coordinates; one that is null or not finite
    ///   touches nothing.
    /// - Complexity: O(arrows), plus the segments of those whose bounds the rectangle crosses;
    ///   allocates.
    package func arrows(touching rect: Rect) -> [ID] {
        guard Self.isQueryable(rect) else { return [] }
        var found: [ID] = []
        forEachInDrawingOrder { id, item in
            if item.receivesTouches && Self.drawing(of: item.arrow, touches: rect) { found.append(id) }
        }
        return found
    }

    /// The arrows a closed rectangle encloses wholly, in drawing order: their drawn bounds
    /// (``Arrow/bounds``, tight, from the curves' extrema) and label's box inside it. Hidden,
    /// non-interactive and transparent arrows are left out.
    ///
    /// - Parameter rect: the rectangle, in scene coordinates; one that is null or not finite
    ///   encloses nothing.
    /// - Complexity: O(arrows); allocates the answer.
    package func arrows(enclosedBy rect: Rect) -> [ID] {
        guard Self.isQueryable(rect) else { return [] }
        var found: [ID] = []
        forEachInDrawingOrder { id, item in
            let arrow = item.arrow
            guard item.receivesTouches, !arrow.bounds.isNull, rect.contains(arrow.bounds) else { return }
            if let box = arrow.labelFrame, !rect.contains(box) { return }
            found.append(id)
        }
        return found
    }

    private static func isQueryable(_ rect: Rect) -> Bool {
        !rect.isNull && rect.minX.isFinite && rect.minY.isFinite && rect.maxX.isFinite && rect.maxY.isFinite
    }

    /// Whether an arrow's drawing touches a rectangle; see ``arrows(touching:)``.
    static func drawing(of arrow: Arrow, touches rect: Rect) -> Bool {
        if let box = arrow.labelFrame, rect.intersects(box) { return true }
        let bounds = arrow.bounds
        guard rect.intersects(bounds) else { return false }
        if rect.contains(bounds) { return true }
        let edges = ClipEdge.edges(of: rect)
        // A crossing's point is on the edge line but for rounding: it counts when it lies on
        // the edge within a few units in the last place of the coordinates.
        let magnitude = max(max(abs(rect.minX), abs(rect.maxX)), max(abs(rect.minY), abs(rect.maxY)))
        let slack = 8 * max(magnitude, max(rect.width, rect.height)).ulp
        let grown = rect.insetBy(dx: -slack, dy: -slack)
        func meets(_ segment: PathSegment) -> Bool {
            if rect.contains(segment.startPoint) || rect.contains(segment.endPoint) { return true }
            return edges.contains { edge in edge.crossings(of: segment).contains { grown.contains(segment.point(at: $0)) } }
        }
        for loop in arrow.outline.loops(closingEvery: true) where loop.segments.contains(where: meets) { return true }
        var spineMeets = false
        arrow.spine.forEachSegment { if !spineMeets && meets($0) { spineMeets = true } }
        if spineMeets { return true }
        return arrow.fillContains(rect.center)
    }
}
