import BezierArrow

/// Building the tap target's outline (`BezierPath.stroked`) of the shipped
/// double arrow, at rest and dragged, at width 35 with round caps and joins and the default
/// tolerance 0.01, into a reused path with a reused ``StrokeOutliner``. Goal: 5 us per outline.
///
/// Building allocates nothing once the storage has grown. To check: `valgrind
/// .build/release/arrowgen-bench --rounds 3 --points 1000` and the same with `--points 8000`
/// report the same number of heap allocations.
struct StrokeOutlineBench: BenchSection {
    var title: String { "stroke outlines" }

    func run(_ runner: inout BenchRunner) {
        // The outlines are constants: a parse error would be a bug here.
        let straight = try! BezierPath(svgPathData: HitTestingBench.straightArrow)
        let dragged = try! BezierPath(svgPathData: HitTestingBench.draggedArrow)
        // One outline per 100 query points: 2,000 outlines per round by default.
        let builds = max(1, runner.points / 100)
        for (label, path) in [("straight", straight), ("dragged", dragged)] {
            runner.measure("outline, \(label) arrow, width 35 round, tolerance 0.01", goal: 5_000, queries: builds) {
                var outliner = StrokeOutliner()
                var outline = BezierPath()
                var checksum = 0
                for _ in 0..<builds {
                    outline.removeAll()
                    outliner.outline(of: path, style: HitTestingBench.tapStroke, into: &outline)
                    checksum &+= outline.elements.count
                }
                return checksum
            }
        }
    }
}
