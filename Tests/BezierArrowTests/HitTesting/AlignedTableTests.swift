import TestSupport
import Testing
@testable import BezierArrow

@Suite struct AlignedTableTests {
    /// Records stay on boundaries of their stride and keep their values through appends (which
    /// reallocate), removals, swaps, and copies that share the storage until one of them writes.
    @Test func recordsStayAlignedAndIntact() {
        var rng = SplitMix64(seed: 0xA11C)
        var table = AlignedTable<ArrowTouchBox>()
        var model: [ArrowTouchBox] = []
        func box(_ k: Int) -> ArrowTouchBox {
            ArrowTouchBox(origin: SIMD2(Float(k), 1), axis: SIMD2(0, 1), minAlong: Float(k), maxAlong: 2, minAcross: 3, maxAcross: 4)
        }
        func check(_ t: AlignedTable<ArrowTouchBox>, _ m: [ArrowTouchBox]) {
            #expect(t.count == m.count)
            t.withRecords { #expect(Int(bitPattern: $0) % AlignedTable<ArrowTouchBox>.stride == 0) }
            for k in m.indices where t[k].origin != m[k].origin || t[k].minAlong != m[k].minAlong {
                Issue.record("record \(k) differs")
            }
        }
        #expect(AlignedTable<ArrowTouchBox>.stride == 32 && AlignedTable<ArrowSceneShape>.stride == 64)
        var copies: [(AlignedTable<ArrowTouchBox>, [ArrowTouchBox])] = []
        for step in 0..<3000 {
            switch rng.next() % 10 {
            case 0 where !model.isEmpty:
                table.removeLast(); model.removeLast()
            case 1 where model.count > 1:
                let i = Int(rng.next() % UInt64(model.count)), j = Int(rng.next() % UInt64(model.count))
                table.swapAt(i, j); model.swapAt(i, j)
            case 2 where !model.isEmpty:
                let i = Int(rng.next() % UInt64(model.count))
                table[i] = box(-step); model[i] = box(-step)
            case 3 where step % 100 == 3:
                copies.append((table, model))
            default:
                table.append(box(step)); model.append(box(step))
            }
            if step % 50 == 0 { check(table, model) }
        }
        check(table, model)
        // The copies kept their records while the original went on writing; written to, each
        // gets storage of its own, aligned.
        for (var copy, var m) in copies {
            check(copy, m)
            copy.append(box(7)); m.append(box(7))
            check(copy, m)
        }
    }
}
