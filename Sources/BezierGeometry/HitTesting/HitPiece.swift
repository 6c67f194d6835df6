/// A run of consecutive pieces of a ``PreparedPath``: their box, where the run ends, and
/// whether it is a chain (40 bytes).
struct HitRun: Sendable {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    /// The run holds the pieces from the previous run's end (0 for the first) to this.
    var end: Int32 = 0
    /// Whether the run's pieces are all filled and chained (each starts where the one before
    /// ends, or between them lies only a horizontal closing line, which crosses no ray). A ray
    /// from left of such a run's box crosses it as often, signed, as the chord from its first
    /// point to its last: each piece from `a` to `b` adds `[a.y <= y] - [b.y <= y]` (the
    /// half-open rule), which telescopes.
    var isChain = true

    /// The squared distance from `q` to the box: a lower bound for every piece in it.
    @inline(__always)
    func distanceSquared(to q: Point) -> Double {
        let dx = max3(minX - q.x, q.x - maxX, 0), dy = max3(minY - q.y, q.y - maxY, 0)
        return dx * dx + dy * dy
    }

    /// Whether a piece of the run may cross the ray from `q` towards +x: a piece crosses
    /// only heights in its own half-open height range, and only left of its largest x.
    @inline(__always)
    func mayCrossRay(from q: Point) -> Bool {
        q.y >= minY && q.y < maxY && q.x < maxX
    }
}

/// The inner control points of a ``HitPiece`` (an edge's are its ends), kept apart from it:
/// only a projection onto a piece, or a ray crossing inside a piece's band, needs them.
struct HitControls: Sendable {
    var p1: Point, p2: Point
}

/// A straight edge, or a piece of a curved segment monotone in x and y, of a ``PreparedPath``,
/// prepared for the nearest-point, sweep and fill-crossing tests.
///
/// Either lies in the box of its end points, and in the band between two lines parallel to its
/// chord through its control points (the convex hull property; an edge's band has no width),
/// measured by ``side(_:)``. The box and band give cheap lower bounds of a piece's distance, and
/// the band settles a ray crossing for every point outside it.
struct HitPiece: Sendable {
    // The fields every test reads first (the ends, the flags, what an edge needs) lead, so
    // that they share a cache line more often than not; the control points and band follow.

    /// The end points.
    var p0 = Point.zero, p3 = Point.zero
    /// `1 / |p3 - p0|^2`, 0 when the ends coincide.
    var inverseChordLengthSquared = 0.0
    /// +1 for a filled piece going down, -1 going up, 0 when not filled or horizontal.
    var winding: Int8 = 0
    var isCurve = false
    /// Whether the piece is stroked (every one but an implicit close of the outline).
    var isStroked = false
    /// The labels of the end points (a segment's own end, or a cut inside it) and of the inside.
    var startLabel = PathLabel.unlabelled, endLabel = PathLabel.unlabelled, insideLabel = PathLabel.unlabelled
    /// Whether the piece starts at its path segment's start, and ends at its end (else at a
    /// cut inside a curve).
    var isSegmentStart = true, isSegmentEnd = true
    /// The band of ``side(_:)`` values that holds the piece, widened by the rounding.
    var low = 0.0, high = 0.0

    init() {}

    /// An edge from `a` to `b`.
    init(edge a: Point, _ b: Point, _ pa: PathLabel, _ pb: PathLabel, filled: Bool, stroked: Bool) {
        p0 = a; p3 = b
        setChord(filled: filled)
        isStroked = stroked
        startLabel = pa
        endLabel = pb
        insideLabel = pa == pb ? pa : .unlabelled
    }

    /// A curve piece monotone in x and y.
    init(piece c: CubicSegment, _ pa: PathLabel, _ pb: PathLabel, inside: PathLabel, filled: Bool,
         isSegmentStart: Bool = true, isSegmentEnd: Bool = true) {
        self.isSegmentStart = isSegmentStart
        self.isSegmentEnd = isSegmentEnd
        p0 = c.p0; p3 = c.p3
        setChord(filled: filled)
        isCurve = true
        isStroked = true
        startLabel = pa
        endLabel = pb
        insideLabel = inside
        let s1 = side(c.p1), s2 = side(c.p2)
        let slack = 1e-12 * (s1.magnitude + s2.magnitude + (p3 - p0).lengthSquared)
        low = min3(0, s1, s2) - slack
        high = max3(0, s1, s2) + slack
    }

    private mutating func setChord(filled: Bool) {
        let chord = p3 - p0
        let l2 = chord.lengthSquared
        inverseChordLengthSquared = l2 > 0 ? 1 / l2 : 0
        winding = filled && chord.y != 0 ? (chord.y > 0 ? 1 : -1) : 0
    }

    /// The piece as a cubic, with its inner control points.
    @inline(__always)
    func curve(_ c: HitControls) -> CubicSegment { CubicSegment(p0, c.p1, c.p2, p3) }

    /// The point's offset across the chord line times the chord's length, signed so that it
    /// grows towards +x when the chord is not horizontal (it is then `|dy|` times the point's
    /// horizontal offset from the chord line): a ray towards +x from a point whose value is below
    /// the band crosses the piece, one from above it does not.
    @inline(__always)
    func side(_ q: Point) -> Double {
        let dx = p3.x - p0.x, dy = p3.y - p0.y
        let s = (q.x - p0.x) * dy - (q.y - p0.y) * dx
        return dy < 0 ? -s : s
    }

    /// The signed crossing of the ray from `q` towards +x, or 0, by ``FillCrossingPiece``'s
    /// half-open rule: a piece crosses heights from its upper end's (included) to its lower
    /// end's (excluded), where `q` lies strictly left of it. The control points are read only
    /// for a point inside the band.
    @inline(__always)
    func crossing(_ q: Point, _ controls: @autoclosure () -> HitControls) -> Int {
        guard winding != 0, (p0.y <= q.y) != (p3.y <= q.y), q.x < max2(p0.x, p3.x) else { return 0 }
        let s = side(q)
        if s < low { return Int(winding) }
        if s >= high { return 0 }
        return FillCrossingPiece.x(atY: q.y, on: curve(controls())) > q.x ? Int(winding) : 0
    }

    /// The nearest point of an edge, its squared distance and its parameter.
    @inline(__always)
    func edgeNearest(to q: Point) -> (point: Point, distanceSquared: Double, t: Double) {
        let d = p3 - p0
        let t = min2(max2((q - p0).dot(d) * inverseChordLengthSquared, 0), 1)
        let p = p0.interpolated(to: p3, t)
        return (p, p.distanceSquared(to: q), t)
    }

    /// Whether an edge's sweep of normals of length `sqrt(r2)` (the rectangle on it) holds `q`;
    /// `false` for an edge of length zero, whose stroke is a dot of the stroke's caps.
    @inline(__always)
    func edgeSweepContains(_ q: Point, _ r2: Double) -> Bool {
        guard inverseChordLengthSquared > 0 else { return false }
        let d = p3 - p0, w = q - p0
        let t = w.dot(d) * inverseChordLengthSquared
        guard t >= 0, t <= 1 else { return false }
        let across = w.cross(d)
        return across * across * inverseChordLengthSquared <= r2
    }

    /// The label of an edge's point at parameter `t`: a tie at an end goes to the end's label
    /// unless it is ``PathLabel/unlabelled``.
    @inline(__always)
    func edgeLabel(at t: Double) -> PathLabel {
        t <= 0 && !startLabel.isUnlabelled ? startLabel
            : t >= 1 && !endLabel.isUnlabelled ? endLabel : insideLabel
    }

    /// The squared distance from `q` to the box of the end points (which holds an edge and a
    /// monotone piece).
    @inline(__always)
    func boxDistanceSquared(to q: Point) -> Double {
        let dx = max3(min2(p0.x, p3.x) - q.x, 0, q.x - max2(p0.x, p3.x))
        let dy = max3(min2(p0.y, p3.y) - q.y, 0, q.y - max2(p0.y, p3.y))
        return dx * dx + dy * dy
    }

    /// A lower bound of the squared distance from `q` to a piece: to the box of its end points
    /// and to the band around its chord, whichever is farther.
    @inline(__always)
    func lowerBoundSquared(_ q: Point) -> Double {
        let box = boxDistanceSquared(to: q)
        let s = side(q)
        // side() is the offset across the chord times its length.
        let gap = max3(low - s, 0, s - high)
        return max2(box, gap * gap * inverseChordLengthSquared)
    }

    /// The nearest point of a curve strictly inside it, when its distance has an interior
    /// minimum, with its squared distance; `nil` when the nearest point is an end.
    ///
    /// The distance's derivative is `-6 f(t)` with `f(t) = (q - B(t)) . D(t)` (see
    /// ``NormalFootPolynomials``). When `f`'s Bernstein coefficients change sign once, from
    /// positive to negative, `f` has exactly one root inside (Descartes' rule of signs for the
    /// Bernstein basis) and it is the only interior minimum: Newton's method kept in the bracket
    /// finds it. No sign change means no interior minimum. Any other pattern (a curve that turns
    /// a lot for its distance from `q`) is halved, up to three times, and then left to the
    /// general exact projection.
    ///
    /// - Returns: a point inside the curve no farther than any other inside it (possibly a
    ///   halving point), or `nil` when no interior point is nearer than both ends.
    static func nearestInside(_ c: CubicSegment, to q: Point, depth: Int = 0) -> (point: Point, distanceSquared: Double)? {
        let c1 = c.p1 - c.p0, c2 = c.p2 - c.p0, c3 = c.p3 - c.p0
        let (d0, d1, d2) = NormalFootPolynomials.reducedHodograph(c1, c2, c3)
        let b = NormalFootPolynomials.footCoefficients(q: q - c.p0, c1: c1, c2: c2, c3: c3, d0: d0, d1: d1, d2: d2)
        // Sign variations, zeros skipped (scalar code: these run on every projection).
        var variations = 0, last = 0.0
        @inline(__always) func count(_ x: Double) {
            guard x != 0 else { return }
            if last != 0 && (x < 0) != (last < 0) { variations += 1 }
            last = x
        }
        count(b.0); count(b.1); count(b.2); count(b.3); count(b.4); count(b.5)
        if b.0 != 0 && b.5 != 0 {
            if variations == 0 { return nil }
            if variations == 1 {
                if b.0 < 0 { return nil }  // a maximum inside: the nearest point is an end
                let p = c.point(at: descendingRoot(b))
                return (p, p.distanceSquared(to: q))
            }
        } else if last == 0 {
            return nil  // f vanishes: every point is at the same distance (a point-like curve)
        }
        if depth < 3 {
            let (left, right) = c.split(at: 0.5)
            let mid = left.p3
            var best = (point: mid, distanceSquared: mid.distanceSquared(to: q))
            if let l = nearestInside(left, to: q, depth: depth + 1), l.distanceSquared < best.distanceSquared { best = l }
            if let r = nearestInside(right, to: q, depth: depth + 1), r.distanceSquared < best.distanceSquared { best = r }
            return best
        }
        let projection = c.project(q)
        guard projection.t > 0, projection.t < 1 else { return nil }
        return (projection.point, projection.distance * projection.distance)
    }

    /// The root in `0...1` of the quintic with Bernstein coefficients `b` that goes from
    /// positive to negative there once: Newton's method on its power form from where the control
    /// polygon crosses zero, kept inside the bracket by bisection.
    static func descendingRoot(_ b: (Double, Double, Double, Double, Double, Double)) -> Double {
        let (b0, b1, b2, b3, b4, b5) = b
        // Power form a0 + a1 t + ... + a5 t^5 (binomial differences of the coefficients).
        let a0 = b0
        let a1 = 5 * (b1 - b0)
        let a2 = 10 * (b2 - 2 * b1 + b0)
        let a3 = 10 * (b3 - 3 * b2 + 3 * b1 - b0)
        let a4 = 5 * (b4 - 4 * b3 + 6 * b2 - 4 * b1 + b0)
        let a5 = b5 - 5 * b4 + 10 * b3 - 10 * b2 + 5 * b1 - b0
        // Where the control polygon first goes from positive to not.
        @inline(__always) func cross(_ i: Double, _ x: Double, _ y: Double) -> Double { (i + x / (x - y)) / 5 }
        var t = b0 > 0 && b1 <= 0 ? cross(0, b0, b1)
            : b1 > 0 && b2 <= 0 ? cross(1, b1, b2)
            : b2 > 0 && b3 <= 0 ? cross(2, b2, b3)
            : b3 > 0 && b4 <= 0 ? cross(3, b3, b4)
            : b4 > 0 && b5 <= 0 ? cross(4, b4, b5) : 0.5
        var lo = 0.0, hi = 1.0
        for _ in 0..<64 {
            let value = ((((a5 * t + a4) * t + a3) * t + a2) * t + a1) * t + a0
            if value == 0 { return t }
            if value > 0 { lo = t } else { hi = t }
            let slope = (((5 * a5 * t + 4 * a4) * t + 3 * a3) * t + 2 * a2) * t + a1
            var next = slope != 0 ? t - value / slope : (lo + hi) * 0.5
            if !(next > lo && next < hi) { next = (lo + hi) * 0.5 }
            // Quadratic convergence: a step this small leaves the next one below rounding.
            if abs(next - t) <= 1e-9 || hi - lo <= 1e-15 { return next }
            t = next
        }
        return t
    }
}
