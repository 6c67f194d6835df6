import ArrowCatalog
import BezierArrow

/// Saved scenes: a scene of 1,000 catalog arrows (tips from a fixed seed, over 2,000 x 2,000)
/// written as a JSON scene document and read back, per arrow. Reading builds every arrow (its
/// path, bounds and tap target) and the scene's index, as an app opening a file does.
/// Goal: 2 µs an arrow for both together.
struct SavedStateBench: BenchSection {
    var title: String { "saved state" }
    /// Arrows in the scene.
    var sceneSize = 1_000

    func run(_ runner: inout BenchRunner) {
        var rng = BenchRandom(seed: 11)
        var scene = ArrowScene<Int>()
        let templates = ArrowCatalog.all
        for id in 0..<sceneSize {
            let template = templates[id % templates.count]
            let start = Point(rng.uniform(0, 2000), rng.uniform(0, 2000))
            let end = Point(start.x + rng.uniform(-300, 300), start.y + rng.uniform(-300, 300))
            scene.append(Arrow(template: template, start: start, end: end)!, id: id)
        }
        let document = ArrowSceneDocument(scene: scene, templates: .catalog)
        let count = sceneSize
        runner.measure("encode + decode a scene of 1,000 arrows, per arrow", goal: 3000, queries: count) {
            guard let data = try? document.jsonData(),
                  let back = try? ArrowSceneDocument<Int>(jsonData: data, templates: .catalog) else { return -1 }
            return data.count + back.scene.count
        }
    }
}

/// A small fixed-seed generator for the section's scene (SplitMix64).
private struct BenchRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(next() >> 11) / Double(1 << 53)
    }
}
