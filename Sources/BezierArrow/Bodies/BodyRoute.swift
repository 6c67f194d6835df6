/// The centre line of an arrow's body (see ``ArrowBodyKind``): from the start head's attachment
/// point to the end head's, with the direction each head points and the body's middle (where an
/// arc's or elbow's handle sits, ``ArrowBodyKind/appendHandles(of:to:)``); drawn by
/// `BodyRoute+Drawing.swift`.
///
/// A small value with no arrays but a path's (``Shape/path(_:)``, a centre line given as cubics):
/// the constructors compute it and the drawing methods emit it into any ``PathBuilder`` without
/// allocating.
///
/// Coordinates are y-down (as ``Point``). Every result is finite for finite inputs (tips within
/// 1e12, trims and widths at least 0, bends and offsets within 1e12). Coincident tips give a
/// zero-length straight body at the tip, its heads pointing along -x and +x.
///
/// ## Orientation of outlines
///
/// ``drawOutline(width:into:)`` draws the ribbon with a positive signed area by the shoelace
/// formula `sum(x[i] * y[i+1] - x[i+1] * y[i])`: clockwise on a y-down screen, which is winding
/// number +1 by ``PreparedPath/windingNumber(at:)`` (downward edges count +1). Every kind does
/// this: the ribbon's left side (the side on the left of the direction of travel on screen, the
/// offset along `-tangent.perpendicular`) runs forward and the right side backward.
struct BodyRoute: Hashable, Sendable {
    /// Where the body meets the start head.
    var startAttachment: Point
    /// Where the body meets the end head.
    var endAttachment: Point
    /// The unit vector from ``startAttachment`` towards the start tip: the direction the start
    /// head points, away from the body.
    var startDirection: Point
    /// The unit vector from ``endAttachment`` towards the end tip: the direction the end head
    /// points.
    var endDirection: Point
    /// The body's middle: the arc's midpoint (arc), the middle segment's midpoint (elbow), the
    /// centre line's midpoint (straight, curved), the middle of its pieces (a path). Where a
    /// handle of the kind sits (a path has none).
    var handle: Point
    /// What joins the attachments, with what drawing needs beyond the attachments and directions.
    var shape: Shape

    /// What joins the two attachment points.
    enum Shape: Hashable, Sendable {
        /// A straight segment.
        case line
        /// One cubic whose controls lie a third of the attachments' distance behind each head,
        /// against its direction.
        case cubic
        /// A circular arc: the point at angle `a` is
        /// `handle + radius * (-2 sin^2(a/2) * axis + sin(a) * chord)`, for `a` from `from` to
        /// `to`. Written relative to the handle (the arc's midpoint, angle 0) so that a nearly
        /// flat arc of a huge radius loses no precision.
        ///
        /// Angles are given by their cosine and sine, as the x and y of a `Point`:
        /// - `axis`: the unit vector from the circle's centre to the handle.
        /// - `chord`: the unit vector from the start tip to the end tip (the tangent at the
        ///   handle, in the direction of travel).
        /// - `from`, `to`: the angles of the start and end attachments.
        /// - `halfSweep`: half of `to - from`, in [0, pi) (a sweep up to a whole turn).
        case arc(axis: Point, chord: Point, radius: Double, from: Point, to: Point, halfSweep: Point)
        /// Three axis-parallel segments through two corners, each rounded by a quarter circle of
        /// its radius (0 for a sharp corner).
        case elbow(corner1: Point, corner2: Point, radius1: Double, radius2: Double)
        /// A centre line given as a chain of cubics (a self-loop's, or one through waypoints), cut
        /// into pieces: each starts where the one before ends, the first at the start attachment
        /// and the last ending at the end attachment, and each turns through at most
        /// ``maxPathPieceTurn``, so that each side of a band offsets it as one cubic
        /// (``path(_:start:end:startTrim:endTrim:)``).
        case path([CubicSegment])
    }

    /// The handle length of a cubic approximating a quarter circle of radius 1:
    /// `4/3 tan(pi/8)`.
    static let quarterCircleHandle = 0.5522847498

    /// The largest angle one cubic of an arc spans: an eighth of a turn, whose radial error is
    /// about 4.2e-6 of the radius (a quarter turn's is 2.7e-4).
    static let maxArcPieceAngle = Double.pi / 4

    // MARK: - Constructors

    /// A straight body from tip to tip.
    ///
    /// With `d` the unit vector from `start` to `end`, the heads point along `-d` and `d` and
    /// the attachments are `start + d * startTrim` and `end - d * endTrim` (they cross when the
    /// trims add up to more than the tips' distance). Coincident tips give a zero-length body at
    /// the tip, its heads pointing along -x and +x.
    ///
    /// - Parameters:
    ///   - start: The start tip.
    ///   - end: The end tip.
    ///   - startTrim: How far from the start tip the body stops (the start head's attachment
    ///     distance, at least 0).
    ///   - endTrim: How far from the end tip the body stops.
    /// - Returns: The route.
    static func straight(start: Point, end: Point, startTrim: Double, endTrim: Double) -> BodyRoute {
        guard let d = unit(end - start) else { return degenerate(at: start) }
        let a = start + d * trim(startTrim), b = end - d * trim(endTrim)
        return BodyRoute(startAttachment: a, endAttachment: b, startDirection: -d, endDirection: d,
                         handle: a.interpolated(to: b, 0.5), shape: .line)
    }

    /// A body of one cubic Bezier curve whose handles follow the heads' directions.
    ///
    /// Each head points along its heading and its attachment is `tip - heading * trim`. The
    /// curve runs from the start attachment with `control1 = startAttachment - startHeading * k`
    /// and `control2 = endAttachment - endHeading * k`, `k` a third of the attachments'
    /// distance, so tips moved sideways give an S (as PaintCode's arrows do).
    ///
    /// - Parameters:
    ///   - start: The start tip.
    ///   - end: The end tip.
    ///   - startHeading: The unit direction the start head points (away from the body); a zero
    ///     or non-finite vector stands for the direction from `end` to `start`.
    ///   - endHeading: The unit direction the end head points; a zero or non-finite vector stands
    ///     for the direction from `start` to `end`.
    ///   - startTrim: How far from the start tip the body stops (at least 0).
    ///   - endTrim: How far from the end tip the body stops (at least 0).
    /// - Returns: The route.
    static func curved(start: Point, end: Point, startHeading: Point, endHeading: Point,
                       startTrim: Double, endTrim: Double) -> BodyRoute {
        let chord = unit(end - start) ?? Point(1, 0)
        let hs = unit(startHeading) ?? -chord, he = unit(endHeading) ?? chord
        let a = start - hs * trim(startTrim), b = end - he * trim(endTrim)
        let k = a.distance(to: b) / 3
        let c1 = a - hs * k, c2 = b - he * k
        let mid = (a + b) * 0.125 + (c1 + c2) * 0.375
        return BodyRoute(startAttachment: a, endAttachment: b, startDirection: hs, endDirection: he,
                         handle: mid, shape: .cubic)
    }

    /// A body along a circular arc through both tips, bowed by `bend`.
    ///
    /// With `d` the unit vector from `start` to `end` and `n = (-d.y, d.x)`, the arc passes
    /// through both tips and the point `bend` along `n` from the chord's midpoint: in y-down
    /// screen coordinates an arrow pointing right with a positive bend bows downward. A bend
    /// beyond half the chord gives more than a half circle.
    ///
    /// The body is the arc between the points at straight-line (chord) distance `startTrim`
    /// from the start tip and `endTrim` from the end tip; each head points from its attachment
    /// to its tip, so the attachment lies on the arc and the head stays rigid. A bend below
    /// 1e-9 of the chord, or trims that do not fit on the arc, give the straight route.
    ///
    /// - Parameters:
    ///   - start: The start tip.
    ///   - end: The end tip.
    ///   - bend: The signed distance of the arc's midpoint from the chord's midpoint along `n`.
    ///   - startTrim: The chord distance from the start tip to the start attachment (at least 0).
    ///   - endTrim: The chord distance from the end tip to the end attachment (at least 0).
    /// - Returns: The route; its handle is the arc's midpoint.
    static func arc(start: Point, end: Point, bend: Double, startTrim: Double, endTrim: Double) -> BodyRoute {
        let st = trim(startTrim), et = trim(endTrim)
        let v = end - start
        let c = v.length
        guard let d = unit(v), c > 0, c.isFinite, bend.isFinite, abs(bend) >= 1e-9 * c else {
            return straight(start: start, end: end, startTrim: st, endTrim: et)
        }
        let n = Point(-d.y, d.x)
        let b = abs(bend), half = c / 2
        let u = bend > 0 ? n : -n
        // The centre lies on the chord's bisector, `centre` along u from the chord's midpoint;
        // equal distances to a tip and to the midpoint of the arc give it.
        let radius = (b * b + half * half) / (2 * b)
        let centre = (b - half) * (b + half) / (2 * b)
        // Angles are measured at the centre from the handle (the arc's midpoint, angle 0): the
        // tips lie at -phi and phi, phi in (0, pi) being half the angle the whole arc subtends,
        // and the attachments at -(phi - ds) and phi - de, a trim's chord t subtending the angle
        // 2 asin(t / 2R). No angle is computed: each is its cosine and sine (the x and y of a
        // `Point`), phi's from the circle (radius^2 = centre^2 + half^2), half a trim's from its
        // chord (its sine is t / 2R), and the others from those by the angle-sum formulas.
        // Three arctangents and four cosines and sines did this before; those library calls
        // cost more than all of it.
        let phi = Point(-centre / radius, half / radius)
        /// Half the angle a chord of length `t` subtends, nil when the chord is longer than the
        /// diameter.
        func halfAngle(chord t: Double) -> Point? {
            let s = t / (2 * radius)
            guard s <= 1 else { return nil }
            return Point(((1 - s) * (1 + s)).squareRoot(), s)
        }
        /// The angle `a - b`.
        func minus(_ a: Point, _ b: Point) -> Point { Point(a.x * b.x + a.y * b.y, a.y * b.x - a.x * b.y) }
        /// The angle `a + b`.
        func plus(_ a: Point, _ b: Point) -> Point { Point(a.x * b.x - a.y * b.y, a.y * b.x + a.x * b.y) }
        // Half the body's sweep, phi - (ds + de) / 2, lies in (-pi, pi): the trims fit on the arc
        // when it is not negative, its sine then not negative either.
        guard let hs = halfAngle(chord: st), let he = halfAngle(chord: et),
              case let halfSweep = minus(phi, plus(hs, he)), halfSweep.y >= 0 else {
            return straight(start: start, end: end, startTrim: st, endTrim: et)
        }
        // Each head points along the chord from its attachment to its tip, the tangent halfway
        // between them: at -(phi - ds / 2) and phi - de / 2 (the start's angles are negative:
        // the same cosines, the sines negated).
        let startHalf = minus(phi, hs), endHalf = minus(phi, he)
        let startWhole = minus(startHalf, hs), endWhole = minus(endHalf, he)
        /// The unit tangent at an angle, in the direction of travel. The chord from the point
        /// at angle a0 to the one at a1 has the tangent's direction at (a0 + a1) / 2: exact unit
        /// vectors for the heads, even for tiny trims.
        func tangent(_ a: Point) -> Point { d * a.x - u * a.y }
        let startDirection = -tangent(Point(startHalf.x, -startHalf.y)), endDirection = tangent(endHalf)
        let h = start.interpolated(to: end, 0.5) + n * bend
        return BodyRoute(startAttachment: start - startDirection * st, endAttachment: end - endDirection * et,
                         startDirection: startDirection, endDirection: endDirection, handle: h,
                         shape: .arc(axis: u, chord: d, radius: radius, from: Point(startWhole.x, -startWhole.y),
                                     to: endWhole, halfSweep: halfSweep))
    }

    /// An orthogonal (elbow) body of horizontal and vertical segments.
    ///
    /// The main axis is the one with the larger component of `end - start` (x on ties). Along
    /// x, the route runs start, `(mx, start.y)`, `(mx, end.y)`, end, with
    /// `mx = (start.x + end.x) / 2 + offset` clamped strictly between the attachments' x (at
    /// least the corner radius, at most a quarter of their distance and at least 1/256 of that
    /// quarter clear of each). When the trims together reach past the tips' distance along the
    /// axis, the attachments meet on one line across the axis, sharing that distance in
    /// proportion to the trims, and the body is the straight piece between them. The heads point
    /// along the axis, `(-sign, 0)` and `(sign, 0)` with `sign` the sign of `end.x - start.x`,
    /// and the attachments lie `startTrim` and `endTrim` from the tips along it. Along y it is
    /// the same with the coordinates swapped. Each corner is rounded by a quarter circle of
    /// radius `min(cornerRadius, half of each adjacent segment)`; a perpendicular distance below
    /// 1e-9 of the tips' distance gives the straight route.
    ///
    /// A body drawn `width` wide needs room for its band: its ribbon (``drawOutline(width:into:)``)
    /// stays simple while the middle segment is at least `width` long and each segment along the
    /// axis at least `width / 2` (an inner corner tighter than the half width is drawn as the
    /// meeting point of the two inner sides, half a width back along each segment). So the middle
    /// segment keeps `width / 2` clear of each attachment, and an elbow with less room (the tips
    /// less than `width` apart across the axis, or the attachments along it) gives the straight
    /// route, whose band cannot fold.
    ///
    /// - Parameters:
    ///   - start: The start tip.
    ///   - end: The end tip.
    ///   - offset: How far the middle segment lies from halfway between the tips, along the main
    ///     axis (the midpoint handle).
    ///   - startTrim: How far from the start tip the body stops (at least 0).
    ///   - endTrim: How far from the end tip the body stops (at least 0).
    ///   - cornerRadius: The corners' radius (at least 0).
    ///   - width: The width the body is drawn at (a band's, or a stroke's); 0 by default.
    /// - Returns: The route; its handle is the middle segment's midpoint.
    static func elbow(start: Point, end: Point, offset: Double, startTrim: Double, endTrim: Double,
                      cornerRadius: Double, width: Double = 0) -> BodyRoute {
        let st = trim(startTrim), et = trim(endTrim), cr = trim(cornerRadius), w = trim(width)
        let v = end - start
        let alongX = abs(v.x) >= abs(v.y)
        /// Swaps the coordinates when the main axis is y, so the routing works along x (the swap
        /// is its own inverse, which also maps the result back).
        func frame(_ p: Point) -> Point { alongX ? p : Point(p.y, p.x) }
        let s = frame(start), e = frame(end)
        let gap = abs(e.y - s.y), scale = abs(e.x - s.x)
        guard scale > 0, gap >= 1e-9 * scale, gap.isFinite, scale.isFinite else {
            return straight(start: start, end: end, startTrim: st, endTrim: et)
        }
        let sign: Double = e.x > s.x ? 1 : -1
        // Heads longer together than the tips are apart along the main axis would have the
        // attachments pass each other and the body fold back: they meet on one line across
        // the main axis instead, and the body is that line's straight piece between them.
        if st + et >= scale {
            let x = s.x + sign * scale * (st / max(st + et, .leastNormalMagnitude))
            let a1 = frame(Point(x, s.y)), a2 = frame(Point(x, e.y))
            return BodyRoute(startAttachment: a1, endAttachment: a2,
                             startDirection: frame(Point(-sign, 0)), endDirection: frame(Point(sign, 0)),
                             handle: a1.interpolated(to: a2, 0.5), shape: .line)
        }
        let a1x = s.x + sign * st, a2x = e.x - sign * et
        let lo = min(a1x, a2x), hi = max(a1x, a2x)
        guard gap >= w, hi - lo >= w else {
            return straight(start: start, end: end, startTrim: st, endTrim: et)
        }
        let quarter = (hi - lo) / 4
        let margin = max(min(cr, quarter), quarter / 256, w / 2)
        let mx = min(max((s.x + e.x) / 2 + (offset.isFinite ? offset : 0), lo + margin), hi - margin)
        let a1 = Point(a1x, s.y), k1 = Point(mx, s.y), k2 = Point(mx, e.y), a2 = Point(a2x, e.y)
        let l1 = abs(mx - a1x), l2 = abs(a2x - mx)
        let r1 = min(cr, l1 / 2, gap / 2), r2 = min(cr, gap / 2, l2 / 2)
        let k1f = frame(k1), k2f = frame(k2)
        return BodyRoute(startAttachment: frame(a1), endAttachment: frame(a2),
                         startDirection: frame(Point(-sign, 0)), endDirection: frame(Point(sign, 0)),
                         handle: k1f.interpolated(to: k2f, 0.5),
                         shape: .elbow(corner1: k1f, corner2: k2f, radius1: r1, radius2: r2))
    }

    // MARK: - Helpers

    /// The curved body's inner controls: a third of the attachments' distance behind each head.
    var cubicControls: (Point, Point) {
        let k = startAttachment.distance(to: endAttachment) / 3
        return (startAttachment - startDirection * k, endAttachment - endDirection * k)
    }

    /// A trim, radius or width: negative and NaN values count as 0.
    static func trim(_ t: Double) -> Double { t > 0 ? t : 0 }

    /// The route of coincident tips: a zero-length body at the tip, heads along -x and +x.
    static func degenerate(at p: Point) -> BodyRoute {
        BodyRoute(startAttachment: p, endAttachment: p, startDirection: Point(-1, 0), endDirection: Point(1, 0),
                  handle: p, shape: .line)
    }

    /// The unit vector along `v`, or nil for a zero or non-finite vector. Scales by the larger
    /// component first, so tiny and huge vectors neither underflow nor overflow.
    static func unit(_ v: Point) -> Point? {
        let m = max(abs(v.x), abs(v.y))
        guard m > 0, m.isFinite else { return nil }
        let s = Point(v.x / m, v.y / m)
        return s / s.length
    }

    /// The unit normal on the left of a direction of travel on a y-down screen:
    /// `-t.perpendicular`.
    static func left(_ t: Point) -> Point { Point(t.y, -t.x) }

    /// How an arc is cut: into as many equal pieces as keep each within
    /// ``maxArcPieceAngle``, each piece's end reached from its start by the same turn.
    ///
    /// Found from half the sweep's cosine and sine without a library call for an arc of up to
    /// two pieces (a quarter turn), and with three (an arctangent, a cosine and a sine) beyond:
    /// the count by comparing the half sweep's cosine with those of multiples of an eighth of
    /// a half turn, the turn by the double-angle formulas (one piece) or as the half sweep (two),
    /// the handle's `tan(angle / 4)` by half-angle formulas (`tan(x/2) = sin x / (1 + cos x)`,
    /// twice). Before, each side of a band took a cosine and a sine of every angle it passed
    /// and a tangent: 16 calls for two pieces a side.
}
