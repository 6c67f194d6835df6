/// A parameter where a stroker cuts a curve before offsetting it.
struct OffsetBreak: Sendable {
    /// The curve parameter, in `0...1`.
    var t: Double
    /// Whether the velocity vanishes here (an interior cusp): the offsets jump to the opposite
    /// normal and the stroke covers a whole disk.
    var isCusp: Bool
}

/// A point of a curve with its unit tangent: the data an offset is built from.
struct OffsetSample: Sendable {
    /// The curve parameter.
    var t: Double
    /// The curve point `B(t)`.
    var point: Point
    /// The unit tangent at `t` (a one-sided limit at cusps and coincident control points).
    var tangent: Point

    /// The point at signed distance `d` along the normal `tangent.perpendicular`.
    @inline(__always)
    func offset(_ d: Double) -> Point { point + tangent.perpendicular * d }
}

/// A cubic segment prepared for stroking: where its offsets must be cut, and cubic
/// approximations of its offsets and of its evolute within a tolerance.
///
/// The stroke of a segment is the sweep of its normal segments `F(t, s) = B(t) + s n(t)`,
/// `|s| <= h`. The Jacobian of `F` is `|B'| (1 - s k)` (`k` the signed curvature, `n` the unit
/// normal `B'.perpendicular / |B'|`), so where the radius of curvature is shorter than `h` the
/// offset on the inner side runs backwards between two cusps: it folds. A contour built from
/// the offsets then winds `#A - #B` times around a point, `#A` and `#B` counting its preimages
/// where the Jacobian is positive and negative, and may wind zero times around points that the
/// stroke covers. ``appendFoldCorrection(from:to:distance:tolerance:into:)`` adds the fold's
/// region twice with the opposite orientation, which turns the count into `#A + #B` (positive
/// exactly on the sweep). The fold's other edge is the evolute, the locus of the centers of
/// curvature, where the Jacobian vanishes.
struct OffsetCurve {
    /// The curve.
    let curve: CubicSegment
    /// The velocity in power form: `B'(t) = (a t + b) t + c`.
    let a: Point, b: Point, c: Point
    /// The unit tangents at the segment's own ends, from `PathSegment.startTangent` and
    /// `PathSegment.endTangent` (limits where a control point coincides with an end), so that
    /// the offsets meet the joins and caps exactly.
    let startTangent: Point, endTangent: Point
    /// The largest control-polygon leg: the scale of the relative thresholds.
    let scale: Double

    /// A velocity below this fraction of the control-polygon scale (times 3, the velocity's own
    /// scale) is a cusp: there the normal turns by half a turn within a parameter range so small
    /// that the sweep is the disk to within `1e-12` of the scale.
    static let cuspFraction = 1e-6
    /// The deepest halving of an offset or evolute piece (the piece then spans `2^-30`).
    static let maxDepth = 30

    /// Prepares a curve with the tangents at its ends.
    init(_ curve: CubicSegment, startTangent: Point, endTangent: Point) {
        self.curve = curve
        let d0 = (curve.p1 - curve.p0) * 3, d1 = (curve.p2 - curve.p1) * 3, d2 = (curve.p3 - curve.p2) * 3
        a = d0 - d1 * 2 + d2
        b = (d1 - d0) * 2
        c = d0
        self.startTangent = startTangent
        self.endTangent = endTangent
        scale = max((curve.p1 - curve.p0).length, (curve.p2 - curve.p1).length,
                    (curve.p3 - curve.p2).length, (curve.p3 - curve.p0).length)
    }

    @inline(__always)
    func velocity(at t: Double) -> Point { (a * t + b) * t + c }

    @inline(__always)
    func acceleration(at t: Double) -> Point { a * (2 * t) + b }

    /// The signed curvature `cross(B', B'') / |B'|^3`: positive where the curve turns towards
    /// its normal `B'.perpendicular`.
    @inline(__always)
    func curvature(at t: Double) -> Double {
        let v = velocity(at: t)
        let l2 = v.lengthSquared
        return v.cross(acceleration(at: t)) / (l2 * l2.squareRoot())
    }

    /// The sample at an interior, regular parameter.
    @inline(__always)
    func sample(at t: Double) -> OffsetSample {
        OffsetSample(t: t, point: curve.point(at: t), tangent: velocity(at: t).normalized)
    }

    /// The sample at a break: the segment's end tangents at 0 and 1, and at a cusp the limit of
    /// the tangent from the side of the piece (`fromAbove` for the piece that starts there).
    func sample(at cut: OffsetBreak, fromAbove: Bool) -> OffsetSample {
        if cut.t == 0 { return OffsetSample(t: 0, point: curve.p0, tangent: startTangent) }
        if cut.t == 1 { return OffsetSample(t: 1, point: curve.p3, tangent: endTangent) }
        guard cut.isCusp else { return sample(at: cut.t) }
        // Near the cusp B'(t) ~ (t - tc) B''(tc): the tangent is -B'' before and +B'' after; if
        // B'' vanishes too, B' ~ (t - tc)^2 B''' / 2 keeps its direction.
        let acc = acceleration(at: cut.t)
        let direction = acc.lengthSquared > 0 ? (fromAbove ? acc : -acc) : a
        return OffsetSample(t: cut.t, point: curve.point(at: cut.t), tangent: direction.normalized)
    }

    /// The center of curvature: `B + B'.perpendicular |B'|^2 / cross(B', B'')`, the point
    /// itself at a cusp (the radius of curvature tends to zero there).
    func evolutePoint(at t: Double) -> Point {
        let v = velocity(at: t)
        let cr = v.cross(acceleration(at: t)), v2 = v.lengthSquared
        let p = curve.point(at: t)
        guard cr != 0, v2 > 0 else { return p }
        let e = p + v.perpendicular * (v2 / cr)
        return e.isFinite ? e : p
    }
}
