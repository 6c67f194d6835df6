import ArrowCatalog
import BezierArrow

extension RoutingBench {
    /// A drag frame in a scene: the lattice's boxes as shapes and its connectors as elbow catalog
    /// arrows bound to the middles of the boxes' facing sides, each routed (margin 8, spacing 4);
    /// one shape set a few points away (then back at the next frame), the arrows bound to it and
    /// those whose routes meet it routed again, redrawn and re-indexed (goal 8 ms).
    func measureSceneDrag(side: Int, full: Bool, _ runner: inout BenchRunner) {
        let s = Self.scene(side: side, seed: 34)
        let n = s.rects.count
        var scene = ArrowScene<Int>()
        for (i, r) in s.rects.enumerated() { scene.setShape(SceneShapeItem(shape: try! SceneShape(.rectangle(r))), id: i) }
        let template = ArrowCatalog.all[0]
        let routing = ArrowRouting(margin: 8, spacing: 4)
        func anchor(_ end: RouteEnd) -> ArrowBinding {
            let step = end.side!.step
            return try! ArrowBinding(anchor: Point(0.5 + step.x / 2, 0.5 + step.y / 2))
        }
        for (k, c) in s.connectors.enumerated() {
            var arrow = Arrow(template: template, start: c.start.point, end: c.end.point)!
            var style = template.defaultStyle
            style.body = .elbow
            arrow.style = style
            scene.append(arrow, id: n + k)
            try! scene.bind(.start, of: n + k, to: c.start.shape!, anchor(c.start))
            try! scene.bind(.end, of: n + k, to: c.end.shape!, anchor(c.end))
            scene.setRouting(routing, for: n + k)
        }
        let frames = 2 * max(1, min(30, runner.points / 4_000))
        let offsets = HitTestingBench.uniformPoints(in: Rect(x: -8, y: -8, width: 16, height: 16), count: frames, seed: 35)
        // The shapes are made beforehand (preparing an outline is the shape's business).
        var moved: [(id: Int, item: SceneShapeItem)] = []
        for f in 0..<frames {
            let m = ((f / 2) &* 104_729) % n
            let d = f % 2 == 0 ? offsets[f] : Point(0, 0)
            let r = s.rects[m]
            moved.append((m, SceneShapeItem(shape: try! SceneShape(.rectangle(
                Rect(x: r.minX + d.x, y: r.minY + d.y, width: r.width, height: r.height))))))
        }
        runner.measure("scene drag frame: set a shape, route again and redraw the arrows it touches, \(n) shapes and routed arrows",
                       goal: full ? 8_000_000 : nil, queries: frames) {
            var failed = 0
            for (id, item) in moved where scene.setShape(item, id: id) {
                if scene.routingFailed(n + id) { failed += 1 }
            }
            return failed
        }
    }
}
