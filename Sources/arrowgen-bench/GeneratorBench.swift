import ArrowCatalog
import ArrowGenCore
import BezierArrow

/// Generating Swift for the whole shipped catalog in-process (read and check
/// each template, render its file), and the generated `DoubleArrow.build` drawing into a reused
/// path, next to the runtime model and to a builder that only counts, which separates the
/// generated code's own cost from the path's appends.
struct GeneratorBench: BenchSection {
    var title: String { "code generation" }
    /// Catalog generations per round, so a round lasts long enough to time well.
    var catalogRepeats = 10
    /// `build` calls per round.
    var calls = 200_000

    /// The catalog's templates, `Templates/` of the repository this file was compiled from (the
    /// bench measures this checkout, so it reads its files; the catalog types do not carry
    /// their source text).
    static let templatesDirectory: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // GeneratorBench.swift, arrowgen-bench/, Sources/
        return parts.joined(separator: "/") + "/Templates"
    }()

    /// Reads the catalog's templates, or says why it cannot.
    static func catalogSources() -> [TemplateSource]? {
        do {
            let paths = try FileSystem.fileNames(in: templatesDirectory)
                .filter { TemplateFormat(path: $0) != nil }
                .map { "\(templatesDirectory)/\($0)" }
            let (sources, errors, _) = GeneratorShell.load(paths)
            guard errors.isEmpty, !sources.isEmpty else {
                StandardError.write("arrowgen-bench: skipping catalog generation: \(errors.isEmpty ? "no templates" : errors.joined(separator: "; "))")
                return nil
            }
            return sources
        } catch {
            StandardError.write("arrowgen-bench: skipping catalog generation: cannot list \(error)")
            return nil
        }
    }

    func run(_ runner: inout BenchRunner) {
        if let sources = Self.catalogSources() {
            let repeats = catalogRepeats
            runner.measure("generate the catalog in-process, per template (1e6 ns = 1 ms)",
                           queries: sources.count * repeats) {
                var checksum = 0
                for _ in 0..<repeats {
                    let result = Generator.run(sources)
                    checksum &+= result.files.count &* 1_000 &+ result.diagnostics.count
                }
                return checksum
            }
        }

        // Tips around the rest positions, so bodies bend every way; one pair per call.
        let starts = HitTestingBench.uniformPoints(in: Rect(x: -150, y: -150, width: 300, height: 300), count: 1024, seed: 4)
        let ends = HitTestingBench.uniformPoints(in: Rect(x: 50, y: -150, width: 300, height: 300), count: 1024, seed: 5)
        let calls = self.calls
        // The path is made once per round (outside the timed calls) and reused by every call, as a
        // drag reuses its path; a local rather than a captured variable, so no access checks.
        runner.measure("DoubleArrow.build into a reused BezierPath", goal: 50, queries: calls) {
            var path = BezierPath()
            path.reserveCapacity(16)
            var checksum = 0
            for i in 0..<calls {
                path.removeAll()
                DoubleArrow.build(start: starts[i & 1023], end: ends[i & 1023], into: &path)
                checksum &+= path.elements.count
            }
            return checksum
        }
        let template = DoubleArrow.template
        runner.measure("DoubleArrow.template.build (runtime model), reused BezierPath", queries: calls) {
            var path = BezierPath()
            path.reserveCapacity(16)
            var checksum = 0
            for i in 0..<calls {
                path.removeAll()
                template.build(start: starts[i & 1023], end: ends[i & 1023], into: &path)
                checksum &+= path.elements.count
            }
            return checksum
        }
        runner.measure("DoubleArrow.build into a builder that only counts", queries: calls) {
            var builder = CountingBuilder()
            for i in 0..<calls {
                DoubleArrow.build(start: starts[i & 1023], end: ends[i & 1023], into: &builder)
            }
            return builder.count &+ Int(builder.sum.magnitude.truncatingRemainder(dividingBy: 1e9))
        }
    }
}

/// A builder that keeps nothing but a count and a sum of coordinates (so no call can be
/// optimised away): what drawing costs without storing a path.
private struct CountingBuilder: PathBuilder {
    var count = 0
    var sum = 0.0

    mutating func move(to point: Point) { count += 1; sum += point.x }
    mutating func line(to point: Point) { count += 1; sum += point.x }
    mutating func quad(to point: Point, control: Point) { count += 1; sum += point.x + control.x }
    mutating func cubic(to point: Point, control1: Point, control2: Point) {
        count += 1
        sum += point.x + control1.x + control2.x
    }
    mutating func close() { count += 1 }
}
