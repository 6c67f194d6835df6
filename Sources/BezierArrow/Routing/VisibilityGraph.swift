/// An orthogonal visibility graph over a region: the method of Wybrow, Marriott and Stuckey,
/// "Orthogonal Connector Routing" (Graph Drawing 2009).
///
/// The interesting points are the grown obstacles' corners, the region's corners and the points
/// the caller adds (where routes leave and enter). From each, a horizontal sweep (then a vertical
/// one) finds the longest line through it that meets no box's open interior and stays in the
/// region; lines on one coordinate through several points are one. The graph's nodes are where a
/// horizontal line meets a vertical one, each linked to its nearest neighbour in the four
/// directions. The paper shows that some path of least length and bends between two of the
/// points runs on this graph.
struct VisibilityGraph {
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
