import ArrowCatalog
import BezierArrow

/// Arrows bound to shapes in a scene: what moving a target costs with its bound arrows solved
/// again and re-indexed, what finding the shape under a touch costs, and what a binding takes.
///
/// Figures:
/// - moving a target with k bound arrows (k = 1, 10, 100; their start tips free around it, their
///   end tips at its edge), against k drag updates of the same arrows in a scene without
///   bindings (the ratio; goal at most 1.1: solving a tip costs little beside redrawing it);
/// - a scene of 10,000 shapes (a 100 x 100 lattice of boxes 100 apart) and 10,000 catalog
///   arrows, each from one box's edge to a neighbour's: finding the shape under a uniform point
///   (goal 2 µs), and moving a box with its bound arrows solved and re-indexed (goal 20 µs);
/// - memory per bound arrow: the growth of resident memory while the 10,000 arrows were bound
///   (both tips each: the bindings both ways, and the solving), over their count; first pass
///   only, on Linux, and only for the full lattice (a small one may not grow by a page) when
///   resident memory grew (run the section alone: after the scene scaling section's freed
///   memory is reused, and the figure is left out).
///
/// Moved shapes are made beforehand (preparing a shape's outline is the shape's business, as
/// making an arrow is in the scene scaling section's add).
struct SceneBindingBench: BenchSection {
    var title: String { "scene bindings" }

    /// The memory figure's name for a lattice of n shapes and arrows.
    static func memoryName(_ n: Int) -> String { "memory per bound arrow (bytes), \(n) arrows" }

    func run(_ runner: inout BenchRunner) {
        let templates = ArrowCatalog.all
        for k in [1, 10, 100] { measureTarget(k, templates, &runner) }
        measureLattice(templates, &runner)
    }

    static func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> SceneShape {
        try! SceneShape(.rectangle(Rect(x: x, y: y, width: w, height: h)))
    }

    /// One box with k arrows bound to it, moved back and forth.
    func measureTarget(_ k: Int, _ templates: [ArrowTemplate], _ runner: inout BenchRunner) {
        let ring = HitTestingBench.uniformPoints(in: Rect(x: 0, y: 0, width: 2 * Double.pi, height: 200), count: k, seed: 21)
        let starts = ring.map { Point(300, 300) + Point(200 + $0.y, 0).rotated(by: $0.x) }
        let binding = try! ArrowBinding(anchor: Point(0.5, 0.5), mode: .edge(gap: 2))
        var bound = ArrowScene<Int>(), free = ArrowScene<Int>()
        bound.setShape(SceneShapeItem(shape: Self.box(240, 260, 120, 80)), id: -1)
        for i in 0..<k {
            let arrow = Arrow(template: templates[i % templates.count], start: starts[i], end: Point(300, 300))!
            bound.append(arrow, id: i)
            try! bound.bind(.end, of: i, to: -1, binding)
            free.append(bound[i]!.arrow, id: i)
        }
        // Fewer moves for a run with few points (the tests' runs of a debug build).
        let count = max(1, min(200, runner.points / 100))
        let offsets = HitTestingBench.uniformPoints(in: Rect(x: -8, y: -8, width: 16, height: 16), count: count, seed: 22)
        let moved = offsets.map { SceneShapeItem(shape: Self.box(240 + $0.x, 260 + $0.y, 120, 80)) }
        let ends = (0..<k).map { bound[$0]!.arrow.end }
        let reference = "\(k) drag updates, no bindings"
        runner.measure(reference, queries: offsets.count) {
            var n = 0
            for d in offsets {
                for i in 0..<k where free.setTips(of: i, start: starts[i], end: ends[i] + d) { n += 1 }
            }
            return n
        }
        runner.measure("move a target with \(k) bound arrows", reference: reference, ratioGoal: runner.points >= 10_000 ? 1.1 : nil,
                       queries: moved.count) {
            var n = 0
            for item in moved where bound.setShape(item, id: -1) { n += 1 }
            return n + Int(bound[0]!.arrow.end.x)
        }
    }

    /// The lattice of 10,000 boxes and 10,000 arrows between them (100 of each for a run of
    /// fewer than 10,000 points, the tests' runs; no goals then).
    func measureLattice(_ templates: [ArrowTemplate], _ runner: inout BenchRunner) {
        let side = runner.points >= 10_000 ? 100 : 10, n = side * side
        let full = n == 10_000
        let jitter = HitTestingBench.uniformPoints(in: Rect(x: -10, y: -10, width: 20, height: 20), count: n, seed: 23)
        func place(_ i: Int) -> (x: Double, y: Double) {
            (Double(i % side) * 100 + jitter[i].x, Double(i / side) * 100 + jitter[i].y)
        }
        var scene = ArrowScene<Int>()
        for i in 0..<n {
            let (x, y) = place(i)
            scene.setShape(SceneShapeItem(shape: Self.box(x, y, 40, 30)), id: n + i)
        }
        for i in 0..<n {
            let j = i % 2 == 0 ? (i + 1) % n : (i + side) % n
            let (x0, y0) = place(i), (x1, y1) = place(j)
            scene.append(Arrow(template: templates[i % templates.count], start: Point(x0 + 20, y0 + 15),
                               end: Point(x1 + 20, y1 + 15))!, id: i)
        }
        // Each arrow moved once first: an appended arrow's prepared path is shrunk to fit and
        // grows at its first move, which is the arrow's memory, not the binding's.
        for i in 0..<n { scene.update(i) { $0.arrow.setTips(start: $0.arrow.start, end: $0.arrow.end + Point(1, 0)) } }
        let measuresMemory = !runner.hasRecorded(Self.memoryName(n))
        let before = SceneScalingBench.residentBytes()
        let edge = try! ArrowBinding(anchor: Point(0.5, 0.5), mode: .edge(gap: 2))
        for i in 0..<n {
            let j = i % 2 == 0 ? (i + 1) % n : (i + side) % n
            try! scene.bind(.start, of: i, to: n + i, edge)
            try! scene.bind(.end, of: i, to: n + j, edge)
        }
        // Resident memory grows only where the heap had no freed memory to reuse: after the
        // sections that free millions of arrows it does not move, and no figure beats a zero.
        if full, measuresMemory, let before, let after = SceneScalingBench.residentBytes(), after > before {
            runner.record(Self.memoryName(n), value: Double(after - before) / Double(n), goal: nil)
        }
        let area = Rect(x: -50, y: -50, width: Double(side) * 100, height: Double(side) * 100)
        let uniform = HitTestingBench.uniformPoints(in: area, count: min(runner.points, 100_000), seed: 24)
        do {
            let queried = scene
            runner.measure("find the shape under a point, \(n) shapes", goal: full ? 2000 : nil, queries: uniform.count) {
                var hits = 0
                for p in uniform where queried.shape(at: p) != nil { hits += 1 }
                return hits
            }
        }
        let moves = min(n, 1_000)
        let offsets = HitTestingBench.uniformPoints(in: Rect(x: -8, y: -8, width: 16, height: 16), count: moves, seed: 25)
        let targets = (0..<moves).map { n + ($0 &* 104_729) % n }
        let there = (0..<moves).map { m -> SceneShapeItem in
            let (x, y) = place(targets[m] - n)
            return SceneShapeItem(shape: Self.box(x + offsets[m].x, y + offsets[m].y, 40, 30))
        }
        let back = targets.map { scene.shape($0)! }
        runner.measure("move a shape with its bound arrows, \(n) shapes and arrows", goal: full ? 20_000 : nil, queries: 2 * moves) {
            var moved = 0
            for m in 0..<moves {
                if scene.setShape(there[m], id: targets[m]) { moved += 1 }
                if scene.setShape(back[m], id: targets[m]) { moved += 1 }
            }
            return moved
        }
    }
}
