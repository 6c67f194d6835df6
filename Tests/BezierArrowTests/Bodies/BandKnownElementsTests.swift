import TestSupport
import Testing
@testable import BezierArrow
@testable import BezierGeometry

/// A band drawn through its memo tells the preparation which of its elements it copied from the
/// outline drawn last (``BodyRoute/BandMemo/known``): every such claim holds, to the bit, over
/// random drags, jumps and moves of either tip, for every body kind, and the band is the one
/// drawn plainly. (The preparation takes a claimed element's records without comparing it.)
@Suite struct BandKnownElementsTests {
    typealias S = ArrowStyleTests

    @Test(arguments: ArrowBodyKind.allCases)
    func theBandClaimsOnlyWhatItCopied(kind: ArrowBodyKind) throws {
        var rng = SplitMix64(seed: 0xBA4D)
        for waypoints in ArrowWaypointMemoTests.waypointSets {
            var a = S.arrow(ArrowTestTemplates.doubleArrow(), start: S.dot, end: S.triangle, body: kind,
                            from: Point(0, 10), to: Point(300, 10))
            a.waypoints = waypoints
            let drawing = try #require(a.drawing.headsAndBody?.state.drawing)
            var line = WaypointLine(), band = BodyRoute.BandMemo()
            var previous = BezierPath()
            var start = a.start, end = a.end
            var claimed = 0, failures = 0
            for step in 0..<150 {
                switch rng.uniform(0...1) {
                case ..<0.6: end = end + Point(rng.uniform(-6...6), rng.uniform(-6...6))
                case ..<0.85: start = start + Point(rng.uniform(-6...6), rng.uniform(-6...6))
                default: end = Point(rng.uniform(-100...400), rng.uniform(-150...150))
                }
                let route = drawing.route(start: start, end: end, template: a.template, headShrink: nil, line: &line)
                // Elements before the band, as the heads draw theirs.
                var outline = BezierPath()
                outline.move(to: Point(1, 2))
                outline.line(to: Point(3, 4))
                outline.close()
                var plain = outline
                let first = outline.elements.count
                route.drawOutline(width: drawing.drawnBodyWidth, into: &outline, previous: previous, memo: &band)
                route.drawOutline(width: drawing.drawnBodyWidth, into: &plain)
                let known = band.known
                let holds = known.holds(for: outline, previous: previous)
                    && (known.drawn.isEmpty || known.drawn == first..<outline.elements.count)
                    && Array(outline.elements[first...]) == Array(plain.elements[first...])
                if !holds {
                    failures += 1
                    Issue.record("\(kind), step \(step): a claim of the band does not hold")
                }
                if failures > 2 { return }
                claimed += known.same.reduce(0) { $0 + $1.count }
                previous = outline
            }
            // Most steps copy most of the band.
            #expect(claimed > 150 * previous.elements.count / 3, "\(kind)")
        }
    }
}
