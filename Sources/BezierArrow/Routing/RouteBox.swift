/// An obstacle's box grown by the routing margin, as its four edges: a route may run along an edge
/// (exactly the margin away) but never through the open interior.
///
/// Edges are kept as computed (`minX - margin`, ...), not as a minimum and a size as in `Rect`, so
/// that a route along an edge has the edge's coordinate to the bit and the interior tests are
/// exact.
package struct RouteBox: Sendable, Hashable {
    package var minX: Double, minY: Double, maxX: Double, maxY: Double

    /// The largest magnitude a coordinate is taken at: the range a tip is kept in
    /// (`Arrow.acceptedTip`); a box reaching beyond it is clipped to it.
    package static let limit = 1e12

    /// Creates a box from its edges.
    package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// An obstacle grown by a margin, clipped to ±``limit``; `nil` for a null rectangle or one
    /// with a NaN coordinate (it bounds nothing a route could avoid).
    package init?(_ rect: Rect, margin: Double) {
        if rect.isNull { return nil }
        let l = Self.limit
        func clip(_ v: Double) -> Double { min(max(v, -l), l) }
        let x0 = clip(rect.minX - margin), x1 = clip(rect.minX + rect.width + margin)
        let y0 = clip(rect.minY - margin), y1 = clip(rect.minY + rect.height + margin)
        // NaN fails every comparison: such a box is left out.
        guard x0 <= x1, y0 <= y1 else { return nil }
        self.init(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// Whether a point lies in the open interior.
    package func holdsInside(_ p: Point) -> Bool {
        p.x > minX && p.x < maxX && p.y > minY && p.y < maxY
    }

    /// Whether an axis-aligned segment meets the open interior.
    package func isCrossed(by a: Point, _ b: Point) -> Bool {
        let lx = min(a.x, b.x), hx = max(a.x, b.x), ly = min(a.y, b.y), hy = max(a.y, b.y)
        if lx == hx { return lx > minX && lx < maxX && hy > minY && ly < maxY }
        return ly > minY && ly < maxY && hx > minX && lx < maxX
    }

    /// Whether the closed boxes share a point.
    package func meets(_ o: RouteBox) -> Bool {
        minX <= o.maxX && o.minX <= maxX && minY <= o.maxY && o.minY <= maxY
    }

    /// The smallest box holding both.
    package func union(_ o: RouteBox) -> RouteBox {
        RouteBox(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
    }

    /// The box grown by `d` on every side.
    package func grown(by d: Double) -> RouteBox {
        RouteBox(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d)
    }

    /// Whether the box holds another wholly (edges included).
    package func contains(_ o: RouteBox) -> Bool {
        minX <= o.minX && minY <= o.minY && o.maxX <= maxX && o.maxY <= maxY
    }

    /// The box around some points.
    package static func around(_ points: [Point]) -> RouteBox {
        var b = RouteBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        for p in points {
            b.minX = min(b.minX, p.x); b.maxX = max(b.maxX, p.x)
            b.minY = min(b.minY, p.y); b.maxY = max(b.maxY, p.y)
        }
        return b
    }

    /// Where a ray from a point inside leaves the box moving in a direction.
    package func exit(from p: Point, moving side: RouteSide) -> Point {
        switch side {
        case .right: Point(maxX, p.y)
        case .left: Point(minX, p.y)
        case .down: Point(p.x, maxY)
        case .up: Point(p.x, minY)
        }
    }
}
