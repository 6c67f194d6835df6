import TestSupport
import Testing
@testable import BezierArrow

@Suite struct SpatialGridCellsTests {
    /// Random inserts and removals (which shift probe runs back) agree with a dictionary, and
    /// every key stays findable through growth.
    @Test func agreesWithADictionaryThroughInsertsAndRemovals() {
        var rng = SplitMix64(seed: 0xCE11)
        var cells = SpatialGridCells()
        var reference: [SpatialGrid.CellKey: Int] = [:]
        for step in 0..<20_000 {
            // A small key range makes collisions and long probe runs common.
            let key = SpatialGrid.CellKey(x: Int(rng.next() % 64) - 32, y: Int(rng.next() % 64) - 32)
            if rng.next() % 3 == 0, reference[key] != nil {
                cells.removeCell(key)
                reference[key] = nil
            } else {
                let index = cells.listIndexInserting(key)
                if let known = reference[key] { #expect(index == known) }
                reference[key] = index
            }
            if step % 997 == 0 {
                for (k, index) in reference { #expect(cells.listIndex(of: k) == index) }
                #expect(cells.count == reference.count)
            }
        }
        for (k, index) in reference { #expect(cells.listIndex(of: k) == index) }
        #expect(cells.listIndex(of: SpatialGrid.CellKey(x: 1000, y: 1000)) == nil)
        #expect(Set(cells.all.keys) == Set(reference.keys))
    }
}
