extension PreparedPath {
    /// The winding number of the path around `p`: the signed count of the path's crossings of
    /// the ray from `p` towards +x (downward edges +1), every subpath implicitly closed.
    ///
    /// - Parameter p: The query point; 0 for a point that is not finite.
    /// - Returns: The winding number.
    /// - Complexity: O(n) at worst; runs whose box misses the ray are skipped whole.
    package func windingNumber(at p: Point) -> Int {
        winding(at: unit == 1 ? p : p * unit)
    }

    /// ``windingNumber(at:)`` at a point in the prepared coordinates (see ``unit``): an arrow's
    /// hit test, whose prepared paths are at their size, calls it directly.
    package func winding(at p: Point) -> Int {
        guard p.isFinite, bounds.contains(p) else { return 0 }
        var w = 0
        var start = 0
        for r in 0..<segments.runCount {
            let run = segments.run(r)
            defer { start = Int(run.end) }
            guard run.mayCrossRay(from: p) else { continue }
            if run.isChain && p.x < run.minX {
                // Left of a chained run: its crossings telescope to its ends (see isChain).
                let a = segments[start].p0, b = segments[Int(run.end) - 1].p3
                w += (a.y <= p.y ? 1 : 0) - (b.y <= p.y ? 1 : 0)
            } else {
                for i in start..<Int(run.end) { w += segments[i].crossing(p, segments.controls(i)) }
            }
        }
        return w
    }

    /// Whether the fill covers `p`, by the fill rule it was prepared with, every subpath implicitly closed (as
    /// CoreGraphics fills).
    ///
    /// - Parameter p: The query point; `false` for a point that is not finite.
    /// - Returns: Whether `p` is inside.
    /// - Complexity: O(n) at worst; allocates nothing.
    public func fillContains(_ p: Point) -> Bool {
        fills(winding: windingNumber(at: p))
    }

    /// Whether ``fillRule`` fills where the path (or a union it is part of) winds `w` times.
    @inlinable @inline(__always)
    package func fills(winding w: Int) -> Bool {
        fillRule == .nonZero ? w != 0 : w & 1 != 0
    }

    /// Whether the stroke covers `p` (its boundary included, up to rounding).
    ///
    /// - Parameter p: The query point; `false` for a point that is not finite.
    /// - Returns: Whether `p` lies in the stroke.
    /// - Complexity: O(n) at worst, with an early exit on the first proof of a hit; allocates
    ///   nothing.
    public func strokeContains(_ p: Point) -> Bool {
        let p = unit == 1 ? p : p * unit
        guard p.isFinite, halfWidth > 0 else { return false }
        let r2 = halfWidth * halfWidth
        if isRound {
            return isWithin(r2, of: p)
        }
        if bounds.distanceSquared(to: p) <= r2 && sweepsContain(p, r2) { return true }
        guard regionBounds.contains(p) || !sectors.isEmpty else { return false }
        for sector in sectors where sector.contains(p, radiusSquared: r2) { return true }
        for region in regions where region.contains(p) { return true }
        return false
    }

    /// Whether some stroked segment comes within `sqrt(r2)` of `p` (a round stroke's
    /// containment, and an arrow's tap target outside its fill), exactly.
    ///
    /// One pass answers from edges and piece ends in closed form, with an early exit; only
    /// when they all miss are the pieces whose lower bound (their box and band) leaves them in
    /// range looked into: first at the point across from `p`, then by exact projection.
    package func isWithin(_ r2: Double, of p: Point) -> Bool {
        guard bounds.distanceSquared(to: p) <= r2 else { return false }
        var pending = false
        let hit = anySegment(within: r2, of: p) { i in
            let s = segments[i]
            guard s.isStroked, s.boxDistanceSquared(to: p) <= r2 else { return false }
            if !s.isCurve { return s.edgeNearest(to: p).distanceSquared <= r2 }
            if s.p0.distanceSquared(to: p) <= r2 || s.p3.distanceSquared(to: p) <= r2 { return true }
            pending = pending || s.lowerBoundSquared(p) <= r2
            return false
        }
        guard !hit && pending else { return hit }
        return anySegment(within: r2, of: p) { i in
            guard segments[i].isCurve && segments[i].lowerBoundSquared(p) <= r2 else { return false }
            let c = segments[i].curve(segments.controls(i))
            if c.point(at: NearestSearch.chordParameter(c, p)).distanceSquared(to: p) <= r2 { return true }
            return HitPiece.nearestInside(c, to: p).map { $0.distanceSquared <= r2 } ?? false
        }
    }

    /// Whether `body` says yes for some segment of a run whose box lies within `sqrt(r2)` of
    /// `p` (the others are skipped whole), in path order.
    @inline(__always)
    private func anySegment(within r2: Double, of p: Point, _ body: (Int) -> Bool) -> Bool {
        var start = 0
        for r in 0..<segments.runCount {
            let run = segments.run(r)
            defer { start = Int(run.end) }
            guard run.distanceSquared(to: p) <= r2 else { continue }
            for i in start..<Int(run.end) where body(i) { return true }
        }
        return false
    }

    /// Whether some stroked segment's sweep of normals of length `sqrt(r2)` holds `p`.
    private func sweepsContain(_ p: Point, _ r2: Double) -> Bool {
        anySegment(within: r2, of: p) { i in
            let s = segments[i]
            guard s.isStroked, s.boxDistanceSquared(to: p) <= r2 else { return false }
            guard s.isCurve else { return s.edgeSweepContains(p, r2) }
            guard s.lowerBoundSquared(p) <= r2 else { return false }
            let piece = StrokeCurvePiece(s.curve(segments.controls(i)), halfWidth: halfWidth,
                                         isSegmentStart: s.isSegmentStart, isSegmentEnd: s.isSegmentEnd)
            return piece.sweepContains(p, halfWidthSquared: r2)
        }
    }
}
