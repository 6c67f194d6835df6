/// An orthogonal visibility graph over a region: the method of Wybrow, Marriott and Stuckey,
/// "Orthogonal Connector Routing" (Graph Drawing 2009).
///
/// The interesting points are the grown obstacles' corners, the region's corners and the points
/// the caller adds (where routes leave and enter). From each, a horizontal sweep (then a vertical
/// one) finds the longest line through it that meets no box's open interior and stays in the
/// region; lines on one coordinate through several points are one. The graph's nodes are where a
/// horizontal line meets a vertical one (closed stretches: an end touching the other line counts),
/// each linked to its nearest neighbour in the four directions. The paper shows that some path of
/// least length and bends between two of the points runs on this graph.
///
/// **Nodes found when reached.** The lines are built up front; a node is made only when the
/// caller asks for one at a point (``node(at:)``) or when the search reaches a node next to it
/// (``neighbour(of:_:)``). Over a whole scene of a thousand boxes the graph has about 160,000
/// nodes, of which a search reaches a few thousand, so the graph is not built whole.
///
/// The graph is the same as one built whole: a node is a crossing of a vertical line and a
/// horizontal one (by their indices), and its neighbour along a line is the nearest line before
/// or after its own in index order that crosses the line, the order a sweep over the whole graph
/// links them in (by coordinate along the line; two stretches on one coordinate that touch end
/// to end, behind a box of zero width, both cross, in index order). A node's number is
/// the order it was found in, which the search does not read: its queue orders by cost alone
/// (the heap's ties fall by the order of pushes), its costs and estimates read the nodes'
/// coordinates, the lines' own, and it asks for the four sides in the same order, so it pushes
/// and pops the same states in the same order as over the graph built whole, and finds the same
/// path; ``node(at:)`` gives, as the first node at a point in a sweep would be, the crossing of
/// the first vertical line and the first horizontal line through the point.
struct VisibilityGraph {
    /// The nodes found so far: their coordinates, and the vertical and horizontal line each lies on.
    private(set) var xs: [Double] = []
    private(set) var ys: [Double] = []
    private var verticalOf: [Int32] = [], horizontalOf: [Int32] = []
    /// Four neighbours a node, by `RouteSide.rawValue` (`node * 4 + side`): -1 for none,
    /// ``unknown`` until its neighbours are found.
    private var links: [Int32] = []
    private static let unknown: Int32 = -2
    /// The node at each crossing found so far, by `vertical * horizontal.count + horizontal`.
    private var crossings: [Int: Int32] = [:]
    /// The free lines: horizontal ones by y, then x; vertical ones by x, then y.
    private let horizontal: [Line], vertical: [Line]

    var nodeCount: Int { xs.count }

    func point(_ n: Int) -> Point { Point(xs[n], ys[n]) }

    /// A free stretch of one line: `v` across it (y of a horizontal line), `u0...u1` along it.
    struct Line {
        var v: Double, u0: Double, u1: Double
    }

    /// Builds the lines of the region around the given boxes (grown obstacles: only their open
    /// interiors block) and extra interesting points; the nodes are found as they are reached.
    init(region: RouteBox, boxes: [RouteBox], points: [Point]) {
        var interesting = points
        interesting.reserveCapacity(points.count + 4 * boxes.count + 4)
        for b in [region] + boxes {
            for p in [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.minX, b.maxY), Point(b.maxX, b.maxY)]
            where p.x >= region.minX && p.x <= region.maxX && p.y >= region.minY && p.y <= region.maxY {
                interesting.append(p)
            }
        }
        horizontal = Self.lines(through: interesting.map { ($0.y, $0.x) },
                                boxes: boxes.map { ($0.minY, $0.maxY, $0.minX, $0.maxX) },
                                from: region.minX, to: region.maxX)
        vertical = Self.lines(through: interesting.map { ($0.x, $0.y) },
                              boxes: boxes.map { ($0.minX, $0.maxX, $0.minY, $0.maxY) },
                              from: region.minY, to: region.maxY)
    }

    /// The sweep along one axis: for each distinct `v` of the points, in increasing order, the
    /// boxes whose open interior spans `v` are kept active, and the free stretches between their
    /// intervals that hold a point are the lines.
    ///
    /// The active boxes' intervals are kept in order of their low ends as boxes enter and leave
    /// (one entering goes after those as low, which entered before it), rather than gathered and
    /// sorted again at every `v`: the same order a stable sort by low end of the boxes in the
    /// order they entered gives. The order of intervals with one low end matters only where one
    /// of them is empty (a box of zero extent), which a following interval must not swallow.
    private static func lines(through points: [(v: Double, u: Double)],
                              boxes: [(vMin: Double, vMax: Double, uMin: Double, uMax: Double)],
                              from lo: Double, to hi: Double) -> [Line] {
        let sorted = points.sorted { $0.v < $1.v || ($0.v == $1.v && $0.u < $1.u) }
        let entering = boxes.indices.sorted { boxes[$0].vMin < boxes[$1].vMin }
        var lines: [Line] = []
        var blocked: [(a: Double, b: Double, vMax: Double)] = []
        var next = 0, i = 0
        while i < sorted.count {
            let v = sorted[i].v
            var end = i
            while end < sorted.count, sorted[end].v == v { end += 1 }
            while next < entering.count, boxes[entering[next]].vMin < v {
                let box = boxes[entering[next]]
                var at = blocked.count
                while at > 0, blocked[at - 1].a > box.uMin { at -= 1 }
                blocked.insert((box.uMin, box.uMax, box.vMax), at: at)
                next += 1
            }
            blocked.removeAll { $0.vMax <= v }
            // Free stretches: [start, a] before each blocked open interval (a, b), then [start, hi].
            var start = lo, k = i, bi = 0
            while start <= hi, k < end {
                var stop = hi, resume = Double.infinity
                while bi < blocked.count {
                    let (a, b, _) = blocked[bi]
                    if b <= start { bi += 1; continue }
                    if a < start { start = b; bi += 1; continue }
                    stop = min(a, hi)
                    resume = b
                    bi += 1
                    // Overlapping intervals block as one.
                    while bi < blocked.count, blocked[bi].a < resume { resume = max(resume, blocked[bi].b); bi += 1 }
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

    /// The node at a point, if the point is one: the crossing of the first vertical line and the
    /// first horizontal line through it, made when first asked for.
    mutating func node(at p: Point) -> Int? {
        guard let v = Self.first(in: vertical, at: p.x, holding: p.y),
              let h = Self.first(in: horizontal, at: p.y, holding: p.x)
        else { return nil }
        return node(vertical: v, horizontal: h)
    }

    /// The node next to `n` on a side, or -1 for none: the neighbours of `n` are found when
    /// first asked for.
    mutating func neighbour(of n: Int, _ side: RouteSide) -> Int {
        if links[n * 4] == Self.unknown { findNeighbours(of: n) }
        return Int(links[n * 4 + side.rawValue])
    }

    /// The first line (by index) at `v` across whose stretch holds `u`.
    private static func first(in lines: [Line], at v: Double, holding u: Double) -> Int? {
        var k = lowerBound(lines, v)
        while k < lines.count, lines[k].v == v {
            if lines[k].u0 <= u, u <= lines[k].u1 { return k }
            k += 1
        }
        return nil
    }

    /// The index of the first line at `v` across or more.
    private static func lowerBound(_ lines: [Line], _ v: Double) -> Int {
        var lo = 0, hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid].v < v { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The node at a crossing, made when first met.
    private mutating func node(vertical v: Int, horizontal h: Int) -> Int {
        let key = v * horizontal.count + h
        if let n = crossings[key] { return Int(n) }
        let n = xs.count
        crossings[key] = Int32(n)
        xs.append(vertical[v].v)
        ys.append(horizontal[h].v)
        verticalOf.append(Int32(v))
        horizontalOf.append(Int32(h))
        links.append(contentsOf: repeatElement(Self.unknown, count: 4))
        return n
    }

    /// Finds a node's four neighbours: on each of its lines, the nearest line before and after
    /// its own (by index) that crosses it. Lines cross where each one's stretch holds the other's
    /// coordinate (ends included); along a horizontal line, the vertical lines within its stretch
    /// are those of one run of indices (they are sorted by x), and the other way round.
    private mutating func findNeighbours(of n: Int) {
        let v = Int(verticalOf[n]), h = Int(horizontalOf[n])
        let across = horizontal[h], down = vertical[v]
        var left = -1, right = -1, up = -1, below = -1
        var k = v - 1
        while k >= 0, vertical[k].v >= across.u0 {
            if vertical[k].u0 <= across.v, across.v <= vertical[k].u1 { left = node(vertical: k, horizontal: h); break }
            k -= 1
        }
        k = v + 1
        while k < vertical.count, vertical[k].v <= across.u1 {
            if vertical[k].u0 <= across.v, across.v <= vertical[k].u1 { right = node(vertical: k, horizontal: h); break }
            k += 1
        }
        k = h - 1
        while k >= 0, horizontal[k].v >= down.u0 {
            if horizontal[k].u0 <= down.v, down.v <= horizontal[k].u1 { up = node(vertical: v, horizontal: k); break }
            k -= 1
        }
        k = h + 1
        while k < horizontal.count, horizontal[k].v <= down.u1 {
            if horizontal[k].u0 <= down.v, down.v <= horizontal[k].u1 { below = node(vertical: v, horizontal: k); break }
            k += 1
        }
        links[n * 4 + RouteSide.left.rawValue] = Int32(left)
        links[n * 4 + RouteSide.right.rawValue] = Int32(right)
        links[n * 4 + RouteSide.up.rawValue] = Int32(up)
        links[n * 4 + RouteSide.down.rawValue] = Int32(below)
    }
}
