extension VisibilityGraph {
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
    mutating func shortestPath(from starts: [RoutePort], to targets: [RoutePort], penalty: Double) -> Path? {
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
    /// States are numbered `(node * legs + leg) * 4 + direction`, and the cost and parent tables
    /// grow as the graph finds nodes (``neighbour(of:_:)``), so a search pays for the states it
    /// reaches, not for the whole graph's; target `t`'s state is `-1 - t`, in tables of its own.
    /// The queue orders by cost alone, so the numbering changes nothing the search does.
    ///
    /// - Returns: The path's nodes (a waypoint once, where a leg ends and the next begins), or
    ///   `nil` when no path passes every waypoint (or one is no node, or the states reached
    ///   outgrow 32-bit numbers).
    mutating func shortestPath(from starts: [RoutePort], through waypoints: [Int], to targets: [RoutePort],
                               penalty: Double) -> Path? {
        let legs = waypoints.count + 1, width = 4 * legs
        guard !waypoints.contains(where: { $0 < 0 }) else { return nil }
        var cost: [Double] = [], parent: [Int32] = []
        var goalCost = [Double](repeating: .infinity, count: targets.count)
        var goalParent = [Int32](repeating: -1, count: targets.count)
        // The tables cover every node found so far.
        func grow() -> Bool {
            let count = nodeCount * width
            guard count < Int(Int32.max) else { return false }
            if cost.count < count {
                cost.append(contentsOf: repeatElement(.infinity, count: count - cost.count))
                parent.append(contentsOf: repeatElement(-1, count: count - parent.count))
            }
            return true
        }
        guard grow() else { return nil }
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
            let p = Point(xs[n], ys[n])
            guard leg < stops.count else { return toTargets(p, d) }
            let w = stops[leg]
            return manhattan(p, w) + penalty * Double(Self.fewestBends(from: p, moving: d, to: w, arriving: nil)) + after[leg]
        }
        for port in starts where port.node >= 0 {
            for d in port.direction.map({ [$0] }) ?? RouteSide.allCases {
                let s = port.node * width + d.rawValue
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
                guard p >= 0, p / width == s / width else { return false }
                s = p
            }
            return s >= 0 && parent[s] < 0
        }
        while let (g, s) = queue.pop() {
            if s < 0 {
                guard g <= goalCost[-1 - s] else { continue }
                return path(to: Int(goalParent[-1 - s]), parent, starts: starts, targetIndex: -1 - s, width: width)
            }
            guard g <= cost[s] else { continue }
            let n = s / width, leg = (s % width) >> 2, d = RouteSide(rawValue: s & 3)!
            if leg < waypoints.count, n == waypoints[leg] {
                let s2 = s + 4
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
                    if g + extra < goalCost[t] {
                        goalCost[t] = g + extra
                        goalParent[t] = Int32(s)
                        queue.push(f: g + extra, g: g + extra, state: -1 - t)
                    }
                }
            }
            let locked = !lockedRoots.isEmpty && isLocked(s)
            for d2 in RouteSide.allCases where d2 != d.opposite && (!locked || d2 == d) {
                let m = neighbour(of: n, d2)
                guard m >= 0 else { continue }
                guard grow() else { return nil }
                let step = abs(xs[m] - xs[n]) + abs(ys[m] - ys[n])
                let g2 = g + step + (d2 == d ? 0 : penalty)
                let s2 = (m * legs + leg) * 4 + d2.rawValue
                guard g2 < cost[s2] else { continue }
                cost[s2] = g2
                parent[s2] = Int32(s)
                queue.push(f: g2 + estimate(leg, m, d2), g: g2, state: s2)
            }
        }
        return nil
    }

    /// The nodes from a root state to the state a target was reached from, each once (states
    /// `width` apart a node).
    private func path(to last: Int, _ parent: [Int32], starts: [RoutePort], targetIndex: Int, width: Int) -> Path {
        var nodes: [Int] = []
        var s = last
        var root = s
        while s >= 0 {
            let n = s / width
            if nodes.last != n { nodes.append(n) }
            root = s
            s = Int(parent[s])
        }
        nodes.reverse()
        let rootNode = root / width, rootSide = RouteSide(rawValue: root & 3)!
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
