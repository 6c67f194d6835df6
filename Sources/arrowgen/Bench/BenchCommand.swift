import ArrowGenCore

/// `arrowgen bench`: speed figures (median ns per query) for every section in ``benchSections``.
///
/// Build in release for meaningful numbers: `swift run -c release arrowgen bench`.
enum BenchCommand: CLICommand {
    static let name = "bench"
    static let summary = "Measure hit testing and other hot paths (median ns per query; use a release build)."
    static let usage = """
        arrowgen bench [--json] [--rounds N] [--passes N] [--points N]

          --json       print one JSON object instead of a table
          --rounds N   timed rounds per figure and pass (default 15)
          --passes N   passes over every figure in turn (default 3); the median over
                       the rounds of all passes is reported
          --points N   query points per round (default 200000)
        """

    static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
        var asJSON = false
        var rounds = 15
        var passes = 3
        var points = 200_000
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--json":
                asJSON = true
            case "--rounds":
                guard let value = rest.popFirst(), let n = Int(value), n > 0 else {
                    throw .usage("--rounds needs a positive whole number")
                }
                rounds = n
            case "--passes":
                guard let value = rest.popFirst(), let n = Int(value), n > 0 else {
                    throw .usage("--passes needs a positive whole number")
                }
                passes = n
            case "--points":
                guard let value = rest.popFirst(), let n = Int(value), n > 0 else {
                    throw .usage("--points needs a positive whole number")
                }
                points = n
            default:
                throw .usage("unexpected argument '\(argument)'")
            }
        }
        var runner = BenchRunner(rounds: rounds, points: points)
        // Every figure in turn, then again: a burst of load elsewhere on the machine lands in
        // the rounds of one pass, not of every pass (see BenchRunner).
        for _ in 0..<passes {
            for section in benchSections {
                runner.section = section.title
                section.run(&runner)
            }
        }
        try writeStandardOutput(asJSON ? json(runner.results, passes: passes) : table(runner.results, passes: passes))
        return .success
    }

    /// The build configuration: figures from a debug build say nothing about release speed.
    static var configuration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10)"
    }

    static func table(_ results: [BenchRunner.Result], passes: Int) -> String {
        let header = ["section", "measurement", "ns/query", "goal", "status", "checksum"]
        let rows = results.map { r in
            [r.section, r.name, format(r.nanosecondsPerQuery), r.goal.map { "<= \(format($0))" } ?? "-",
             r.isWithinGoal.map { $0 ? "ok" : "OVER" } ?? "-", String(r.checksum)]
        }
        let widths = header.indices.map { i in ([header] + rows).map { $0[i].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.indices.map { i in
                i == 2 || i == 5 ? String(repeating: " ", count: widths[i] - cells[i].count) + cells[i] : cells[i].padding(widths[i])
            }.joined(separator: "  ")
        }
        var out = line(header) + "\n"
        for row in rows { out += line(row) + "\n" }
        let rounds = results.first?.rounds ?? 0
        out += "\nMedian thread CPU time over \(rounds) rounds per figure: \(passes) passes over every figure in turn,"
            + " \(rounds / max(passes, 1)) rounds each after a warm-up round; \(configuration) build.\n"
        if configuration == "debug" {
            out += "Debug figures are not meaningful: run `swift run -c release arrowgen bench`.\n"
        }
        return out
    }

    static func json(_ results: [BenchRunner.Result], passes: Int) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.key("unit"); w.string("ns of thread CPU time per query (median)")
        w.key("build"); w.string(configuration)
        w.key("passes"); w.integer(passes)
        w.key("results")
        w.beginArray()
        for r in results {
            w.beginObject()
            w.key("section"); w.string(r.section)
            w.key("name"); w.string(r.name)
            w.key("nsPerQuery"); w.number((r.nanosecondsPerQuery * 10).rounded() / 10)
            w.key("goal"); if let g = r.goal { w.number(g) } else { w.null() }
            w.key("withinGoal"); if let ok = r.isWithinGoal { w.bool(ok) } else { w.null() }
            w.key("queries"); w.integer(r.queries)
            w.key("rounds"); w.integer(r.rounds)
            w.key("checksum"); w.integer(r.checksum)
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }
}
