/// A head frame of an arrow template: the fixed-size rectangle around a head (or a plain tail),
/// with the tip a user drags.
///
/// ``frame`` here is always the *head frame*, in template coordinates; the rectangle a view
/// hosting the arrow occupies is ``Arrow/viewFrame``.
public struct ArrowHeadFrame: Hashable, Sendable {
    /// The head frame: every template point inside it (edges included) moves rigidly with the tip.
    public var frame: Rect
    /// The point a user drags; it lies in ``frame``.
    public var tip: Point

    /// Creates a head frame from its rectangle and tip.
    public init(frame: Rect, tip: Point) {
        self.frame = frame
        self.tip = tip
    }
}
