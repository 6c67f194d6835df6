/// A place on an arrow's body: a point of its center line and the line's direction there.
///
/// What ``Arrow/slot(atFraction:)`` answers, e.g. to put a label or a badge halfway along an
/// arrow and turn it with the body.
public struct ArrowSlot: Hashable, Sendable {
    /// The point on the center line.
    public var point: Point
    /// The unit direction of the center line at ``point``, from the start head towards the end head.
    public var tangent: Point

    /// Creates a slot.
    public init(point: Point, tangent: Point) {
        self.point = point
        self.tangent = tangent
    }

    /// The fraction a query uses for `fraction`: clamped to `0...1`, and 0 for NaN.
    ///
    /// - Parameter fraction: any number.
    /// - Returns: a number in `0...1`.
    @inlinable
    public static func clampedFraction(_ fraction: Double) -> Double {
        fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }
}

extension Arrow {
    /// The body's center line for the current tips: from the start head's attachment to the end
    /// head's, as cubics.
    ///
    /// It is the spine's part between the heads when the template has a spine, else the mean of
    /// the outline's two sides (the runs of segments from one head frame to the other), else the
    /// line between the tips; <doc:ArrowModel> says which exactly. At rest, `DoubleArrow`'s runs
    /// from (30, 19) to (170, 19).
    ///
    /// - Complexity: builds a new path (the arrow keeps the cubics, not a path).
    public var centerLine: BezierPath {
        var path = BezierPath()
        for (i, c) in centerTable.curves.enumerated() {
            if i == 0 { path.move(to: c.p0) }
            path.cubic(to: c.p3, control1: c.p1, control2: c.p2)
        }
        return path
    }

    /// The length of ``centerLine``, exact to about 1e-9 of itself.
    public var centerLineLength: Double { centerTable.length }

    /// The point at a fraction of the center line's length, and the line's direction there.
    ///
    /// `slot(atFraction: 0.5).point` is the middle of the body by length: (100, 19) for
    /// `DoubleArrow` at rest. The point lies within 1e-6 of ``centerLineLength`` of the exact one
    /// (in practice 1e-9). The tangent is a unit vector pointing towards the end head; where the
    /// line stops for an instant (a cusp of a body twisted by rigid handles) it is the direction
    /// the line leaves in (arrives in, at the end), and for a body of no length the tip-to-tip
    /// direction of the heads.
    ///
    /// - Parameter fraction: 0 is the start head's attachment, 1 the end head's. A fraction
    ///   outside `0...1` is clamped to it, and NaN is taken as 0 (see ``ArrowSlot/clampedFraction(_:)``):
    ///   the answer is always a finite point and a unit tangent.
    /// - Returns: the point and the unit tangent.
    /// - Complexity: O(log n) in the pieces the length table holds (one for a straight or gently
    ///   bent body), allocation-free; the drag update prepared the table.
    public func slot(atFraction fraction: Double) -> ArrowSlot {
        let f = ArrowSlot.clampedFraction(fraction)
        guard let (i, t) = centerTable.location(atLength: f * centerTable.length) else {
            return ArrowSlot(point: storedStart, tangent: restDirection)
        }
        let curves = centerTable.curves
        let c = curves[i]
        return ArrowSlot(point: c.point(at: t), tangent: Self.direction(of: c, at: t) ?? chordDirection)
    }

    /// The point at a fraction of the center line's length: ``slot(atFraction:)``'s point.
    ///
    /// - Parameter fraction: 0 is the start head's attachment, 1 the end head's; clamped to
    ///   `0...1`, NaN taken as 0.
    /// - Returns: a finite point within 1e-6 of ``centerLineLength`` of the exact one.
    public func point(atFraction fraction: Double) -> Point {
        slot(atFraction: fraction).point
    }

    /// The center line's unit direction at a fraction of its length: ``slot(atFraction:)``'s
    /// tangent.
    ///
    /// - Parameter fraction: 0 is the start head's attachment, 1 the end head's; clamped to
    ///   `0...1`, NaN taken as 0.
    /// - Returns: a unit vector pointing towards the end head.
    public func tangent(atFraction fraction: Double) -> Point {
        slot(atFraction: fraction).tangent
    }

    /// Prepares the center line and its length table for the drawn paths: part of every redraw.
    mutating func rebuildCenterLine() {
        centerPlan.draw(outline: outline, spine: spine, start: storedStart, end: storedEnd, into: &centerTable.curves)
        centerTable.prepare()
    }

    /// The unit direction of a cubic at `t`: its derivative, or where that vanishes (a cusp, a
    /// handle on its anchor) the first of the higher derivatives that does not, signed as the
    /// curve moves on (or, at `t = 1`, as it arrives); `nil` for a curve that is one point.
    static func direction(of c: CubicSegment, at t: Double) -> Point? {
        if let d1 = unit(c.derivative(at: t)) { return d1 }
        // Near a stationary point B'(t + e) ~ B''(t) e: the sign of e is the side it is left by.
        let d2 = c.secondDerivative(at: t)
        if let d2 = unit(t < 1 ? d2 : -d2) { return d2 }
        // Then B'(t + e) ~ B''' e^2 / 2, the same on both sides.
        return unit((c.p3 - c.p2 * 3 + c.p1 * 3 - c.p0) * 6)
    }

    /// A vector scaled to unit length, or `nil` for the zero vector; scaled by its largest
    /// coordinate first, so that a vector of 1e-200 (whose squared length underflows) still has
    /// a direction.
    static func unit(_ v: Point) -> Point? {
        let m = max(abs(v.x), abs(v.y))
        guard m > 0, m.isFinite else { return nil }
        return (v / m).normalized
    }

    /// The direction from the center line's start to its end, or the heads' direction when
    /// they coincide.
    private var chordDirection: Point {
        let curves = centerTable.curves
        guard let first = curves.first, let last = curves.last, first.p0 != last.p3 else { return restDirection }
        return Self.unit(last.p3 - first.p0) ?? restDirection
    }

    /// The rest tip-to-tip direction turned with the heads: defined for every pair of tips.
    private var restDirection: Point {
        deformation.rotate((template.end.tip - template.start.tip).normalized)
    }
}
