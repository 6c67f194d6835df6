import TestSupport
import Testing
@testable import BezierGeometry

/// A preparation through a ``PreparedPath/Memo`` told which elements of the outline are the
/// last outline's (``PreparedPath/KnownElements``) takes their records without comparing them,
/// and prepares the other elements it accounts for afresh: whatever true claims it is given,
/// the records, runs and bounds are those of a preparation afresh, to the bit.
@Suite struct PreparedPathKnownElementsTests {
    typealias Prepared = PreparedPathMemoTests.Prepared

    /// The stretches of `new` that are `old`'s elements to the bit, at the same index or `shift`
    /// further on (where a preparation looks for them), found element by element.
    static func sameStretches(_ new: [PathElement], _ old: [PathElement]) -> [PreparedPath.SameElements] {
        let shift = old.count - new.count
        var stretches: [PreparedPath.SameElements] = []
        var i = 0
        while i < new.count {
            var found = false
            for offset in Set([0, shift]) {
                var n = 0
                while i + n < new.count, i + n + offset >= 0, i + n + offset < old.count,
                      PreparedPath.sameBits(new[i + n], old[i + n + offset]) {
                    n += 1
                }
                if n > 0 {
                    stretches.append(PreparedPath.SameElements(start: i, old: i + offset, count: n))
                    i += n
                    found = true
                    break
                }
            }
            if !found { i += 1 }
        }
        return stretches
    }

    /// Some of the true claims, each maybe cut short at either end, within a random range of
    /// elements accounted for (the others in it then count as drawn anew).
    static func claims(_ new: [PathElement], _ old: [PathElement], _ rng: inout SplitMix64) -> PreparedPath.KnownElements {
        var known = PreparedPath.KnownElements()
        var lo = new.count, hi = 0
        for var s in sameStretches(new, old) where rng.next() % 5 != 0 {
            let cutStart = s.count > 2 && rng.next() % 3 == 0 ? Int(rng.next() % UInt64(s.count / 2)) : 0
            s.start += cutStart
            s.old += cutStart
            s.count -= cutStart
            if s.count > 2 && rng.next() % 3 == 0 { s.count -= Int(rng.next() % UInt64(s.count / 2)) }
            known.same.append(s)
            lo = min(lo, s.start)
            hi = max(hi, s.start + s.count)
        }
        if known.same.isEmpty {
            let a = Int(rng.next() % UInt64(new.count))
            known.drawn = a..<min(new.count, a + Int(rng.next() % 20))
        } else {
            known.drawn = max(0, lo - Int(rng.next() % 4))..<min(new.count, hi + Int(rng.next() % 4))
        }
        return known
    }

    /// Successive random edits of an outline and a spine (as ``PreparedPathEditTests`` makes
    /// them), each outline prepared through the memo with true claims about it: the same
    /// records, runs and bounds as a preparation afresh at every step, the claimed pieces taken.
    @Test(arguments: [(seed: 11, count: 12), (seed: 12, count: 60), (seed: 13, count: 200)])
    func trueClaimsGiveThePreparationAfresh(seed: Int, count: Int) {
        var claimed = 0, taken = 0
        PreparedPathEditTests.prepareSuccessiveEdits(seed: seed, count: count) { memo, outline, previous, rng, step in
            memo.knownOutline = Self.claims(outline.elements, previous.elements, &rng)
            #expect(memo.knownOutline.holds(for: outline, previous: previous), "step \(step)")
            claimed += memo.knownOutline.same.reduce(0) { $0 + $1.count }
        } look: { memo, _ in
            // A claim holds for one update.
            #expect(memo.knownOutline.same.isEmpty && memo.knownOutline.drawn.isEmpty)
            taken += memo.takenPieces
        }
        #expect(claimed > 50 * count)
        #expect(taken > 50 * count)
    }

    /// ``PreparedPath/KnownElements/holds(for:previous:)`` tells a false claim: an element of a
    /// claimed stretch changed (in the sign of a zero only, too), a stretch beyond the paths or
    /// out of order.
    @Test func falseClaimsAreTold() {
        var rng = SplitMix64(seed: 21)
        let old = PreparedPathMemoTests.outline(&rng, count: 40)
        var known = PreparedPath.KnownElements()
        known.drawn = 5..<40
        known.same = [PreparedPath.SameElements(start: 5, old: 5, count: 10),
                      PreparedPath.SameElements(start: 20, old: 20, count: 10)]
        let previous = PreparedPathMemoTests.path(old)
        #expect(known.holds(for: previous, previous: previous))
        var changed = old
        changed[25] = .line(to: Point(-0.0, 1))
        var zero = old
        zero[25] = .line(to: Point(0, 1))
        #expect(known.holds(for: PreparedPathMemoTests.path(zero), previous: PreparedPathMemoTests.path(zero)))
        #expect(!known.holds(for: PreparedPathMemoTests.path(changed), previous: PreparedPathMemoTests.path(zero)))
        changed = old
        changed[7] = PreparedPathMemoTests.element(&rng)
        if !PreparedPath.sameBits(changed[7], old[7]) {
            #expect(!known.holds(for: PreparedPathMemoTests.path(changed), previous: previous))
        }
        var beyond = known
        beyond.same[1].count = 30
        #expect(!beyond.holds(for: previous, previous: previous))
        var unordered = known
        unordered.same.swapAt(0, 1)
        #expect(!unordered.holds(for: previous, previous: previous))
    }
}
