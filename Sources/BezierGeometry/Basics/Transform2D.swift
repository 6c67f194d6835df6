/// A 2D affine transform `[a b c d tx ty]`, mapping `(x, y)` to
/// `(a x + c y + tx, b x + d y + ty)`: the same layout as `CGAffineTransform` and SVG's `matrix()`.
public struct Transform2D: Hashable, Sendable {
    /// The six coefficients: the linear part `a b c d` and the translation `tx ty`.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    @inlinable
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    /// A scale about the origin.
    @inlinable
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation about the origin by an angle in radians (positive turns +x towards +y).
    @inlinable
    public init(rotationAngle angle: Double) {
        let co = cos(angle), si = sin(angle)
        self.init(a: co, b: si, c: -si, d: co, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    @inlinable
    package var isIdentity: Bool { self == .identity }

    /// The determinant of the linear part; zero for a transform that cannot be inverted.
    @inlinable
    package var determinant: Double { a * d - b * c }

    /// Applies the transform to a point.
    @inlinable
    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// Applies only the linear part (no translation), as for a direction vector.
    @inlinable
    package func applyToVector(_ v: Point) -> Point {
        Point(a * v.x + c * v.y, b * v.x + d * v.y)
    }

    /// The transform that applies `self` first, then `other` (as `CGAffineTransform.concatenating`).
    @inlinable
    public func concatenating(_ o: Transform2D) -> Transform2D {
        Transform2D(a: a * o.a + b * o.c, b: a * o.b + b * o.d,
                        c: c * o.a + d * o.c, d: c * o.b + d * o.d,
                        tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    /// The inverse, or `nil` when the transform is singular or not finite.
    public func inverted() -> Transform2D? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform2D(a: ia, b: ib, c: ic, d: id,
                               tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// A copy followed by a translation.
    @inlinable
    package func translated(by v: Point) -> Transform2D {
        concatenating(Transform2D(translationX: v.x, y: v.y))
    }
}
