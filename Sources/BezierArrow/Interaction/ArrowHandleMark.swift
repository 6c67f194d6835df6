/// A body handle as a view draws it on the selected arrow (``ArrowMarks/handleMarks(of:focusedWaypoint:)``):
/// a disk on a waypoint or a bend, a smaller ring on a leg's midpoint (an offer to add a
/// waypoint, or to move an elbow's leg, not a point the body holds), in the selection color.
package struct ArrowHandleMark: Hashable, Sendable {
    /// The handle's index in ``Arrow/handles``, which a hit names (``ArrowPart/handle(_:)``).
    package var index: Int
    /// What the handle is.
    package var role: ArrowBodyHandle.Role
    /// Its centre, in the arrow's coordinates.
    package var center: Point
    /// Its radius, in the arrow's coordinates.
    package var radius: Double
    /// Whether it has the keyboard focus (a focused waypoint): the focus ring goes around it.
    package var isFocused: Bool

    /// Whether it is drawn filled (a waypoint or a bend) rather than stroked as a ring (a leg's
    /// midpoint).
    package var isFilled: Bool {
        if case .segmentMidpoint = role { return false }
        return true
    }

    /// The square the mark covers, its stroke included (``ArrowMarks/handleLineWidth``).
    ///
    /// - Parameter lineWidth: the ring's line width.
    package func bounds(lineWidth: Double) -> Rect {
        let r = radius + lineWidth / 2
        return Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)
    }
}
