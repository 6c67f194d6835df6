import BezierArrow

/// The scene scaling section's rectangle figures, on each of its scenes (constant density: a
/// rectangle of one size meets about as many arrows in every scene):
/// - culling: the arrows to draw in a 1024 x 768 viewport at a uniform place, through the closure
///   form (``ArrowScene/forEachVisibleArrow(in:_:)``, which allocates nothing); goal 50 µs plus
///   50 ns an arrow returned, up to 100,000 arrows;
/// - a marquee: the arrows a 480 x 480 rectangle touches (``ArrowScene/arrows(intersecting:)``, each
///   candidate's drawing tested exactly), about a hundred arrows' candidates; a guard.
///
/// Each name carries the mean number of arrows returned a query; the checksum is their total
/// over a round.
enum SceneCullingFigures {
    /// The viewport's size: a laptop's window.
    static let viewport = (width: 1024.0, height: 768.0)
    /// The marquee's side.
    static let marquee = 480.0

    /// The culling figure's goal for a mean number of arrows returned.
    static func cullingGoal(returned: Double) -> Double { 50_000 + 50 * returned }

    /// Rectangles of a size at uniform places inside a square.
    static func rects(count: Int, width: Double, height: Double, side: Double, seed: UInt64) -> [Rect] {
        let room = Rect(x: 0, y: 0, width: max(side - width, 0), height: max(side - height, 0))
        return HitTestingBench.uniformPoints(in: room, count: count, seed: seed).map {
            Rect(x: $0.x, y: $0.y, width: width, height: height)
        }
    }

    static func measure(_ scene: ArrowScene<Int>, n: Int, side: Double, runner: inout BenchRunner) {
        let count = max(1, min(runner.points / 1000, 200))
        let viewports = rects(count: count, width: viewport.width, height: viewport.height, side: side, seed: 11)
        var total = 0
        for r in viewports { total += scene.visibleArrows(in: r).count }
        let mean = Double(total) / Double(count)
        runner.measure("viewport \(Int(viewport.width)) x \(Int(viewport.height)), \(n) arrows, \(Int(mean.rounded())) returned",
                       goal: SceneScalingBench.goal(cullingGoal(returned: mean), n), queries: count) {
            var returned = 0
            for r in viewports { scene.forEachVisibleArrow(in: r) { _, _ in returned += 1 } }
            return returned
        }

        let marquees = rects(count: count, width: marquee, height: marquee, side: side, seed: 13)
        total = 0
        for r in marquees { total += scene.arrows(intersecting: r).count }
        runner.measure("marquee \(Int(marquee)) x \(Int(marquee)), \(n) arrows, \(Int((Double(total) / Double(count)).rounded())) touched",
                       queries: count) {
            var touched = 0
            for r in marquees { touched += scene.arrows(intersecting: r).count }
            return touched
        }
    }
}
