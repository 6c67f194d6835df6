/// One of an arrow's two tips: ``start`` or ``end``.
///
/// "start" and "end" name tips and nothing else in the public API: a drag *finishes*
/// (``ArrowDrag/finish(on:)``), a path's last point is its *current point*, a segment's ends are
/// its `startPoint` and `endPoint`, and a value holding a tip is called `tip` or `...Tip`
/// (``ArrowPart/tip``, ``ArrowDrag/grabbedTip``, ``ArrowDragResult/grabbed``).
public enum ArrowTip: String, Hashable, Sendable, CaseIterable {
    /// The tip a template draws first, at its start head.
    case start
    /// The other tip, at its end head.
    case end
}
