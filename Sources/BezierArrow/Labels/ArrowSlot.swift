/// A place on an arrow's body: a point of its center line and the line's direction there.
///
/// What ``ArrowSlots/slot(atFraction:)`` answers, e.g. to put a label or a badge halfway along
/// an arrow and turn it with the body.
public struct ArrowSlot: Hashable, Sendable {
    /// The point on the center line.
    public var point: Point
    /// The unit direction of the center line at ``point``, from the start head towards the end head.
    public var tangent: Point

    /// Creates a slot.
    ///
    /// - Parameters:
    ///   - point: the point on the center line.
    ///   - tangent: the unit direction there.
    public init(point: Point, tangent: Point) {
        self.point = point
        self.tangent = tangent
    }

    /// The fraction a query uses for `fraction`: clamped to `0...1`, and 0 for NaN.
    ///
    /// - Parameter fraction: any number.
    /// - Returns: a number in `0...1`.
    @inlinable
    public static func clampedFraction(_ fraction: Double) -> Double {
        fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }
}
