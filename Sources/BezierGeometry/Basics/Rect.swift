/// An axis-aligned rectangle given by its minimum corner and its size.
///
/// Sizes are never negative once normalised; ``null`` is the empty rectangle that is the identity
/// of ``union(_:)-(Rect)`` (as `CGRect.null`), used when accumulating bounds.
public struct Rect: Hashable, Sendable {
    /// The smallest x of the rectangle.
    public var minX: Double
    /// The smallest y of the rectangle (its top edge in a y-down space).
    public var minY: Double
    /// The extent along x.
    public var width: Double
    /// The extent along y.
    public var height: Double

    /// Creates a rectangle; a negative width or height is normalised by moving the origin.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        minX = width < 0 ? x + width : x
        minY = height < 0 ? y + height : y
        self.width = abs(width)
        self.height = abs(height)
    }

    /// The smallest rectangle holding two corner points: ``contains(_:)-(Point)`` is true of
    /// both, the size rounded outward as ``union(_:)-(Rect)``.
    @inlinable
    package init(corner a: Point, _ b: Point) {
        let x = Rect.span(a.x, a.x, b.x, b.x), y = Rect.span(a.y, a.y, b.y, b.y)
        self.init(rawMinX: x.min, minY: y.min, width: x.size, height: y.size)
    }

    /// The empty rectangle: the identity of ``union(_:)-(Rect)``, contained in nothing, containing nothing.
    public static let null = Rect(rawMinX: .infinity, minY: .infinity, width: 0, height: 0)

    @usableFromInline
    init(rawMinX: Double, minY: Double, width: Double, height: Double) {
        self.minX = rawMinX
        self.minY = minY
        self.width = width
        self.height = height
    }

    /// Whether this is ``null``.
    @inlinable
    public var isNull: Bool { minX == .infinity }

    /// The largest x.
    @inlinable public var maxX: Double { minX + width }
    /// The largest y.
    @inlinable public var maxY: Double { minY + height }
    /// The centre point.
    @inlinable public var center: Point { Point(minX + width / 2, minY + height / 2) }
    /// The minimum corner.
    @inlinable package var origin: Point { Point(minX, minY) }

    /// Whether the point lies in the closed rectangle (edges included).
    @inlinable
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// Whether the closed rectangle holds another one wholly (edges included); ``null`` holds
    /// nothing and is held by every rectangle.
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        if other.isNull { return true }
        return contains(other.origin) && contains(Point(other.maxX, other.maxY))
    }

    /// Whether the two closed rectangles share at least one point.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// Whether the two rectangles share interior area (touching edges do not count).
    @inlinable
    package func overlaps(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle holding both: ``contains(_:)-(Rect)`` is true of it for each.
    ///
    /// The far edges are kept as a minimum and a size, and `minX + width` rounded can fall an ulp
    /// short of the edge it was computed from; the size is rounded up until it does not, so that
    /// whatever either rectangle holds, the union holds too (an index built from unions rejects
    /// no point its parts hold). A rectangle that already holds the other is returned as it is.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if contains(other) { return self }
        if other.contains(self) { return other }
        let x = Rect.span(minX, maxX, other.minX, other.maxX), y = Rect.span(minY, maxY, other.minY, other.maxY)
        return Rect(rawMinX: x.min, minY: y.min, width: x.size, height: y.size)
    }

    /// The smallest rectangle holding this one and a point: ``contains(_:)-(Point)`` is true of
    /// the point, rounded outward as ``union(_:)-(Rect)``.
    @inlinable
    package func union(_ p: Point) -> Rect {
        if isNull { return Rect(rawMinX: p.x, minY: p.y, width: 0, height: 0) }
        if contains(p) { return self }
        let x = Rect.span(minX, maxX, p.x, p.x), y = Rect.span(minY, maxY, p.y, p.y)
        return Rect(rawMinX: x.min, minY: y.min, width: x.size, height: y.size)
    }

    /// The interval covering `a0...a1` and `b0...b1` as a minimum and a size whose sum is not
    /// below either far end.
    @usableFromInline
    static func span(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> (min: Double, size: Double) {
        let lo = min(a0, b0), hi = max(a1, b1)
        var size = hi - lo
        // A step or two is all rounding can need; infinities and NaN leave at once.
        while lo + size < hi { size = size.nextUp }
        return (lo, size)
    }

    /// A copy grown (negative `dx`, `dy`) or shrunk (positive) on every side, as `CGRect.insetBy`.
    ///
    /// Shrinking past zero size gives ``null``.
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        // From the moved edges, the size rounded outward as in a union: a rectangle grown by a
        // reach holds every point within that reach of the edges as computed.
        let x0 = minX + dx, x1 = maxX - dx, y0 = minY + dy, y1 = maxY - dy
        if !(x0 <= x1 && y0 <= y1) { return .null }
        let x = Rect.span(x0, x0, x1, x1), y = Rect.span(y0, y0, y1, y1)
        return Rect(rawMinX: x.min, minY: y.min, width: x.size, height: y.size)
    }

    /// A copy scaled about the origin by a factor of at least 0 (a head's frame drawn larger or
    /// smaller about its tip).
    package func scaled(by s: Double) -> Rect {
        isNull || s == 1 ? self : Rect(rawMinX: minX * s, minY: minY * s, width: width * s, height: height * s)
    }

    /// A copy moved by a vector.
    @inlinable
    package func translated(by v: Point) -> Rect {
        isNull ? self : Rect(rawMinX: minX + v.x, minY: minY + v.y, width: width, height: height)
    }

    /// The squared distance from a point to the closed rectangle (0 inside).
    @inlinable
    package func distanceSquared(to p: Point) -> Double {
        // Two-argument max: the three-argument one is variadic, and not always inlined.
        let dx = max(max(minX - p.x, 0), p.x - maxX)
        let dy = max(max(minY - p.y, 0), p.y - maxY)
        return dx * dx + dy * dy
    }
}

extension Rect: CustomStringConvertible {
    /// The rectangle as `Rect(x, y, width, height)`.
    public var description: String { isNull ? "Rect.null" : "Rect(\(minX), \(minY), \(width), \(height))" }
}
