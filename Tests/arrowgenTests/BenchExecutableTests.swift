import Foundation
import Testing

/// `arrowgen-bench` runs and reports every figure, the hot paths as ratios to the reference
/// measured in the same run (speed itself is not tested: debug build).
@Suite struct BenchExecutableTests {
    static func bench(_ arguments: [String], outputFile: String? = nil) throws -> ArrowgenResult {
        try ArrowgenRunner.run(arguments, outputFile: outputFile, executable: ArrowgenRunner.benchExecutable, timeLimit: 300)
    }

    static func figures(_ results: [[String: Any]], section: String) -> [[String: Any]] {
        results.filter { $0["section"] as? String == section }
    }

    static func named(_ figures: [[String: Any]], _ name: String) throws -> [String: Any] {
        try #require(figures.first { $0["name"] as? String == name }, "no figure '\(name)'")
    }

    @Test func jsonListsEveryFigureWithItsGoal() throws {
        let run = try Self.bench(["--json", "--rounds", "1", "--passes", "1", "--points", "500",
                                  "--scene-sizes", "10000,300,20000"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["referenceSegmentsPerCurve"] as? Int == 32)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.allSatisfy { ($0["nsPerQuery"] as? Double ?? -1) > 0 && $0["section"] is String })
        // Every ratio is the figure over its reference, both of this run.
        for r in results {
            guard let name = r["reference"] as? String else { continue }
            let reference = try Self.named(Self.figures(results, section: r["section"] as? String ?? ""), name)
            let ratio = try #require(r["ratio"] as? Double)
            let ns = try #require(r["nsPerQuery"] as? Double), referenceNs = try #require(reference["nsPerQuery"] as? Double)
            #expect(abs(ratio - ns / referenceNs) <= 0.002 + 0.01 * ratio, "\(r["name"] ?? "")")
        }

        // Stroke and fill, straight and dragged: guards, each beside the reference on the same outline.
        let hitTesting = Self.figures(results, section: "hit testing")
        #expect(hitTesting.count == 9)
        #expect(hitTesting.allSatisfy { $0["goal"] is NSNull && $0["goalRatio"] == nil })
        for label in ["straight", "dragged"] {
            let stroke = try Self.named(hitTesting, "stroke contains, \(label) arrow, width 35 round")
            let fill = try Self.named(hitTesting, "fill contains, \(label) arrow, nonzero")
            #expect(stroke["reference"] as? String == "reference stroke, \(label) arrow")
            #expect(fill["reference"] as? String == "reference fill, \(label) arrow")
            // The reference answers as the library does at these points: same number of hits.
            let referenceStroke = try Self.named(hitTesting, "reference stroke, \(label) arrow")
            let referenceFill = try Self.named(hitTesting, "reference fill, \(label) arrow")
            #expect(referenceStroke["checksum"] as? Int == stroke["checksum"] as? Int)
            #expect(referenceFill["checksum"] as? Int == fill["checksum"] as? Int)
        }

        // The double arrow's tap-target outline, straight and dragged, 5 us.
        let outlines = Self.figures(results, section: "stroke outlines")
        #expect(outlines.map { $0["name"] as? String ?? "" } == [
            "outline, straight arrow, width 35 round, tolerance 0.01",
            "outline, dragged arrow, width 35 round, tolerance 0.01",
        ])
        #expect(outlines.compactMap { $0["goal"] as? Double } == [5_000, 5_000])
        #expect(outlines.allSatisfy { $0["ratio"] is NSNull })
        // 5 outlines of 56 and of 68 elements per round (--points 500).
        #expect(outlines.compactMap { $0["checksum"] as? Int } == [5 * 56, 5 * 68])

        // Dashes: cutting the body and outlining the dashed stroke, each with its ratio to the
        // plain stroke outline of the same spine; no goals yet. 5 builds per round (--points 500):
        // 51 elements of dashes (25 dashes and the chevron) and 204 of outline a build.
        let dashed = Self.figures(results, section: "dashed strokes")
        let plainOutline = "spine outline, dashed arrow dragged, width 2 round, undashed"
        #expect(dashed.map { $0["name"] as? String ?? "" } == [
            plainOutline, "dashes of the body, dashed arrow dragged, [6, 4]",
            "dashed outline, dashed arrow dragged, width 2 round, [6, 4], tolerance 0.01",
        ])
        #expect(dashed.dropFirst().allSatisfy { $0["reference"] as? String == plainOutline && $0["ratio"] is Double })
        #expect(dashed.allSatisfy { $0["goal"] is NSNull })
        #expect(dashed.compactMap { $0["checksum"] as? Int } == [5 * 20, 5 * 51, 5 * 204])

        let model = Self.figures(results, section: "arrow model")
        let dragged = "reference stroke, DoubleArrow dragged to (200, 139)"
        // Drag updates: guards, beside one reference query on the dragged arrow.
        let drags = model.filter { ($0["name"] as? String)?.hasPrefix("drag update") == true }
        #expect(drags.count == 2)
        #expect(drags.allSatisfy { $0["goal"] is NSNull && $0["reference"] as? String == dragged })
        // Through waypoints: 8 and 1 a body kind, beside DoubleArrow's drag update; the goal on
        // the 8 only (the 1 is the legs a drag changes, alone).
        let waypoints = model.filter { ($0["name"] as? String)?.hasPrefix("waypoints drag update") == true }
        #expect(waypoints.count == 8)
        #expect(waypoints.allSatisfy { $0["reference"] as? String == "drag update, DoubleArrow (fixed, rigid)" && $0["ratio"] is Double })
        let eight = waypoints.filter { ($0["name"] as? String)?.contains("8 waypoints") == true }
        #expect(eight.count == 4 && eight.allSatisfy { $0["ratioGoal"] as? Double == 3 })
        #expect(waypoints.filter { $0["ratioGoal"] as? Double == nil }.count == 4)
        // Arrow hit tests: guards, beside the reference query on the same arrow.
        let hits = model.filter { ($0["name"] as? String)?.hasPrefix("arrow hit test") == true }
        #expect(hits.map { $0["reference"] as? String ?? "" } == ["reference stroke, DoubleArrow at rest", dragged])
        #expect(hits.allSatisfy { $0["goal"] is NSNull })
        // The interaction controller's move event: a guard.
        let drag = try #require(drags.first { ($0["name"] as? String)?.hasPrefix("drag update, DoubleArrow") == true })
        let move = try Self.named(model, "controller move event, DoubleArrow")
        #expect(move["goal"] is NSNull)
        // Both follow the same tips: the same bounds every step.
        #expect(move["checksum"] as? Int == drag["checksum"] as? Int)
        // Slot queries at rest, in an S and twisted, and asked of an arrow whose drag updates
        // prepared them: 50 ns each.
        let slots = model.filter { ($0["name"] as? String)?.hasPrefix("slot at a fraction, DoubleArrow") == true }
        #expect(slots.count == 4)
        let askedOfArrow = try #require(slots.first { ($0["name"] as? String)?.hasSuffix("asked of an arrow that prepares its slots") == true })
        let draggedSlot = try #require(slots.first { $0["name"] as? String == "slot at a fraction, DoubleArrow dragged to (200, 139)" })
        #expect(askedOfArrow["checksum"] as? Int == draggedSlot["checksum"] as? Int)
        // The drag that prepares them follows the same tips as the plain drag: the same bounds.
        let preparingDrag = try #require(model.first { $0["name"] as? String == "a drag update that prepares the slots, DoubleArrow" })
        #expect(preparingDrag["goal"] is NSNull && preparingDrag["checksum"] as? Int == drag["checksum"] as? Int)
        #expect(slots.allSatisfy { $0["goal"] as? Double == 50 && $0["queries"] as? Int == 500 })
        // Preparing them, for the same arrows: no goal (the drag update does not prepare them).
        let preparations = model.filter { ($0["name"] as? String)?.hasPrefix("prepare the slots, DoubleArrow") == true }
        #expect(preparations.count == 3)
        #expect(preparations.allSatisfy { $0["goal"] is NSNull && ($0["checksum"] as? Int ?? 0) > 0 })
        // Styled arrows: drag updates with catalog heads on an arc or elbow body, a head swap, and
        // a styled hit test that finds something at some of the points; guards all.
        let styledDrags = model.filter { ($0["name"] as? String)?.hasPrefix("styled drag update") == true }
        #expect(styledDrags.map { $0["name"] as? String ?? "" } == ["ThinArrow", "DoubleArrow"].flatMap { name in
            ["arc", "elbow"].map { "styled drag update, \(name), dot and triangle heads, \($0) body" }
        })
        for figure in styledDrags {
            #expect(figure["goal"] is NSNull)
            #expect(figure["checksum"] as? Int ?? 0 > 0)
        }
        let swap = try Self.named(model, "swap the end head, DoubleArrow, arc body")
        #expect(swap["goal"] is NSNull)
        let styledHit = try Self.named(model, "styled hit test, ThinArrow, dot and triangle heads, arc body, points in tap bounds")
        #expect(styledHit["goal"] is NSNull && (styledHit["checksum"] as? Int ?? 0) > 0)
        // The scene's query is a tap: 2 µs.
        #expect(model.filter { ($0["name"] as? String)?.hasPrefix("scene query") == true }
            .compactMap { $0["goal"] as? Double } == [2000, 2000])
        // Saved state: a scene document of 1,000 arrows written and read back, 3 µs an arrow.
        let saved = try Self.named(Self.figures(results, section: "saved state"),
                                   "encode + decode a scene of 1,000 arrows, per arrow")
        #expect(saved["goal"] as? Double == 3000)
        #expect(saved["queries"] as? Int == 1000)
        // The checksum: the document's bytes plus the arrows read back (-1 had either failed).
        #expect((saved["checksum"] as? Int ?? -1) > 1000 + 50 * 1000)

        // Scene scaling, smallest scene first: a tap (2 µs), a move (5 µs), an add (2 µs), memory
        // per arrow (3 KB).
        let scaling = Self.figures(results, section: "scene scaling")
        let queries = scaling.filter { ($0["name"] as? String)?.hasPrefix("query") == true }
        #expect(queries.map { $0["name"] as? String ?? "" } == [
            "query, 300 arrows, uniform points", "query, 10000 arrows, uniform points", "query, 20000 arrows, uniform points",
        ])
        #expect(queries.allSatisfy { $0["goal"] as? Double == 2000 })
        for n in [300, 10_000, 20_000] {
            let move = try Self.named(scaling, "move an arrow, \(n) arrows")
            let add = try Self.named(scaling, "add an arrow, \(n) arrows")
            #expect(move["goal"] as? Double == 5000 && add["goal"] as? Double == 2000)
            // Every move and every add took (the checksums count them).
            #expect(move["checksum"] as? Int == min(n, 10_000) && add["checksum"] as? Int == min(n, 1_000))
            let memory = scaling.first { $0["name"] as? String == "memory per arrow (bytes), \(n) arrows" }
            #expect((memory != nil) == Self.reportsMemory)
            if let memory {
                #expect(memory["unit"] as? String == "bytes" && memory["goal"] as? Double == 3072)
                #expect((memory["nsPerQuery"] as? Double ?? 0) > 0)
            }
        }
        #expect(results.filter { $0["section"] as? String != "scene scaling" && ($0["name"] as? String)?.hasPrefix("memory") != true }
            .allSatisfy { $0["unit"] as? String == "ns" })
    }

    /// Memory per arrow is read from `/proc/self/statm`, on Linux.
    static var reportsMemory: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    @Test func tableNamesTheGoals() throws {
        let run = try Self.bench(["--rounds", "1", "--passes", "2", "--points", "200", "--scene-sizes", "100"])
        #expect(run.status == 0)
        #expect(run.output.contains("stroke contains, dragged arrow, width 35 round"))
        #expect(!run.output.contains("ratio <="))
        #expect(run.output.contains("<= 5000.0 ns") && run.output.contains("<= 2000.0 ns"))
        #expect(run.output.contains("every other figure is a guard: compare a build with another through --baseline"))
        // Each figure once, with the rounds of both passes.
        #expect(run.output.components(separatedBy: "stroke contains, dragged arrow").count == 2)
        #expect(run.output.contains("over 2 rounds per figure: 2 passes"))
        #expect(run.output.contains("memory per arrow (bytes), 100 arrows") == Self.reportsMemory)
        #expect(run.output.contains("<= 3072.0 bytes") == Self.reportsMemory)
        for bad in [["--rounds", "0"], ["--passes", "0"], ["--passes"], ["bench"], ["--scene-sizes", "10,x"],
                    ["--scene-sizes", "0"], ["--scene-sizes"], ["--section"], ["--section", "nothing"]] {
            let result = try Self.bench(bad)
            #expect(result.status == 64)
            #expect(result.errors.hasPrefix("Error: "))
            #expect(result.errors.contains("Usage: arrowgen-bench"))
        }
    }

    /// `--section` runs the named sections only.
    @Test func sectionRunsOnlyThatSection() throws {
        let run = try Self.bench(["--rounds", "1", "--passes", "1", "--points", "10", "--section", "saved state"])
        #expect(run.status == 0)
        #expect(run.output.contains("encode + decode a scene of 1,000 arrows"))
        #expect(!run.output.contains("stroke contains"))
        #expect(!run.output.contains("scene scaling"))
    }

    @Test func aFullStandardOutputExits74() throws {
        let result = try Self.bench(["--rounds", "1", "--passes", "1", "--points", "10", "--scene-sizes", "100"],
                                    outputFile: "/dev/full")
        #expect(result.status == 74)
        #expect(result.errors.hasSuffix("Error: cannot write standard output: No space left on device\n"), "\(result.errors)")
    }

    /// `--baseline` holds every figure against the same figure of an earlier run: a baseline
    /// far faster than anything flags every figure but the references, one far slower none.
    @Test func aBaselineFlagsTheFiguresBeyondTheGuard() throws {
        let options = ["--rounds", "1", "--passes", "1", "--points", "20", "--section", "hit testing"]
        let earlier = try Self.bench(["--json"] + options)
        #expect(earlier.status == 0)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var object = try #require(try JSONSerialization.jsonObject(with: Data(earlier.output.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        let figures = results.filter { !($0["name"] as? String ?? "").hasPrefix("reference ") }.count
        for (file, figure) in [("fast.json", 1e-6), ("slow.json", 1e12)] {
            object["results"] = results.map { r in r.merging(["nsPerQuery": figure]) { $1 } }
            try JSONSerialization.data(withJSONObject: object).write(to: directory.appendingPathComponent(file))
        }
        let slower = try Self.bench(options + ["--baseline", directory.appendingPathComponent("fast.json").path])
        #expect(slower.status == 0)
        #expect(slower.output.contains("before") && slower.output.contains("SLOWER"))
        #expect(slower.output.contains("\(figures) figures beyond the guard"), "\(slower.output)")
        let faster = try Self.bench(options + ["--baseline", directory.appendingPathComponent("slow.json").path, "--json"])
        let fasterResults = try #require((try JSONSerialization.jsonObject(with: Data(faster.output.utf8)) as? [String: Any])?["results"]
                                         as? [[String: Any]])
        #expect(fasterResults.count == results.count)
        #expect(fasterResults.allSatisfy { $0["keepsGuard"] as? Bool == true && $0["before"] as? Double == 1e12 })
    }

    /// A baseline that cannot be read stops the run with what is wrong, before measuring.
    @Test func aBaselineThatCannotBeReadIsAnError() throws {
        let missing = try Self.bench(["--baseline", "/nonexistent/before.json"])
        #expect(missing.status == 66 && missing.errors.hasPrefix("Error: cannot read the baseline"), "\(missing.errors)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text, expected) in [("broken.json", "{\n  \"results\": [", "broken.json:2:"),
                                       ("empty.json", "{\"results\": []}", "hold no figure"),
                                       ("other.json", "{\"format\": 1}", "has no \"results\"")] {
            let file = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            let run = try Self.bench(["--baseline", file.path])
            #expect(run.status == 65 && run.errors.contains(expected) && run.output.isEmpty, "\(name): \(run.errors)")
        }
        #expect(try Self.bench(["--baseline"]).status == 64)
    }

    /// The user CLI lists user commands only: the benchmark is not one of them.
    @Test func arrowgenHasNoBenchCommand() throws {
        let help = try ArrowgenRunner.run(["help"])
        #expect(help.status == 0)
        #expect(!help.output.contains("bench"))
        #expect(help.output.contains("Exit status"))
        #expect(try ArrowgenRunner.run(["bench"]).status == 64)
    }
}
