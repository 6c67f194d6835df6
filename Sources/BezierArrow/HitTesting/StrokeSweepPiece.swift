/// One piece of a segment, prepared for the sweep test: the union of its normal segments of
/// half-width length (`p` is in it iff `(p - B(t)) . B'(t) = 0` and `|p - B(t)| <= w/2` for some
/// `t`).
///
/// A piece keeps its chord (start, unit direction, length) and a certified bound `deviation` on
/// the Hausdorff distance between the curve and the chord segment, which settle most queries
/// with a handful of multiplications:
/// - the distance from `p` to the chord segment minus the deviation bounds the distance to the
///   curve from below (reject), plus the deviation from above;
/// - when the distance to the curve is decreasing at its start and increasing at its end
///   (`f(0) >= 0 >= f(1)`), its global minimum is an interior perpendicular foot, so a point
///   within `halfWidth - deviation` of the chord is in the sweep (accept).
/// Only points in the thin band between the two go to the exact Bernstein search.
///
/// Straight pieces (lines, and cubics whose control points lie on the chord in order) have zero
/// deviation and are decided exactly by the chord alone: the sweep is the rectangle.
struct StrokeSweepPiece: Sendable {
    /// The piece's control-point bounds grown by the half width: nothing outside reaches it.
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// The start point: the origin of every relative coordinate below (keeps the arithmetic
    /// precise far from the path's origin).
    var origin: Point
    /// The unit chord direction; `(1, 0)` for a closed loop whose chord has zero length.
    var direction: Point
    /// The chord length.
    var length: Double
    /// Whether the piece is a straight segment traversed in one direction (deviation 0).
    var isStraight: Bool
    /// `(halfWidth + deviation)^2`: a point farther from the chord is outside.
    var outerReachSquared: Double
    /// `(halfWidth - deviation)^2`, or -1 when the deviation exceeds the half width.
    var innerReachSquared: Double
    /// Control points relative to ``origin`` (the start is the origin itself).
    var c1: Point, c2: Point, c3: Point
    /// The reduced hodograph in Bernstein form (see ``NormalFootPolynomials/reducedHodograph(_:_:_:)``);
    /// `d0` and `d2` are the directions of the piece at its ends.
    var d0: Point, d1: Point, d2: Point

    /// A straight piece from `a` to `b` (distinct points).
    init(line a: Point, _ b: Point, halfWidth h: Double) {
        let chord = b - a
        let l = chord.length
        origin = a
        length = l
        direction = chord / l
        isStraight = true
        outerReachSquared = h * h
        innerReachSquared = h * h
        c1 = chord / 3
        c2 = chord * (2.0 / 3.0)
        c3 = chord
        d0 = direction
        d1 = direction
        d2 = direction
        minX = min(a.x, b.x) - h
        maxX = max(a.x, b.x) + h
        minY = min(a.y, b.y) - h
        maxY = max(a.y, b.y) + h
    }

    /// A curved piece: a whole segment or a part cut from one.
    ///
    /// - Parameters:
    ///   - c: The piece.
    ///   - h: The half width.
    ///   - isSegmentStart: Whether the piece starts where its segment starts.
    ///   - isSegmentEnd: Whether the piece ends where its segment ends.
    init(curve c: CubicSegment, halfWidth h: Double, isSegmentStart: Bool, isSegmentEnd: Bool) {
        origin = c.p0
        c1 = c.p1 - c.p0
        c2 = c.p2 - c.p0
        c3 = c.p3 - c.p0
        (d0, d1, d2) = NormalFootPolynomials.reducedHodograph(c1, c2, c3, isSegmentStart: isSegmentStart,
                                                              isSegmentEnd: isSegmentEnd)
        length = c3.length
        direction = length > 0 ? c3 / length : Point(1, 0)
        isStraight = false
        let u = direction
        let deviation: Double
        if length > 0 && d0.dot(u) >= 0 && d1.dot(u) >= 0 && d2.dot(u) >= 0 {
            // Monotone along the chord: every curve point projects into the chord segment and
            // every chord point is the projection of a curve point, so the Hausdorff distance is
            // at most the control points' distance from the chord line (convex hull property).
            deviation = max(abs(c1.cross(u)), abs(c2.cross(u)))
        } else {
            // Otherwise compare with the chord parameterised linearly: B(t) - L(t) is a cubic
            // with control points 0, c1 - c3/3, c2 - 2 c3/3, 0.
            deviation = max((c1 - c3 / 3).length, (c2 - c3 * (2.0 / 3.0)).length)
        }
        outerReachSquared = (h + deviation) * (h + deviation)
        innerReachSquared = h >= deviation ? (h - deviation) * (h - deviation) : -1
        minX = min(c.p0.x, c.p1.x, c.p2.x, c.p3.x) - h
        maxX = max(c.p0.x, c.p1.x, c.p2.x, c.p3.x) + h
        minY = min(c.p0.y, c.p1.y, c.p2.y, c.p3.y) - h
        maxY = max(c.p0.y, c.p1.y, c.p2.y, c.p3.y) + h
    }

    /// The deviation bound recovered from the stored reaches (for splitting decisions).
    func deviation(halfWidth h: Double) -> Double { outerReachSquared.squareRoot() - h }

    @inline(__always)
    func boxContains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// The squared distance from `q` (relative to ``origin``) to the chord segment, and `q`'s
    /// coordinate along the chord.
    @inline(__always)
    func chordDistanceSquared(_ q: Point) -> (Double, Double) {
        let along = q.dot(direction)
        if along < 0 { return (q.lengthSquared, along) }
        let across = q.cross(direction)
        if along > length {
            let beyond = along - length
            return (beyond * beyond + across * across, along)
        }
        return (across * across, along)
    }

    /// Whether `p` lies in the sweep of the piece's normals of length `sqrt(halfWidthSquared)`.
    @inline(__always)
    func sweepContains(_ p: Point, halfWidthSquared: Double) -> Bool {
        let q = p - origin
        let (chordDistance2, along) = chordDistanceSquared(q)
        if chordDistance2 > outerReachSquared { return false }
        if isStraight { return along >= 0 && along <= length }
        if chordDistance2 <= innerReachSquared && q.dot(d0) >= 0 && (q - c3).dot(d2) <= 0 { return true }
        return NormalFootPolynomials(q: q, c1: c1, c2: c2, c3: c3, d0: d0, d1: d1, d2: d2)
            .hasFoot(within: halfWidthSquared)
    }
}

/// A convex polygon of at most four vertices (a bevel triangle, a miter kite, a square cap),
/// stored as four half-planes `nx * x + ny * y <= c` tested together.
struct StrokeConvexRegion: Sendable {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    var nx: SIMD4<Double>, ny: SIMD4<Double>, c: SIMD4<Double>

    /// The polygon with vertices in order (either orientation); a triangle repeats its first
    /// vertex. Returns `nil` when the polygon has no area or a non-finite vertex.
    init?(_ v0: Point, _ v1: Point, _ v2: Point, _ v3: Point) {
        var v = (v0, v1, v2, v3)
        let area = v0.cross(v1) + v1.cross(v2) + v2.cross(v3) + v3.cross(v0)
        guard area != 0, area.isFinite else { return nil }
        if area < 0 { v = (v3, v2, v1, v0) }
        func edge(_ a: Point, _ b: Point) -> (Double, Double, Double) {
            // Inside is on the left of a -> b: cross(b - a, p - a) >= 0, i.e. n . p <= c.
            let e = b - a
            return (e.y, -e.x, e.y * a.x - e.x * a.y)
        }
        let e0 = edge(v.0, v.1), e1 = edge(v.1, v.2), e2 = edge(v.2, v.3), e3 = edge(v.3, v.0)
        nx = SIMD4(e0.0, e1.0, e2.0, e3.0)
        ny = SIMD4(e0.1, e1.1, e2.1, e3.1)
        c = SIMD4(e0.2, e1.2, e2.2, e3.2)
        minX = min(v0.x, v1.x, v2.x, v3.x)
        maxX = max(v0.x, v1.x, v2.x, v3.x)
        minY = min(v0.y, v1.y, v2.y, v3.y)
        maxY = max(v0.y, v1.y, v2.y, v3.y)
    }

    @inline(__always)
    func contains(_ p: Point) -> Bool {
        guard p.x >= minX, p.x <= maxX, p.y >= minY, p.y <= maxY else { return false }
        return all(nx * p.x + ny * p.y .<= c)
    }
}

/// A round join, a round cap or a round dot: the part of the disk of half-width radius around
/// `center` where `w . a >= 0` and `w . b <= 0` (`w = p - center`).
///
/// For a join with unit tangents `a` (arriving) and `b` (leaving) that is the pie slice between
/// the two outer normals, the fan cairo and Skia draw (a full disk would also cover points beside
/// very short segments that neither library paints); a cap is the half disk `a = d`, `b = -d`;
/// a dot is the whole disk, `a = b = 0`.
struct StrokeDiskSector: Sendable {
    var center: Point
    var a: Point
    var b: Point

    @inline(__always)
    func contains(_ p: Point, radiusSquared: Double) -> Bool {
        let w = p - center
        return w.lengthSquared <= radiusSquared && w.dot(a) >= 0 && w.dot(b) <= 0
    }
}
