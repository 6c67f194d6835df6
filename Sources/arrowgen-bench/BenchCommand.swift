import ArrowGenCore
import BezierArrow

/// `arrowgen-bench`: speed figures (median ns per query) for every section in ``benchSections``,
/// each hot path also as a ratio to a plain reference implementation (``ReferenceHitTester``)
/// measured in the same run on the same arrows and points.
///
/// Build in release for meaningful numbers: `swift run -c release arrowgen-bench`.
enum BenchCommand {
    static let summary = "Measure hit testing and other hot paths (median ns per query; use a release build)."
    static let usage = """
        arrowgen-bench [--json] [--rounds N] [--passes N] [--points N] [--scene-sizes N,N,...]
                       [--section NAME]... [--baseline FILE]

          --json       print one JSON object instead of a table
          --baseline FILE
                       compare every figure with the same figure of an earlier run
                       (what --json wrote, another build on this machine): each one
                       more than 1.25 times slower is flagged
          --rounds N   timed rounds per figure and pass (default 15)
          --passes N   passes over every figure in turn (default 3); the median over
                       the rounds of all passes is reported
          --points N   query points per round (default 200000)
          --scene-sizes N,N,...
                       arrows in each scene of the scaling figures, at constant
                       density (default 1000,10000,100000,1000000)
          --section NAME
                       run only this section (repeat for more): \(sectionTitles)
        """

    /// The titles `--section` accepts, quoted and listed in the usage.
    static var sectionTitles: String {
        ([SceneScalingBench(sizes: []).title] + benchSections.map(\.title)).map { "'\($0)'" }.joined(separator: ", ")
    }

    /// Why a run cannot go on: a mistake on the command line (``ExitCode/usage``: the usage is
    /// printed too), or a baseline that cannot be read.
    struct Failure: Error {
        var message: String
        var status: ExitCode = .usage
    }

    /// Runs with the command line's arguments and prints any error as `arrowgen` does:
    /// `Error: ...` on standard error (then the usage for a usage error).
    ///
    /// - Returns: the exit status.
    static func main(_ arguments: [String]) -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            return write("Usage: \(usage)\n\n\(summary)\n")
        }
        do throws(Failure) {
            return try run(arguments)
        } catch {
            StandardError.write("Error: \(error.message)" + (error.status == .usage ? "\n\nUsage: \(usage)" : ""))
            return error.status
        }
    }

    /// Writes to standard output, or says why it cannot.
    static func write(_ text: String) -> ExitCode {
        do {
            try StandardOutput.write(text)
            return .success
        } catch {
            StandardError.write("Error: \(error.description)")
            return error.exitCode
        }
    }

    static func run(_ arguments: [String]) throws(Failure) -> ExitCode {
        var asJSON = false
        var rounds = 15
        var passes = 3
        var points = 200_000
        var sceneSizes = SceneScalingBench.defaultSizes
        var only: [String] = []
        var baseline: BenchBaseline?
        var rest = arguments[...]
        func count(_ option: String) throws(Failure) -> Int {
            guard let value = rest.popFirst(), let n = Int(value), n > 0 else {
                throw Failure(message: "\(option) needs a positive whole number")
            }
            return n
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--json": asJSON = true
            case "--rounds": rounds = try count(argument)
            case "--passes": passes = try count(argument)
            case "--points": points = try count(argument)
            case "--scene-sizes":
                let list = rest.popFirst()?.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) } ?? []
                guard !list.isEmpty, list.allSatisfy({ ($0 ?? 0) > 0 }) else {
                    throw Failure(message: "--scene-sizes needs positive whole numbers separated by commas (1000,10000)")
                }
                sceneSizes = list.compactMap { $0 }.sorted()
            case "--section":
                guard let title = rest.popFirst(), sectionTitles.contains("'\(title)'") else {
                    throw Failure(message: "--section needs one of \(sectionTitles)")
                }
                only.append(title)
            case "--baseline":
                guard let path = rest.popFirst() else { throw Failure(message: "--baseline needs a file written by --json") }
                baseline = try BenchBaseline(path: path)
            default: throw Failure(message: "unexpected argument '\(argument)'")
            }
        }
        var runner = BenchRunner(rounds: rounds, points: points)
        // Every figure in turn, then again: a burst of load elsewhere on the machine lands in
        // the rounds of one pass, not of every pass (see BenchRunner).
        // Scene scaling first: its memory figures must not reuse what other figures freed.
        let sections = ([SceneScalingBench(sizes: sceneSizes)] + benchSections)
            .filter { only.isEmpty || only.contains($0.title) }
        for _ in 0..<passes {
            for section in sections {
                runner.section = section.title
                section.run(&runner)
            }
        }
        let results = runner.results
        return write(asJSON ? json(results, passes: passes, baseline: baseline)
                     : table(results, passes: passes, baseline: baseline))
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

    /// A ratio with three decimals (`0.052`).
    static func formatRatio(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// A figure's goal as the table shows it: `<= 2000.0 ns`, or `-` for a guard.
    static func goalText(_ r: BenchRunner.Result) -> String {
        if let g = r.ratioGoal { return "<= \(formatRatio(g))" }
        return r.goal.map { "<= \(format($0)) \(r.unit)" } ?? "-"
    }

    static func table(_ results: [BenchRunner.Result], passes: Int, baseline: BenchBaseline? = nil) -> String {
        var header = ["section", "measurement", "ns/query", "ratio", "goal", "status", "reference (ratio's denominator)", "checksum"]
        var rows = results.map { r in
            [r.section, r.name, format(r.nanosecondsPerQuery), r.ratio.map(formatRatio) ?? "-", goalText(r),
             r.isWithinGoal.map { $0 ? "ok" : "OVER" } ?? "-", r.reference ?? "-", String(r.checksum)]
        }
        var rightAligned: Set = [2, 3, 7]
        if let baseline {
            // The earlier figure, this one over it, and the guard, after the figure itself.
            header.insert(contentsOf: ["before", "change", "guard"], at: 3)
            for (i, r) in results.enumerated() {
                rows[i].insert(contentsOf: [baseline.before(r).map(format) ?? "-", baseline.change(r).map(formatRatio) ?? "-",
                                            baseline.keepsGuard(r).map { $0 ? "ok" : "SLOWER" } ?? "-"], at: 3)
            }
            rightAligned = [2, 3, 4, 6, 10]
        }
        let widths = header.indices.map { i in ([header] + rows).map { $0[i].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.indices.map { i in
                rightAligned.contains(i) ? String(repeating: " ", count: widths[i] - cells[i].count) + cells[i]
                    : cells[i].padded(to: widths[i])
            }.joined(separator: "  ")
        }
        var out = line(header) + "\n"
        for row in rows { out += line(row) + "\n" }
        // Of a timed figure (a memory figure is recorded once, in the first pass).
        let rounds = results.first { $0.unit == "ns" }?.rounds ?? 0
        out += "\nMedian thread CPU time over \(rounds) rounds per figure: \(passes) passes over every figure in turn,"
            + " \(rounds / max(passes, 1)) rounds each after a warm-up round; \(configuration) build.\n"
        out += "ratio: the figure over its reference, a plain query measured in the same run on the same arrow and"
            + " points (curves flattened to \(ReferenceHitTester.segmentsPerCurve) line segments each, distance to every"
            + " segment for a stroke, crossings of every segment for a fill; no acceleration, no early exit).\n"
        out += "Goals are figures a user could feel; every other figure is a guard: compare a build with another"
            + " through --baseline (at most \(BenchBaseline.guardFactor) times slower).\n"
        if let baseline {
            let references = BenchBaseline.references(results)
            let slower = results.filter { baseline.keepsGuard($0) == false && !references.contains($0.name) }
            out += "before: the same figure in \(baseline.path); change: this run's over it; guard: at most"
                + " \(BenchBaseline.guardFactor) times (SLOWER beyond). \(slower.count) figure"
                + (slower.count == 1 ? "" : "s") + " beyond the guard"
            if let machine = baseline.referenceChange(results) {
                out += "; the references, whose code no change touches, ran \(formatRatio(machine)) times their earlier"
                    + " time: the machine's own change between the runs"
            }
            out += ".\n"
        }
        if configuration == "debug" {
            out += "Debug figures are not meaningful: run `swift run -c release arrowgen-bench`.\n"
        }
        return out
    }

    static func json(_ results: [BenchRunner.Result], passes: Int, baseline: BenchBaseline? = nil) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.key("unit"); w.string("ns of thread CPU time per query (median), unless a figure's unit says otherwise")
        w.key("build"); w.string(configuration)
        w.key("passes"); w.integer(passes)
        w.key("referenceSegmentsPerCurve"); w.integer(ReferenceHitTester.segmentsPerCurve)
        w.key("results")
        w.beginArray()
        for r in results {
            w.beginObject()
            w.key("section"); w.string(r.section)
            w.key("name"); w.string(r.name)
            w.key("nsPerQuery"); w.number((r.nanosecondsPerQuery * 10).rounded() / 10)
            w.key("unit"); w.string(r.unit)
            w.key("reference"); if let name = r.reference { w.string(name) } else { w.null() }
            w.key("ratio"); if let ratio = r.ratio { w.number((ratio * 1000).rounded() / 1000) } else { w.null() }
            w.key("goal"); if let g = r.goal { w.number((g * 10).rounded() / 10) } else { w.null() }
            w.key("ratioGoal"); if let g = r.ratioGoal { w.number(g) } else { w.null() }
            w.key("withinGoal"); if let ok = r.isWithinGoal { w.bool(ok) } else { w.null() }
            w.key("queries"); w.integer(r.queries)
            w.key("rounds"); w.integer(r.rounds)
            w.key("checksum"); w.integer(r.checksum)
            if let baseline {
                w.key("before"); if let b = baseline.before(r) { w.number(b) } else { w.null() }
                w.key("keepsGuard"); if let ok = baseline.keepsGuard(r) { w.bool(ok) } else { w.null() }
            }
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }
}
