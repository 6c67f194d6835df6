import TestSupport
import Testing
@testable import BezierArrow

@Suite struct SpatialGridCellsTests {
    /// Random inserts and removals (which shift probe runs back) agree with a dictionary, and
    /// every key stays findable with its own list through growth.
    @Test func agreesWithADictionaryThroughInsertsAndRemovals() {
        var rng = SplitMix64(seed: 0xCE11)
        var cells = SpatialGridCells()
        var reference: [SpatialGrid.CellKey: [SpatialGrid.Entry]] = [:]
        func entries(_ key: SpatialGrid.CellKey) -> [SpatialGrid.Entry] {
            cells.withEntries(at: key) { Array($0) }
        }
        for step in 0..<20_000 {
            // A small key range makes collisions and long probe runs common.
            let key = SpatialGrid.CellKey(x: Int(rng.next() % 64) - 32, y: Int(rng.next() % 64) - 32)
            if rng.next() % 3 == 0, reference[key] != nil {
                // Emptying a list drops its cell.
                cells.update(key, creating: false) { $0.removeAll() }
                reference[key] = nil
            } else {
                let e = SpatialGrid.Entry(z: Int64(step), slot: Int32(step), rect: Rect(x: 0, y: 0, width: 1, height: 1))
                cells.update(key, creating: true) { $0.append(e) }
                reference[key, default: []].append(e)
            }
            #expect(cells.update(SpatialGrid.CellKey(x: 1000, y: 1000), creating: false) { _ in true } == nil)
            if step % 997 == 0 {
                for (k, list) in reference { #expect(entries(k) == list) }
                #expect(cells.count == reference.count)
            }
        }
        for (k, list) in reference { #expect(entries(k) == list) }
        #expect(!cells.contains(SpatialGrid.CellKey(x: 1000, y: 1000)))
        #expect(entries(SpatialGrid.CellKey(x: 1000, y: 1000)).isEmpty)
        #expect(cells.all == reference)
    }

    /// An entry's `Float` rectangle holds the `Double` one given, also past `Float`'s range,
    /// and its test never turns a point of that rectangle away.
    @Test func entryRectanglesRoundOutward() {
        var rng = SplitMix64(seed: 0xF10A7)
        for _ in 0..<5_000 {
            let scale = [1.0, 1e6, 1e12, 1e40][Int(rng.next() % 4)]
            let x = (Double.random(in: 0..<1, using: &rng) * 2 - 1) * scale, y = (Double.random(in: 0..<1, using: &rng) * 2 - 1) * scale
            let r = Rect(x: x, y: y, width: Double.random(in: 0..<1, using: &rng) * scale / 7, height: Double.random(in: 0..<1, using: &rng) * scale / 7)
            let e = SpatialGrid.Entry(z: 0, slot: 0, rect: r)
            #expect(Double(e.minX) <= r.minX && Double(e.minY) <= r.minY && Double(e.maxX) >= r.maxX && Double(e.maxY) >= r.maxY)
            for p in [Point(r.minX, r.minY), Point(r.maxX, r.maxY), Point(r.minX + r.width / 2, r.minY + r.height / 2)] {
                #expect(e.contains(Float(p.x), Float(p.y)), "\(p) in \(r)")
            }
        }
    }
}
