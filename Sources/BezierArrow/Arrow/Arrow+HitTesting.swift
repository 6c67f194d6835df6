/// Hit testing on the arrow's tap target: the fill of the outline plus the stroke of
/// the outline and spine at width `max(hitWidth, lineWidth)` with round joins and caps.
///
/// A stroke with round joins and caps covers exactly the points within half its width of the
/// path (the path swept by a disk), so the tap target is tested without building it: a point
/// hits when it lies inside the outline's fill or within ``tapRadius`` of the outline or spine.
/// Both tests are exact (no flattening); the nearest point found for the second also names the
/// part hit.
extension Arrow {
    /// Half the tap target's stroke width: `max(hitWidth, lineWidth) / 2` (17.5 for the default
    /// minimum of 35).
    @inlinable
    public var tapRadius: Double { max(template.hitWidth, template.lineWidth) / 2 }

    /// The tap target's stroke style: width `max(hitWidth, lineWidth)`, round joins and caps.
    @inlinable
    public var tapStrokeStyle: BezierPath.StrokeStyle {
        BezierPath.StrokeStyle(width: 2 * tapRadius, cap: .round, join: .round)
    }

    /// How far the tap target reaches from the outline and spine for a touch inset: the
    /// ``tapRadius`` less the inset, never negative.
    ///
    /// - Parameter inset: as `CGRect.insetBy`: negative widens the tap target by that much on
    ///   every side (an inset of -10 gives a small arrow 10 more points to be tapped), positive narrows
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
        return withHitShape { shape in
            if Arrow.fillContains(point, shape, fillRule) { return true }
            var search = NearestSearch(point, within: r * r, mode: .anyWithin)
            search.run(shape)
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
    /// - Complexity: O(elements), allocation-free. Straight segments are projected in closed
    ///   form; a curved segment is kept, since the last tip change, as short monotone pieces, and
    ///   a piece is projected exactly only when cheap lower bounds of its distance leave it in
    ///   the running (see ``HitSegment/nearestInside(_:to:depth:)``).
    public func hitTest(_ point: Point, insetBy inset: Double = 0) -> ArrowHit? {
        let r = tapReach(insetBy: inset)
        guard point.isFinite, bounds.distanceSquared(to: point) <= r * r else { return nil }
        let fillRule = template.fillRule
        return withHitShape { Arrow.hitTest(point, reach: r, fillRule: fillRule, $0) }
    }

    /// The hit test proper, on the prepared shape read in place, for a point within the reach of
    /// the bounds.
    static func hitTest(_ point: Point, reach r: Double, fillRule: FillRule, _ shape: HitShapeView) -> ArrowHit? {
        if fillContains(point, shape, fillRule) {
            // Inside the fill only the part of the nearest point matters. The nearest point is
            // usually within the reach, which prunes well; else it is searched for anywhere.
            var search = NearestSearch(point, within: r * r, mode: .partOnly)
            search.run(shape)
            if !search.found {
                search = NearestSearch(point, within: .infinity, mode: .partOnly)
                search.run(shape)
            }
            return ArrowHit(part: search.part, point: point, distance: 0)
        }
        var search = NearestSearch(point, within: r * r, mode: .nearest)
        search.run(shape)
        guard search.found else { return nil }
        return ArrowHit(part: search.part, point: search.nearest, distance: search.distanceSquared.squareRoot())
    }

    /// Whether the outline's fill covers a point, by its ``ArrowTemplate/fillRule``.
    ///
    /// Every subpath is implicitly closed, as CoreGraphics fills. The crossings of a horizontal
    /// ray are counted on the edges and monotone curve pieces prepared at the last tip change,
    /// with ``FillHitTester``'s half-open rule.
    ///
    /// - Parameter point: the point.
    /// - Returns: `false` for an arrow without an outline, or a point that is not finite.
    /// - Complexity: O(elements), allocation-free.
    public func fillContains(_ point: Point) -> Bool {
        let fillRule = template.fillRule
        return point.isFinite && withHitShape { Arrow.fillContains(point, $0, fillRule) }
    }

    /// The prepared shape read in place (through pointers, so a hit test neither copies the
    /// arrow nor retains its storage), with the arrow's bounds.
    struct HitShapeView {
        /// The segments and their control points.
        var segments: HitSegments
        /// The runs, ``runCount`` of them, packed (see ``HitRun/load(_:_:)``).
        var runs: UnsafeRawPointer
        var runCount: Int
        /// The arrow's bounds, or a box that holds them: the fill lies inside.
        var bounds: HitBounds

        /// Reads a shape's storage in place, from its first byte (see ``ArrowHitShape/storage``).
        @inline(__always)
        init(base: UnsafeRawPointer, segmentOffset: Int, controlsOffset: Int, runCount: Int, bounds: HitBounds) {
            segments = HitSegments(base: base + segmentOffset, controls: base + controlsOffset)
            runs = base
            self.runCount = runCount
            self.bounds = bounds
        }

        @inline(__always)
        func box(_ k: Int) -> HitRun { HitRun.load(runs, k) }

        @inline(__always)
        func range(_ k: Int) -> Range<Int> { (k == 0 ? 0 : Int(HitRun.load(runs, k - 1).end))..<Int(HitRun.load(runs, k).end) }
    }

    /// An arrow's segments and their control points, read in place.
    struct HitSegments {
        let base: UnsafeRawPointer, controls: UnsafeRawPointer

        @inline(__always)
        subscript(i: Int) -> HitSegment {
            base.load(fromByteOffset: i * MemoryLayout<HitSegment>.stride, as: HitSegment.self)
        }

        /// The inner control points of segment `i`.
        @inline(__always)
        func controls(_ i: Int) -> HitControls {
            controls.load(fromByteOffset: i * MemoryLayout<HitControls>.stride, as: HitControls.self)
        }

        /// Segment `i` as a cubic.
        @inline(__always)
        func curve(_ i: Int) -> CubicSegment { self[i].curve(controls(i)) }
    }

    /// A box given by its least and greatest coordinates (a ``Rect`` stores its width and
    /// height instead, from which its greatest coordinates are found with a rounding).
    struct HitBounds {
        var minX: Double, minY: Double, maxX: Double, maxY: Double

        @inline(__always)
        init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
        }

        /// A rectangle's box (nothing for ``Rect/null``).
        @inline(__always)
        init(_ r: Rect) {
            self = r.isNull ? HitBounds(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
                : HitBounds(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY)
        }

        /// Whether the box holds a point (its edges included).
        @inline(__always)
        func contains(_ p: Point) -> Bool {
            p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
        }

        /// The squared distance from a point to the box (infinity for an empty box).
        @inline(__always)
        func distanceSquared(to p: Point) -> Double {
            let dx = max3(minX - p.x, p.x - maxX, 0), dy = max3(minY - p.y, p.y - maxY, 0)
            return dx * dx + dy * dy
        }
    }

    /// Calls `body` with the arrow's prepared shape in place.
    @inline(__always)
    func withHitShape<R>(_ body: (HitShapeView) -> R) -> R {
        hitShape.storage.withUnsafeBytes {
            body(HitShapeView(base: $0.baseAddress!, segmentOffset: hitShape.segmentOffset, controlsOffset: hitShape.controlsOffset,
                              runCount: hitShape.runCount, bounds: HitBounds(bounds)))
        }
    }

    /// Whether the outline's fill covers a finite point.
    @inline(__always)
    static func fillContains(_ point: Point, _ shape: HitShapeView, _ rule: FillRule) -> Bool {
        guard shape.bounds.contains(point) else { return false }
        var w = 0
        for k in 0..<shape.runCount {
            let box = shape.box(k)
            guard box.mayCrossRay(from: point) else { continue }
            let range = shape.range(k)
            if box.isChain && point.x < box.minX {
                // Left of a chained run: its crossings telescope to its ends (see isChain).
                let a = shape.segments[range.lowerBound].p0, b = shape.segments[range.upperBound - 1].p3
                w += (a.y <= point.y ? 1 : 0) - (b.y <= point.y ? 1 : 0)
            } else {
                for i in range { w += shape.segments[i].crossing(point, shape.segments.controls(i)) }
            }
        }
        return rule == .nonZero ? w != 0 : w & 1 != 0
    }
}

/// The nearest point of an arrow's outline and spine to a query point, with the part it belongs
/// to, computing no more than the question needs.
///
/// Straight edges go first (closed form), setting a bound; curve pieces follow, the most
/// promising first, each skipped when a lower bound of its distance (the box of its ends and the
/// band around its chord) cannot beat the bound, else projected exactly. A piece's end points are
/// candidates of their own, so the inside of a piece always has its segment's inside part: its
/// ends' part when both lie in the same head frame, else the body.
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
    /// The best squared distance so far, or the next double above the bound while nothing is
    /// found (so that one comparison takes a point exactly at the bound first, then only
    /// strictly nearer ones).
    var distanceSquared: Double
    var found = false
    var nearest = Point.zero
    var part = ArrowPart.body

    init(_ query: Point, within boundSquared: Double, mode: Mode) {
        self.query = query
        self.mode = mode
        // Until something is found, a point exactly at the bound counts: compare strictly
        // against the next double up.
        distanceSquared = boundSquared.nextUp
    }

    /// Whether the search already has its answer.
    var isDone: Bool { mode == .anyWithin && found }

    /// Whether a point at squared distance `d` would be taken, or, for a lower bound, whether
    /// what it bounds is still in the running.
    @inline(__always)
    func improves(_ d: Double) -> Bool {
        d < distanceSquared
    }

    @inline(__always)
    mutating func offer(_ p: Point, _ d: Double, _ part: ArrowPart) {
        if improves(d) {
            distanceSquared = d; found = true; nearest = p; self.part = part
        }
    }

    /// A curve piece that was in the running when the edges were offered: its index and lower
    /// bound.
    struct Candidate {
        var index: Int
        var bound: Double
    }

    /// Searches a prepared shape's outline and spine.
    mutating func run(_ shape: Arrow.HitShapeView) {
        // Room for every segment (pieces are fewer): on the stack for any shape of a sensible
        // size, so the search does not allocate.
        let count = shape.runCount == 0 ? 0 : shape.range(shape.runCount - 1).upperBound
        withUnsafeTemporaryAllocation(of: Candidate.self, capacity: max(count, 1)) {
            run(shape, candidates: $0.baseAddress!)
        }
    }

    /// The search, with room for the pieces in the running.
    ///
    /// One pass over the runs in the running offers every edge in closed form, setting a bound,
    /// and keeps the curve pieces whose lower bound beats the bound then (the bound only falls,
    /// so no other piece can come back into the running); the pieces are then taken from that
    /// list, the one with the smallest lower bound first (it usually settles the others).
    private mutating func run(_ shape: Arrow.HitShapeView, candidates: UnsafeMutablePointer<Candidate>) {
        let q = query, segments = shape.segments
        var n = 0, first = -1, firstBound = Double.infinity
        for k in 0..<shape.runCount where improves(shape.box(k).distanceSquared(to: q)) {
            for i in shape.range(k) {
                let s = segments[i]
                if s.isCurve {
                    let bound = s.lowerBoundSquared(q)
                    guard improves(bound) else { continue }
                    if bound < firstBound { first = n; firstBound = bound }
                    candidates[n] = Candidate(index: i, bound: bound)
                    n += 1
                } else if s.isStroked {
                    let e = s.edgeNearest(to: q)
                    if improves(e.distanceSquared) {
                        offer(e.point, e.distanceSquared, s.edgePart(at: e.t))
                        if isDone { return }
                    }
                }
            }
        }
        guard n > 0 else { return }
        let pieces = UnsafeBufferPointer(start: candidates, count: n)
        if mode == .partOnly && settlesPart(segments, pieces) { return }
        guard improves(firstBound) else { return }
        let f = pieces[first].index
        consider(segments[f], segments.controls(f), lowerBound: firstBound)
        for j in pieces.indices where j != first {
            if isDone { return }
            let c = pieces[j]
            if improves(c.bound) { consider(segments[c.index], segments.controls(c.index), lowerBound: c.bound) }
        }
    }

    /// A piece in the running: its end points, then (if its lower bound still leaves it in the
    /// running) its inside.
    mutating func consider(_ piece: HitSegment, _ controls: @autoclosure () -> HitControls, lowerBound: Double) {
        offer(piece.p0, piece.p0.distanceSquared(to: query), piece.startPart)
        offer(piece.p3, piece.p3.distanceSquared(to: query), piece.endPart)
        guard !isDone, improves(lowerBound) else { return }
        let c = piece.curve(controls())
        if mode == .anyWithin {
            // Any point within the bound will do: try the one across from the query first.
            let p = c.point(at: Self.chordParameter(c, query))
            offer(p, p.distanceSquared(to: query), piece.insidePart)
            if isDone { return }
        }
        if let inside = HitSegment.nearestInside(c, to: query) {
            offer(inside.point, inside.distanceSquared, piece.insidePart)
        }
    }

    /// Inside the fill, with every edge already offered: whether the part is settled without
    /// projecting. It is when the pieces still in the running (after every piece end is offered)
    /// all have the same inside part and either the best so far has that part too, or a point
    /// inside one of them beats the best (the nearest point then lies inside one of them).
    mutating func settlesPart(_ segments: Arrow.HitSegments, _ pieces: UnsafeBufferPointer<Candidate>) -> Bool {
        let q = query
        for c in pieces {
            let piece = segments[c.index]
            offer(piece.p0, piece.p0.distanceSquared(to: q), piece.startPart)
            offer(piece.p3, piece.p3.distanceSquared(to: q), piece.endPart)
        }
        var common: ArrowPart?
        for c in pieces where improves(c.bound) {
            let inside = segments[c.index].insidePart
            if common == nil { common = inside } else if common != inside { return false }
        }
        // Nothing left in the running: the best so far (if any) stands.
        guard let inside = common else { return true }
        if found && inside == part { return true }
        for c in pieces where improves(c.bound) {
            let curve = segments.curve(c.index)
            if improves(curve.point(at: Self.chordParameter(curve, q)).distanceSquared(to: q)) {
                part = inside
                found = true
                return true
            }
        }
        return false
    }

    /// Where `q` projects onto a curve's chord, as a parameter kept off the ends.
    @inline(__always)
    static func chordParameter(_ c: CubicSegment, _ q: Point) -> Double {
        let chord = c.p3 - c.p0
        let l2 = chord.lengthSquared
        return l2 > 0 ? min2(max2((q - c.p0).dot(chord) / l2, 0.01), 0.99) : 0.5
    }
}
