import BezierArrow

/// Elbow connectors routed around a scene's shapes (`OrthogonalRouter`).
///
/// Scenes: n boxes (30 to 60 a side) on a jittered lattice 100 apart, each connector from a
/// box's side to the facing side of a box 1 to 3 lattice steps away in each direction, margin 8,
/// bend penalty 40. Figures:
/// - routing one connector among 100 boxes (goal 200 µs) and among 1,000 (goal 2 ms), beside the
///   plain reference (`GridRouter`: A* on a uniform grid of points 10 apart, its blocked points
///   marked beforehand) on the same connectors;
/// - a drag frame in a scene of 1,000 boxes and 1,000 routed connectors (goal 8 ms): one box
///   moved a few points, the ends bound to it moved with it, the connectors it touches
///   (`RoutedConnectors.moveObstacle`) routed again and nudged among themselves;
/// - the same frame in an `ArrowScene` (`RoutingBench+Scene`): a shape set, the routed arrows it
///   touches routed again, redrawn and re-indexed (goal 8 ms).
///
/// Runs of fewer than 10,000 points (the tests' debug runs) use a 5 x 5 and a 10 x 10 lattice,
/// without goals.
struct RoutingBench: BenchSection {
    var title: String { "routing" }

    struct Scene {
        var rects: [Rect]
        var connectors: [RouteRequest]
    }

    static func scene(side: Int, seed: UInt64) -> Scene {
        let n = side * side
        let r = HitTestingBench.uniformPoints(in: Rect(x: 0, y: 0, width: 1, height: 1), count: 3 * n, seed: seed)
        let rects = (0..<n).map { i in
            Rect(x: Double(i % side) * 100 + r[i].x * 20, y: Double(i / side) * 100 + r[i].y * 20,
                 width: 30 + 30 * r[n + i].x, height: 30 + 30 * r[n + i].y)
        }
        let connectors = (0..<n).map { i -> RouteRequest in
            let dx = Int(r[2 * n + i].x * 7) - 3, dy = Int(r[2 * n + i].y * 7) - 3
            let cx = min(max(i % side + (dx == 0 && dy == 0 ? 1 : dx), 0), side - 1)
            let cy = min(max(i / side + dy, 0), side - 1)
            var j = cy * side + cx
            if j == i { j = (i + 1) % n }
            return request(rects, i, j)
        }
        return Scene(rects: rects, connectors: connectors)
    }

    /// A connector from box i's side facing box j to box j's side facing box i.
    static func request(_ rects: [Rect], _ i: Int, _ j: Int) -> RouteRequest {
        func end(_ a: Int, towards b: Int) -> RouteEnd {
            let r = rects[a], d = rects[b].center - r.center
            let side: RouteSide = abs(d.x) >= abs(d.y) ? (d.x > 0 ? .right : .left) : (d.y > 0 ? .down : .up)
            let p = Point(r.center.x + side.step.x * r.width / 2, r.center.y + side.step.y * r.height / 2)
            return RouteEnd(p, side: side, shape: a)
        }
        return RouteRequest(from: end(i, towards: j), to: end(j, towards: i))
    }

    func run(_ runner: inout BenchRunner) {
        let full = runner.points >= 10_000
        for side in full ? [10, 32] : [5, 10] { measureOne(side: side, full: full, &runner) }
        measureDrag(side: full ? 32 : 10, full: full, &runner)
        measureSceneDrag(side: full ? 32 : 10, full: full, &runner)
    }

    func measureOne(side: Int, full: Bool, _ runner: inout BenchRunner) {
        let s = Self.scene(side: side, seed: 31)
        let n = s.rects.count
        let router = OrthogonalRouter(obstacles: s.rects, margin: 8, bendPenalty: 40)
        let reference = GridRouter(obstacles: s.rects, margin: 8, bendPenalty: 40)
        let count = min(n, max(4, runner.points / 1_000))
        let picked = (0..<count).map { s.connectors[($0 &* 7919) % n] }
        let referenceName = "reference route (grid of 10), \(n) boxes"
        runner.measure(referenceName, queries: count) {
            var found = 0
            for c in picked where reference.route(from: c.start, to: c.end) != nil { found += 1 }
            return found
        }
        let goal: Double? = full ? (n <= 100 ? 200_000 : 2_000_000) : nil
        runner.measure("route one connector, \(n) boxes", goal: goal, reference: referenceName, queries: count) {
            var found = 0
            for c in picked where (try? router.route(from: c.start, to: c.end)) != nil { found += 1 }
            return found
        }
    }

    func measureDrag(side: Int, full: Bool, _ runner: inout BenchRunner) {
        let s = Self.scene(side: side, seed: 32)
        let n = s.rects.count
        var routed = RoutedConnectors(router: OrthogonalRouter(obstacles: s.rects, margin: 8, bendPenalty: 40),
                                      connectors: s.connectors, spacing: 4)
        var bound = [[Int]](repeating: [], count: n)
        for (k, c) in s.connectors.enumerated() {
            bound[c.start.shape!].append(k)
            if c.end.shape != c.start.shape { bound[c.end.shape!].append(k) }
        }
        let frames = 2 * max(1, min(30, runner.points / 4_000))
        let offsets = HitTestingBench.uniformPoints(in: Rect(x: -8, y: -8, width: 16, height: 16), count: frames, seed: 33)
        var rects = s.rects, connectors = s.connectors
        runner.measure("drag frame: move a box, route again what it touches, \(n) boxes and connectors",
                       goal: full ? 8_000_000 : nil, queries: frames) {
            var touched = 0
            // Each box moved, then moved back at the next frame.
            for f in 0..<frames {
                let m = ((f / 2) &* 104_729) % n
                let d = f % 2 == 0 ? offsets[f] : Point(0, 0) - offsets[f - 1]
                rects[m] = Rect(x: rects[m].minX + d.x, y: rects[m].minY + d.y, width: rects[m].width, height: rects[m].height)
                var ends: [(connector: Int, request: RouteRequest)] = []
                for k in bound[m] {
                    var c = connectors[k]
                    if c.start.shape == m { c.start.point = c.start.point + d }
                    if c.end.shape == m { c.end.point = c.end.point + d }
                    connectors[k] = c
                    ends.append((k, c))
                }
                touched += routed.moveObstacle(m, to: rects[m], ends: ends).count
            }
            return touched
        }
    }
}
