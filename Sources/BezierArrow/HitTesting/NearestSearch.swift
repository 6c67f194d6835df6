/// The nearest point of a ``PreparedPath``'s stroked segments to a query point, with the part it
/// belongs to, computing no more than the question needs.
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
    /// The index of the segment that holds ``nearest``.
    var segment = -1

    init(_ query: Point, within boundSquared: Double, mode: Mode) {
        self.query = query
        self.mode = mode
        distanceSquared = boundSquared.nextUp
    }

    /// Searches an arrow's body and its heads' targets when it has them (see
    /// ``PlacedHeadTargets``); a head wins a tie. For ``Mode/nearest`` the body goes first, so
    /// that its nearest point bounds the heads' search; for ``Mode/partOnly`` it goes last, as
    /// only the last part searched may settle a part without its distance (a head's target is
    /// searched for its nearest point, so that the parts searched after it compare with the
    /// true best).
    mutating func run(_ shape: borrowing PreparedPath, heads: borrowing PlacedHeadTargets) {
        guard heads.isPlaced else { return run(shape) }
        if mode == .nearest {
            run(shape)
            heads.paths.search(&self, heads, winsTies: true)
        } else {
            heads.paths.search(&self, heads, winsTies: false)
            run(shape)
        }
    }

    /// Searches a head's target placed in the arrow: the query and the bound taken into head
    /// coordinates, the point found (every point of the target is the head's) taken back.
    ///
    /// - Parameter winsTies: Whether a point as near as the best so far (up to the rounding of
    ///   the placement, a unit in the last place) is taken.
    mutating func run(_ target: PreparedPath, placed t: HeadPlacement, part: ArrowPart, winsTies: Bool) {
        guard t.bounds.distanceSquared(to: query) <= distanceSquared else { return }
        let q = t.local(query)
        let bound = distanceSquared * t.inverseScaleSquared
        var inner = NearestSearch(q, within: 0, mode: .nearest)
        inner.distanceSquared = winsTies ? bound.nextUp : bound
        inner.run(target)
        guard inner.found else { return }
        distanceSquared = inner.distanceSquared * t.scaleSquared
        found = true
        nearest = t.placed(inner.nearest)
        self.part = part
        segment = -1
    }

    /// Whether a point at squared distance `d` would be taken, or, for a lower bound, whether
    /// what it bounds is still in the running.
    @inline(__always)
    func improves(_ d: Double) -> Bool {
        d < distanceSquared
    }

    @inline(__always)
    mutating func offer(_ p: Point, _ d: Double, _ part: ArrowPart, _ segment: Int) {
        if improves(d) {
            distanceSquared = d; found = true; nearest = p; self.part = part; self.segment = segment
        }
    }

    /// Searches a prepared path's stroked segments.
    ///
    /// One pass over the runs in the running offers every edge in closed form, setting a bound,
    /// and finds the curve piece with the smallest lower bound; that piece goes first (it usually
    /// settles the others), then a second pass takes the pieces whose lower bound still beats
    /// the best (the bound only falls, so a piece out of the running never comes back).
    mutating func run(_ shape: PreparedPath) {
        let q = query
        var first = -1, firstBound = Double.infinity
        var start = 0
        for r in 0..<shape.segments.runCount {
            let run = shape.segments.run(r)
            defer { start = Int(run.end) }
            guard improves(run.distanceSquared(to: q)) else { continue }
            for i in start..<Int(run.end) {
                let s = shape.segments[i]
                if s.isCurve {
                    let bound = s.lowerBoundSquared(q)
                    if bound < firstBound { first = i; firstBound = bound }
                } else if s.isStroked {
                    let e = s.edgeNearest(to: q)
                    if improves(e.distanceSquared) {
                        offer(e.point, e.distanceSquared, s.edgePart(at: e.t), i)
                    }
                }
            }
        }
        guard first >= 0, improves(firstBound) else { return }
        if mode == .partOnly && settlesPart(shape) { return }
        guard improves(firstBound) else { return }
        consider(shape, first, lowerBound: firstBound)
        start = 0
        for r in 0..<shape.segments.runCount {
            let run = shape.segments.run(r)
            defer { start = Int(run.end) }
            guard improves(run.distanceSquared(to: q)) else { continue }
            for i in start..<Int(run.end) where i != first && shape.segments[i].isCurve {
                let bound = shape.segments[i].lowerBoundSquared(q)
                if improves(bound) { consider(shape, i, lowerBound: bound) }
            }
        }
    }

    /// A piece in the running: its end points, then (if its lower bound still leaves it in the
    /// running) its inside.
    mutating func consider(_ shape: PreparedPath, _ i: Int, lowerBound: Double) {
        let piece = shape.segments[i]
        offer(piece.p0, piece.p0.distanceSquared(to: query), piece.startPart, i)
        offer(piece.p3, piece.p3.distanceSquared(to: query), piece.endPart, i)
        guard improves(lowerBound) else { return }
        let c = piece.curve(shape.segments.controls(i))
        if let inside = HitSegment.nearestInside(c, to: query) {
            offer(inside.point, inside.distanceSquared, piece.insidePart, i)
        }
    }

    /// Inside the fill, with every edge already offered: whether the part is settled without
    /// projecting. It is when the pieces still in the running (after every piece end is offered)
    /// all have the same inside part and either the best so far has that part too, or a point
    /// inside one of them beats the best (the nearest point then lies inside one of them).
    mutating func settlesPart(_ shape: PreparedPath) -> Bool {
        let q = query
        var common: ArrowPart?, mixed = false
        forEachPieceInRunning(shape) { search, i in
            let piece = shape.segments[i]
            search.offer(piece.p0, piece.p0.distanceSquared(to: q), piece.startPart, i)
            search.offer(piece.p3, piece.p3.distanceSquared(to: q), piece.endPart, i)
        }
        forEachPieceInRunning(shape) { _, i in
            let inside = shape.segments[i].insidePart
            if common == nil { common = inside } else if common != inside { mixed = true }
        }
        if mixed { return false }
        // Nothing left in the running: the best so far (if any) stands.
        guard let inside = common else { return true }
        if found && inside == part { return true }
        var settled = false
        forEachPieceInRunning(shape) { search, i in
            guard !settled else { return }
            let curve = shape.segments[i].curve(shape.segments.controls(i))
            if search.improves(curve.point(at: Self.chordParameter(curve, q)).distanceSquared(to: q)) {
                search.part = inside
                search.found = true
                settled = true
            }
        }
        return settled
    }

    /// Calls `body` with every curve piece whose lower bound beats the best so far.
    private mutating func forEachPieceInRunning(_ shape: PreparedPath, _ body: (inout NearestSearch, Int) -> Void) {
        let q = query
        var start = 0
        for r in 0..<shape.segments.runCount {
            let run = shape.segments.run(r)
            defer { start = Int(run.end) }
            guard improves(run.distanceSquared(to: q)) else { continue }
            for i in start..<Int(run.end) where shape.segments[i].isCurve && improves(shape.segments[i].lowerBoundSquared(q)) {
                body(&self, i)
            }
        }
    }

    /// Where `q` projects onto a curve's chord, as a parameter kept off the ends.
    @inline(__always)
    static func chordParameter(_ c: CubicSegment, _ q: Point) -> Double {
        let chord = c.p3 - c.p0
        let l2 = chord.lengthSquared
        return l2 > 0 ? min2(max2((q - c.p0).dot(chord) / l2, 0.01), 0.99) : 0.5
    }
}
