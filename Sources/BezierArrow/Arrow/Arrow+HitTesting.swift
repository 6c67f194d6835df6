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
        let fillRule = template.fillRule
        return withGeometry { g in
            if Arrow.fillContains(point, g, fillRule) { return true }
            var search = NearestSearch(point, within: r * r, mode: .anyWithin)
            search.run(g)
            return search.found
        }
    }

    /// Which part of the arrow a point hits, the nearest point of the arrow and the distance to it.
    ///
    /// The part is the one the nearest point of the outline or spine belongs to: a point of a
    /// head's elements (an on-curve point in a head frame, or a segment between two of them)
    /// belongs to that head; the inside of any other segment to the body. Ties go to the head.
    ///
    /// - Parameters:
    ///   - point: the touch, in the arrow's coordinates.
    ///   - inset: the touch inset (negative widens); see ``tapReach(insetBy:)``.
    /// - Returns: the hit, or `nil` when the point is outside the tap target (or not finite).
    ///   Inside the fill the hit's point is the touch itself at distance 0.
    /// - Complexity: O(elements), allocation-free. Straight segments (lines, and cubics that are
    ///   straight, as a resting body usually is) are projected in closed form; a curved segment
    ///   is projected exactly (``CubicSegment/project(_:)``) only when a cheap lower bound of its
    ///   distance leaves it in the running.
    public func hitTest(_ point: Point, insetBy inset: Double = 0) -> ArrowHit? {
        let r = tapReach(insetBy: inset)
        guard point.isFinite, bounds.distanceSquared(to: point) <= r * r else { return nil }
        let fillRule = template.fillRule
        return withGeometry { Arrow.hitTest(point, reach: r, fillRule: fillRule, $0) }
    }

    /// ``hitTest(_:insetBy:)`` on an arrow read in place: a scene tests the arrows it stores
    /// without copying them (a copy retains every buffer the arrow and its template hold).
    static func hitTest(_ arrow: UnsafePointer<Arrow>, _ point: Point, insetBy inset: Double) -> ArrowHit? {
        let r = arrow.pointee.tapReach(insetBy: inset)
        guard point.isFinite, arrow.pointee.bounds.distanceSquared(to: point) <= r * r else { return nil }
        let fillRule = arrow.pointee.template.fillRule
        return withGeometry(arrow) { hitTest(point, reach: r, fillRule: fillRule, $0) }
    }

    /// The hit test proper, on geometry read in place, for a point within the reach of the bounds.
    static func hitTest(_ point: Point, reach r: Double, fillRule: FillRule, _ g: Geometry) -> ArrowHit? {
        if fillContains(point, g, fillRule) {
            // Inside the fill only the part of the nearest point matters.
            var search = NearestSearch(point, within: .infinity, mode: .partOnly)
            search.run(g)
            return ArrowHit(part: search.part, point: point, distance: 0)
        }
        var search = NearestSearch(point, within: r * r, mode: .nearest)
        search.run(g)
        guard search.found else { return nil }
        return ArrowHit(part: search.part, point: search.nearest, distance: search.distanceSquared.squareRoot())
    }

    /// Whether the outline's fill covers a point, by its ``ArrowTemplate/fillRule``.
    ///
    /// Every subpath is implicitly closed, as CoreGraphics fills. The crossings are counted with
    /// ``FillHitTester``'s crossing pieces (edges and monotone curve pieces), built on the fly
    /// for the segments whose height spans the point, so nothing is prepared per drag update.
    ///
    /// - Parameter point: the point.
    /// - Returns: `false` for an arrow without an outline, or a point that is not finite.
    /// - Complexity: O(elements), allocation-free.
    public func fillContains(_ point: Point) -> Bool {
        let fillRule = template.fillRule
        return point.isFinite && withGeometry { Arrow.fillContains(point, $0, fillRule) }
    }

    /// The arrow's paths and parts, read in place (through buffer pointers, so a hit test neither
    /// copies the arrow nor retains its storage).
    struct Geometry {
        var outline: UnsafeBufferPointer<PathElement>
        var outlineParts: UnsafeBufferPointer<ArrowPart>
        var spine: UnsafeBufferPointer<PathElement>
        var spineParts: UnsafeBufferPointer<ArrowPart>
    }

    /// Calls `body` with the arrow's geometry in place.
    @inline(__always)
    func withGeometry<R>(_ body: (Geometry) -> R) -> R {
        outline.elements.withUnsafeBufferPointer { o in
            outlineParts.withUnsafeBufferPointer { op in
                spine.elements.withUnsafeBufferPointer { s in
                    spineParts.withUnsafeBufferPointer { sp in
                        body(Geometry(outline: o, outlineParts: op, spine: s, spineParts: sp))
                    }
                }
            }
        }
    }

    /// Calls `body` with the geometry of an arrow read in place.
    @inline(__always)
    static func withGeometry<R>(_ arrow: UnsafePointer<Arrow>, _ body: (Geometry) -> R) -> R {
        arrow.pointee.outline.elements.withUnsafeBufferPointer { o in
            arrow.pointee.outlineParts.withUnsafeBufferPointer { op in
                arrow.pointee.spine.elements.withUnsafeBufferPointer { s in
                    arrow.pointee.spineParts.withUnsafeBufferPointer { sp in
                        body(Geometry(outline: o, outlineParts: op, spine: s, spineParts: sp))
                    }
                }
            }
        }
    }

    /// Whether the outline's fill covers a finite point.
    @inline(__always)
    static func fillContains(_ point: Point, _ g: Geometry, _ rule: FillRule) -> Bool {
        if g.outline.isEmpty { return false }
        let w = Arrow.winding(of: g.outline, around: point)
        return rule == .nonZero ? w != 0 : w & 1 != 0
    }

    /// The winding number of a path around a point: signed crossings of the ray towards +x.
    static func winding(of elements: UnsafeBufferPointer<PathElement>, around q: Point) -> Int {
        var w = 0
        var start = Point.zero, current = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                w += edgeCrossing(current, start, q)
                start = p; current = p
            case .line(let p):
                w += edgeCrossing(current, p, q); current = p
            case .quad(let p, let c):
                w += curveCrossings(QuadraticSegment(current, c, p).cubic, q); current = p
            case .cubic(let p, let c1, let c2):
                w += curveCrossings(CubicSegment(current, c1, c2, p), q); current = p
            case .close:
                w += edgeCrossing(current, start, q); current = start
            }
        }
        return w + edgeCrossing(current, start, q)
    }

    /// The crossing of a straight edge, skipping edges whose height does not span the point
    /// before building one (the same half-open rule as ``FillHitTester``).
    @inline(__always)
    static func edgeCrossing(_ a: Point, _ b: Point, _ q: Point) -> Int {
        guard (a.y <= q.y) != (b.y <= q.y) else { return 0 }
        return FillCrossingPiece(line: a, b)?.crossing(q) ?? 0
    }

    /// The crossings of a curve: none when its hull misses the ray, its chord's when the whole
    /// hull lies right of the point or the curve is straight, else its monotone pieces'.
    static func curveCrossings(_ c: CubicSegment, _ q: Point) -> Int {
        let minY = min(c.p0.y, c.p1.y, c.p2.y, c.p3.y), maxY = max(c.p0.y, c.p1.y, c.p2.y, c.p3.y)
        guard q.y >= minY, q.y < maxY, q.x < max(c.p0.x, c.p1.x, c.p2.x, c.p3.x) else { return 0 }
        if q.x < min(c.p0.x, c.p1.x, c.p2.x, c.p3.x) || c.isStraightAndMonotone {
            // Crossings right of the point add up to the chord's (they telescope).
            return edgeCrossing(c.p0, c.p3, q)
        }
        // The curve meets the line y = q.y inside its control polygon's hull: decide from the
        // hull's extent on that line when the point lies outside it.
        var low = Double.infinity, high = -Double.infinity
        @inline(__always) func meet(_ a: Point, _ b: Point) {
            if a.y == q.y { low = min(low, a.x); high = max(high, a.x) }
            if (a.y < q.y) != (b.y < q.y) && b.y != q.y {
                let x = a.x + (q.y - a.y) * (b.x - a.x) / (b.y - a.y)
                low = min(low, x); high = max(high, x)
            }
        }
        meet(c.p0, c.p1); meet(c.p0, c.p2); meet(c.p0, c.p3); meet(c.p1, c.p2); meet(c.p1, c.p3); meet(c.p2, c.p3)
        if c.p3.y == q.y { low = min(low, c.p3.x); high = max(high, c.p3.x) }
        if q.x < low { return edgeCrossing(c.p0, c.p3, q) }
        if q.x >= high { return 0 }
        var w = 0
        c.forEachMonotonePiece { piece in
            if (piece.p0.y <= q.y) != (piece.p3.y <= q.y) { w += FillCrossingPiece(monotone: piece)?.crossing(q) ?? 0 }
        }
        return w
    }
}

/// The nearest point of an arrow's outline and spine to a query point, with the part it belongs
/// to, computing no more than the question needs.
///
/// Straight segments go first (closed form), setting a bound; curved segments follow, the most
/// promising first, each skipped when a lower bound of its distance (its control points' box,
/// then the chord-aligned boxes of its halves) cannot beat the bound, else projected exactly.
/// A curve's end points are candidates of their own, so the inside of a segment always has the
/// segment's part: its ends' part when both lie in the same head frame, else the body.
struct NearestSearch {
    enum Mode {
        /// The nearest point within the bound, exactly.
        case nearest
        /// Only the part of the nearest point (the query is inside the fill).
        case partOnly
        /// Only whether some point lies within the bound.
        case anyWithin
    }

    let query: Point
    let mode: Mode
    /// The best squared distance so far, or the bound while nothing is found.
    var distanceSquared: Double
    var found = false
    var nearest = Point.zero
    var part = ArrowPart.body

    init(_ query: Point, within boundSquared: Double, mode: Mode) {
        self.query = query
        self.mode = mode
        distanceSquared = boundSquared
    }

    /// Whether the search already has its answer.
    var isDone: Bool { mode == .anyWithin && found }

    /// A curved segment put aside by the first pass.
    struct Curve {
        var curve: CubicSegment
        var start: ArrowPart
        var end: ArrowPart
    }

    /// The first two curves the straight pass put aside, and whether there were more.
    var firstCurve: Curve?, secondCurve: Curve?, hasMoreCurves = false

    /// Considers a segment if it is straight, else puts it aside.
    @inline(__always)
    mutating func take(_ segment: PathSegment, _ a: ArrowPart, _ b: ArrowPart) {
        guard !considerStraight(segment, a, b), case .cubic(let c) = segment else { return }
        if firstCurve == nil {
            firstCurve = Curve(curve: c, start: a, end: b)
        } else if secondCurve == nil {
            secondCurve = Curve(curve: c, start: a, end: b)
        } else {
            hasMoreCurves = true
        }
    }

    mutating func run(_ arrow: Arrow.Geometry) {
        // Straight segments, putting the (usually two) curves aside.
        Self.walk(arrow.outline, arrow.outlineParts) { take($0, $1, $2) }
        Self.walk(arrow.spine, arrow.spineParts) { take($0, $1, $2) }
        let first = firstCurve, second = secondCurve, more = hasMoreCurves
        guard !isDone, let one = first else { return }
        if mode == .partOnly && !more && settlesBodyWithoutProjecting(one, second) { return }
        let q = query, cutoff = distanceSquared
        if !more {
            // The curve with the smaller lower bound first: it usually settles the other.
            let bound1 = Self.lowerBoundSquared(one.curve, q, cutoff: cutoff)
            guard let two = second else {
                considerCurve(one.curve, one.start, one.end, lowerBound: bound1)
                return
            }
            let bound2 = Self.lowerBoundSquared(two.curve, q, cutoff: cutoff)
            let (a, boundA, b, boundB) = bound1 <= bound2 ? (one, bound1, two, bound2) : (two, bound2, one, bound1)
            considerCurve(a.curve, a.start, a.end, lowerBound: boundA)
            considerCurve(b.curve, b.start, b.end, lowerBound: boundB)
            return
        }
        // Many curves: the most promising first, then the rest in order.
        var best = -1, bestBound = Double.infinity, index = 0
        var bestCurve = one
        Self.walkCurves(of: arrow) { c, a, b in
            let lb = Self.lowerBoundSquared(c, q, cutoff: cutoff)
            if lb < bestBound { best = index; bestBound = lb; bestCurve = Curve(curve: c, start: a, end: b) }
            index += 1
        }
        considerCurve(bestCurve.curve, bestCurve.start, bestCurve.end, lowerBound: bestBound)
        index = 0
        Self.walkCurves(of: arrow) { c, a, b in
            if index != best && !isDone { considerCurve(c, a, b, lowerBound: nil) }
            index += 1
        }
    }

    /// Inside the fill, when the curves' insides are all body: their end points are candidates
    /// of their own, and if a point inside one curve is nearer than every candidate so far, the
    /// nearest point of the arrow lies inside a curve, so the part is the body, without the exact
    /// projection. The point tried is where the query projects onto the curve's chord.
    mutating func settlesBodyWithoutProjecting(_ one: Curve, _ two: Curve?) -> Bool {
        if one.start == one.end && one.start != .body { return false }
        if let two, two.start == two.end && two.start != .body { return false }
        offerEnds(of: one)
        if let two { offerEnds(of: two) }
        return insideBeatsBest(one.curve) || (two.map { insideBeatsBest($0.curve) } ?? false)
    }

    /// Offers a curve's end points with their own parts.
    mutating func offerEnds(of curve: Curve) {
        offer(curve.curve.p0, curve.curve.p0.distanceSquared(to: query), curve.start)
        offer(curve.curve.p3, curve.curve.p3.distanceSquared(to: query), curve.end)
    }

    /// Whether the point inside `c` where the query projects onto its chord beats the best so
    /// far; if so, the part becomes the body.
    mutating func insideBeatsBest(_ c: CubicSegment) -> Bool {
        let chord = c.p3 - c.p0
        let l2 = chord.lengthSquared
        let t = l2 > 0 ? min(max((query - c.p0).dot(chord) / l2, 0.01), 0.99) : 0.5
        guard c.point(at: t).distanceSquared(to: query) < distanceSquared else { return false }
        part = .body
        return true
    }

    /// Calls `body` with every segment of a path (closing lines included) as a cubic or a line,
    /// and the parts of its start and end points.
    @inline(__always)
    static func walk(_ elements: UnsafeBufferPointer<PathElement>, _ parts: UnsafeBufferPointer<ArrowPart>,
                     _ body: (PathSegment, ArrowPart, ArrowPart) -> Void) {
        var start = Point.zero, current = Point.zero
        var startPart = ArrowPart.body, currentPart = ArrowPart.body
        for (i, e) in elements.enumerated() {
            let endPart = parts[i]
            switch e {
            case .move(let p):
                start = p; startPart = endPart; current = p
            case .line(let p):
                body(.line(LineSegment(current, p)), currentPart, endPart); current = p
            case .quad(let p, let c):
                body(.cubic(QuadraticSegment(current, c, p).cubic), currentPart, endPart); current = p
            case .cubic(let p, let c1, let c2):
                body(.cubic(CubicSegment(current, c1, c2, p)), currentPart, endPart); current = p
            case .close:
                if current != start { body(.line(LineSegment(current, start)), currentPart, startPart) }
                current = start
            }
            // A close's part is its subpath's start part, where it leaves the pen.
            currentPart = endPart
        }
    }

    /// Calls `body` with the curved segments of the outline, then of the spine.
    @inline(__always)
    static func walkCurves(of arrow: Arrow.Geometry, _ body: (CubicSegment, ArrowPart, ArrowPart) -> Void) {
        let curves: (PathSegment, ArrowPart, ArrowPart) -> Void = { segment, a, b in
            if case .cubic(let c) = segment, !c.isStraightAndMonotone { body(c, a, b) }
        }
        walk(arrow.outline, arrow.outlineParts, curves)
        walk(arrow.spine, arrow.spineParts, curves)
    }

    /// The part of the point at parameter `t` of a segment between points of parts `a` and `b`.
    @inline(__always)
    static func part(at t: Double, _ a: ArrowPart, _ b: ArrowPart) -> ArrowPart {
        if a == b { return a }
        if t <= 0 && a != .body { return a }
        if t >= 1 && b != .body { return b }
        return .body
    }

    @inline(__always)
    mutating func offer(_ p: Point, _ d: Double, _ part: ArrowPart) {
        if d < distanceSquared || (!found && d <= distanceSquared) {
            distanceSquared = d; found = true; nearest = p; self.part = part
        }
    }

    /// A line, or a cubic that is its straight chord traversed once, in closed form.
    ///
    /// - Returns: `false` for a curved segment, left for later.
    mutating func considerStraight(_ segment: PathSegment, _ a: ArrowPart, _ b: ArrowPart) -> Bool {
        let line: LineSegment
        switch segment {
        case .line(let l): line = l
        case .cubic(let c) where c.isStraightAndMonotone: line = LineSegment(c.p0, c.p3)
        default: return false
        }
        if isDone || Rect(corner: line.p0, line.p1).distanceSquared(to: query) > distanceSquared { return true }
        let proj = line.project(query)
        offer(proj.point, proj.point.distanceSquared(to: query), Self.part(at: proj.t, a, b))
        return true
    }

    /// A curved cubic: its end points, then (if a lower bound leaves it in the running and the
    /// answer can still change) its exact projection.
    mutating func considerCurve(_ c: CubicSegment, _ a: ArrowPart, _ b: ArrowPart, lowerBound: Double?) {
        if isDone { return }
        let lb = lowerBound ?? Self.lowerBoundSquared(c, query, cutoff: distanceSquared)
        if lb > distanceSquared { return }
        offer(c.p0, c.p0.distanceSquared(to: query), a)
        offer(c.p3, c.p3.distanceSquared(to: query), b)
        let inside = a == b ? a : ArrowPart.body
        // The inside of this curve can only give the part already found.
        if isDone || (mode == .partOnly && found && part == inside) { return }
        let proj = c.project(query)
        offer(proj.point, proj.distance * proj.distance, Self.part(at: proj.t, a, b))
    }

    /// A lower bound of the squared distance from `q` to a cubic: its control points' box, and
    /// when that is not enough to exceed `cutoff`, the boxes of its two halves aligned with their
    /// chords (the convex hull property: each half lies in the box of its control points in any
    /// frame, and in the chord's frame that box is thin).
    static func lowerBoundSquared(_ c: CubicSegment, _ q: Point, cutoff: Double) -> Double {
        let box = Rect(corner: c.p0, c.p3).union(c.p1).union(c.p2)
        let d = box.distanceSquared(to: q)
        if d > cutoff { return d }
        let (l, r) = c.split(at: 0.5)
        return max(d, min(chordBoxDistanceSquared(l, q), chordBoxDistanceSquared(r, q)))
    }

    /// The squared distance from `q` to the box of a cubic's control points in its chord's frame.
    @inline(__always)
    static func chordBoxDistanceSquared(_ c: CubicSegment, _ q: Point) -> Double {
        let chord = c.p3 - c.p0
        let length = chord.length
        guard length > 0 else { return 0 }
        let u = chord / length
        let v1 = c.p1 - c.p0, v2 = c.p2 - c.p0, w = q - c.p0
        let s1 = v1.dot(u), s2 = v2.dot(u), n1 = u.cross(v1), n2 = u.cross(v2)
        let qs = w.dot(u), qn = u.cross(w)
        let dx = max(min(0, s1, s2) - qs, 0, qs - max(length, s1, s2))
        let dy = max(min(0, n1, n2) - qn, 0, qn - max(0, n1, n2))
        return dx * dx + dy * dy
    }
}
