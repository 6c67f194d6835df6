import TestSupport
import Testing
@testable import BezierArrow

/// The touch map's bits, checked cell by cell against plain sets of cells.
@Suite struct TouchMapTests {
    typealias Cell = (column: Int, row: Int)

    static let everyCell: [Cell] = (0..<TouchMap.rows).flatMap { r in (0..<TouchMap.columns).map { (column: $0, row: r) } }

    /// The cells a map marks, as a set of `row * columns + column`.
    static func marked(_ map: TouchMap) -> Set<Int> {
        Set(everyCell.filter { map.isMarked($0) }.map { $0.row * TouchMap.columns + $0.column })
    }

    /// A map made from cells marks exactly those in the map, and ignores the others.
    @Test func cellsInAreCellsOut() {
        var rng = SplitMix64(seed: 0x70C5)
        #expect(Self.marked(.none).isEmpty && Self.marked(.all).count == 256 && TouchMap.all.markedCount == 256)
        for _ in 0..<200 {
            let cells = (0..<Int(rng.next() % 60)).map { _ in (column: Int(rng.next() % 40) - 4, row: Int(rng.next() % 12) - 2) }
            let inside = Set(cells.filter { (0..<32).contains($0.column) && (0..<8).contains($0.row) }.map { $0.row * 32 + $0.column })
            let map = TouchMap(cells: cells)
            #expect(Self.marked(map) == inside && map.markedCount == inside.count)
        }
    }

    /// The marker marks exactly the cells of the rectangles given, whatever their rows.
    @Test func markerMarksRectangles() {
        var rng = SplitMix64(seed: 0x70C6)
        for _ in 0..<300 {
            var marker = TouchMap.Marker()
            var expected = Set<Int>()
            for _ in 0..<Int(rng.next() % 5) {
                let c0 = Int(rng.next() % 32), c1 = Int(rng.next() % 32), r0 = Int(rng.next() % 8), r1 = Int(rng.next() % 8)
                let first = (column: min(c0, c1), row: min(r0, r1)), last = (column: max(c0, c1), row: max(r0, r1))
                marker.mark(from: first, to: last)
                for r in first.row...last.row { for c in first.column...last.column { expected.insert(r * 32 + c) } }
            }
            #expect(Self.marked(marker.map) == expected)
        }
    }

    /// Filling marks exactly what a cell-by-cell flood from the border through unmarked cells
    /// does not reach, on random maps (fixed seed) from nearly empty to nearly full, and a
    /// pocket inside a ring.
    @Test func fillingMarksWhatTheBorderCannotReach() {
        // A ring of marked cells around columns 10...12, rows 3...4, and a free corridor from
        // the border to column 20, row 5.
        let ring = (9...13).flatMap { [(column: $0, row: 2), (column: $0, row: 5)] }
            + [(column: 9, row: 3), (column: 13, row: 3), (column: 9, row: 4), (column: 13, row: 4)]
        let pocket = TouchMap(cells: ring).fillingEnclosed()
        for row in 3...4 { for column in 10...12 { #expect(pocket.isMarked((column, row))) } }
        #expect(!pocket.isMarked((20, 5)) && !pocket.isMarked((0, 0)) && pocket.markedCount == ring.count + 6)
        #expect(TouchMap.none.fillingEnclosed() == .none && TouchMap.all.fillingEnclosed() == .all)

        var rng = SplitMix64(seed: 0xF100D)
        for density in [0.05, 0.3, 0.45, 0.6, 0.9] {
            for _ in 0..<300 {
                let cells = Self.everyCell.filter { _ in Double(rng.next() % 1000) / 1000 < density }
                let marked = Set(cells.map { $0.row * 32 + $0.column })
                // Brute force: breadth-first from the free border cells.
                func isFree(_ r: Int, _ c: Int) -> Bool { (0..<8).contains(r) && (0..<32).contains(c) && !marked.contains(r * 32 + c) }
                var seen = Set<Int>(), queue: [(Int, Int)] = []
                for r in 0..<8 { for c in 0..<32 where (r == 0 || r == 7 || c == 0 || c == 31) && isFree(r, c) {
                    seen.insert(r * 32 + c); queue.append((r, c))
                } }
                while let (r, c) = queue.popLast() {
                    for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0)] where isFree(r + dr, c + dc) && !seen.contains((r + dr) * 32 + c + dc) {
                        seen.insert((r + dr) * 32 + c + dc)
                        queue.append((r + dr, c + dc))
                    }
                }
                let expected = Set(0..<256).subtracting(seen)
                #expect(Self.marked(TouchMap(cells: cells).fillingEnclosed()) == expected, "density \(density)")
            }
        }
    }
}
