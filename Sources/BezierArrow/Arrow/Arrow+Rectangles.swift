/// Rectangle queries on what an arrow draws: a marquee that selects what it touches, one that
/// selects what it encloses, and the extent a view culls by.
///
/// What the arrow draws is what its hit test looks at, with the stroke's own reach for the tap
/// reach: the outline's fill (by its ``ArrowTemplate/fillRule``, a styled arrow's heads adding
/// their winding numbers), the points within half the ``ArrowTemplate/lineWidth`` of the outline
/// and spine (the stroke with round joins and caps; at width 0 the paths themselves), and the
/// label's box. Dashes are ignored, as hits ignore them; the body's handles are not drawn.
extension Arrow {
    /// How far the drawn stroke reaches from the outline and spine for the rectangle queries:
    /// half the line width.
    var strokeReach: Double { PreparedPath.acceptedReach(template.lineWidth / 2) }

    /// Whether what the arrow draws meets a closed rectangle (see the extension's summary).
    ///
    /// - Parameter rect: the rectangle, edges included; a null one, or one with a coordinate
    ///   that is not finite, meets nothing.
    /// - Returns: whether some drawn point lies in the rectangle.
    /// - Complexity: O(elements), allocation-free; decided on the curves (see
    ///   ``PreparedPath/intersects(_:reach:)``).
    package func drawingIntersects(_ rect: Rect) -> Bool {
        guard let box = PreparedPath.queryBox(rect) else { return false }
        if let label = labelBox, label.intersects(rect) { return true }
        let r = strokeReach
        let near = HitBounds(minX: box.minX - r, minY: box.minY - r, maxX: box.maxX + r, maxY: box.maxY + r)
        guard PreparedPath.overlap(pathBounds, near) else { return false }
        if preparedPath.segmentsMeet(box, reach: r) || headTargets.segmentsMeet(box, reach: r) { return true }
        if r > 0 {
            if preparedPath.cornerWithin(box, reach: r) { return true }
            if headTargets.isPlaced {
                let r2 = r * r
                if headTargets.isWithin(r2, of: Point(box.minX, box.minY)) || headTargets.isWithin(r2, of: Point(box.maxX, box.minY))
                    || headTargets.isWithin(r2, of: Point(box.minX, box.maxY))
                    || headTargets.isWithin(r2, of: Point(box.maxX, box.maxY)) { return true }
            }
        }
        // No drawn line comes near: the rectangle lies wholly inside the fill or outside it.
        return fillContains(Point(box.minX, box.minY))
    }

    /// Whether a closed rectangle holds everything the arrow draws: its tight bounds grown by
    /// half the line width, and the label's box.
    ///
    /// - Parameter rect: the rectangle, edges included; a null one, or one with a coordinate
    ///   that is not finite, holds nothing.
    /// - Returns: whether the rectangle holds the drawing; `false` for an arrow that draws no
    ///   path.
    /// - Complexity: O(1).
    package func drawingIsInside(_ rect: Rect) -> Bool {
        guard let box = PreparedPath.queryBox(rect),
              PreparedPath.holds(box, pathBounds, grownBy: strokeReach) else { return false }
        return labelBox.map { rect.contains($0) } ?? true
    }

    /// The tight bounds of the drawn paths, a styled arrow's placed heads included, as the
    /// prepared paths hold them (``bounds`` is a `Rect` of them, whose far edges are a sum).
    var pathBounds: HitBounds {
        headTargets.isPlaced ? preparedPath.queryBounds.union(headTargets.start.bounds).union(headTargets.end.bounds)
            : preparedPath.queryBounds
    }

    /// How far the arrow's drawing reaches: its bounds grown by the stroke (half the line width,
    /// times the miter limit where joins are mitred and times √2 at square caps' corners), and
    /// the label's box; ``Rect/null`` when it draws nothing. A view that draws only what meets
    /// its viewport draws an arrow whose drawing bounds meet it.
    package var drawingBounds: Rect {
        let style = template.strokeStyle
        // A join is mitred while 1/sin(angle/2) <= limit (CoreGraphics), reaching the limit
        // times the half width from its point at most; a square cap's corner √2 times.
        var factor = style.join == .miter ? max(style.miterLimit, 1) : 1
        if style.cap == .square { factor = max(factor, 2.0.squareRoot()) }
        let reach = strokeReach * factor
        var result = bounds.isNull || reach == 0 ? bounds : bounds.insetBy(dx: -reach, dy: -reach)
        if let box = labelBox { result = result.union(box) }
        return result
    }
}
