/// A direction a keyboard or an accessibility action moves a tip in, on screen: arrow
/// coordinates run y down, as the views' do.
package enum ArrowMoveDirection: String, Hashable, Sendable, CaseIterable {
    /// Toward smaller x.
    case left
    /// Toward larger x.
    case right
    /// Toward smaller y (up on screen).
    case up
    /// Toward larger y (down on screen).
    case down

    /// The unit vector of the direction, y down.
    @inlinable
    package var vector: Point {
        switch self {
        case .left: Point(-1, 0)
        case .right: Point(1, 0)
        case .up: Point(0, -1)
        case .down: Point(0, 1)
        }
    }
}
