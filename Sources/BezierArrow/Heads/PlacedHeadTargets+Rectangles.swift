extension PlacedHeadTargets {
    /// Whether a placed head's segments come within `reach` of a box in the arrow's coordinates
    /// (see ``PreparedPath/segmentsMeet(_:reach:placedBy:)``; the corners' disks are
    /// ``isWithin(_:of:)``'s); `false` when the heads are not placed.
    ///
    /// - Parameters:
    ///   - box: the box, finite, least coordinates first.
    ///   - r: the reach, finite and not negative.
    func segmentsMeet(_ box: HitBounds, reach r: Double) -> Bool {
        isPlaced && paths.segmentsMeet(box, reach: r, self)
    }
}

extension PlacedHeadTargets.Paths {
    /// ``PlacedHeadTargets/segmentsMeet(_:reach:)`` on the paths read in place.
    func segmentsMeet(_ box: HitBounds, reach r: Double, _ t: PlacedHeadTargets) -> Bool {
        let near = HitBounds(minX: box.minX - r, minY: box.minY - r, maxX: box.maxX + r, maxY: box.maxY + r)
        return PreparedPath.overlap(t.start.bounds, near) && start.segmentsMeet(box, reach: r, placedBy: t.start.transform)
            || PreparedPath.overlap(t.end.bounds, near) && end.segmentsMeet(box, reach: r, placedBy: t.end.transform)
    }
}

extension HeadPlacement {
    /// The placement as a transform from head coordinates to the arrow's (``placed(_:)``).
    var transform: Transform2D {
        Transform2D(a: axis.x, b: axis.y, c: -axis.y, d: axis.x, tx: tip.x, ty: tip.y)
    }
}
