/// A group of related measurements in `arrowgen-bench`, e.g. hit testing.
///
/// To add figures for another part of the package, write a type conforming to this protocol
/// and list it in ``benchSections``; the command runs it, prints the table and the JSON.
protocol BenchSection: Sendable {
    /// The section's name in the table and in JSON (`hit testing`).
    var title: String { get }
    /// Runs the section's measurements, each through `runner.measure(...)`.
    func run(_ runner: inout BenchRunner)
}

/// Every section `arrowgen-bench` runs, in order. Add new sections here. (The scene scaling
/// section comes first; the command adds it with the sizes its command line gives.)
let benchSections: [any BenchSection] = [
    HitTestingBench(),
    StrokeOutlineBench(),
    DashedStrokeBench(),
    GeneratorBench(),
    ArrowModelBench(),
    SavedStateBench(),
    SceneBindingBench(),
    RoutingBench(),
]
