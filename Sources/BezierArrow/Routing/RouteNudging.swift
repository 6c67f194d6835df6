/// Spreads apart the segments of different routes that share a channel: Wybrow, Marriott and
/// Stuckey's nudging step, simplified.
///
/// Horizontal segments first, then vertical ones (each pass reads the routes as the last left
/// them). Each segment's channel is the stretch across its line the obstacles leave over its span
/// (their grown boxes' nearest edges on either side). Segments whose spans overlap, each in the
/// other's channel and within ``reach`` spacings across, form a group (and so on, transitively).
/// A group keeps its lines' order; segments on one line are ordered across it so that routes need
/// not cross (below) and spread `spacing` apart about it; then passes down and up the group push
/// neighbours `spacing` apart, and each segment is kept in its channel and short of the far ends
/// of the segments it joins (which would turn them back). A channel narrower than its group
/// squeezes the spacing to fit. A route's first and last segments stay (its tips do not move).
///
/// **Order on a line.** For two segments, each end of the one that ends inside the other's span
/// says which side it must lie on: the side its next segment leaves towards, else it would cross
/// the other. Where both end at the same place and turn the same way, the one whose next segment
/// is longer counts as the inner one, and lies towards the turn. A segment's rank is how many of
/// the others it must lie before; ties keep the routes' order, so the layout is stable.
enum RouteNudging {
    /// How many spacings apart two lines may be and still be laid out together.
    static let reach = 8.0

    private struct Member {
        var route: Int, segment: Int
        var v: Double, u0: Double, u1: Double
        /// The far coordinate across the line of the segments joined at the low and high ends
        /// (`nil` at a tip).
        var low: Double?, high: Double?
        var isFixed: Bool
        /// The channel across the line.
        var lo = -Double.infinity, hi = Double.infinity
    }

    /// Nudges every route's shared segments apart.
    ///
    /// - Parameter pinned: points each route passes (its waypoints; none for a route beyond the
    ///   list): a segment through one, its ends included, stays, as a first or last one does.
    static func nudge(_ routes: inout [[Point]], obstacles: RouteObstacles, spacing: Double, pinned: [[Point]] = []) {
        guard spacing > 0, spacing.isFinite else { return }
        nudgeHorizontal(&routes, boxes: obstacles, spacing: spacing, pinned: pinned, transposed: false)
        nudgeHorizontal(&routes, boxes: obstacles, spacing: spacing, pinned: pinned, transposed: true)
        for i in routes.indices where routes[i].count > 2 { routes[i] = OrthogonalRouter.corners(routes[i]) }
    }

    private static func flip(_ p: Point, _ t: Bool) -> Point { t ? Point(p.y, p.x) : p }

    /// One pass over the segments along x (of the routes transposed, for the vertical pass).
    private static func nudgeHorizontal(_ routes: inout [[Point]], boxes: RouteObstacles, spacing: Double, pinned: [[Point]],
                                        transposed t: Bool) {
        var members: [Member] = []
        let across = reach * spacing
        for (r, route) in routes.enumerated() where route.count >= 2 {
            let n = route.count - 1
            for k in 0..<n {
                let a = flip(route[k], t), b = flip(route[k + 1], t)
                guard a.y == b.y, a.x != b.x else { continue }
                let before = k > 0 ? flip(route[k - 1], t).y : nil, after = k + 2 <= n ? flip(route[k + 2], t).y : nil
                let forward = a.x < b.x, u0 = min(a.x, b.x), u1 = max(a.x, b.x)
                let passes = r < pinned.count && pinned[r].contains { w in
                    let q = flip(w, t)
                    return q.y == a.y && q.x >= u0 && q.x <= u1
                }
                var m = Member(route: r, segment: k, v: a.y, u0: u0, u1: u1,
                               low: forward ? before : after, high: forward ? after : before, isFixed: k == 0 || k == n - 1 || passes)
                let v = m.v
                let query = t ? RouteBox(minX: v - across, minY: u0, maxX: v + across, maxY: u1)
                              : RouteBox(minX: u0, minY: v - across, maxX: u1, maxY: v + across)
                boxes.forEach(meeting: query) { i in
                    let b = boxes.boxes[i]!
                    let (bu0, bu1, bv0, bv1) = t ? (b.minY, b.maxY, b.minX, b.maxX) : (b.minX, b.maxX, b.minY, b.maxY)
                    guard bu0 < u1, bu1 > u0 else { return }
                    if bv1 <= v { m.lo = max(m.lo, bv1) } else if bv0 >= v { m.hi = min(m.hi, bv0) }
                }
                members.append(m)
            }
        }
        members.sort { $0.v < $1.v || ($0.v == $1.v && $0.u0 < $1.u0) }
        // Groups: union-find over pairs near enough across, overlapping along, in each other's channel.
        var parent = Array(members.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        for i in members.indices {
            let a = members[i]
            var j = i + 1
            while j < members.count, members[j].v - a.v <= across {
                let b = members[j]
                if b.u0 < a.u1, a.u0 < b.u1, b.v <= a.hi, a.v >= b.lo, b.route != a.route { parent[root(j)] = root(i) }
                j += 1
            }
        }
        var groups: [Int: [Int]] = [:]
        for i in members.indices { groups[root(i), default: []].append(i) }
        for key in groups.keys.sorted() {
            let group = groups[key]!
            if group.count >= 2 { layOut(group.map { members[$0] }, &routes, spacing: spacing, transposed: t) }
        }
    }
    /// Which way `a` must lie from `b` across the line: -1 before (smaller v), +1 after, 0 free.
    private static func side(of a: Member, from b: Member) -> Int {
        func vote(_ aEnd: Double, _ bEnd: Double, _ aFar: Double?, _ bFar: Double?, inside: Bool) -> Int {
            guard let aFar else { return 0 }
            let aTurn = aFar < a.v ? -1 : 1
            if aEnd != bEnd { return inside ? aTurn : 0 }
            guard let bFar else { return aTurn }
            let bTurn = bFar < b.v ? -1 : 1
            if aTurn != bTurn { return aTurn }
            // Same turn: the longer next segment is the inner one, towards the turn.
            let aLength = abs(aFar - a.v), bLength = abs(bFar - b.v)
            return aLength == bLength ? 0 : aLength > bLength ? aTurn : -aTurn
        }
        return vote(a.u0, b.u0, a.low, b.low, inside: a.u0 > b.u0) + vote(a.u1, b.u1, a.high, b.high, inside: a.u1 < b.u1)
    }

    /// Lays out one group (members sorted by line) along its lines' order.
    private static func layOut(_ group: [Member], _ routes: inout [[Point]], spacing: Double, transposed t: Bool) {
        let n = group.count
        // Order: by line, then on a line by rank (how many it must lie before), then by route.
        var rank = [Int](repeating: 0, count: n)
        for a in 0..<n {
            for b in 0..<n where a != b && group[a].v == group[b].v && side(of: group[a], from: group[b]) < 0 { rank[a] += 1 }
        }
        let order = (0..<n).sorted {
            let a = group[$0], b = group[$1]
            if a.v != b.v { return a.v < b.v }
            return rank[$0] != rank[$1] ? rank[$0] > rank[$1] : a.route < b.route
        }
        let lo = group.map(\.lo).max()!, hi = group.map(\.hi).min()!
        let gap = Double(n - 1) * spacing > hi - lo ? max(hi - lo, 0) / Double(n - 1) : spacing
        // Wanted: each line's segments spread about it; then neighbours pushed apart, down and up.
        var at = [Double](repeating: 0, count: n)
        var k = 0
        while k < n {
            var end = k
            while end < n, group[order[end]].v == group[order[k]].v { end += 1 }
            let fixed = (k..<end).first { group[order[$0]].isFixed }
            let first = group[order[k]].v - (fixed.map { Double($0 - k) } ?? Double(end - k - 1) / 2) * gap
            for j in k..<end { at[j] = first + Double(j - k) * gap }
            k = end
        }
        func isFixed(_ j: Int) -> Bool { group[order[j]].isFixed }
        for j in 0..<n where isFixed(j) { at[j] = group[order[j]].v }
        for j in 1..<n where !isFixed(j) { at[j] = max(at[j], at[j - 1] + gap) }
        if !isFixed(n - 1) { at[n - 1] = min(at[n - 1], hi) }
        for j in stride(from: n - 2, through: 0, by: -1) where !isFixed(j) { at[j] = min(at[j], at[j + 1] - gap) }
        if !isFixed(0) { at[0] = max(at[0], lo) }
        for j in 1..<n where !isFixed(j) { at[j] = max(at[j], at[j - 1] + gap) }
        for (j, m) in order.enumerated() {
            let member = group[m]
            guard !member.isFixed else { continue }
            var low = member.lo, high = member.hi
            for far in [member.low, member.high] {
                guard let far else { continue }
                if far < member.v { low = max(low, far) } else if far > member.v { high = min(high, far) }
            }
            let target = min(max(at[j], low), high)
            guard target.isFinite, target != member.v else { continue }
            for k in [member.segment, member.segment + 1] {
                var p = flip(routes[member.route][k], t)
                p.y = target
                routes[member.route][k] = flip(p, t)
            }
        }
    }
}
