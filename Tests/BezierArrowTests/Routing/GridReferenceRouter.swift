import BezierArrow

/// An independent reference for the router: Dijkstra on a uniform grid over states (grid point,
/// direction of travel, whether the route is still on its first straight run, whether it is on
/// its last), minimising bends first, then length.
///
/// The rules are the router's, stated on the grid: a step may not meet a grown box's open
/// interior, except that the first straight run from the start may pass through boxes holding
/// the start in their interior, and the last straight run into the end through boxes holding the
/// end; a start with a side moves first in that direction; an end with a side is entered moving
/// opposite it. The grid covers `domain` with a step that divides every coordinate of the case,
/// so that every line the router may use is a grid line.
struct GridReferenceRouter {
    var boxes: [RouteBox]
    var domain: RouteBox
    var step: Double

    /// The fewest bends of any route, and the least length among routes with that many; `nil`
    /// when no route exists on the grid.
    func best(from start: RouteEnd, to end: RouteEnd) -> (bends: Int, length: Double)? {
        let columns = Int(((domain.maxX - domain.minX) / step).rounded()) + 1
        let rows = Int(((domain.maxY - domain.minY) / step).rounded()) + 1
        func index(_ p: Point) -> Int {
            Int(((p.y - domain.minY) / step).rounded()) * columns + Int(((p.x - domain.minX) / step).rounded())
        }
        func point(_ i: Int) -> Point {
            Point(domain.minX + Double(i % columns) * step, domain.minY + Double(i / columns) * step)
        }
        var startOwn: UInt32 = 0, endOwn: UInt32 = 0
        for (k, b) in boxes.enumerated() {
            if b.holdsInside(start.point) { startOwn |= 1 << UInt32(k) }
            if b.holdsInside(end.point) { endOwn |= 1 << UInt32(k) }
        }
        // The boxes each step crosses, by grid point and direction (rightward and downward steps).
        var crossed = [UInt32](repeating: 0, count: columns * rows * 2)
        for i in 0..<(columns * rows) {
            let p = point(i)
            for (k, b) in boxes.enumerated() {
                if i % columns + 1 < columns, b.isCrossed(by: p, Point(p.x + step, p.y)) { crossed[2 * i] |= 1 << UInt32(k) }
                if i / columns + 1 < rows, b.isCrossed(by: p, Point(p.x, p.y + step)) { crossed[2 * i + 1] |= 1 << UInt32(k) }
            }
        }
        func neighbour(_ i: Int, _ d: RouteSide) -> (j: Int, boxes: UInt32)? {
            let c = i % columns, r = i / columns
            switch d {
            case .right: return c + 1 < columns ? (i + 1, crossed[2 * i]) : nil
            case .left: return c > 0 ? (i - 1, crossed[2 * (i - 1)]) : nil
            case .down: return r + 1 < rows ? (i + columns, crossed[2 * i + 1]) : nil
            case .up: return r > 0 ? (i - columns, crossed[2 * (i - columns) + 1]) : nil
            }
        }
        // State: (point * 4 + direction) * 4 + phase; phase bit 0: first run, bit 1: last run.
        let goal = index(end.point), arrival = end.side?.opposite
        let big = 1 << 40
        var cost = [Int](repeating: Int.max, count: columns * rows * 16)
        var heap = IntHeap()
        func push(_ s: Int, _ c: Int) {
            if c < cost[s] { cost[s] = c; heap.push(c, s) }
        }
        let s0 = index(start.point)
        for d in start.side.map({ [$0] }) ?? RouteSide.allCases { push((s0 * 4 + d.rawValue) * 4 + 1, 0) }
        let units = step
        while let (c, s) = heap.pop() {
            guard c == cost[s] else { continue }
            let phase = s & 3, d = RouteSide(rawValue: (s >> 2) & 3)!, i = s >> 4
            if i == goal, arrival == nil || arrival == d {
                let bends = c / big
                return (bends, Double(c - bends * big) * units)
            }
            let isFirstStep = i == s0 && c == 0 && start.side != nil
            for d2 in RouteSide.allCases where d2 != d.opposite {
                if d2 != d, phase & 2 != 0 || isFirstStep { continue }
                guard let (j, through) = neighbour(i, d2) else { continue }
                let straight = d2 == d ? phase : phase & ~1
                // A step may begin the last run: travelling as the end is entered, on its line.
                let p = point(i), q = end.point
                let joins = phase & 2 == 0 && (arrival == nil || arrival == d2) && (d2.isHorizontal ? p.y == q.y : p.x == q.x)
                for nextPhase in joins ? [straight, straight | 2] : [straight] {
                    var exempt: UInt32 = 0
                    if nextPhase & 1 != 0 { exempt |= startOwn }
                    if nextPhase & 2 != 0 { exempt |= endOwn }
                    guard through & ~exempt == 0 else { continue }
                    push((j * 4 + d2.rawValue) * 4 + nextPhase, c + 1 + (d2 == d ? 0 : big))
                }
            }
        }
        return nil
    }
}

/// A binary min-heap of (cost, state), for the reference's Dijkstra.
struct IntHeap {
    private var items: [(Int, Int)] = []

    mutating func push(_ c: Int, _ s: Int) {
        items.append((c, s))
        var i = items.count - 1
        while i > 0, items[(i - 1) / 2].0 > items[i].0 {
            items.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }

    mutating func pop() -> (Int, Int)? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count, items[l].0 < items[m].0 { m = l }
                if r < items.count, items[r].0 < items[m].0 { m = r }
                if m == i { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return top
    }
}
