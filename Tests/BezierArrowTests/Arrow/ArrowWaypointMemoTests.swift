import TestSupport
import Testing
@testable import BezierArrow
@testable import BezierGeometry

/// A body through waypoints redrawn after a tip move takes what the move left alone from the
/// drawing before (the route's pieces and attachments, the band's sides, the prepared records):
/// whatever the moves, the arrow is the one drawn afresh for its tips, to the bit.
@Suite struct ArrowWaypointMemoTests {
    typealias S = ArrowStyleTests

    /// The bench's zigzag of eight waypoints, and three far apart.
    static let waypointSets = [(1...8).map { Point(Double($0) * 28, $0 % 2 == 0 ? 60 : -40) },
                               [Point(80, 90), Point(160, -40), Point(230, 60)]]

    /// What an arrow draws and prepares, as compared: the paths, the bounds, the handles, and
    /// every prepared record (ends, band, labels, flags, controls) and run.
    struct Drawn: Equatable {
        var outline: BezierPath, spine: BezierPath, bounds: Rect, handles: [Point]
        var pieces: [[Double]], runs: [[Double]]

        init(_ a: Arrow) {
            outline = a.outline
            spine = a.spine
            bounds = a.bounds
            handles = a.drawing.headsAndBody?.state.handles ?? []
            let t = a.preparedPath.segments
            pieces = (0..<t.count).map { i in
                let p = t[i], c = t.controls(i)
                return [p.p0.x, p.p0.y, p.p3.x, p.p3.y, p.inverseChordLengthSquared, Double(p.winding),
                        p.isCurve ? 1 : 0, p.isStroked ? 1 : 0, Double(p.startLabel.rawValue), Double(p.endLabel.rawValue),
                        Double(p.insideLabel.rawValue), p.isSegmentStart ? 1 : 0, p.isSegmentEnd ? 1 : 0, p.low, p.high,
                        c.p1.x, c.p1.y, c.p2.x, c.p2.y]
            }
            runs = (0..<t.runCount).map { r in
                let run = t.run(r)
                return [run.minX, run.minY, run.maxX, run.maxY, Double(run.end), run.isChain ? 1 : 0]
            }
        }
    }

    /// The arrow drawn afresh: a new arrow of the same template and style at the same tips.
    static func fresh(_ a: Arrow) -> Arrow {
        var b = Arrow(template: a.template, start: a.start, end: a.end)!
        b.style = a.style
        b.label = a.label
        return b
    }

    /// Random moves of either tip, small (a drag: the far legs stay) and large, a waypoint moved
    /// now and then, a label set and taken away; after each, the arrow equals the one drawn
    /// afresh. Both a band (the double arrow) and a stroked body, every kind.
    @Test(arguments: ArrowBodyKind.allCases)
    func aDraggedBodyIsTheOneDrawnAfresh(kind: ArrowBodyKind) throws {
        let templates = [ArrowTestTemplates.doubleArrow(), ArrowTestTemplates.spineArrow()]
        var rng = SplitMix64(seed: 41)
        for template in templates {
            for waypoints in Self.waypointSets {
                var a = S.arrow(template, start: S.dot, end: S.triangle, body: kind, from: Point(0, 10), to: Point(300, 10))
                a.waypoints = waypoints
                var mismatches = 0
                for step in 0..<80 {
                    switch rng.uniform(0...1) {
                    case ..<0.45: a.end = a.end + Point(rng.uniform(-6...6), rng.uniform(-6...6))
                    case ..<0.8: a.start = a.start + Point(rng.uniform(-6...6), rng.uniform(-6...6))
                    case ..<0.88: a.end = Point(rng.uniform(-100...400), rng.uniform(-150...150))
                    case ..<0.94:
                        var moved = a.waypoints
                        let i = Int(rng.uniform(0...Double(moved.count) - 0.001))
                        moved[i] = moved[i] + Point(rng.uniform(-20...20), rng.uniform(-20...20))
                        a.waypoints = moved
                    default:
                        a.label = a.label == nil ? try ArrowLabel("label", width: 30, height: 10, fraction: 0.4) : nil
                    }
                    if Drawn(a) != Drawn(Self.fresh(a)) {
                        mismatches += 1
                        Issue.record("\(kind), step \(step): the dragged arrow differs from the one drawn afresh")
                    }
                    if mismatches > 2 { return }
                }
            }
        }
    }

    /// The memos are used: after a small move of the end tip, most of the band's sides and
    /// prepared pieces were taken from the drawing before, and the route kept the start's
    /// attachment (the test above would pass, slowly, with no memo at all).
    @Test(arguments: ArrowBodyKind.allCases)
    func aTipMoveKeepsTheFarLegs(kind: ArrowBodyKind) throws {
        var a = S.arrow(ArrowTestTemplates.doubleArrow(), start: S.dot, end: S.triangle, body: kind,
                        from: Point(0, 10), to: Point(300, 10))
        a.waypoints = Self.waypointSets[0]
        a.end = Point(301, 12)
        a.end = Point(302, 13)
        let state = try #require(a.drawing.headsAndBody?.state)
        let memo = try #require(state.memo)
        let band = state.line.band
        #expect(band.isKept && band.takenSides > band.pieces.count)
        #expect(memo.takenPieces > a.preparedPath.segments.count / 2)
        #expect(state.line.pathScratch.memo.startReach != nil)
    }
}
