/// What a body through waypoints keeps of its last build for the next: a tip's move changes the
/// legs next to that tip only, so each leg's cubic, each straight corner's circle and tangents,
/// and each elbow corner's rounding is taken again where what it follows from is the same to the
/// bit, and computed only elsewhere: a line built with the memo is the line built without it.
extension WaypointLine {
    /// The last build's parts, each kept by its index with the inputs it follows from alone.
    struct Memo: Sendable {
        /// A spline's legs (``WaypointLine/appendSpline(_:)``), by leg.
        var splineLegs: [SplineLeg] = []
        /// A straight body's corners' first circles
        /// (``WaypointLine/appendStraight(_:cornerRadius:)``), by point.
        var circles: [CircleEntry] = []
        /// A straight body's tangents placed between consecutive circles,
        /// ``WaypointLine/placedWays`` entries a pair of circles (from the first's index on): the
        /// halving of the corners' radii places a few between the same two.
        var placed: [PlacedTangent?] = []
        var placedCursor: [Int] = []
        /// An elbow's rounded corners
        /// (``WaypointLine/appendElbow(through:sharp:cornerRadius:)``), by corner.
        var elbowCorners: [ElbowCorner] = []
        /// Scratch storage of the radii's halving: the corners to check and those halved.
        var checks: [Int] = [], halved: [Int] = []
    }

    /// How many tangents are kept between each pair of consecutive circles.
    static let placedWays = 4

    /// A spline's leg: the points it follows from (the one before, its ends, the one after, as
    /// ``appendSpline(_:)`` takes them) and its cubic and midpoint handle.
    struct SplineLeg: Sendable {
        var before: Point, p1: Point, p2: Point, after: Point
        var curve: CubicSegment
        var handle: Point
    }

    /// A corner's part (a straight corner's first circle, before any halving; an elbow corner's
    /// rounding: where it starts and ends and its quarter circle, nil when the corner stays a
    /// point) with what it is made from: the corner, its neighbours, the radius asked for.
    struct CornerEntry<Value: Sendable>: Sendable {
        var cornerRadius: Double
        var before: Point, point: Point, after: Point
        var value: Value
    }
    typealias CircleEntry = CornerEntry<Circle>
    typealias ElbowCorner = CornerEntry<(p0: Point, p1: Point, arc: CubicSegment)?>

    /// Entry `k` of `entries` where it was made from the same corner, neighbours and radius (to
    /// the bit), else `make`'s, kept there for the next build.
    @inline(__always)
    static func kept<Value>(_ entries: inout [CornerEntry<Value>], _ k: Int, before: Point, _ p: Point, after: Point,
                            cornerRadius cr: Double, make: () -> Value) -> Value {
        if k < entries.count {
            let e = entries[k]
            if e.point.hasSameBits(as: p), e.before.hasSameBits(as: before), e.after.hasSameBits(as: after),
               e.cornerRadius.bitPattern == cr.bitPattern { return e.value }
        }
        let entry = CornerEntry(cornerRadius: cr, before: before, point: p, after: after, value: make())
        while entries.count <= k { entries.append(entry) }
        entries[k] = entry
        return entry.value
    }

    /// The spline leg `k` the last build made from the same points, if any.
    func keptSplineLeg(_ k: Int, _ before: Point, _ p1: Point, _ p2: Point, _ after: Point) -> SplineLeg? {
        guard k < memo.splineLegs.count else { return nil }
        let leg = memo.splineLegs[k]
        guard leg.p1.hasSameBits(as: p1), leg.p2.hasSameBits(as: p2), leg.before.hasSameBits(as: before),
              leg.after.hasSameBits(as: after)
        else { return nil }
        return leg
    }

    /// Keeps spline leg `k` for the next build.
    mutating func keepSplineLeg(_ k: Int, _ leg: SplineLeg) {
        if k < memo.splineLegs.count { memo.splineLegs[k] = leg } else { memo.splineLegs.append(leg) }
    }

    /// The first circle of corner `k` (between `before` and `after`) for a corner radius: the last
    /// build's when it had the same.
    mutating func firstCircle(_ k: Int, before: Point, _ p: Point, after: Point, cornerRadius cr: Double) -> Circle {
        Self.kept(&memo.circles, k, before: before, p, after: after, cornerRadius: cr) {
            Self.circle(before: before, p, after: after, cornerRadius: cr)
        }
    }

    /// The tangent between circles `k` and `k + 1` as they are: one kept (from this build or the
    /// last) between the same circles, else computed and kept.
    mutating func placeTangent(_ k: Int) -> Tangent {
        let a = circles[k], b = circles[k + 1]
        let base = k * Self.placedWays
        while memo.placed.count < base + Self.placedWays { memo.placed.append(nil) }
        while memo.placedCursor.count <= k { memo.placedCursor.append(0) }
        for s in base..<(base + Self.placedWays) {
            if let e = memo.placed[s], e.centres.0.hasSameBits(as: a.centre), e.centres.1.hasSameBits(as: b.centre),
               e.radii.0.bitPattern == a.radius.bitPattern, e.radii.1.bitPattern == b.radius.bitPattern {
                return e.tangent
            }
        }
        let tangent = Self.tangent(a, b)
        memo.placed[base + memo.placedCursor[k]] = PlacedTangent(centres: (a.centre, b.centre), radii: (a.radius, b.radius),
                                                                 tangent: tangent)
        memo.placedCursor[k] = (memo.placedCursor[k] + 1) % Self.placedWays
        return tangent
    }

    /// How elbow corner `j` (with a corner after it) is rounded for a corner radius: the last
    /// build's rounding of the same corner between the same neighbours, else computed.
    mutating func elbowRounding(_ j: Int, before: Point, _ k: Point, after: Point, sharp: Bool,
                                cornerRadius cr: Double) -> (p0: Point, p1: Point, arc: CubicSegment)? {
        // A sharp corner is a point of the line: nothing to keep.
        guard !sharp, cr > 0 else { return nil }
        return Self.kept(&memo.elbowCorners, j, before: before, k, after: after, cornerRadius: cr) {
            Self.elbowRounding(before: before, k, after: after, cornerRadius: cr)
        }
    }

    /// How a corner at `k` between `before` and `after` is rounded (see
    /// ``appendElbow(through:sharp:cornerRadius:)``): nil unless it turns a quarter turn between
    /// horizontal and vertical runs.
    static func elbowRounding(before: Point, _ k: Point, after: Point,
                              cornerRadius cr: Double) -> (p0: Point, p1: Point, arc: CubicSegment)? {
        guard let ein = BodyRoute.unit(k - before), let eout = BodyRoute.unit(after - k),
              abs(ein.dot(eout)) < 1e-9, ein.x == 0 || ein.y == 0, eout.x == 0 || eout.y == 0 else { return nil }
        let r = min(cr, k.distance(to: before) / 2, k.distance(to: after) / 2)
        let p0 = k - ein * r, p1 = k + eout * r, l = r * BodyRoute.quarterCircleHandle
        return (p0, p1, CubicSegment(p0, p0 + ein * l, p1 - eout * l, p1))
    }
}
