import TestSupport
import Testing
@testable import BezierArrow

/// A body along a centre line given as cubics (``BodyRoute/path(_:start:end:startTrim:endTrim:)``):
/// the attachments where the heads reach, checked against a fine sampling of the chain; the band
/// half its width from the centre line, measured by brute force; finite for degenerate chains.
@Suite struct BodyRoutePathTests {
    typealias D = BodyRouteTests.Drawing
    typealias F = ConnectorFixtures

    /// Self-loops from the connector solver: every fixture shape, both ends on it, at anchor
    /// pairs on one side, on two sides, at one point and at a corner.
    static var loops: [(shape: SceneShape, curves: [CubicSegment])] {
        let anchors: [(Point, Point)] = [
            (Point(1, 0.3), Point(1, 0.7)), (Point(0.5, 0), Point(1, 0.5)), (Point(0.2, 1), Point(0, 0.2)),
            (Point(0.5, 0), Point(0.5, 0)), (Point(1, 1), Point(1, 1)), (Point(0, 0.5), Point(1, 0.5)),
        ]
        return F.shapes.flatMap { shape in
            anchors.compactMap { a -> (SceneShape, [CubicSegment])? in
                let c = ConnectorSolver.solve(start: .bound(try! ArrowBinding(anchor: a.0, mode: .edge(gap: 0)), to: shape),
                                              end: .bound(try! ArrowBinding(anchor: a.1, mode: .edge(gap: 0)), to: shape),
                                              body: ConnectorBody())
                return c.isLoop ? (shape, c.loop) : nil
            }
        }
    }

    /// The point at a place on a chain.
    static func point(_ chain: [CubicSegment], _ place: BodyRoute.ChainPlace) -> Point {
        chain[place.curve].point(at: place.t)
    }

    /// Each attachment is the first point of the chain, from its tip, as far from the tip as the
    /// trim (it lies between the first of 4,000 points a cubic that is farther and the one
    /// before), and
    /// the head's attachment (the trim back from the tip along the head's direction) is that
    /// point: the head and the body join, within 1e-9.
    @Test func attachmentsAreWhereTheHeadsReach() throws {
        let loops = Self.loops
        #expect(loops.count > 40)
        for (_, chain) in loops {
            let start = chain[0].p0, end = chain[chain.count - 1].p3
            for (st, et) in [(0.0, 0.0), (12.0, 30.0), (25.0, 5.0)] {
                let route = BodyRoute.path(chain, start: start, end: end, startTrim: st, endTrim: et)
                guard case .path(let pieces) = route.shape else {
                    Issue.record("not a path")
                    continue
                }
                #expect(route.startAttachment.distance(to: start - route.startDirection * st) <= 1e-9)
                #expect(route.endAttachment.distance(to: end - route.endDirection * et) <= 1e-9)
                #expect(abs(route.startDirection.length - 1) < 1e-12 && abs(route.endDirection.length - 1) < 1e-12)
                #expect(pieces.first?.p0 == route.startAttachment && pieces.last?.p3 == route.endAttachment)
                // The first of a fine sampling of the chain farther than the trim, and the one
                // before it, bracket the attachment.
                let n = 4000
                let samples = chain.flatMap { c in (0...n).map { c.point(at: Double($0) / Double(n)) } }
                let k = try #require(samples.firstIndex { $0.distance(to: start) > st * (1 + 1e-9) })
                let step = samples[k].distance(to: samples[max(k - 1, 0)])
                #expect(route.startAttachment.distance(to: samples[max(k - 1, 0)]) <= step + 1e-9)
                // The pieces run on without a break and turn no more than the limit (or are halved
                // as far as allowed).
                for (a, b) in zip(pieces, pieces.dropFirst()) { #expect(a.p3 == b.p0) }
                for p in pieces { #expect(BodyRoute.controlTurn(p) <= BodyRoute.maxPathPieceTurn + 1e-12) }
            }
        }
    }

    /// The band: its sides lie half its width from the centre line (within 1% of the half
    /// width, by a brute-force distance from the piece each side's cubic offsets and its
    /// neighbours), it winds positively, and it is drawn as a label's cut
    /// pairs it (a move, as many segments on each side, the butt line, a close).
    @Test func theBandIsHalfItsWidthFromTheCentreLine() throws {
        var worst = 0.0
        for (_, chain) in Self.loops {
            let start = chain[0].p0, end = chain[chain.count - 1].p3
            for width in [4.0, 14.0] {
                let route = BodyRoute.path(chain, start: start, end: end, startTrim: 10, endTrim: 15)
                let path = BodyRouteTests.outline(route, width: width)
                let band = D(path)
                #expect(band.signedArea > 0)
                let sides = try #require(BodySides.band(in: path.elements, move: 0))
                guard case .path(let pieces) = route.shape else { continue }
                #expect(sides.pieces.count == pieces.count)
                // Each side's k-th cubic offsets the k-th piece: measured from that piece and
                // its neighbours (a loop's band may pass near another stretch of its own
                // centre line, by the shape, where the nearest centre point is not its own).
                for (k, pair) in sides.pieces.enumerated() {
                    let near = D(BodyRouteTests.centerLine(BodyRoute(
                        startAttachment: pieces[max(k - 1, 0)].p0, endAttachment: pieces[min(k + 1, pieces.count - 1)].p3,
                        startDirection: route.startDirection, endDirection: route.endDirection, handle: route.handle,
                        shape: .path(Array(pieces[max(k - 1, 0)...min(k + 1, pieces.count - 1)])))))
                    for side in [pair.a, pair.b!] {
                        let c = CenterLinePlan.cubic(side, path.elements)
                        for i in 0...8 {
                            let d = near.distance(to: c.point(at: Double(i) / 8))
                            worst = max(worst, abs(d - width / 2) / (width / 2))
                        }
                    }
                }
            }
        }
        #expect(worst <= 0.01, "worst relative error \(worst)")
    }

    /// A chain with a corner: both sides join their pieces there by a line, so they keep as many
    /// segments each; its straight pieces are drawn as lines, the centre line and each side.
    @Test func aCornerJoinsBothSidesByALine() throws {
        let a = Point(0, 0), b = Point(100, 0), c = Point(100, 80)
        let chain = [CubicSegment(line: a, b), CubicSegment(line: b, c)]
        let route = BodyRoute.path(chain, start: a, end: c, startTrim: 5, endTrim: 5)
        let path = BodyRouteTests.outline(route, width: 10)
        let sides = try #require(BodySides.band(in: path.elements, move: 0))
        #expect(sides.pieces.count == 3)
        let lines = path.elements.filter { if case .line = $0 { true } else { false } }
        #expect(lines.count == 7)  // two pieces a side, the corner on each side, the butt line
        #expect(BodyRouteTests.centerLine(route).elements.dropFirst().allSatisfy { if case .line = $0 { true } else { false } })
        #expect(D(path).signedArea > 0)
        #expect(route.startAttachment.distance(to: Point(5, 0)) < 1e-12)
        #expect(route.endAttachment.distance(to: Point(100, 75)) < 1e-12)
    }

    /// Trims that do not fit (heads longer than the loop) shrink together until the attachments
    /// meet: the body is a point or nearly, every number finite; chains of no length, with a
    /// point that is not finite, or empty give finite routes too.
    @Test func degenerateChainsStayFinite() throws {
        let loop = try #require(Self.loops.first?.curves)
        let s = loop[0].p0, e = loop[loop.count - 1].p3
        let nan = Double.nan
        let cases: [([CubicSegment], Point, Point, Double, Double)] = [
            (loop, s, e, 1e6, 1e6),
            (loop, s, e, 1e6, 0),
            ([CubicSegment(s, s, s, s)], s, s, 10, 10),
            ([CubicSegment(s, s, s, s), CubicSegment(s, s, s, s)], s, s, 0, 0),
            ([CubicSegment(s, Point(nan, 0), e, e)], s, e, 10, 10),
            ([], s, e, 10, 10),
            ([CubicSegment(Point(0, 0), Point(1e12, -1e12), Point(-1e12, 1e12), Point(1, 0))], Point(0, 0), Point(1, 0), 3, 3),
        ]
        for (chain, start, end, st, et) in cases {
            let route = BodyRoute.path(chain, start: start, end: end, startTrim: st, endTrim: et)
            for w in [0.0, 8.0] {
                var path = BodyRouteTests.outline(route, width: w)
                path.append(BodyRouteTests.centerLine(route))
                #expect(D(path).allPoints.allSatisfy { $0.isFinite })
            }
            #expect(route.startDirection.isFinite && route.endDirection.isFinite && route.handle.isFinite)
        }
        // Trims too long: the attachments meet on the loop.
        let route = BodyRoute.path(loop, start: s, end: e, startTrim: 1e6, endTrim: 1e6)
        #expect(route.startAttachment.distance(to: route.endAttachment) < 1e-6 * (s.distance(to: e) + 1))
    }

    /// The cut's test of a piece's turn without trigonometry agrees with the turn its control
    /// polygon's angles add up to (``BodyRoute/controlTurn(_:)``), on random cubics (some with
    /// a vanished leg, some turning back) away from the limit by more than rounding.
    @Test func theTurnTestAgreesWithTheAngles() {
        var rng = SplitMix64(seed: 41)
        var checked = 0, cut = 0
        for i in 0..<20_000 {
            // Every other one gently bent: legs along one direction, each nudged a little.
            let p0 = rng.point(within: 100), d = rng.point(within: 40), gentle = i % 2 == 0
            var p1 = p0 + (gentle ? d + rng.point(within: 6) : rng.point(within: i % 3 == 0 ? 2 : 60))
            var p2 = p1 + (gentle ? d + rng.point(within: 6) : rng.point(within: 60))
            if i % 7 == 0 { p1 = p0 }
            if i % 11 == 0 { p2 = p1 }
            let c = CubicSegment(p0, p1, p2, p2 + (gentle ? d + rng.point(within: 6) : rng.point(within: 60)))
            let turn = BodyRoute.controlTurn(c)
            guard abs(turn - BodyRoute.maxPathPieceTurn) > 1e-9 else { continue }
            checked += 1
            if turn > BodyRoute.maxPathPieceTurn { cut += 1 }
            #expect(BodyRoute.turnsMoreThanAPiece(c) == (turn > BodyRoute.maxPathPieceTurn), "\(c)")
        }
        #expect(checked > 19_000 && cut > 1_000 && cut < checked - 1_000)
    }

    /// A straight cubic is drawn as a line, each side of a band as the line half the width
    /// beside it, and one cut short by a head stays straight; a curved one stays a cubic.
    @Test func straightPiecesAreDrawnAsLines() throws {
        let a = Point(0, 0), b = Point(90, 30), c = Point(120, 90)
        let chain = [BodyRoute.straight(a, b), CubicSegment(b, b + (b - a) / 3, c - Point(0, 20), c)]
        let route = BodyRoute.path(chain, start: a, end: c, startTrim: 12, endTrim: 0)
        guard case .path(let pieces) = route.shape else { Issue.record("not a path"); return }
        #expect(BodyRoute.isStraight(pieces[0]) && pieces[0].p0 == route.startAttachment)
        #expect(!BodyRoute.isStraight(pieces[pieces.count - 1]))
        let kinds = BodyRouteTests.centerLine(route).elements.map { element -> String in
            switch element {
            case .move: "M"
            case .line: "L"
            case .cubic: "C"
            default: "?"
            }
        }
        #expect(kinds.first == "M" && kinds.dropFirst().first == "L" && kinds.dropFirst(2).allSatisfy { $0 == "C" })
        let outline = BodyRouteTests.outline(route, width: 10)
        let n = (b - a).normalized.perpendicular
        for element in outline.elements {
            guard case .line(let p) = element else { continue }
            // Each line of the band beside the straight piece lies 5 from its line.
            let d = abs((p - a).dot(n))
            if d > 4 && d < 6 { #expect(abs(d - 5) < 1e-9) }
        }
        #expect(D(outline).signedArea > 0)
    }
}
