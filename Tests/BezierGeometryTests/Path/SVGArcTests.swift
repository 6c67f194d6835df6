import Testing
import TestSupport
@testable import BezierGeometry

/// The largest radial error of the cubic with handle length `k = 4/3 tan(theta/4)` for a piece
/// of angle `theta` of the unit circle (Goldapp, "Approximation of circular arcs by cubic
/// polynomials", CAGD 1991): `(2/27) sin^6(theta/4) / cos^2(theta/4)`, 2.7253e-4 (the well-known
/// 0.027 %) for 90 degrees; the curve never dips inside the circle.
private func pieceError(_ theta: Double) -> Double {
    let s = sin(theta / 4), c = cos(theta / 4)
    return 2.0 / 27.0 * s * s * s * s * s * s / (c * c)
}

/// The fewest equal pieces of at most 90 degrees that keep `sweep` (radians) of a circle of
/// `radius` within the parser's 1e-6 tolerance, from the exact error formula (an oracle
/// independent of the parser's small-angle estimate).
private func fewestPieces(sweep: Double, radius: Double) -> Int {
    let quarters = max(1, Int((abs(sweep) / (Double.pi / 2) * (1 - 1e-12)).rounded(.up)))
    var n = quarters
    while radius * pieceError(abs(sweep) / Double(n)) > 1e-6 && n < 64 * quarters { n += 1 }
    return n
}

/// The cubics of a parsed path, with the point each starts from.
private func cubics(_ path: BezierPath) -> [CubicSegment] {
    var result: [CubicSegment] = []
    path.forEachSegment { segment in
        if case .cubic(let c) = segment { result.append(c) }
    }
    return result
}

/// The largest and smallest radial deviation, relative to `radius`, of the curves from the
/// ellipse `center + R(rotation) (rx cos t, ry sin t)`, measured as (ellipse norm - 1) of points
/// sampled along each cubic.
private func radialDeviation(_ curves: [CubicSegment], center: Point, rx: Double, ry: Double,
                             rotationDegrees: Double = 0) -> (max: Double, min: Double) {
    let phi = rotationDegrees * Double.pi / 180
    let unrotate = Transform2D(rotationAngle: -phi)
    var hi = -Double.infinity, lo = Double.infinity
    for c in curves {
        for i in 0...256 {
            let q = unrotate.applyToVector(c.point(at: Double(i) / 256) - center)
            let norm = (q.x / rx * q.x / rx + q.y / ry * q.y / ry).squareRoot() - 1
            hi = max(hi, norm)
            lo = min(lo, norm)
        }
    }
    return (hi, lo)
}

/// Expected arc geometry for a table row.
struct ArcCase: CustomTestStringConvertible, Sendable {
    let data: String
    let center: Point
    let radius: Double
    let pieces: Int
    let sweepsPositive: Bool
    var testDescription: String { data }
}

@Suite struct SVGArcTests {
    // The four flag combinations for a radius-10 arc from (0, 0) to (10, 10): the two possible
    // centers (0, 10) and (10, 0), the short 90-degree way or the long 270-degree way round.
    static let flagCases: [ArcCase] = [
        ArcCase(data: "M 0 0 A 10 10 0 0 1 10 10", center: Point(0, 10), radius: 10, pieces: 1, sweepsPositive: true),
        ArcCase(data: "M 0 0 A 10 10 0 1 1 10 10", center: Point(10, 0), radius: 10, pieces: 3, sweepsPositive: true),
        ArcCase(data: "M 0 0 A 10 10 0 0 0 10 10", center: Point(10, 0), radius: 10, pieces: 1, sweepsPositive: false),
        ArcCase(data: "M 0 0 A 10 10 0 1 0 10 10", center: Point(0, 10), radius: 10, pieces: 3, sweepsPositive: false),
        // Relative form of the same arcs.
        ArcCase(data: "M 0 0 a 10 10 0 0 1 10 10", center: Point(0, 10), radius: 10, pieces: 1, sweepsPositive: true),
        ArcCase(data: "M 5 5 m -5 -5 a 10 10 0 1 0 10 10", center: Point(0, 10), radius: 10, pieces: 3, sweepsPositive: false),
        // Semicircles: positive sweep goes over the top in a y-down space.
        ArcCase(data: "M 0 0 A 5 5 0 0 1 10 0", center: Point(5, 0), radius: 5, pieces: 2, sweepsPositive: true),
        ArcCase(data: "M 0 0 A 5 5 0 1 0 10 0", center: Point(5, 0), radius: 5, pieces: 2, sweepsPositive: false),
        // F.6.6: radii too small are scaled up to a semicircle on the chord, whatever the flags.
        ArcCase(data: "M 0 0 A 1 1 0 0 1 10 0", center: Point(5, 0), radius: 5, pieces: 2, sweepsPositive: true),
        ArcCase(data: "M 0 0 A 1 1 0 1 1 10 0", center: Point(5, 0), radius: 5, pieces: 2, sweepsPositive: true),
        ArcCase(data: "M 0 0 A 1 1 0 1 0 0 10", center: Point(0, 5), radius: 5, pieces: 2, sweepsPositive: false),
        // F.6.6.1: negative radii count as positive.
        ArcCase(data: "M 0 0 A -10 -10 0 0 1 10 10", center: Point(0, 10), radius: 10, pieces: 1, sweepsPositive: true),
        // A circle's rotation changes nothing.
        ArcCase(data: "M 0 0 A 10 10 123 1 1 10 10", center: Point(10, 0), radius: 10, pieces: 3, sweepsPositive: true),
        // Tiny and huge magnitudes stay exact in relative terms.
        ArcCase(data: "M 0 0 A 1e-300 1e-300 0 0 1 2e-300 0", center: Point(1e-300, 0), radius: 1e-300, pieces: 2,
                sweepsPositive: true),
        ArcCase(data: "M -1e307 0 A 1e307 1e307 0 0 1 1e307 0", center: Point(0, 0), radius: 1e307, pieces: 2,
                sweepsPositive: true),
    ]

    @Test(arguments: flagCases)
    func circularArcLiesOnItsCircle(_ c: ArcCase) throws {
        let path = try BezierPath(svgPathData: c.data)
        let curves = cubics(path)
        // `pieces` counts quarter turns: the sweep is that many 90-degree steps at most.
        let sweep = Double(c.pieces) * Double.pi / 2
        let fewest = fewestPieces(sweep: sweep, radius: c.radius)
        #expect(curves.count >= fewest && curves.count <= fewest + 1)
        // Nothing but the cubics is drawn.
        let drawn = path.elements.filter { if case .move = $0 { false } else { true } }
        #expect(drawn.count == curves.count)
        // Ends exactly where the data says, every piece joining the next.
        let end = path.elements.last?.endPoint
        #expect(curves.last?.p3 == end)
        for (a, b) in zip(curves, curves.dropFirst()) { #expect(a.p3 == b.p0) }
        // Within the tolerance of the circle (or the 64-pieces-per-quarter cap's error for
        // radii past 2.5e8), never inside it, and reaching the error the piece angle predicts.
        let deviation = radialDeviation(curves, center: c.center, rx: c.radius, ry: c.radius)
        let predicted = pieceError(sweep / Double(curves.count))
        // (Plus a few ulps of the evaluation for the 1e307 case, where the error is 4e-15.)
        #expect(deviation.max <= predicted * 1.001 + 1e-15)
        #expect(deviation.max >= predicted * 0.99)
        if c.radius < 2.5e8 { #expect(deviation.max * c.radius <= 1e-6) }
        #expect(deviation.min >= -1e-12)
        // Sweep direction: the angle about the center turns the way the flag says.
        for curve in curves {
            let turn = ((curve.p0 - c.center) / c.radius).cross((curve.point(at: 0.5) - c.center) / c.radius)
            #expect((turn > 0) == c.sweepsPositive)
        }
    }

    @Test func semicircleGoesOverTheTopForPositiveSweep() throws {
        let path = try BezierPath(svgPathData: "M 0 0 A 5 5 0 0 1 10 0")
        let curves = cubics(path)
        // Equal pieces, symmetric about the top of the circle: a joint there for an even count,
        // else the middle of the middle piece.
        let n = curves.count
        let top = n % 2 == 0 ? curves[n / 2 - 1].p3 : curves[n / 2].point(at: 0.5)
        #expect(isApproximatelyEqual(top, Point(5, -5), tolerance: 1e-12))
        // The first piece's handles are k = 4/3 tan(theta/4) of the radius long, straight up.
        let k = 4.0 / 3.0 * tan(Double.pi / Double(curves.count) / 4)
        #expect(isApproximatelyEqual(curves[0].p1, Point(0, -5 * k), tolerance: 1e-12))
    }

    @Test func smallArcUsesFewestPiecesAndTheExactHandleLength() throws {
        // 60 degrees of a radius-1 circle centered at the origin, from angle 0 to 60 degrees.
        let end = Point(0.5, 3.0.squareRoot() / 2)
        let path = try BezierPath(svgPathData: "M 1 0 A 1 1 0 0 1 \(end.x) \(end.y)")
        let curves = cubics(path)
        #expect(curves.count == fewestPieces(sweep: Double.pi / 3, radius: 1))
        let k = 4.0 / 3.0 * tan(Double.pi / 3 / Double(curves.count) / 4)
        #expect(isApproximatelyEqual(curves[0].p1, Point(1, k), tolerance: 1e-12))
        #expect(isApproximatelyEqual(curves.last!.p2, end + Point(end.y, -end.x) * k, tolerance: 1e-12))
        let deviation = radialDeviation(curves, center: .zero, rx: 1, ry: 1)
        #expect(deviation.max <= 1e-6)
    }

    /// The center and radii of SVG 1.1 F.6.5 computed straight from the textbook formulas, with
    /// the F.6.6 radius correction: an independent oracle for rotated ellipses of modest size.
    private func textbookCenter(_ p1: Point, _ p2: Point, rx: Double, ry: Double, phiDegrees: Double,
                                largeArc: Bool, sweep: Bool) -> (center: Point, rx: Double, ry: Double) {
        let phi = phiDegrees * Double.pi / 180
        let c = cos(phi), s = sin(phi)
        let dx = (p1.x - p2.x) / 2, dy = (p1.y - p2.y) / 2
        let x1 = c * dx + s * dy, y1 = -s * dx + c * dy
        var rx = abs(rx), ry = abs(ry)
        let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let coef = (largeArc != sweep ? 1.0 : -1.0) * max(0, num / den).squareRoot()
        let cx1 = coef * rx * y1 / ry, cy1 = -coef * ry * x1 / rx
        let center = Point(c * cx1 - s * cy1 + (p1.x + p2.x) / 2, s * cx1 + c * cy1 + (p1.y + p2.y) / 2)
        return (center, rx, ry)
    }

    @Test(arguments: [
        ("M 0 0 A 20 10 30 0 1 15 5", Point(0, 0), Point(15, 5), 20.0, 10.0, 30.0, false, true),
        ("M 0 0 A 20 10 30 1 1 15 5", Point(0, 0), Point(15, 5), 20.0, 10.0, 30.0, true, true),
        ("M 0 0 A 20 10 -45 1 0 15 5", Point(0, 0), Point(15, 5), 20.0, 10.0, -45.0, true, false),
        ("M 10 20 A 3 1 45 0 0 40 -10", Point(10, 20), Point(40, -10), 3.0, 1.0, 45.0, false, false),
        ("M 10 20 A 3 1 405 0 0 40 -10", Point(10, 20), Point(40, -10), 3.0, 1.0, 45.0, false, false),
        ("M 5 5 A 40 7 80 1 1 -20 30", Point(5, 5), Point(-20, 30), 40.0, 7.0, 80.0, true, true),
    ])
    func rotatedEllipseMatchesTheTextbookFormulas(_ data: String, _ p1: Point, _ p2: Point, _ rx: Double,
                                                   _ ry: Double, _ phi: Double, _ largeArc: Bool,
                                                   _ sweep: Bool) throws {
        let path = try BezierPath(svgPathData: data)
        let curves = cubics(path)
        #expect(!curves.isEmpty)
        #expect(curves.first?.p0 == p1)
        #expect(curves.last?.p3 == p2)
        let e = textbookCenter(p1, p2, rx: rx, ry: ry, phiDegrees: phi, largeArc: largeArc, sweep: sweep)
        let deviation = radialDeviation(curves, center: e.center, rx: e.rx, ry: e.ry, rotationDegrees: phi)
        // An affine image of the circle approximation: the unit circle's error, at most the
        // tolerance over the larger radius, in the ellipse's norm.
        #expect(deviation.max <= 1e-6 / max(e.rx, e.ry) * 1.001)
        #expect(deviation.min >= -1e-9)
    }

    @Test func arcAfterCloseStartsAtTheSubpathStart() throws {
        let path = try BezierPath(svgPathData: "M 0 0 L 10 0 Z a 5 5 0 0 1 10 0")
        #expect(path.elements[3] == .move(to: Point(0, 0)))
        #expect(path.elements.last?.endPoint == Point(10, 0))
    }

    @Test func arcEndsAReflection() throws {
        // After an arc, S and T take the current point as their first control point.
        let path = try BezierPath(svgPathData: "M 0 0 C 0 5 5 5 5 0 A 5 5 0 0 1 15 0 S 20 5 25 0")
        #expect(path.elements.last == .cubic(to: Point(25, 0), control1: Point(15, 0), control2: Point(20, 5)))
    }

    @Test func extremeArcsGiveFiniteCurvesOrAnError() throws {
        // A huge semicircle that fits in Double's range, and a tall ellipse that does not.
        let fits = try BezierPath(svgPathData: "M -1.7e308 0 A 1.7e308 1.7e308 0 0 1 1.7e308 0")
        #expect(fits.isFinite)
        // Two quarter turns at the cap of 64 pieces each: radii past 2.5e8 reach it.
        #expect(cubics(fits).count == 128)
        #expect(throws: SVGPathError.self) {
            try BezierPath(svgPathData: "M 0 0 A 1e-320 1 0 0 1 10 0")
        }
        // Endpoints closer than the arithmetic resolves, with a radius to match: still finite.
        let tiny = try BezierPath(svgPathData: "M 0 0 A 5e-324 5e-324 0 0 1 5e-324 0")
        #expect(tiny.isFinite)
        #expect(tiny.elements.last?.endPoint == Point(.leastNonzeroMagnitude, 0))
    }
}
