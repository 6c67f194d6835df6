import Testing
import TestSupport
@testable import BezierArrow

/// The visibility graph that finds its nodes as the search reaches them, against the graph built
/// whole (``ReferenceVisibilityGraph``): the same nodes and links, and routes equal to the bit,
/// over random scenes and random drags with fixed seeds.
@Suite struct VisibilityGraphTests {
    /// A random scene: `count` boxes in a `size` square field, on a grid of `step` (so edges
    /// coincide and boxes touch or overlap), some of zero width or height when `step` allows.
    static func randomRects(_ rng: inout SplitMix64, count: Int, size: Double, step: Double) -> [Rect] {
        func grid(_ range: ClosedRange<Double>) -> Double {
            (Double.random(in: range, using: &rng) / step).rounded(.down) * step
        }
        return (0..<count).map { _ in
            Rect(x: grid(0...size), y: grid(0...size), width: grid(0...size / 8), height: grid(0...size / 8))
        }
    }

    /// A random end: on a random box's side, bound to it and leaving through that side, or a
    /// free point with a random side or none.
    static func randomEnd(_ rng: inout SplitMix64, _ rects: [Rect], size: Double) -> RouteEnd {
        if Bool.random(using: &rng) {
            let i = Int.random(in: rects.indices, using: &rng), r = rects[i]
            let side = RouteSide.allCases.randomElement(using: &rng)!
            return RouteEnd(Point(r.center.x + side.step.x * r.width / 2, r.center.y + side.step.y * r.height / 2),
                            side: side, shape: i)
        }
        let p = Point((Double.random(in: 0...size, using: &rng)).rounded(), (Double.random(in: 0...size, using: &rng)).rounded())
        return RouteEnd(p, side: [nil, .left, .right, .up, .down].randomElement(using: &rng)!)
    }

    /// Whether two routes' corners are equal to the bit (a -0 is not a 0).
    static func bitEqual(_ a: [Point], _ b: [Point]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy {
            $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern
        }
    }

    /// A route and the reference's agree: the same corners to the bit, or the same error.
    static func agree(_ router: OrthogonalRouter, _ start: RouteEnd, _ waypoints: [Point], _ end: RouteEnd) -> Bool {
        do throws(RoutingError) {
            let route = try router.route(from: start, through: waypoints, to: end)
            do throws(RoutingError) {
                return bitEqual(route, try router.referenceRoute(from: start, through: waypoints, to: end))
            } catch {
                return false
            }
        } catch {
            do throws(RoutingError) {
                _ = try router.referenceRoute(from: start, through: waypoints, to: end)
                return false
            } catch let reference {
                return reference == error
            }
        }
    }

    /// Every node of the graph built whole is a node of the new one at the same point, with the
    /// same neighbours' points on every side, and the new graph, asked for all of them, finds no
    /// other: in scenes with distinct crossings (positive margins, so no box of zero extent).
    @Test func nodesAndLinksMatchTheWholeGraph() {
        var rng = SplitMix64(seed: 0x5EED_0101)
        for trial in 0..<30 {
            let rects = Self.randomRects(&rng, count: Int.random(in: 4...40, using: &rng), size: 400, step: 4)
            let boxes = rects.compactMap { RouteBox($0, margin: 3) }
            let region = boxes.reduce(RouteBox(minX: 0, minY: 0, maxX: 1, maxY: 1)) { $0.union($1) }.grown(by: 10)
            let points = (0..<4).map { _ in
                Point(Double.random(in: region.minX...region.maxX, using: &rng).rounded(),
                      Double.random(in: region.minY...region.maxY, using: &rng).rounded())
            }
            let whole = ReferenceVisibilityGraph(region: region, boxes: boxes, points: points)
            var graph = VisibilityGraph(region: region, boxes: boxes, points: points)
            var mismatches = 0
            for n in 0..<whole.nodeCount {
                guard let m = graph.node(at: whole.point(n)) else { mismatches += 1; continue }
                for side in RouteSide.allCases {
                    let a = Int(whole.links[n * 4 + side.rawValue]), b = graph.neighbour(of: m, side)
                    if (a < 0) != (b < 0) || (a >= 0 && whole.point(a) != graph.point(b)) { mismatches += 1 }
                }
            }
            #expect(mismatches == 0 && graph.nodeCount == whole.nodeCount, "trial \(trial): \(mismatches) mismatches")
        }
    }

    /// Random scenes, among them boxes of zero width or height with a zero margin (stretches
    /// touching end to end, nodes at one point), overlapping and touching boxes, tips bound or
    /// free, some routes through waypoints: every route equals the reference's to the bit, or
    /// both fail alike.
    @Test func routesMatchTheWholeGraphsRoutes() {
        var rng = SplitMix64(seed: 0x5EED_0102)
        var routed = 0
        for trial in 0..<60 {
            let rects = Self.randomRects(&rng, count: Int.random(in: 3...70, using: &rng), size: 300, step: 5)
            let margin = [0.0, 2, 5][Int.random(in: 0...2, using: &rng)]
            let router = OrthogonalRouter(obstacles: rects, margin: margin, bendPenalty: [0.0, 20, 60][trial % 3])
            for _ in 0..<6 {
                let start = Self.randomEnd(&rng, rects, size: 300), end = Self.randomEnd(&rng, rects, size: 300)
                let waypoints = Int.random(in: 0...4, using: &rng) == 0
                    ? [Point(Double.random(in: 0...300, using: &rng).rounded(), Double.random(in: 0...300, using: &rng).rounded())]
                    : []
                #expect(Self.agree(router, start, waypoints, end), "trial \(trial): \(rects) \(margin) \(start) \(waypoints) \(end)")
                if (try? router.route(from: start, through: waypoints, to: end)) != nil { routed += 1 }
            }
        }
        // Most cases find a route (so the comparison is not of errors only).
        #expect(routed >= 200)
    }

    /// A lattice of 12 x 12 boxes with connectors between neighbours and one across the whole
    /// lattice (whose graph holds every box), routed together and kept routed while random boxes
    /// are dragged: after every frame, each connector's route equals, to the bit, what the whole
    /// graph routes and nudges afresh for the connectors that frame routed again.
    @Test func dragsMatchTheWholeGraphsRoutes() {
        var rng = SplitMix64(seed: 0x5EED_0103)
        let side = 12
        var rects = (0..<(side * side)).map { i in
            Rect(x: Double(i % side) * 100 + Double.random(in: 0...20, using: &rng),
                 y: Double(i / side) * 100 + Double.random(in: 0...20, using: &rng),
                 width: Double.random(in: 30...60, using: &rng), height: Double.random(in: 30...60, using: &rng))
        }
        func request(_ i: Int, _ j: Int) -> RouteRequest {
            func end(_ a: Int, towards b: Int) -> RouteEnd {
                let r = rects[a], d = rects[b].center - r.center
                let s: RouteSide = abs(d.x) >= abs(d.y) ? (d.x > 0 ? .right : .left) : (d.y > 0 ? .down : .up)
                return RouteEnd(Point(r.center.x + s.step.x * r.width / 2, r.center.y + s.step.y * r.height / 2), side: s, shape: a)
            }
            return RouteRequest(from: end(i, towards: j), to: end(j, towards: i))
        }
        var connectors = (0..<(side * side - 1)).map { request($0, $0 % side == side - 1 ? $0 + side - 1 : $0 + 1) }
        connectors.append(request(side * side - 1, 0))
        var routed = RoutedConnectors(router: OrthogonalRouter(obstacles: rects, margin: 8, bendPenalty: 40),
                                      connectors: connectors, spacing: 4)
        var rerouted = 0
        for _ in 0..<12 {
            let m = Int.random(in: rects.indices, using: &rng)
            let d = Point(Double.random(in: -30...30, using: &rng), Double.random(in: -30...30, using: &rng))
            rects[m] = Rect(x: rects[m].minX + d.x, y: rects[m].minY + d.y, width: rects[m].width, height: rects[m].height)
            var ends: [(connector: Int, request: RouteRequest)] = []
            for (k, c) in connectors.enumerated() where c.start.shape == m || c.end.shape == m {
                var c = c
                if c.start.shape == m { c.start.point = c.start.point + d }
                if c.end.shape == m { c.end.point = c.end.point + d }
                connectors[k] = c
                ends.append((k, c))
            }
            let order = routed.moveObstacle(m, to: rects[m], ends: ends)
            #expect(order.contains(connectors.count - 1), "the long connector is routed again at every frame")
            let expected = routed.router.referenceRoute(connectors: order.map { connectors[$0] }, spacing: 4)
            for (i, result) in zip(order, expected) {
                let c = connectors[i]
                let route = (try? result.get()) ?? OrthogonalRouter.elbow(from: c.start, through: c.waypoints, to: c.end)
                #expect(Self.bitEqual(routed.routes[i], route), "connector \(i) after moving box \(m)")
                rerouted += 1
            }
        }
        #expect(rerouted >= 24)
    }
}
