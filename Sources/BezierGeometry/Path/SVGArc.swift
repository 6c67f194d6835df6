/// An elliptical arc in SVG's endpoint parameterization, drawn as cubic Bezier curves.
///
/// The conversion follows the SVG 1.1 implementation notes, appendix F.6:
/// - F.6.2: coincident endpoints omit the arc; a zero radius makes it a straight line.
/// - F.6.5: endpoint to center parameterization (center, start angle, sweep angle).
/// - F.6.6: negative radii are taken as positive; radii too small to span the endpoints are
///   scaled up uniformly until the ellipse just passes through both.
///
/// The arc is cut into equal pieces, each drawn as the cubic with handle length
/// `k = 4/3 tan(theta/4)` of the unit circle (Riskus, "Approximation of a cubic Bezier curve by
/// circular arcs and vice versa", 2006; the classic 0.5523 for 90 degrees). A piece of angle
/// `theta` strays at most `r (2/27) sin^6(theta/4) / cos^2(theta/4)` from the true circle
/// (Goldapp, CAGD 1991): 2.7e-4 r for 90 degrees, falling with the sixth power of the angle.
/// Pieces are at most 90 degrees and small enough that this error stays within
/// ``SVGArc/tolerance`` of the true ellipse (with `r` the larger radius), so stroke and fill
/// tests on arcs agree with engines that draw arcs exactly (Skia's conics), far inside the
/// 1e-3 margin of the reference fixture. At most 64 pieces per quarter turn: the error bound
/// then holds for radii up to about 2.5e8.
///
/// To stay finite for any finite input, the computation is done in a frame centered on the
/// chord's midpoint and scaled by the largest of the half chord and the radii, so no square of
/// an input coordinate is ever formed.
struct SVGArc {
    /// The largest distance, in user units, between a drawn arc and the true ellipse.
    static let tolerance = 1e-6

    /// The largest piece angle whose error stays within ``tolerance`` for radius `r`.
    ///
    /// Uses the small-angle form `r theta^6 / 55296` of Goldapp's bound
    /// `r (2/27) sin^6(theta/4) / cos^2(theta/4)`; it underestimates the bound by less than
    /// 0.4 % up to 90 degrees, which the 1 % margin covers.
    static func maxPieceAngle(radius: Double) -> Double {
        guard radius > 0 else { return .infinity }
        return cbrt(55296 * 0.99 * tolerance / radius).squareRoot()
    }

    /// The current point the arc starts from.
    var start: Point
    /// The arc's end point.
    var end: Point
    /// The ellipse's x radius (`rx`), before F.6.6 corrections.
    var radiusX: Double
    /// The ellipse's y radius (`ry`), before F.6.6 corrections.
    var radiusY: Double
    /// The angle in degrees from the x axis to the ellipse's x axis.
    var xAxisRotation: Double
    /// Whether to take the arc of more than 180 degrees (`large-arc-flag`).
    var largeArc: Bool
    /// Whether to go in the positive-angle direction, clockwise on a y-down screen (`sweep-flag`).
    var sweep: Bool

    /// Draws the arc into a builder whose current point is ``start``.
    ///
    /// Nothing is drawn for coincident endpoints, a line for a zero radius, else one to four
    /// cubics ending exactly at ``end``.
    ///
    /// - Parameter builder: The builder to draw into.
    /// - Returns: `false` if a control point falls outside the range of `Double` (an ellipse
    ///   scaled past 1.8e308); the builder may then hold a part of the arc.
    func append<B: PathBuilder>(to builder: inout B) -> Bool {
        if start == end { return true }
        let rx = abs(radiusX), ry = abs(radiusY)
        if rx == 0 || ry == 0 {
            builder.line(to: end)
            return true
        }
        // Half of the chord and its midpoint, halving first so that neither overflows.
        let hx = start.x * 0.5 - end.x * 0.5, hy = start.y * 0.5 - end.y * 0.5
        let mid = Point(start.x * 0.5 + end.x * 0.5, start.y * 0.5 + end.y * 0.5)
        let scale = max(abs(hx), abs(hy), rx, ry)
        let phi = xAxisRotation.truncatingRemainder(dividingBy: 360) * (Double.pi / 180)
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the start point in the ellipse's axes, relative to the midpoint (scaled).
        let x1 = (cosPhi * hx + sinPhi * hy) / scale
        let y1 = (-sinPhi * hx + cosPhi * hy) / scale
        var rxs = rx / scale, rys = ry / scale
        // The start point on the unit circle the ellipse maps to is (x1/rx, y1/ry); its direction
        // is that of (x1 ry, y1 rx), which cannot overflow, and lambda = (|d| / (rx ry))^2.
        let dx = x1 * rys, dy = y1 * rxs
        let dl = Self.hypot(dx, dy)
        guard dl > 0, dl.isFinite else {
            // The endpoints differ by less than the arithmetic can resolve: a line is exact enough.
            builder.line(to: end)
            return true
        }
        let ux = dx / dl, uy = dy / dl
        // Start point (px, py) and center (cx, cy) in unit-circle coordinates.
        let px: Double, py: Double, cx: Double, cy: Double
        if dl >= rxs * rys {
            // F.6.6.3: lambda >= 1, radii too small; scale both by sqrt(lambda), center at the midpoint.
            let oldRx = rxs
            rxs = dl / rys
            rys = dl / oldRx
            px = ux; py = uy; cx = 0; cy = 0
        } else {
            // F.6.5.2 divided through by rx^2 ry^2: the center factor is
            // ±sqrt((1 - lambda) / lambda), applied to the direction perpendicular to (ux, uy).
            let root = dl / (rxs * rys)
            px = ux * root; py = uy * root
            let k = max(0, 1 - root * root).squareRoot() * (largeArc != sweep ? 1 : -1)
            cx = k * uy; cy = -k * ux
        }
        // F.6.5.5 and F.6.5.6: start angle and sweep angle.
        let v1 = Point(px - cx, py - cy), v2 = Point(-px - cx, -py - cy)
        let theta1 = atan2(v1.y, v1.x)
        var delta = atan2(v1.cross(v2), v1.dot(v2))
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        if sweep && delta < 0 { delta += 2 * Double.pi }

        // At most 90 degrees per cubic (the factor keeps a 90.0000000001-degree arc in one piece),
        // and small enough for the tolerance: with the small-angle form of the error bound,
        // r theta^6 / 55296 <= tolerance gives theta <= (55296 tolerance / r)^(1/6).
        let quarters = abs(delta) / (Double.pi / 2) * (1 - 1e-12)
        let radius = scale * max(rxs, rys)
        let byTolerance = abs(delta) / SVGArc.maxPieceAngle(radius: radius)
        let pieces = max(1, Int(min(max(quarters, byTolerance), quarters.rounded(.up) * 64).rounded(.up)))
        let step = delta / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        let frame = (mid: mid, scale: scale, cos: cosPhi, sin: sinPhi, rx: rxs, ry: rys)
        func map(_ u: Double, _ v: Double) -> Point {
            let ex = frame.rx * u, ey = frame.ry * v
            return Point(frame.mid.x + frame.scale * (frame.cos * ex - frame.sin * ey),
                         frame.mid.y + frame.scale * (frame.sin * ex + frame.cos * ey))
        }
        var ca = cos(theta1), sa = sin(theta1)
        for i in 1...pieces {
            let b = theta1 + step * Double(i)
            let cb = cos(b), sb = sin(b)
            let c1 = map(cx + ca - handle * sa, cy + sa + handle * ca)
            let c2 = map(cx + cb + handle * sb, cy + sb - handle * cb)
            let to = i == pieces ? end : map(cx + cb, cy + sb)
            guard c1.isFinite, c2.isFinite, to.isFinite else { return false }
            builder.cubic(to: to, control1: c1, control2: c2)
            ca = cb; sa = sb
        }
        return true
    }

    /// The length of a vector, scaled so that tiny components do not underflow when squared.
    private static func hypot(_ x: Double, _ y: Double) -> Double {
        let m = max(abs(x), abs(y))
        guard m > 0, m.isFinite else { return m }
        let a = x / m, b = y / m
        return m * (a * a + b * b).squareRoot()
    }
}
