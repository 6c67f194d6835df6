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
/// (``neighbour(of:_:)``), and a line's crossings are listed only when a node on it first needs
/// its neighbours. Over a whole scene of a thousand boxes the graph has about 160,000 nodes, of
/// which a search reaches a few thousand, so the graph is not built whole.
///
/// The graph is the same as one built whole: a node is a crossing of a vertical line and a
/// horizontal one (by their indices), and its neighbour along a line is the next crossing in the
/// line's list, which holds the crossing lines in index order, the order a sweep over the whole
/// graph would link them in (by coordinate along the line; two stretches on one coordinate that
/// touch end to end, behind a box of zero width, both cross in index order). A node's number is
/// the order it was found in, which the search does not read (its queue orders by cost alone), so
/// the search visits the same nodes in the same order as over the graph built whole, and finds
/// the same path; ``node(at:)`` gives, as the first node at a point in a sweep would be, the
/// crossing of the first vertical line and the first horizontal line through the point.
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
    private var crossingNodes: [Int: Int32] = [:]
    /// The free lines: horizontal ones by y, then x; vertical ones by x, then y.
    private let horizontal: [Line], vertical: [Line]
    /// Where each line's crossing lines (by index, in increasing index) lie in ``crossings``,
    /// `lower == -1` until listed.
    private var horizontalCrossings: [(lower: Int32, upper: Int32)]
    private var verticalCrossings: [(lower: Int32, upper: Int32)]
    private var crossings: [Int32] = []

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
        horizontalCrossings = Array(repeating: (-1, -1), count: horizontal.count)
        verticalCrossings = Array(repeating: (-1, -1), count: vertical.count)
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
        if let n = crossingNodes[key] { return Int(n) }
        let n = xs.count
        crossingNodes[key] = Int32(n)
        xs.append(vertical[v].v)
        ys.append(horizontal[h].v)
        verticalOf.append(Int32(v))
        horizontalOf.append(Int32(h))
        links.append(contentsOf: repeatElement(Self.unknown, count: 4))
        return n
    }

    /// Finds a node's four neighbours: the crossings before and after it on its two lines.
    private mutating func findNeighbours(of n: Int) {
        let v = Int(verticalOf[n]), h = Int(horizontalOf[n])
        let along = crossings(ofHorizontal: h), down = crossings(ofVertical: v)
        // The lines crossing a line are listed in increasing index: the node's own is found by
        // bisection.
        func neighbours(_ range: Range<Int>, _ own: Int) -> (before: Int?, after: Int?) {
            var lo = range.lowerBound, hi = range.upperBound
            while lo < hi {
                let mid = (lo + hi) / 2
                if Int(crossings[mid]) < own { lo = mid + 1 } else { hi = mid }
            }
            precondition(lo < range.upperBound && Int(crossings[lo]) == own, "a node's line does not cross the other")
            return (lo > range.lowerBound ? Int(crossings[lo - 1]) : nil,
                    lo + 1 < range.upperBound ? Int(crossings[lo + 1]) : nil)
        }
        let (left, right) = neighbours(along, v), (up, below) = neighbours(down, h)
        let l = left.map { node(vertical: $0, horizontal: h) } ?? -1
        let r = right.map { node(vertical: $0, horizontal: h) } ?? -1
        let u = up.map { node(vertical: v, horizontal: $0) } ?? -1
        let d = below.map { node(vertical: v, horizontal: $0) } ?? -1
        links[n * 4 + RouteSide.left.rawValue] = Int32(l)
        links[n * 4 + RouteSide.right.rawValue] = Int32(r)
        links[n * 4 + RouteSide.up.rawValue] = Int32(u)
        links[n * 4 + RouteSide.down.rawValue] = Int32(d)
    }

    /// The vertical lines crossing a horizontal line, in increasing index (so x): those whose x
    /// lies within its stretch and whose stretch holds its y; listed when first asked for.
    private mutating func crossings(ofHorizontal h: Int) -> Range<Int> {
        let known = horizontalCrossings[h]
        if known.lower >= 0 { return Int(known.lower)..<Int(known.upper) }
        let line = horizontal[h], lower = crossings.count
        var k = Self.lowerBound(vertical, line.u0)
        while k < vertical.count, vertical[k].v <= line.u1 {
            if vertical[k].u0 <= line.v, line.v <= vertical[k].u1 { crossings.append(Int32(k)) }
            k += 1
        }
        horizontalCrossings[h] = (Int32(lower), Int32(crossings.count))
        return lower..<crossings.count
    }

    /// The horizontal lines crossing a vertical line, in increasing index (so y): those whose y
    /// lies within its stretch and whose stretch holds its x; listed when first asked for.
    private mutating func crossings(ofVertical v: Int) -> Range<Int> {
        let known = verticalCrossings[v]
        if known.lower >= 0 { return Int(known.lower)..<Int(known.upper) }
        let line = vertical[v], lower = crossings.count
        var k = Self.lowerBound(horizontal, line.u0)
        while k < horizontal.count, horizontal[k].v <= line.u1 {
            if horizontal[k].u0 <= line.v, line.v <= horizontal[k].u1 { crossings.append(Int32(k)) }
            k += 1
        }
        verticalCrossings[v] = (Int32(lower), Int32(crossings.count))
        return lower..<crossings.count
    }
}
