/// A path's band drawn again after a tip move of a body through waypoints, taking from the
/// outline drawn last the sides of the pieces that stayed: a tip's move changes the pieces next
/// to that tip only.
extension BodyRoute {
    /// The pieces of the band drawn last, and where each piece's side lies in that outline, on
    /// the side drawn forward and on the one drawn backward; kept by a body through waypoints
    /// (``WaypointLine/band``).
    struct BandMemo: Sendable {
        var pieces: [CubicSegment] = []
        /// Where each side drawn last starts in its outline, and where each of its pieces' sides
        /// ends, counted from there, in the order the side runs (the backward side's from the
        /// last piece).
        var forwardStart = 0, backwardStart = 0
        var forwardEnds: [Int] = [], backwardEnds: [Int] = []
        /// The pieces whose side reads a head's direction (``sideIgnoresHeads(_:)`` false), in
        /// order: never taken again. A piece of no length only, so almost always none.
        var headReaders: [Int] = []
        /// Storage the next drawing records in.
        var nextForwardEnds: [Int] = [], nextBackwardEnds: [Int] = [], nextHeadReaders: [Int] = []
        /// The pieces drawn this time on either side, from ``pairedStart`` on, offset once for
        /// both (nil for a piece that reads a head), and whether each meets the one before it
        /// at a corner (``isCorner(_:_:)``, one more at the end).
        var paired: [SideOffsets?] = [], corners: [Bool] = []
        var halfWidth = 0.0
        /// How many elements the outline drawn last has, and whether it is the one recorded:
        /// the memo is read only with that outline.
        var outlineCount = 0
        var isKept = false
        /// How many pieces' sides the last drawing took from the one before (for the tests).
        var takenSides = 0
        /// What the last drawing knows of its band against the outline before: the elements it
        /// copied from it and those it drew (for the preparation, see
        /// ``PreparedPath/KnownElements``); nothing when it drew the band otherwise.
        var known = PreparedPath.KnownElements()

        /// Forgets the band: the outline was drawn otherwise.
        mutating func forget() { isKept = false }
    }

    /// Draws the band of a path's route as ``drawOutline(width:pairsSides:into:)`` draws it, to
    /// the element and the bit, taking each piece's side from `previous`, the outline the memo
    /// recorded, where the piece is the same and so is the one its side is drawn after (whose
    /// corner decides how the side starts), and the piece's side reads neither head's direction
    /// (its ends are apart: only a piece of no length takes a direction from the heads). Any
    /// other route is drawn as ``drawOutline(width:pairsSides:into:)`` draws it, and forgotten.
    ///
    /// The pieces the same as the last ones are a run at the start (`head`) and one at the end
    /// (`tail`). The forward side then takes its first `head` sides and its last `tail - 1` (the
    /// first piece of the end's run is drawn after a changed one) each in one copy, and draws
    /// the ones between; the backward side, running from the last piece, takes its first `tail`
    /// and its last `head - 1` alike. Where each side lies is recorded by the side's pieces in
    /// the order drawn, as offsets from the side's start: a run taken keeps its offsets, moved
    /// by one amount; only the sides drawn are measured.
    ///
    /// - Parameters:
    ///   - width: The band's width.
    ///   - b: The outline to draw into.
    ///   - previous: The outline drawn last (what the memo recorded, when it is kept).
    ///   - memo: What the drawing last recorded; records this one.
    func drawOutline(width: Double, into b: inout BezierPath, previous: borrowing BezierPath, memo: inout BandMemo) {
        memo.known.removeAll()
        guard case .path(let pieces) = shape else {
            drawOutline(width: width, into: &b)
            memo.forget()
            return
        }
        let h = width > 0 && width.isFinite ? width / 2 : 0
        let n = pieces.count, m = memo.pieces.count
        var head = 0, tail = 0
        if memo.isKept, memo.halfWidth == h, memo.outlineCount == previous.elements.count {
            let common = min(n, m)
            while head < common && Self.isSame(pieces[head], memo.pieces[head]) { head += 1 }
            while tail < common - head && Self.isSame(pieces[n - 1 - tail], memo.pieces[m - 1 - tail]) { tail += 1 }
        }
        // The pieces kept read the heads as they did; of the others, each is asked.
        memo.nextHeadReaders.removeAll(keepingCapacity: true)
        for r in memo.headReaders where r < head { memo.nextHeadReaders.append(r) }
        for k in head..<(n - tail) where !Self.sideIgnoresHeads(pieces[k]) { memo.nextHeadReaders.append(k) }
        for r in memo.headReaders where r >= m - tail { memo.nextHeadReaders.append(r + n - m) }
        // The forward side draws pieces `head` to `n - tail` (the end run's first), the backward
        // one `head - 1` (the start run's last) to `n - tail - 1`: both offset at once.
        let lo = max(head - 1, 0), hi = min(n - tail + 1, n)
        memo.paired.removeAll(keepingCapacity: true)
        memo.corners.removeAll(keepingCapacity: true)
        for k in lo..<hi {
            memo.paired.append(Self.sideIgnoresHeads(pieces[k]) ? SideOffsets(pieces[k], halfWidth: h) : nil)
        }
        // A cubic's offsets hold its end legs already (``SideOffsets/leaving``): the corners read
        // them there.
        for k in lo...max(lo, hi) {
            guard k >= 1 && k <= n - 1 else {
                memo.corners.append(false)
                continue
            }
            let before = k - 1 >= lo && k - 1 < hi ? memo.paired[k - 1 - lo] : nil
            let after = k < hi ? memo.paired[k - lo] : nil
            let a = before.flatMap { $0.isLine ? nil : $0.arriving } ?? Self.endLeg(pieces[k - 1])
            let b = a == nil ? nil : after.flatMap { $0.isLine ? nil : $0.leaving } ?? Self.startLeg(pieces[k])
            if let a, let b { memo.corners.append(a.dot(b) < 1 - 1e-12) } else { memo.corners.append(false) }
        }
        memo.takenSides = 0
        let first = b.elements.count
        var side = SideCopy(pieces: pieces, count: n, shift: m - n, h: h, startDirection: startDirection,
                            endDirection: endDirection, pairedStart: lo, paired: memo.paired, corners: memo.corners)
        side.forward = true
        side.start = b.elements.count
        side.oldStart = memo.forwardStart
        side.draw(prefix: head, suffix: tail, previous: previous, old: memo.forwardEnds, readers: memo.nextHeadReaders,
                  taken: &memo.takenSides, same: &memo.known.same, ends: &memo.nextForwardEnds, into: &b)
        let forwardStart = side.start
        side.forward = false
        side.start = b.elements.count
        side.oldStart = memo.backwardStart
        side.draw(prefix: tail, suffix: head, previous: previous, old: memo.backwardEnds, readers: memo.nextHeadReaders,
                  taken: &memo.takenSides, same: &memo.known.same, ends: &memo.nextBackwardEnds, into: &b)
        b.close()
        memo.known.drawn = first..<b.elements.count
        swap(&memo.forwardEnds, &memo.nextForwardEnds)
        swap(&memo.backwardEnds, &memo.nextBackwardEnds)
        swap(&memo.headReaders, &memo.nextHeadReaders)
        memo.forwardStart = forwardStart
        memo.backwardStart = side.start
        memo.pieces.removeAll(keepingCapacity: true)
        memo.pieces.append(contentsOf: pieces)
        memo.halfWidth = h
        memo.outlineCount = b.elements.count
        memo.isKept = true
    }

    /// One side of a band drawn again (see ``drawOutline(width:into:previous:memo:)``): side
    /// `i` is piece `i` forward, piece `count - 1 - i` backward.
    private struct SideCopy {
        let pieces: [CubicSegment]
        let count: Int
        /// How much further on a side of the end's run lay in the last side: the last pieces'
        /// count less this one's.
        let shift: Int
        let h: Double, startDirection: Point, endDirection: Point
        /// The pieces offset for both sides (``BandMemo/paired``), from piece `pairedStart` on,
        /// and the corners (``BandMemo/corners``).
        let pairedStart: Int
        let paired: [SideOffsets?], corners: [Bool]
        var forward = true
        /// Where this side starts in the outline drawn into, and where it started in the last.
        var start = 0, oldStart = 0

        /// Draws the side: its first `prefix` sides and (but the first of them) its last
        /// `suffix` taken from the last outline where they read no head, the rest drawn.
        /// `ends` receives where each side ends; `old` is where each ended in the last outline;
        /// `readers` the pieces that read a head (``BandMemo/headReaders``); `taken` counts the
        /// sides taken, `same` receives the elements copied (``BandMemo/known``).
        func draw(prefix: Int, suffix: Int, previous: borrowing BezierPath, old: [Int], readers: [Int],
                  taken: inout Int, same: inout [PreparedPath.SameElements], ends: inout [Int], into b: inout BezierPath) {
            ends.removeAll(keepingCapacity: true)
            // With every piece the same (the run at the start, the whole), the backward side's
            // first piece starts the side in both: it too is taken.
            let suffixFirst = suffix == 0 ? count : suffix == count && shift == 0 ? 0 : count - suffix + 1
            take(0..<prefix, from: 0, previous: previous, old: old, readers: readers, taken: &taken, same: &same,
                 ends: &ends, into: &b)
            for i in prefix..<suffixFirst { drawSide(i, ends: &ends, into: &b) }
            take(suffixFirst..<count, from: suffixFirst + shift, previous: previous, old: old, readers: readers,
                 taken: &taken, same: &same, ends: &ends, into: &b)
        }

        /// Takes the sides `range` from the last outline's sides from `first` on, in one copy
        /// a run between the sides that read a head (drawn).
        private func take(_ range: Range<Int>, from first: Int, previous: borrowing BezierPath, old: [Int],
                          readers: [Int], taken: inout Int, same: inout [PreparedPath.SameElements], ends: inout [Int],
                          into b: inout BezierPath) {
            var s = range.lowerBound
            while s < range.upperBound {
                var stop = range.upperBound
                for r in readers {
                    let i = forward ? r : count - 1 - r
                    if i >= s && i < stop { stop = i }
                }
                if stop > s {
                    let j0 = s + first - range.lowerBound, j1 = stop + first - range.lowerBound
                    let base = j0 == 0 ? 0 : old[j0 - 1]
                    let shift = b.elements.count - start - base, at = b.elements.count
                    let copied = (oldStart + base)..<(oldStart + old[j1 - 1])
                    if b.append(continuing: previous, elements: copied) && !copied.isEmpty {
                        same.append(PreparedPath.SameElements(start: at, old: copied.lowerBound, count: copied.count))
                    }
                    // In one copy, then moved along in place (not at all where nothing moved).
                    let firstEnd = ends.count
                    ends.append(contentsOf: old[j0..<j1])
                    if shift != 0 {
                        ends.withUnsafeMutableBufferPointer { e in
                            for j in firstEnd..<e.count { e[j] += shift }
                        }
                    }
                    taken += stop - s
                }
                if stop < range.upperBound {
                    drawSide(stop, ends: &ends, into: &b)
                    s = stop + 1
                } else {
                    s = stop
                }
            }
        }

        /// Draws side `i` anew: from the piece's offsets when it has them (its side reached by a
        /// line where it meets the side before at a corner, as
        /// ``drawPathSide(_:at:forward:startDirection:endDirection:halfWidth:moves:into:)`` reaches it).
        private func drawSide(_ i: Int, ends: inout [Int], into b: inout BezierPath) {
            let k = forward ? i : count - 1 - i, j = k - pairedStart
            if j >= 0, j < paired.count, let offsets = paired[j] {
                let start: SideStart = i == 0 ? (forward ? .move : .line)
                    : corners[forward ? j : j + 1] ? .line : .joined
                offsets.draw(pieces[k], forward: forward, start: start, into: &b)
            } else {
                BodyRoute.drawPathSide(pieces, at: i, forward: forward, startDirection: startDirection,
                                       endDirection: endDirection, halfWidth: h, moves: forward, into: &b)
            }
            ends.append(b.elements.count - start)
        }
    }

    /// Whether a piece's side reads neither head's direction: its ends are apart, beyond the
    /// rounding by which ``drawCubicSide`` counts a leg as none (its chord then gives every
    /// direction a vanished leg would take from a head).
    static func sideIgnoresHeads(_ c: CubicSegment) -> Bool {
        let v = c.p3 - c.p0
        return max(abs(v.x), abs(v.y)) > pathRounding(c)
    }
}
