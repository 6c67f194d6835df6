import TestSupport
import Testing
@testable import BezierArrow

/// Bodies through waypoints (``WaypointLine``): every kind passes through every waypoint, found
/// by a nearest-point search of its own; the spline never crosses itself within a leg; a straight
/// body's corner radii keep to their bounds; an elbow runs horizontally and vertically.
@Suite struct WaypointLineTests {
    /// Random waypoints between two random tips, from a fixed seed: `count` points spread along
    /// the tips' line and up to 150 across it.
    static func randomPoints(_ count: Int, _ rng: inout SplitMix64) -> (start: Point, end: Point, waypoints: [Point]) {
        let s = rng.point(within: 300), e = rng.point(within: 300)
        let waypoints = (0..<count).map { i in
            s.interpolated(to: e, (Double(i) + 1) / Double(count + 1)) + rng.point(within: 150)
        }
        return (s, e, waypoints)
    }

    /// The distance from a point to a cubic, by a search of its own: the nearest of 400 points,
    /// then a ternary search on the interval of a sample either side (the distance is unimodal
    /// there for samples this fine), 200 steps.
    static func distance(from p: Point, to c: CubicSegment) -> Double {
        let n = 400
        var best = 0, bestDistance = Double.infinity
        for i in 0...n {
            let d = c.point(at: Double(i) / Double(n)).distance(to: p)
            if d < bestDistance { (best, bestDistance) = (i, d) }
        }
        var lo = Double(max(best - 1, 0)) / Double(n), hi = Double(min(best + 1, n)) / Double(n)
        for _ in 0..<200 {
            let a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3
            if c.point(at: a).distance(to: p) < c.point(at: b).distance(to: p) { hi = b } else { lo = a }
        }
        return min(bestDistance, c.point(at: (lo + hi) / 2).distance(to: p))
    }

    /// The distance from a point to a chain of cubics.
    static func distance(from p: Point, to chain: [CubicSegment]) -> Double {
        chain.map { distance(from: p, to: $0) }.min() ?? .infinity
    }

    /// Each kind through 0, 1, 2 and 8 waypoints passes within 1e-9 of each, on the centre line
    /// as built and on the route drawn (cut into pieces, trimmed for heads 12 long).
    @Test(arguments: ArrowBodyKind.allCases)
    func everyKindPassesThroughEveryWaypoint(kind: ArrowBodyKind) {
        var rng = SplitMix64(seed: 7)
        for count in [0, 1, 2, 8] {
            for _ in 0..<20 {
                let (s, e, waypoints) = Self.randomPoints(count, &rng)
                var state = ArrowBodyState()
                state.waypoints = waypoints
                var line = WaypointLine()
                line.build(kind, start: s, end: e, state: state, cornerRadius: 8)
                #expect(line.curves.first?.p0 == s && line.curves.last?.p3 == e)
                for (a, b) in zip(line.curves, line.curves.dropFirst()) { #expect(a.p3 == b.p0) }
                let route = BodyRoute.path(line.curves, start: s, end: e, startTrim: 12, endTrim: 12)
                guard case .path(let pieces) = route.shape else {
                    Issue.record("not a path")
                    continue
                }
                for w in waypoints where w.distance(to: s) > 13 && w.distance(to: e) > 13 {
                    #expect(Self.distance(from: w, to: line.curves) < 1e-9, "\(kind) \(count) \(w)")
                    #expect(Self.distance(from: w, to: pieces) < 1e-9, "\(kind) \(count) \(w)")
                }
                // Every piece the band offsets turns at most an eighth of a half turn.
                // Every piece the band offsets turns at most an eighth of a half turn, unless the
                // line turns back on itself at a point (a hairpin, turned in pieces of the
                // deepest halving).
                let points = [s] + waypoints + [e]
                let hairpin = zip(points, zip(points.dropFirst(), points.dropFirst(2))).contains { a, bc in
                    let u = (bc.0 - a).normalized, v = (bc.1 - bc.0).normalized
                    return u.dot(v) < -0.8
                }
                if !hairpin {
                    #expect(pieces.allSatisfy { BodyRoute.controlTurn($0) <= BodyRoute.maxPathPieceTurn + 1e-12 })
                }
            }
        }
    }

    /// Two segments' proper crossing (their interiors meet), by orientation signs.
    static func cross(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        func side(_ p: Point, _ q: Point, _ r: Point) -> Double { (q - p).cross(r - p) }
        let d1 = side(c, d, a), d2 = side(c, d, b), d3 = side(a, b, c), d4 = side(a, b, d)
        return (d1 > 0) != (d2 > 0) && (d3 > 0) != (d4 > 0) && d1 != 0 && d2 != 0 && d3 != 0 && d4 != 0
    }

    /// The centripetal spline never crosses itself within a leg between two waypoints farther
    /// apart than a head frame (40): a polyline of 300 points a leg, every pair of its
    /// non-adjacent segments checked; waypoints at random, some crowded, some far off the line.
    @Test func theSplineNeverCrossesItselfWithinALeg() {
        var rng = SplitMix64(seed: 23)
        var legsChecked = 0
        for trial in 0..<200 {
            var (s, e, waypoints) = Self.randomPoints(8, &rng)
            if trial % 3 == 0 { waypoints = waypoints.map { $0 + rng.point(within: 400) } }
            var state = ArrowBodyState()
            state.waypoints = waypoints
            var line = WaypointLine()
            line.build(.curved, start: s, end: e, state: state, cornerRadius: 8)
            #expect(line.curves.count == waypoints.count + 1)
            for c in line.curves where c.p0.distance(to: c.p3) > 40 {
                let n = 300
                let poly = (0...n).map { c.point(at: Double($0) / Double(n)) }
                legsChecked += 1
                var crossings = 0
                for i in 0..<(n - 2) {
                    for j in (i + 2)..<n where Self.cross(poly[i], poly[i + 1], poly[j], poly[j + 1]) { crossings += 1 }
                }
                #expect(crossings == 0, "leg \(c)")
            }
        }
        #expect(legsChecked > 1000)
    }

    /// The check above finds a crossing: a uniform Catmull-Rom leg (the same formula with knot
    /// intervals of 1) between close points with far neighbours loops.
    @Test func theCrossingCheckFindsALoop() {
        let c = CubicSegment(Point(0, 0), Point(300, 200), Point(-200, 200), Point(100, 0))
        let n = 300
        let poly = (0...n).map { c.point(at: Double($0) / Double(n)) }
        var found = false
        for i in 0..<(n - 2) { for j in (i + 2)..<n where Self.cross(poly[i], poly[i + 1], poly[j], poly[j + 1]) { found = true } }
        #expect(found)
    }

    /// A straight body's corners: each radius at most the style's and at most half the shorter
    /// leg beside it (a quarter, by construction), rounded where there is room, sharp for a
    /// radius of 0; the line is smooth where a corner is rounded (consecutive cubics meet with
    /// one direction, within 1e-9).
    @Test func straightCornerRadiiClamp() {
        var rng = SplitMix64(seed: 31)
        var rounded = 0
        for cr in [0.0, 8, 40, 1000] {
            for _ in 0..<50 {
                let (s, e, waypoints) = Self.randomPoints(8, &rng)
                var state = ArrowBodyState()
                state.waypoints = waypoints
                var line = WaypointLine()
                line.build(.straight, start: s, end: e, state: state, cornerRadius: cr)
                let points = [s] + waypoints + [e]
                #expect(line.radii.count == waypoints.count)
                for (k, r) in line.radii.enumerated() {
                    let shorter = min(points[k + 1].distance(to: points[k]), points[k + 1].distance(to: points[k + 2]))
                    #expect(r >= 0 && r <= cr && r <= shorter / 2, "\(cr) \(k)")
                    if r > 0 { rounded += 1 }
                }
                if cr == 0 { #expect(line.curves.count == waypoints.count + 1) }
                for (a, b) in zip(line.curves, line.curves.dropFirst()) where cr > 0 {
                    // A waypoint left sharp is a corner; elsewhere the cubics meet smoothly.
                    if let k = points.firstIndex(of: a.p3), k > 0, k <= waypoints.count, line.radii[k - 1] == 0 { continue }
                    let t1 = BodyRoute.endLeg(a)!, t2 = BodyRoute.startLeg(b)!
                    #expect(t1.distance(to: t2) < 1e-9)
                }
            }
        }
        #expect(rounded > 1000)
    }

    /// An elbow through waypoints: its corners are consecutive on horizontal or vertical lines,
    /// and each straight cubic it draws runs horizontally or vertically (a corner's quarter
    /// circle the only other cubics).
    @Test func elbowPiecesAreAxisParallel() {
        var rng = SplitMix64(seed: 5)
        for count in [1, 2, 8] {
            for _ in 0..<50 {
                let (s, e, waypoints) = Self.randomPoints(count, &rng)
                var state = ArrowBodyState()
                state.waypoints = waypoints
                var line = WaypointLine()
                line.build(.elbow, start: s, end: e, state: state, cornerRadius: 8)
                for (a, b) in zip(line.vertices, line.vertices.dropFirst()) { #expect(a.x == b.x || a.y == b.y) }
                for w in waypoints { #expect(line.vertices.contains(w)) }
                for c in line.curves {
                    let isStraight = abs((c.p1 - c.p0).cross(c.p3 - c.p0)) < 1e-9 && abs((c.p2 - c.p0).cross(c.p3 - c.p0)) < 1e-9
                    let isQuarter = abs((c.p3 - c.p0).x) > 0 && abs((c.p3 - c.p0).y) > 0
                        && abs(abs((c.p3 - c.p0).x) - abs((c.p3 - c.p0).y)) < 1e-9
                    #expect(isStraight ? c.p0.x == c.p3.x || c.p0.y == c.p3.y : isQuarter, "\(c)")
                }
            }
        }
    }

    /// A leg's middle segment dragged and kept: the elbow's middle run stays at the kept
    /// coordinate (clamped between the leg's points) while the tips move.
    @Test func aKeptElbowSegmentStays() throws {
        var state = ArrowBodyState()
        state.waypoints = [Point(200, 100)]
        state.fixSegment(0, at: 60)
        var line = WaypointLine()
        line.build(.elbow, start: .zero, end: Point(400, 200), state: state, cornerRadius: 4)
        #expect(line.vertices == [.zero, Point(60, 0), Point(60, 100), Point(200, 100), Point(300, 100), Point(300, 200),
                                  Point(400, 200)])
        let handle = try #require(line.legHandles.first)
        #expect(handle.leg == 0 && handle.movesX && handle.point == Point(60, 50))
        line.build(.elbow, start: Point(100, 0), end: Point(400, 200), state: state, cornerRadius: 4)
        #expect(line.vertices[1] == Point(100, 0) || line.vertices[1] == Point(100, 100))
    }

    /// An elbow through a router's corners: rounded at every quarter turn, trimmed for heads,
    /// the heads along the first and last runs.
    @Test func anElbowThroughGivenCorners() {
        let corners = [Point(0, 0), Point(100, 0), Point(100, 80), Point(40, 80), Point(40, 160)]
        let route = BodyRoute.elbow(through: corners, startTrim: 10, endTrim: 10, cornerRadius: 12)
        guard case .path(let pieces) = route.shape else {
            Issue.record("not a path")
            return
        }
        #expect(route.startDirection.distance(to: Point(-1, 0)) < 1e-12 && route.endDirection.distance(to: Point(0, 1)) < 1e-12)
        #expect(route.startAttachment.distance(to: Point(10, 0)) < 1e-9 && route.endAttachment.distance(to: Point(40, 150)) < 1e-9)
        // Each corner is cut: the line passes 12 (√2 - 1) inside it (within the quarter
        // circle's cubic's 2.7e-4 of the radius), and never through it.
        for k in corners.dropFirst().dropLast() {
            let d = Self.distance(from: k, to: pieces)
            #expect(abs(d - 12 * (2.0.squareRoot() - 1)) < 4e-3, "\(k) \(d)")
        }
    }
}
