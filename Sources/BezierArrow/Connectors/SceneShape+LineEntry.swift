/// Where a straight approach first enters a shape, in closed form: the solver's fast path for
/// straight and elbow bodies against rectangles, rounded rectangles and ellipses.
///
/// The line is taken into the shape's own coordinates (the inverse transform), where the outline
/// is axis-aligned. A rectangle is entered where the line enters the slabs between its opposite
/// sides. A rounded rectangle is entered where the line enters its box when that point lies on
/// a side's straight part, else on that corner's arc. An arc is the outline's own cubic (a quarter
/// circle's or a quarter ellipse's), which lies between the circle it stands for and that circle
/// grown by 3e-4 (it strays at most 2.73e-4 of the radius outside): the line's meetings with the
/// two circles (ellipses, for an ellipse) bracket its entry, and Newton's method on the cubic
/// itself (the line's equation along the cubic, a cubic polynomial in its parameter) finds it to
/// the last bits, started from the bracket.
///
/// Every such outline is convex: the line meets the fill in one interval, entered once. Where
/// rounding could change the answer the closed form answers ``LineEntry/undecided`` and the
/// general solver (``CurveIntersections/firstEntry(of:into:segments:)``) decides: the line within
/// a hair of a box's corner or a straight part's end, grazing an arc, an end of the approach on
/// the outline, a transform far from a rotation and scale, a closed path.
extension SceneShape {
    /// What the closed form says of a straight approach from `a` to `b`.
    enum LineEntry: Equatable, Sendable {
        /// It first enters the fill at `t` (0 at `a`, 1 at `b`), at `point`.
        case entered(t: Double, point: Point)
        /// It never passes from outside the fill to inside it.
        case never
        /// Too near a case where the answer switches, or an outline without a closed form.
        case undecided
    }

    /// The arcs' bracket: the outline's cubic lies between the unit circle (less rounding:
    /// 1.6e-11 inside with the handle's 10 digits) and the circle this much larger.
    static let arcInner = 1 - 1e-9, arcOuter = 1 + 3e-4
    /// How far from grazing (in the circle's radii) the line must pass an arc's circle for the
    /// closed form to answer: its entry and exit are then well apart.
    static let arcClearance = 1e-3

    /// Where the straight approach from `a` to `b` first enters the outline (``LineEntry``).
    func lineEntry(from a: Point, to b: Point) -> LineEntry {
        guard let frame = lineFrame, let line = LocalLine(a, b, frame: frame) else { return .undecided }
        let crossing: LocalLine.Crossing?
        switch outline {
        case .rectangle(let r): crossing = line.crossing(box: r)
        case .roundedRectangle(let r, let radius):
            let k = Outline.cornerRadius(radius, in: r)
            crossing = k > 0 ? line.crossing(roundedBox: r, radius: k) : line.crossing(box: r)
        case .ellipse(let r): crossing = line.crossing(ellipse: r)
        case .path: crossing = nil
        }
        guard let crossing else { return .undecided }
        let tau = line.tolerance / line.length
        guard let entry = crossing.entry else { return .never }
        if entry.low > tau && entry.high < 1 - tau {
            guard let t = line.exactEntry(crossing) else { return .undecided }
            // From the anchor back: the point as exact as the line is near the shape.
            return .entered(t: t, point: b + (a - b) * (1 - t))
        }
        // Entered beyond the anchor; left before the start; or a start inside, which the line
        // leaves for good.
        if entry.low >= 1 + tau || crossing.exit.high <= -tau || (entry.high <= -tau && crossing.exit.low >= tau) {
            return .never
        }
        return .undecided
    }
}

/// A straight approach in a shape's own coordinates, with the shape's local rect.
private struct LocalLine {
    /// Where the line meets an outline (parameters along it), each meeting bracketed.
    struct Crossing {
        /// The entry (`nil`: the line misses the fill) and the exit.
        var entry: (low: Double, high: Double)?
        var exit: (low: Double, high: Double)
        /// Where the entry is found exactly: on a side (the bracket is exact), or on arcs.
        var arc: Arc?
    }

    /// A quarter arc of the outline the entry lies on: the ellipse's (the neighbouring quarters
    /// tried when the meeting is beyond its ends) or a rounded rectangle's corner.
    struct Arc {
        var rect: Rect
        var quarter: Int
        /// The corner radius, or `nil` for the ellipse inscribed in `rect`.
        var cornerRadius: Double?

        func cubic(_ q: Int) -> CubicSegment {
            if let k = cornerRadius { return SceneShape.Outline.corner(q, of: rect, radius: k) }
            return SceneShape.Outline.ellipseQuarter(q, of: rect)
        }
    }

    /// The start (`a`'s place) and the direction to `b`'s.
    var start: Point
    var direction: Point
    var length: Double
    /// Local distances below this are rounding: decisions within it are left undecided.
    var tolerance: Double

    /// The line from `a` to `b` in a shape's coordinates, or `nil` (undecided) for a line of no
    /// length. The shape's own part (the inverse, its norm, the rect's magnitude, and the refusal
    /// of a transform that cannot be inverted or is far from a rotation and scale) was made with
    /// the shape: its frame, passed alone (a shape passed to an initialiser is retained for it).
    init?(_ a: Point, _ b: Point, frame: SceneShape.LineFrame) {
        let inverse = frame.inverse
        let end = inverse.apply(b)
        direction = inverse.applyToVector(b - a)
        start = end - direction
        length = direction.length
        // Every local coordinate here carries rounding relative to the magnitudes that made it:
        // the local rect's, the line's ends', the scene point through the inverse. (The rect's
        // largest first: a maximum taken in any order is the same, and a NaN end is skipped as
        // in one maximum of all eight; such a line has no finite length and is refused below.)
        let magnitude = max(frame.rectMagnitude, abs(start.x), abs(start.y), abs(end.x), abs(end.y))
            + frame.inverseNorm * max(abs(b.x), abs(b.y)) + abs(inverse.tx) + abs(inverse.ty)
        tolerance = 1e-9 * magnitude
        guard length > 0, length.isFinite, tolerance.isFinite, tolerance > 0 else { return nil }
    }

    func point(at t: Double) -> Point { start + direction * t }

    /// Where the line crosses the slabs of a box, or `nil` when it passes within the tolerance of
    /// a corner (or not at all across a box of no extent).
    @inline(__always)
    func crossing(box r: Rect) -> Crossing? {
        guard r.width > 0, r.height > 0 else { return nil }
        // The corners' sides of the line: all on one side, a miss; within rounding, undecided.
        let n = direction.perpendicular, margin = tolerance * length
        func side(_ x: Double, _ y: Double) -> Double { n.dot(Point(x, y) - start) }
        let s0 = side(r.minX, r.minY), s1 = side(r.maxX, r.minY), s2 = side(r.maxX, r.maxY), s3 = side(r.minX, r.maxY)
        guard abs(s0) > margin, abs(s1) > margin, abs(s2) > margin, abs(s3) > margin else { return nil }
        let below = s0 < 0 || s1 < 0 || s2 < 0 || s3 < 0, above = s0 > 0 || s1 > 0 || s2 > 0 || s3 > 0
        guard below && above else { return Crossing(entry: nil, exit: (-.infinity, -.infinity)) }
        let (x0, x1) = Self.slab(start.x, direction.x, r.minX, r.maxX)
        let (y0, y1) = Self.slab(start.y, direction.y, r.minY, r.maxY)
        let tIn = max(x0, y0), tOut = min(x1, y1)
        return Crossing(entry: (tIn, tIn), exit: (tOut, tOut))
    }

    /// The parameters where `p + t v` enters and leaves `lo...hi` (all of them for `v` 0, which
    /// the corners' test above leaves only for a line strictly between the sides).
    static func slab(_ p: Double, _ v: Double, _ lo: Double, _ hi: Double) -> (Double, Double) {
        guard v != 0 else { return (-.infinity, .infinity) }
        let t0 = (lo - p) / v, t1 = (hi - p) / v
        return t0 < t1 ? (t0, t1) : (t1, t0)
    }

    /// A rounded box: its box's entry when on a straight part, else its corner's arc. The box's
    /// corners are not on the outline: a line by one of them enters by the arc or not at all.
    func crossing(roundedBox r: Rect, radius k: Double) -> Crossing? {
        // A radius within rounding of nothing (the arcs within 4 tolerances of the box's corners):
        // the corners are a box's, left to the general solver.
        guard r.width > 0, r.height > 0, k >= 10 * tolerance else { return nil }
        guard let (x0, x1) = slab(start.x, direction.x, r.minX, r.maxX),
              let (y0, y1) = slab(start.y, direction.y, r.minY, r.maxY)
        else { return nil }
        let tIn = max(x0, y0), tOut = min(x1, y1)
        // Missing the box, or touching it at a corner only (a side along the line is undecided above).
        guard tOut - tIn > tolerance / length else { return Crossing(entry: nil, exit: (-.infinity, -.infinity)) }
        // Entering by a corner's outer part and leaving the box again: a miss.
        guard let entry = roundedMeeting(r, k, at: tIn, entering: true, across: x0 < tIn) else { return nil }
        if case .miss = entry.place { return Crossing(entry: nil, exit: (-.infinity, -.infinity)) }
        guard let exit = roundedMeeting(r, k, at: tOut, entering: false, across: x1 > tOut),
              case .meets = exit.place
        else { return nil }
        return Crossing(entry: (max(entry.low, tIn), entry.high), exit: (exit.low, min(exit.high, tOut)), arc: entry.arc)
    }

    /// Where the line meets a rounded box near where it crosses the box at `t`: the box's own
    /// crossing on a straight part, else the corner's arc (bracketed; a miss when the line passes
    /// clear of the corner's circle); `nil` within the tolerance of a straight part's end.
    /// `across` says the box's side there is one of constant y (the place along it is x).
    func roundedMeeting(_ r: Rect, _ k: Double, at t: Double, entering: Bool,
                        across: Bool) -> (low: Double, high: Double, place: MeetingPlace, arc: Arc?)? {
        let p = point(at: t)
        let along = across ? p.x : p.y
        let lo = across ? r.minX : r.minY, hi = across ? r.maxX : r.maxY
        if along >= lo + k + tolerance && along <= hi - k - tolerance { return (t, t, .meets, nil) }
        guard along < lo + k - tolerance || along > hi - k + tolerance else { return nil }
        // The corner: the end of the side's axis the place is near; of the other axis, the side
        // the line crosses (entering the box going +y, its minimum side).
        let forward = across ? direction.y : direction.x
        let highAlong = along > hi - k, highAcross = entering ? forward < 0 : forward > 0
        let (highX, highY) = across ? (highAlong, highAcross) : (highAcross, highAlong)
        let quarter = highX ? (highY ? 0 : 3) : (highY ? 1 : 2)
        let centre = Point(highX ? r.maxX - k : r.minX + k, highY ? r.maxY - k : r.minY + k)
        guard let circle = circleCrossing(centre: centre, rx: k, ry: k) else { return nil }
        guard let meeting = entering ? circle.entry : (circle.entry != nil ? circle.exit : nil) else {
            return (t, t, .miss, nil)
        }
        return (meeting.low, meeting.high, .meets, Arc(rect: r, quarter: quarter, cornerRadius: k))
    }

    /// Whether the line meets a rounded box's outline near a place where it crosses the box.
    enum MeetingPlace { case meets, miss }

    /// ``slab(_:_:_:_:)`` for a line that may run along a side: `nil` (undecided) when it runs
    /// within the tolerance of one, all parameters when strictly between, none when outside.
    func slab(_ p: Double, _ v: Double, _ lo: Double, _ hi: Double) -> (Double, Double)? {
        guard v == 0 else { return Self.slab(p, v, lo, hi) }
        if p > lo + tolerance && p < hi - tolerance { return (-.infinity, .infinity) }
        if p < lo - tolerance || p > hi + tolerance { return (.infinity, -.infinity) }
        return nil
    }

    /// An ellipse: its arcs, the quarter the entry's bracket lies in first.
    func crossing(ellipse r: Rect) -> Crossing? {
        guard r.width > 0, r.height > 0 else { return nil }
        guard var circle = circleCrossing(centre: r.center, rx: r.width / 2, ry: r.height / 2) else { return nil }
        guard let entry = circle.entry else { return circle }
        let p = point(at: (entry.low + entry.high) / 2) - r.center
        circle.arc = Arc(rect: r, quarter: p.y >= 0 ? (p.x >= 0 ? 0 : 1) : (p.x < 0 ? 2 : 3), cornerRadius: nil)
        return circle
    }

    /// The brackets of the line's meetings with an arc's cubic, between the ellipse of radii
    /// `rx`, `ry` about `centre` and that ellipse grown by ``SceneShape/arcOuter``; a miss when
    /// the line passes clear of the larger; `nil` when it grazes them.
    func circleCrossing(centre: Point, rx: Double, ry: Double) -> Crossing? {
        // In the circle's coordinates: |u + t w| = ρ where the line is `h` from the centre.
        let u = Point((start.x - centre.x) / rx, (start.y - centre.y) / ry)
        let w = Point(direction.x / rx, direction.y / ry)
        let ww = w.lengthSquared
        let foot = -u.dot(w) / ww
        let h = abs(u.cross(w)) / ww.squareRoot()
        let slack = tolerance / min(rx, ry)
        if h > SceneShape.arcOuter + slack { return Crossing(entry: nil, exit: (-.infinity, -.infinity)) }
        guard h < 1 - SceneShape.arcClearance - slack else { return nil }
        let inner = ((SceneShape.arcInner * SceneShape.arcInner - h * h) / ww).squareRoot()
        let outer = ((SceneShape.arcOuter * SceneShape.arcOuter - h * h) / ww).squareRoot()
        return Crossing(entry: (foot - outer, foot - inner), exit: (foot + inner, foot + outer))
    }

    /// The entry exactly: the bracket's own for a side; on an arc, the cubic's meeting with the
    /// line by Newton's method from the bracket, checked to lie in it (else `nil`, undecided).
    @inline(__always)
    func exactEntry(_ crossing: Crossing) -> Double? {
        guard let entry = crossing.entry else { return nil }
        guard let arc = crossing.arc else { return entry.low }
        return exactEntry(entry, on: arc)
    }

    /// ``exactEntry(_:)`` on an arc, from the bracket of its entry.
    func exactEntry(_ entry: (low: Double, high: Double), on arc: Arc) -> Double? {
        let n = direction.perpendicular
        let guessPoint = point(at: (entry.low + entry.high) / 2)
        var quarter = arc.quarter
        var tried = 0
        while tried < 3 {
            tried += 1
            let c = arc.cubic(quarter)
            // The guess: the bracket's middle placed between the quarter's ends by its distances
            // to them (the middle of a quarter is at 0.5, as far from both).
            let along0 = (guessPoint - c.p0).length, along3 = (guessPoint - c.p3).length
            var s = along0 / (along0 + along3)
            // n·(C(s) - q) = 0 in the power basis, about a point q of the line near the arc.
            let q = guessPoint
            let k0 = n.dot(c.p0 - q)
            let k1 = 3 * n.dot(c.p1 - c.p0)
            let k2 = 3 * n.dot(c.p2 - c.p1 * 2 + c.p0)
            let k3 = n.dot(c.p3 - c.p2 * 3 + c.p1 * 3 - c.p0)
            var converged = false
            for _ in 0..<16 {
                let g = ((k3 * s + k2) * s + k1) * s + k0
                let dg = (3 * k3 * s + 2 * k2) * s + k1
                guard dg != 0 else { break }
                let step = g / dg
                s -= step
                guard s.isFinite, s > -0.5, s < 1.5 else { break }
                if abs(step) <= 1e-15 { converged = true; break }
            }
            guard converged else { return nil }
            // Beyond the quarter's ends: the neighbouring quarter of an ellipse.
            let slack = 1e-9
            if s < -slack || s > 1 + slack {
                guard arc.cornerRadius == nil else { return nil }
                quarter = (quarter + (s < 0 ? 3 : 1)) % 4
                continue
            }
            // A meeting a hair beyond the quarter's end is on its extension, which strays from the
            // next quarter by the square of that hair: it is kept as found.
            let p = c.point(at: s)
            let t = (p - start).dot(direction) / (length * length)
            let tau = tolerance / length
            guard t >= entry.low - tau, t <= entry.high + tau else { return nil }
            return t
        }
        return nil
    }
}
