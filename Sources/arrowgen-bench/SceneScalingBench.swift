import ArrowCatalog
import BezierArrow
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Scenes of growing size at constant density: does a query, a move and an add cost the same
/// whatever the number of arrows, and how much memory does an arrow take?
///
/// Each scene is laid out as the arrow model's 10,000-arrow scene (catalog arrows in turn,
/// start tips uniform, end tips 150 to 400 away), over a square whose side grows with the
/// square root of the count (100 per arrow's square root: 10,000 x 10,000 for 10,000 arrows), so
/// that a query point meets as many arrows in every scene. Figures per size (``sizes``, by
/// default 1,000, 10,000, 100,000 and 1,000,000 arrows):
/// - a query at a uniform point, what a tap costs (goal 2 µs up to 100,000 arrows);
/// - a move: new tips a drag step away for a random arrow, redrawn and its index brought up to
///   date (goal 5 µs up to 100,000 arrows);
/// - an add: a ready-made arrow appended under a new id (goal 2 µs up to 100,000 arrows); the
///   added arrows are removed after the figure;
/// - a viewport's culling and a marquee (``SceneCullingFigures``);
/// - memory per arrow: the growth of the process's resident memory while the scene was built,
///   over its count (goal 3 KB), on Linux (`/proc/self/statm`); elsewhere not reported. Measured
///   in the first pass only, where this section runs before every other (so no memory freed by
///   an earlier figure is reused), each scene kept until the last is built (so none reuses a
///   smaller one's memory).
struct SceneScalingBench: BenchSection {
    var title: String { "scene scaling" }
    /// The scene sizes, smallest first.
    var sizes: [Int]

    static let defaultSizes = [1_000, 10_000, 100_000, 1_000_000]

    /// The memory figure's name for a scene size.
    static func memoryName(_ n: Int) -> String { "memory per arrow (bytes), \(n) arrows" }

    /// A tap's, a move's and an add's goal, for the scenes apps draw: up to 100,000 arrows (a larger scene
    /// measures how the figures grow; its memory keeps its goal).
    static func goal(_ nanoseconds: Double, _ n: Int) -> Double? { n <= 100_000 ? nanoseconds : nil }

    /// The query figure's name for a scene size.
    static func queryName(_ n: Int) -> String { "query, \(n) arrows, uniform points" }

    func run(_ runner: inout BenchRunner) {
        let templates = ArrowCatalog.all
        let measuresMemory = !runner.hasRecorded(Self.memoryName(sizes[0]))
        // Every scene built first, the smallest first, each kept while the next is built.
        var scenes: [(n: Int, side: Double, scene: ArrowScene<Int>)] = []
        for n in sizes {
            let side = 100 * Double(n).squareRoot()
            let before = Self.residentBytes()
            let scene = ArrowModelBench.scene(count: n, side: side, templates: templates)
            if measuresMemory, let before, let after = Self.residentBytes() {
                runner.record(Self.memoryName(n), value: Double(after - before) / Double(n), goal: 3072)
            }
            scenes.append((n, side, scene))
        }
        for i in scenes.indices {
            // Taken out of the list, so that moving its arrows does not copy it.
            let (n, side) = (scenes[i].n, scenes[i].side)
            var scene = scenes[i].scene
            scenes[i].scene = ArrowScene()
            let area = Rect(x: 0, y: 0, width: side, height: side)
            let uniform = HitTestingBench.uniformPoints(in: area, count: min(runner.points, 100_000), seed: 7)
            do {
                // A copy only while it is queried: moving arrows must not copy the scene.
                let queried = scene
                runner.measure(Self.queryName(n), goal: Self.goal(2000, n), queries: uniform.count) {
                    var hits = 0
                    for p in uniform where queried.hitTest(p) != nil { hits += 1 }
                    return hits
                }
                SceneCullingFigures.measure(queried, n: n, side: side, runner: &runner)
            }

            let moves = min(n, 10_000)
            let offsets = HitTestingBench.uniformPoints(in: Rect(x: -8, y: -8, width: 16, height: 16), count: moves, seed: 9)
            runner.measure("move an arrow, \(n) arrows", goal: Self.goal(5000, n), queries: moves) {
                var moved = 0
                for (i, d) in offsets.enumerated() {
                    let id = (i &* 104_729) % n
                    let done: Void? = scene.update(id) { item in
                        item.arrow.setTips(start: item.arrow.start + d, end: item.arrow.end - d)
                    }
                    if done != nil { moved += 1 }
                }
                return moved
            }

            // Arrows made beforehand (making one is the arrow model's business, not the
            // scene's), appended under ids no arrow has.
            let adds = min(n, 1_000)
            let extra = ArrowModelBench.scene(count: adds, side: side, templates: templates)
            let arrows = (0..<adds).compactMap { extra[$0]?.arrow }
            var nextID = n
            runner.measure("add an arrow, \(n) arrows", goal: Self.goal(2000, n), queries: arrows.count) {
                var added = 0
                for arrow in arrows where scene.append(arrow, id: nextID) {
                    added += 1
                    nextID += 1
                }
                return added
            }
            for id in n..<nextID { _ = scene.remove(id) }
        }
    }

    /// The process's resident memory in bytes, or `nil` where it is not known.
    static func residentBytes() -> Int? {
        #if os(Linux)
        // "size resident shared text lib data dt", in pages.
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(fd, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let fields = String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * sysconf(Int32(_SC_PAGESIZE))
        #else
        return nil
        #endif
    }
}
