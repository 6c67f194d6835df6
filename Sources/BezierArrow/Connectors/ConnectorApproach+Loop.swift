/// The approach of a self-loop: an arrow leaving a shape and coming back to it.
extension ConnectorApproach {
    /// The smallest angle between a loop's two ends' directions: ends that leave in about the
    /// same direction (one anchor for both) are turned this far apart, so the loop has width.
    static let loopSpread = Double.pi / 3

    /// A loop from `a` to `b`, each end leaving its shape outwards.
    ///
    /// Each end's direction is its anchor's place seen from the centre of its shape, with the
    /// shape's two sides counted alike (`x - 0.5` along the side vector of the local rect's x,
    /// `y - 0.5` along y's, each a unit vector in scene coordinates), so that an anchor on the
    /// middle of a side leaves square to it however long the shape is; an anchor at the centre
    /// leaves up the shape's own -y. Directions less than ``loopSpread`` apart are spread to it
    /// about their bisector. Directions up to a right angle apart are joined by one cubic with
    /// its controls out along them, each `2 reach - d` from its end (`d` the end's distance from
    /// its shape's centre, at most `reach`); wider ones by two, through a waypoint `2 reach` from
    /// the centres' midpoint along the bisector of the turn, where `reach` is the largest
    /// distance from a shape's centre to a corner of its bounds. The loop then clears a convex
    /// outline; a concave one may be met more than twice (each tip is still the first entry).
    ///
    /// - Parameters:
    ///   - a: The start's aim point.
    ///   - anchorA: Its normalized place on `shapeA`.
    ///   - shapeA: The shape the start leaves: its target, or the end's target it lies in.
    ///   - b: The end's aim point; `anchorB`, `shapeB` the same for the end.
    /// - Returns: The loop, or `nil` when the shapes have no extent.
    static func loop(from a: Point, anchor anchorA: Point, of shapeA: SceneShape,
                     to b: Point, anchor anchorB: Point, of shapeB: SceneShape) -> ConnectorApproach? {
        let reach = max(shapeA.circumradius, shapeB.circumradius)
        guard reach > 0, reach.isFinite else { return nil }
        var ua = shapeA.outwardDirection(anchorA), ub = shapeB.outwardDirection(anchorB)
        var turn = atan2(ua.cross(ub), ua.dot(ub))
        if abs(turn) < loopSpread {
            let side: Double = turn < 0 ? -1 : 1
            let mid = BodyRoute.unit(ua + ub) ?? ua
            ua = mid.rotated(by: -side * loopSpread / 2)
            ub = mid.rotated(by: side * loopSpread / 2)
            turn = side * loopSpread
        }
        // Each control reaches out twice the circle's radius less the anchor's distance from its
        // centre: far enough to leave the circle about the shape from anywhere inside it.
        let ka = 2 * reach - min(a.distance(to: shapeA.center), reach)
        let kb = 2 * reach - min(b.distance(to: shapeB.center), reach)
        guard abs(turn) > Double.pi / 2 else {
            return ConnectorApproach(curves: [CubicSegment(a, a + ua * ka, b + ub * kb, b)])
        }
        // Around the shape: out along ua, through a waypoint beyond the shape, in along ub.
        let w = ua.rotated(by: turn / 2)
        let centre = shapeA.center.interpolated(to: shapeB.center, 0.5)
        let waypoint = centre + w * (2 * reach)
        let travel = w.rotated(by: turn < 0 ? -Double.pi / 2 : Double.pi / 2)
        let k = reach
        return ConnectorApproach(curves: [
            CubicSegment(a, a + ua * ka, waypoint - travel * k, waypoint),
            CubicSegment(waypoint, waypoint + travel * k, b + ub * kb, b),
        ])
    }
}

extension SceneShape {
    /// The largest distance from the centre to a corner of the bounds: a circle about the
    /// centre of this radius holds the shape.
    var circumradius: Double {
        let c = center, b = bounds
        return max(c.distance(to: Point(b.minX, b.minY)), c.distance(to: Point(b.maxX, b.minY)),
                   c.distance(to: Point(b.minX, b.maxY)), c.distance(to: Point(b.maxX, b.maxY)))
    }

    /// The unit direction a loop leaves an anchor in: the anchor's offset from the centre, with
    /// the local rect's sides counted as equal (see ``ConnectorApproach/loop(from:anchor:of:to:anchor:of:)``);
    /// the shape's own -y for the centre; -y of the scene for a shape with no extent.
    func outwardDirection(_ anchor: Point) -> Point {
        let r = localRect
        let ex = BodyRoute.unit(transform.applyToVector(Point(r.width, 0))) ?? Point(1, 0)
        let ey = BodyRoute.unit(transform.applyToVector(Point(0, r.height))) ?? ex.perpendicular
        let n = anchor - Point(0.5, 0.5)
        return BodyRoute.unit(ex * n.x + ey * n.y) ?? -ey
    }
}
