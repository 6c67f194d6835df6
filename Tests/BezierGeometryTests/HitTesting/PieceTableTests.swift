import Testing
@testable import BezierGeometry

/// The invariants of the one type that reads and writes memory through pointers (see
/// ``PieceTable``): bounds, lifetime, copy-on-write and alignment.
@Suite struct PieceTableTests {
    static func piece(_ k: Int) -> (HitPiece, HitControls) {
        let a = Point(Double(k), 0), b = Point(Double(k), 1)
        return (HitPiece(edge: a, b, .unlabelled, .unlabelled, filled: true, stroked: true), HitControls(p1: a, p2: b))
    }

    static func run(_ k: Int) -> HitRun {
        HitRun(minX: Double(k), minY: 0, maxX: Double(k) + 1, maxY: 1, end: Int32(k + 1), isChain: k % 2 == 0)
    }

    /// Writes pieces `range` and a run per piece (run `k` ends after piece `k`), `runs`
    /// of them (by default one per piece).
    static func write(_ table: inout PieceTable, _ range: Range<Int>, capacity: Int, runCapacity: Int? = nil,
                      runs: Int? = nil) {
        table.rewrite(capacity: capacity, runCapacity: runCapacity ?? capacity) { w in
            for k in range {
                let (s, c) = piece(k)
                w.append(s, c)
                if k - range.lowerBound < runs ?? range.count { w.appendRun(run(k - range.lowerBound)) }
            }
        }
    }

    static func xs(_ table: PieceTable) -> [Double] { (0..<table.count).map { table[$0].p0.x } }

    @Test func rewritesReplaceTheRecordsAndKeepTheRoom() {
        var table = PieceTable()
        #expect(table.count == 0 && table.runCount == 0)
        Self.write(&table, 0..<10, capacity: 10)
        #expect(table.count == 10 && table.capacity == 10 && table.runCount == 10)
        #expect((0..<10).allSatisfy { table[$0].p0.x == Double($0) && table.controls($0).p2 == Point(Double($0), 1) })
        #expect((0..<10).allSatisfy { table.run($0).end == Int32($0 + 1) && table.run($0).isChain == ($0 % 2 == 0) })
        Self.write(&table, 5..<8, capacity: 10)
        #expect(table.count == 3 && table.capacity == 10 && table.runCount == 3)
        #expect(Self.xs(table) == [5, 6, 7])
        // Growing keeps nothing stale below the count, and the regions do not overlap.
        Self.write(&table, 0..<40, capacity: 40)
        #expect(table.count == 40 && Self.xs(table) == (0..<40).map(Double.init))
        #expect((0..<40).allSatisfy { table.controls($0).p1 == Point(Double($0), 0) && table.run($0).minX == Double($0) })
    }

    /// Shrinking keeps every record in a block of their size, leaves a copy's block alone, and
    /// a larger rewrite afterwards grows the block again.
    @Test func shrinkingKeepsTheRecordsInABlockOfTheirSize() {
        var table = PieceTable()
        Self.write(&table, 0..<5, capacity: 12, runCapacity: 9, runs: 3)
        let copy = table
        table.shrinkToFit()
        #expect(table.capacity == 5 && table.runCapacity == 3 && table.count == 5 && table.runCount == 3)
        #expect(Self.xs(table) == [0, 1, 2, 3, 4])
        #expect((0..<5).allSatisfy { table.controls($0).p2 == Point(Double($0), 1) })
        #expect((0..<3).allSatisfy { table.run($0).end == Int32($0 + 1) && table.run($0).isChain == ($0 % 2 == 0) })
        #expect(copy.capacity == 12 && copy.baseAddress != table.baseAddress && Self.xs(copy) == Self.xs(table))
        let exact = table.baseAddress
        table.shrinkToFit()
        #expect(table.baseAddress == exact)
        Self.write(&table, 0..<12, capacity: 12)
        #expect(table.capacity == 12 && Self.xs(table) == (0..<12).map(Double.init))
        var empty = PieceTable()
        empty.shrinkToFit()
        #expect(empty.count == 0 && empty.capacity == 0)
    }

    /// A copy keeps its records when the original is rewritten, and the original does not
    /// allocate again once its block is its own.
    @Test func copiesAreIndependent() {
        var table = PieceTable()
        Self.write(&table, 0..<6, capacity: 8)
        let copy = table
        #expect(copy.baseAddress == table.baseAddress)
        Self.write(&table, 100..<104, capacity: 8)
        #expect(copy.count == 6 && Self.xs(copy) == [0, 1, 2, 3, 4, 5] && copy.run(5).end == 6)
        #expect(Self.xs(table) == [100, 101, 102, 103] && table.runCount == 4)
        #expect(copy.baseAddress != table.baseAddress)
        let before = table.baseAddress
        Self.write(&table, 0..<8, capacity: 8)
        #expect(table.baseAddress == before)
    }

    /// Records sit at their type's alignment, through growth and copies: the strides are whole
    /// words and every region starts on a word.
    @Test func recordsAreAligned() {
        #expect(PieceTable.Layout.isWordAligned)
        var table = PieceTable()
        for n in [1, 7, 64, 300] {
            Self.write(&table, 0..<n, capacity: n, runCapacity: n / 3 + 1 + n % 2, runs: n / 3 + 1)
            let copy = table
            for t in [table, copy] {
                #expect(Int(bitPattern: t.baseAddress) % 8 == 0)
                let header = PieceTable.Header(pieces: t.capacity, runs: t.runCapacity)
                #expect(header.controlsOffset % MemoryLayout<HitControls>.alignment == 0)
                #expect(header.runsOffset % MemoryLayout<HitRun>.alignment == 0)
            }
        }
    }

    /// Writing past the capacities given, or reading past the counts, traps instead of
    /// touching memory that is not the table's.
    @Test func outOfBoundsTraps() async {
        await #expect(processExitsWith: .failure) {
            var table = PieceTable()
            PieceTableTests.write(&table, 0..<5, capacity: 4)
        }
        await #expect(processExitsWith: .failure) {
            var table = PieceTable()
            PieceTableTests.write(&table, 0..<4, capacity: 4, runCapacity: 3)
        }
        await #expect(processExitsWith: .failure) {
            var table = PieceTable()
            PieceTableTests.write(&table, 0..<4, capacity: 4)
            _ = table[4]
        }
        await #expect(processExitsWith: .failure) {
            var table = PieceTable()
            PieceTableTests.write(&table, 0..<2, capacity: 4)
            _ = table.controls(3)
        }
        await #expect(processExitsWith: .failure) {
            var table = PieceTable()
            PieceTableTests.write(&table, 0..<2, capacity: 4)
            _ = table.run(2)
        }
        // A copy larger than the capacities, or after records already written.
        await #expect(processExitsWith: .failure) {
            var source = PieceTable(), table = PieceTable()
            PieceTableTests.write(&source, 0..<5, capacity: 5)
            table.rewrite(capacity: 4, runCapacity: 5) { $0.copy(source) }
        }
        await #expect(processExitsWith: .failure) {
            var source = PieceTable(), table = PieceTable()
            PieceTableTests.write(&source, 0..<5, capacity: 5)
            table.rewrite(capacity: 5, runCapacity: 4) { $0.copy(source) }
        }
        await #expect(processExitsWith: .failure) {
            var source = PieceTable(), table = PieceTable()
            PieceTableTests.write(&source, 0..<2, capacity: 2)
            table.rewrite(capacity: 8, runCapacity: 8) { w in
                let (s, c) = PieceTableTests.piece(9)
                w.append(s, c)
                w.copy(source)
            }
        }
    }

    /// A copy writes each region where the target's capacities put it (they differ from the
    /// source's), and a writer goes on after it as after its own records.
    @Test func copyingMovesEveryRegion() {
        var source = PieceTable()
        Self.write(&source, 0..<7, capacity: 20, runCapacity: 11, runs: 4)
        var table = PieceTable()
        table.rewrite(capacity: 9, runCapacity: 6) { w in
            w.copy(source)
            #expect(w.count == 7 && w.runCount == 4 && w.lastRunEnd == 4)
            let (s, c) = Self.piece(70)
            w.append(s, c)
            w.appendRun(Self.run(7))
        }
        #expect(table.count == 8 && table.runCount == 5)
        #expect(Self.xs(table) == [0, 1, 2, 3, 4, 5, 6, 70])
        #expect((0..<7).allSatisfy { table.controls($0).p1 == Point(Double($0), 0) && table.controls($0).p2 == Point(Double($0), 1) })
        #expect((0..<4).allSatisfy { table.run($0).end == Int32($0 + 1) && table.run($0).minX == Double($0) })
        #expect(table.run(4).end == 8)
        // The empty table copies to nothing.
        var empty = PieceTable()
        empty.rewrite(capacity: 0, runCapacity: 0) { $0.copy(PieceTable()) }
        #expect(empty.count == 0 && empty.runCount == 0)
    }
}
