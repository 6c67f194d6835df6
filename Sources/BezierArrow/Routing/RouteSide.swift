/// A direction an orthogonal route leaves its start by or enters its end through: the side of
/// the shape the tip sits on (y grows downwards, so `up` is towards smaller y).
///
/// At the start, the route's first segment moves in this direction; at the end, the route's last
/// segment arrives moving the opposite way (into the side from outside).
package enum RouteSide: Int, CaseIterable, Sendable, Hashable {
    case right = 0, down = 1, left = 2, up = 3

    /// The unit step in this direction.
    package var step: Point {
        switch self {
        case .right: Point(1, 0)
        case .down: Point(0, 1)
        case .left: Point(-1, 0)
        case .up: Point(0, -1)
        }
    }

    /// The direction back.
    package var opposite: RouteSide { RouteSide(rawValue: (rawValue + 2) & 3)! }

    /// Whether the direction moves along x.
    package var isHorizontal: Bool { rawValue & 1 == 0 }

    /// The direction from one point to another on the same axis line (`nil` when they coincide or
    /// share no line).
    package static func from(_ a: Point, to b: Point) -> RouteSide? {
        if a.y == b.y, a.x != b.x { return b.x > a.x ? .right : .left }
        if a.x == b.x, a.y != b.y { return b.y > a.y ? .down : .up }
        return nil
    }
}
