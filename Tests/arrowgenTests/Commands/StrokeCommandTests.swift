import Foundation
import Testing
import BezierArrow

/// `arrowgen stroke` end to end: the built executable, JSON Lines in, outlines out.
@Suite struct StrokeCommandTests {
    @Test func answersEachLineAndReportsBadOnesByLineNumber() throws {
        let input = """
            {"path":"M 0 0 L 100 0","width":10}

            {"path":"M 0 0 L 100 0","width":10,"cap":"round","join":"round","tolerance":0.5,"points":[[1,2]]}
            {"path":"M 0 0 L x"}
            {"path":"M 0 0 L 10 0","tolerance":0}
            {"width":3}
            {"path":"M 5 5"}

            """
        let run = try ArrowgenRunner.run(["stroke"], input: input)
        #expect(run.status == 65)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 7)
        guard lines.count == 7 else { return }
        // Butt caps on a straight line: the rectangle, left offset forwards, right one back, the
        // start cap left to the close.
        #expect(lines[0] == #"{"outline":"M 0 5 L 100 5 L 100 -5 L 0 -5 Z"}"#)
        // Round caps at tolerance 0.5: each half disk of radius 5 is one cubic.
        let rounded = try Self.outline(lines[1])
        #expect(rounded.elements.count == 6)
        #expect(lines[2] == #"{"error":"line 4: key \"path\": column 9: expected a number after 'L', found 'x'"}"#)
        #expect(lines[3] == #"{"error":"line 5: key \"tolerance\": must be > 0 and at most 1e15, found 0"}"#)
        #expect(lines[4] == #"{"error":"line 6: missing key \"path\" (SVG path data)"}"#)
        // A lone move draws nothing.
        #expect(lines[5] == #"{"outline":""}"#)
        #expect(lines[6] == "")
    }

    /// The pipe a user would build: every outline printed by `arrowgen stroke` for the fixture's
    /// stroke cases, filled with `arrowgen hit-test` (mode fill, non-zero), answers what
    /// `arrowgen hit-test` says about the stroke, on every point that is not ambiguous and lies
    /// farther than the tolerance from the stroke's boundary.
    @Test func outlinesFilledByHitTestAgreeWithStrokeContainment() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("BezierGeometryTests/Fixtures/stroke-cases.jsonl")
        let cases = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n")
            .compactMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .filter { $0["mode"] as? String == "stroke" }
        #expect(cases.count > 100)
        func lines(_ objects: [[String: Any]]) throws -> String {
            try objects.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
                .joined(separator: "\n")
        }

        let stroked = try ArrowgenRunner.run(["stroke"], input: try lines(cases))
        #expect(stroked.status == 0 && stroked.errors.isEmpty)
        let outlines = stroked.output.split(separator: "\n").map(String.init)
        #expect(outlines.count == cases.count)
        guard outlines.count == cases.count else { return }

        var fillRequests: [[String: Any]] = [], strokeRequests: [[String: Any]] = []
        var decisive: [[Int]] = []
        for (c, line) in zip(cases, outlines) {
            let outline = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
            let points = c["points"] as? [[Double]] ?? []
            let ambiguous = c["ambiguous"] as? [Bool] ?? []
            let distance = c["boundaryDistance"] as? [Double] ?? []
            let keep = points.indices.filter { !ambiguous[$0] && distance[$0] > 0.01 }
            decisive.append(keep)
            fillRequests.append(["path": outline?["outline"] ?? "", "mode": "fill", "fillRule": "nonzero",
                                 "points": keep.map { points[$0] }])
            var strokeRequest = c
            strokeRequest["points"] = keep.map { points[$0] }
            strokeRequests.append(strokeRequest)
        }
        let filled = try ArrowgenRunner.run(["hit-test"], input: try lines(fillRequests))
        let exact = try ArrowgenRunner.run(["hit-test"], input: try lines(strokeRequests))
        #expect(filled.status == 0 && exact.status == 0)
        let fillAnswers = try Self.hits(filled.output), strokeAnswers = try Self.hits(exact.output)
        #expect(fillAnswers.count == cases.count && strokeAnswers.count == cases.count)
        var checked = 0
        for (i, (fill, stroke)) in zip(fillAnswers, strokeAnswers).enumerated() {
            #expect(fill == stroke, "case \(cases[i]["id"] ?? i): \(zip(fill, stroke).filter { $0 != $1 }.count) points differ")
            checked += fill.count
        }
        #expect(checked > 15_000)
    }

    /// A stroke whose outline would pass the element limit (near-cusps that each take thousands
    /// of elements; 20,000 of them ran for half a minute and took 1.2 GB) gets an error line at
    /// once, and the stream goes on.
    @Test func outlinesPastTheLimitAreErrorsAndTheStreamGoesOn() throws {
        var cusps = "M 0 0"
        for i in 0..<2_000 { cusps += " C 1 \(Double(i % 2) * 1e-7) 0 0 \(Double(i % 3) * 1e-7) 0" }
        let input = #"{"path":"\#(cusps)","width":10,"join":"round"}"# + "\n"
            + #"{"path":"M 0 0 L 100 0","width":10}"# + "\n"
        let run = try ArrowgenRunner.run(["stroke"], input: input)
        #expect(run.status == 65)
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false) == [
            #"{"error":"line 1: the stroke outline needs more than 100000 elements (the most one outline may have); give a larger tolerance or a shorter path"}"#,
            #"{"outline":"M 0 5 L 100 5 L 100 -5 L 0 -5 Z"}"#,
            "",
        ])
    }

    @Test func commandLineMistakesExitWithUsage() throws {
        let run = try ArrowgenRunner.run(["stroke", "--width", "3"])
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("Error: unexpected argument '--width'"))
        #expect(run.errors.contains("Usage: arrowgen stroke"))
        #expect(run.output.isEmpty)
    }

    static func outline(_ line: String) throws -> BezierPath {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
        return try BezierPath(svgPathData: object?["outline"] ?? "")
    }

    static func hits(_ output: String) throws -> [[Bool]] {
        try output.split(separator: "\n").map {
            (try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: [Bool]])?["hits"] ?? []
        }
    }
}
