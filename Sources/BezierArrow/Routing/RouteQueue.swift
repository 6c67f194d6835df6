/// The search's open states: a binary min-heap by estimated total cost, ties going to the state
/// with more cost behind it (the deeper one, nearer the target), which keeps A* from widening
/// through the many paths of equal cost an orthogonal graph has.
struct RouteQueue {
    private var items: [(f: Double, g: Double, state: Int32)] = []

    var isEmpty: Bool { items.isEmpty }

    private static func precedes(_ a: (f: Double, g: Double, state: Int32), _ b: (f: Double, g: Double, state: Int32)) -> Bool {
        a.f < b.f || (a.f == b.f && a.g > b.g)
    }

    mutating func push(f: Double, g: Double, state: Int) {
        items.append((f, g, Int32(state)))
        var i = items.count - 1
        while i > 0 {
            let up = (i - 1) / 2
            guard Self.precedes(items[i], items[up]) else { break }
            items.swapAt(i, up)
            i = up
        }
    }

    mutating func pop() -> (g: Double, state: Int)? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var best = i
                if l < items.count, Self.precedes(items[l], items[best]) { best = l }
                if r < items.count, Self.precedes(items[r], items[best]) { best = r }
                if best == i { break }
                items.swapAt(i, best)
                i = best
            }
        }
        return (top.g, Int(top.state))
    }
}
