import TestSupport
import Testing
@testable import BezierArrow

/// A shape re-indexed in its block of cells (``SpatialGrid/relistInBlock(record:rect:listing:keys:)``)
/// against the plain rule (``SpatialGrid/relist(record:rect:listing:keys:)``): the same cells,
/// entries and listings, to the bit, however the shapes move.
struct SpatialGridBlockTests {
    typealias F = ConnectorFixtures

    /// A box of a random size about `centre`: mostly within one cell or a block of two by two,
    /// sometimes wider (the plain rule's case).
    static func box(about centre: Point, cell: Double, _ g: inout SplitMix64) -> Rect {
        let w = F.uniform(0, g.next() % 5 == 0 ? 3 * cell : 0.8 * cell, &g)
        let h = F.uniform(0, g.next() % 5 == 0 ? 3 * cell : 0.8 * cell, &g)
        return Rect(x: centre.x - w / 2, y: centre.y - h / 2, width: w, height: h)
    }

    /// Two grids given the same records and moves, one by each rule: their cells and listings
    /// agree after every move (small steps, which stay in the cells and cross their sides, jumps,
    /// resizes, null and non-finite rectangles), and so do queries against the rectangles.
    @Test func theBlockRuleIsThePlainRule() {
        var g = SplitMix64(seed: 0xB10C_0001)
        var staysInCells = 0, moves = 0
        for round in 0..<4 {
            let cell = [64.0, 256, 100][round % 3]
            var fast = SpatialGrid(cellSize: cell, maxCellsPerEntry: round % 2 == 0 ? 256 : 6)
            var plain = fast
            let n = 40
            let keys = (0..<n).map { Int64($0 * 3 + 1) }
            var rects: [Rect] = (0..<n).map { _ in
                Self.box(about: Point(F.uniform(-4 * cell, 4 * cell, &g), F.uniform(-4 * cell, 4 * cell, &g)), cell: cell, &g)
            }
            var fastListings = [SpatialGrid.Listing](repeating: .init(), count: n), plainListings = fastListings
            for i in 0..<n {
                fast.relistInBlock(record: Int32(i), rect: rects[i], listing: &fastListings[i], keys: keys)
                plain.relist(record: Int32(i), rect: rects[i], listing: &plainListings[i], keys: keys)
            }
            for step in 0..<600 {
                let i = Int(g.next() % UInt64(n))
                var r = rects[i]
                switch g.next() % 16 {
                case 0: r = Self.box(about: Point(F.uniform(-4 * cell, 4 * cell, &g), F.uniform(-4 * cell, 4 * cell, &g)), cell: cell, &g)
                case 1: r = r.insetBy(dx: F.uniform(-cell / 8, cell / 8, &g), dy: F.uniform(-cell / 8, cell / 8, &g))
                case 2: r = .null
                case 3: r = Rect(x: .nan, y: 0, width: 10, height: 10)
                default:
                    if r.isNull || !r.minX.isFinite { r = Self.box(about: .zero, cell: cell, &g) }
                    let dx = F.uniform(-cell / 20, cell / 20, &g), dy = F.uniform(-cell / 20, cell / 20, &g)
                    r = Rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height)
                }
                rects[i] = r
                let before = fastListings[i]
                fast.relistInBlock(record: Int32(i), rect: r, listing: &fastListings[i], keys: keys)
                plain.relist(record: Int32(i), rect: r, listing: &plainListings[i], keys: keys)
                moves += 1
                if fastListings[i] == before, let c = before.cells, !c.isOversized, c.x1 - c.x0 <= 1, c.y1 - c.y0 <= 1 {
                    staysInCells += 1
                }
                #expect(fastListings[i] == plainListings[i], "round \(round) step \(step)")
                if step % 25 == 0 || step == 599 {
                    #expect(fast.cells == plain.cells, "round \(round) step \(step)")
                    #expect(fast.oversized == plain.oversized, "round \(round) step \(step)")
                }
            }
            // Every listed record is found by a query over its rectangle.
            for i in 0..<n where !rects[i].isNull && rects[i].minX.isFinite {
                var found = false
                let answered = fast.forEachRecord(overlapping: rects[i]) { if $0 == Int32(i) { found = true } }
                #expect(!answered || found, "round \(round) record \(i)")
            }
        }
        // Many moves take the block's way: the comparison is of the fast path, not only of the
        // fallback.
        #expect(staysInCells > moves / 3)
    }

    /// A scene's shapes dragged about in small steps, some with arrows bound to them: the shapes'
    /// index is the one the plain rule makes for the same moves, and a touch finds what the walk
    /// over the shapes finds.
    @Test func draggedShapesAreIndexedAsByThePlainRule() {
        var g = SplitMix64(seed: 0xB10C_0002)
        for round in 0..<3 {
            var scene = ArrowScene<Int>(cellSize: [64.0, 256, 100][round])
            for id in 0..<30 { scene.setShape(SceneShapeItem(shape: F.randomShape(&g)), id: 100 + id) }
            for id in 0..<10 {
                let target = 100 + Int(g.next() % 30)
                let shape = scene.shape(target)!.shape
                scene.append(SceneShapeItemTests.arrow(F.outsidePoint(of: shape, &g), shape.point(atAnchor: Point(0.5, 0.5))), id: id)
                try! scene.bind(.end, of: id, to: target, ArrowBinding(anchor: Point(0.5, 0.5), mode: .edge(gap: 2)))
            }
            var plain = SpatialGrid(cellSize: scene.shapes.grid.cellSize)
            var listings = [SpatialGrid.Listing](repeating: .init(), count: scene.shapes.records.count)
            func relistAll() {
                for i in scene.shapes.records.indices {
                    plain.relist(record: Int32(i), rect: scene.shapes.records[i].item.shape.bounds, listing: &listings[i],
                                 keys: scene.shapes.order.keys)
                }
            }
            relistAll()
            #expect(plain.cells == scene.shapes.grid.cells)
            for step in 0..<100 {
                // A drag: one shape moved for a few frames, then another.
                let id = 100 + Int(g.next() % 30)
                for _ in 0..<Int(1 + g.next() % 4) {
                    var item = scene.shape(id)!
                    let d = scene.shapes.grid.cellSize / 10
                    item.shape.transform = item.shape.transform.concatenating(
                        Transform2D(translationX: F.uniform(-d, d, &g), y: F.uniform(-d, d, &g)))
                    scene.setShape(item, id: id)
                    relistAll()
                }
                #expect(scene.shapes.records.map(\.listing) == listings, "round \(round) step \(step)")
                #expect(plain.cells == scene.shapes.grid.cells, "round \(round) step \(step)")
            }
            #expect(scene.shapeProblems().isEmpty)
            for _ in 0..<500 {
                let p = Point(F.uniform(-500, 500, &g), F.uniform(-500, 500, &g))
                #expect(scene.shape(at: p) == SceneShapeItemTests.bruteForceShape(scene, p))
            }
        }
    }
}
