/// One drawing command of a ``BezierPath``, in absolute coordinates.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight segment from the current point.
    case line(to: Point)
    /// A quadratic Bezier segment from the current point.
    case quad(to: Point, control: Point)
    /// A cubic Bezier segment from the current point.
    case cubic(to: Point, control1: Point, control2: Point)
    /// Closes the current subpath with a straight segment back to its start.
    case close

    /// The point the element ends at, or `nil` for ``close``.
    @inlinable
    public var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quad(let p, _), .cubic(let p, _, _): p
        case .close: nil
        }
    }

    /// The element with every point mapped by a transform.
    @inlinable
    public func transformed(by m: Transform2D) -> PathElement {
        switch self {
        case .move(let p): .move(to: m.apply(p))
        case .line(let p): .line(to: m.apply(p))
        case .quad(let p, let c): .quad(to: m.apply(p), control: m.apply(c))
        case .cubic(let p, let c1, let c2): .cubic(to: m.apply(p), control1: m.apply(c1), control2: m.apply(c2))
        case .close: .close
        }
    }

    /// Whether every coordinate of the element is finite.
    @inlinable
    public var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): p.isFinite
        case .quad(let p, let c): p.isFinite && c.isFinite
        case .cubic(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
        case .close: true
        }
    }
}

/// A drawable segment of a path: the curve between two consecutive points.
public enum PathSegment: Hashable, Sendable {
    case line(LineSegment)
    case quad(QuadraticSegment)
    case cubic(CubicSegment)

    /// The segment's start point.
    @inlinable
    public var startPoint: Point {
        switch self {
        case .line(let s): s.p0
        case .quad(let s): s.p0
        case .cubic(let s): s.p0
        }
    }

    /// The segment's end point.
    @inlinable
    public var endPoint: Point {
        switch self {
        case .line(let s): s.p1
        case .quad(let s): s.p2
        case .cubic(let s): s.p3
        }
    }

    /// The point at parameter `t`.
    @inlinable
    public func point(at t: Double) -> Point {
        switch self {
        case .line(let s): s.point(at: t)
        case .quad(let s): s.point(at: t)
        case .cubic(let s): s.point(at: t)
        }
    }

    /// The derivative at parameter `t`.
    @inlinable
    public func derivative(at t: Double) -> Point {
        switch self {
        case .line(let s): s.derivative(at: t)
        case .quad(let s): s.derivative(at: t)
        case .cubic(let s): s.derivative(at: t)
        }
    }

    /// The tight bounds.
    public var boundingBox: Rect {
        switch self {
        case .line(let s): s.boundingBox
        case .quad(let s): s.boundingBox
        case .cubic(let s): s.boundingBox
        }
    }

    /// The nearest point.
    public func project(_ p: Point) -> CurveProjection {
        switch self {
        case .line(let s): s.project(p)
        case .quad(let s): s.project(p)
        case .cubic(let s): s.project(p)
        }
    }

    /// The arc length.
    public var length: Double {
        switch self {
        case .line(let s): s.length
        case .quad(let s): s.length
        case .cubic(let s): s.length
        }
    }
}
