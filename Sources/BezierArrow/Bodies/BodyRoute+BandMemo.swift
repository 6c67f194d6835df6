/// A path's band drawn again after a tip move of a body through waypoints, taking from the
/// outline drawn last the sides of the pieces that stayed: a tip's move changes the pieces next
/// to that tip only.
extension BodyRoute {
    /// The pieces of the band drawn last, and where each piece's side elements lie in that
    /// outline, on the side drawn forward and on the one drawn backward; kept by a body through
    /// waypoints (``WaypointLine/band``).
    struct BandMemo: Sendable {
        var pieces: [CubicSegment] = []
        var forward: [Range<Int>] = [], backward: [Range<Int>] = []
        /// Storage the next drawing records its ranges in.
        var nextForward: [Range<Int>] = [], nextBackward: [Range<Int>] = []
        var halfWidth = 0.0
        /// How many elements the outline drawn last has, and whether it is the one recorded:
        /// the memo is read only with that outline.
        var outlineCount = 0
        var isKept = false
        /// How many pieces' sides the last drawing took from the one before (for the tests).
        var takenSides = 0

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
    /// - Parameters:
    ///   - width: The band's width.
    ///   - b: The outline to draw into.
    ///   - previous: The outline drawn last (what the memo recorded, when it is kept).
    ///   - memo: What the drawing last recorded; records this one.
    func drawOutline(width: Double, into b: inout BezierPath, previous: borrowing BezierPath, memo: inout BandMemo) {
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
            while head < common && pieces[head] == memo.pieces[head] { head += 1 }
            while tail < common - head && pieces[n - 1 - tail] == memo.pieces[m - 1 - tail] { tail += 1 }
        }
        /// Where piece `k` was among the pieces drawn last, when its side there is this one's:
        /// it and the piece its side is drawn after (`neighbour`; none for the piece a side
        /// starts with, which started that side there too, `opening`) lie both among the
        /// pieces kept at the start or both among those kept at the end.
        func old(_ k: Int, after neighbour: Int?, opening: Int) -> Int? {
            let other = neighbour ?? k
            let j = k < head && other < head ? k : k >= n - tail && other >= n - tail ? k + m - n : nil
            guard let j, neighbour != nil || j == opening, Self.sideIgnoresHeads(pieces[k]) else { return nil }
            return j
        }
        memo.takenSides = 0
        memo.nextForward.removeAll(keepingCapacity: true)
        memo.nextBackward.removeAll(keepingCapacity: true)
        // Sides taken one after another lie one after another in the last outline too (each
        // side drawn right after the one before it): each run of them is copied at once.
        var i = 0
        while i < n {
            guard let j = old(i, after: i == 0 ? nil : i - 1, opening: 0) else {
                let first = b.elements.count
                Self.drawPathSide(pieces, at: i, forward: true, startDirection: startDirection, endDirection: endDirection,
                                  halfWidth: h, moves: true, into: &b)
                memo.nextForward.append(first..<b.elements.count)
                i += 1
                continue
            }
            var e = i + 1
            while e < n && old(e, after: e - 1, opening: 0) == j + (e - i) { e += 1 }
            Self.takeSides(memo.forward, j, count: e - i, from: previous, into: &b, recording: &memo.nextForward)
            memo.takenSides += e - i
            i = e
        }
        // The backward side runs through the pieces from the last: side `i` is piece `n - 1 - i`.
        i = 0
        while i < n {
            let k = n - 1 - i
            guard let j = old(k, after: i == 0 ? nil : k + 1, opening: m - 1) else {
                let first = b.elements.count
                Self.drawPathSide(pieces, at: i, forward: false, startDirection: startDirection, endDirection: endDirection,
                                  halfWidth: h, moves: false, into: &b)
                memo.nextBackward.append(first..<b.elements.count)
                i += 1
                continue
            }
            var e = i + 1
            while e < n && old(n - 1 - e, after: n - e, opening: m - 1) == j - (e - i) { e += 1 }
            Self.takeSides(memo.backward, j, count: -(e - i), from: previous, into: &b, recording: &memo.nextBackward)
            memo.takenSides += e - i
            i = e
        }
        b.close()
        // Recorded by piece: the backward side's ranges in piece order.
        memo.nextBackward.reverse()
        swap(&memo.forward, &memo.nextForward)
        swap(&memo.backward, &memo.nextBackward)
        memo.pieces.removeAll(keepingCapacity: true)
        memo.pieces.append(contentsOf: pieces)
        memo.halfWidth = h
        memo.outlineCount = b.elements.count
        memo.isKept = true
    }

    /// Copies the sides of `count` consecutive pieces from piece `j` on (of `-count` from `j`
    /// back, for the backward side) from the last outline, where they lie one after another,
    /// at once; records where each now lies.
    ///
    /// - Parameters:
    ///   - ranges: Where each piece's side lies in the last outline, by piece.
    ///   - recording: Receives where each side taken lies in `b`, in the order drawn.
    static func takeSides(_ ranges: [Range<Int>], _ j: Int, count: Int, from previous: borrowing BezierPath,
                          into b: inout BezierPath, recording: inout [Range<Int>]) {
        let last = count > 0 ? j + count - 1 : j + count + 1
        let elements = ranges[j].lowerBound..<ranges[last].upperBound
        let shift = b.elements.count - elements.lowerBound
        b.append(contentsOf: previous, elements: elements)
        for q in 0..<abs(count) {
            let r = ranges[count > 0 ? j + q : j - q]
            recording.append(r.lowerBound + shift..<r.upperBound + shift)
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
