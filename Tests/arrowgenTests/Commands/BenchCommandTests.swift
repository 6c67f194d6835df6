import Foundation
import Testing

/// `arrowgen bench` runs and reports every figure (speed itself is not tested: debug build).
@Suite struct BenchCommandTests {
    @Test func jsonListsEveryFigureWithItsGoal() throws {
        let run = try ArrowgenRunner.run(["bench", "--json", "--rounds", "1", "--passes", "1", "--points", "500"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.allSatisfy { ($0["nsPerQuery"] as? Double ?? -1) > 0 && $0["section"] is String })
        // Issue 2's figures: stroke and fill, straight and dragged, with their goals.
        let hitTesting = results.filter { $0["section"] as? String == "hit testing" }
        #expect(hitTesting.count == 6)
        #expect(hitTesting.compactMap { $0["goal"] as? Double } == [60, 30, 100, 50])
        // Issue 3's figures: the double arrow's tap-target outline, straight and dragged, 5 us.
        let outlines = results.filter { $0["section"] as? String == "stroke outlines" }
        #expect(outlines.map { $0["name"] as? String ?? "" } == [
            "outline, straight arrow, width 35 round, tolerance 0.01",
            "outline, dragged arrow, width 35 round, tolerance 0.01",
        ])
        #expect(outlines.compactMap { $0["goal"] as? Double } == [5_000, 5_000])
        // 5 outlines of 56 and of 68 elements per round (--points 500).
        #expect(outlines.compactMap { $0["checksum"] as? Int } == [5 * 56, 5 * 68])
        // The interaction controller's move event, its goal 1.2 times the drag update of the run.
        let model = results.filter { $0["section"] as? String == "arrow model" }
        let drag = try #require(model.first { ($0["name"] as? String)?.hasPrefix("drag update, DoubleArrow") == true })
        let move = try #require(model.first { ($0["name"] as? String)?.hasPrefix("controller move event, DoubleArrow") == true })
        let dragTime = try #require(drag["nsPerQuery"] as? Double), goal = try #require(move["goal"] as? Double)
        #expect(abs(goal - 1.2 * dragTime) <= 0.2)
        // Both follow the same tips: the same bounds every step.
        #expect(move["checksum"] as? Int == drag["checksum"] as? Int)
    }

    @Test func tableNamesTheGoals() throws {
        let run = try ArrowgenRunner.run(["bench", "--rounds", "1", "--passes", "2", "--points", "200"])
        #expect(run.status == 0)
        #expect(run.output.contains("stroke contains, dragged arrow, width 35 round"))
        #expect(run.output.contains("<= 100.0"))
        // Each figure once, with the rounds of both passes.
        #expect(run.output.components(separatedBy: "stroke contains, dragged arrow").count == 2)
        #expect(run.output.contains("over 2 rounds per figure: 2 passes"))
        for bad in [["bench", "--rounds", "0"], ["bench", "--passes", "0"], ["bench", "--passes"]] {
            #expect(try ArrowgenRunner.run(bad).status == 64)
        }
    }
}
