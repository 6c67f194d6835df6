extension PreparedPath {
    /// The nearest point of the path to `p`, over every stroked segment (closing lines of closed
    /// subpaths included, not the fill's implicit ones), exactly.
    ///
    /// - Parameters:
    ///   - p: The query point.
    ///   - maxDistance: Points farther than this are not looked for (the search is then much
    ///     cheaper); by default every point is.
    /// - Returns: The nearest point, with the element it lies on and its parameter there, or
    ///   `nil` when `p` is not finite or no point lies within `maxDistance`.
    /// - Complexity: O(n) at worst; runs and pieces that cannot beat the best so far are
    ///   skipped. Allocates nothing.
    public func nearestPoint(to p: Point, within maxDistance: Double = .infinity) -> PathProjection? {
        guard p.isFinite, !(maxDistance < 0) else { return nil }
        // In the prepared coordinates (see ``unit``), and back: exact, both powers of two.
        var q = unit == 1 ? p : p * unit
        // A point beyond 2^480 there (or too far to scale) lies some 2^380 times the path's size
        // away (a prepared path is at most 2^100 across), and the squares of its distances would
        // overflow: it is looked for from 2^480 in the same direction (the path a speck at the
        // origin from there, so the same nearest point), and its distance measured anew.
        let isNear = max(abs(q.x), abs(q.y)) <= 0x1p480
        if isNear && unit == 1 { return nearestPointAtUnit(to: p, within: maxDistance) }
        if !isNear { q = p * (0x1p480 / max(abs(p.x), abs(p.y))) }
        guard let found = nearestPointAtUnit(to: q, within: isNear ? maxDistance * unit : .infinity) else { return nil }
        let k = 1 / unit, point = unit == 1 ? found.point : found.point * k
        // Measured by its larger component first: the distance may be near the largest Double.
        let d = point - p, m = max(abs(d.x), abs(d.y))
        let distance = isNear ? found.distance * k : m * Point(d.x / m, d.y / m).length
        guard distance <= maxDistance else { return nil }
        return PathProjection(point: point, distance: distance, elementIndex: found.elementIndex, t: found.t,
                              label: found.label)
    }

    /// ``nearestPoint(to:within:)`` in the prepared coordinates.
    private func nearestPointAtUnit(to p: Point, within maxDistance: Double) -> PathProjection? {
        var search = NearestSearch(p, within: maxDistance * maxDistance, mode: .nearest)
        search.run(self)
        guard search.found, search.segment >= 0, search.segment < origins.count else { return nil }
        let origin = origins[search.segment], s = segments[search.segment]
        // The search's Newton steps stop within about 1e-9 of the piece's parameter; the winning
        // piece is projected once more by exact root isolation, which also gives the parameter,
        // mapped onto the piece's range of the element's parameter.
        var point = search.nearest, distance = search.distanceSquared.squareRoot(), local: Double
        if s.isCurve {
            let exact = s.curve(segments.controls(search.segment)).project(p)
            if exact.distance <= distance { (point, distance) = (exact.point, exact.distance) }
            local = exact.t
        } else {
            local = s.edgeNearest(to: point).t
        }
        let t = origin.t0 + (origin.t1 - origin.t0) * local
        return PathProjection(point: point, distance: distance, elementIndex: Int(origin.element), t: min(max(t, 0), 1),
                              label: search.label)
    }

    /// The label of what a touch at `p` takes: inside the fill, the label of the nearest point of
    /// the path; outside, that of the nearest point within `reach`, if any.
    ///
    /// A segment between ends of different labels is ``PathLabel/unlabelled`` inside, and a point
    /// where two labels tie goes to the one other than ``PathLabel/unlabelled``.
    ///
    /// - Parameters:
    ///   - p: The query point; `nil` for a point that is not finite.
    ///   - reach: How far outside the fill a point still takes the path.
    /// - Returns: The label, or `nil` when `p` is outside the fill and farther than `reach`.
    /// - Complexity: O(n) at worst; allocates nothing.
    public func label(at p: Point, within reach: Double) -> PathLabel? {
        guard p.isFinite else { return nil }
        let q = unit == 1 ? p : p * unit, r = unit == 1 ? reach : reach * unit
        if fills(winding: winding(at: q)) {
            var search = NearestSearch(q, within: .infinity, mode: .labelOnly)
            search.run(self)
            return search.label
        }
        guard r >= 0 else { return nil }
        var search = NearestSearch(q, within: r * r, mode: .nearest)
        search.run(self)
        return search.found ? search.label : nil
    }
}
