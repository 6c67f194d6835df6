/// An elbow body through waypoints: horizontal and vertical runs, the corners between the
/// waypoints rounded; and an elbow through given corners (a router's).
extension WaypointLine {
    /// Appends an elbow's runs through the points.
    ///
    /// The rule: the route passes each point along one axis where it can. A tip leaves (or is
    /// reached) along its leg's main axis (the larger component of the leg, x on ties), as an
    /// elbow without waypoints does. A waypoint is passed straight along the main axis of the
    /// line between its neighbours when it lies strictly between them on that axis, else along
    /// the other axis when it lies strictly between them on that one; otherwise the route turns
    /// there, arriving along its incoming leg's main axis and leaving along the other. A leg
    /// between two points passed along the same axis runs along it, across, and along it again,
    /// its middle segment halfway between the points or where a drag put it
    /// (``ArrowBodyState/fixedSegments``, kept between the two points), with a midpoint handle;
    /// a leg between points passed along different axes turns once, at the corner the two axes
    /// give, and has no handle.
    ///
    /// Corners at waypoints are sharp (a rounded corner would pass inside the waypoint); the
    /// others are rounded as ``appendElbow(through:sharp:cornerRadius:)`` rounds them.
    mutating func appendElbow(_ q: Points, state: ArrowBodyState, cornerRadius cr: Double) {
        /// Whether the main axis of a vector is x.
        func mainIsX(_ v: Point) -> Bool { abs(v.x) >= abs(v.y) }
        /// The point's coordinate along an axis.
        func along(_ p: Point, _ x: Bool) -> Double { x ? p.x : p.y }
        /// Whether `b` lies strictly between `a` and `c` along an axis.
        func isBetween(_ a: Point, _ b: Point, _ c: Point, _ x: Bool) -> Bool {
            let u = along(a, x), v = along(b, x), w = along(c, x)
            return u < v && v < w || w < v && v < u
        }
        let last = q.count - 1
        /// The axes a point is reached along and left along.
        func axes(_ k: Int) -> (into: Bool, out: Bool) {
            if k == 0 { let x = mainIsX(q[1] - q[0]); return (x, x) }
            if k == last { let x = mainIsX(q[last] - q[last - 1]); return (x, x) }
            let preferred = mainIsX(q[k + 1] - q[k - 1])
            if isBetween(q[k - 1], q[k], q[k + 1], preferred) { return (preferred, preferred) }
            if isBetween(q[k - 1], q[k], q[k + 1], !preferred) { return (!preferred, !preferred) }
            let into = mainIsX(q[k] - q[k - 1])
            return (into, !into)
        }
        vertices.append(q[0])
        isSharp.append(true)
        var leaving = axes(0).out
        for k in 0..<last {
            let a = q[k], b = q[k + 1]
            let next = axes(k + 1)
            /// Swaps the coordinates when the leg leaves along y, so the runs are planned along x.
            func frame(_ p: Point) -> Point { leaving ? p : Point(p.y, p.x) }
            let fa = frame(a), fb = frame(b)
            if leaving == next.into {
                let lo = min(fa.x, fb.x), hi = max(fa.x, fb.x)
                let m = min(max(state.fixedSegment(k) ?? (fa.x + fb.x) / 2, lo), hi)
                appendVertex(frame(Point(m, fa.y)), sharp: false)
                appendVertex(frame(Point(m, fb.y)), sharp: false)
                if fa.y != fb.y {
                    legHandles.append(LegHandle(leg: k, point: frame(Point(m, fa.y + (fb.y - fa.y) / 2)), movesX: leaving))
                }
            } else {
                appendVertex(frame(Point(fb.x, fa.y)), sharp: false)
            }
            appendVertex(b, sharp: true)
            leaving = next.out
        }
        appendElbow(through: vertices, sharp: isSharp, cornerRadius: cr)
    }

    /// Appends a corner to ``vertices``, none where it repeats the last (a repeated waypoint
    /// makes the last one sharp).
    private mutating func appendVertex(_ p: Point, sharp: Bool) {
        if vertices.last == p {
            if sharp { isSharp[isSharp.count - 1] = true }
            return
        }
        vertices.append(p)
        isSharp.append(sharp)
    }

    /// Appends an elbow through given corners: a straight cubic a run between consecutive
    /// corners, each corner that turns a quarter turn rounded by a quarter circle of radius
    /// `min(cornerRadius, half of each run beside it)` (its handle ``BodyRoute/quarterCircleHandle``,
    /// as an elbow without waypoints rounds its corners), unless it is marked sharp; a corner
    /// that turns no angle or a half turn stays a point of the line.
    ///
    /// - Parameters:
    ///   - corners: the points from the start tip to the end tip, each consecutive two on one
    ///     horizontal or vertical line (a router's orthogonal route; other runs are drawn
    ///     straight, their corners sharp).
    ///   - sharp: for each corner, whether it stays sharp (the ends are never rounded); empty
    ///     for none.
    ///   - cornerRadius: the corners' radius (at least 0).
    mutating func appendElbow(through corners: [Point], sharp: [Bool], cornerRadius cr: Double) {
        guard let first = corners.first else { return }
        var current = first
        for j in 1..<max(corners.count, 1) {
            let k = corners[j]
            guard j < corners.count - 1,
                  let rounded = elbowRounding(j, before: corners[j - 1], k, after: corners[j + 1],
                                              sharp: j < sharp.count && sharp[j], cornerRadius: cr) else {
                appendLine(from: current, to: k)
                current = k
                continue
            }
            appendLine(from: current, to: rounded.p0)
            curves.append(rounded.arc)
            current = rounded.p1
        }
    }
}

extension BodyRoute {
    /// An elbow body along given corners from the start tip to the end tip (a router's
    /// orthogonal route), each corner rounded by the corner radius as
    /// ``WaypointLine/appendElbow(through:sharp:cornerRadius:)`` rounds it, trimmed and its heads
    /// turned as a path's (``path(_:start:end:startTrim:endTrim:)``).
    ///
    /// - Parameters:
    ///   - corners: the points, the first the start tip and the last the end tip; fewer than two
    ///     give the straight route between the ends there are.
    ///   - startTrim: how far from the start tip the body stops (at least 0).
    ///   - endTrim: the same at the end tip.
    ///   - cornerRadius: the corners' radius (at least 0).
    /// - Returns: the route.
    static func elbow(through corners: [Point], startTrim: Double, endTrim: Double, cornerRadius: Double) -> BodyRoute {
        guard let s = corners.first, let e = corners.last, corners.count >= 2 else {
            let p = corners.first ?? .zero
            return straight(start: p, end: p, startTrim: startTrim, endTrim: endTrim)
        }
        var line = WaypointLine()
        line.appendElbow(through: corners, sharp: [], cornerRadius: trim(cornerRadius))
        if line.curves.isEmpty { line.curves.append(WaypointLine.line(s, e)) }
        var scratch = PathScratch()
        return path(line.curves, start: s, end: e, startTrim: startTrim, endTrim: endTrim, cutsTurns: false,
                    scratch: &scratch)
    }
}
