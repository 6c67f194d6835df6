/// What a path's route (``BodyRoute/path(_:start:end:startTrim:endTrim:cutsTurns:scratch:)``)
/// remembers between tip moves of a body through waypoints: a tip's move changes the legs next to
/// that tip only, so the other legs' pieces, and the other head's attachment, are what they were.
extension BodyRoute {
    /// The last route's chain, its heads' attachments, and how its portion was cut, kept in a
    /// ``PathScratch``: each taken again only where what it was found from is the same to the bit,
    /// so a route made with it is the route made without it, to the bit.
    struct PathMemo: Sendable {
        /// The chain the last route ran along.
        var chain: [CubicSegment] = []
        /// The last attachment found from each tip (``reach(_:of:from:backward:)``), kept while
        /// the cubics its search read stay the same.
        var startReach: Reach?, endReach: Reach?
        /// The portion the last cut cut (``cutPieces()``), and where each of its cubics' pieces
        /// end in ``PathScratch/pieces``; empty when the pieces were not cut from it.
        var portion: [CubicSegment] = []
        var ends: [Int] = []
        /// Scratch storage of a cut: the pieces between those kept, and where each cubic's end.
        var middle: [CubicSegment] = []
        var middleEnds: [Int] = []
        /// How many cubics at the start of the chain taken last (``take(_:)``) are the same as
        /// those of the chain before it.
        var sameLeading = 0
        /// The pieces as the last route made them uncut (``PathScratch/uncutPieces(_:_:_:_:of:)``),
        /// from which places; nil when they were made otherwise.
        var uncut: Uncut?

        /// Uncut pieces: from a place on the chain at a point, to the last cubic they reach.
        struct Uncut: Sendable {
            var start: ChainPlace
            var point: Point
            var lastCurve: Int
        }

        /// An attachment found: the distance searched for from which tip, and the place (nil
        /// when none was reached).
        struct Reach: Sendable {
            var distance: Double
            var tip: Point
            var place: ChainPlace?
        }

        /// Forgets the cut: the pieces were made otherwise.
        mutating func forgetCut() {
            portion.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
        }

        /// Takes a new chain: keeps each attachment whose search read only cubics that are the
        /// same (the start's from the chain's start up to its place, the end's from the chain's
        /// end back to its place; all of them for a place not reached), comparing no more of
        /// them, then remembers the chain.
        mutating func take(_ new: [CubicSegment]) {
            let n = new.count, m = chain.count, common = min(n, m)
            // Each search read the cubics up to its place only: no further need be the same.
            /// How many cubics a search needs the same, from its end of the chain.
            func needed(_ reach: Reach?) -> Int {
                guard let reach else { return 0 }
                return reach.place.map { min($0.curve + 1, common) } ?? common
            }
            let headNeeded = needed(startReach), tailNeeded = needed(endReach)
            var same = 0
            while same < common && BodyRoute.isSame(new[same], chain[same]) { same += 1 }
            sameLeading = same
            let head = min(same, headNeeded)
            var tail = 0
            while tail < tailNeeded && BodyRoute.isSame(new[n - 1 - tail], chain[m - 1 - tail]) { tail += 1 }
            /// Whether a search that read `read` cubics (all when its place is nil) read the same.
            func holds(_ reach: Reach?, _ same: Int) -> Bool {
                guard let reach else { return false }
                guard let place = reach.place else { return n == m && same == n }
                return place.curve < same
            }
            if !holds(startReach, head) { startReach = nil }
            if !holds(endReach, tail) { endReach = nil }
            chain.removeAll(keepingCapacity: true)
            chain.append(contentsOf: new)
        }
    }
}

extension BodyRoute.PathScratch {
    /// ``BodyRoute/firstReach(of:from:along:backward:)``, or the place the memo holds for the
    /// same search on cubics that are the same (see ``BodyRoute/PathMemo/take(_:)``, called for
    /// this chain first).
    mutating func reach(_ distance: Double, of chain: [CubicSegment], from tip: Point,
                        backward: Bool = false) -> BodyRoute.ChainPlace? {
        if let kept = backward ? memo.endReach : memo.startReach, kept.distance == distance, kept.tip == tip {
            return kept.place
        }
        let place = BodyRoute.firstReach(of: distance, from: tip, along: chain, backward: backward)
        let found = BodyRoute.PathMemo.Reach(distance: distance, tip: tip, place: place)
        if backward { memo.endReach = found } else { memo.startReach = found }
        return place
    }

    /// Cuts ``portion`` into ``pieces`` as ``BodyRoute/appendPieces(of:depth:to:)`` cuts each of its
    /// cubics, in order, taking the pieces of the cubics at its start and end that are the same
    /// as those the last cut cut (to the bit: the same pieces) from where they lie, and cutting
    /// only those between. A tip's move changes the cubics next to it: the rest are kept in
    /// place, or moved along by as many pieces as the changed ones gained.
    mutating func cutPieces() {
        // The pieces are the last cut's, unless made otherwise since.
        if memo.ends.count != memo.portion.count || (memo.ends.last ?? 0) != pieces.count {
            memo.forgetCut()
            pieces.removeAll(keepingCapacity: true)
        }
        let n = portion.count, m = memo.portion.count, common = min(n, m)
        var head = 0, tail = 0
        while head < common && BodyRoute.isSame(portion[head], memo.portion[head]) { head += 1 }
        while tail < common - head && BodyRoute.isSame(portion[n - 1 - tail], memo.portion[m - 1 - tail]) { tail += 1 }
        let keptHead = head == 0 ? 0 : memo.ends[head - 1]
        let keptTail = tail == 0 ? pieces.count : memo.ends[m - 1 - tail]
        memo.middle.removeAll(keepingCapacity: true)
        memo.middleEnds.removeAll(keepingCapacity: true)
        for k in head..<(n - tail) {
            BodyRoute.appendPieces(of: portion[k], depth: 0, to: &memo.middle)
            memo.middleEnds.append(keptHead + memo.middle.count)
        }
        // In place: the array is the scratch's own (the last route has gone).
        pieces.replaceSubrange(keptHead..<keptTail, with: memo.middle)
        let shift = keptHead + memo.middle.count - keptTail
        memo.ends.replaceSubrange(head..<(m - tail), with: memo.middleEnds)
        for k in (n - tail)..<n { memo.ends[k] += shift }
        swap(&memo.portion, &portion)
    }
}

extension BodyRoute {
    /// Whether two cubics are the same (``CubicSegment``'s `==`, every coordinate equal), compared
    /// in place: the memos compare the pieces of every drag update, where a call a pair cost
    /// more than the comparison.
    @inline(__always)
    static func isSame(_ a: CubicSegment, _ b: CubicSegment) -> Bool {
        a.p0.x == b.p0.x && a.p0.y == b.p0.y && a.p1.x == b.p1.x && a.p1.y == b.p1.y
            && a.p2.x == b.p2.x && a.p2.y == b.p2.y && a.p3.x == b.p3.x && a.p3.y == b.p3.y
    }
}
