import TestSupport
import Testing
@testable import BezierArrow

/// Elbow arrows a scene routes around its shapes: orthogonal routes that keep the margin from
/// every obstacle, leave and enter bound shapes perpendicular to the side nearest the anchor,
/// follow moved shapes and tips, are drawn, hit and indexed along the route, and fall back to the
/// direct elbow when walled in.
@Suite struct SceneRoutingTests {
    typealias T = ArrowStyleTests

    static let margin = 8.0

    /// One arrow of a random scene: its shapes, and each end's side and place along the side.
    struct Link {
        var from: Int, to: Int
        var startSide: RouteSide, endSide: RouteSide
        var startU: Double, endU: Double
    }

    /// A normalized anchor on a side of the local rect, `u` along it.
    static func anchor(_ side: RouteSide, _ u: Double) -> Point {
        switch side {
        case .right: Point(1, u)
        case .left: Point(0, u)
        case .down: Point(u, 1)
        case .up: Point(u, 0)
        }
    }

    /// Boxes on a lattice 100 apart, each 30 to 60 a side and jittered by up to 20: never
    /// closer than 20, more than two margins.
    static func box(_ i: Int, side: Int, _ rng: inout SplitMix64) -> Rect {
        Rect(x: Double(i % side) * 100 + rng.uniform(0...20), y: Double(i / side) * 100 + rng.uniform(0...20),
             width: rng.uniform(30...60), height: rng.uniform(30...60))
    }

    static func elbowArrow() -> Arrow {
        var arrow = Arrow(template: ArrowTestTemplates.spineArrow(), start: Point(0, 0), end: Point(50, 0))!
        arrow.style = ArrowStyle(endHead: T.triangle, body: .elbow)
        return arrow
    }

    /// A scene of the boxes and the links' arrows (ids from 1000), routed.
    static func scene(_ boxes: [Rect], _ links: [Link], routing: ArrowRouting) throws -> ArrowScene<Int> {
        var scene = ArrowScene<Int>()
        for (i, b) in boxes.enumerated() { scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(b))), id: i) }
        for (k, l) in links.enumerated() {
            let id = 1000 + k
            scene.append(elbowArrow(), id: id)
            try scene.bind(.start, of: id, to: l.from, ArrowBinding(anchor: anchor(l.startSide, l.startU)))
            try scene.bind(.end, of: id, to: l.to, ArrowBinding(anchor: anchor(l.endSide, l.endU)))
            let routed = scene.setRouting(routing, for: id)
            #expect(routed)
        }
        return scene
    }

    static func randomLinks(count: Int, shapes n: Int, _ rng: inout SplitMix64) -> [Link] {
        (0..<count).map { _ in
            let from = Int(rng.next() % UInt64(n))
            var to = Int(rng.next() % UInt64(n - 1))
            if to >= from { to += 1 }
            return Link(from: from, to: to, startSide: RouteSide(rawValue: Int(rng.next() % 4))!,
                        endSide: RouteSide(rawValue: Int(rng.next() % 4))!,
                        startU: rng.uniform(0.2...0.8), endU: rng.uniform(0.2...0.8))
        }
    }

    /// Where a tip bound on a side at `u` must be: on the box's side, straight across from the
    /// anchor's point.
    static func expectedTip(_ box: Rect, _ side: RouteSide, _ u: Double) -> Point {
        switch side {
        case .right: Point(box.maxX, box.minY + box.height * u)
        case .left: Point(box.minX, box.minY + box.height * u)
        case .down: Point(box.minX + box.width * u, box.maxY)
        case .up: Point(box.minX + box.width * u, box.minY)
        }
    }

    /// Every fault of the scene's routes: a route not orthogonal, entering an obstacle's grown box
    /// (but for its own shapes' stubs), not starting and ending on the bound sides' points
    /// (within 1e-9) perpendicular to them, not drawn (tips, centre line), or not found.
    static func faults(_ scene: ArrowScene<Int>, _ boxes: [Rect], _ links: [Link], margin: Double) -> [String] {
        var faults: [String] = []
        let grown = boxes.compactMap { RouteBox($0, margin: margin) }
        for (k, l) in links.enumerated() {
            let id = 1000 + k
            guard let corners = scene.routeCorners(of: id), let first = corners.first, let last = corners.last else {
                faults.append("\(id): no corners"); continue
            }
            if scene.routingFailed(id) { faults.append("\(id): no route") }
            let s = expectedTip(boxes[l.from], l.startSide, l.startU), e = expectedTip(boxes[l.to], l.endSide, l.endU)
            if first.distance(to: s) > 1e-9 || last.distance(to: e) > 1e-9 {
                faults.append("\(id): tips \(first) \(last), not \(s) \(e)")
            }
            faults += RouteChecks.faults(corners, RouteEnd(first, side: l.startSide), RouteEnd(last, side: l.endSide), grown)
                .map { "\(id): \($0)" }
            let arrow = scene[id]!.arrow
            if arrow.start != first || arrow.end != last { faults.append("\(id): arrow's tips not the route's") }
            // The drawn centre line runs along the route: each cubic's ends on one of its segments.
            guard let line = arrow.givenCenterLine else { faults.append("\(id): body not along the route"); continue }
            for c in line {
                for p in [c.startPoint, c.endPoint] where !zip(corners, corners.dropFirst()).contains(where: { a, b in
                    RouteBox.around([a, b]).grown(by: 1e-9).contains(RouteBox.around([p]))
                }) {
                    faults.append("\(id): drawn point \(p) off the route")
                }
            }
        }
        return faults
    }

    @Test(arguments: [(UInt64(1), 6), (2, 6), (3, 8)])
    func randomScenesRouteAroundEveryShape(seed: UInt64, side: Int) throws {
        var rng = SplitMix64(seed: seed)
        let n = side * side
        var boxes = (0..<n).map { Self.box($0, side: side, &rng) }
        let links = Self.randomLinks(count: 2 * side, shapes: n, &rng)
        let routing = ArrowRouting(margin: Self.margin, spacing: 0)
        var scene = try Self.scene(boxes, links, routing: routing)
        #expect(Self.faults(scene, boxes, links, margin: Self.margin) == [])
        #expect(scene.indexProblems() == [])
        for round in 0..<12 {
            let m = Int(rng.next() % UInt64(n))
            boxes[m] = Self.box(m, side: side, &rng)
            scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(boxes[m]))), id: m)
            #expect(Self.faults(scene, boxes, links, margin: Self.margin) == [], "round \(round)")
            // A fresh scene of the same shapes and arrows routes as well: the same tips and the same
            // cost (length plus the bend penalty a bend) within 1e-9 of the length. The corners may
            // differ where routes of equal cost tie (a route the move did not touch keeps its own).
            let fresh = try Self.scene(boxes, links, routing: routing)
            for k in links.indices {
                let a = scene.routeCorners(of: 1000 + k)!, b = fresh.routeCorners(of: 1000 + k)!
                func cost(_ r: [Point]) -> Double { RouteChecks.length(r) + SceneRoutes<Int>.bendPenalty * Double(RouteChecks.bends(r)) }
                #expect(a.first == b.first && a.last == b.last, "round \(round), arrow \(k)")
                #expect(abs(cost(a) - cost(b)) <= 1e-9 * RouteChecks.length(b), "round \(round), arrow \(k): \(a) \(b)")
            }
        }
        #expect(scene.indexProblems() == [])
    }

    @Test(arguments: [UInt64(4), 5])
    func nudgedRoutesStayValidAfterMoves(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let side = 6, n = side * side
        var boxes = (0..<n).map { Self.box($0, side: side, &rng) }
        let links = Self.randomLinks(count: 20, shapes: n, &rng)
        var scene = try Self.scene(boxes, links, routing: ArrowRouting(margin: Self.margin, spacing: 4))
        scene.rerouteAll()
        #expect(Self.faults(scene, boxes, links, margin: Self.margin) == [])
        for _ in 0..<10 {
            let m = Int(rng.next() % UInt64(n))
            boxes[m] = Self.box(m, side: side, &rng)
            scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(boxes[m]))), id: m)
        }
        #expect(Self.faults(scene, boxes, links, margin: Self.margin) == [])
        #expect(scene.indexProblems() == [])
    }

    /// A touch on the middle of a routed arrow's longest inner segment hits it, as the walk over
    /// every arrow does; where the kind's own elbow would not run.
    @Test func hitTestsFindRoutedBodies() throws {
        var rng = SplitMix64(seed: 6)
        let side = 6, n = side * side
        let boxes = (0..<n).map { Self.box($0, side: side, &rng) }
        let links = Self.randomLinks(count: 12, shapes: n, &rng)
        let scene = try Self.scene(boxes, links, routing: ArrowRouting(margin: Self.margin))
        var tested = 0
        for k in links.indices {
            let id = 1000 + k, corners = scene.routeCorners(of: id)!
            guard corners.count >= 4 else { continue }
            let inner = (1..<(corners.count - 2)).max { corners[$0].distance(to: corners[$0 + 1]) < corners[$1].distance(to: corners[$1 + 1]) }!
            let p = (corners[inner] + corners[inner + 1]) * 0.5
            #expect(scene[id]!.hitTest(p) != nil, "arrow \(k) at \(p)")
            let hit = scene.hitTest(p)
            #expect(hit != nil)
            #expect(hit?.id == bruteForceWalk(scene, p)?.id)
            tested += 1
        }
        #expect(tested >= 3)
        #expect(scene.indexProblems() == [])
    }

    /// A shape whose four sides are walled in closer than two margins: no route; the scene says
    /// so and draws the direct elbow, until a wall moves away.
    @Test func walledInTipDrawsTheDirectElbow() throws {
        var scene = ArrowScene<String>()
        let inner = Rect(x: 100, y: 100, width: 40, height: 40)
        let walls = [Rect(x: 80, y: 60, width: 10, height: 120), Rect(x: 150, y: 60, width: 10, height: 120),
                     Rect(x: 80, y: 60, width: 80, height: 10), Rect(x: 80, y: 170, width: 80, height: 10)]
        scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(inner))), id: "in")
        for (i, w) in walls.enumerated() { scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(w))), id: "w\(i)") }
        let target = Rect(x: 400, y: 100, width: 40, height: 40)
        scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(target))), id: "t")
        scene.append(Self.elbowArrow(), id: "a")
        try scene.bind(.start, of: "a", to: "in", ArrowBinding(anchor: Point(1, 0.5)))
        try scene.bind(.end, of: "a", to: "t", ArrowBinding(anchor: Point(0, 0.25)))
        let routed = scene.setRouting(ArrowRouting(margin: Self.margin), for: "a")
        #expect(routed)
        #expect(scene.routingFailed("a"))
        let elbow = OrthogonalRouter.elbow(from: RouteEnd(Point(140, 120), side: .right), to: RouteEnd(Point(400, 110), side: .left))
        #expect(scene.routeCorners(of: "a") == elbow)
        #expect(scene["a"]!.arrow.givenCenterLine != nil)
        #expect(scene["a"]!.hitTest(Point(270, 115)) != nil)
        // The right wall moved away: a route, which no longer crosses the wall's box.
        scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(Rect(x: 250, y: 0, width: 10, height: 60)))), id: "w1")
        #expect(!scene.routingFailed("a"))
        let corners = scene.routeCorners(of: "a")!
        #expect(RouteChecks.faults(corners, RouteEnd(Point(140, 120), side: .right), RouteEnd(Point(400, 110), side: .left),
                                   (walls.prefix(1) + walls.suffix(2)).compactMap { RouteBox($0, margin: Self.margin) }) == [])
        // A wall that is no obstacle is crossed.
        var item = scene.shape("w1")!
        item.isObstacle = false
        item.shape = try SceneShape(.rectangle(walls[1]))
        scene.setShape(item, id: "w1")
        #expect(!scene.routingFailed("a"))
        #expect(scene.indexProblems() == [])
    }

    /// Moving a free tip routes the arrow again; a routing is refused for a body that is no
    /// elbow; removing the routing draws the kind's elbow again.
    @Test func tipsMovesAndRoutingChanges() throws {
        var scene = ArrowScene<String>()
        scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(Rect(x: 0, y: 0, width: 50, height: 50)))), id: "s")
        scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(Rect(x: 100, y: -20, width: 30, height: 90)))), id: "wall")
        scene.append(Self.elbowArrow(), id: "a")
        try scene.bind(.start, of: "a", to: "s", ArrowBinding(anchor: Point(1, 0.5)))
        let routing = ArrowRouting(margin: Self.margin)
        let routed = scene.setRouting(routing, for: "a")
        #expect(routed)
        #expect(scene.routing(of: "a") == routing)
        scene.setTips(of: "a", start: .zero, end: Point(200, 25))
        let grown = [Rect(x: 100, y: -20, width: 30, height: 90)].compactMap { RouteBox($0, margin: Self.margin) }
        var corners = scene.routeCorners(of: "a")!
        #expect(corners.first == Point(50, 25) && corners.last == Point(200, 25))
        #expect(RouteChecks.faults(corners, RouteEnd(Point(50, 25), side: .right), RouteEnd(Point(200, 25)), grown) == [])
        #expect(corners.count > 2)
        scene.setTips(of: "a", start: .zero, end: Point(200, 300))
        corners = scene.routeCorners(of: "a")!
        #expect(corners.last == Point(200, 300))
        #expect(RouteChecks.faults(corners, RouteEnd(Point(50, 25), side: .right), RouteEnd(Point(200, 300)), grown) == [])

        var straight = Self.elbowArrow()
        straight.style?.body = .straight
        scene.append(straight, id: "b")
        let refused = scene.setRouting(routing, for: "b"), unknown = scene.setRouting(routing, for: "nobody")
        #expect(!refused && !unknown)

        let unrouted = scene.setRouting(nil, for: "a")
        #expect(unrouted)
        #expect(scene.routing(of: "a") == nil && scene.routeCorners(of: "a") == nil)
        #expect(scene["a"]!.arrow.givenCenterLine == nil)
        #expect(scene.indexProblems() == [])
    }

    /// The side rule: nearest the anchor, ties to the side facing the other end.
    @Test func sideNearestTheAnchor() {
        let box = Rect(x: 0, y: 0, width: 100, height: 40)
        typealias R = SceneRoutes<Int>
        #expect(R.side(of: box, nearest: Point(90, 20), facing: Point(-500, 0)) == .right)
        #expect(R.side(of: box, nearest: Point(50, 5), facing: Point(50, 500)) == .up)
        // The centre: top and bottom are as near; the one facing the other end wins.
        #expect(R.side(of: box, nearest: Point(50, 20), facing: Point(60, 500)) == .down)
        #expect(R.side(of: box, nearest: Point(50, 20), facing: Point(60, -500)) == .up)
        let square = Rect(x: 0, y: 0, width: 40, height: 40)
        #expect(R.side(of: square, nearest: Point(20, 20), facing: Point(500, 30)) == .right)
        #expect(R.tip(on: .right, of: box, nearest: Point(90, 20), gap: 3) == Point(103, 20))
        #expect(R.tip(on: .up, of: box, nearest: Point(150, 20), gap: 0) == Point(100, 0))
    }
}
