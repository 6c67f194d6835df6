import TestSupport
import Testing
@testable import BezierArrow
@testable import BezierGeometry

/// A body's centre line through waypoints built again in the line kept from the builds before
/// (``WaypointLine/Memo``: spline legs, a straight body's circles and tangents, an elbow's
/// rounded corners taken again) is the line built in a fresh one, to the bit, over random edits:
/// tip drags (mostly), waypoints inserted, removed and moved onto a neighbour, the kind and the
/// corner radius changed, an elbow's segment kept.
@Suite struct WaypointLineMemoTests {
    /// The line's every output, compared to the bit (a zero's sign too).
    struct Built: Equatable {
        var curves: [UInt64], handles: [UInt64], movesX: [Bool], radii: [UInt64], vertices: [UInt64], isSharp: [Bool]

        init(_ line: WaypointLine) {
            curves = line.curves.flatMap { c in [c.p0, c.p1, c.p2, c.p3].flatMap { [$0.x.bitPattern, $0.y.bitPattern] } }
            handles = line.legHandles.flatMap { [UInt64($0.leg), $0.point.x.bitPattern, $0.point.y.bitPattern] }
            movesX = line.legHandles.map(\.movesX)
            radii = line.radii.map(\.bitPattern)
            vertices = line.vertices.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
            isSharp = line.isSharp
        }
    }

    /// Random edits from a fixed seed, each kind's line kept across all of them (the memos then
    /// hold other kinds' and other waypoints' parts too), each build held to a fresh line's.
    @Test(arguments: [UInt64(0x11AE), 0xBEEF, 7])
    func aLineBuiltAgainIsTheLineBuiltAfresh(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var start = Point(0, 10), end = Point(300, 10)
        var state = ArrowBodyState()
        state.waypoints = (1...8).map { Point(Double($0) * 28, $0 % 2 == 0 ? 60 : -40) }
        var kind = ArrowBodyKind.straight
        var cornerRadius = 12.0
        var kept = WaypointLine()
        var mismatches = 0
        var compared = 0
        for step in 0..<1500 {
            let roll = rng.uniform(0...1)
            switch roll {
            case ..<0.8: Self.dragOrEditWaypoints(roll, start: &start, end: &end, state: &state, &rng)
            case ..<0.83:
                // A waypoint on its neighbour, or the end tip on the last: legs of no length.
                var w = state.waypoints
                if w.count > 1 {
                    let i = Int(rng.uniform(1...Double(w.count) - 0.001))
                    w[i] = w[i - 1]
                    state.waypoints = w
                } else {
                    end = w[0]
                }
            case ..<0.88: kind = ArrowBodyKind.allCases[Int(rng.uniform(0...3.999))]
            case ..<0.92: cornerRadius = [0, 4, 12, 40, 200][Int(rng.uniform(0...4.999))]
            case ..<0.95:
                // A waypoint on the line through its neighbours, or a sharp turn back.
                var w = state.waypoints
                if w.count > 2 {
                    let i = Int(rng.uniform(1...Double(w.count - 1) - 0.001))
                    w[i] = rng.uniform(0...1) < 0.5 ? w[i - 1].interpolated(to: w[i + 1], 0.5) : w[i - 1]
                        + (w[i - 1] - w[i + 1])
                    state.waypoints = w
                }
            default:
                state.fixSegment(Int(rng.uniform(0...Double(state.waypoints.count) + 0.999)),
                                 at: rng.uniform(-100...400))
            }
            kept.build(kind, start: start, end: end, state: state, cornerRadius: cornerRadius)
            var fresh = WaypointLine()
            fresh.build(kind, start: start, end: end, state: state, cornerRadius: cornerRadius)
            compared += 1
            if Built(kept) != Built(fresh) {
                mismatches += 1
                Issue.record("step \(step) (\(roll), \(kind)): the line built again differs from the one built afresh")
            }
            if mismatches > 2 { return }
        }
        #expect(compared == 1500)
    }

    /// The memos are read: along a tip drag, the legs away from the moved tip are taken again
    /// (a memo that never hit would leave the comparison above with nothing to check).
    @Test(arguments: ArrowBodyKind.allCases)
    func aTipDragTakesTheOtherLegsAgain(kind: ArrowBodyKind) {
        var state = ArrowBodyState()
        state.waypoints = (1...8).map { Point(Double($0) * 28, $0 % 2 == 0 ? 60 : -40) }
        var line = WaypointLine()
        line.build(kind, start: Point(0, 10), end: Point(300, 10), state: state, cornerRadius: 12)
        let before = line.memo
        line.build(kind, start: Point(0, 10), end: Point(301, 12), state: state, cornerRadius: 12)
        switch kind {
        case .curved, .arc:
            // Two legs next to the end tip change; the other seven are the same entries.
            let same = zip(before.splineLegs, line.memo.splineLegs).filter { $0.curve == $1.curve }.count
            #expect(same == 7)
        case .straight:
            let same = zip(before.circles, line.memo.circles).filter { $0.value.centre == $1.value.centre }.count
            #expect(same >= 8)
        case .elbow:
            let same = zip(before.elbowCorners, line.memo.elbowCorners).filter { $0.point == $1.point }.count
            #expect(same >= line.memo.elbowCorners.count - 3)
        }
    }

    /// The edits both comparisons make most (`roll` below 0.8): the end tip dragged (most), the
    /// start tip dragged, a waypoint inserted near another, or one removed.
    static func dragOrEditWaypoints(_ roll: Double, start: inout Point, end: inout Point, state: inout ArrowBodyState,
                                    _ rng: inout SplitMix64) {
        switch roll {
        case ..<0.55: end = end + rng.point(within: 10)
        case ..<0.7: start = start + rng.point(within: 10)
        case ..<0.75:
            var w = state.waypoints
            let at = Int(rng.uniform(0...Double(w.count) + 0.999))
            w.insert((w.isEmpty ? start : w[min(at, w.count - 1)]) + rng.point(within: 30), at: at)
            state.waypoints = w
        default:
            var w = state.waypoints
            if w.count > 1 { w.remove(at: Int(rng.uniform(0...Double(w.count) - 0.001))) }
            state.waypoints = w
        }
    }

    /// The route's bits: attachments, directions, handle and pieces (a zero's sign too).
    static func bits(_ r: BodyRoute) -> [UInt64] {
        var out = [r.startAttachment, r.endAttachment, r.startDirection, r.endDirection, r.handle]
            .flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
        if case .path(let pieces) = r.shape {
            out += pieces.flatMap { c in [c.p0, c.p1, c.p2, c.p3].flatMap { [$0.x.bitPattern, $0.y.bitPattern] } }
        } else {
            out.append(0xDEAD)
        }
        return out
    }

    /// A straight or elbow line's route (uncut: lines and arcs) made in the scratch kept from the
    /// routes before (the pieces of the same leading cubics kept where they lie,
    /// ``BodyRoute/PathScratch/uncutPieces(_:_:_:_:of:)``) is the route made afresh, to the bit,
    /// over random edits of the tips, the waypoints and the trims, with spline routes (cut)
    /// between.
    @Test(arguments: [UInt64(3), 0x5A5A])
    func anUncutRouteMadeAgainIsTheRouteMadeAfresh(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var start = Point(0, 10), end = Point(300, 10)
        var state = ArrowBodyState()
        state.waypoints = (1...8).map { Point(Double($0) * 28, $0 % 2 == 0 ? 60 : -40) }
        var kind = ArrowBodyKind.elbow
        var trims = (12.0, 20.0)
        var line = WaypointLine()
        var scratch = BodyRoute.PathScratch()
        var mismatches = 0, kept = 0
        for step in 0..<1500 {
            let roll = rng.uniform(0...1)
            switch roll {
            case ..<0.8: Self.dragOrEditWaypoints(roll, start: &start, end: &end, state: &state, &rng)
            case ..<0.85: kind = ArrowBodyKind.allCases[Int(rng.uniform(0...3.999))]
            case ..<0.9:
                // Trims that reach past a leg, or beyond the whole line (scaled down).
                trims = ([0, 5, 12, 60, 400][Int(rng.uniform(0...4.999))], [0, 20, 90, 500][Int(rng.uniform(0...3.999))])
            case ..<0.93:
                // The end tip on the last waypoint: a leg of no length at the end.
                if let w = state.waypoints.last { end = w }
            default: end = Point(rng.uniform(-100...400), rng.uniform(-150...150))
            }
            line.build(kind, start: start, end: end, state: state, cornerRadius: 12)
            let before = scratch.pieces
            let again = BodyRoute.path(line.curves, start: start, end: end, startTrim: trims.0, endTrim: trims.1,
                                       cutsTurns: line.cutsTurns, scratch: &scratch)
            var none = BodyRoute.PathScratch()
            let fresh = BodyRoute.path(line.curves, start: start, end: end, startTrim: trims.0, endTrim: trims.1,
                                       cutsTurns: line.cutsTurns, scratch: &none)
            if !line.cutsTurns, case .path(let p) = again.shape, !before.isEmpty, p.count > 2,
               zip(before, p).prefix(2).allSatisfy({ $0 == $1 }) {
                kept += 1
            }
            if Self.bits(again) != Self.bits(fresh) {
                mismatches += 1
                Issue.record("step \(step) (\(roll), \(kind)): the route made again differs from the one made afresh")
            }
            if mismatches > 2 { return }
        }
        // Most steps drag a tip: the leading pieces then stay.
        #expect(kept > 100)
    }
}
