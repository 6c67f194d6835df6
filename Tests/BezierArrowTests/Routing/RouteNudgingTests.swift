import Testing
import TestSupport
@testable import BezierArrow

/// Routes sharing a channel are spread apart by the spacing, in an order without crossings, and
/// still keep every margin and their sides.
@Suite struct RouteNudgingTests {
    /// Proper crossings between two routes' segments (a horizontal one through a vertical one's
    /// inside, both strictly).
    static func crossings(_ a: [Point], _ b: [Point]) -> Int {
        var n = 0
        for (a0, a1) in zip(a, a.dropFirst()) {
            for (b0, b1) in zip(b, b.dropFirst()) {
                let (h0, h1, v0, v1) = a0.y == a1.y ? (a0, a1, b0, b1) : (b0, b1, a0, a1)
                guard h0.y == h1.y, v0.x == v1.x, h0.x != h1.x || v0.y != v1.y else { continue }
                if min(h0.x, h1.x) < v0.x, v0.x < max(h0.x, h1.x), min(v0.y, v1.y) < h0.y, h0.y < max(v0.y, v1.y) { n += 1 }
            }
        }
        return n
    }

    /// A wall with a gap 40 high (32 once grown by the margin 4), and connectors from tips left
    /// of it to tips right of it: every route passes through the gap. Unnudged, they share the
    /// gap's two edges; nudged, their segments through the gap lie `spacing` apart or more where the
    /// gap holds them (else evenly in it), inside the grown gap, without crossing one another
    /// (a layout without crossings exists: each is the gap's order of the tips), and each route
    /// still keeps every margin and its sides.
    @Test(arguments: [(3, 8.0), (4, 8.0), (5, 10.0)])
    func gapSpreadsRoutes(count: Int, spacing: Double) throws {
        let rects = [Rect(x: 200, y: -200, width: 20, height: 380), Rect(x: 200, y: 220, width: 20, height: 380)]
        let router = OrthogonalRouter(obstacles: rects, margin: 4, bendPenalty: 40)
        let boxes = rects.map { RouteBox($0, margin: 4)! }
        var requests: [RouteRequest] = []
        for k in 0..<count {
            let y0 = Double(40 + 60 * k), y1 = Double(30 + 70 * k)
            requests.append(RouteRequest(from: RouteEnd(Point(0, y0), side: .right), to: RouteEnd(Point(420, y1), side: .left)))
        }
        let plain = try requests.map { try router.route(from: $0.start, to: $0.end) }
        let nudged = try router.route(connectors: requests, spacing: spacing).map { try $0.get() }
        func throughGap(_ route: [Point]) -> Double? {
            for k in 1..<route.count {
                let a = route[k - 1], b = route[k]
                if a.y == b.y, min(a.x, b.x) <= 200, max(a.x, b.x) >= 220 { return a.y }
            }
            return nil
        }
        let before = plain.compactMap(throughGap), after = nudged.compactMap(throughGap)
        #expect(before.count == count && Set(before).isSubset(of: [184, 216]))
        #expect(after.count == count)
        // In the grown gap, in the tips' order, apart by the spacing or evenly squeezed.
        let gap = min(spacing, 32 / Double(count - 1))
        #expect(after.allSatisfy { $0 >= 184 && $0 <= 216 })
        for k in 1..<count {
            let apart = after[k] - after[k - 1]
            #expect(apart >= gap - 1e-9, "\(after)")
        }
        for (r, request) in zip(nudged, requests) {
            #expect(RouteChecks.faults(r, request.start, request.end, boxes) == [])
        }
        for a in 0..<count {
            for b in (a + 1)..<count {
                let pair = String(describing: [nudged[a], nudged[b]])
                #expect(Self.crossings(nudged[a], nudged[b]) == 0, "\(pair)")
            }
        }
        // The same input gives the same layout.
        #expect(try router.route(connectors: requests, spacing: spacing).map { try $0.get() } == nudged)
    }

    /// Random scenes: nudging keeps every route valid (orthogonal, clear of every grown box but
    /// its own tips' exits, leaving and entering by its sides), and after it no two segments of
    /// different routes share a line over a stretch unless at a tip.
    @Test func randomScenesStayValid() throws {
        var rng = SplitMix64(seed: 0x5EED_0003)
        var shared = 0
        for _ in 0..<6 {
            let rects = (0..<12).map { _ in
                Rect(x: Double(Int.random(in: 0...40, using: &rng) * 10), y: Double(Int.random(in: 0...40, using: &rng) * 10),
                     width: Double(Int.random(in: 2...6, using: &rng) * 10), height: Double(Int.random(in: 2...6, using: &rng) * 10))
            }
            let router = OrthogonalRouter(obstacles: rects, margin: 6, bendPenalty: 60)
            let boxes = rects.map { RouteBox($0, margin: 6)! }
            let requests = (0..<10).map { _ in
                func end() -> RouteEnd {
                    let i = Int.random(in: rects.indices, using: &rng), r = rects[i]
                    let side = RouteSide.allCases.randomElement(using: &rng)!
                    return RouteEnd(Point(r.center.x + side.step.x * r.width / 2, r.center.y + side.step.y * r.height / 2),
                                    side: side, shape: i)
                }
                return RouteRequest(from: end(), to: end())
            }
            let results = router.route(connectors: requests, spacing: 4)
            var routes: [[Point]] = []
            for (result, request) in zip(results, requests) {
                guard let route = try? result.get() else { continue }
                #expect(RouteChecks.faults(route, request.start, request.end, boxes) == [])
                routes.append(route)
            }
            let plain = requests.compactMap { try? router.route(from: $0.start, to: $0.end) }
            shared += Self.sharedStretches(plain)
            #expect(Self.sharedStretches(routes) == 0)
        }
        // The scenes had segments to nudge.
        #expect(shared > 0)
    }

    /// Pairs of middle segments (not a route's first or last) of different routes on one line
    /// whose spans overlap over a stretch.
    static func sharedStretches(_ routes: [[Point]]) -> Int {
        var segments: [(route: Int, a: Point, b: Point)] = []
        for (r, route) in routes.enumerated() where route.count > 3 {
            for k in 1..<(route.count - 2) { segments.append((r, route[k], route[k + 1])) }
        }
        var n = 0
        for i in segments.indices {
            for j in segments.indices where j > i && segments[i].route != segments[j].route {
                let s = segments[i], t = segments[j]
                if s.a.y == s.b.y, t.a.y == t.b.y, s.a.y == t.a.y,
                   min(max(s.a.x, s.b.x), max(t.a.x, t.b.x)) > max(min(s.a.x, s.b.x), min(t.a.x, t.b.x)) { n += 1 }
                if s.a.x == s.b.x, t.a.x == t.b.x, s.a.x == t.a.x,
                   min(max(s.a.y, s.b.y), max(t.a.y, t.b.y)) > max(min(s.a.y, s.b.y), min(t.a.y, t.b.y)) { n += 1 }
            }
        }
        return n
    }
}
