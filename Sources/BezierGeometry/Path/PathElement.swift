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
    package var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quad(let p, _), .cubic(let p, _, _): p
        case .close: nil
        }
    }

    /// The element with every point mapped by a transform.
    @inlinable
    package func transformed(by m: Transform2D) -> PathElement {
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
    package var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): p.isFinite
        case .quad(let p, let c): p.isFinite && c.isFinite
        case .cubic(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
        case .close: true
        }
    }
}
