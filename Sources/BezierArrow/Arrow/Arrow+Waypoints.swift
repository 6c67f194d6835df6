/// Points a styled arrow's body passes through between its tips (``ArrowBodyState/waypoints``):
/// each kind passes them its own way (straight lines with rounded corners, a smooth spline, or
/// horizontal and vertical runs; see ``ArrowBodyKind``), the heads turning with the first and
/// last pieces. Each waypoint and each leg's midpoint is a body handle (``handles``).
///
/// ```swift
/// var arrow = Arrow(template: ThinArrow.template)
/// arrow.body = .curved
/// arrow.waypoints = [Point(80, 40), Point(160, 0)]
/// arrow.insertWaypoint(Point(120, 60), at: 1)
/// arrow.removeWaypoint(at: 0)
/// ```
extension Arrow {
    /// The points the body passes through between the tips, in order from the start tip: the
    /// style's ``ArrowBodyState/waypoints``; none until some are set.
    ///
    /// Setting them gives an arrow without a style its template's default style first (as
    /// ``body`` does) and redraws it. Points that are not finite are dropped, finite ones
    /// clamped to ``ArrowDeformation/coordinateLimit``, as a tip is.
    public var waypoints: [Point] {
        get { style?.bodyState.waypoints ?? [] }
        set { restyle { $0.bodyState.waypoints = newValue } }
    }

    /// Inserts a waypoint, and redraws the arrow.
    ///
    /// - Parameters:
    ///   - point: the waypoint; a point that is not finite inserts nothing, a finite one is
    ///     clamped to ``ArrowDeformation/coordinateLimit``.
    ///   - index: where in ``waypoints``, from 0 (just after the start tip) to its count (just
    ///     before the end tip); another index inserts nothing.
    /// - Returns: whether it was inserted (a body keeps at most 125 waypoints).
    @discardableResult
    public mutating func insertWaypoint(_ point: Point, at index: Int) -> Bool {
        var s = style ?? template.defaultStyle
        guard s.bodyState.insertWaypoint(point, at: index) else { return false }
        style = s
        return true
    }

    /// Removes a waypoint, and redraws the arrow.
    ///
    /// - Parameter index: its index in ``waypoints``; another index removes nothing.
    /// - Returns: whether one was removed.
    @discardableResult
    public mutating func removeWaypoint(at index: Int) -> Bool {
        guard var s = style, s.bodyState.removeWaypoint(at: index) else { return false }
        style = s
        return true
    }
}

extension Arrow {
    /// See ``movableBody``.
    package typealias MovableBody = (state: ArrowBodyState, legMovesX: [Int: Bool])

    /// What a whole-arrow move carries besides the tips: the style's body state and, for each
    /// elbow leg with a middle segment, whether that segment is vertical (its kept coordinate an
    /// x) or horizontal; `nil` for an arrow without waypoints, whose bend is relative to the chord.
    package var movableBody: MovableBody? {
        guard let box = drawing.headsAndBody, !box.state.drawing.style.bodyState.waypoints.isEmpty else { return nil }
        var legs: [Int: Bool] = [:]
        for handle in box.state.line.legHandles { legs[handle.leg] = handle.movesX }
        return (box.state.drawing.style.bodyState, legs)
    }

    /// Puts the arrow rigidly where it was plus an offset: the tips, and the waypoints and an
    /// elbow's kept segments of `body` (``movableBody`` before the move) moved by it.
    package mutating func place(start: Point, end: Point, body: MovableBody?, movedBy offset: Point) {
        if let body, offset.isFinite {
            var state = body.state
            state.waypoints = body.state.waypoints.map { $0 + offset }
            for (leg, movesX) in body.legMovesX {
                if let v = body.state.fixedSegment(leg) { state.fixSegment(leg, at: v + (movesX ? offset.x : offset.y)) }
            }
            restyle { $0.bodyState = state }
        }
        setTips(start: start + offset, end: end + offset)
    }
}
