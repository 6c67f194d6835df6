/// A path's piece offset once for both sides of its band: the backward side's points are the
/// forward side's moved by the same offsets the other way.
extension BodyRoute {
    /// How far each point of a piece moves on the band's forward side (its start, controls and
    /// end: `p + d`); on the backward side it moves as far the other way (`p - d`). A straight
    /// piece's side is a line, `d0` and `d3` its normal times the half width.
    ///
    /// Both as ``drawPathSide(_:at:forward:startDirection:endDirection:halfWidth:moves:into:)``
    /// draws them, to the bit, for a piece whose ends are apart (``sideIgnoresHeads(_:)``): the
    /// reversed piece's legs are its legs negated (a unit vector, a normal and a miter of
    /// negated vectors are the negated ones, each operation symmetric in sign), and adding a
    /// negated offset is subtracting it.
    struct SideOffsets: Sendable {
        var isLine: Bool
        var d0: Point, d1: Point, d2: Point, d3: Point
        /// For a cubic (not a line), the directions it leaves its start in and arrives at its end
        /// in, as offset: for a piece whose ends are apart, ``BodyRoute/startLeg(_:)`` and
        /// ``BodyRoute/endLeg(_:)`` to the bit (the same legs, the same rounding, the chord there
        /// before any head's).
        var leaving = Point.zero, arriving = Point.zero

        /// The offsets of a piece whose ends are apart, at a half width (``drawCubicSide``'s).
        init(_ c: CubicSegment, halfWidth h: Double) {
            if BodyRoute.isStraight(c), let t = BodyRoute.pathLeg(c.p3 - c.p0, rounding: BodyRoute.pathRounding(c)) {
                let n = BodyRoute.left(t) * h
                self.init(isLine: true, d0: n, d1: n, d2: n, d3: n)
                return
            }
            // The chord is a leg of some length: no direction is taken from a head.
            self.init(c.p0, c.p1, c.p2, c.p3, leaving: Point(1, 0), arriving: Point(1, 0), halfWidth: h)
        }

        /// The offsets of a cubic's points on its left side, at a half width: each end along
        /// its end leg's normal, each control by the miter of its two legs' normals (see
        /// ``drawCubicSide``, which draws them). A leg within rounding of no length takes the
        /// next leg's direction, the chord's, then `leaving` or `arriving`.
        init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, leaving: Point, arriving: Point,
             halfWidth h: Double) {
            let rounding = 1e-12 * max(abs(p0.x), abs(p0.y), abs(p3.x), abs(p3.y))
            /// The unit vector along a leg, nil for one within rounding of no length.
            func leg(_ v: Point) -> Point? { max(abs(v.x), abs(v.y)) > rounding ? BodyRoute.unit(v) : nil }
            let chord = leg(p3 - p0)
            let t0 = leg(p1 - p0) ?? leg(p2 - p0) ?? chord ?? leaving
            let t2 = leg(p3 - p2) ?? leg(p3 - p1) ?? chord ?? arriving
            let n0 = BodyRoute.left(t0), n2 = BodyRoute.left(t2)
            var n1: Point?
            if let t1 = leg(p2 - p1) { n1 = BodyRoute.left(t1) }
            /// The offset of the point `h` from both lines through a control with normals `a`
            /// and `b`: the miter `(a + b) h / (1 + a.b)`, nil when it would lie more than `4h`
            /// away (`1 + a.b < 1/8`) or `b` is missing.
            func meet(_ a: Point, _ b: Point?) -> Point? {
                guard let b else { return nil }
                let k = 1 + a.dot(b)
                return k >= 0.125 ? (a + b) * (h / k) : nil
            }
            // Where the legs turn back, the curve runs along the middle leg between them: its
            // normal keeps the side on the correct side there (the end legs' normals would put
            // it on the other side and the ribbon's area could turn negative).
            self.init(isLine: false, d0: n0 * h, d1: meet(n0, n1) ?? (n1 ?? n0) * h,
                      d2: meet(n2, n1) ?? (n1 ?? n2) * h, d3: n2 * h)
            self.leaving = t0
            self.arriving = t2
        }

        init(isLine: Bool, d0: Point, d1: Point, d2: Point, d3: Point) {
            self.isLine = isLine
            self.d0 = d0
            self.d1 = d1
            self.d2 = d2
            self.d3 = d3
        }

        /// Draws the piece's side on the forward side (`p + d`) or the backward one (`p - d`,
        /// the piece run from its end), reached from the side before as `start` says.
        func draw(_ c: CubicSegment, forward: Bool, start: SideStart, into b: inout BezierPath) {
            let first = forward ? c.p0 + d0 : c.p3 - d3
            switch start {
            case .move: b.move(to: first)
            case .line: b.line(to: first)
            case .joined: break
            }
            if isLine {
                b.line(to: forward ? c.p3 + d3 : c.p0 - d0)
            } else if forward {
                b.cubic(to: c.p3 + d3, control1: c.p1 + d1, control2: c.p2 + d2)
            } else {
                b.cubic(to: c.p0 - d0, control1: c.p2 - d2, control2: c.p1 - d1)
            }
        }
    }
}
