/// Names the two tips of an arrow: ``start`` and ``end``.
///
/// "start" and "end" name tips and nothing else in the public API: a drag session *finishes*
/// (``ArrowDrag/finish(on:)``), a path's last point is its *current point*, and a value that
/// holds one of these names is called `...Tip` or `tipName` (``ArrowDrag/grabbedTip``,
/// ``ArrowPart/tipName``, `name`, ``ArrowDragResult/grabbed``).
public enum ArrowEndName: String, Hashable, Sendable, CaseIterable {
    case start, end
}
