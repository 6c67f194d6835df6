/// A line, or a piece of a curve monotone in both x and y, prepared for horizontal-ray
/// crossing tests.
///
/// The piece lies between two lines parallel to its chord: its horizontal offset from the chord
/// is a cubic in the parameter with zeros at both ends, whose exact range comes from the roots
/// of its derivative. A point left of the band is crossed, a point right of it is not, with one
/// multiplication; only points inside the band solve `y(s) = p.y` (Newton's method kept in the
/// bracket that monotonicity guarantees holds exactly one root). A line is a piece whose band
/// has zero width, so it never solves anything.
struct FillCrossingPiece: Sendable {
    /// The y range, half-open: `minY <= y < maxY` crosses (so a vertex shared by two pieces
    /// going the same way counts once, and a turning vertex twice or not at all).
    var minY: Double, maxY: Double
    /// Beyond this x a point is not crossed (the largest control-point x).
    var maxX: Double
    /// The chord through the start, as `x = x0 + (y - y0) * slope`.
    var x0: Double, y0: Double, slope: Double
    /// The piece's horizontal offset from the chord lies in `lowOffset...highOffset`.
    var lowOffset: Double, highOffset: Double
    /// +1 when the piece goes down (y grows), -1 when it goes up.
    var winding: Int
    /// The end y (the start is ``y0``).
    var y1: Double
    /// Power-basis coefficients: `x(s) = ((ax s + bx) s + cx) s + x0`, likewise y.
    var ax: Double, bx: Double, cx: Double
    var ay: Double, by: Double, cy: Double

    /// The straight edge from `a` to `b`; `nil` when horizontal (it never crosses).
    init?(line a: Point, _ b: Point) {
        guard a.y != b.y else { return nil }
        minY = min(a.y, b.y)
        maxY = max(a.y, b.y)
        maxX = max(a.x, b.x)
        x0 = a.x
        y0 = a.y
        y1 = b.y
        slope = (b.x - a.x) / (b.y - a.y)
        lowOffset = 0
        highOffset = 0
        winding = b.y > a.y ? 1 : -1
        ax = 0; bx = 0; cx = b.x - a.x
        ay = 0; by = 0; cy = b.y - a.y
    }

    /// A curve piece monotone in x and y; `nil` when horizontal.
    init?(monotone c: CubicSegment) {
        self.init(line: c.p0, c.p3)
        maxX = max2(max2(c.p0.x, c.p1.x), max2(c.p2.x, c.p3.x))
        (ax, bx, cx, ay, by, cy) = Self.powerCoefficients(c)
        // The horizontal offset from the chord is affine in the point, so its Bernstein
        // coefficients are the control points' offsets: (0, o1, o2, 0).
        let o1 = c.p1.x - (x0 + (c.p1.y - y0) * slope)
        let o2 = c.p2.x - (x0 + (c.p2.y - y0) * slope)
        let band = CubicSegment.bulgeRange(o1, o2)
        let slack = 1e-12 * (abs(x0) + abs(slope * y0))
        lowOffset = band.low - slack
        highOffset = band.high + slack
    }

    /// The signed crossing of the ray from `p` towards +x, or 0.
    @inline(__always)
    func crossing(_ p: Point) -> Int {
        guard p.y >= minY, p.y < maxY, p.x < maxX else { return 0 }
        let offset = p.x - (x0 + (p.y - y0) * slope)
        if offset < lowOffset { return winding }
        if offset >= highOffset { return 0 }
        return x(atY: p.y) > p.x ? winding : 0
    }

    /// The power-basis coefficients of a cubic less its start: `ax, bx, cx` then `ay, by, cy`.
    @inline(__always)
    static func powerCoefficients(_ c: CubicSegment) -> (Double, Double, Double, Double, Double, Double) {
        (-c.p0.x + 3 * c.p1.x - 3 * c.p2.x + c.p3.x,
         3 * c.p0.x - 6 * c.p1.x + 3 * c.p2.x,
         3 * (c.p1.x - c.p0.x),
         -c.p0.y + 3 * c.p1.y - 3 * c.p2.y + c.p3.y,
         3 * c.p0.y - 6 * c.p1.y + 3 * c.p2.y,
         3 * (c.p1.y - c.p0.y))
    }

    /// The x of a curve monotone in y at height `y` (within its y range, its ends' heights
    /// differing), as ``x(atY:)`` finds it.
    static func x(atY y: Double, on c: CubicSegment) -> Double {
        let (ax, bx, cx, ay, by, cy) = powerCoefficients(c)
        return x(atY: y, ax, bx, cx, c.p0.x, ay, by, cy, c.p0.y, c.p3.y)
    }

    /// The x of the curve at height `y` (within the piece's y range).
    func x(atY y: Double) -> Double {
        Self.x(atY: y, ax, bx, cx, x0, ay, by, cy, y0, y1)
    }

    /// Solves `y(s) = y` on the monotone piece `x(s) = ((ax s + bx) s + cx) s + x0`,
    /// `y(s) = ((ay s + by) s + cy) s + y0` (from `y0` to `y1`) and returns `x(s)`.
    static func x(atY y: Double, _ ax: Double, _ bx: Double, _ cx: Double, _ x0: Double,
                  _ ay: Double, _ by: Double, _ cy: Double, _ y0: Double, _ y1: Double) -> Double {
        let rising = y1 > y0
        var lo = 0.0, hi = 1.0
        var s = (y - y0) / (y1 - y0)
        for _ in 0..<64 {
            let value = ((ay * s + by) * s + cy) * s + y0 - y
            if value == 0 { break }
            if (value < 0) == rising { lo = s } else { hi = s }
            let slopeY = (3 * ay * s + 2 * by) * s + cy
            var next = slopeY != 0 ? s - value / slopeY : (lo + hi) * 0.5
            if !(next > lo && next < hi) { next = (lo + hi) * 0.5 }
            if abs(next - s) <= 1e-15 {
                s = next
                break
            }
            s = next
        }
        return ((ax * s + bx) * s + cx) * s + x0
    }
}
