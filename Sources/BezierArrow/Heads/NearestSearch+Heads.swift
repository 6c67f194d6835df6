/// The nearest-point search over a styled arrow: its body's prepared path and its heads' targets
/// placed at their tips (see ``PlacedHeadTargets``).
extension NearestSearch {
    /// Searches an arrow's body and its heads' targets when it has them (see
    /// ``PlacedHeadTargets``); a head wins a tie. For ``Mode/nearest`` the body goes first, so
    /// that its nearest point bounds the heads' search; for ``Mode/labelOnly`` it goes last, as
    /// only the last part searched may settle a label without its distance (a head's target is
    /// searched for its nearest point, so that the parts searched after it compare with the
    /// true best).
    mutating func run(_ shape: borrowing PreparedPath, heads: borrowing PlacedHeadTargets) {
        guard heads.isPlaced else { return run(shape) }
        if mode == .nearest {
            run(shape)
            heads.paths.search(&self, heads, winsTies: true)
        } else {
            heads.paths.search(&self, heads, winsTies: false)
            run(shape)
        }
    }

    /// Searches a head's target placed in the arrow: the query and the bound taken into head
    /// coordinates, the point found (every point of the target is the head's) taken back.
    ///
    /// - Parameter winsTies: Whether a point as near as the best so far (up to the rounding of
    ///   the placement, a unit in the last place) is taken.
    mutating func run(_ target: PreparedPath, placed t: HeadPlacement, part: ArrowPart, winsTies: Bool) {
        guard t.bounds.distanceSquared(to: query) <= distanceSquared else { return }
        let q = t.local(query)
        let bound = distanceSquared * t.inverseScaleSquared
        var inner = NearestSearch(q, within: 0, mode: .nearest)
        inner.distanceSquared = winsTies ? bound.nextUp : bound
        inner.run(target)
        guard inner.found else { return }
        distanceSquared = inner.distanceSquared * t.scaleSquared
        found = true
        nearest = t.placed(inner.nearest)
        label = part.pathLabel
        segment = -1
    }
}
