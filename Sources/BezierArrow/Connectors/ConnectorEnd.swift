/// What one tip of a connected arrow is given: a free position, a binding to a target shape, or
/// a point along another arrow's body. The input of ``ConnectorSolver``, one for each tip.
package enum ConnectorEnd: Sendable {
    /// A tip where the user left it.
    case free(Point)
    /// A tip bound to a target shape.
    case bound(ArrowBinding, to: SceneShape)
    /// A tip pinned to another arrow's body: the point at a fraction of its body's arc length
    /// (``ArrowSlots/point(atFraction:)``: clamped to `0...1`, NaN taken as 0), given that
    /// arrow's ``Arrow/slots``.
    case alongBody(ArrowSlots, fraction: Double)

    /// Where the other end's approach aims: the free tip, the anchor's point, the point along
    /// the body. Finite, within ``ArrowDeformation/coordinateLimit`` (a NaN coordinate of a free
    /// tip counts as 0).
    var aim: Point {
        switch self {
        case .free(let p): Self.kept(p)
        case .bound(let binding, let shape): shape.point(atAnchor: binding.anchor)
        case .alongBody(let slots, let fraction): Self.kept(slots.point(atFraction: fraction))
        }
    }

    /// The target, when this end is bound.
    var target: SceneShape? {
        if case .bound(_, let shape) = self { return shape }
        return nil
    }

    /// Whether both ends are bound to equal shapes.
    func sharesTarget(with other: ConnectorEnd) -> Bool {
        guard case .bound(_, let shape) = self, case .bound(_, let otherShape) = other else { return false }
        return shape == otherShape
    }

    /// Whether this end stops at its target's edge and the target holds `p`: asked of the fill
    /// only for a point its bounds hold (most aims lie outside their other end's target).
    func edgeHolds(_ p: Point) -> Bool {
        guard case .bound(let binding, let shape) = self, binding.isEdge else { return false }
        return shape.bounds.contains(p) && shape.contains(p)
    }

    /// The binding and target, when this end stops at its target's edge.
    var edge: (binding: ArrowBinding, shape: SceneShape)? {
        if case .bound(let binding, let shape) = self, binding.isEdge { return (binding, shape) }
        return nil
    }

    /// A point with its coordinates clamped to the coordinate limit, NaN taken as 0 (inlined:
    /// a bound tip solved takes it twice).
    @inline(__always)
    static func kept(_ p: Point) -> Point {
        let limit = ArrowDeformation.coordinateLimit
        func kept(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -limit), limit) }
        return Point(kept(p.x), kept(p.y))
    }
}
