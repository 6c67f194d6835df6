/// A box given by its least and greatest coordinates (a ``Rect`` stores its width and height
/// instead, from which its greatest coordinates are found with a rounding).
@usableFromInline
package struct HitBounds: Sendable, Equatable {
    @usableFromInline package var minX: Double, minY: Double, maxX: Double, maxY: Double

    /// The box that holds nothing.
    @usableFromInline package static let empty = HitBounds(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    @inlinable @inline(__always)
    package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    /// A rectangle's box (``empty`` for ``Rect/null``).
    @inlinable @inline(__always)
    package init(_ r: Rect) {
        self = r.isNull ? .empty : HitBounds(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY)
    }

    /// The box as a rectangle, ``Rect/null`` when empty.
    @inlinable
    package var rect: Rect {
        minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// Whether the box holds a point (its edges included).
    @inlinable @inline(__always)
    package func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// The squared distance from a point to the box (infinity for an empty box).
    @inlinable @inline(__always)
    package func distanceSquared(to p: Point) -> Double {
        let dx = max3(minX - p.x, p.x - maxX, 0), dy = max3(minY - p.y, p.y - maxY, 0)
        return dx * dx + dy * dy
    }

    /// The box grown to hold a point.
    @inlinable @inline(__always)
    package mutating func grow(_ p: Point) {
        minX = min2(minX, p.x); minY = min2(minY, p.y)
        maxX = max2(maxX, p.x); maxY = max2(maxY, p.y)
    }

    /// The box grown to hold a path's element drawn from `current` (then moved to where the
    /// element leaves the pen; `start` is its subpath's start), tightly: a curve by its extrema,
    /// as a preparation cuts it. A close adds nothing: its line ends where its subpath starts, a
    /// point already held.
    @inlinable @inline(__always)
    package mutating func grow(_ element: PathElement, from current: inout Point, start: inout Point) {
        switch element {
        case .move(let p):
            grow(p)
            current = p
            start = p
        case .line(let p):
            grow(p)
            current = p
        case .quad(let p, let c):
            grow(QuadraticSegment(current, c, p).cubic)
            current = p
        case .cubic(let p, let c1, let c2):
            grow(CubicSegment(current, c1, c2, p))
            current = p
        case .close:
            current = start
        }
    }

    /// The box grown to hold a cubic: its end points, and in each coordinate its extrema when a
    /// control point lies outside the box so far in that coordinate (the curve lies in the hull
    /// of its control points). Not `CubicSegment.boundingBox` and a union: a styled drag update
    /// grows the heads' bounds by every curve they draw, and this skips the `Rect`s and the
    /// extrema the box so far already holds.
    @inlinable @inline(__always)
    package mutating func grow(_ c: CubicSegment) {
        grow(c.p0)
        grow(c.p3)
        if min2(c.p1.x, c.p2.x) < minX || max2(c.p1.x, c.p2.x) > maxX {
            let (x0, x1) = Self.extremeValues(c.p0.x, c.p1.x, c.p2.x, c.p3.x)
            minX = min3(minX, x0, x1)
            maxX = max3(maxX, x0, x1)
        }
        if min2(c.p1.y, c.p2.y) < minY || max2(c.p1.y, c.p2.y) > maxY {
            let (y0, y1) = Self.extremeValues(c.p0.y, c.p1.y, c.p2.y, c.p3.y)
            minY = min3(minY, y0, y1)
            maxY = max3(maxY, y0, y1)
        }
    }

    /// A cubic coordinate's values at its extrema inside the curve (the end values where it has
    /// fewer than two).
    @usableFromInline
    static func extremeValues(_ c0: Double, _ c1: Double, _ c2: Double, _ c3: Double) -> (Double, Double) {
        @inline(__always) func value(_ t: Double) -> Double {
            guard t < 1 else { return c0 }
            let mt = 1 - t
            return mt * mt * mt * c0 + 3 * mt * mt * t * c1 + 3 * mt * t * t * c2 + t * t * t * c3
        }
        let (t0, t1) = CubicSegment.derivativeRoots(c0, c1, c2, c3)
        return (value(t0), value(t1))
    }

    /// The smallest box holding both.
    @inlinable
    package func union(_ other: HitBounds) -> HitBounds {
        HitBounds(minX: min2(minX, other.minX), minY: min2(minY, other.minY),
                  maxX: max2(maxX, other.maxX), maxY: max2(maxY, other.maxY))
    }
}
