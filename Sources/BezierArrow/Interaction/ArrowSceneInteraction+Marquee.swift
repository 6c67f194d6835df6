/// Selecting with a rectangle: a pointer alone that comes down on no arrow and moves beyond the
/// slop draws a selection rectangle (``marquee``, for the view to draw) from where it came down
/// to where it is, and the selection becomes the arrows it meets (``marqueeRule``: touched, or
/// wholly enclosed), added to the selection there was when Shift or Command were held. The
/// selection follows the rectangle at every move; the rectangle goes when the pointer lifts; a
/// cancel puts the selection back.
extension ArrowSceneInteraction {
    /// The selection rectangle a pointer is drawing, in scene coordinates, or `nil`.
    package var marquee: Rect? { marqueeDrag?.rect }

    /// The arrows a rectangle selects under ``marqueeRule``, in drawing order.
    ///
    /// - Parameter rect: the rectangle, in scene coordinates.
    package func arrows(selectedBy rect: Rect) -> [ID] {
        switch marqueeRule {
        case .touched: scene.arrows(intersecting: rect)
        case .enclosed: scene.arrows(inside: rect)
        }
    }

    /// Starts a selection rectangle (after the selection was cleared or kept).
    mutating func beginMarquee(_ pointer: Int, at location: Point) {
        marqueeDrag = MarqueeDrag(pointer: pointer, downLocation: location, location: location, base: selected)
    }

    /// Follows the pointer drawing the rectangle: past the slop, the selection is the
    /// rectangle's arrows (added to the base).
    ///
    /// - Returns: whether the rectangle changed.
    mutating func moveMarquee(to location: Point) -> Bool {
        guard var drag = marqueeDrag, location.isFinite, location != drag.location || !drag.hasMoved else { return false }
        defer { marqueeDrag = drag }
        drag.location = location
        if !drag.hasMoved {
            let slop = ArrowConnectionSettings.sceneLength(connectionSettings.pointerSlop, zoomScale: zoomScale)
            guard !(location.distanceSquared(to: drag.downLocation) <= slop * slop) else { return false }
            drag.hasMoved = true
        }
        guard let rect = drag.rect else { return false }
        var selection = drag.base
        for id in arrows(selectedBy: rect) { selection.insert(id) }
        selected = selection
        if let id = focus?.id, !selected.contains(id) { focus = nil }
        keepWaypointFocusValid()
        return true
    }

    /// The pointer drawing the rectangle lifted: the selection takes the last location, and the
    /// rectangle goes.
    mutating func finishMarquee(at location: Point) {
        _ = moveMarquee(to: location)
        marqueeDrag = nil
    }

    /// The pointer drawing the rectangle was cancelled: the selection it started from comes
    /// back.
    ///
    /// - Returns: whether a rectangle was drawn.
    mutating func cancelMarquee() -> Bool {
        guard let drag = marqueeDrag else { return false }
        marqueeDrag = nil
        guard drag.hasMoved else { return false }
        select(drag.base)
        return true
    }
}
