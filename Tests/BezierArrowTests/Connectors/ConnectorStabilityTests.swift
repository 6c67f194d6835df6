import Testing
import TestSupport
@testable import BezierArrow

/// Bound tips move little when their target moves little: a move, a resize or a rotation of the
/// target by a small amount moves a bound tip by a comparable amount, except at the solver's
/// documented discontinuities, which are recognised here by rule and skipped.
@Suite struct ConnectorStabilityTests {
    typealias F = ConnectorFixtures

    /// The small change: 1e-6 of the shape's size (a move), a scale of 1 + 1e-6 about the
    /// centre, a turn of 1e-6 radians about the centre. Each moves every point of the shape by at
    /// most `epsilon * size` (a turn: radius times angle, the radius at most about the size).
    static let epsilon = 1e-6

    /// The bound on a tip's move over `epsilon * size`. A tip on a side met at angle `theta`
    /// slides `1 / sin(theta)` times the side's move; skipped below `sin(theta) = 0.1`, that is
    /// at most 10, and the anchor's own move (at most once the size) turns the approach by
    /// a little more: 40 leaves room for both, while a jump to another side (at least a few
    /// units, over 1e-4 here) is over 1e4.
    static let maxRatio = 40.0

    /// Why a configuration is skipped, or `nil`: the approach meets the outline at a grazing
    /// angle anywhere (`sin < 0.1`: the entry appears, vanishes or races along the side), or
    /// within `1e-3` of the size of a corner of the outline (a segment's end where the outline
    /// turns: the entry moves to the other side), or enters nowhere (the rule then puts the tip
    /// by the anchor, continuous in itself but switched on by the next case).
    static func discontinuity(_ approach: [CubicSegment], _ shape: SceneShape) -> String? {
        let size = max(shape.bounds.width, shape.bounds.height)
        var met = false
        for curve in approach {
            for (k, side) in shape.segments.enumerated() {
                for m in CurveIntersections.meetings(curve, side) {
                    met = true
                    guard let d = BodyRoute.unit(curve.derivative(at: m.t)),
                          let e = BodyRoute.unit(side.derivative(at: m.s)) else { return "no tangent" }
                    if abs(d.cross(e)) < 0.1 { return "grazing" }
                    // A corner: a side's end where the next side leaves in another direction.
                    let next = shape.segments[(k + 1) % shape.segments.count]
                    let previous = shape.segments[(k + shape.segments.count - 1) % shape.segments.count]
                    let turnsAtEnd = (BodyRoute.unit(side.derivative(at: 1)).map { t in
                        BodyRoute.unit(next.derivative(at: 0)).map { abs(t.cross($0)) > 1e-6 } ?? true } ?? true)
                    let turnsAtStart = (BodyRoute.unit(side.derivative(at: 0)).map { t in
                        BodyRoute.unit(previous.derivative(at: 1)).map { abs(t.cross($0)) > 1e-6 } ?? true } ?? true)
                    if turnsAtEnd && m.point.distance(to: side.p3) < 1e-3 * size { return "corner" }
                    if turnsAtStart && m.point.distance(to: side.p0) < 1e-3 * size { return "corner" }
                }
            }
        }
        return met ? nil : "never enters"
    }

    @Test func smallChangesMoveBoundTipsLittle() throws {
        var g = SplitMix64(seed: 4242)
        var checked = 0, skipped: [String: Int] = [:]
        let kinds: [ArrowBodyKind] = [.straight, .arc]
        for i in 0..<240 {
            let shape = F.randomShape(&g)
            let size = max(shape.bounds.width, shape.bounds.height)
            let from = F.outsidePoint(of: shape, &g)
            let binding = try ArrowBinding(anchor: Point(F.uniform(0.1, 0.9, &g), F.uniform(0.1, 0.9, &g)),
                                           mode: .edge(gap: F.uniform(0, 10, &g)))
            let body = ConnectorBody(kind: kinds[i % 2], state: ArrowBodyState(bend: F.uniform(-60, 60, &g)))
            let c = shape.center
            let changes: [Transform2D] = [
                Transform2D(translationX: Self.epsilon * size, y: -Self.epsilon * size),
                Transform2D(translationX: -c.x, y: -c.y)
                    .concatenating(Transform2D(scaleX: 1 + Self.epsilon, y: 1 + Self.epsilon))
                    .concatenating(Transform2D(translationX: c.x, y: c.y)),
                Transform2D(translationX: -c.x, y: -c.y)
                    .concatenating(Transform2D(rotationAngle: Self.epsilon))
                    .concatenating(Transform2D(translationX: c.x, y: c.y)),
            ]
            let before = ConnectorSolver.solve(start: .free(from), end: .bound(binding, to: shape), body: body)
            for change in changes {
                var moved = shape
                moved.transform = shape.transform.concatenating(change)
                let reasons = [shape, moved].compactMap {
                    Self.discontinuity(body.approach(from: from, to: $0.point(atAnchor: binding.anchor)), $0)
                }
                if let reason = reasons.first {
                    skipped[reason, default: 0] += 1
                    continue
                }
                let after = ConnectorSolver.solve(start: .free(from), end: .bound(binding, to: moved), body: body)
                let ratio = after.end.distance(to: before.end) / (Self.epsilon * size)
                #expect(ratio <= Self.maxRatio, "case \(i): ratio \(ratio), \(shape.outline)")
                checked += 1
            }
        }
        // Most configurations are checked; the skips are the rare ones named above.
        #expect(checked > 500, "checked \(checked), skipped \(skipped)")
    }
}
