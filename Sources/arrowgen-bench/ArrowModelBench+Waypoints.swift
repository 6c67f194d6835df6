import ArrowCatalog
import BezierArrow

/// Arrows through waypoints, in the arrow model section: a drag update of `DoubleArrow` (a filled
/// band) with a dot and a triangle through 8 waypoints, each body kind, along the section's
/// drag, beside `DoubleArrow`'s own drag update (the ratio). Goal: at most 3 times that drag
/// update (a ratio goal: the goal column reads `<= 3`, judged on the ratio). Beside each, the same
/// arrow through 1 waypoint (the last of the 8), no goal: its two legs are the ones the drag
/// changes on the arrow through 8 (a spline's last two, a straight or elbow body's last leg and
/// corner), so it says what those cost alone, the unchanged legs taken away.
extension ArrowModelBench {
    /// The waypoints' figures; `dragTips` is the section's drag, `reference` the name of
    /// `DoubleArrow`'s drag update.
    func runWaypoints(_ runner: inout BenchRunner, dragTips: [Point], reference: String) {
        let dot = ArrowCatalog.head(named: "dot")!, triangle = ArrowCatalog.head(named: "triangle")!
        let template = ArrowCatalog.template(named: "DoubleArrow")!
        // A zigzag from the start tip outward, the drag's end tip circling round it.
        let waypoints = (1...8).map { Point(Double($0) * 28, $0 % 2 == 0 ? 60 : -40) }
        for body in ArrowBodyKind.allCases {
            var arrow = Arrow(template: template)
            arrow.style = ArrowStyle(startHead: dot, endHead: triangle, body: body)
            arrow.waypoints = waypoints
            runner.measure("waypoints drag update, 8 waypoints, DoubleArrow, \(body.name) body (goal: ratio at most 3)",
                           reference: reference, ratioGoal: 3, queries: dragTips.count) {
                var checksum = 0
                for tip in dragTips {
                    arrow.end = tip
                    checksum &+= Int(arrow.bounds.width)
                }
                return checksum
            }
            var short = Arrow(template: template)
            short.style = ArrowStyle(startHead: dot, endHead: triangle, body: body)
            short.waypoints = [waypoints[7]]
            runner.measure("waypoints drag update, 1 waypoint, DoubleArrow, \(body.name) body",
                           reference: reference, queries: dragTips.count) {
                var checksum = 0
                for tip in dragTips {
                    short.end = tip
                    checksum &+= Int(short.bounds.width)
                }
                return checksum
            }
        }
    }
}
