/// A pointer drawing a selection rectangle from where it came down: the selection it started
/// from (kept when Shift or Command add to it) and where it is.
struct MarqueeDrag<ID: Hashable & Sendable>: Sendable {
    /// The pointer.
    var pointer: Int
    /// Where it came down: a corner of the rectangle.
    var downLocation: Point
    /// Where it is: the opposite corner.
    var location: Point
    /// Whether it has gone beyond the slop from ``downLocation``: until then there is no
    /// rectangle (a tap on nothing only clears the selection).
    var hasMoved = false
    /// The selection when it came down, which the rectangle's arrows are added to (empty
    /// unless Shift or Command were held).
    var base: ArrowSelection<ID>

    /// The rectangle, once the pointer has moved.
    var rect: Rect? {
        hasMoved ? Rect(corner: downLocation, location) : nil
    }
}
