@testable import BezierArrow

/// The router's visibility graph built whole, as it was before it came to find each node's
/// neighbours only when the search first reaches the node (``VisibilityGraph``): every node where
/// a horizontal line meets a vertical one made and linked up front, by a sweep, and the search
/// over tables of every state. Kept as the plain reference the new graph must match to the bit
/// (`OrthogonalRouter.referenceRoute`).
///
/// The method is that of Wybrow, Marriott and Stuckey, "Orthogonal Connector Routing" (Graph
/// Drawing 2009): lines through the grown obstacles' corners, the region's corners and the
/// caller's points, nodes where they cross.
struct ReferenceVisibilityGraph {
    /// The nodes' coordinates.
    private(set) var xs: [Double] = []
    private(set) var ys: [Double] = []
    /// Four neighbours a node, by `RouteSide.rawValue` (`node * 4 + side`); -1 for none.
    private(set) var links: [Int32] = []

    var nodeCount: Int { xs.count }

    func point(_ n: Int) -> Point { Point(xs[n], ys[n]) }

    /// A free stretch of one line: `v` across it (y of a horizontal line), `u0...u1` along it.
    struct Line {
        var v: Double, u0: Double, u1: Double
    }

    /// Builds the graph of the region around the given boxes (grown obstacles: only their open
    /// interiors block) and extra interesting points.
    init(region: RouteBox, boxes: [RouteBox], points: [Point]) {
        var interesting = points
        interesting.reserveCapacity(points.count + 4 * boxes.count + 4)
        for b in [region] + boxes {
            for p in [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.minX, b.maxY), Point(b.maxX, b.maxY)]
            where p.x >= region.minX && p.x <= region.maxX && p.y >= region.minY && p.y <= region.maxY {
                interesting.append(p)
            }
        }
        let horizontal = Self.lines(through: interesting.map { ($0.y, $0.x) },
                                    boxes: boxes.map { ($0.minY, $0.maxY, $0.minX, $0.maxX) },
                                    from: region.minX, to: region.maxX)
        let vertical = Self.lines(through: interesting.map { ($0.x, $0.y) },
                                  boxes: boxes.map { ($0.minX, $0.maxX, $0.minY, $0.maxY) },
                                  from: region.minY, to: region.maxY)
        connect(horizontal, vertical)
    }

    /// The sweep along one axis: for each distinct `v` of the points, in increasing order, the
    /// boxes whose open interior spans `v` are kept active, and the free stretches between their
    /// intervals that hold a point are the lines.
    private static func lines(through points: [(v: Double, u: Double)],
                              boxes: [(vMin: Double, vMax: Double, uMin: Double, uMax: Double)],
                              from lo: Double, to hi: Double) -> [Line] {
        let sorted = points.sorted { $0.v < $1.v || ($0.v == $1.v && $0.u < $1.u) }
        let entering = boxes.indices.sorted { boxes[$0].vMin < boxes[$1].vMin }
        var lines: [Line] = []
        var active: [Int] = [], blocked: [(Double, Double)] = []
        var next = 0, i = 0
        while i < sorted.count {
            let v = sorted[i].v
            var end = i
            while end < sorted.count, sorted[end].v == v { end += 1 }
            while next < entering.count, boxes[entering[next]].vMin < v {
                active.append(entering[next])
                next += 1
            }
            active.removeAll { boxes[$0].vMax <= v }
            blocked.removeAll(keepingCapacity: true)
            for b in active { blocked.append((boxes[b].uMin, boxes[b].uMax)) }
            blocked.sort { $0.0 < $1.0 }
            // Free stretches: [start, a] before each blocked open interval (a, b), then [start, hi].
            var start = lo, k = i, bi = 0
            while start <= hi, k < end {
                var stop = hi, resume = Double.infinity
                while bi < blocked.count {
                    let (a, b) = blocked[bi]
                    if b <= start { bi += 1; continue }
                    if a < start { start = b; bi += 1; continue }
                    stop = min(a, hi)
                    resume = b
                    bi += 1
                    // Overlapping intervals block as one.
                    while bi < blocked.count, blocked[bi].0 < resume { resume = max(resume, blocked[bi].1); bi += 1 }
                    break
                }
                if start > hi { break }
                while k < end, sorted[k].u < start { k += 1 }
                if k < end, sorted[k].u <= stop {
                    lines.append(Line(v: v, u0: start, u1: stop))
                    while k < end, sorted[k].u <= stop { k += 1 }
                }
                if resume == .infinity { break }
                start = resume
            }
            i = end
        }
        return lines
    }

    /// Makes a node where each vertical line meets a horizontal one, linked along both.
    ///
    /// A sweep along x: the horizontal lines spanning the vertical lines' x are kept active,
    /// by index (so by y), entering at their low end and leaving past their high end; each
    /// vertical line reads the active lines within its span by binary search, instead of every
    /// line within its span (a line across the whole region spans thousands that do not reach it).
    /// The sweep runs twice: once to count the nodes, then to write them into tables of that size.
    private mutating func connect(_ horizontal: [Line], _ vertical: [Line]) {
        var count = 0
        Self.sweep(horizontal, vertical) { _, _, range in count += range.count }
        xs = [Double](repeating: 0, count: count)
        ys = [Double](repeating: 0, count: count)
        links = [Int32](repeating: -1, count: 4 * count)
        // Horizontal lines come sorted by y, then x; vertical ones by x, then y. Walking the
        // vertical lines in x order writes each horizontal line's nodes in x order.
        var lastOnLine = [Int32](repeating: -1, count: horizontal.count)
        var n = 0
        xs.withUnsafeMutableBufferPointer { xs in
            ys.withUnsafeMutableBufferPointer { ys in
                links.withUnsafeMutableBufferPointer { links in
                    Self.sweep(horizontal, vertical) { x, active, range in
                        // The counting sweep sized the tables; the writes below stay within them.
                        precondition(n + range.count <= xs.count, "the sweep wrote more nodes than it counted")
                        var previous = -1
                        for k in range {
                            let h = Int(active[k])
                            xs[n] = x
                            ys[n] = horizontal[h].v
                            if previous >= 0 {
                                links[previous * 4 + RouteSide.down.rawValue] = Int32(n)
                                links[n * 4 + RouteSide.up.rawValue] = Int32(previous)
                            }
                            let left = Int(lastOnLine[h])
                            if left >= 0 {
                                links[left * 4 + RouteSide.right.rawValue] = Int32(n)
                                links[n * 4 + RouteSide.left.rawValue] = Int32(left)
                            }
                            lastOnLine[h] = Int32(n)
                            previous = n
                            n += 1
                        }
                    }
                }
            }
        }
    }

    /// The sweep of ``connect(_:_:)``: for each vertical line in order, its x, the active
    /// horizontal lines (by index), and the range of them that it meets, in increasing y.
    private static func sweep(_ horizontal: [Line], _ vertical: [Line], _ body: (Double, [Int32], Range<Int>) -> Void) {
        let entering = horizontal.indices.sorted { horizontal[$0].u0 < horizontal[$1].u0 }
        let leaving = horizontal.indices.sorted { horizontal[$0].u1 < horizontal[$1].u1 }
        var active: [Int32] = [], nextIn = 0, nextOut = 0
        // The position in `active` of the first line at index `h` or more.
        func position(_ h: Int32) -> Int {
            var lo = 0, hi = active.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if active[mid] < h { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        // The position in `active` of the first line at y >= v (active lines are sorted by
        // index, so by y), or past it.
        func position(y v: Double, after: Bool) -> Int {
            var lo = 0, hi = active.count
            while lo < hi {
                let mid = (lo + hi) / 2
                let y = horizontal[Int(active[mid])].v
                if y < v || (after && y == v) { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        for line in vertical {
            let x = line.v
            while nextOut < leaving.count, horizontal[leaving[nextOut]].u1 < x {
                // One that never entered (both ends before x) is not there.
                let h = Int32(leaving[nextOut]), k = position(h)
                if k < active.count, active[k] == h { active.remove(at: k) }
                nextOut += 1
            }
            while nextIn < entering.count, horizontal[entering[nextIn]].u0 <= x {
                let h = Int32(entering[nextIn])
                if horizontal[Int(h)].u1 >= x { active.insert(h, at: position(h)) }
                nextIn += 1
            }
            body(x, active, position(y: line.u0, after: false)..<position(y: line.u1, after: true))
        }
    }

    /// The node at a point, if the point is one.
    func node(at p: Point) -> Int? {
        for n in xs.indices where xs[n] == p.x && ys[n] == p.y { return n }
        return nil
    }
}

extension ReferenceVisibilityGraph {
    /// A found path: the nodes from a start port's node to a target port's node, and which ports.
    struct Path {
        var nodes: [Int]
        var start: Int
        var target: Int
    }

    /// The path of least cost (length plus `penalty` a bend, stubs included) from any start port
    /// to any target port, by A* over states (node, direction of travel into it).
    ///
    /// A state moves on in any direction but back (a turn costs `penalty`). A target port ends the
    /// route when the travel direction is its own, or one bend off it (the bend made where the
    /// stub starts) unless the port is locked. The estimate is admissible: the Manhattan distance
    /// to a target, plus its stub, plus `penalty` times the fewest bends any path from the state
    /// can make to arrive in the target's direction (``fewestBends(from:moving:to:arriving:)``).
    func shortestPath(from starts: [RoutePort], to targets: [RoutePort], penalty: Double) -> Path? {
        shortestPath(from: starts, through: [], to: targets, penalty: penalty)
    }

    /// The path of least cost (length plus `penalty` a bend, stubs included) from any start port
    /// through nodes in order to any target port, by A* over states (leg, node, direction of
    /// travel into it): leg `k` runs to `waypoints[k]` (the last leg to the targets).
    ///
    /// Reaching its waypoint, a state passes on to the next leg at the same node and direction,
    /// at no cost: the route goes on straight through the waypoint, or turns there for a bend's
    /// penalty as anywhere else, so the sides a route enters and leaves a waypoint by are those
    /// of least cost, with the fewest bends among routes as long. Moves and targets are
    /// ``shortestPath(from:to:penalty:)``'s. The estimate stays admissible: within a leg, the
    /// Manhattan distance to its waypoint and the fewest bends to reach it, plus the Manhattan
    /// distances of the legs after it.
    ///
    /// - Returns: The path's nodes (a waypoint once, where a leg ends and the next begins), or
    ///   `nil` when no path passes every waypoint (or one is no node).
    func shortestPath(from starts: [RoutePort], through waypoints: [Int], to targets: [RoutePort], penalty: Double) -> Path? {
        let legs = waypoints.count + 1, layer = 4 * nodeCount
        let stateCount = layer * legs
        guard stateCount + targets.count < Int(Int32.max), !waypoints.contains(where: { $0 < 0 }) else { return nil }
        var cost = [Double](repeating: .infinity, count: stateCount + targets.count)
        var parent = [Int32](repeating: -1, count: stateCount + targets.count)
        var queue = RouteQueue()
        var lockedRoots: [Int] = []
        let stops = waypoints.map(point)
        func manhattan(_ a: Point, _ b: Point) -> Double { abs(b.x - a.x) + abs(b.y - a.y) }
        func toTargets(_ p: Point, _ d: RouteSide) -> Double {
            var best = Double.infinity
            for t in targets {
                let bends = Self.fewestBends(from: p, moving: d, to: t.point, arriving: t.direction)
                best = min(best, manhattan(p, t.point) + t.stub + penalty * Double(bends))
            }
            return best
        }
        // after[k]: the least the route can cost from waypoint k on.
        var after = [Double](repeating: 0, count: stops.count)
        for k in stops.indices.reversed() {
            if k + 1 < stops.count {
                after[k] = manhattan(stops[k], stops[k + 1]) + after[k + 1]
            } else {
                after[k] = targets.map { manhattan(stops[k], $0.point) + $0.stub }.min() ?? .infinity
            }
        }
        func estimate(_ leg: Int, _ n: Int, _ d: RouteSide) -> Double {
            let p = point(n)
            guard leg < stops.count else { return toTargets(p, d) }
            let w = stops[leg]
            return manhattan(p, w) + penalty * Double(Self.fewestBends(from: p, moving: d, to: w, arriving: nil)) + after[leg]
        }
        for port in starts where port.node >= 0 {
            for d in port.direction.map({ [$0] }) ?? RouteSide.allCases {
                let s = port.node * 4 + d.rawValue
                guard port.stub < cost[s] else { continue }
                cost[s] = port.stub
                if port.isLocked { lockedRoots.append(s) }
                queue.push(f: port.stub + estimate(0, port.node, d), g: port.stub, state: s)
            }
        }
        // A locked root passed on at its own node stays locked: the route has not left it yet.
        func isLocked(_ s: Int) -> Bool {
            var s = s
            while s >= 0, !lockedRoots.contains(s) {
                let p = Int(parent[s])
                guard p >= 0, (p % layer) >> 2 == (s % layer) >> 2 else { return false }
                s = p
            }
            return s >= 0 && parent[s] < 0
        }
        while let (g, s) = queue.pop() {
            guard g <= cost[s] else { continue }
            if s >= stateCount { return path(to: s, parent, starts: starts, targetIndex: s - stateCount, layer: layer) }
            let leg = s / layer, n = (s % layer) >> 2, d = RouteSide(rawValue: s & 3)!
            if leg < waypoints.count, n == waypoints[leg] {
                let s2 = s + layer
                if g < cost[s2] {
                    cost[s2] = g
                    parent[s2] = Int32(s)
                    queue.push(f: g + estimate(leg + 1, n, d), g: g, state: s2)
                }
                continue
            }
            if leg == waypoints.count {
                for (t, port) in targets.enumerated() where port.node == n {
                    var extra = port.stub
                    if let a = port.direction, a != d {
                        guard !port.isLocked, a != d.opposite else { continue }
                        extra += penalty
                    }
                    let goal = stateCount + t
                    if g + extra < cost[goal] {
                        cost[goal] = g + extra
                        parent[goal] = Int32(s)
                        queue.push(f: g + extra, g: g + extra, state: goal)
                    }
                }
            }
            let locked = !lockedRoots.isEmpty && isLocked(s)
            for d2 in RouteSide.allCases where d2 != d.opposite && (!locked || d2 == d) {
                let m = Int(links[n * 4 + d2.rawValue])
                guard m >= 0 else { continue }
                let step = abs(xs[m] - xs[n]) + abs(ys[m] - ys[n])
                let g2 = g + step + (d2 == d ? 0 : penalty)
                let s2 = leg * layer + m * 4 + d2.rawValue
                guard g2 < cost[s2] else { continue }
                cost[s2] = g2
                parent[s2] = Int32(s)
                queue.push(f: g2 + estimate(leg, m, d2), g: g2, state: s2)
            }
        }
        return nil
    }

    /// The nodes from a root state to a goal through legs `layer` states apart, each once.
    private func path(to goal: Int, _ parent: [Int32], starts: [RoutePort], targetIndex: Int, layer: Int) -> Path {
        var nodes: [Int] = []
        var s = Int(parent[goal])
        var root = s
        while s >= 0 {
            let n = (s % layer) >> 2
            if nodes.last != n { nodes.append(n) }
            root = s
            s = Int(parent[s])
        }
        nodes.reverse()
        let rootNode = root >> 2, rootSide = RouteSide(rawValue: root & 3)!
        let start = starts.firstIndex { $0.node == rootNode && ($0.direction == nil || $0.direction == rootSide) } ?? 0
        return Path(nodes: nodes, start: start, target: targetIndex)
    }

    /// The fewest bends a path can make from `p`, travelling in direction `d`, to `t`, arriving
    /// travelling in `a` (any direction when `nil`).
    ///
    /// Moving on (a turn is a bend, never a reversal), a point straight ahead needs none, one
    /// ahead or abeam to a side one, any other two; the same holds backwards from `t`; and the count's
    /// parity is fixed by whether `d` and `a` share an axis (each bend changes axis).
    static func fewestBends(from p: Point, moving d: RouteSide, to t: Point, arriving a: RouteSide?) -> Int {
        func ahead(_ from: Point, _ d: RouteSide, _ to: Point) -> Int {
            let step = d.step
            let forward = (to.x - from.x) * step.x + (to.y - from.y) * step.y
            let lateral = (to.x - from.x) * step.y - (to.y - from.y) * step.x
            if lateral == 0 { return forward >= 0 ? 0 : 2 }
            return forward >= 0 ? 1 : 2
        }
        var bends = ahead(p, d, t)
        guard let a else { return bends }
        bends = max(bends, ahead(t, a.opposite, p))
        let sameAxis = d.isHorizontal == a.isHorizontal
        if d == a.opposite { bends = max(bends, 2) }
        if (bends % 2 == 0) != sameAxis { bends += 1 }
        return bends
    }
}
