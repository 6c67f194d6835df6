/// A straight body through waypoints: straight lines, each corner at a waypoint rounded by an arc
/// that passes through the waypoint.
extension WaypointLine {
    /// A corner's circle: centre, and signed radius (positive when the line turns towards
    /// `perpendicular` of its direction, the centre lying at `T + ρ · perpendicular(d)` from a
    /// point `T` it is tangent at along `d`); a tip or a sharp corner is a circle of radius 0.
    struct Circle: Sendable {
        var centre: Point
        var radius: Double
        /// The line's direction at the waypoint: halfway between the legs' directions.
        var direction: Point
    }

    /// The common tangent from one circle to the next: where it leaves the first and reaches the
    /// second, and its direction (`nil` for circles of no radius at one point).
    struct Tangent: Sendable {
        var from: Point, to: Point
        var direction: Point?
        /// Whether it touches both circles (else it joins their centres: they overlap).
        var isTangent: Bool
    }

    /// Appends straight lines through the points, each waypoint's corner rounded by an arc of a
    /// circle through it.
    ///
    /// A rounded corner is not the usual fillet, which would cut inside the waypoint: its circle
    /// passes through the waypoint, touching there the line halfway between the legs'
    /// directions, its centre inside the turn; the lines run along the common tangents of
    /// consecutive circles (a tip is a circle of no radius), and each corner's arc runs from the
    /// tangent arriving to the waypoint and on to the tangent leaving, one cubic each side (an
    /// arc's handle `4/3 tan(angle / 4)` of the radius), so the waypoint is an end point of two
    /// cubics. A radius is at most ``ArrowStyle/cornerRadius`` and a quarter of the shorter leg
    /// beside the corner (so that consecutive circles never overlap and their tangents exist,
    /// and a radius never reaches half a leg); a corner whose arc would not hold its waypoint
    /// between its tangents (legs far shorter than the radius on the other side, a turn of
    /// almost nothing) has its radius halved, and after 40 halvings is sharp. A waypoint on
    /// the line through its neighbours, or one the line turns back at, is a sharp corner. The
    /// midpoint handle of a leg is the midpoint of its straight line.
    mutating func appendStraight(_ q: Points, cornerRadius cr: Double) {
        circles.removeAll(keepingCapacity: true)
        for k in 0..<q.count {
            let p = q[k]
            circles.append(k > 0 && k < q.count - 1 ? firstCircle(k, before: q[k - 1], p, after: q[k + 1], cornerRadius: cr)
                                                     : Circle(centre: p, radius: 0, direction: Point(1, 0)))
        }
        // Each attempt checks only the corners whose arc or tangents the last attempt changed
        // (next to a corner it halved): the others hold as they held, or were left sharp.
        tangents.removeAll(keepingCapacity: true)
        for k in 0..<(circles.count - 1) { tangents.append(placeTangent(k)) }
        memo.checks.removeAll(keepingCapacity: true)
        memo.checks.append(contentsOf: 1..<max(q.count - 1, 1))
        for attempt in 0..<64 {
            if attempt > 0 {
                for k in memo.halved {
                    tangents[k - 1] = placeTangent(k - 1)
                    tangents[k] = placeTangent(k)
                }
            }
            memo.halved.removeAll(keepingCapacity: true)
            for k in memo.checks where circles[k].radius != 0 && !holdsWaypoint(k) {
                memo.halved.append(k)
                circles[k].radius = attempt < 40 ? circles[k].radius / 2 : 0
                circles[k].centre = q[k] + circles[k].direction.perpendicular * circles[k].radius
            }
            if memo.halved.isEmpty { break }
            memo.checks.removeAll(keepingCapacity: true)
            for k in memo.halved {
                for j in (k - 1)...(k + 1) where j >= 1 && j < q.count - 1 && (memo.checks.last ?? 0) < j {
                    memo.checks.append(j)
                }
            }
        }
        var current = q[0]
        for k in 0..<(q.count - 1) {
            let tangent = tangents[k]
            appendLine(from: current, to: tangent.to)
            legHandles.append(LegHandle(leg: k, point: tangent.from.interpolated(to: tangent.to, 0.5), movesX: false))
            current = tangent.to
            guard k + 1 < q.count - 1 else { break }
            let circle = circles[k + 1], w = q[k + 1]
            radii.append(abs(circle.radius))
            if circle.radius != 0, let arriving = tangent.direction, let leaving = tangents[k + 1].direction {
                appendArc(from: current, arriving, to: w, circle.direction, radius: abs(circle.radius))
                appendArc(from: w, circle.direction, to: tangents[k + 1].from, leaving, radius: abs(circle.radius))
                current = tangents[k + 1].from
            } else {
                appendLine(from: current, to: w)
                current = w
            }
        }
    }

    /// The first circle of a waypoint `p` between the points `before` and `after` (see
    /// ``appendStraight(_:cornerRadius:)``): through `p`, touching there the line halfway between
    /// the legs' directions, of radius the corner radius or a quarter of the shorter leg; of no
    /// radius on a straight line, or where a leg has no length.
    ///
    /// The lines between circles are their common tangents (``tangent(_:_:)``): with `D` from
    /// one centre to the next and `Δ` the second signed radius less the first, the tangent's
    /// direction `d` has components `(ℓ, Δ)` in the frame of `D` (`D = ℓ d + Δ perpendicular(d)`,
    /// `ℓ = sqrt(|D|² - Δ²)` its length): so `d = (ℓ D - Δ perpendicular(D)) / |D|²`. Circles
    /// that overlap (no such tangent) give the line between their centres' touch points as if
    /// of no radius.
    static func circle(before: Point, _ p: Point, after: Point, cornerRadius cr: Double) -> Circle {
        var circle = Circle(centre: p, radius: 0, direction: Point(1, 0))
        if let a = BodyRoute.unit(p - before), let b = BodyRoute.unit(after - p), let t = BodyRoute.unit(a + b) {
            circle.direction = t
            let turn = a.cross(b)
            let shorter = min(p.distance(to: before), p.distance(to: after))
            let r = min(cr, shorter / 4)
            if abs(turn) > 1e-12, r > 0 {
                circle.radius = turn > 0 ? r : -r
                circle.centre = p + t.perpendicular * circle.radius
            }
        }
        return circle
    }

    /// The common tangent from one circle to the next (see ``circle(before:_:after:cornerRadius:)``).
    static func tangent(_ a: Circle, _ b: Circle) -> Tangent {
        let v = b.centre - a.centre, delta = b.radius - a.radius
        let d2 = v.lengthSquared, l2 = d2 - delta * delta
        guard d2 > 0, d2.isFinite, l2 > 0 else {
            return Tangent(from: a.centre, to: b.centre, direction: BodyRoute.unit(v), isTangent: false)
        }
        let l = l2.squareRoot()
        let d = BodyRoute.unit(v * l - v.perpendicular * delta) ?? Point(1, 0)
        let n = d.perpendicular
        return Tangent(from: a.centre - n * a.radius, to: b.centre - n * b.radius, direction: d, isTangent: true)
    }

    /// A tangent placed between two circles: a tangent follows from the circles' centres and
    /// radii alone, and a tip's move changes the circles next to that tip only, so the others'
    /// tangents are taken again (``Memo/placed``).
    struct PlacedTangent: Sendable {
        var centres: (Point, Point)
        var radii: (Double, Double)
        var tangent: Tangent
    }

    /// Whether corner `k`'s arc holds its waypoint: turning from the arriving tangent's
    /// direction to the waypoint's and on to the leaving tangent's, each less than a half
    /// turn, the way the circle turns.
    private func holdsWaypoint(_ k: Int) -> Bool {
        guard let arriving = tangents[k - 1].direction, let leaving = tangents[k].direction else { return false }
        let t = circles[k].direction, sign: Double = circles[k].radius > 0 ? 1 : -1
        guard tangents[k - 1].isTangent, tangents[k].isTangent else { return false }
        return sign * arriving.cross(t) >= 0 && arriving.dot(t) > 0 && sign * t.cross(leaving) >= 0 && t.dot(leaving) > 0
    }

    /// Appends a circular arc of a radius from a point with a direction to a point with a
    /// direction, as one cubic (it turns at most a quarter turn here: half a corner).
    ///
    /// The handle's length (an arc tangent and a tangent) is the last build's for the same arc
    /// when its directions and radius are the same (``arcs``): a tip's move changes the corners
    /// next to that tip only.
    private mutating func appendArc(from p: Point, _ dp: Point, to q: Point, _ dq: Point, radius r: Double) {
        guard p != q else { return }
        let index = curves.count
        let handle: Double
        if index < arcs.count, arcs[index].leaving == dp, arcs[index].arriving == dq, arcs[index].radius == r {
            handle = arcs[index].handle
        } else {
            let angle = atan2(abs(dp.cross(dq)), dp.dot(dq))
            handle = 4.0 / 3.0 * tan(angle / 4) * r
            let arc = Arc(leaving: dp, arriving: dq, radius: r, handle: handle)
            while arcs.count <= index { arcs.append(arc) }
            arcs[index] = arc
        }
        curves.append(CubicSegment(p, p + dp * handle, q - dq * handle, q))
    }

    /// A corner's arc as the last build drew it: its directions and radius, and the length of
    /// its handles; kept by the index of its cubic in ``curves``.
    struct Arc: Sendable {
        var leaving: Point, arriving: Point
        var radius: Double
        var handle: Double
    }
}
