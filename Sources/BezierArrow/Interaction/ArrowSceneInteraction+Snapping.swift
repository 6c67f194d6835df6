/// Where a dragged tip snaps: to the nearest point of the scene within reach (a shape's centre or
/// edge midpoint, another arrow's tip), else onto the nearest ray from the other tip at a
/// multiple of the angle step, within reach; the reach is ``ArrowConnectionSettings/snapDistance``
/// on screen, in scene units at the zoom.
extension ArrowSceneInteraction {
    /// What a tip dragged to a point snaps to, or `nil` when nothing is within reach.
    ///
    /// - Parameters:
    ///   - point: where the tip would be unsnapped.
    ///   - tip: the dragged tip.
    /// - Returns: the guide, with the point the tip goes to.
    func snap(_ point: Point, for tip: ArrowSceneTip<ID>) -> ArrowSnapGuide<ID>? {
        let reach = ArrowConnectionSettings.sceneLength(connectionSettings.snapDistance, zoomScale: zoomScale)
        guard reach > 0, point.isFinite else { return nil }
        if let found = scene.nearestSnapPoint(to: point, within: reach, excluding: tip.id) {
            return ArrowSnapGuide(tip: tip, kind: found.kind, point: found.point)
        }
        guard let step = connectionSettings.validAngleStep, let origin = angleOrigin(of: tip),
              let ray = Self.nearestRay(to: point, from: origin, step: step), ray.distance <= reach else { return nil }
        return ArrowSnapGuide(tip: tip, kind: .angle(origin: origin, degrees: ray.degrees), point: ray.point)
    }

    /// Where the angle of a dragged tip is measured from: what its arrow's other tip aims at
    /// (the tip itself when free; a bound tip's anchor, through which the arrow's approach runs).
    func angleOrigin(of tip: ArrowSceneTip<ID>) -> Point? {
        guard let arrow = scene[tip.id]?.arrow else { return nil }
        let other: ArrowTip = tip.tip == .start ? .end : .start
        return scene.connectorEnd(scene.binding(other, of: tip.id), tip: arrow.tip(other)).aim
    }

    /// The nearest point to `point` on the rays from `origin` at the multiples of `step`
    /// degrees: the ray nearest in angle, the point's foot on it.
    ///
    /// - Returns: the foot, its distance from the point, and the ray's angle in degrees in
    ///   `-180...180` (a whole multiple of the step as given, so 90 reads 90); `nil` when the
    ///   point is on the origin.
    static func nearestRay(to point: Point, from origin: Point, step: Double) -> (point: Point, distance: Double, degrees: Double)? {
        let d = point - origin
        guard d.x != 0 || d.y != 0, d.isFinite else { return nil }
        let k = (atan2(d.y, d.x) * 180 / .pi / step).rounded()
        var degrees = k * step
        if degrees > 180 { degrees -= 360 } else if degrees < -180 { degrees += 360 }
        let angle = degrees * .pi / 180
        let u = Point(cos(angle), sin(angle))
        // Within half a step of the point's angle (at most 90 degrees), the foot lies on the ray.
        let foot = origin + u * max(d.x * u.x + d.y * u.y, 0)
        return (foot, point.distance(to: foot), degrees)
    }
}
