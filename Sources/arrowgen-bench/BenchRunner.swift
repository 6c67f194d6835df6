#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times measurements and collects their results for `arrowgen-bench`.
///
/// Each measurement runs its body for a number of rounds (after one warm-up round) and keeps
/// the **median** time per query over the rounds: robust against a round disturbed by the
/// scheduler, unlike the mean or the minimum. Time is the measuring thread's CPU time
/// (`CLOCK_THREAD_CPUTIME_ID`), so other processes on a busy machine do not add the time the
/// thread spends descheduled; they still share caches and cores, so a burst of load elsewhere
/// slows the rounds it overlaps. A figure measured again, in a later pass over the sections,
/// adds its rounds to the earlier ones: the median is over all of them, so a burst that covers
/// every round of one pass (a second or so) still leaves the figure alone.
struct BenchRunner {
    /// One figure.
    struct Result {
        /// The section it belongs to.
        var section: String
        /// What was measured (`stroke, straight arrow`).
        var name: String
        /// The median nanoseconds per query over the rounds (for a figure in another
        /// ``unit``, the median of its values).
        var nanosecondsPerQuery: Double
        /// What the figure counts: `ns` per query for a time, else e.g. `bytes`.
        var unit = "ns"
        /// The goal in nanoseconds per query (or in ``unit``), when there is one: a figure a user
        /// could feel. Every other figure is a guard (``BenchBaseline``).
        var goal: Double?
        /// The reference figure of the same section this one is compared with (a
        /// ``ReferenceHitTester`` query on the same arrow), if any.
        var reference: String?
        /// This figure's median over the reference's, measured in the same run.
        var ratio: Double?
        /// The goal for ``ratio``, when the goal is a ratio to the reference (a move of k bound
        /// arrows against k drag updates) rather than a time.
        var ratioGoal: Double?
        /// Queries per round.
        var queries: Int
        /// Rounds timed.
        var rounds: Int
        /// What the body returned (e.g. the number of hits): printed so the work cannot be
        /// optimised away, and a sanity check for the reader.
        var checksum: Int

        var isWithinGoal: Bool? {
            if let ratioGoal { return ratio.map { $0 <= ratioGoal } }
            return goal.map { nanosecondsPerQuery <= $0 }
        }
    }

    /// Timed rounds per measurement.
    var rounds: Int
    /// How many query points a section should use per round (sections may scale other work by
    /// it).
    var points: Int
    /// The section whose measurements are being recorded.
    var section = ""
    /// Every figure so far, in the order first measured, with the time per query of each of
    /// its rounds.
    private var figures: [(result: Result, samples: [Double])] = []
    /// Where each figure sits in ``figures``, by section and name.
    private var figureIndex: [String: Int] = [:]

    /// Every figure so far: the median over all its rounds, of every pass.
    var results: [Result] {
        let medians = figures.map { Self.median($0.samples) }
        return figures.indices.map { i in
            var r = figures[i].result
            r.nanosecondsPerQuery = medians[i]
            r.rounds = figures[i].samples.count
            if let reference = r.reference, let j = figureIndex[r.section + "\u{1F}" + reference], medians[j] > 0 {
                r.ratio = medians[i] / medians[j]
            }
            return r
        }
    }

    init(rounds: Int, points: Int) {
        self.rounds = rounds
        self.points = points
    }

    /// Whether the current section has a figure of this name already (from an earlier pass).
    func hasRecorded(_ name: String) -> Bool { figureIndex[section + "\u{1F}" + name] != nil }

    /// Records a figure that is not a time (e.g. memory per arrow, in bytes): one value per pass,
    /// the median reported like a time's.
    ///
    /// - Parameters:
    ///   - name: What is measured, with its unit (`memory per arrow (bytes), 1000 arrows`).
    ///   - value: This pass's value.
    ///   - unit: The unit, for the JSON and the goal.
    ///   - goal: The most the value should be, if there is a goal.
    mutating func record(_ name: String, value: Double, unit: String = "bytes", goal: Double?) {
        let key = section + "\u{1F}" + name
        if let i = figureIndex[key] {
            figures[i].samples.append(value)
        } else {
            figureIndex[key] = figures.count
            var result = Result(section: section, name: name, nanosecondsPerQuery: 0, goal: goal, reference: nil,
                                queries: 1, rounds: 0, checksum: 0)
            result.unit = unit
            figures.append((result, [value]))
        }
    }

    /// Times `body`, which performs `queries` queries per call and returns a checksum.
    ///
    /// - Parameters:
    ///   - name: What is measured.
    ///   - goal: The goal in nanoseconds per query, if any.
    ///   - reference: The reference figure of the section to report a ratio to, if any.
    ///   - ratioGoal: The most the ratio to `reference` should be, if the goal is a ratio.
    ///   - queries: How many queries one call of `body` performs.
    ///   - body: One round of work.
    mutating func measure(_ name: String, goal: Double? = nil, reference: String? = nil, ratioGoal: Double? = nil,
                          queries: Int, _ body: () -> Int) {

        var checksum = body()  // warm-up: caches, branch predictors, lazy storage
        var perQuery: [Double] = []
        perQuery.reserveCapacity(rounds)
        for _ in 0..<rounds {
            let start = Self.threadTime()
            checksum = body()
            perQuery.append((Self.threadTime() - start) / Double(max(queries, 1)))
        }
        let key = section + "\u{1F}" + name
        if let i = figureIndex[key] {
            figures[i].samples += perQuery
            figures[i].result.checksum = checksum
        } else {
            figureIndex[key] = figures.count
            var result = Result(section: section, name: name, nanosecondsPerQuery: 0, goal: goal,
                                reference: reference, queries: queries, rounds: 0, checksum: checksum)
            result.ratioGoal = ratioGoal
            figures.append((result, perQuery))
        }
    }

    /// The median of some values (0 for none).
    static func median(_ values: [Double]) -> Double {
        let v = values.sorted()
        let n = v.count
        return n == 0 ? 0 : n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2
    }

    /// The CPU time the calling thread has used, in nanoseconds.
    static func threadTime() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e9 + Double(t.tv_nsec)
    }
}
