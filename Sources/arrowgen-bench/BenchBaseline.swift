import ArrowGenCore
import BezierArrow

/// The figures of an earlier run (what `arrowgen-bench --json` wrote), to hold this run's against:
/// the guard every figure without a goal keeps, no more than ``guardFactor`` times slower (or
/// larger, for a memory figure) after a change than before it, the two builds measured in turn on
/// one machine.
struct BenchBaseline {
    /// How much worse than its baseline a figure may be.
    static let guardFactor = 1.25

    /// The earlier figures, by section and name.
    private var figures: [String: Double] = [:]
    /// The file they were read from.
    let path: String

    /// Reads the figures from a file `arrowgen-bench --json` wrote.
    ///
    /// - Throws: ``BenchCommand/Failure`` when the file cannot be read or holds no results.
    init(path: String) throws(BenchCommand.Failure) {
        self.path = path
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            throw BenchCommand.Failure(message: "cannot read the baseline: \(error.description)", status: .noInput)
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes: bytes)
        } catch {
            throw BenchCommand.Failure(message: "\(path):\(error.position.line):\(error.position.column): error: "
                                       + "the baseline is not JSON: \(error.message)", status: .dataError)
        }
        guard let results = value["results"]?.arrayValue else {
            throw BenchCommand.Failure(message: "\(path): error: the baseline has no \"results\": write it with "
                                       + "'arrowgen-bench --json > FILE'", status: .dataError)
        }
        for r in results {
            guard let section = r["section"]?.stringValue, let name = r["name"]?.stringValue,
                  let figure = r["nsPerQuery"]?.doubleValue, figure.isFinite, figure > 0 else { continue }
            figures[Self.key(section, name)] = figure
        }
        guard !figures.isEmpty else {
            throw BenchCommand.Failure(message: "\(path): error: the baseline's \"results\" hold no figure", status: .dataError)
        }
    }

    private static func key(_ section: String, _ name: String) -> String { section + "\u{0}" + name }

    /// The earlier figure of a result, when the baseline has it (same section and name: the same
    /// sizes and options).
    func before(_ r: BenchRunner.Result) -> Double? { figures[Self.key(r.section, r.name)] }

    /// A result's figure over its earlier one.
    func change(_ r: BenchRunner.Result) -> Double? { before(r).map { r.nanosecondsPerQuery / $0 } }

    /// Whether a result keeps its guard: `nil` without an earlier figure.
    func keepsGuard(_ r: BenchRunner.Result) -> Bool? { change(r).map { $0 <= Self.guardFactor } }

    /// The median change of the references (the plain hit tester, whose code no change of the
    /// library touches): how much the machine's speed itself moved between the two runs.
    func referenceChange(_ results: [BenchRunner.Result]) -> Double? {
        let references = Self.references(results)
        let changes = results.filter { references.contains($0.name) }.compactMap(change).sorted()
        return changes.isEmpty ? nil : changes[changes.count / 2]
    }

    /// The figures other figures are measured against (a ``BenchRunner/Result/reference``).
    static func references(_ results: [BenchRunner.Result]) -> Set<String> { Set(results.compactMap(\.reference)) }
}
