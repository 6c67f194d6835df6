/// A point or vector in the plane, in a y-down coordinate space (as SVG and UIKit).
///
/// `Point` doubles as a 2D vector: it supports addition, subtraction, scaling, the dot and
/// cross products and a length, which keeps geometry code close to the formulas it implements.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate; it grows downwards.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a point from labelled coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(0, 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The Euclidean length of the vector from the origin to this point.
    @inlinable
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The squared length; cheaper than ``length`` when only comparisons are needed.
    @inlinable @inline(__always)
    package var lengthSquared: Double { x * x + y * y }

    /// The vector scaled to unit length, or `.zero` for the zero vector.
    @inlinable
    package var normalized: Point {
        let l = length
        return l > 0 ? Point(x / l, y / l) : .zero
    }

    /// The vector turned by +90 degrees: `(-y, x)`.
    ///
    /// In the y-down space this turns clockwise on screen.
    @inlinable
    package var perpendicular: Point { Point(-y, x) }

    /// The dot product with another vector.
    @inlinable @inline(__always)
    package func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The z component of the cross product with another vector (`x * o.y - y * o.x`).
    @inlinable @inline(__always)
    package func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// The distance to another point.
    @inlinable
    public func distance(to other: Point) -> Double { (self - other).length }

    /// The squared distance to another point.
    @inlinable @inline(__always)
    package func distanceSquared(to other: Point) -> Double { (self - other).lengthSquared }

    /// Whether two points are the same to the bit: stricter than `==`, which holds -0 and 0 the
    /// same. What a memo compares the inputs of a kept result by, so that the result taken again
    /// is the one computed afresh in every bit.
    @inlinable @inline(__always)
    package func hasSameBits(as other: Point) -> Bool {
        x.bitPattern == other.x.bitPattern && y.bitPattern == other.y.bitPattern
    }

    /// The point a fraction `t` of the way from this point to `other` (`t = 0` gives `self`).
    @inlinable @inline(__always)
    package func interpolated(to other: Point, _ t: Double) -> Point {
        Point(x + (other.x - x) * t, y + (other.y - y) * t)
    }

    /// A copy moved by a vector.
    @inlinable
    public func translated(by v: Point) -> Point { self + v }

    /// Moves this point by a vector.
    @inlinable
    public mutating func translate(by v: Point) { self += v }

    /// A copy turned about the origin by an angle in radians (positive turns +x towards +y).
    @inlinable
    package func rotated(by angle: Double) -> Point {
        let c = cos(angle), s = sin(angle)
        return Point(x * c - y * s, x * s + y * c)
    }

    /// The sum of two points taken as vectors.
    @inlinable @inline(__always) public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    /// The difference of two points: the vector from `b` to `a`.
    @inlinable @inline(__always) public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    /// The point mirrored through the origin.
    @inlinable public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }
    /// The point scaled about the origin.
    @inlinable @inline(__always) public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    /// The point scaled about the origin.
    @inlinable package static func * (s: Double, a: Point) -> Point { Point(a.x * s, a.y * s) }
    /// The point scaled about the origin by `1 / s`.
    @inlinable package static func / (a: Point, s: Double) -> Point { Point(a.x / s, a.y / s) }
    /// Adds a vector to the point.
    @inlinable package static func += (a: inout Point, b: Point) { a = a + b }
    /// Subtracts a vector from the point.
    @inlinable package static func -= (a: inout Point, b: Point) { a = a - b }
    /// Scales the point about the origin.
    @inlinable package static func *= (a: inout Point, s: Double) { a = a * s }
}

extension Point: CustomStringConvertible {
    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
