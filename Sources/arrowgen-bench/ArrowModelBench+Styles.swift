import ArrowCatalog
import BezierArrow

/// Arrows styled with catalog heads and a body kind, in the arrow model section (guards, no goals:
/// compare a build with another through `--baseline`):
///
/// - A drag update of `ThinArrow` (a stroked body) and `DoubleArrow` (a filled band) with a dot
///   at the start and a triangle at the end, on an arc bent by 40 and on an elbow, along the
///   section's drag.
/// - Swapping the end head of the arc-bodied `DoubleArrow` (the heads of the catalog in turn):
///   the style is made ready for the template and the arrow redrawn.
/// - An arrow hit test on the arc-bodied `ThinArrow`, dragged, at points uniform in its tap
///   target's bounds (the bend handle is tested first).
/// - Drawing `ThinArrow` with a dot, a triangle and an arc body as generated code does for a
///   template that names its heads (`ArrowTemplate.build(start:end:into:)`), along the drag,
///   into a path with room reserved: the drawing alone, no arrow made. No goal.
extension ArrowModelBench {
    /// The styled arrows' figures; `dragTips` is the section's drag.
    func runStyles(_ runner: inout BenchRunner, dragTips: [Point], reference: String) {
        let dot = ArrowCatalog.head(named: "dot")!, triangle = ArrowCatalog.head(named: "triangle")!
        for name in ["ThinArrow", "DoubleArrow"] {
            let template = ArrowCatalog.template(named: name)!
            for body in [ArrowBodyKind.arc, .elbow] {
                var arrow = Arrow(template: template)
                arrow.style = ArrowStyle(startHead: dot, endHead: triangle, body: body, bend: 40)
                runner.measure("styled drag update, \(name), dot and triangle heads, \(body.name) body", reference: reference,
                               queries: dragTips.count) {
                    var checksum = 0
                    for tip in dragTips {
                        arrow.end = tip
                        checksum &+= Int(arrow.bounds.width)
                    }
                    return checksum
                }
            }
        }

        let heads = ArrowCatalog.heads
        var swapped = Arrow(template: ArrowCatalog.template(named: "DoubleArrow")!, start: Point(0, 19), end: Point(260, 90))!
        swapped.style = ArrowStyle(startHead: dot, endHead: triangle, body: .arc, bend: 40)
        let swaps = max(runner.points / 20, heads.count)
        runner.measure("swap the end head, DoubleArrow, arc body", reference: reference, queries: swaps) {
            var checksum = 0
            for i in 0..<swaps {
                swapped.endHead = heads[i % heads.count]
                checksum &+= Int(swapped.bounds.width)
            }
            return checksum
        }

        var named = ArrowCatalog.template(named: "ThinArrow")!
        named.style = ArrowStyle(startHead: dot, endHead: triangle, body: .arc, bend: 40)
        var drawn = BezierPath()
        drawn.reserveCapacity(64)
        runner.measure("styled draw by generated code, ThinArrow, dot and triangle heads, arc body",
                       queries: dragTips.count) {
            var checksum = 0
            for tip in dragTips {
                drawn.removeAll()
                named.build(start: named.start.tip, end: tip, into: &drawn)
                checksum &+= drawn.elements.count
            }
            return checksum
        }

        var thin = Arrow(template: ArrowCatalog.template(named: "ThinArrow")!, start: Point(0, 15), end: Point(200, 135))!
        thin.style = ArrowStyle(startHead: dot, endHead: triangle, body: .arc, bend: 40)
        let points = HitTestingBench.uniformPoints(in: thin.tapTargetBounds(), count: runner.points, seed: 9)
        runner.measure("styled hit test, ThinArrow, dot and triangle heads, arc body, points in tap bounds",
                       queries: points.count) {
            var checksum = 0
            for p in points {
                if let hit = thin.hitTest(p) { checksum &+= hit.part == .body ? 1 : 2 }
            }
            return checksum
        }
    }
}
