/// One handle of an arrow's body: a point on the body that a touch can drag to reshape it, as
/// the body's kind defines it (``ArrowBodyKind/handleNames``), or one of its waypoints and the
/// midpoints between them (``ArrowBodyState/waypoints``).
///
/// An arrow lists its handles for its current tips (``Arrow/handles``); a hit on one is
/// ``ArrowPart/handle(_:)`` with its ``index``, its ``role`` says which it is, and
/// ``Arrow/moveHandle(_:to:)`` drags it.
public struct ArrowBodyHandle: Hashable, Sendable {
    /// The handle's place in its body's list: what ``ArrowPart/handle(_:)`` names.
    public let index: Int
    /// What the handle changes, in one word (`bend`, `waypoint`, `segment`), as help and
    /// previews name it.
    public let name: String
    /// Where the handle is for the arrow's current tips.
    public let position: Point
    /// What the handle is: the bend, a waypoint, or the midpoint of a segment between points.
    public let role: Role

    /// The part a hit on the handle names.
    public var part: ArrowPart { .handle(index) }
}
