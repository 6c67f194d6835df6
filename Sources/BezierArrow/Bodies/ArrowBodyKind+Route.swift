extension ArrowBodyKind {
    /// The centre line of a body of this kind between the heads' attachment points, with the
    /// direction each head points, for a pair of tips and the body's state.
    ///
    /// - Parameters:
    ///   - s: the start tip.
    ///   - e: the end tip.
    ///   - startTrim: how far from the start tip the body stops (the start head's attachment,
    ///     already brought down to fit between the tips).
    ///   - endTrim: the same at the end tip.
    ///   - state: what the body's handles set: an arc's bend, an elbow's middle segment's offset.
    ///   - cornerRadius: an elbow's corner radius (``ArrowStyle/cornerRadius``).
    ///   - template: the template, whose rest direction and orientation a curved body follows.
    ///   - width: the body's drawn width.
    /// - Returns: the route.
    func route(start s: Point, end e: Point, startTrim: Double, endTrim: Double, state: ArrowBodyState,
               cornerRadius: Double, template: ArrowTemplate, width: Double) -> BodyRoute {
        let distance = (e - s).length
        switch self {
        case .straight:
            return .straight(start: s, end: e, startTrim: startTrim, endTrim: endTrim)
        case .curved:
            // The heads keep the template's rest direction (or turn with the tips under
            // `follow`) and the body's handles follow them: PaintCode's S.
            var axis = (template.end.tip - template.start.tip).normalized
            if distance > 0 {
                let d = (e - s) / distance
                axis = template.orientation == .follow
                    ? d : Self.untwisted(axis, chord: d, length: max(distance - startTrim - endTrim, 0),
                                         width: width)
            }
            return .curved(start: s, end: e, startHeading: -axis, endHeading: axis,
                           startTrim: startTrim, endTrim: endTrim)
        case .arc:
            return .arc(start: s, end: e, bend: state.bend, startTrim: startTrim, endTrim: endTrim)
        case .elbow:
            return .elbow(start: s, end: e, offset: state.bend, startTrim: startTrim, endTrim: endTrim,
                          cornerRadius: cornerRadius, width: width)
        }
    }

    /// The anti-twist rule of a curved body: the direction the heads point in, turned towards
    /// the chord as far as needed for the S between them to stay unfolded.
    ///
    /// The S of a curved body is the cubic whose handles, a third of the chord long, point along
    /// the heads' common direction `axis`, at an angle `a` from the chord. Its centre line never
    /// crosses itself while `a` is at most a right angle (its control points then progress
    /// along the bisector of the chord and `axis`), so a head never points more than a right
    /// angle away from the chord. And its band of width `w` keeps both sides unfolded while the
    /// centre line's tightest radius of curvature stays above `w / 2`: that radius, for a chord
    /// of length `L`, is at least `0.112 · L / a` (sampled over `a` in (0, π/2]: the product
    /// `radius · a / L` falls from 0.167 at small angles to 0.112 at a right angle), so the
    /// angle is held to `0.112 · L / (0.6 · w)`, with a fifth to spare.
    ///
    /// - Parameters:
    ///   - axis: the template's rest direction, a unit vector.
    ///   - d: the chord's direction, a unit vector.
    ///   - length: the chord's length.
    ///   - width: the body's drawn width.
    /// - Returns: `axis`, or the unit vector at the largest allowed angle from `d` on `axis`'s side.
    static func untwisted(_ axis: Point, chord d: Point, length: Double, width: Double) -> Point {
        let limit = min(Double.pi / 2, width > 0 ? 0.112 * length / (0.6 * width) : .infinity)
        let angle = atan2(d.cross(axis), d.dot(axis))
        guard abs(angle) > limit else { return axis }
        let turn = angle < 0 ? -limit : limit
        let c = cos(turn), s = sin(turn)
        return Point(c * d.x - s * d.y, s * d.x + c * d.y)
    }
}
