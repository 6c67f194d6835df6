/// Hit testing on the arrow's tap target: the fill of the outline plus the stroke of
/// the outline and spine at width `max(hitWidth, lineWidth)` with round joins and caps.
///
/// A stroke with round joins and caps covers exactly the points within half its width of the
/// path (the path swept by a disk), so the tap target is tested without building it: a point
/// hits when it lies inside the outline's fill or within ``tapRadius`` of the outline or spine.
/// Both tests are exact (no flattening); the nearest point found for the second also names the
/// part hit.
extension Arrow {
    /// Half the tap target's stroke width: `max(hitWidth, lineWidth) / 2` (17.5 for the default
    /// minimum of 35).
    @inlinable
    package var tapRadius: Double { max(template.hitWidth, template.lineWidth) / 2 }

    /// The tap target's stroke style: width `max(hitWidth, lineWidth)`, round joins and caps.
    @inlinable
    package var tapStrokeStyle: BezierPath.StrokeStyle {
        BezierPath.StrokeStyle(width: 2 * tapRadius, cap: .round, join: .round)
    }

    /// How far the tap target reaches from the outline and spine for a touch inset: the
    /// ``tapRadius`` less the inset, never negative.
    ///
    /// - Parameter inset: as `CGRect.insetBy`: negative widens the tap target by that much on
    ///   every side (an inset of -10 gives a small arrow 10 more points to be tapped), positive narrows
    ///   it down to the bare fill. An inset beyond ±`AcceptedRange.maxMagnitude` counts as that
    ///   bound, and NaN as 0: an infinite reach made the tap target's bounds infinite (their
    ///   width not a number) and a point 1e226 away a hit.
    @inlinable
    package func tapReach(insetBy inset: Double = 0) -> Double {
        let r = tapRadius - AcceptedRange.clampedInset(inset)
        return r > 0 ? r : 0
    }

    /// The bounds of the tap target: ``bounds`` grown by the tap reach on every side, and the
    /// label's box (``labelFrame``) with, on a labelled arrow, the reach around each body handle
    /// (the body drawn there may be cut around the label).
    ///
    /// Tight but for rounding: a disk swept along the path reaches its radius past the path's
    /// extremes, and the bounds reach a few units in the last place further, since a distance
    /// computed to a point just beyond the reach can round to the reach itself; so every point
    /// the hit test takes lies in them (a scene rejects touches by them first).
    ///
    /// - Parameter inset: the touch inset (negative widens); see ``tapReach(insetBy:)``.
    /// - Returns: the bounds, or ``Rect/null`` for an arrow with nothing drawn.
    @inlinable
    package func tapTargetBounds(insetBy inset: Double = 0) -> Rect {
        let reach = tapReach(insetBy: inset)
        let magnitude = max(max(abs(bounds.minX), abs(bounds.maxX)), max(abs(bounds.minY), abs(bounds.maxY)))
        let r = bounds.isNull ? reach : reach + 16 * max(magnitude, reach).ulp
        let grown = bounds.insetBy(dx: -r, dy: -r)
        guard let box = labelBox else { return grown }
        var bounds = grown.union(box)
        for handle in handlePoints { bounds = bounds.union(Rect(corner: handle - Point(r, r), handle + Point(r, r))) }
        return bounds
    }

    /// Whether a point hits the arrow's tap target.
    ///
    /// Cheaper than ``hitTest(_:insetBy:)`` when the part and nearest point are not needed: it
    /// stops at the first proof of a hit.
    ///
    /// - Parameters:
    ///   - point: the touch, in the arrow's coordinates.
    ///   - inset: the touch inset (negative widens); see ``tapReach(insetBy:)``.
    /// - Returns: whether the point lies in the fill, within the tap reach of the outline or
    ///   spine or of a body handle, or in the label's box: what ``hitTest(_:insetBy:)`` hits.
    ///   A point that is not finite never hits.
    /// - Complexity: O(elements), allocation-free.
    @usableFromInline package func tapTargetContains(_ point: Point, insetBy inset: Double = 0) -> Bool {
        if let box = labelBox, box.contains(point) { return true }
        let r = tapReach(insetBy: inset)
        // A handle lies on the body unless a label's cut took the body away there.
        if labelBox != nil, point.isFinite, handlePoints.contains(where: { $0.distanceSquared(to: point) <= r * r }) {
            return true
        }
        guard point.isFinite, bounds.distanceSquared(to: point) <= r * r else { return false }
        return fillContains(point) || preparedPath.isWithin(r * r, of: point)
            || headTargets.isPlaced && headTargets.isWithin(r * r, of: point)
    }

    /// Which part of the arrow a point hits, the nearest point of the arrow and the distance to it.
    ///
    /// The part is the one the nearest point of the outline or spine belongs to: a point of a
    /// head's elements (an on-curve point in a head frame, or a segment between two of them)
    /// belongs to that head; the inside of any other segment to the body. Ties go to the head.
    /// On a styled arrow (``style``) the elements of each head belong to it, the body's to the
    /// body, except that a body point lying in a head's frame, as placed at its tip, belongs to
    /// that head (so a touch on the tip of an `arrow` or `bar` head, where the body runs up to
    /// the tip, grabs the tip). A point within the tap reach of one of the body's ``handles`` hits
    /// that handle (``ArrowPart/handle(_:)``; the nearest, the first of equally near ones). A point in
    /// the label's box (``labelFrame``) hits ``ArrowPart/label``, at distance 0.
    ///
    /// Where parts overlap, a head wins over the label (so that a tip under a long label can
    /// still be grabbed), the label over a handle (the label is drawn over the middle of the body,
    /// where an arc's or elbow's handle sits: the handle is then grabbed within its reach around
    /// the box) and over the body.
    ///
    /// - Parameters:
    ///   - point: the touch, in the arrow's coordinates.
    ///   - inset: the touch inset (negative widens); see `tapReach(insetBy:)`.
    /// - Returns: the hit, or `nil` when the point is outside the tap target (or not finite).
    ///   Inside the fill the hit's point is the touch itself at distance 0.
    /// - Complexity: O(elements), allocation-free. Straight segments are projected in closed
    ///   form; a curved segment is kept, since the last tip change, as short monotone pieces, and
    ///   a piece is projected exactly only when cheap lower bounds of its distance leave it in
    ///   the running (see ``PreparedPath``).
    public func hitTest(_ point: Point, insetBy inset: Double = 0) -> ArrowHit? {
        Arrow.hitTest(point, reach: tapReach(insetBy: inset), preparedPath, heads: headTargets, drawing: drawing,
                      label: labelBox)
    }

    /// The hit test proper, on an arrow's prepared path with the tap reach given (a scene passes
    /// each item's own, and the prepared path borrowed from the item in place; a call on the item
    /// itself would copy it).
    ///
    /// The nearest part, a body point in a placed head frame of a styled arrow counting as that
    /// head. Then the label's box wins over the body, a handle or a miss, never over a head.
    /// Then the nearest of the body's handles within the tap reach wins over the body (or a
    /// miss), so that a touch on the middle of a bent body bends it; never over a head, so that
    /// the tips of a short bent arrow, near its handle, can still be grabbed. The head frames
    /// and the handles are read out of the heads and body only when the hit may need them.
    @inline(__always)
    static func hitTest(_ point: Point, reach r: Double, _ shape: borrowing PreparedPath, heads: borrowing PlacedHeadTargets,
                        drawing: ArrowDrawing, label: Rect?) -> ArrowHit? {
        var hit = hitTest(point, reach: r, shape, heads: heads)
        if let found = hit, found.part == .body, case .headsAndBody(let box) = drawing, let frames = box.state.headFrames,
           let head = frames.head(holding: found.point) {
            hit?.part = head
            return hit
        }
        if let label, hit?.part.tip == nil, label.contains(point) {
            return ArrowHit(part: .label, point: point, distance: 0)
        }
        if hit?.part.tip == nil, point.isFinite, case .headsAndBody(let box) = drawing {
            var nearest: ArrowHit?
            for (i, handle) in box.state.handles.enumerated() {
                let d = point.distance(to: handle)
                if d <= r && d < nearest?.distance ?? .infinity { nearest = ArrowHit(part: .handle(i), point: handle, distance: d) }
            }
            if let nearest { return nearest }
        }
        return hit
    }

    /// The nearest part of a prepared path and the heads' placed targets, as their elements'
    /// parts say.
    @inline(__always)
    private static func hitTest(_ point: Point, reach r: Double, _ shape: borrowing PreparedPath,
                                heads: borrowing PlacedHeadTargets) -> ArrowHit? {
        guard point.isFinite else { return nil }
        let isNear = shape.bounds.distanceSquared(to: point) <= r * r
        var winding = 0
        if heads.isPlaced {
            guard isNear || heads.boundsReach(point, within: r * r) else { return nil }
            winding = heads.windingNumber(at: point)
        } else {
            guard isNear else { return nil }
        }
        if shape.fills(winding: winding + shape.winding(at: point)) {
            // Inside the fill only the part of the nearest point matters. The nearest point is
            // usually within the reach, which prunes well; else it is searched for anywhere.
            var search = NearestSearch(point, within: r * r, mode: .labelOnly)
            search.run(shape, heads: heads)
            if !search.found {
                search = NearestSearch(point, within: .infinity, mode: .labelOnly)
                search.run(shape, heads: heads)
            }
            return ArrowHit(part: ArrowPart(search.label), point: point, distance: 0)
        }
        var search = NearestSearch(point, within: r * r, mode: .nearest)
        search.run(shape, heads: heads)
        guard search.found else { return nil }
        return ArrowHit(part: ArrowPart(search.label), point: search.nearest, distance: search.distanceSquared.squareRoot())
    }

    /// Whether the outline's fill covers a point, by its ``ArrowTemplate/fillRule``.
    ///
    /// Every subpath is implicitly closed, as CoreGraphics fills. The crossings of a horizontal
    /// ray are counted on the edges and monotone curve pieces prepared at the last tip change,
    /// half-open in y (see ``PreparedPath``).
    ///
    /// - Parameter point: the point.
    /// - Returns: `false` for an arrow without an outline, or a point that is not finite.
    /// - Complexity: O(elements), allocation-free.
    @usableFromInline package func fillContains(_ point: Point) -> Bool {
        guard headTargets.isPlaced, point.isFinite else { return preparedPath.fillContains(point) }
        return preparedPath.fills(winding: preparedPath.winding(at: point) + headTargets.windingNumber(at: point))
    }
}
