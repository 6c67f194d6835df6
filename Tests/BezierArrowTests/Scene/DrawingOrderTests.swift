import TestSupport
import Testing
@testable import BezierArrow

/// The drawing order both kinds of scene item keep, against a plain list of records bottom
/// first, changed by the same steps.
@Suite struct DrawingOrderTests {
    /// Random appends, removals and restacks: the records stay the list's, the keys ascend along
    /// them, and every record's position is its place in the list.
    @Test func followsAListOfRecords() {
        var rng = SplitMix64(seed: 0x0D0E_12)
        var order = DrawingOrder(count: 5)
        var list: [Int32] = [0, 1, 2, 3, 4]
        for step in 0..<3000 {
            let choice = order.count == 0 ? 0 : rng.next() % 4
            switch choice {
            case 0:
                let record = order.append()
                #expect(record == Int32(list.count))
                list.append(record)
            case 1:
                let record = Int32(rng.next() % UInt64(order.count)), last = Int32(list.count - 1)
                order.remove(record)
                list.removeAll { $0 == record }
                // The last record takes the freed number.
                if record != last { list = list.map { $0 == last ? record : $0 } }
            default:
                let record = Int32(rng.next() % UInt64(order.count)), toTop = choice == 2
                order.restack(record, toTop: toTop)
                list.removeAll { $0 == record }
                if toTop { list.append(record) } else { list.insert(record, at: 0) }
            }
            #expect(order.records == list, "step \(step)")
            #expect(order.keys.count == list.count && order.count == list.count)
            #expect(zip(list, list.dropFirst()).allSatisfy { order.keys[Int($0)] < order.keys[Int($1)] }, "step \(step)")
            #expect(list.indices.allSatisfy { order.position(of: list[$0]) == $0 }, "step \(step)")
        }
    }

    /// A restack changes only the restacked record's key: the others keep theirs, so lists
    /// sorted by them stay sorted.
    @Test func aRestackLeavesTheOtherKeys() {
        var order = DrawingOrder(count: 4)
        let before = order.keys
        order.restack(1, toTop: true)
        order.restack(2, toTop: false)
        #expect(order.records == [2, 0, 3, 1])
        #expect(order.keys[0] == before[0] && order.keys[3] == before[3])
        #expect(order.keys[1] > before.max()! && order.keys[2] < before.min()!)
        // Appended above the record brought to the front.
        let record = order.append()
        #expect(record == 4 && order.records.last == 4 && order.keys[4] > order.keys[1])
    }
}
