/// The nearest point of a ``PreparedPath``'s stroked segments to a query point, with its label,
/// computing no more than the question needs.
///
/// Straight edges go first (closed form), setting a bound; curve pieces follow, the most
/// promising first, each skipped when a lower bound of its distance (the box of its ends and the
/// band around its chord) cannot beat the bound, else projected exactly. A piece's end points are
/// candidates of their own, so the inside of a piece always has its segment's inside label: its
/// ends' label when they have the same, else ``PathLabel/unlabelled``.
@usableFromInline
package struct NearestSearch {
    @usableFromInline
    package enum Mode {
        /// The nearest point within the bound, exactly.
        case nearest
        /// Only the label of the nearest point (the query is inside the fill).
        case labelOnly
    }

    @usableFromInline package let query: Point
    @usableFromInline package let mode: Mode
    /// The best squared distance so far, or the next double above the bound while nothing is
    /// found (so that one comparison takes a point exactly at the bound first, then only
    /// strictly nearer ones).
    @usableFromInline package var distanceSquared: Double
    @usableFromInline package var found = false
    @usableFromInline package var nearest = Point.zero
    @usableFromInline package var label = PathLabel.unlabelled
    /// The index of the segment that holds ``nearest``.
    @usableFromInline package var segment = -1

    @inlinable
    package init(_ query: Point, within boundSquared: Double, mode: Mode) {
        self.query = query
        self.mode = mode
        distanceSquared = boundSquared.nextUp
    }

    /// Whether a point at squared distance `d` would be taken, or, for a lower bound, whether
    /// what it bounds is still in the running.
    @inlinable @inline(__always)
    package func improves(_ d: Double) -> Bool {
        d < distanceSquared
    }

    @inline(__always)
    package mutating func offer(_ p: Point, _ d: Double, _ label: PathLabel, _ segment: Int) {
        if improves(d) {
            distanceSquared = d; found = true; nearest = p; self.label = label; self.segment = segment
        }
    }

    /// Searches a prepared path's stroked segments.
    ///
    /// One pass over the runs in the running offers every edge in closed form, setting a bound,
    /// and finds the curve piece with the smallest lower bound; that piece goes first (it usually
    /// settles the others), then a second pass takes the pieces whose lower bound still beats
    /// the best (the bound only falls, so a piece out of the running never comes back).
    package mutating func run(_ shape: PreparedPath) {
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
                        offer(e.point, e.distanceSquared, s.edgeLabel(at: e.t), i)
                    }
                }
            }
        }
        guard first >= 0, improves(firstBound) else { return }
        if mode == .labelOnly && settlesLabel(shape) { return }
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
        offer(piece.p0, piece.p0.distanceSquared(to: query), piece.startLabel, i)
        offer(piece.p3, piece.p3.distanceSquared(to: query), piece.endLabel, i)
        guard improves(lowerBound) else { return }
        let c = piece.curve(shape.segments.controls(i))
        if let inside = HitPiece.nearestInside(c, to: query) {
            offer(inside.point, inside.distanceSquared, piece.insideLabel, i)
        }
    }

    /// Inside the fill, with every edge already offered: whether the label is settled without
    /// projecting. It is when the pieces still in the running (after every piece end is offered)
    /// all have the same inside label and either the best so far has that label too, or a point
    /// inside one of them beats the best (the nearest point then lies inside one of them).
    mutating func settlesLabel(_ shape: PreparedPath) -> Bool {
        let q = query
        var common: PathLabel?, mixed = false
        forEachPieceInRunning(shape) { search, i in
            let piece = shape.segments[i]
            search.offer(piece.p0, piece.p0.distanceSquared(to: q), piece.startLabel, i)
            search.offer(piece.p3, piece.p3.distanceSquared(to: q), piece.endLabel, i)
        }
        forEachPieceInRunning(shape) { _, i in
            let inside = shape.segments[i].insideLabel
            if common == nil { common = inside } else if common != inside { mixed = true }
        }
        if mixed { return false }
        // Nothing left in the running: the best so far (if any) stands.
        guard let inside = common else { return true }
        if found && inside == label { return true }
        var settled = false
        forEachPieceInRunning(shape) { search, i in
            guard !settled else { return }
            let curve = shape.segments[i].curve(shape.segments.controls(i))
            if search.improves(curve.point(at: Self.chordParameter(curve, q)).distanceSquared(to: q)) {
                search.label = inside
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
    package static func chordParameter(_ c: CubicSegment, _ q: Point) -> Double {
        let chord = c.p3 - c.p0
        let l2 = chord.lengthSquared
        return l2 > 0 ? min2(max2((q - c.p0).dot(chord) / l2, 0.01), 0.99) : 0.5
    }
}
