/// Hit testing on the arrow's tap target (seed 000): the fill of the outline plus the stroke of
/// the outline and spine at width `max(hitWidth, lineWidth)` with round joins and caps.
///
/// A stroke with round joins and caps covers exactly the points within half its width of the
/// path (the path swept by a disk), so the tap target is tested without building it: a point
/// hits when it lies inside the outline's fill or within ``tapRadius`` of the outline or spine.
/// Both tests are exact (no flattening); the nearest point found for the second also names the
/// part hit.
extension Arrow {
    /// Half the tap target's stroke width: `max(hitWidth, lineWidth) / 2` (17.5 for the seed's
    /// minimum of 35).
    @inlinable
    public var tapRadius: Double { max(template.hitWidth, template.lineWidth) / 2 }

    /// The tap target's stroke style: width `max(hitWidth, lineWidth)`, round joins and caps.
    @inlinable
    public var tapStrokeStyle: StrokeStyle {
        StrokeStyle(width: 2 * tapRadius, cap: .round, join: .round)
    }

    /// How far the tap target reaches from the outline and spine for a touch inset: the
    /// ``tapRadius`` less the inset, never negative.
    ///
    /// - Parameter inset: as `CGRect.insetBy`: negative widens the tap target by that much on
    ///   every side (seed 002 widens a view's touch area with an inset of -10), positive narrows
    ///   it down to the bare fill.
    @inlinable
    public func tapReach(insetBy inset: Double = 0) -> Double {
        let r = tapRadius - inset
        return r > 0 ? r : 0
    }

    /// The bounds of the tap target: ``bounds`` grown by the tap reach on every side.
    ///
    /// Tight: a disk swept along the path reaches exactly its radius past the path's extremes.
    ///
    /// - Parameter inset: the touch inset (negative widens); see ``tapReach(insetBy:)``.
    /// - Returns: the bounds, or ``Rect/null`` for an arrow with nothing drawn.
    @inlinable
    public func tapTargetBounds(insetBy inset: Double = 0) -> Rect {
        let r = tapReach(insetBy: inset)
        return bounds.insetBy(dx: -r, dy: -r)
    }

    /// Whether a point hits the arrow's tap target.
    ///
    /// Cheaper than ``hitTest(_:insetBy:)`` when the part and nearest point are not needed: it
    /// stops at the first proof of a hit.
    ///
    /// - Parameters:
    ///   - point: the touch, in the arrow's coordinates.
    ///   - inset: the touch inset (negative widens); see ``tapReach(insetBy:)``.
    /// - Returns: whether the point lies in the fill or within the tap reach of the outline or
    ///   spine. A point that is not finite never hits.
    /// - Complexity: O(elements), allocation-free.
    public func tapTargetContains(_ point: Point, insetBy inset: Double = 0) -> Bool {
        let r = tapReach(insetBy: inset)
        guard point.isFinite, bounds.distanceSquared(to: point) <= r * r else { return false }
        if fillContains(point) { return true }
        var search = NearestSearch(point, within: r * r)
        search.scan(outline, parts: outlineParts, stopAtFirst: true)
        if !search.found { search.scan(spine, parts: spineParts, stopAtFirst: true) }
        return search.found
    }

    /// Which part of the arrow a point hits, the nearest point of the arrow and the distance to it.
    ///
    /// The part is the one the nearest point of the outline or spine belongs to: a segment
    /// between two points of the same head belongs to that head; a segment leaving a head
    /// belongs to the body, except at its head end. Ties go to the head.
    ///
    /// - Parameters:
    ///   - point: the touch, in the arrow's coordinates.
    ///   - inset: the touch inset (negative widens); see ``tapReach(insetBy:)``.
    /// - Returns: the hit, or `nil` when the point is outside the tap target (or not finite).
    ///   Inside the fill the hit's point is the touch itself at distance 0.
    /// - Complexity: O(elements), allocation-free.
    public func hitTest(_ point: Point, insetBy inset: Double = 0) -> ArrowHit? {
        let r = tapReach(insetBy: inset)
        guard point.isFinite, bounds.distanceSquared(to: point) <= r * r else { return nil }
        let inside = fillContains(point)
        // Outside the fill only the outline and spine within reach matter; inside, the nearest
        // of them still names the part.
        var search = NearestSearch(point, within: inside ? .infinity : r * r)
        search.scan(outline, parts: outlineParts, stopAtFirst: false)
        search.scan(spine, parts: spineParts, stopAtFirst: false)
        if inside { return ArrowHit(part: search.part, point: point, distance: 0) }
        guard search.found else { return nil }
        return ArrowHit(part: search.part, point: search.nearest, distance: search.distanceSquared.squareRoot())
    }

    /// Whether the outline's fill covers a point, by its ``ArrowTemplate/fillRule``.
    ///
    /// - Parameter point: the point.
    /// - Returns: `false` for an arrow without an outline.
    public func fillContains(_ point: Point) -> Bool {
        if outline.isEmpty { return false }
        let w = Arrow.winding(of: outline, around: point)
        return template.fillRule == .nonZero ? w != 0 : w & 1 != 0
    }
}

/// The nearest point of some paths to a query point within a bound, with the part it belongs to.
struct NearestSearch {
    let query: Point
    /// The best squared distance so far, or the bound while nothing is found.
    var distanceSquared: Double
    var found = false
    var nearest = Point.zero
    var part = ArrowPart.body

    init(_ query: Point, within boundSquared: Double) {
        self.query = query
        distanceSquared = boundSquared
    }

    /// Considers every segment of a path; `parts` gives each element's end-point part.
    mutating func scan(_ path: BezierPath, parts: [ArrowPart], stopAtFirst: Bool) {
        var start = Point.zero, current = Point.zero
        var startPart = ArrowPart.body, currentPart = ArrowPart.body
        for (i, e) in path.elements.enumerated() {
            let endPart = parts[i]
            switch e {
            case .move(let p):
                start = p; startPart = endPart
                current = p
            case .line(let p):
                considerLine(current, p, currentPart, endPart)
                current = p
            case .quad(let p, let c):
                considerCubic(QuadraticSegment(current, c, p).cubic, currentPart, endPart)
                current = p
            case .cubic(let p, let c1, let c2):
                considerCubic(CubicSegment(current, c1, c2, p), currentPart, endPart)
                current = p
            case .close:
                considerLine(current, start, currentPart, startPart)
                current = start
            }
            // A close's part is its subpath's start part, which is where it leaves the pen.
            currentPart = endPart
            if stopAtFirst && found { return }
        }
    }

    /// The part of the point at parameter `t` of a segment between points of parts `a` and `b`.
    static func part(at t: Double, _ a: ArrowPart, _ b: ArrowPart) -> ArrowPart {
        if a == b { return a }
        if t <= 0 && a != .body { return a }
        if t >= 1 && b != .body { return b }
        return .body
    }

    mutating func considerLine(_ a: Point, _ b: Point, _ pa: ArrowPart, _ pb: ArrowPart) {
        let box = Rect(corner: a, b)
        if box.distanceSquared(to: query) > distanceSquared { return }
        let proj = LineSegment(a, b).project(query)
        let d = proj.point.distanceSquared(to: query)
        if d < distanceSquared || (!found && d <= distanceSquared) {
            distanceSquared = d; found = true; nearest = proj.point
            part = Self.part(at: proj.t, pa, pb)
        }
    }

    mutating func considerCubic(_ c: CubicSegment, _ pa: ArrowPart, _ pb: ArrowPart) {
        let box = Rect(corner: c.p0, c.p3).union(c.p1).union(c.p2)
        if box.distanceSquared(to: query) > distanceSquared { return }
        let proj = c.project(query)
        let d = proj.point.distanceSquared(to: query)
        if d < distanceSquared || (!found && d <= distanceSquared) {
            distanceSquared = d; found = true; nearest = proj.point
            part = Self.part(at: proj.t, pa, pb)
        }
    }
}

extension Arrow {
    /// The winding number of a path around a point: signed crossings of the ray from the point
    /// towards +x, each segment split where its y is extreme so every piece crosses at most once.
    static func winding(of path: BezierPath, around q: Point) -> Int {
        var w = 0
        var start = Point.zero, current = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                if current != start { w += lineWinding(current, start, q) }
                start = p; current = p
            case .line(let p):
                w += lineWinding(current, p, q); current = p
            case .quad(let p, let c):
                w += cubicWinding(QuadraticSegment(current, c, p).cubic, q); current = p
            case .cubic(let p, let c1, let c2):
                w += cubicWinding(CubicSegment(current, c1, c2, p), q); current = p
            case .close:
                w += lineWinding(current, start, q); current = start
            }
        }
        // An open last subpath is filled as if closed.
        if current != start { w += lineWinding(current, start, q) }
        return w
    }

    /// +1 or -1 when the segment crosses the ray from `q` towards +x (half-open in y, so a
    /// crossing at a shared vertex counts once), else 0.
    static func lineWinding(_ a: Point, _ b: Point, _ q: Point) -> Int {
        guard (a.y <= q.y) != (b.y <= q.y) else { return 0 }
        // The side of q relative to a -> b, oriented so positive means the crossing is right of q.
        let side = (b - a).cross(q - a)
        if b.y > a.y { return side > 0 ? 1 : 0 }
        return side < 0 ? -1 : 0
    }

    static func cubicWinding(_ c: CubicSegment, _ q: Point) -> Int {
        let minY = min(c.p0.y, c.p1.y, c.p2.y, c.p3.y), maxY = max(c.p0.y, c.p1.y, c.p2.y, c.p3.y)
        if q.y < minY || q.y >= maxY { return 0 }
        let maxX = max(c.p0.x, c.p1.x, c.p2.x, c.p3.x)
        if q.x > maxX { return 0 }
        let minX = min(c.p0.x, c.p1.x, c.p2.x, c.p3.x)
        if q.x < minX {
            // The whole curve lies right of q: its crossings add up to its chord's.
            return lineWinding(c.p0, c.p3, q)
        }
        // y'(t)/3 = a t^2 + b t + c: split at its roots so y is monotone on every piece.
        let a = -c.p0.y + 3 * c.p1.y - 3 * c.p2.y + c.p3.y
        let b = 2 * (c.p0.y - 2 * c.p1.y + c.p2.y)
        let r = solveQuadratic(a, b, c.p1.y - c.p0.y)
        var w = 0, t0 = 0.0, y0 = c.p0.y
        if r.count > 0 && r.r0 > 0 && r.r0 < 1 {
            let y = c.point(at: r.r0).y
            w += monotoneWinding(c, t0, r.r0, y0, y, q)
            t0 = r.r0; y0 = y
        }
        if r.count > 1 && r.r1 > t0 && r.r1 < 1 {
            let y = c.point(at: r.r1).y
            w += monotoneWinding(c, t0, r.r1, y0, y, q)
            t0 = r.r1; y0 = y
        }
        return w + monotoneWinding(c, t0, 1, y0, c.p3.y, q)
    }

    /// The crossing of the piece `t0...t1` (y monotone, from `y0` to `y1`) with the ray.
    static func monotoneWinding(_ c: CubicSegment, _ t0: Double, _ t1: Double, _ y0: Double, _ y1: Double, _ q: Point) -> Int {
        guard (y0 <= q.y) != (y1 <= q.y) else { return 0 }
        let up = y1 > y0
        // Bracket the single root of y(t) = q.y; safeguarded Newton.
        var lo = t0, hi = t1
        var t = t0 + (t1 - t0) * (q.y - y0) / (y1 - y0)
        for _ in 0..<64 {
            let f = c.point(at: t).y - q.y
            if f == 0 { break }
            if (f < 0) == up { lo = t } else { hi = t }
            let d = c.derivative(at: t).y
            var next = d != 0 ? t - f / d : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if next == t || hi - lo <= 1e-16 { break }
            t = next
        }
        guard c.point(at: t).x > q.x else { return 0 }
        return up ? 1 : -1
    }
}
