import Foundation
import Testing

/// When the end-to-end checks run: they build whole packages with `swift build`, minutes each on
/// two cores, so a plain `swift test` skips them and stays fast; `.ci/run` runs them once, in a
/// step of their own (`BEZIERARROW_END_TO_END=1 swift test --filter EndToEndTests`).
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
}
