import Foundation
import Testing
import TestSupport

/// A new package made from README.md's install snippet as it is written, built in debug and in
/// release and run: the `Package.swift` block, the one Swift file it says a target of templates
/// needs, the README's `double-arrow.arrow` as that target's template, and an app target whose
/// code uses the generated type. Only the dependency's URL is replaced by this checkout's path:
/// the check runs without the network, and it is this checkout that must build.
///
/// An end-to-end check (see ``EndToEnd``): `swift test` skips it, `.ci/run` runs it.
@Suite(.enabled(if: EndToEnd.isEnabled, "builds a package: BEZIERARROW_END_TO_END=1 runs it"))
struct ReadmeInstallTests {
    /// The dependency line as the README writes it.
    static let dependencyLine = #".package(url: "https://github.com/bezierarrow/BezierArrow.git", branch: "main")"#

    /// The consumer package's files, from the README's blocks.
    static func consumerFiles() throws -> [(path: String, text: String)] {
        let swift = try MarkdownBlocks.swiftBlocks(in: "README.md")
        let manifest = try #require(swift.first { $0.hasPrefix("// swift-tools-version") && $0.contains("ArrowGenPlugin") },
                                    "README.md shows no Package.swift using ArrowGenPlugin")
        try #require(manifest.contains(dependencyLine), "README.md's Package.swift has another dependency line")
        let local = manifest.replacingOccurrences(
            of: dependencyLine, with: ".package(name: \"BezierArrow\", path: \"\(EndToEnd.repositoryRoot.path)\")")
        // The block that names its file in its first line: `// Sources/MyArrows/MyArrows.swift: ...`.
        let named = try #require(swift.first { $0.hasPrefix("// Sources/MyArrows/") }, "README.md shows no file for MyArrows")
        let namedPath = String(named.dropFirst(3).prefix { $0 != ":" })
        let template = try #require(try MarkdownBlocks.blocks(in: "README.md", language: "json").first,
                                    "README.md shows no template")
        let app = """
            import BezierArrow
            import MyArrows

            var arrow = Arrow(template: DoubleArrow.template)
            arrow.end = Point(200, 139)
            print(arrow.hitTest(Point(195, 139)).map { "\\($0.part)" } ?? "miss")
            """
        return [("Package.swift", local + "\n"), (namedPath, named + "\n"),
                ("Sources/MyArrows/double-arrow.arrow", template + "\n"), ("Sources/MyApp/main.swift", app + "\n")]
    }

    @Test(.timeLimit(.minutes(30)))
    func theReadmeSnippetBuildsInDebugAndRelease() throws {
        let package = EndToEnd.scratch("readme-consumer/package")
        let scratch = EndToEnd.scratch("readme-consumer/build")
        try? FileManager.default.removeItem(at: package)
        for file in try Self.consumerFiles() {
            let url = package.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
        }
        for configuration in ["debug", "release"] {
            // SwiftPM caches a build plan and does not notice files added to or removed from a
            // path dependency (this package), so the plan is made afresh each time.
            let build = try EndToEnd.swiftBuild(["-c", configuration, "--disable-build-manifest-caching",
                                         "--package-path", package.path, "--scratch-path", scratch.path])
            try #require(build.status == 0, "swift build -c \(configuration) of the README's package failed:\n\(build.output)")
            #expect(!build.output.contains("warning:"), "\(build.output)")
            let run = try Program.run(path: scratch.appendingPathComponent("\(configuration)/MyApp").path, [])
            #expect(run.status == 0 && run.output == "endHead\n", "\(configuration): \(run.output)")
        }

        // A template naming a catalog head in MyArrows, which does not depend on ArrowCatalog:
        // the plugin stops the build at the head's name with the fix, in debug as in release
        // (the compiler would find `import ArrowCatalog` missing only when no other target had
        // built the module first).
        let named = package.appendingPathComponent("Sources/MyArrows/link.arrow")
        try """
            {"outline": "M 0 5 L 10 0 L 10 10 Z M 90 0 L 100 5 L 90 10 Z",
             "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
             "end": {"frame": [90, 0, 10, 10], "tip": [100, 5], "head": "diamond"}}
            """.write(to: named, atomically: true, encoding: .utf8)
        for configuration in ["debug", "release"] {
            let build = try EndToEnd.swiftBuild(["-c", configuration, "--disable-build-manifest-caching",
                                         "--package-path", package.path, "--scratch-path", scratch.path])
            #expect(build.status != 0)
            #expect(build.output.contains("link.arrow:3:61: error: head 'diamond' at the end is ArrowCatalog's, and target "
                + "'MyArrows' does not depend on ArrowCatalog: add .product(name: \"ArrowCatalog\", package: \"BezierArrow\") "
                + "to the target's dependencies"), "\(configuration): \(build.output)")
        }
    }
}
