import Foundation
import Testing

/// `arrowgen bench` runs and reports every figure (speed itself is not tested: debug build).
@Suite struct BenchCommandTests {
    @Test func jsonListsEveryFigureWithItsGoal() throws {
        let run = try ArrowgenProcess.run(["bench", "--json", "--rounds", "1", "--points", "500"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 6)
        let goals = results.compactMap { $0["goal"] as? Double }
        #expect(goals == [60, 30, 100, 50])
        #expect(results.allSatisfy { ($0["nsPerQuery"] as? Double ?? -1) > 0 && $0["section"] as? String == "hit testing" })
    }

    @Test func tableNamesTheGoals() throws {
        let run = try ArrowgenProcess.run(["bench", "--rounds", "1", "--points", "200"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("stroke contains, dragged arrow, width 35 round"))
        #expect(run.standardOutput.contains("<= 100.0"))
        let bad = try ArrowgenProcess.run(["bench", "--rounds", "0"])
        #expect(bad.status == 64)
    }
}
