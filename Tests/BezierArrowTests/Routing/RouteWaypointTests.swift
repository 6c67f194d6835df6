import TestSupport
import Testing
@testable import BezierArrow

/// Routes through waypoints: the router's legs checked one by one, at least as dear as each leg
/// routed alone; the scene's routed arrows through their waypoints, re-routed when a waypoint
/// moves, and drawn as the direct elbow when a waypoint lies inside an obstacle.
@Suite struct RouteWaypointTests {
    /// Whether `w` lies on the axis-aligned segment from `a` to `b`, ends included.
    static func lies(_ w: Point, on a: Point, _ b: Point) -> Bool {
        if a.x == b.x, w.x == a.x { return w.y >= min(a.y, b.y) && w.y <= max(a.y, b.y) }
        if a.y == b.y, w.y == a.y { return w.x >= min(a.x, b.x) && w.x <= max(a.x, b.x) }
        return false
    }

    /// A route cut at its waypoints, walked in order (each found at or after the one before):
    /// its legs as corner lists; `nil` when the route does not pass a waypoint in order.
    static func legs(_ route: [Point], through waypoints: [Point]) -> [[Point]]? {
        guard route.count >= 2 else { return nil }
        var legs: [[Point]] = [], leg = [route[0]], k = 0
        for w in waypoints {
            while !lies(w, on: leg.last!, route[k + 1]) {
                leg.append(route[k + 1])
                k += 1
                if k >= route.count - 1 { return nil }
            }
            leg.append(w)
            legs.append(OrthogonalRouter.corners(leg))
            leg = [w]
        }
        leg += route[(k + 1)...]
        legs.append(OrthogonalRouter.corners(leg))
        return legs
    }

    /// Every fault of a route through waypoints: not passing them in order, or a leg's fault by
    /// ``RouteChecks/faults(_:_:_:_:)`` (the tips' sides on the first and last legs).
    static func faults(_ route: [Point], _ start: RouteEnd, _ waypoints: [Point], _ end: RouteEnd, _ boxes: [RouteBox]) -> [String] {
        guard let legs = legs(route, through: waypoints) else { return ["does not pass the waypoints \(waypoints) in order: \(route)"] }
        let ends = [start] + waypoints.map { RouteEnd($0) } + [end]
        return legs.enumerated().flatMap { k, leg in
            RouteChecks.faults(leg, ends[k], ends[k + 1], boxes).map { "leg \(k): \($0)" }
        }
    }

    static func cost(_ route: [Point], penalty: Double) -> Double {
        RouteChecks.length(route) + penalty * Double(RouteChecks.bends(route))
    }

    /// Random fields of boxes and waypoints outside them: every route found passes its waypoints
    /// in order along legs that keep the margin, and costs no less than its legs routed one by
    /// one (the router being exact with few boxes, a cheaper route would be wrong); most are found.
    @Test func routesPassTheirWaypointsAroundEveryBox() throws {
        var rng = SplitMix64(seed: 0x3A7)
        var found = 0
        for _ in 0..<150 {
            let c = OrthogonalRouterTests.randomCase(&rng)
            let router = OrthogonalRouter(obstacles: c.rects, margin: c.margin, bendPenalty: 40)
            let grown = c.rects.compactMap { RouteBox($0, margin: c.margin) }
            var waypoints: [Point] = []
            while waypoints.count < 1 + Int(rng.next() % 3) {
                let w = Point(Double(2 * Int(rng.next() % 60)), Double(2 * Int(rng.next() % 60)))
                if grown.contains(where: { $0.holdsInside(w) }) || waypoints.contains(w) || w == c.start.point || w == c.end.point { continue }
                waypoints.append(w)
            }
            guard let route = try? router.route(from: c.start, through: waypoints, to: c.end) else { continue }
            found += 1
            #expect(Self.faults(route, c.start, waypoints, c.end, grown) == [], "\(c) through \(waypoints): \(route)")
            let ends = [c.start] + waypoints.map { RouteEnd($0) } + [c.end]
            var legsAlone = 0.0
            for k in 0..<(ends.count - 1) {
                guard let leg = try? router.route(from: ends[k], to: ends[k + 1]) else { legsAlone = -.infinity; break }
                legsAlone += Self.cost(leg, penalty: 40)
            }
            #expect(Self.cost(route, penalty: 40) >= legsAlone - 1e-9, "\(route)")
        }
        #expect(found >= 75)
    }

    /// Nothing in the way: through a waypoint on the line between the tips the route stays one
    /// straight run; through a corner's waypoint, it turns once, there, whatever the legs alone
    /// would do (the first leg alone could as well arrive across, a second bend).
    @Test func waypointsCostNoBendTheyDoNotNeed() throws {
        let router = OrthogonalRouter(obstacles: [Rect(x: 0, y: 300, width: 10, height: 10)], margin: 5, bendPenalty: 40)
        let straight = try router.route(from: RouteEnd(Point(0, 0), side: .right), through: [Point(100, 0)],
                                        to: RouteEnd(Point(200, 0), side: .left))
        #expect(straight == [Point(0, 0), Point(200, 0)])
        let corner = try router.route(from: RouteEnd(Point(0, 0)), through: [Point(100, 100)], to: RouteEnd(Point(200, 100)))
        #expect(corner == [Point(0, 0), Point(0, 100), Point(200, 100)])
        let two = try router.route(from: RouteEnd(Point(0, 0)), through: [Point(100, 100), Point(100, 200)], to: RouteEnd(Point(300, 200)))
        #expect(RouteChecks.bends(two) == 2 && RouteChecks.length(two) == 500)
        // Inside a grown box, or not finite: no route.
        #expect(throws: RoutingError.noRoute) { try router.route(from: RouteEnd(.zero), through: [Point(-2, 305)], to: RouteEnd(Point(50, 50))) }
        #expect(throws: RoutingError.outOfRange) { try router.route(from: RouteEnd(.zero), through: [Point(.nan, 1)], to: RouteEnd(Point(50, 50))) }
        // The direct elbow through them: each leg's.
        #expect(OrthogonalRouter.elbow(from: RouteEnd(.zero, side: .right), through: [Point(100, 40)], to: RouteEnd(Point(200, 0)))
                == [Point(0, 0), Point(50, 0), Point(50, 40), Point(150, 40), Point(150, 0), Point(200, 0)])
    }

    /// Nudged routes keep their waypoints: the segments through them stay, the others move.
    @Test func nudgingKeepsTheWaypoints() throws {
        // A channel between two boxes, y in [-6, 6] grown, that every route below crosses.
        let router = OrthogonalRouter(obstacles: [Rect(x: 100, y: -100, width: 40, height: 90), Rect(x: 100, y: 10, width: 40, height: 90)],
                                      margin: 4, bendPenalty: 40)
        let requests = [RouteRequest(from: RouteEnd(Point(0, 50)), to: RouteEnd(Point(300, -50))),
                        RouteRequest(from: RouteEnd(Point(0, 52)), through: [Point(120, 0)], to: RouteEnd(Point(300, -52))),
                        RouteRequest(from: RouteEnd(Point(0, 54)), to: RouteEnd(Point(300, -54))),
                        RouteRequest(from: RouteEnd(Point(0, 56)), through: [Point(130, 2)], to: RouteEnd(Point(300, -56)))]
        let plain = router.route(connectors: requests, spacing: 0).map { try? $0.get() }
        let nudged = router.route(connectors: requests, spacing: 3).map { try? $0.get() }
        #expect(nudged.allSatisfy { $0 != nil })
        #expect(plain != nudged)
        let grown = [Rect(x: 100, y: -100, width: 40, height: 90), Rect(x: 100, y: 10, width: 40, height: 90)].compactMap { RouteBox($0, margin: 4) }
        for (r, route) in zip(requests, nudged) {
            #expect(Self.faults(route!, r.start, r.waypoints, r.end, grown) == [], "\(route!)")
        }
    }

    // MARK: Scenes

    /// A point where two channels of ``SceneRoutingTests/box(_:side:_:)``'s lattice cross: outside
    /// every box grown by less than 10.
    static func crossing(_ rng: inout SplitMix64, side: Int) -> Point {
        Point(Double(Int(rng.next() % UInt64(side - 1))) * 100 + 90, Double(Int(rng.next() % UInt64(side - 1))) * 100 + 90)
    }

    /// The routed arrows' faults: each through its waypoints, tips on its bound sides.
    static func sceneFaults(_ scene: ArrowScene<Int>, _ boxes: [Rect], _ links: [SceneRoutingTests.Link], margin: Double) -> [String] {
        let grown = boxes.compactMap { RouteBox($0, margin: margin) }
        var faults: [String] = []
        for (k, l) in links.enumerated() {
            let id = 1000 + k
            guard let corners = scene.routeCorners(of: id), let first = corners.first, let last = corners.last else {
                faults.append("\(id): no corners"); continue
            }
            if scene.routingFailed(id) { faults.append("\(id): no route") }
            let s = SceneRoutingTests.expectedTip(boxes[l.from], l.startSide, l.startU)
            let e = SceneRoutingTests.expectedTip(boxes[l.to], l.endSide, l.endU)
            if first.distance(to: s) > 1e-9 || last.distance(to: e) > 1e-9 { faults.append("\(id): tips \(first) \(last), not \(s) \(e)") }
            faults += Self.faults(corners, RouteEnd(first, side: l.startSide), scene[id]!.arrow.waypoints, RouteEnd(last, side: l.endSide), grown)
                .map { "\(id): \($0)" }
            if scene[id]!.arrow.givenCenterLine == nil { faults.append("\(id): body not along the route") }
        }
        return faults
    }

    @Test(arguments: [(UInt64(7), 0.0), (8, 4)])
    func sceneRoutesPassTheirWaypoints(seed: UInt64, spacing: Double) throws {
        var rng = SplitMix64(seed: seed)
        let side = 6, n = side * side, margin = SceneRoutingTests.margin
        var boxes = (0..<n).map { SceneRoutingTests.box($0, side: side, &rng) }
        let links = SceneRoutingTests.randomLinks(count: 10, shapes: n, &rng)
        var scene = try SceneRoutingTests.scene(boxes, links, routing: ArrowRouting(margin: margin, spacing: spacing))
        for k in links.indices {
            var waypoints: [Point] = []
            for _ in 0..<(1 + Int(rng.next() % 2)) {
                let w = Self.crossing(&rng, side: side)
                if !waypoints.contains(w) { waypoints.append(w) }
            }
            scene.update(1000 + k) { $0.arrow.waypoints = waypoints }
        }
        #expect(Self.sceneFaults(scene, boxes, links, margin: margin) == [])
        for round in 0..<10 {
            // A waypoint dragged: its arrow routed again through it.
            let k = Int(rng.next() % UInt64(links.count))
            let w = Self.crossing(&rng, side: side)
            scene.update(1000 + k) { item in
                if !item.arrow.waypoints.contains(w) { item.arrow.waypoints[0] = w }
            }
            // A box moved.
            let m = Int(rng.next() % UInt64(n))
            boxes[m] = SceneRoutingTests.box(m, side: side, &rng)
            scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(boxes[m]))), id: m)
            #expect(Self.sceneFaults(scene, boxes, links, margin: margin) == [], "round \(round)")
        }
        #expect(scene.indexProblems() == [])
    }

    /// A waypoint inside an obstacle: no route, the direct elbow through the waypoints drawn,
    /// until it moves out.
    /// Boxes `a` and `b` with a wall between them, and elbow arrow `x` from `a`'s right side to
    /// `b`'s left side, routed with a margin of 8.
    static func wallScene() throws -> (ArrowScene<String>, a: Rect, b: Rect, wall: Rect) {
        var scene = ArrowScene<String>()
        let a = Rect(x: 0, y: 0, width: 40, height: 40), b = Rect(x: 400, y: 0, width: 40, height: 40)
        let wall = Rect(x: 200, y: -100, width: 20, height: 300)
        for (id, r) in [("a", a), ("b", b), ("wall", wall)] { scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(r))), id: id) }
        scene.append(SceneRoutingTests.elbowArrow(), id: "x")
        try scene.bind(.start, of: "x", to: "a", ArrowBinding(anchor: Point(1, 0.5)))
        try scene.bind(.end, of: "x", to: "b", ArrowBinding(anchor: Point(0, 0.5)))
        scene.setRouting(ArrowRouting(margin: 8), for: "x")
        return (scene, a, b, wall)
    }

    @Test func aWaypointInsideAnObstacleDrawsTheDirectElbow() throws {
        let (routed, a, b, wall) = try Self.wallScene()
        var scene = routed
        scene.update("x") { $0.arrow.waypoints = [Point(100, 150), Point(210, 0)] }
        #expect(scene.routingFailed("x"))
        let elbow = OrthogonalRouter.elbow(from: RouteEnd(Point(40, 20), side: .right), through: [Point(100, 150), Point(210, 0)],
                                           to: RouteEnd(Point(400, 20), side: .left))
        #expect(scene.routeCorners(of: "x") == elbow)
        #expect(scene["x"]!.arrow.givenCenterLine != nil)
        // Moved out of the wall: routed around it, through both.
        scene.update("x") { $0.arrow.waypoints[1] = Point(300, 0) }
        #expect(!scene.routingFailed("x"))
        let grown = [a, b, wall].compactMap { RouteBox($0, margin: 8) }
        #expect(Self.faults(scene.routeCorners(of: "x")!, RouteEnd(Point(40, 20), side: .right), [Point(100, 150), Point(300, 0)],
                            RouteEnd(Point(400, 20), side: .left), grown) == [])
        #expect(scene.indexProblems() == [])
    }

    /// A routed arrow keeps one handle a waypoint (no bend, no leg midpoints), which a pointer
    /// drags as on any body: the arrow is routed again through the point it is dropped on. A
    /// self-loop's centre line, which ignores waypoints, keeps none.
    @Test func aRoutedArrowsWaypointsAreHandlesAPointerDrags() throws {
        let (routed, a, b, wall) = try Self.wallScene()
        var scene = routed
        scene.update("x") { $0.arrow.waypoints = [Point(100, 250), Point(300, 250)] }
        #expect(!scene.routingFailed("x") && scene["x"]!.arrow.givenCenterLine != nil)
        let handles = scene["x"]!.arrow.handles
        #expect(handles.map(\.role) == [.waypoint(0), .waypoint(1)])
        #expect(handles.map(\.position) == [Point(100, 250), Point(300, 250)])

        var c = ArrowSceneInteraction<String>(scene: scene)
        let from = Point(300, 250), to = Point(320, 280)
        c.pointerDown(1, at: from)
        _ = c.pointerMoved(1, to: Point(310, 265))
        _ = c.pointerMoved(1, to: to)
        c.pointerUp(1, at: to)
        let moved = try #require(c.scene["x"]?.arrow)
        #expect(moved.waypoints == [Point(100, 250), to])
        #expect(!c.scene.routingFailed("x") && moved.givenCenterLine != nil)
        let grown = [a, b, wall].compactMap { RouteBox($0, margin: 8) }
        #expect(Self.faults(c.scene.routeCorners(of: "x")!, RouteEnd(Point(40, 20), side: .right), [Point(100, 250), to],
                            RouteEnd(Point(400, 20), side: .left), grown) == [])
        #expect(moved.handles.map(\.position) == [Point(100, 250), to])
        // A change of heads keeps the route and its handles.
        c.scene.update("x") { $0.arrow.style?.endHead = .none }
        #expect(c.scene["x"]!.arrow.givenCenterLine != nil && c.scene["x"]!.arrow.handles.count == 2)
        var copy = c.scene["x"]!.arrow
        copy.style?.startHead = .none
        #expect(copy.givenCenterLine != nil && copy.handles.map(\.role) == [.waypoint(0), .waypoint(1)])
        #expect(c.scene.indexProblems() == [])

        // A self-loop (both tips on one shape, not routed) with waypoints: no body handles.
        var loop = ArrowScene<String>()
        loop.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(a))), id: "a")
        var arrow = SceneRoutingTests.elbowArrow()
        arrow.waypoints = [Point(100, 100)]
        loop.append(arrow, id: "l")
        try loop.bind(.start, of: "l", to: "a", ArrowBinding(anchor: Point(0.3, 0.5)))
        try loop.bind(.end, of: "l", to: "a", ArrowBinding(anchor: Point(0.7, 0.5)))
        let looped = try #require(loop["l"]?.arrow)
        #expect(looped.givenCenterLine != nil)
        #expect(looped.handles.isEmpty)
    }
}
