/// Spreads apart the segments of different routes that share a channel: Wybrow, Marriott and
/// Stuckey's nudging step, simplified.
///
/// Horizontal segments first, then vertical ones (each pass reads the routes as the last left
/// them). Segments on one line whose spans overlap form a group; a group is ordered across the
/// line so that routes need not cross (below), then laid out `spacing` apart about the line,
/// within the channel the obstacles leave (their grown boxes' nearest edges on either side over
/// the group's span), each segment also kept from passing the far ends of the segments it joins
/// (which would turn them back). A channel narrower than the group squeezes it to fit. A route's
/// first and last segments stay (its tips do not move), and the others are laid out around them.
///
/// **Order.** For two segments of a group, each end of the one that ends inside the other's span
/// says which side it must lie on: the side its next segment leaves towards, else it would cross
/// the other. Where both end at the same place and turn the same way, the one whose next segment
/// is longer counts as the inner one, and lies towards the turn. A segment's rank is how many of
/// the others it must lie above; ties keep the routes' order, so the layout is stable.
enum RouteNudging {
    private struct Member {
        var route: Int, segment: Int
        var v: Double, u0: Double, u1: Double
        /// The far coordinate across the line of the segments joined at the low and high ends
        /// (`nil` at a tip).
        var low: Double?, high: Double?
        var isFixed: Bool
    }

    /// Nudges every route's shared segments apart.
    static func nudge(_ routes: inout [[Point]], obstacles: RouteObstacles, spacing: Double) {
        guard spacing > 0, spacing.isFinite else { return }
        nudgeHorizontal(&routes, boxes: obstacles, spacing: spacing, transposed: false)
        nudgeHorizontal(&routes, boxes: obstacles, spacing: spacing, transposed: true)
        for i in routes.indices where routes[i].count > 2 { routes[i] = OrthogonalRouter.corners(routes[i]) }
    }

    private static func flip(_ p: Point, _ t: Bool) -> Point { t ? Point(p.y, p.x) : p }

    /// One pass over the segments along x (of the routes transposed, for the vertical pass).
    private static func nudgeHorizontal(_ routes: inout [[Point]], boxes: RouteObstacles, spacing: Double, transposed t: Bool) {
        var members: [Member] = []
        for (r, route) in routes.enumerated() where route.count >= 2 {
            let n = route.count - 1
            for k in 0..<n {
                let a = flip(route[k], t), b = flip(route[k + 1], t)
                guard a.y == b.y, a.x != b.x else { continue }
                let before = k > 0 ? flip(route[k - 1], t).y : nil, after = k + 2 <= n ? flip(route[k + 2], t).y : nil
                let forward = a.x < b.x
                members.append(Member(route: r, segment: k, v: a.y, u0: min(a.x, b.x), u1: max(a.x, b.x),
                                      low: forward ? before : after, high: forward ? after : before,
                                      isFixed: k == 0 || k == n - 1))
            }
        }
        members.sort { $0.v < $1.v || ($0.v == $1.v && $0.u0 < $1.u0) }
        var i = 0
        while i < members.count {
            var j = i + 1, reach = members[i].u1
            while j < members.count, members[j].v == members[i].v, members[j].u0 < reach {
                reach = max(reach, members[j].u1)
                j += 1
            }
            if j - i >= 2 { layOut(Array(members[i..<j]), &routes, boxes: boxes, spacing: spacing, transposed: t) }
            i = j
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

    private static func layOut(_ group: [Member], _ routes: inout [[Point]], boxes: RouteObstacles, spacing: Double,
                               transposed t: Bool) {
        let n = group.count, v = group[0].v
        var rank = [Int](repeating: 0, count: n)
        for a in 0..<n {
            for b in 0..<n where a != b && side(of: group[a], from: group[b]) < 0 { rank[a] += 1 }
        }
        let order = (0..<n).sorted { rank[$0] != rank[$1] ? rank[$0] > rank[$1] : group[$0].route < group[$1].route }
        // The channel: the nearest grown boxes' edges on either side over the group's span.
        let u0 = group.map(\.u0).min()!, u1 = group.map(\.u1).max()!
        var lo = -Double.infinity, hi = Double.infinity
        let reach = Double(n) * spacing
        let query = t ? RouteBox(minX: v - reach, minY: u0, maxX: v + reach, maxY: u1)
                      : RouteBox(minX: u0, minY: v - reach, maxX: u1, maxY: v + reach)
        boxes.forEach(meeting: query) { k in
            let b = boxes.boxes[k]!
            let (bu0, bu1, bv0, bv1) = t ? (b.minY, b.maxY, b.minX, b.maxX) : (b.minX, b.maxX, b.minY, b.maxY)
            guard bu0 < u1, bu1 > u0 else { return }
            if bv1 <= v { lo = max(lo, bv1) } else if bv0 >= v { hi = min(hi, bv0) }
        }
        var gap = spacing
        if Double(n - 1) * gap > hi - lo { gap = (hi - lo) / Double(n - 1) }
        let fixed = order.firstIndex { group[$0].isFixed }
        var first = v - Double(fixed ?? 0) * gap
        if fixed == nil {
            first = v - Double(n - 1) * gap / 2
            first = min(max(first, lo), hi - Double(n - 1) * gap)
        }
        for (slot, m) in order.enumerated() {
            let member = group[m]
            guard !member.isFixed else { continue }
            var low = lo, high = hi
            for far in [member.low, member.high] {
                guard let far else { continue }
                if far < v { low = max(low, far) } else { high = min(high, far) }
            }
            let target = min(max(first + Double(slot) * gap, low), high)
            guard target.isFinite else { continue }
            for k in [member.segment, member.segment + 1] {
                var p = flip(routes[member.route][k], t)
                p.y = target
                routes[member.route][k] = flip(p, t)
            }
        }
    }
}
