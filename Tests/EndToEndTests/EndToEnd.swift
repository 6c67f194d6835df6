import Foundation
import Testing
import TestSupport

/// When the end-to-end checks run: they build whole packages with `swift build`, minutes each on
/// two cores, so a plain `swift test` skips them and stays fast; `.ci/run` runs them once, in a
/// step of their own (`BEZIERARROW_END_TO_END=1 swift test --no-parallel --filter EndToEndTests`).
enum EndToEnd {
    /// Whether `BEZIERARROW_END_TO_END` is `1`.
    static let isEnabled = ProcessInfo.processInfo.environment["BEZIERARROW_END_TO_END"] == "1"

    /// The package's root, from this file's place in it.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A scratch directory of its own inside `.build`, so a check does not contend with the
    /// build running the tests and is incremental across runs.
    static func scratch(_ name: String) -> URL {
        repositoryRoot.appendingPathComponent(".build/end-to-end/\(name)")
    }

    /// Runs `swift build` with some arguments; once more when a signal ended it. SwiftPM's
    /// `swift-build` (6.3, Linux) has crashed in the first builds of a new scratch directory
    /// (a bad pointer dereference, exit by SIGSEGV; once SIGTERM), which says nothing of this
    /// package; a second failure is reported.
    ///
    /// - Returns: the exit status and the output, merged.
    static func swiftBuild(_ arguments: [String]) throws -> (status: Int32, output: String) {
        var result = try Program.runReportingSignals(path: "/usr/bin/env", ["swift", "build"] + arguments)
        if result.signalled {
            result = try Program.runReportingSignals(path: "/usr/bin/env", ["swift", "build"] + arguments)
        }
        return (result.status, result.output)
    }
}
