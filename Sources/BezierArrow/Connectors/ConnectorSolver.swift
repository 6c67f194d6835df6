/// Where a connected arrow's tips go: each tip free, bound to a target shape, or pinned along
/// another arrow's body. What a scene calls each time a tip, a target or an arrow it hangs on
/// moves.
///
/// ## The rules
///
/// - **Aim points.** Each end aims at its free tip, its anchor's point (``SceneShape/point(atAnchor:)``)
///   or its point along the other arrow's body.
/// - **Approach.** The arrow's centre line from the start's aim to the end's, untrimmed
///   (``ConnectorBody``): a straight line for straight and elbow bodies, the body's own route
///   with its tips at the aim points for arc and curved bodies. The end follows it forwards, the
///   start backwards: one line decides both tips, so a body drawn between them lies along it.
/// - **Edge.** An edge-bound tip is where its approach, followed from the other end, first
///   passes from outside its target's outline to inside (exact, on the curves), moved back by
///   the gap along the approach's tangent there; a head drawn at it is rigid, pointing along
///   that tangent, and touches the outline when the gap is 0. An approach that never enters
///   its target (a shape of no extent, an anchor outside a concave outline, or the anchor on
///   the outline where the approach ends) puts the tip the gap before the anchor along the
///   approach's tangent at the anchor; an approach of no length (both aims one point), on the
///   anchor.
/// - **Pinned and along a body.** The tip is its aim point.
/// - **Loops.** When both ends are bound to equal shapes, or an edge-bound end's target holds
///   the other end's aim point, the approach is a loop that leaves the shape and comes back
///   (``ConnectorApproach/loop(from:anchor:of:to:anchor:of:)``); the tips follow the edge rule
///   on it (the start from the loop reversed: where it first comes back into its target), and
///   ``Connection/loop`` is its part between the tips.
///
/// ## Where tips jump
///
/// A bound tip moves continuously with its target and the other tip except where the rules
/// switch: the approach tangent to the outline (the first entry appears or disappears), the
/// approach passing a corner of the outline (the entry moves to another side) or meeting a
/// concave outline again earlier, the other end's aim crossing into the target (a loop starts),
/// and an anchor of an edge binding crossing the outline of a concave shape.
package enum ConnectorSolver {
    /// The tips of an arrow whose ends are given.
    ///
    /// - Parameters:
    ///   - start: What the start tip is given.
    ///   - end: What the end tip is given.
    ///   - body: The arrow's body, whose centre line is the approach.
    /// - Returns: The tips, finite and within ``ArrowDeformation/coordinateLimit``, and for a
    ///   loop its centre line between them.
    package static func solve(start: ConnectorEnd, end: ConnectorEnd, body: ConnectorBody) -> Connection {
        solve(start: start, end: end, isStraight: body.isStraight) { body.approach(from: $0, to: $1) }
    }

    /// ``solve(start:end:body:)`` given of the body only whether its approach is straight and,
    /// for one that is not, the approach from one aim to the other (asked once, and only when
    /// no loop decides): a scene reads the body in place, and makes none for a straight one.
    static func solve(start: ConnectorEnd, end: ConnectorEnd, isStraight: Bool,
                      approach: (Point, Point) -> [CubicSegment]) -> Connection {
        let a = start.aim, b = end.aim
        if let loop = loop(start: start, end: end, a: a, b: b) {
            var tipA = a, tipB = b
            var from = ConnectorApproach.Location(curve: 0, t: 0), to = loop.last
            if let (binding, shape) = end.edge {
                (tipB, to) = loop.tip(into: shape, gap: binding.gap)
            }
            if let (binding, shape) = start.edge {
                let reversed = loop.reversed
                let (tip, location) = reversed.tip(into: shape, gap: binding.gap)
                (tipA, from) = (tip, reversed.flipped(location))
            }
            return Connection(start: tipA, end: tipB, loop: loop.portion(from: from, to: to, start: tipA, end: tipB))
        }
        var tipA = a, tipB = b
        if isStraight {
            // No chain: the line's closed form, each end approached from the other's aim.
            if case .bound(let binding, let shape) = end, binding.isEdge {
                tipB = ConnectorApproach.lineTip(from: a, to: b, into: shape, gap: binding.gap)
            }
            if case .bound(let binding, let shape) = start, binding.isEdge {
                tipA = ConnectorApproach.lineTip(from: b, to: a, into: shape, gap: binding.gap)
            }
            return Connection(start: tipA, end: tipB)
        }
        let approach = ConnectorApproach(curves: approach(a, b))
        if let (binding, shape) = end.edge { tipB = approach.tip(into: shape, gap: binding.gap).tip }
        if let (binding, shape) = start.edge { tipA = approach.reversed.tip(into: shape, gap: binding.gap).tip }
        return Connection(start: tipA, end: tipB)
    }

    /// The loop approach when the ends call for one (see the rules), else `nil`.
    static func loop(start: ConnectorEnd, end: ConnectorEnd, a: Point, b: Point) -> ConnectorApproach? {
        // Asked of the ends in place: a solve that is no loop copies no shape.
        guard start.sharesTarget(with: end) || end.edgeHolds(a) || start.edgeHolds(b) else { return nil }
        let targetA = start.target, targetB = end.target
        // Each end leaves its own target, or the target it lies in.
        func place(_ e: ConnectorEnd, _ p: Point, other: SceneShape?) -> (Point, SceneShape)? {
            if case .bound(let binding, let shape) = e { return (binding.anchor, shape) }
            guard let other else { return nil }
            return (other.anchor(of: p), other)
        }
        guard let (anchorA, shapeA) = place(start, a, other: targetB),
              let (anchorB, shapeB) = place(end, b, other: targetA)
        else { return nil }
        return ConnectorApproach.loop(from: a, anchor: anchorA, of: shapeA, to: b, anchor: anchorB, of: shapeB)
    }
}
