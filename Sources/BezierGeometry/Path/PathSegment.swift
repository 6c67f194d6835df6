/// A drawable segment of a path: the curve between two consecutive points.
package enum PathSegment: Hashable, Sendable {
    case line(LineSegment)
    case quad(QuadraticSegment)
    case cubic(CubicSegment)

    /// The segment's start point.
    @inlinable
    package var startPoint: Point {
        switch self {
        case .line(let s): s.p0
        case .quad(let s): s.p0
        case .cubic(let s): s.p0
        }
    }

    /// The segment's end point.
    @inlinable
    package var endPoint: Point {
        switch self {
        case .line(let s): s.p1
        case .quad(let s): s.p2
        case .cubic(let s): s.p3
        }
    }

    /// The point at parameter `t`.
    @inlinable
    package func point(at t: Double) -> Point {
        switch self {
        case .line(let s): s.point(at: t)
        case .quad(let s): s.point(at: t)
        case .cubic(let s): s.point(at: t)
        }
    }

    /// The derivative at parameter `t`.
    @inlinable
    package func derivative(at t: Double) -> Point {
        switch self {
        case .line(let s): s.derivative(at: t)
        case .quad(let s): s.derivative(at: t)
        case .cubic(let s): s.derivative(at: t)
        }
    }

    /// The tight bounds.
    package var boundingBox: Rect {
        switch self {
        case .line(let s): s.boundingBox
        case .quad(let s): s.boundingBox
        case .cubic(let s): s.boundingBox
        }
    }

    /// The nearest point.
    package func project(_ p: Point) -> CurveProjection {
        switch self {
        case .line(let s): s.project(p)
        case .quad(let s): s.project(p)
        case .cubic(let s): s.project(p)
        }
    }

}
