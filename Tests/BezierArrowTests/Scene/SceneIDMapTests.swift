import TestSupport
import Testing
@testable import BezierArrow

/// The ids of a scene's records both ways, against a plain list of ids by record changed by the
/// same steps (the last record's id moving into a removed one's record).
@Suite struct SceneIDMapTests {
    @Test func followsAListOfIDs() {
        var rng = SplitMix64(seed: 0x1D_3A9)
        var map = SceneIDMap<String>(ids: ["a", "b"], records: ["a": 0, "b": 1])
        var list = ["a", "b"]
        var next = 0
        for step in 0..<3000 {
            if list.isEmpty || rng.next() % 3 == 0 {
                let id = "n\(next)"
                next += 1
                map.append(id)
                list.append(id)
            } else if rng.next() % 8 == 0 {
                // An id not in the map: nothing changes.
                #expect(map.remove("absent") == nil)
            } else {
                let i = Int(rng.next() % UInt64(list.count))
                let id = list[i]
                #expect(map.remove(id) == Int32(i), "step \(step)")
                list[i] = list[list.count - 1]
                list.removeLast()
                #expect(map[id] == nil)
            }
            #expect(map.ids == list && map.count == list.count, "step \(step)")
            #expect(map.records.count == list.count && list.indices.allSatisfy { map[list[$0]] == Int32($0) }, "step \(step)")
            #expect(list.indices.allSatisfy { map.id(of: Int32($0)) == list[$0] })
        }
    }
}
