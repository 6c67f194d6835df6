import Testing
@testable import BezierArrow

/// The invariants of the one type that writes memory through pointers (see ``SegmentTable``):
/// bounds, lifetime, copy-on-write and alignment.
@Suite struct SegmentTableTests {
    static func segment(_ k: Int) -> (HitSegment, HitControls) {
        let a = Point(Double(k), 0), b = Point(Double(k), 1)
        return (HitSegment(edge: a, b, .body, .body, filled: true, stroked: true), HitControls(p1: a, p2: b))
    }

    static func write(_ table: inout SegmentTable, _ range: Range<Int>, capacity: Int) {
        table.rewrite(capacity: capacity) { w in
            for k in range {
                let (s, c) = segment(k)
                w.append(s, c)
            }
        }
    }

    @Test func rewritesReplaceTheRecordsAndKeepTheRoom() {
        var table = SegmentTable()
        Self.write(&table, 0..<10, capacity: 10)
        #expect(table.count == 10 && table.capacity == 10)
        #expect((0..<10).allSatisfy { table[$0].p0.x == Double($0) && table.controls($0).p2 == Point(Double($0), 1) })
        Self.write(&table, 5..<8, capacity: 10)
        #expect(table.count == 3 && table.capacity == 10)
        #expect(table.segments.map(\.p0.x) == [5, 6, 7])
        // Growing keeps nothing stale below the count.
        Self.write(&table, 0..<40, capacity: 40)
        #expect(table.count == 40 && table.segments.map(\.p0.x) == (0..<40).map(Double.init))
    }

    /// A copy keeps its records when the original is rewritten, and the original does not
    /// allocate again once its storage is its own.
    @Test func copiesAreIndependent() {
        var table = SegmentTable()
        Self.write(&table, 0..<6, capacity: 8)
        let copy = table
        Self.write(&table, 100..<104, capacity: 8)
        #expect(copy.count == 6 && copy.segments.map(\.p0.x) == [0, 1, 2, 3, 4, 5])
        #expect(table.segments.map(\.p0.x) == [100, 101, 102, 103])
        func base(_ t: SegmentTable) -> UnsafeRawPointer? { t.segments.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
        let before = base(table)
        Self.write(&table, 0..<8, capacity: 8)
        #expect(base(table) == before)
    }

    /// Records sit at their type's alignment (they are elements of typed arrays), through growth
    /// and copies.
    @Test func recordsAreAligned() {
        var table = SegmentTable()
        for n in [1, 7, 64, 300] {
            Self.write(&table, 0..<n, capacity: n)
            let copy = table
            for t in [table, copy] {
                t.segments.withUnsafeBufferPointer {
                    #expect(Int(bitPattern: $0.baseAddress!) % MemoryLayout<HitSegment>.alignment == 0)
                }
            }
        }
    }

    /// Writing past the capacity given, or reading past the count, traps instead of touching
    /// memory that is not the table's.
    @Test func outOfBoundsTraps() async {
        await #expect(processExitsWith: .failure) {
            var table = SegmentTable()
            SegmentTableTests.write(&table, 0..<5, capacity: 4)
        }
        await #expect(processExitsWith: .failure) {
            var table = SegmentTable()
            SegmentTableTests.write(&table, 0..<4, capacity: 4)
            _ = table[4]
        }
        await #expect(processExitsWith: .failure) {
            var table = SegmentTable()
            SegmentTableTests.write(&table, 0..<2, capacity: 4)
            _ = table.controls(3)
        }
    }

    /// The writer exists only inside the rewrite: it is non-copyable and cannot be made outside
    /// the table, so a writer cannot outlive the storage it points into.
    @Test func writerCannotBeCopied() {
        // Checked by the compiler: `SegmentTable.Writer` is `~Copyable`, so this does not
        // conform; the test states the guarantee the type relies on.
        #expect(!(SegmentTable.Writer.self is any Copyable.Type))
    }
}
