import TestSupport
import Testing
@testable import BezierGeometry

/// A preparation through a ``PreparedPath/Memo`` takes the records of the stretches of lines and
/// cubics that are the same as the last paths' (and their runs, where they close alike) from the
/// last preparation: whatever changed, the records, runs and bounds are those of a preparation
/// of every element, to the bit.
@Suite struct PreparedPathMemoTests {
    /// Every record (each stored property of a piece and its controls) and run of a prepared
    /// path, and its bounds, as text: a `Double`'s description reads back to the bit (and tells
    /// -0 from 0).
    struct Prepared: Equatable {
        var pieces: [String], runs: [String], bounds: String

        init(_ p: PreparedPath) {
            let t = p.segments
            pieces = (0..<t.count).map { "\(t[$0]) \(t.controls($0))" }
            runs = (0..<t.runCount).map { "\(t.run($0))" }
            bounds = "\(p.bounds)"
        }
    }

    /// A band-like outline: one long subpath of lines and cubics (a few of no length), closed,
    /// after a small head subpath; and a spine of two short subpaths.
    static func outline(_ rng: inout SplitMix64, count: Int) -> [PathElement] {
        var elements: [PathElement] = [.move(to: rng.point()), .line(to: rng.point()), .line(to: rng.point()), .close,
                                       .move(to: rng.point())]
        for _ in 0..<count { elements.append(element(&rng)) }
        elements.append(.close)
        return elements
    }

    static func element(_ rng: inout SplitMix64) -> PathElement {
        switch rng.next() % 8 {
        case 0...2: .line(to: rng.point())
        case 3: .line(to: .zero)
        default: .cubic(to: rng.point(), control1: rng.point(), control2: rng.point())
        }
    }

    static func path(_ elements: [PathElement]) -> BezierPath {
        var p = BezierPath()
        for e in elements { p.append(e) }
        return p
    }

    /// Labels of the elements: the head subpath one part, the rest another, a few others
    /// among them (a change of label must not take the old records).
    static func labels(_ elements: [PathElement], _ rng: inout SplitMix64) -> [PathLabel] {
        elements.indices.map { i in PathLabel(i < 4 ? 1 : rng.next() % 16 == 0 ? 2 : 3) }
    }

    /// Random edits of the outline (elements changed, inserted or removed near either end of
    /// the long subpath or in its middle, labels changed), each prepared through the memo and
    /// afresh: the same records, runs and bounds.
    @Test(arguments: [7, 40, 200])
    func aPreparationThroughTheMemoIsTheOneMadeAfresh(count: Int) {
        var rng = SplitMix64(seed: UInt64(count))
        var elements = Self.outline(&rng, count: count)
        var labels = Self.labels(elements, &rng)
        let spine = Self.path([.move(to: rng.point()), .line(to: rng.point()), .move(to: rng.point()),
                               .cubic(to: rng.point(), control1: rng.point(), control2: rng.point())])
        let spineLabels = [PathLabel](repeating: PathLabel(3), count: spine.elements.count)
        var memo = PreparedPath.Memo()
        var kept = PreparedPath(BezierPath())
        var taken = 0
        var previous = BezierPath()
        for step in 0..<60 {
            // An edit: at the long subpath's start (after its move), its end, or anywhere in it.
            let first = 5, last = elements.count - 2
            let places = [first + Int(rng.next() % 3), last - Int(rng.next() % 3),
                          first + Int(rng.next() % UInt64(last - first + 1))]
            let at = places[Int(rng.next() % 3)]
            let i = min(max(at, first), last)
            switch rng.next() % 5 {
            case 0: elements.insert(Self.element(&rng), at: i); labels.insert(PathLabel(3), at: i)
            case 1 where last > first: elements.remove(at: i); labels.remove(at: i)
            case 2: labels[i] = PathLabel(labels[i].rawValue == 3 ? 2 : 3)
            default: elements[i] = Self.element(&rng)
            }
            let outline = Self.path(elements)
            // The memo holds the paths prepared last (the arrow swaps its paths there before
            // drawing anew).
            memo.outline = previous
            memo.spine = spine
            kept.update(outline: outline, labels, PreparedPath.all(outline), spine: spine, spineLabels,
                        PreparedPath.all(spine), fillRule: .nonZero, memo: &memo)
            previous = outline
            taken += memo.takenPieces
            var fresh = PreparedPath(BezierPath())
            fresh.update(outline: outline, labels, spine: spine, spineLabels, fillRule: .nonZero)
            #expect(Prepared(kept) == Prepared(fresh), "step \(step)")
        }
        // The memo was used: most records were taken again.
        #expect(taken > 20 * count)
    }
}
