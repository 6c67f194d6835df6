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
                let e = SpatialGrid.Entry(record: Int32(step), minX: 0, minY: 0, maxX: 255, maxY: 255)
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

    /// An entry's part of a rectangle in a cell, rounded outward to 256ths of the cell, holds
    /// every point of the rectangle in that cell, at every scale (far from the origin too, and
    /// past the clamp of cell coordinates); and the query's test never turns such a point away.
    @Test func entriesHoldTheirRectanglesPointsInEachCell() {
        var rng = SplitMix64(seed: 0xF10A7)
        let grid = SpatialGrid(cellSize: 128)
        for _ in 0..<5_000 {
            let scale = [1.0, 1e3, 1e6, 1e12, 1e40][Int(rng.next() % 5)]
            let x = (Double.random(in: 0..<1, using: &rng) * 2 - 1) * scale, y = (Double.random(in: 0..<1, using: &rng) * 2 - 1) * scale
            let r = Rect(x: x, y: y, width: Double.random(in: 0..<300, using: &rng), height: Double.random(in: 0..<300, using: &rng))
            for _ in 0..<8 {
                let p = Point(r.minX + Double.random(in: 0...1, using: &rng) * r.width, r.minY + Double.random(in: 0...1, using: &rng) * r.height)
                for q in [p, Point(r.minX, r.minY), Point(r.maxX, r.maxY)] {
                    let key = SpatialGrid.CellKey(x: grid.cell(q.x), y: grid.cell(q.y))
                    let e = grid.entry(0, r, in: key)
                    #expect(e.contains(grid.local(q.x, key.x), grid.local(q.y, key.y)), "\(q) in \(r), cell \(key)")
                }
            }
        }
    }

    /// The inline roundings agree with the C library's: `floorToInt` with `floor` (integers,
    /// halves, negatives, the clamp's limit), and a cell-local coordinate with the floor or
    /// ceiling of its 256ths clamped to `0...255`.
    @Test func inlineRoundingsAgreeWithTheLibrary() {
        var rng = SplitMix64(seed: 0xF1007)
        let grid = SpatialGrid(cellSize: 128)
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1, -1, 2.5, -2.5, 1e15 + 0.5, -(1e15 + 0.5), 0x1p52 - 1, -0x1p52 + 1,
                                .ulpOfOne, -.ulpOfOne, 127.99999999999999, -128.00000000000003]
        for _ in 0..<20_000 {
            let scale = [1.0, 1e3, 1e9, 1e15][Int(rng.next() % 4)]
            values.append((Double.random(in: 0..<1, using: &rng) * 2 - 1) * scale)
            values.append(Double(Int(rng.next() % 2001) - 1000) / 4)
        }
        for v in values {
            #expect(floorToInt(v) == Int(v.rounded(.down)), "\(v)")
            let c = grid.cell(v)
            for cell in [c - 1, c, c + 1] {
                let f = (grid.scaled(v) - Double(cell)) * 256
                #expect(grid.local(v, cell) == UInt8(min(max(f.rounded(.down), 0), 255)), "\(v) in \(cell)")
                #expect(grid.local(v, cell, up: true) == UInt8(min(max(f.rounded(.up), 0), 255)), "\(v) in \(cell), up")
            }
        }
    }
}
