extension BezierPath {
    /// A copy with every point (end points and control points) replaced by `transform(point)`.
    ///
    /// The general form of ``transformed(by:)``, for maps that are not affine: snapping to a grid,
    /// rounding to `Float` to see what a 32-bit renderer sees, a non-linear warp. (A non-affine
    /// map moves the control points, not the curve: the result is the curve of the moved
    /// control points.)
    ///
    /// - Parameter transform: The map applied to each point.
    /// - Returns: The mapped path, with the same elements.
    package func mapped(_ transform: (Point) throws -> Point) rethrows -> BezierPath {
        var copy = BezierPath()
        copy.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): copy.move(to: try transform(p))
            case .line(let p): copy.line(to: try transform(p))
            case .quad(let p, let c): copy.quad(to: try transform(p), control: try transform(c))
            case .cubic(let p, let c1, let c2):
                copy.cubic(to: try transform(p), control1: try transform(c1), control2: try transform(c2))
            case .close: copy.close()
            }
        }
        return copy
    }
}
