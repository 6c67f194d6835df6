extension PreparedPath {
    /// What the drawer of an outline prepared through a ``Memo`` knows of it against the memo's
    /// outline (the one drawn last): which of its elements it copied from that outline as they
    /// were, and which it drew anew. The preparation then takes the records of the elements
    /// copied without comparing them, and prepares those drawn anew without looking for them in
    /// the last outline (a side drawn anew after a tip move is almost never the one before; when
    /// it is, its records are the same either way). Every element outside ``drawn`` is compared,
    /// as with nothing known.
    ///
    /// A claim that an element is the same when it is not would give wrong records: a drawer
    /// claims only what it copied (a debug build checks every claim, and the tests compare the
    /// updates with preparations afresh). A claim holds for one update: the update forgets it.
    package struct KnownElements: Sendable {
        /// The outline's elements the drawer accounts for: those in ``same`` are the last
        /// outline's, the others drawn anew.
        package var drawn: Range<Int> = 0..<0
        /// Stretches of the outline's elements that are the last outline's, to the bit, in
        /// ascending order, within ``drawn``.
        package var same: [SameElements] = []

        /// Nothing known.
        package init() {}

        /// Forgets what is known, keeping the storage.
        package mutating func removeAll() {
            drawn = 0..<0
            same.removeAll(keepingCapacity: true)
        }
    }

    /// A stretch of an outline's elements (`start..<start + count`) that are the memo outline's
    /// from `old` on, to the bit (see ``KnownElements``).
    package struct SameElements: Sendable, Equatable {
        package var start: Int, old: Int, count: Int

        package init(start: Int, old: Int, count: Int) {
            self.start = start
            self.old = old
            self.count = count
        }
    }
}

extension PreparedPath.Builder {
    /// The old element that element `i` (`e`, drawn from `from`, its start and end labels `a`
    /// and `b`) is, where a stretch of elements whose records are taken again starts; nil when
    /// none does. From what the drawer knows (``known``) where it accounts for the element,
    /// setting ``knownCount`` to how many elements from `i` on it knows the same (0 when found
    /// by comparing); else as ``PreparedPath/MemoPath/start(_:_:from:_:_:)`` finds it.
    // Not inlined: it would grow the preparation's element loop, which every drag update runs.
    @inline(never)
    mutating func findStretch(_ i: Int, _ e: PathElement, from: Point, _ a: PathLabel, _ b: PathLabel) -> Int? {
        knownCount = 0
        guard known.drawn.contains(i) else { return memoPath!.start(i, e, from: from, a, b) }
        while knownCursor < known.same.count
                && known.same[knownCursor].start + known.same[knownCursor].count <= i {
            knownCursor += 1
        }
        // Drawn anew, up to the next stretch known the same.
        guard knownCursor < known.same.count, known.same[knownCursor].start <= i else {
            drawnAnewEnd = knownCursor < known.same.count ? known.same[knownCursor].start : known.drawn.upperBound
            return nil
        }
        let stretch = known.same[knownCursor]
        let j = stretch.old + (i - stretch.start)
        guard memoPath!.continues(j, e, from: from, a, b, isSame: true) else { return nil }
        knownCount = stretch.start + stretch.count - i
        return j
    }
}

extension PreparedPath.KnownElements {
    /// Whether every claim holds for an outline drawn against `previous`: the stretches lie in
    /// ascending order within ``drawn`` and the outline, and each is `previous`'s elements, to
    /// the bit (for the checks and the tests; a preparation never compares them).
    package func holds(for outline: BezierPath, previous: BezierPath) -> Bool {
        guard drawn.isEmpty || drawn.upperBound <= outline.elements.count else { return false }
        var end = drawn.lowerBound
        for s in same {
            guard s.count > 0, s.start >= end, s.start + s.count <= drawn.upperBound, s.old >= 0,
                  s.old + s.count <= previous.elements.count,
                  PreparedPath.sameElements(outline.elements, s.start, previous.elements, s.old, count: s.count) == s.count
            else { return false }
            end = s.start + s.count
        }
        return true
    }
}
