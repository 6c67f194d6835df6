/// One tip of an arrow template with its head frame: a fixed-size rectangle around a head (or a
/// plain tail) and the tip a user drags.
///
/// ``frame`` here is always the *head frame*, in template coordinates; the rectangle a view
/// hosting the arrow occupies is ``Arrow/viewFrame``.
public struct ArrowEnd: Hashable, Sendable {
    /// The head frame: every template point inside it (edges included) moves rigidly with the tip.
    public var frame: Rect
    /// The point a user drags; it lies in ``frame``.
    public var tip: Point

    /// Creates an end from its frame and tip.
    public init(frame: Rect, tip: Point) {
        self.frame = frame
        self.tip = tip
    }
}
