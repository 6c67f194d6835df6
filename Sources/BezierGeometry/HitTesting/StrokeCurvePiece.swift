/// A curved segment of a stroke, prepared for the sweep test: the union of its normal segments
/// of half-width length (`p` is in it iff `(p - B(t)) . B'(t) = 0` and `|p - B(t)| <= w/2` for
/// some `t`).
///
/// The segment keeps its chord (start, unit direction, length) and `deviation`, a certified
/// bound on the Hausdorff distance between the curve and the chord segment (see
/// ``deviation(_:_:_:)``), which settle most queries with a handful of multiplications:
/// - the distance from `p` to the chord segment minus the deviation bounds the distance to the
///   curve from below (reject), plus the deviation from above;
/// - when the distance to the curve is decreasing at its start and increasing at its end
///   (`f(0) >= 0 >= f(1)`), its global minimum is an interior perpendicular foot, so a point
///   within `halfWidth - deviation` of the chord is in the sweep (accept).
/// A point in the band between the two is refined on demand: the control polygon is halved
/// (the deviation of a half is about a quarter) and the same tests run on each half, down to
/// ``refinementDepth`` levels, below which the exact Bernstein search decides
/// (``NormalFootPolynomials/hasFoot(within:depth:)``). Subdividing per query rather than when
/// preparing keeps preparation cheap for a path that changes on every drag.
struct StrokeCurvePiece: Sendable {
    /// The piece's control-point bounds grown by the half width: nothing outside reaches it.
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// The start point: the origin of every relative coordinate below (keeps the arithmetic
    /// precise far from the path's origin).
    var origin: Point
    /// The unit chord direction; `(1, 0)` for a closed loop whose chord has zero length.
    var direction: Point
    /// The chord length.
    var length: Double
    /// `(halfWidth + deviation)^2`: a point farther from the chord is outside.
    var outerReachSquared: Double
    /// `(halfWidth - deviation)^2`, or -1 when the deviation exceeds the half width.
    var innerReachSquared: Double
    /// Control points relative to ``origin`` (the start is the origin itself).
    var c1: Point, c2: Point, c3: Point
    /// The directions at the ends (from the reduced hodograph, see
    /// ``NormalFootPolynomials/reducedHodograph(_:_:_:isSegmentStart:isSegmentEnd:)``).
    var startDirection: Point, endDirection: Point

    /// Levels of on-demand halving before the exact search: pieces of 1/16 of the segment, whose
    /// deviation is about 1/256 of the segment's.
    static let refinementDepth = 4

    /// How much larger than the half width a piece may be when the exact search takes it.
    ///
    /// The search's squared distance is formed from the piece's control points, so its rounding
    /// is about `2e-16` of the piece's size squared; against the squared half width that is
    /// noise once the piece is some 1e8 times wider than the stroke (a stroke 0.1 wide on an arc
    /// of radius 1e11 answered at random). Halving on until a piece is within 1e4 half widths
    /// keeps the rounding below 1e-7 of the squared half width. Only thin strokes on long
    /// curves go deeper; an arrow's tap target never does.
    static let exactSearchSpan = 1e4

    /// The deepest halving: a piece of 2^-60 of its segment is within rounding of a point.
    static let maxRefinementDepth = 60

    /// Whether the piece starts at its segment's start, and ends at its segment's end: there a
    /// control point on top of its end point does not make a cusp (see
    /// ``NormalFootPolynomials/reducedHodograph(_:_:_:isSegmentStart:isSegmentEnd:)``), while a
    /// piece cut at a cusp inside its segment keeps the cusp's disk.
    var isSegmentStart: Bool, isSegmentEnd: Bool

    /// A curved segment, or a piece of one.
    ///
    /// - Parameters:
    ///   - c: The piece as a cubic.
    ///   - h: The half width.
    ///   - isSegmentStart: Whether the piece starts at its segment's start.
    ///   - isSegmentEnd: Whether the piece ends at its segment's end.
    init(_ c: CubicSegment, halfWidth h: Double, isSegmentStart: Bool = true, isSegmentEnd: Bool = true) {
        self.isSegmentStart = isSegmentStart
        self.isSegmentEnd = isSegmentEnd
        origin = c.p0
        c1 = c.p1 - c.p0
        c2 = c.p2 - c.p0
        c3 = c.p3 - c.p0
        let (d0, _, d2) = NormalFootPolynomials.reducedHodograph(c1, c2, c3, isSegmentStart: isSegmentStart,
                                                                isSegmentEnd: isSegmentEnd)
        startDirection = d0
        endDirection = d2
        length = c3.length
        direction = length > 0 ? c3 * (1 / length) : Point(1, 0)
        let deviation = Self.deviation(c1, c2, c3)
        outerReachSquared = (h + deviation) * (h + deviation)
        innerReachSquared = h >= deviation ? (h - deviation) * (h - deviation) : -1
        minX = min2(min2(c.p0.x, c.p1.x), min2(c.p2.x, c.p3.x)) - h
        maxX = max2(max2(c.p0.x, c.p1.x), max2(c.p2.x, c.p3.x)) + h
        minY = min2(min2(c.p0.y, c.p1.y), min2(c.p2.y, c.p3.y)) - h
        maxY = max2(max2(c.p0.y, c.p1.y), max2(c.p2.y, c.p3.y)) + h
    }

    /// A bound on the Hausdorff distance between a cubic and its chord segment, exact when the
    /// curve runs monotonically along the chord.
    ///
    /// - Monotone along the chord: every curve point projects into the chord segment and every
    ///   chord point is the projection of a curve point, so the distance is the largest
    ///   perpendicular offset, a cubic with Bernstein coefficients `(0, o1, o2, 0)`.
    /// - Otherwise: against the chord parameterised linearly, `B(t) - L(t)` has control points
    ///   `0, w1 = c1 - c3/3, w2 = c2 - 2 c3/3, 0`, so `|B(t) - L(t)|` is at most
    ///   `3t(1-t)((1-t)|w1| + t|w2|)`.
    ///
    /// - Parameters:
    ///   - c1: The first control point relative to the start.
    ///   - c2: The second control point relative to the start.
    ///   - c3: The end point relative to the start.
    ///   - exact: Whether to take the exact maximum of the cubic bound (a quadratic solve) or
    ///     the quick `3/4 max(|b1|, |b2|)` (at most 3/4 of the larger coefficient, as
    ///     `3t(1-t) <= 3/4`).
    /// - Returns: The bound.
    @inline(__always)
    static func deviation(_ c1: Point, _ c2: Point, _ c3: Point, exact: Bool = true) -> Double {
        let length = c3.length
        var b1: Double, b2: Double
        var isMonotone = false
        if length > 0 {
            let u = c3 * (1 / length)
            // The hodograph's Bernstein coefficients bound B'(t) . u from below.
            isMonotone = c1.dot(u) >= 0 && (c2 - c1).dot(u) >= 0 && (c3 - c2).dot(u) >= 0
            b1 = c1.cross(u)
            b2 = c2.cross(u)
        } else {
            b1 = 0
            b2 = 0
        }
        if !isMonotone {
            b1 = (c1 - c3 * (1.0 / 3.0)).length
            b2 = (c2 - c3 * (2.0 / 3.0)).length
        }
        if !exact { return 0.75 * max(abs(b1), abs(b2)) * (1 + 1e-12) }
        let bulge = CubicSegment.bulgeRange(b1, b2)
        return max(-bulge.low, bulge.high)
    }

    /// Whether `p` lies in the sweep of the piece's normals of length `sqrt(halfWidthSquared)`.
    @inline(__always)
    func sweepContains(_ p: Point, halfWidthSquared: Double) -> Bool {
        guard p.x >= minX, p.x <= maxX, p.y >= minY, p.y <= maxY else { return false }
        let q = p - origin
        let chordDistance2 = Self.chordDistanceSquared(q, direction: direction, length: length)
        if chordDistance2 > outerReachSquared { return false }
        if chordDistance2 <= innerReachSquared && q.dot(startDirection) >= 0 && (q - c3).dot(endDirection) <= 0 {
            return true
        }
        let h = halfWidthSquared.squareRoot()
        return Self.refinedContains(q, c1, c2, c3, isSegmentStart: isSegmentStart, isSegmentEnd: isSegmentEnd,
                                    halfWidth: h, depth: 0)
    }

    /// The squared distance from `q` (relative to a chord's start) to the chord segment.
    @inline(__always)
    static func chordDistanceSquared(_ q: Point, direction: Point, length: Double) -> Double {
        let along = q.dot(direction)
        let across = q.cross(direction)
        let beyond = along < 0 ? along : along > length ? along - length : 0
        return beyond * beyond + across * across
    }

    /// The sweep test on the two halves of a piece, recursively, each half with the chord tests;
    /// at the depth limit, the exact search.
    ///
    /// - Parameters:
    ///   - q: The point relative to the piece's start.
    ///   - c1: The first control point relative to the start.
    ///   - c2: The second control point relative to the start.
    ///   - c3: The end point relative to the start.
    ///   - isSegmentStart: Whether the piece starts at its segment's start.
    ///   - isSegmentEnd: Whether the piece ends at its segment's end.
    ///   - halfWidth: The half width.
    ///   - depth: The halving level of the piece.
    static func refinedContains(_ q: Point, _ c1: Point, _ c2: Point, _ c3: Point,
                                isSegmentStart: Bool, isSegmentEnd: Bool, halfWidth h: Double, depth: Int) -> Bool {
        if depth >= refinementDepth && !needsFinerPieces(q, c1, c2, c3, halfWidth: h, depth: depth) {
            let (d0, d1, d2) = NormalFootPolynomials.reducedHodograph(c1, c2, c3, isSegmentStart: isSegmentStart,
                                                                      isSegmentEnd: isSegmentEnd)
            return NormalFootPolynomials(q: q, c1: c1, c2: c2, c3: c3, d0: d0, d1: d1, d2: d2)
                .hasFoot(within: h * h)
        }
        // De Casteljau at 1/2, relative to the start; the right half is re-based on the midpoint.
        let a = c1 * 0.5, b = (c1 + c2) * 0.5, c = (c2 + c3) * 0.5
        let d = (a + b) * 0.5, e = (b + c) * 0.5
        let m = (d + e) * 0.5
        if halfContains(q, a, d, m, isSegmentStart: isSegmentStart, isSegmentEnd: false, halfWidth: h, depth: depth + 1) {
            return true
        }
        return halfContains(q - m, e - m, c - m, c3 - m, isSegmentStart: false, isSegmentEnd: isSegmentEnd,
                            halfWidth: h, depth: depth + 1)
    }

    /// Whether a piece past ``refinementDepth`` is still too wide for the exact search (see
    /// ``exactSearchSpan``).
    ///
    /// Only while every square the chord tests form is finite (magnitudes below 1e100, which the
    /// accepted range keeps far inside): there the tests drop every half away from the point, so
    /// each level keeps a few pieces. With an overflowing square neither test could decide and
    /// both halves would go on to ``maxRefinementDepth``.
    @inline(__always)
    static func needsFinerPieces(_ q: Point, _ c1: Point, _ c2: Point, _ c3: Point, halfWidth h: Double,
                                 depth: Int) -> Bool {
        let extent = max2(max2(abs(c3.x), abs(c3.y)), max2(max2(abs(c1.x), abs(c1.y)), max2(abs(c2.x), abs(c2.y))))
        return depth < maxRefinementDepth && extent > exactSearchSpan * h && extent < 1e100 && h > 1e-100
            && abs(q.x) < 1e100 && abs(q.y) < 1e100
    }

    /// The chord tests on one half, then deeper refinement when they cannot decide.
    @inline(__always)
    static func halfContains(_ q: Point, _ c1: Point, _ c2: Point, _ c3: Point,
                             isSegmentStart: Bool, isSegmentEnd: Bool, halfWidth h: Double, depth: Int) -> Bool {
        let length = c3.length
        let direction = length > 0 ? c3 * (1 / length) : Point(1, 0)
        let deviation = Self.deviation(c1, c2, c3, exact: false)
        let chordDistance2 = chordDistanceSquared(q, direction: direction, length: length)
        let outer = h + deviation
        if chordDistance2 > outer * outer { return false }
        let inner = h - deviation
        if inner >= 0 && chordDistance2 <= inner * inner {
            let (d0, _, d2) = NormalFootPolynomials.reducedHodograph(c1, c2, c3, isSegmentStart: isSegmentStart,
                                                                    isSegmentEnd: isSegmentEnd)
            if q.dot(d0) >= 0 && (q - c3).dot(d2) <= 0 { return true }
        }
        return refinedContains(q, c1, c2, c3, isSegmentStart: isSegmentStart, isSegmentEnd: isSegmentEnd,
                               halfWidth: h, depth: depth)
    }
}
