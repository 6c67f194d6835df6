/// The drawing of a route: its centre line as a stroke, or a band around it.
extension BodyRoute {
    /// Draws the centre line as one open subpath: a move to ``startAttachment``, then lines and
    /// cubics to ``endAttachment``. Arcs take cubics of at most an eighth of a turn each (handle
    /// length `4/3 tan(angle/4)` of the radius); elbow corners one cubic each, with the quarter
    /// circle's handle ``quarterCircleHandle``; a path its pieces (a straight one,
    /// ``isStraight(_:)``, as a line).
    ///
    /// - Parameter b: The builder to draw into; nothing is allocated.
    // Size: compiled once, generic (its public generic callers need that copy), not again for
    // `BezierPath`: a builder call per element costs little through the witness table.
    @_semantics("optimize.sil.specialize.generic.never")
    func drawCenterLine<B: PathBuilder>(into b: inout B) {
        switch shape {
        case .line:
            b.move(to: startAttachment)
            b.line(to: endAttachment)
        case .cubic:
            let (c1, c2) = cubicControls
            b.move(to: startAttachment)
            b.cubic(to: endAttachment, control1: c1, control2: c2)
        case let .arc(axis, chord, radius, from, to, halfSweep):
            Self.drawArcSide(axis: axis, chord: chord, radius: radius, handle: handle, from: from, to: to,
                             pieces: ArcPieces(halfSweep: halfSweep), forward: true,
                             first: startAttachment, last: endAttachment, halfWidth: 0, moves: true, into: &b)
        case let .elbow(k1, k2, r1, r2):
            b.move(to: startAttachment)
            Self.drawElbowCorner(from: startAttachment, at: k1, to: k2, radius: r1, into: &b)
            Self.drawElbowCorner(from: k1, at: k2, to: endAttachment, radius: r2, into: &b)
            b.line(to: endAttachment)        case .path(let pieces):
            b.move(to: startAttachment)
            for c in pieces {
                if Self.isStraight(c) { b.line(to: c.p3) } else { b.cubic(to: c.p3, control1: c.p1, control2: c.p2) }
            }
        }
    }

    /// Draws the body as a ribbon of a width, as ONE closed subpath: the left side forward, a
    /// straight butt edge across the end, the right side backward, closed by the butt edge
    /// across the start. Its signed area is positive (clockwise on a y-down screen, see the
    /// type's discussion) for every kind.
    ///
    /// Straight segments offset as lines. Arcs and elbow corners offset exactly as concentric
    /// arcs (cut into the centre line's pieces); where an arc's inner radius would be negative it
    /// is 0, and where an elbow corner's would be, the inner sides of its two segments meet at
    /// their intersection, so the ribbon does not fold there. The curved body's cubic is offset
    /// through its control polygon (Tiller and Hanson): each leg moves by half the width along
    /// its normal and consecutive legs meet at the new inner controls, or a control moves along
    /// one leg's normal where the legs turn back or a leg vanishes. A path's pieces are offset
    /// so, one by one, each side running on from the piece before, or joined to it by a line
    /// where the pieces meet at a corner (on both sides: they keep as many segments each).
    ///
    /// With `pairsSides`, the two sides are drawn with as many segments each, the i-th from the
    /// start of one running beside the i-th of the other, which is how a label's cut pairs them
    /// (see `LabelCut`): where an elbow corner's inner side would be a single line to the point
    /// where its segments' sides meet, a line of no length at that point follows it, standing
    /// for the outer side's quarter circle. Otherwise the drawing is the same.
    ///
    /// - Parameters:
    ///   - width: The ribbon's width (at least 0; anything else draws a width of 0).
    ///   - pairsSides: Whether to draw the sides segment for segment alike.
    ///   - b: The builder to draw into; nothing is allocated.
    // Size: compiled once, generic (the public generic drawing needs that copy): the few dozen
    // builder calls of an outline cost little through the witness table beside the geometry,
    // and a copy for `BezierPath` with every helper inlined was seven times the generic one.
    @_semantics("optimize.sil.specialize.generic.never")
    func drawOutline<B: PathBuilder>(width: Double, pairsSides: Bool = false, into b: inout B) {
        let h = width > 0 && width.isFinite ? width / 2 : 0
        switch shape {
        case .line:
            let t = Self.unit(endAttachment - startAttachment) ?? endDirection
            let side = Self.left(t) * h
            b.move(to: startAttachment + side)
            b.line(to: endAttachment + side)
            b.line(to: endAttachment - side)
            b.line(to: startAttachment - side)
        case .cubic:
            let (c1, c2) = cubicControls
            Self.drawCubicSide(startAttachment, c1, c2, endAttachment, leaving: -startDirection, arriving: endDirection,
                               halfWidth: h, start: .move, into: &b)
            Self.drawCubicSide(endAttachment, c2, c1, startAttachment, leaving: -endDirection, arriving: startDirection,
                               halfWidth: h, start: .line, into: &b)
        case let .arc(axis, chord, radius, from, to, halfSweep):
            // Both sides are cut at the same angles: the pieces are planned once.
            let pieces = ArcPieces(halfSweep: halfSweep)
            Self.drawArcSide(axis: axis, chord: chord, radius: radius, handle: handle, from: from, to: to,
                             pieces: pieces, forward: true,
                             first: startAttachment, last: endAttachment, halfWidth: h, moves: true, into: &b)
            Self.drawArcSide(axis: axis, chord: chord, radius: radius, handle: handle, from: to, to: from,
                             pieces: pieces, forward: false,
                             first: endAttachment, last: startAttachment, halfWidth: h, moves: false, into: &b)
        case let .elbow(k1, k2, r1, r2):
            Self.drawElbowSide(startAttachment, k1, k2, endAttachment, r1, r2, halfWidth: h, moves: true,
                               pairsSides: pairsSides, into: &b)
            Self.drawElbowSide(endAttachment, k2, k1, startAttachment, r2, r1, halfWidth: h, moves: false,
                               pairsSides: pairsSides, into: &b)
        case .path(let pieces):
            Self.drawPathSide(pieces, forward: true, startDirection: startDirection, endDirection: endDirection,
                              halfWidth: h, moves: true, into: &b)
            Self.drawPathSide(pieces, forward: false, startDirection: startDirection, endDirection: endDirection,
                              halfWidth: h, moves: false, into: &b)
        }
        b.close()
    }

    private struct ArcPieces {
        /// How many pieces.
        let count: Int
        /// The cosine and sine (as x and y) of the angle one piece turns through, from `from`
        /// towards `to`.
        let turn: Point
        /// A piece's handle length on a circle of radius 1: `4/3 tan(angle / 4)`.
        let unitHandle: Double
        /// The cosines of half the sweep of 1 to 7 pieces of ``maxArcPieceAngle``.
        private static let cosines = (1...7).map { cos(Double($0) * maxArcPieceAngle / 2) }

        /// Plans an arc from half its sweep (in [0, pi)).
        init(halfSweep h: Point) {
            // ceil(sweep / maxArcPieceAngle): the least k with h <= k maxArcPieceAngle / 2, that is
            // cos h >= cos(k maxArcPieceAngle / 2), the cosine falling on [0, pi].
            var count = 1
            while count < 8 && h.x < Self.cosines[count - 1] { count += 1 }
            self.count = count
            switch count {
            case 1: turn = Point((1 - 2 * h.y * h.y), 2 * h.y * h.x)
            case 2: turn = h
            default:
                let step = 2 * atan2(h.y, h.x) / Double(count)
                turn = Point(cos(step), sin(step))
            }
            // A piece turns through at most an eighth of a turn: 1 + cos is at least 1.7.
            let tanHalf = abs(turn.y) / (1 + turn.x)
            unitHandle = 4.0 / 3.0 * tanHalf / (1 + (1 + tanHalf * tanHalf).squareRoot())
        }
    }

    /// Draws one side of an arc (or the arc itself for a half width of 0): the arc of
    /// ``Shape/arc(axis:chord:radius:from:to:halfSweep:)`` from one end to the other
    /// (either way round), moved by `halfWidth` to the left of that direction of travel, in the
    /// pieces planned.
    ///
    /// - Parameters:
    ///   - from: The cosine and sine of the angle the side starts at.
    ///   - to: Those of the angle it ends at.
    ///   - forward: Whether the side runs from `from` to `to` as the route's angles grow (its
    ///     direction of travel), else back; the pieces' turn is taken back with it.
    ///   - first: The centre line's point at `from` (the attachment), used instead of its formula.
    ///   - last: The centre line's point at `to`.
    ///   - moves: Whether to start with a move (otherwise a line to the side's first point).
    private static func drawArcSide<B: PathBuilder>(axis: Point, chord: Point, radius: Double, handle: Point,
                                                    from u0: Point, to u1: Point,
                                                    pieces: ArcPieces, forward: Bool, first: Point, last: Point,
                                                    halfWidth: Double, moves: Bool, into b: inout B) {
        // Each angle is a cosine and sine, shared by its tangent, its radial vector and its point.
        /// The unit tangent at an angle of cosine and sine `u`, in the direction of travel.
        func tangent(_ u: Point) -> Point { (chord * u.x - axis * u.y) * travel }
        /// The unit vector from the circle's centre to the point at that angle.
        func radial(_ u: Point) -> Point { axis * u.x + chord * u.y }
        /// The centre line's point at that angle, relative to the handle (no huge centre
        /// involved). `cos - 1` is as exact as `-2 sin^2(a/2)` here, to rounding of the radius:
        /// only an arc of more than one piece has inner points, and it turns through more than
        /// an eighth of a turn, so it is not the nearly flat arc of a huge radius.
        func onArc(_ u: Point) -> Point { handle + (axis * (u.x - 1) + chord * u.y) * radius }
        let travel: Double = forward ? 1 : -1
        let turn = forward ? pieces.turn : Point(pieces.turn.x, -pieces.turn.y)
        // The side's radial offset: the left of travel is outward or inward for the whole arc.
        let outward = left(tangent(u0)).dot(radial(u0)) > 0
        let offset = outward ? halfWidth : (halfWidth > radius ? -radius : -halfWidth)
        let sideRadius = radius + offset
        let start = first + radial(u0) * offset
        if moves { b.move(to: start) } else { b.line(to: start) }
        let handleLength = pieces.unitHandle * sideRadius
        var p0 = start, v0 = u0
        for i in 1...pieces.count {
            let isLast = i == pieces.count
            let v1 = isLast ? u1 : Point(v0.x * turn.x - v0.y * turn.y, v0.y * turn.x + v0.x * turn.y)
            let p1 = (isLast ? last : onArc(v1)) + radial(v1) * offset
            b.cubic(to: p1, control1: p0 + tangent(v0) * handleLength, control2: p1 - tangent(v1) * handleLength)
            v0 = v1
            p0 = p1
        }
    }

    /// Draws an elbow corner of the centre line: a line to where the corner's quarter circle
    /// starts and the quarter circle, or a line to the corner when it is sharp.
    ///
    /// - Parameters:
    ///   - a: The start of the segment into the corner.
    ///   - k: The corner.
    ///   - c: The end of the segment out of the corner.
    ///   - r: The corner's radius.
    private static func drawElbowCorner<B: PathBuilder>(from a: Point, at k: Point, to c: Point, radius r: Double,
                                                        into b: inout B) {
        guard r > 0, let ein = unit(k - a), let eout = unit(c - k) else {
            b.line(to: k)
            return
        }
        let p0 = k - ein * r, p1 = k + eout * r, l = r * quarterCircleHandle
        b.line(to: p0)
        b.cubic(to: p1, control1: p0 + ein * l, control2: p1 - eout * l)
    }

    /// Draws the left side (of the direction of travel) of an elbow route `p0, k1, k2, p3` with
    /// corner radii `r1`, `r2`, `halfWidth` away from it.
    ///
    /// Each corner's side is the concentric quarter circle of radius `r ± halfWidth`; on the
    /// inside of a corner tighter than the half width, the two segments' sides meet at their
    /// intersection instead. A zero-length segment (a corner at an attachment) is skipped.
    ///
    /// - Parameters:
    ///   - moves: Whether to start with a move (otherwise a line to the first point).
    ///   - pairsSides: Whether a corner's side is always two segments (see
    ///     ``drawOutline(width:pairsSides:into:)``).
    private static func drawElbowSide<B: PathBuilder>(_ p0: Point, _ k1: Point, _ k2: Point, _ p3: Point,
                                                      _ r1: Double, _ r2: Double, halfWidth h: Double,
                                                      moves: Bool, pairsSides: Bool, into b: inout B) {
        let e0 = unit(k1 - p0), e1 = unit(k2 - k1), e2 = unit(p3 - k2)
        let first = e0 ?? e1 ?? e2 ?? Point(1, 0), last = e2 ?? e1 ?? e0 ?? first
        let start = p0 + left(first) * h
        if moves { b.move(to: start) } else { b.line(to: start) }
        drawElbowCornerSide(e0, k1, e1, r1, halfWidth: h, pairsSides: pairsSides, into: &b)
        drawElbowCornerSide(e1, k2, e2, r2, halfWidth: h, pairsSides: pairsSides, into: &b)
        b.line(to: p3 + left(last) * h)
    }

    /// Draws the left side of one elbow corner (segments along `ein` into `k` and `eout` out of
    /// it, rounded by radius `r`), nothing when a segment is missing.
    private static func drawElbowCornerSide<B: PathBuilder>(_ ein: Point?, _ k: Point, _ eout: Point?, _ r: Double,
                                                            halfWidth h: Double, pairsSides: Bool, into b: inout B) {
        guard let ein, let eout else { return }
        let turn = left(ein).dot(eout)  // +1: the left side is the corner's inside; -1: outside
        guard abs(turn) > 0.5 else {
            b.line(to: k + left(ein) * h)
            return
        }
        let sideRadius = turn > 0 ? r - h : r + h
        guard sideRadius >= 0 else {
            let meet = k + (left(ein) + left(eout)) * h
            b.line(to: meet)
            if pairsSides { b.line(to: meet) }
            return
        }
        // The corner's centre is r back along ein and r along eout (a quarter turn).
        let centre = k - ein * r + eout * r
        let p0 = centre - eout * sideRadius, p1 = centre + ein * sideRadius
        let l = sideRadius * quarterCircleHandle
        b.line(to: p0)
        b.cubic(to: p1, control1: p0 + ein * l, control2: p1 - eout * l)
    }

    /// Draws the left side (of the direction of travel) of the cubic `p0, p1, p2, p3`,
    /// `halfWidth` away, by offsetting its control polygon (Tiller and Hanson): each leg moves
    /// along its left normal, the end points with their legs, and each inner control to where
    /// its two moved legs meet. Where that point would lie more than `4 * halfWidth` away (the
    /// legs turn back by more than about 150 degrees), the control moves along the middle leg's
    /// normal instead, and along its end leg's normal when the middle leg vanishes.
    ///
    /// A leg no longer than 1e-12 of the largest coordinate (some 4,500 units in the last place)
    /// counts as vanished: its direction would be rounding. A body whose attachments meet to
    /// rounding (tips closer than the heads) has all its legs so short, and taking their
    /// directions drew a loop up to four half widths across where there is no body; such a
    /// side runs along the heads' directions instead, so the band collapses onto its butt edges.
    ///
    /// - Parameters:
    ///   - leaving: The unit direction the curve leaves `p0` in, for legs that vanish.
    ///   - arriving: The unit direction the curve arrives at `p3` in, likewise.
    ///   - start: How the side reaches its first point.
    static func drawCubicSide<B: PathBuilder>(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
                                              leaving: Point, arriving: Point,
                                              halfWidth h: Double, start: SideStart, into b: inout B) {
        let d = SideOffsets(p0, p1, p2, p3, leaving: leaving, arriving: arriving, halfWidth: h)
        let q0 = p0 + d.d0, q3 = p3 + d.d3, q1 = p1 + d.d1, q2 = p2 + d.d2
        switch start {
        case .move: b.move(to: q0)
        case .line: b.line(to: q0)
        case .joined: break
        }
        b.cubic(to: q3, control1: q1, control2: q2)
    }

    /// How a side's cubic reaches its first point.
    enum SideStart {
        /// A move: the first side of a band.
        case move
        /// A line: across a band's end, or a corner.
        case line
        /// None: the side runs on from where the piece before it ended.
        case joined
    }
}
