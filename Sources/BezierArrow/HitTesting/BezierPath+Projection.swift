extension BezierPath {
    /// The nearest point of the path to `p`, over every segment (closing lines of closed subpaths
    /// included, zero-length segments as their point), exactly.
    ///
    /// Lines are projected in closed form, curves by root isolation of the degree-5 normal
    /// condition (see ``CubicSegment/project(_:)``). A segment whose bounding box is farther than
    /// the best distance so far is skipped.
    ///
    /// - Parameter p: The query point.
    /// - Returns: The nearest point, or `nil` when `p` is not finite or the path has no segment
    ///   (empty, or lone moves only). Segments with a non-finite coordinate are ignored. Ties go
    ///   to the earlier element.
    /// - Complexity: O(n) in the number of elements; allocates nothing.
    public func project(_ p: Point) -> PathProjection? {
        guard p.isFinite else { return nil }
        var best: PathProjection?
        var start = Point.zero, current = Point.zero
        func consider(_ segment: PathSegment, _ index: Int) {
            guard segment.isFinite else { return }
            if let b = best, segment.boundingBox.distanceSquared(to: p) >= b.distance * b.distance { return }
            let r = segment.project(p)
            if best == nil || r.distance < best!.distance {
                best = PathProjection(point: r.point, distance: r.distance, elementIndex: index, t: r.t)
            }
        }
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let q):
                start = q
                current = q
            case .line(let q):
                consider(.line(LineSegment(current, q)), index)
                current = q
            case .quad(let q, let c):
                consider(.quad(QuadraticSegment(current, c, q)), index)
                current = q
            case .cubic(let q, let c1, let c2):
                consider(.cubic(CubicSegment(current, c1, c2, q)), index)
                current = q
            case .close:
                if current != start { consider(.line(LineSegment(current, start)), index) }
                current = start
            }
        }
        return best
    }
}
