import Foundation
import Testing

/// `arrowgen hit-test` end to end: the built executable, JSON Lines in and out.
@Suite struct HitTestCommandTests {
    @Test func answersEachLineAndReportsBadOnesByLineNumber() throws {
        let input = """
            {"path":"M 0 0 L 100 0","mode":"stroke","width":10,"points":[[50,4],[50,6],[101,0]]}

            {"path":"M 0 0 L 100 0 L 100 100 Z","points":[[90,10],[10,90]],"comment":"fill by default"}
            {"path":"M 0 0 L x","points":[]}
            not json
            {"path":"M 0 0 L 10 0","cap":"flat","points":[[1,1]]}
            {"path":"M 0 0 L 10 0","mode":"stroke","cap":"round","width":4,"points":[[-1.9,0]]}

            """
        let run = try ArrowgenRunner.run(["hit-test"], input: input)
        #expect(run.status == 65)
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false) == [
            #"{"hits":[true,false,false]}"#,
            #"{"hits":[true,false]}"#,
            #"{"error":"line 4: key \"path\": column 9: expected a number after 'L', found 'x'"}"#,
            #"{"error":"line 5: column 1: expected a JSON value, found 'n'"}"#,
            #"{"error":"line 6: key \"cap\": expected \"butt\", \"round\" or \"square\", found \"flat\""}"#,
            #"{"hits":[true]}"#,
            "",
        ])
    }

    /// Numbers beyond the accepted range get an error naming them, in either precision, and the
    /// stream goes on. By default the path was rounded to 32-bit floats, where 1e39 is infinite,
    /// and a point plainly inside the triangle answered false.
    @Test(arguments: [[], ["--exact"]])
    func numbersBeyondTheRangeAreErrorsAndTheStreamGoesOn(_ options: [String]) throws {
        let input = """
            {"path":"M 0 0 L 1e39 0 L 0 1e39 Z","points":[[10,10]]}
            {"path":"M 0 0 Q 100 0 100 100","mode":"stroke","width":1e200,"points":[[50,1e199]]}
            {"path":"M 0 0 L 1e15 0 L 0 1e15 Z","points":[[10,10],[6e14,6e14]]}

            """
        let run = try ArrowgenRunner.run(["hit-test"] + options, input: input)
        #expect(run.status == 65)
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false) == [
            #"{"error":"line 1: key \"path\": coordinate 1e39 is outside the accepted range -1e15...1e15"}"#,
            #"{"error":"line 2: key \"width\": must be 0 or from 1e-15 to 1e15, found 1e200"}"#,
            #"{"hits":[true,false]}"#,
            "",
        ])
    }

    @Test func allGoodLinesExitZero() throws {
        let line = #"{"path":"M 0 0 C 50 100 100 -100 150 0","mode":"stroke","width":8,"join":"round","points":[[75,0],[75,40]]}"#
        let run = try ArrowgenRunner.run(["hit-test"], input: Array(repeating: line, count: 3).joined(separator: "\n"))
        #expect(run.status == 0)
        #expect(run.output == String(repeating: #"{"hits":[true,false]}"# + "\n", count: 3))
        #expect(run.errors.isEmpty)
    }

    @Test func theFixtureGoesThroughWhole() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("BezierGeometryTests/Fixtures/stroke-cases.jsonl")
        let input = try String(contentsOf: fixture, encoding: .utf8)
        let run = try ArrowgenRunner.run(["hit-test"], input: input)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        let cases = input.split(separator: "\n")
        #expect(lines.count == 120 && cases.count == 120)
        // Every point the references (cairo, Skia) do not flag ambiguous agrees, as the user
        // runs the command: with its default float32 input, the references' own precision.
        var compared = 0, disagreements: [String] = []
        for (line, request) in zip(lines, cases) {
            let hits = try #require((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: [Bool]])?["hits"])
            let reference = try #require(try JSONSerialization.jsonObject(with: Data(request.utf8)) as? [String: Any])
            let expected = try #require(reference["expected"] as? [Bool])
            let ambiguous = try #require(reference["ambiguous"] as? [Bool])
            #expect(hits.count == 200)
            for i in hits.indices where !ambiguous[i] {
                compared += 1
                if hits[i] != expected[i] { disagreements.append("case \(reference["id"] ?? "?") point \(i)") }
            }
        }
        #expect(compared > 20_000)
        #expect(disagreements.isEmpty, "\(disagreements)")
    }

    @Test func pathsAreReadAsFloat32UnlessExact() throws {
        // A butt-capped segment 0.0027 long: rounding its ends to floats (ulps of 1.5e-5 at 154)
        // turns it by about 0.006 rad, which moves its edges by 0.07 at distance 11 from it. The
        // point lies beside the segment, past the exact end edge but within the rounded one.
        let line = #"{"path":"M 63.744 153.902 L 63.746 153.8998","mode":"stroke","width":24,"points":[[71.880834,161.304158]]}"#
        let exact = try ArrowgenRunner.run(["hit-test", "--exact"], input: line)
        let byDefault = try ArrowgenRunner.run(["hit-test"], input: line)
        let rounded = try ArrowgenRunner.run(["hit-test", "--float32"], input: line)
        #expect(exact.output == #"{"hits":[false]}"# + "\n")
        #expect(byDefault.output == #"{"hits":[true]}"# + "\n")
        #expect(rounded.output == byDefault.output)
    }

    @Test func commandLineMistakesExitWithUsage() throws {
        let run = try ArrowgenRunner.run(["hit-test", "--fast"])
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("Error: unexpected argument '--fast'"))
        #expect(run.errors.contains("Usage: arrowgen hit-test"))
        #expect(run.output.isEmpty)
    }
}
