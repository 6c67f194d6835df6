/// One piece of what a stroker draws for a path: a segment's sweep, a join, a cap or a dot.
///
/// `BezierPath.forEachStrokePiece(_:)` reports a path as these parts, with CoreGraphics' rules
/// for which joins and caps exist; the hit tester and the outline builder both consume them, so
/// the two agree on every degenerate case.
package enum StrokePiece: Hashable, Sendable {
    /// A segment of non-zero extent, with the index of the path element that drew it (the
    /// `.close` element for a closing line).
    case segment(PathSegment, element: Int)
    /// A join at a vertex between two segments, given the unit tangents arriving and leaving.
    case join(at: Point, incoming: Point, outgoing: Point)
    /// A cap at an end of an open subpath; `direction` is the unit vector pointing away from the
    /// path (backwards along the first segment at the start, forwards at the end).
    case cap(at: Point, direction: Point)
    /// A subpath with segments that all have zero length: drawn as a disk with round caps and an
    /// axis-aligned square with square caps (CoreGraphics and SVG; cairo draws nothing for the
    /// square), nothing with butt caps.
    case dot(at: Point)
}
