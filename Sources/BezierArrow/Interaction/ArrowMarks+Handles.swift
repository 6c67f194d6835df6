/// The selected arrow's body handles as every view draws them: waypoints, legs' midpoints and
/// a bend (``Arrow/handles``), which pointers drag and the keyboard focuses.
extension ArrowMarks {
    /// A waypoint's or a bend's disk radius: 5 points on screen, a finger's aim within the
    /// touch inset that grabs it.
    package var handleRadius: Double { 5 / zoomScale }

    /// A leg's midpoint's ring radius: 3.5 points on screen, smaller than a waypoint, as it
    /// adds one rather than is one.
    package var midpointHandleRadius: Double { 3.5 / zoomScale }

    /// The width of a midpoint's ring: 1.5 points on screen, 2.5 with increased contrast.
    package var handleLineWidth: Double { (increasedContrast ? 2.5 : 1.5) / zoomScale }

    /// The handles a view draws on a selected arrow, in ``Arrow/handles``' order: every handle
    /// whose position is finite, each with its radius, the focused waypoint marked.
    ///
    /// - Parameters:
    ///   - arrow: the arrow, selected.
    ///   - focusedWaypoint: the waypoint with the keyboard focus, if any.
    /// - Returns: the marks; none for an arrow without handles (no style, a body without a bend
    ///   or waypoints, a self-loop's body).
    package func handleMarks(of arrow: Arrow, focusedWaypoint: Int? = nil) -> [ArrowHandleMark] {
        arrow.handles.compactMap { handle in
            guard handle.position.isFinite else { return nil }
            var radius = handleRadius, focused = false
            switch handle.role {
            case .bend: break
            case .waypoint(let i): focused = i == focusedWaypoint
            case .segmentMidpoint: radius = midpointHandleRadius
            }
            return ArrowHandleMark(index: handle.index, role: handle.role, center: handle.position, radius: radius, isFocused: focused)
        }
    }

    /// How far a view's drawing of a selected arrow reaches with its handles drawn:
    /// ``drawnBounds(of:isSelected:focusedTip:)`` and every handle's mark, with the focus ring
    /// around a focused waypoint.
    ///
    /// - Parameters:
    ///   - arrow: the arrow.
    ///   - focusedTip: the tip with the focus ring, if any.
    ///   - focusedWaypoint: the waypoint with the focus ring, if any.
    /// - Returns: a rectangle in the arrow's coordinates.
    package func drawnBoundsWithHandles(of arrow: Arrow, focusedTip: ArrowTip?, focusedWaypoint: Int?) -> Rect {
        var result = drawnBounds(of: arrow, isSelected: true, focusedTip: focusedTip)
        let margin = 1 / zoomScale
        for mark in handleMarks(of: arrow, focusedWaypoint: focusedWaypoint) {
            var box = mark.bounds(lineWidth: handleLineWidth)
            if mark.isFocused { box = box.union(focusRing(around: mark.center).insetBy(dx: -focusRingLineWidth / 2, dy: -focusRingLineWidth / 2)) }
            result = result.union(box.insetBy(dx: -margin, dy: -margin))
        }
        return result
    }
}
