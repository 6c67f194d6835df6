import TestSupport
import Testing
@testable import BezierArrow
@testable import BezierGeometry

/// A body through waypoints redrawn after any edit, not a tip move alone, is the one drawn
/// afresh, to the bit: waypoints inserted and removed (the pieces shift along), a body kind
/// changed between drags (the memos were another kind's), waypoints that coincide (pieces of no
/// length, whose sides read the heads and are never taken again), and tips pulled inside the
/// heads; each step the memos of the last step are read.
@Suite struct ArrowWaypointEditTests {
    typealias S = ArrowStyleTests
    typealias Drawn = ArrowWaypointMemoTests.Drawn

    /// Whether the arrow's paths are those its drawing draws into one builder the plain way
    /// (``StyledDrawing/draw(start:end:template:into:)``: every side of the band drawn by
    /// ``BodyRoute/drawOutline(width:pairsSides:into:)``, none taken or offset for both sides at
    /// once), for an arrow without a label: the arrow drawn afresh draws through the memos too.
    static func isDrawnPlainly(_ a: Arrow) -> Bool {
        guard a.label == nil, let state = a.drawing.headsAndBody?.state else { return true }
        var plain = BezierPath()
        state.drawing.draw(start: a.start, end: a.end, template: a.template, into: &plain)
        return plain.elements == a.path.elements
    }

    /// Random edits with a fixed seed: tip drags (mostly), a waypoint inserted, removed, moved
    /// onto its neighbour, the body kind changed, a tip moved close to the other; after each,
    /// the arrow equals the one drawn afresh. A band and a stroked body.
    @Test(arguments: [ArrowTestTemplates.doubleArrow(), ArrowTestTemplates.spineArrow()])
    func anEditedBodyIsTheOneDrawnAfresh(template: ArrowTemplate) throws {
        var rng = SplitMix64(seed: 0x5EED_0B0D)
        let kinds = ArrowBodyKind.allCases
        var a = S.arrow(template, start: S.dot, end: S.triangle, body: .curved, from: Point(0, 10), to: Point(300, 10))
        a.waypoints = ArrowWaypointMemoTests.waypointSets[0]
        var mismatches = 0
        for step in 0..<400 {
            let roll = rng.uniform(0...1)
            switch roll {
            case ..<0.5: a.end = a.end + Point(rng.uniform(-8...8), rng.uniform(-8...8))
            case ..<0.7: a.start = a.start + Point(rng.uniform(-8...8), rng.uniform(-8...8))
            case ..<0.76:
                let at = Int(rng.uniform(0...Double(a.waypoints.count) + 0.999))
                let near = a.waypoints.isEmpty ? a.start : a.waypoints[min(at, a.waypoints.count - 1)]
                a.insertWaypoint(near + Point(rng.uniform(-30...30), rng.uniform(-30...30)), at: at)
            case ..<0.82:
                if a.waypoints.count > 1 { a.removeWaypoint(at: Int(rng.uniform(0...Double(a.waypoints.count) - 0.001))) }
            case ..<0.86:
                // A waypoint on its neighbour: a leg of no length.
                var moved = a.waypoints
                if moved.count > 1 {
                    let i = Int(rng.uniform(1...Double(moved.count) - 0.001))
                    moved[i] = moved[i - 1]
                    a.waypoints = moved
                }
            case ..<0.92: a.body = kinds[Int(rng.uniform(0...Double(kinds.count) - 0.001))]
            case ..<0.96:
                // The end tip next to the start: the heads' attachments meet.
                a.end = a.start + Point(rng.uniform(-3...3), rng.uniform(-3...3))
            default: a.end = Point(rng.uniform(-100...400), rng.uniform(-150...150))
            }
            if Drawn(a) != Drawn(ArrowWaypointMemoTests.fresh(a)) || !Self.isDrawnPlainly(a) {
                mismatches += 1
                Issue.record("step \(step) (\(roll), \(a.body)): the edited arrow differs from the one drawn afresh")
            }
            if mismatches > 2 { return }
        }
    }

    /// A drag along a body whose last legs have no length (the end tip on the last waypoints):
    /// the pieces of no length read the heads, and every step still draws as afresh.
    @Test(arguments: ArrowBodyKind.allCases)
    func aDragOverLegsOfNoLengthIsTheOneDrawnAfresh(kind: ArrowBodyKind) throws {
        var rng = SplitMix64(seed: 77)
        var a = S.arrow(ArrowTestTemplates.doubleArrow(), start: S.dot, end: S.triangle, body: kind,
                        from: Point(0, 10), to: Point(300, 10))
        a.waypoints = [Point(80, 90), Point(80, 90), Point(160, -40), Point(230, 60), Point(230, 60)]
        var mismatches = 0
        for step in 0..<120 {
            if step % 10 == 0 {
                a.end = Point(230, 60)
            } else {
                a.end = Point(230, 60) + Point(rng.uniform(-40...40), rng.uniform(-40...40))
            }
            if Drawn(a) != Drawn(ArrowWaypointMemoTests.fresh(a)) || !Self.isDrawnPlainly(a) {
                mismatches += 1
                Issue.record("\(kind), step \(step): the dragged arrow differs from the one drawn afresh")
            }
            if mismatches > 2 { return }
        }
    }
}
