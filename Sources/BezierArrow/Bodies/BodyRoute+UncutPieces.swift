/// The pieces of a chain of lines and arcs (a straight or elbow body through waypoints), uncut,
/// made again after a tip move from the ones before: a tip's move changes the cubics next to that
/// tip only, and each piece between the attachments is its cubic's alone.
extension BodyRoute.PathScratch {
    /// The chain between two places (in order) at the points given for them, each cubic one
    /// piece, as ``BodyRoute/piecesBetween(_:_:_:_:of:cutsTurns:into:)`` makes them with
    /// `cutsTurns` false, to the bit: into ``pieces``.
    ///
    /// A piece between the attachments is its cubic, a straight one redrawn straight
    /// (``BodyRoute/straight(_:_:)``); the first also follows from the start place and point, the
    /// last (and the one before it, which is last when the end place is a cubic's start) from the
    /// end's. So with the start place and point the same as the last route's, the pieces of the
    /// leading cubics that are the same as the last chain's (``BodyRoute/PathMemo/sameLeading``),
    /// short of the last two either route reached, are the last pieces: they stay where they
    /// lie, and only the pieces after them are made.
    mutating func uncutPieces(_ a: BodyRoute.ChainPlace, _ pointA: Point, _ b: BodyRoute.ChainPlace, _ pointB: Point,
                              of chain: [CubicSegment]) {
        memo.forgetCut()
        var kept = 0
        if let last = memo.uncut, last.start.curve == a.curve, last.start.t.bitPattern == a.t.bitPattern,
           last.point.hasSameBits(as: pointA), a.t < 1 {
            // The first cubic is never skipped (it starts before its end): piece i is cubic
            // `a.curve + i`, in both routes.
            let end = min(memo.sameLeading, b.curve - 1, last.lastCurve - 1)
            kept = min(max(end - a.curve, 0), pieces.count)
        }
        pieces.removeSubrange(kept...)
        for k in (a.curve + kept)...b.curve {
            if let c = BodyRoute.portion(of: chain, k, from: a, to: b) { pieces.append(c) }
        }
        guard !pieces.isEmpty else {
            memo.uncut = nil
            pieces.append(CubicSegment(pointA, pointA, pointA, pointA))
            return
        }
        // The attachments exactly: the heads' attachments are measured from them (a first piece
        // kept was moved to the same point).
        let last = pieces.count - 1
        if kept == 0 { pieces[0] = BodyRoute.moved(pieces[0], start: pointA) }
        pieces[last] = BodyRoute.moved(pieces[last], end: pointB)
        memo.uncut = BodyRoute.PathMemo.Uncut(start: a, point: pointA, lastCurve: b.curve)
    }
}
