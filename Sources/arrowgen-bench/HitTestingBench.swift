import BezierArrow

/// Stroke and fill containment on the shipped double arrow outline, at rest and dragged, over
/// points uniform in its bounds grown by 40, each next to the ``ReferenceHitTester`` query on the
/// same outline and points (the ratio column); and re-preparing the path for a new outline,
/// which a drag does on every move.
///
/// Neither queries nor updates allocate. To check: `valgrind .build/release/arrowgen-bench
/// --rounds 3 --points 1000` and the same with `--points 8000` (8 times the queries and updates)
/// report the same number of heap allocations.
struct HitTestingBench: BenchSection {
    var title: String { "hit testing" }

    /// The shipped double arrow outline at rest.
    static let straightArrow = "M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 C 120 26 80 26 30 26 L 30 38 Z"
    /// The same with the right head dragged down 120.
    static let draggedArrow = "M 0 19 L 30 0 L 30 12 C 80 12 120 132 170 132 L 170 120 L 200 139 L 170 158 L 170 146 C 120 146 80 26 30 26 L 30 38 Z"
    /// The tap target's stroke: width 35 (the default `hitWidth`), round caps and joins.
    static let tapStroke = BezierPath.StrokeStyle(width: 35, cap: .round, join: .round)

    func run(_ runner: inout BenchRunner) {
        // The outlines are constants of this file: a parse error would be a bug here.
        let straight = try! BezierPath(svgPathData: Self.straightArrow)
        let dragged = try! BezierPath(svgPathData: Self.draggedArrow)
        // No goals: guards (see BenchBaseline). A dragged arrow's bent body leaves the prepared
        // testers more pieces to consider than the straight one.
        for (label, path) in [("straight", straight), ("dragged", dragged)] {
            let points = Self.uniformPoints(in: path.boundingBox.insetBy(dx: -40, dy: -40), count: runner.points, seed: 2)
            let prepared = PreparedPath(path, fillRule: .nonZero, strokeStyle: Self.tapStroke)
            let reference = ReferenceHitTester(path: path, width: Self.tapStroke.width)
            let referenceStroke = Self.referenceStrokeName(label), referenceFill = "reference fill, \(label) arrow"
            runner.measure(referenceStroke, queries: points.count) {
                var hits = 0
                for p in points where reference.strokeContains(p) { hits += 1 }
                return hits
            }
            runner.measure(referenceFill, queries: points.count) {
                var hits = 0
                for p in points where reference.fillContains(p) { hits += 1 }
                return hits
            }
            runner.measure("stroke contains, \(label) arrow, width 35 round", reference: referenceStroke,
                           queries: points.count) {
                var hits = 0
                for p in points where prepared.strokeContains(p) { hits += 1 }
                return hits
            }
            runner.measure("fill contains, \(label) arrow, nonzero", reference: referenceFill,
                           queries: points.count) {
                var hits = 0
                for p in points where prepared.fillContains(p) { hits += 1 }
                return hits
            }
        }
        // A drag re-prepares the path for every new outline (alternating the two outlines here,
        // so nothing is cached); the storage is reused. The arrow model's drag update includes
        // this work.
        var prepared = PreparedPath(dragged, strokeStyle: Self.tapStroke)
        let updates = max(1, runner.points / 10)
        runner.measure("prepare a path, straight/dragged arrow", reference: Self.referenceStrokeName("dragged"),
                       queries: updates) {
            var checksum = 0
            for i in 0..<updates {
                prepared.update(i & 1 == 0 ? dragged : straight)
                checksum &+= Int(prepared.boundingBox.height)
            }
            return checksum
        }
    }

    /// The name of the reference stroke query on the straight or dragged outline.
    static func referenceStrokeName(_ label: String) -> String { "reference stroke, \(label) arrow" }

    /// `count` points uniform in `rect`, from xorshift64* with a fixed seed (Vigna, "An
    /// experimental exploration of Marsaglia's xorshift generators, scrambled", 2016).
    static func uniformPoints(in rect: Rect, count: Int, seed: UInt64) -> [Point] {
        var state = seed | 1
        func unit() -> Double {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return Double((state &* 0x2545_F491_4F6C_DD1D) >> 11) * 0x1p-53
        }
        return (0..<count).map { _ in Point(rect.minX + unit() * rect.width, rect.minY + unit() * rect.height) }
    }
}
