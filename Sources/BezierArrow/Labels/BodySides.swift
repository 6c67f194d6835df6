/// Where the body is, in drawn paths, for the cut: the path's elements and the body's pieces.
struct BodySides {
    /// The pieces, start head to end head; all with a second stretch (a filled body) or none.
    var pieces: [CenterLinePlan.Piece]

    /// Whether the body is filled (two sides) rather than stroked (one).
    var isFilled: Bool { pieces.first?.b != nil }

    /// The sides of a styled band drawn by `BodyRoute.drawOutline` from element `move` on: a
    /// move, the left side's `n` segments, the butt line across the end, the right side's `n`
    /// segments (drawn backward), a close; the left side's i-th segment paired with the right
    /// side's i-th from the start. `nil` when the band is not drawn that way.
    static func band(in elements: [PathElement], move: Int) -> BodySides? {
        let count = elements.count - move
        guard count >= 5, count % 2 == 1, case .move = elements[move], case .close = elements[elements.count - 1] else {
            return nil
        }
        let n = (count - 3) / 2, right = move + n + 2
        var pieces: [CenterLinePlan.Piece] = []
        for i in 0..<n {
            let a = CenterLinePlan.SideSegment(from: move + i, element: move + 1 + i, to: move + 1 + i, isReversed: false)
            let j = right + n - 1 - i
            let b = CenterLinePlan.SideSegment(from: j - 1, element: j, to: j, isReversed: true)
            pieces.append(CenterLinePlan.Piece(a: a, a0: 0, a1: 1, b: b, b0: 0, b1: 1))
        }
        return BodySides(pieces: pieces)
    }

    /// The one side of a stroked body drawn from element `move` to `end` (exclusive): every
    /// segment after the move, forward.
    static func stroke(move: Int, end: Int) -> BodySides {
        BodySides(pieces: (move + 1..<end).map { i in
            CenterLinePlan.Piece(a: CenterLinePlan.SideSegment(from: i - 1, element: i, to: i, isReversed: false),
                                 a0: 0, a1: 1, b: nil, b0: 0, b1: 1)
        })
    }

    /// Where the body enters the box (grown by each piece's half width and `padding`) first and
    /// leaves it last, as (piece, parameter) pairs; `nil` when no piece enters it.
    func gap(in elements: [PathElement], box: Rect, padding: Double) -> (entry: (Int, Double), exit: (Int, Double))? {
        var entry: (Int, Double)?, exit = (0, 0.0)
        for (k, piece) in pieces.enumerated() {
            let a = CenterLinePlan.cubic(piece.a, elements).part(piece.a0, piece.a1)
            var m = a, h = 0.0
            if let side = piece.b {
                let b = CenterLinePlan.cubic(side, elements).part(piece.b0, piece.b1)
                m = CubicSegment((a.p0 + b.p0) * 0.5, (a.p1 + b.p1) * 0.5, (a.p2 + b.p2) * 0.5, (a.p3 + b.p3) * 0.5)
                h = max(a.p0.distance(to: b.p0), a.p1.distance(to: b.p1), a.p2.distance(to: b.p2), a.p3.distance(to: b.p3)) / 2
            }
            let g = h + padding
            guard let (lo, hi) = Self.insideRange(of: m, in: box.insetBy(dx: -g, dy: -g)) else { continue }
            if entry == nil { entry = (k, lo) }
            exit = (k, hi)
        }
        guard let entry else { return nil }
        return (entry, exit)
    }

    /// The parameters between which a cubic lies in a rectangle: from the first one inside to
    /// the last one, cut exactly where the cubic crosses the rectangle's edge lines (between
    /// two consecutive crossings a curve stays on one side of every edge line, so the middle of
    /// each stretch decides it). A curve that only touches the rectangle gives `nil`.
    static func insideRange(of c: CubicSegment, in r: Rect) -> (Double, Double)? {
        var ts: [Double] = [0, 1]
        for edge in ClipEdge.edges(of: r) { ts += edge.crossings(of: .cubic(c)) }
        ts.insertionSort(by: <)
        var lo: Double?, hi = 0.0
        for (t0, t1) in zip(ts, ts.dropFirst()) where t1 > t0 && r.contains(c.point(at: (t0 + t1) / 2)) {
            if lo == nil { lo = t0 }
            hi = t1
        }
        if lo == nil, c.p0 == c.p3, c.p0 == c.p1, c.p0 == c.p2, r.contains(c.p0) { return (0, 1) }
        return lo.map { ($0, hi) }
    }

    /// A place on a piece as a place on the drawn path: (element, parameter in drawing direction)
    /// on side `a` or `b`.
    func place(_ at: (Int, Double), onSecond: Bool) -> (element: Int, t: Double) {
        let piece = pieces[at.0]
        let (segment, t0, t1) = onSecond ? (piece.b!, piece.b0, piece.b1) : (piece.a, piece.a0, piece.a1)
        let t = t0 + at.1 * (t1 - t0)
        return (segment.element, segment.isReversed ? 1 - t : t)
    }

    /// The elements of the sides.
    var elements: Set<Int> { Set(pieces.flatMap { [$0.a.element] + ($0.b.map { [$0.element] } ?? []) }) }

    /// The gap on one side in drawing order: (from, to).
    func drawnGap(_ gap: (entry: (Int, Double), exit: (Int, Double)), onSecond: Bool)
        -> (from: (element: Int, t: Double), to: (element: Int, t: Double)) {
        let entry = place(gap.entry, onSecond: onSecond), exit = place(gap.exit, onSecond: onSecond)
        let reversed = onSecond ? pieces[0].b!.isReversed : pieces[0].a.isReversed
        return reversed ? (exit, entry) : (entry, exit)
    }
}
