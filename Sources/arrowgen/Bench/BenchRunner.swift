#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times measurements and collects their results for `arrowgen bench`.
///
/// Each measurement runs its body for a number of rounds (after one warm-up round) and keeps
/// the **median** time per query over the rounds: robust against a round disturbed by the
/// scheduler, unlike the mean or the minimum. Time is the measuring thread's CPU time
/// (`CLOCK_THREAD_CPUTIME_ID`), so other processes on a busy machine do not add the time the
/// thread spends descheduled (they still share caches and cores, so a busy machine reads a
/// little slower).
struct BenchRunner {
    /// One figure.
    struct Result {
        /// The section it belongs to.
        var section: String
        /// What was measured (`stroke, straight arrow`).
        var name: String
        /// The median nanoseconds per query over the rounds.
        var nanosecondsPerQuery: Double
        /// The goal in nanoseconds per query, when there is one.
        var goal: Double?
        /// Queries per round.
        var queries: Int
        /// Rounds timed.
        var rounds: Int
        /// What the body returned (e.g. the number of hits): printed so the work cannot be
        /// optimised away, and a sanity check for the reader.
        var checksum: Int

        var isWithinGoal: Bool? { goal.map { nanosecondsPerQuery <= $0 } }
    }

    /// Timed rounds per measurement.
    var rounds: Int
    /// How many query points a section should use per round (sections may scale other work by
    /// it).
    var points: Int
    /// The section whose measurements are being recorded.
    var section = ""
    /// Every result so far.
    private(set) var results: [Result] = []

    init(rounds: Int, points: Int) {
        self.rounds = rounds
        self.points = points
    }

    /// Times `body`, which performs `queries` queries per call and returns a checksum.
    ///
    /// - Parameters:
    ///   - name: What is measured.
    ///   - goal: The goal in nanoseconds per query, if any.
    ///   - queries: How many queries one call of `body` performs.
    ///   - body: One round of work.
    mutating func measure(_ name: String, goal: Double? = nil, queries: Int, _ body: () -> Int) {
        var checksum = body()  // warm-up: caches, branch predictors, lazy storage
        var perQuery: [Double] = []
        perQuery.reserveCapacity(rounds)
        for _ in 0..<rounds {
            let start = Self.threadTime()
            checksum = body()
            perQuery.append((Self.threadTime() - start) / Double(max(queries, 1)))
        }
        perQuery.sort()
        let n = perQuery.count
        let median = n == 0 ? 0 : n % 2 == 1 ? perQuery[n / 2] : (perQuery[n / 2 - 1] + perQuery[n / 2]) / 2
        results.append(Result(section: section, name: name, nanosecondsPerQuery: median, goal: goal,
                              queries: queries, rounds: rounds, checksum: checksum))
    }

    /// The CPU time the calling thread has used, in nanoseconds.
    static func threadTime() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e9 + Double(t.tv_nsec)
    }
}
