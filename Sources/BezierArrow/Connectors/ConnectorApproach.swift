/// An arrow's **approach** to one of its tips: its centre line from the other end's aim point to
/// this end's, as a chain of cubics, followed to where it first enters a target's outline.
struct ConnectorApproach: Sendable {
    /// A place on the chain: a cubic by index and a parameter on it.
    struct Location: Equatable, Sendable {
        var curve: Int
        var t: Double
    }

    /// The cubics, from the other end's aim to this end's.
    var curves: [CubicSegment]

    /// The same line followed the other way: the approach to the other end.
    var reversed: ConnectorApproach {
        ConnectorApproach(curves: curves.reversed().map { CubicSegment($0.p3, $0.p2, $0.p1, $0.p0) })
    }

    /// A location on the reversed chain, as a location on this one.
    func flipped(_ l: Location) -> Location { Location(curve: curves.count - 1 - l.curve, t: 1 - l.t) }

    /// The point at a location.
    func point(at l: Location) -> Point { curves[l.curve].point(at: l.t) }

    /// Where the chain, followed from its start, first passes from outside `shape` to inside it
    /// (``CurveIntersections/firstEntry(of:into:segments:)`` on each cubic in turn: a start inside
    /// is left first), or `nil` when it never does.
    func firstEntry(into shape: SceneShape) -> (location: Location, point: Point)? {
        let segments = shape.segments, containment = shape.containment
        let box = shape.bounds
        for (k, curve) in curves.enumerated() {
            // A cubic whose control points all miss the outline's box cannot enter it.
            let (p0, p1, p2, p3) = (curve.p0, curve.p1, curve.p2, curve.p3)
            guard min(p0.x, p1.x, p2.x, p3.x) <= box.maxX, max(p0.x, p1.x, p2.x, p3.x) >= box.minX,
                  min(p0.y, p1.y, p2.y, p3.y) <= box.maxY, max(p0.y, p1.y, p2.y, p3.y) >= box.minY
            else { continue }
            if let m = CurveIntersections.firstEntry(of: curve, into: containment, segments: segments) {
                return (Location(curve: k, t: m.t), m.point)
            }
        }
        return nil
    }

    /// The unit direction of travel at a location: the derivative's, else the cubic's chord's,
    /// else the chain's; `nil` for a chain of no length.
    func tangent(at l: Location) -> Point? {
        let c = curves[l.curve]
        return BodyRoute.unit(c.derivative(at: l.t)) ?? BodyRoute.unit(c.p3 - c.p0)
            ?? BodyRoute.unit(curves[curves.count - 1].p3 - curves[0].p0)
    }

    /// The end of the chain.
    var last: Location { Location(curve: curves.count - 1, t: 1) }

    /// Where an edge-bound tip goes on this approach: the first entry into `shape`, moved back
    /// `gap` along the approach's tangent there; when the approach never enters, the gap before
    /// the chain's end (the anchor) along its tangent there. A chain of no length gives its end.
    /// A tip the fill still holds (a meeting rounded inwards) steps back out along the tangent.
    func tip(into shape: SceneShape, gap: Double) -> (tip: Point, location: Location) {
        let (location, point) = firstEntry(into: shape) ?? (last, curves[curves.count - 1].p3)
        guard let d = tangent(at: location) else { return (point, location) }
        return (Self.tip(at: point, back: d, gap: gap, outside: shape), location)
    }

    /// ``tip(into:gap:)`` on the straight approach from `a` to `b`, without a chain: the closed
    /// form (``SceneShape/lineEntry(from:to:)``) where it decides, else the chain of one line.
    static func lineTip(from a: Point, to b: Point, into shape: SceneShape, gap: Double) -> Point {
        let point: Point
        switch shape.lineEntry(from: a, to: b) {
        case .entered(_, let p): point = p
        case .never: point = b
        case .undecided:
            return ConnectorApproach(curves: [CubicSegment(line: a, b)]).tip(into: shape, gap: gap).tip
        }
        guard let d = BodyRoute.unit(b - a) else { return point }
        return tip(at: point, back: d, gap: gap, outside: shape)
    }

    /// A meeting moved back `gap` along the unit tangent `d`, then on until `shape` does not hold
    /// it.
    static func tip(at point: Point, back d: Point, gap: Double, outside shape: SceneShape) -> Point {
        var tip = ConnectorEnd.kept(point - d * gap)
        // A meeting on the outline may round to a point the fill holds: step back by a few
        // units in the last place until it does not, so an edge tip is never inside.
        var step = max(abs(point.x), abs(point.y), 1) * 0x1p-50
        for _ in 0..<32 {
            guard shape.contains(tip) else { break }
            tip = ConnectorEnd.kept(tip - d * step)
            step *= 2
        }
        return tip
    }

    /// The chain between two locations (in order), its ends moved to `start` and `end` with
    /// the neighbouring controls moved alike (a gap's step back keeps the curve's turn).
    func portion(from a: Location, to b: Location, start: Point, end: Point) -> [CubicSegment] {
        guard a.curve < b.curve || (a.curve == b.curve && a.t < b.t) else {
            return [CubicSegment(line: start, end)]
        }
        var result: [CubicSegment] = []
        for k in a.curve...b.curve {
            var c = curves[k]
            let t0 = k == a.curve ? a.t : 0, t1 = k == b.curve ? b.t : 1
            if t1 < 1 { c = c.split(at: t1).0 }
            if t0 > 0 {
                let u = t1 > 0 ? t0 / t1 : 0
                c = c.split(at: min(max(u, 0), 1)).1
            }
            result.append(c)
        }
        let ds = start - result[0].p0
        result[0].p0 = start
        result[0].p1 += ds
        let de = end - result[result.count - 1].p3
        result[result.count - 1].p3 = end
        result[result.count - 1].p2 += de
        return result
    }
}
