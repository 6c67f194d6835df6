import TestSupport
import Testing
@testable import BezierGeometry

/// A preparation through a ``PreparedPath/Memo`` edits the prepared records where they lie
/// (``PieceTable/assemble(_:scratch:count:keepingRuns:perRun:breaks:filled:capacity:)``): the
/// pieces before the first change stay, the stretches taken again move down or up, the new
/// pieces are written in, the runs from the first change are gathered anew. Whatever the edits,
/// the records, runs and bounds are those of a preparation afresh, to the bit; and a copy of
/// the prepared path kept while the next update runs keeps its own records and answers.
@Suite struct PreparedPathEditTests {
    typealias Prepared = PreparedPathMemoTests.Prepared

    /// A random edit of a band-like path: an element changed (sometimes only in the sign of a
    /// zero coordinate), inserted or removed, or a label changed, at the start of the long
    /// subpath, its end or anywhere in it.
    static func edit(_ elements: inout [PathElement], _ labels: inout [PathLabel], _ rng: inout SplitMix64) {
        let first = 5, last = elements.count - 2
        let places = [first + Int(rng.next() % 3), last - Int(rng.next() % 3),
                      first + Int(rng.next() % UInt64(last - first + 1))]
        let i = min(max(places[Int(rng.next() % 3)], first), last)
        switch rng.next() % 6 {
        case 0: elements.insert(PreparedPathMemoTests.element(&rng), at: i); labels.insert(PathLabel(3), at: i)
        case 1 where last > first + 2: elements.remove(at: i); labels.remove(at: i)
        case 2: labels[i] = PathLabel(labels[i].rawValue == 3 ? 2 : 3)
        case 3:
            // -0 for 0 (or back): `==` holds them the same, their records differ in that bit.
            if case .line(let p) = elements[i] {
                elements[i] = .line(to: Point(p.x == 0 ? -p.x : p.x, p.y))
            } else {
                elements[i] = .line(to: .zero)
            }
        default: elements[i] = PreparedPathMemoTests.element(&rng)
        }
    }

    /// Many successive updates, each with one to three edits (so that stretches move both down
    /// and up), of an outline and a spine, prepared through the memo and afresh: the same
    /// records, runs and bounds at every step, the records edited where they lay.
    @Test(arguments: [(seed: 1, count: 12), (seed: 2, count: 60), (seed: 3, count: 200)])
    func successiveEditsAreThePreparationAfresh(seed: Int, count: Int) {
        var inPlace = 0, taken = 0
        Self.prepareSuccessiveEdits(seed: seed, count: count) { memo, _ in
            if memo.editedInPlace { inPlace += 1 }
            taken += memo.takenPieces
        }
        // Every update but the first edited the records where they lay, taking most pieces.
        #expect(inPlace == 119)
        #expect(taken > 100 * count)
    }

    /// 120 successive updates, each with one to three edits of a random outline of `count`
    /// elements (and now and then of a spine), prepared through one memo and held to a
    /// preparation afresh, to the bit. `tell` may tell the memo of each outline against the last
    /// before its update (`previous`, from the same generator); `look` sees the memo after it.
    static func prepareSuccessiveEdits(seed: Int, count: Int,
                                       tell: (inout PreparedPath.Memo, BezierPath, BezierPath, inout SplitMix64, Int) -> Void
                                           = { _, _, _, _, _ in },
                                       look: (PreparedPath.Memo, Int) -> Void) {
        var rng = SplitMix64(seed: UInt64(seed))
        var elements = PreparedPathMemoTests.outline(&rng, count: count)
        var labels = PreparedPathMemoTests.labels(elements, &rng)
        var spineElements = PreparedPathMemoTests.outline(&rng, count: 6)
        var spineLabels = PreparedPathMemoTests.labels(spineElements, &rng)
        var memo = PreparedPath.Memo()
        var kept = PreparedPath()
        var previous = (outline: BezierPath(), spine: BezierPath())
        for step in 0..<120 {
            for _ in 0...(rng.next() % 3) { Self.edit(&elements, &labels, &rng) }
            if rng.next() % 4 == 0 { Self.edit(&spineElements, &spineLabels, &rng) }
            let outline = PreparedPathMemoTests.path(elements), spine = PreparedPathMemoTests.path(spineElements)
            memo.outline = previous.outline
            memo.spine = previous.spine
            tell(&memo, outline, previous.outline, &rng, step)
            kept.update(outline: outline, labels, PreparedPath.all(outline), spine: spine, spineLabels,
                        PreparedPath.all(spine), fillRule: .nonZero, memo: &memo)
            previous = (outline, spine)
            look(memo, step)
            var fresh = PreparedPath()
            fresh.update(outline: outline, labels, spine: spine, spineLabels, fillRule: .nonZero)
            #expect(Prepared(kept) == Prepared(fresh), "step \(step)")
        }
    }

    /// A copy of the prepared path kept while the next updates run (a caller's value) keeps
    /// its records and its answers: the update then edits a block of its own. The next update
    /// after the copy is gone edits in place again.
    @Test(arguments: [4, 5])
    func aCopyKeptDuringAnUpdateKeepsItsAnswers(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        var elements = PreparedPathMemoTests.outline(&rng, count: 80)
        var labels = PreparedPathMemoTests.labels(elements, &rng)
        let spine = PreparedPathMemoTests.path([.move(to: rng.point()), .line(to: rng.point())])
        let spineLabels = [PathLabel](repeating: PathLabel(3), count: 2)
        var memo = PreparedPath.Memo()
        var kept = PreparedPath()
        var previous = BezierPath()
        let probes = (0..<30).map { _ in rng.point() }
        /// Each probe's answers: fill, nearest point and label within a reach.
        func answers(_ p: PreparedPath) -> [String] {
            probes.map { q in "\(p.fillContains(q)) \(String(describing: p.nearestPoint(to: q))) \(String(describing: p.label(at: q, within: 30)))" }
        }
        var copies: [(copy: PreparedPath, records: Prepared, answers: [String])] = []
        for step in 0..<40 {
            Self.edit(&elements, &labels, &rng)
            let outline = PreparedPathMemoTests.path(elements)
            memo.outline = previous
            memo.spine = spine
            let holdsCopy = step % 3 == 1
            if holdsCopy { copies.append((kept, Prepared(kept), answers(kept))) }
            kept.update(outline: outline, labels, PreparedPath.all(outline), spine: spine, spineLabels,
                        PreparedPath.all(spine), fillRule: .nonZero, memo: &memo)
            previous = outline
            if step > 0 { #expect(memo.editedInPlace == !holdsCopy, "step \(step)") }
            var fresh = PreparedPath()
            fresh.update(outline: outline, labels, spine: spine, spineLabels, fillRule: .nonZero)
            #expect(Prepared(kept) == Prepared(fresh), "step \(step)")
            #expect(answers(kept) == answers(fresh), "step \(step)")
            for (k, c) in copies.enumerated() {
                #expect(Prepared(c.copy) == c.records && answers(c.copy) == c.answers, "step \(step), copy \(k)")
            }
            if copies.count > 3 { copies.removeFirst() }
        }
    }
}
