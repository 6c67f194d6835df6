/// A cubic control point stored as its offset from the anchor it belongs to: the segment's start
/// for the first control point, its end for the second (so handles keep their direction, which
/// gives PaintCode's S-curve).
package struct AttachedHandle: Hashable, Sendable {
    /// The control point minus its anchor, at rest.
    package var offset: Point
    /// Whether the control point lies outside both frames at rest: a body handle, which
    /// ``HandlePolicy/scaled`` stretches with the body.
    package var isBodyHandle: Bool

    /// Creates an attached handle.
    package init(offset: Point, isBodyHandle: Bool) {
        self.offset = offset
        self.isBodyHandle = isBodyHandle
    }
}
