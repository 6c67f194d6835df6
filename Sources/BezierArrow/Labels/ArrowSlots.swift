/// An arrow's body measured for slots: its center line with a length table, answering the point
/// and direction at any fraction of the body's length in a few tens of nanoseconds.
///
/// Take it from ``Arrow/slots`` once the tips are where they should be, then ask it as often as
/// needed: `let slots = arrow.slots; slots.point(atFraction: 0.5)`. It is a snapshot: moving the
/// arrow's tips afterwards does not change it (take ``Arrow/slots`` again).
///
/// ## The center line
/// ``centerLine`` runs from the start head's attachment (fraction 0) to the end head's
/// (fraction 1). It is the spine between the heads when the template has one, else midway
/// between the outline's two sides, else the line between the tips; <doc:ArrowModel> says how
/// the sides are found. At rest, `DoubleArrow`'s runs from (30, 19) to (170, 19), and its middle
/// is (100, 19). An arrow with a ``Arrow/style`` measures the centre line its body is drawn
/// along, from one head's attachment point to the other's.
///
/// ## Exactness
/// Points are within 1e-6 of ``length`` of the exact ones (the tests find about 1e-8): the
/// length table's intervals are cut, from the roots of the curves' speed, narrow enough for its
/// polynomials (see `ArcLengthTable`).
public struct ArrowSlots: Sendable {
    /// The measured center line.
    let table: ArcLengthTable
    /// The direction reported where the center line has none (a body of no length): the rest
    /// tip-to-tip direction turned with the heads.
    let headDirection: Point

    /// Measures a center line.
    ///
    /// - Parameters:
    ///   - curves: the center line's cubics, start to end.
    ///   - headDirection: the unit direction for a center line of no length.
    init(curves: [CubicSegment], headDirection: Point) {
        table = ArcLengthTable(curves: curves)
        self.headDirection = headDirection
    }

    /// The center line, as cubics from the start head's attachment to the end head's.
    ///
    /// - Complexity: builds a new path.
    public var centerLine: BezierPath { Self.path(of: table.curves) }

    /// A chain of cubics as a path: a move to the first one's start, then the cubics.
    static func path(of curves: [CubicSegment]) -> BezierPath {
        var path = BezierPath()
        for (i, c) in curves.enumerated() {
            if i == 0 { path.move(to: c.p0) }
            path.cubic(to: c.p3, control1: c.p1, control2: c.p2)
        }
        return path
    }

    /// The length of ``centerLine``, exact to about 1e-10 of itself.
    public var length: Double { table.length }

    /// The point at a fraction of the center line's length, and the line's direction there.
    ///
    /// The point lies within 1e-6 of ``length`` of the exact one. The tangent is a unit vector
    /// pointing towards the end head; where the line stops for an instant (a cusp of a body
    /// twisted by rigid handles) it is the direction the line leaves in (arrives in, at the
    /// end), and for a body of no length the heads' tip-to-tip direction.
    ///
    /// - Parameter fraction: 0 is the start head's attachment, 1 the end head's. A fraction
    ///   outside `0...1` is clamped to it, and NaN is taken as 0 (see
    ///   ``ArrowSlot/clampedFraction(_:)``): the answer is always a finite point and a unit
    ///   tangent.
    /// - Returns: the point and the unit tangent.
    /// - Complexity: O(log n) in the table's intervals (one or two for a straight or gently
    ///   bent body), allocation-free.
    public func slot(atFraction fraction: Double) -> ArrowSlot {
        let f = ArrowSlot.clampedFraction(fraction)
        guard let (i, t) = table.location(atLength: f * table.length) else {
            return ArrowSlot(point: .zero, tangent: headDirection)
        }
        let c = table.curves[i]
        // The point and the derivative together, by de Casteljau's construction.
        let mt = 1 - t
        let a = c.p0 * mt + c.p1 * t, b = c.p1 * mt + c.p2 * t, e = c.p2 * mt + c.p3 * t
        let d0 = a * mt + b * t, d1 = b * mt + e * t
        let point = d0 * mt + d1 * t, velocity = d1 - d0
        let squared = velocity.lengthSquared
        // Far from underflow and overflow, one square root; else the careful way.
        if squared > 1e-200 && squared < 1e200 {
            return ArrowSlot(point: point, tangent: velocity * (1 / squared.squareRoot()))
        }
        return ArrowSlot(point: point, tangent: Self.direction(of: c, at: t) ?? chordDirection)
    }

    /// The point at a fraction of the center line's length: ``slot(atFraction:)``'s point.
    ///
    /// - Parameter fraction: 0 is the start head's attachment, 1 the end head's; clamped to
    ///   `0...1`, NaN taken as 0.
    /// - Returns: a finite point within 1e-6 of ``length`` of the exact one.
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

    /// The direction from the center line's start to its end, or the heads' direction when they
    /// coincide.
    private var chordDirection: Point {
        guard let first = table.curves.first, let last = table.curves.last else { return headDirection }
        return Self.unit(last.p3 - first.p0) ?? headDirection
    }
}
