import BezierArrow

/// What every route must be, checked segment by segment: a message for each fault.
enum RouteChecks {
    /// The faults of a route between two ends among grown boxes: not from start to end, a
    /// segment neither horizontal nor vertical (or of zero length), a NaN, a segment meeting a
    /// box's open interior (the first segment may meet boxes holding the start in their interior,
    /// the last those holding the end: the ends' own shapes' exits), a first segment not leaving
    /// by the start's side, a last one not entering by the end's.
    static func faults(_ route: [Point], _ start: RouteEnd, _ end: RouteEnd, _ boxes: [RouteBox]) -> [String] {
        var faults: [String] = []
        guard route.count >= 2, route.first == start.point, route.last == end.point else {
            return ["does not run from start to end: \(route)"]
        }
        if route.contains(where: { !$0.isFinite }) { faults.append("not finite") }
        let n = route.count - 1
        for k in 0..<n {
            let a = route[k], b = route[k + 1]
            guard RouteSide.from(a, to: b) != nil else { faults.append("segment \(k) not orthogonal: \(a) \(b)"); continue }
            for (i, box) in boxes.enumerated() where box.isCrossed(by: a, b) {
                if k == 0, box.holdsInside(start.point) { continue }
                if k == n - 1, box.holdsInside(end.point) { continue }
                faults.append("segment \(k) \(a) -> \(b) crosses box \(i) \(box)")
            }
        }
        if let side = start.side, RouteSide.from(route[0], to: route[1]) != side {
            faults.append("leaves by \(String(describing: RouteSide.from(route[0], to: route[1]))), not \(side)")
        }
        if let side = end.side, RouteSide.from(route[n - 1], to: route[n]) != side.opposite {
            faults.append("enters moving \(String(describing: RouteSide.from(route[n - 1], to: route[n]))), not \(side.opposite)")
        }
        return faults
    }

    static func bends(_ route: [Point]) -> Int {
        var bends = 0
        for k in 1..<max(route.count - 1, 1) where RouteSide.from(route[k - 1], to: route[k]) != RouteSide.from(route[k], to: route[k + 1]) {
            bends += 1
        }
        return bends
    }

    static func length(_ route: [Point]) -> Double {
        zip(route, route.dropFirst()).reduce(0) { $0 + abs($1.1.x - $1.0.x) + abs($1.1.y - $1.0.y) }
    }
}
