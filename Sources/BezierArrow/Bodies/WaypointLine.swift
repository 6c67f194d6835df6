/// The centre line of a body through waypoints (``ArrowBodyState/waypoints``), from the start tip
/// to the end tip as cubics, with where each leg's midpoint handle sits: what a body with
/// waypoints hands ``BodyRoute/path(_:start:end:startTrim:endTrim:)``, which trims it where the
/// heads attach, turns the heads with its first and last pieces, and draws it at the body's width.
///
/// The points are the tips and the waypoints in order, leg `k` running from point `k` to point
/// `k + 1`. Each kind passes through every waypoint exactly (each one is an end point of a cubic):
/// - ``ArrowBodyKind/straight``: straight lines, each corner at a waypoint rounded by a circle
///   through the waypoint (see ``appendStraight(_:cornerRadius:)``).
/// - ``ArrowBodyKind/curved`` and ``ArrowBodyKind/arc``: the centripetal Catmull-Rom spline
///   (see ``appendSpline(_:)``); an arc through waypoints is that spline, there being no one
///   circle through more than three points.
/// - ``ArrowBodyKind/elbow``: horizontal and vertical runs (see ``appendElbow(_:state:cornerRadius:)``).
///
/// Kept by a styled arrow between tip moves, its arrays' storage reused: a rebuild allocates
/// nothing here once they have their capacity.
struct WaypointLine: Sendable {
    /// A leg's midpoint handle: where it is on the body, and for an elbow which coordinate a
    /// drag of it sets.
    struct LegHandle: Sendable {
        /// The leg, from point `leg` to point `leg + 1`.
        var leg: Int
        /// The handle's position on the centre line.
        var point: Point
        /// For an elbow's leg, whether its middle segment is vertical (a drag sets its x), else
        /// horizontal (its y); unused by the other kinds.
        var movesX: Bool
    }

    /// The centre line from the start tip to the end tip.
    var curves: [CubicSegment] = []
    /// The legs' midpoint handles, in leg order.
    var legHandles: [LegHandle] = []
    /// A straight body's corner radii as drawn, one a waypoint (0 for a sharp corner).
    var radii: [Double] = []
    /// An elbow's corners: the tips, the waypoints and the corners between them, each
    /// consecutive two on one horizontal or vertical line; with whether each is sharp.
    var vertices: [Point] = [], isSharp: [Bool] = []
    /// Where the route cuts the line into pieces (``BodyRoute/path(_:start:end:startTrim:endTrim:cutsTurns:scratch:)``).
    var pathScratch = BodyRoute.PathScratch()
    /// The band drawn last along the route, whose pieces' sides a tip move that left them
    /// alone takes again (``BodyRoute/drawOutline(width:into:previous:memo:)``).
    var band = BodyRoute.BandMemo()
    /// Whether the route must cut the line into pieces that turn little: a spline's legs; not a
    /// straight body's or an elbow's, all lines and arcs of at most a quarter turn.
    var cutsTurns = true
    /// Scratch storage of a straight body's construction.
    var circles: [Circle] = [], tangents: [Tangent] = []
    /// What the last builds made, taken again where it follows from the same points (``Memo``).
    var memo = Memo()
    /// A straight body's arcs as built last, by the index of their cubics (``Arc``): a handle
    /// follows from the directions and radius alone, whichever arc an entry was.
    var arcs: [Arc] = []

    /// Builds the centre line of a body kind through the waypoints of a state, between two tips.
    ///
    /// - Parameters:
    ///   - kind: the body's kind.
    ///   - s: the start tip.
    ///   - e: the end tip.
    ///   - state: the body's state: its waypoints, and an elbow's kept segments.
    ///   - cornerRadius: the style's corner radius (a straight body's and an elbow's).
    mutating func build(_ kind: ArrowBodyKind, start s: Point, end e: Point, state: ArrowBodyState,
                        cornerRadius: Double) {
        curves.removeAll(keepingCapacity: true)
        legHandles.removeAll(keepingCapacity: true)
        radii.removeAll(keepingCapacity: true)
        vertices.removeAll(keepingCapacity: true)
        isSharp.removeAll(keepingCapacity: true)
        let points = Points(start: s, end: e, waypoints: state.waypoints)
        let r = BodyRoute.trim(cornerRadius)
        cutsTurns = kind == .curved || kind == .arc
        switch kind {
        case .straight: appendStraight(points, cornerRadius: r)
        case .curved, .arc: appendSpline(points)
        case .elbow: appendElbow(points, state: state, cornerRadius: r)
        }
        if curves.isEmpty { curves.append(Self.line(s, s)) }
    }

    /// The tips and the waypoints, by index, without an array of their own.
    struct Points {
        let start: Point, end: Point, waypoints: [Point]

        /// How many points: the waypoints and the two tips.
        var count: Int { waypoints.count + 2 }

        subscript(_ k: Int) -> Point {
            k == 0 ? start : k == waypoints.count + 1 ? end : waypoints[k - 1]
        }
    }

    /// A straight cubic from `p` to `q`, its controls a third and two thirds along
    /// (``BodyRoute/straight(_:_:)``: the route draws it as a line).
    static func line(_ p: Point, _ q: Point) -> CubicSegment { BodyRoute.straight(p, q) }

    /// Appends a straight cubic from the end of the line so far (or `p`) to `q`, none of no
    /// length.
    mutating func appendLine(from p: Point, to q: Point) {
        guard p != q else { return }
        curves.append(Self.line(p, q))
    }

    // MARK: - Curved: the centripetal Catmull-Rom spline

    /// Appends the centripetal Catmull-Rom spline through the points (parameter exponent 1/2),
    /// one cubic a leg.
    ///
    /// Each leg from `p1` to `p2`, with the points `p0` before and `p3` after it (at an end, or
    /// next to a point it coincides with, the reflection of the leg's other end), is the cubic
    /// with controls `p1 + m1 / 3` and `p2 - m2 / 3`, where with knot intervals
    /// `d0 = |p1 - p0|^½`, `d1 = |p2 - p1|^½`, `d2 = |p3 - p2|^½` the tangents are
    /// `m1 = d1 · ((p1 - p0) / d0 - (p2 - p0) / (d0 + d1) + (p2 - p1) / d1)` and
    /// `m2 = d1 · ((p2 - p1) / d1 - (p3 - p1) / (d1 + d2) + (p3 - p2) / d2)`: Barry and
    /// Goldman's pyramid written as a Bezier curve. With the exponent 1/2 a leg has no cusp and
    /// never crosses itself (Yuksel, Schaefer and Keyser, "Parameterization and applications of
    /// Catmull-Rom curves", 2011), which uniform (0) and chordal (1) parameterizations do not
    /// promise. Coincident consecutive points give a leg of no length there. The midpoint
    /// handle of a leg is its cubic's point at parameter 1/2.
    mutating func appendSpline(_ q: Points) {
        for k in 0..<(q.count - 1) {
            let p1 = q[k], p2 = q[k + 1]
            let before = k > 0 ? q[k - 1] : p1, after = k + 2 < q.count ? q[k + 2] : p2
            // A leg follows from these four points alone: a tip's move changes two legs.
            if let kept = keptSplineLeg(k, before, p1, p2, after) {
                curves.append(kept.curve)
                legHandles.append(LegHandle(leg: k, point: kept.handle, movesX: false))
                continue
            }
            let (c, handle) = Self.splineLeg(before, p1, p2, after)
            curves.append(c)
            legHandles.append(LegHandle(leg: k, point: handle, movesX: false))
            keepSplineLeg(k, SplineLeg(before: before, p1: p1, p2: p2, after: after, curve: c, handle: handle))
        }
    }

    /// A spline's leg from `p1` to `p2` between the points `before` and `after` (see
    /// ``appendSpline(_:)``), with its midpoint handle: a cubic of no length at `p1` for a leg of
    /// no length.
    static func splineLeg(_ before: Point, _ p1: Point, _ p2: Point, _ after: Point) -> (CubicSegment, Point) {
        let chord = p2 - p1, d1 = chord.length.squareRoot()
        guard d1 > 0, d1.isFinite else { return (CubicSegment(p1, p1, p1, p1), p1) }
        let p0 = before == p1 ? p1 - chord : before, p3 = after == p2 ? p2 + chord : after
        let d0 = (p1 - p0).length.squareRoot(), d2 = (p3 - p2).length.squareRoot()
        let m1 = ((p1 - p0) / d0 - (p2 - p0) / (d0 + d1) + chord / d1) * d1
        let m2 = (chord / d1 - (p3 - p1) / (d1 + d2) + (p3 - p2) / d2) * d1
        let c = CubicSegment(p1, p1 + m1 / 3, p2 - m2 / 3, p2)
        return (c, c.point(at: 0.5))
    }
}

extension WaypointLine {
    /// Appends the handles of a body through waypoints: one a waypoint, at the waypoint, then
    /// the legs' midpoint handles; none while the line holds no curves (a body without
    /// waypoints, or along a centre line a scene gave it).
    ///
    /// - Parameters:
    ///   - waypoints: the body's waypoints (the line was built through them).
    ///   - positions: receives the handles' positions.
    ///   - roles: receives what each is.
    func appendHandles(waypoints: [Point], to positions: inout [Point], roles: inout [ArrowBodyHandle.Role]) {
        guard !curves.isEmpty, !waypoints.isEmpty else { return }
        for (i, w) in waypoints.enumerated() {
            positions.append(w)
            roles.append(.waypoint(i))
        }
        for h in legHandles {
            positions.append(h.point)
            roles.append(.segmentMidpoint(h.leg))
        }
    }
}
