import BezierArrow

/// The plain reference for the routing section: A* on a uniform grid of points 10 apart over
/// (grid point, direction) states, by length plus a penalty a bend, among grid points outside
/// every obstacle grown by the margin; the blocked points are marked once for a scene.
///
/// A tip is moved out of its shape through its side by the margin and one grid step, then to the
/// nearest grid point; the route found is a list of grid points (its figures are speed, and how
/// many routes it found).
struct GridRouter {
    let step = 10.0
    let minX: Double, minY: Double, columns: Int, rows: Int
    let bendPenalty: Double, margin: Double
    private(set) var blocked: [Bool]

    init(obstacles: [Rect], margin: Double, bendPenalty: Double) {
        var bounds = Rect.null
        for r in obstacles { bounds = bounds.union(r) }
        let pad = margin + 4 * step
        minX = bounds.minX - pad
        minY = bounds.minY - pad
        columns = Int(((bounds.width + 2 * pad) / step).rounded(.up)) + 1
        rows = Int(((bounds.height + 2 * pad) / step).rounded(.up)) + 1
        self.margin = margin
        self.bendPenalty = bendPenalty
        blocked = Array(repeating: false, count: columns * rows)
        for r in obstacles {
            let x0 = r.minX - margin, x1 = r.maxX + margin, y0 = r.minY - margin, y1 = r.maxY + margin
            for row in max(0, Int(((y0 - minY) / step).rounded(.down)))...min(rows - 1, Int(((y1 - minY) / step).rounded(.up))) {
                let y = minY + Double(row) * step
                guard y > y0, y < y1 else { continue }
                for column in max(0, Int(((x0 - minX) / step).rounded(.down)))...min(columns - 1, Int(((x1 - minX) / step).rounded(.up))) {
                    let x = minX + Double(column) * step
                    if x > x0, x < x1 { blocked[row * columns + column] = true }
                }
            }
        }
    }

    private func cell(_ p: Point) -> Int {
        let c = min(max(Int(((p.x - minX) / step).rounded()), 0), columns - 1)
        let r = min(max(Int(((p.y - minY) / step).rounded()), 0), rows - 1)
        return r * columns + c
    }

    /// The grid points of the best route, or `nil`.
    func route(from start: RouteEnd, to end: RouteEnd) -> [Int]? {
        func out(_ e: RouteEnd) -> Point { e.point + (e.side?.step ?? .zero) * (margin + step) }
        let s = cell(out(start)), t = cell(out(end))
        let tc = t % columns, tr = t / columns
        let states = columns * rows * 4
        var cost = [Double](repeating: .infinity, count: states)
        var parent = [Int32](repeating: -1, count: states)
        var heap: [(f: Double, state: Int)] = []
        func push(_ f: Double, _ state: Int) {
            heap.append((f, state))
            var i = heap.count - 1
            while i > 0, heap[(i - 1) / 2].f > heap[i].f { heap.swapAt(i, (i - 1) / 2); i = (i - 1) / 2 }
        }
        func pop() -> Int {
            let top = heap[0].state
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                var i = 0
                while true {
                    let l = 2 * i + 1, r = l + 1
                    var m = i
                    if l < heap.count, heap[l].f < heap[m].f { m = l }
                    if r < heap.count, heap[r].f < heap[m].f { m = r }
                    if m == i { break }
                    heap.swapAt(i, m)
                    i = m
                }
            }
            return top
        }
        func h(_ c: Int) -> Double { step * Double(abs(c % columns - tc) + abs(c / columns - tr)) }
        for d in 0..<4 { cost[s * 4 + d] = 0; push(h(s), s * 4 + d) }
        let moves = [1, columns, -1, -columns]
        while !heap.isEmpty {
            let state = pop(), c = state >> 2, d = state & 3
            if c == t {
                var cells: [Int] = []
                var k = state
                while k >= 0 { cells.append(k >> 2); k = Int(parent[k]) }
                return cells.reversed()
            }
            for d2 in 0..<4 where d2 != (d + 2) & 3 {
                let col = c % columns
                if d2 == 0 && col == columns - 1 || d2 == 2 && col == 0 { continue }
                let n = c + moves[d2]
                guard n >= 0, n < columns * rows, !blocked[n] || n == t else { continue }
                let g = cost[state] + step + (d2 == d ? 0 : bendPenalty)
                let s2 = n * 4 + d2
                if g < cost[s2] { cost[s2] = g; parent[s2] = Int32(state); push(g + h(n), s2) }
            }
        }
        return nil
    }
}
