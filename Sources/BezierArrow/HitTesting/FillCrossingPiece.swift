/// A straight edge of a fill, prepared for horizontal-ray crossing tests.
struct FillEdge: Sendable {
    /// The edge's y range, half-open: `minY <= y < maxY` crosses (so a shared vertex counts once).
    var minY: Double, maxY: Double
    var minX: Double, maxX: Double
    /// A point of the edge and its inverse slope `dx/dy`.
    var x0: Double, y0: Double, slope: Double
    /// +1 when the edge goes down (y grows), -1 when it goes up.
    var winding: Int

    /// The edge from `a` to `b`; `nil` when horizontal (a horizontal edge never crosses).
    init?(_ a: Point, _ b: Point) {
        guard a.y != b.y else { return nil }
        minY = min(a.y, b.y)
        maxY = max(a.y, b.y)
        minX = min(a.x, b.x)
        maxX = max(a.x, b.x)
        x0 = a.x
        y0 = a.y
        slope = (b.x - a.x) / (b.y - a.y)
        winding = b.y > a.y ? 1 : -1
    }

    /// The signed crossing of the ray from `p` towards +x, or 0.
    @inline(__always)
    func crossing(_ p: Point) -> Int {
        guard p.y >= minY, p.y < maxY, p.x < maxX else { return 0 }
        if p.x < minX { return winding }
        return x0 + (p.y - y0) * slope > p.x ? winding : 0
    }
}

/// A piece of a curve monotone in both x and y, prepared for horizontal-ray crossing tests.
///
/// The curve lies between two lines parallel to its chord (convex hull property), so a point
/// left of the near one is crossed and a point right of the far one is not, without solving
/// anything; only points in that thin band solve `y(s) = p.y` (Newton's method inside the
/// bracket, which monotonicity guarantees holds exactly one root).
struct FillCurvePiece: Sendable {
    var minY: Double, maxY: Double
    var minX: Double, maxX: Double
    /// The chord through the start, as `x = x0 + (y - y0) * slope`.
    var x0: Double, y0: Double, slope: Double
    /// The curve's horizontal offset from the chord lies in `lowOffset...highOffset`.
    var lowOffset: Double, highOffset: Double
    var winding: Int
    /// Power-basis coefficients: `x(s) = ((ax s + bx) s + cx) s + x0`, likewise y.
    var ax: Double, bx: Double, cx: Double
    var ay: Double, by: Double, cy: Double
    /// The end y (the start is ``y0``).
    var y1: Double

    /// A monotone piece; `nil` when horizontal.
    init?(_ c: CubicSegment) {
        guard c.p0.y != c.p3.y else { return nil }
        minY = min(c.p0.y, c.p3.y)
        maxY = max(c.p0.y, c.p3.y)
        minX = min(c.p0.x, c.p1.x, c.p2.x, c.p3.x)
        maxX = max(c.p0.x, c.p1.x, c.p2.x, c.p3.x)
        x0 = c.p0.x
        y0 = c.p0.y
        y1 = c.p3.y
        slope = (c.p3.x - c.p0.x) / (c.p3.y - c.p0.y)
        let o1 = c.p1.x - (x0 + (c.p1.y - y0) * slope)
        let o2 = c.p2.x - (x0 + (c.p2.y - y0) * slope)
        lowOffset = min(0, o1, o2)
        highOffset = max(0, o1, o2)
        winding = c.p3.y > c.p0.y ? 1 : -1
        ax = -c.p0.x + 3 * c.p1.x - 3 * c.p2.x + c.p3.x
        bx = 3 * c.p0.x - 6 * c.p1.x + 3 * c.p2.x
        cx = 3 * (c.p1.x - c.p0.x)
        ay = -c.p0.y + 3 * c.p1.y - 3 * c.p2.y + c.p3.y
        by = 3 * c.p0.y - 6 * c.p1.y + 3 * c.p2.y
        cy = 3 * (c.p1.y - c.p0.y)
    }

    /// The width of the band where the chord test cannot decide.
    var bandWidth: Double { highOffset - lowOffset }

    /// The signed crossing of the ray from `p` towards +x, or 0.
    @inline(__always)
    func crossing(_ p: Point) -> Int {
        guard p.y >= minY, p.y < maxY, p.x < maxX else { return 0 }
        if p.x < minX { return winding }
        let offset = p.x - (x0 + (p.y - y0) * slope)
        if offset < lowOffset { return winding }
        if offset >= highOffset { return 0 }
        return x(atY: p.y) > p.x ? winding : 0
    }

    /// The x of the curve at height `y` (within the piece's y range).
    func x(atY y: Double) -> Double {
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
