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

    /// The smallest rectangle holding two corner points.
    @inlinable
    public init(corner a: Point, _ b: Point) {
        minX = min(a.x, b.x)
        minY = min(a.y, b.y)
        width = abs(a.x - b.x)
        height = abs(a.y - b.y)
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
    @inlinable public var origin: Point { Point(minX, minY) }

    /// Whether the point lies in the closed rectangle (edges included).
    @inlinable
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// Whether the two closed rectangles share at least one point.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// Whether the two rectangles share interior area (touching edges do not count).
    @inlinable
    public func overlaps(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle holding both.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(rawMinX: x0, minY: y0, width: max(maxX, other.maxX) - x0,
                    height: max(maxY, other.maxY) - y0)
    }

    /// The smallest rectangle holding this one and a point.
    @inlinable
    public func union(_ p: Point) -> Rect {
        if isNull { return Rect(rawMinX: p.x, minY: p.y, width: 0, height: 0) }
        let x0 = min(minX, p.x), y0 = min(minY, p.y)
        return Rect(rawMinX: x0, minY: y0, width: max(maxX, p.x) - x0, height: max(maxY, p.y) - y0)
    }

    /// A copy grown (negative `dx`, `dy`) or shrunk (positive) on every side, as `CGRect.insetBy`.
    ///
    /// Shrinking past zero size gives ``null``.
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        let w = width - 2 * dx, h = height - 2 * dy
        if w < 0 || h < 0 { return .null }
        return Rect(rawMinX: minX + dx, minY: minY + dy, width: w, height: h)
    }

    /// A copy scaled about the origin by a factor of at least 0 (a head's frame drawn larger or
    /// smaller about its tip).
    func scaled(by s: Double) -> Rect {
        isNull || s == 1 ? self : Rect(rawMinX: minX * s, minY: minY * s, width: width * s, height: height * s)
    }

    /// A copy moved by a vector.
    @inlinable
    public func translated(by v: Point) -> Rect {
        isNull ? self : Rect(rawMinX: minX + v.x, minY: minY + v.y, width: width, height: height)
    }

    /// The squared distance from a point to the closed rectangle (0 inside).
    @inlinable
    public func distanceSquared(to p: Point) -> Double {
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
