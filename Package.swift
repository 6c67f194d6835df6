// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "BezierArrow",
    // The oldest systems a 2026 app still supports; INTERNALS.md gives the reasons.
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "BezierGeometry", targets: ["BezierGeometry"]),
        .library(name: "BezierArrow", targets: ["BezierArrow"]),
        .library(name: "ArrowCatalog", targets: ["ArrowCatalog"]),
        .library(name: "BezierArrowUI", targets: ["BezierArrowUI"]),
        .executable(name: "ArrowPlayground", targets: ["ArrowPlayground"]),
        .executable(name: "arrowgen", targets: ["arrowgen"]),
        .executable(name: "arrowgen-bench", targets: ["arrowgen-bench"]),
        .plugin(name: "ArrowGenPlugin", targets: ["ArrowGenPlugin"]),
    ],
    targets: [
        // Geometry: points, paths, stroking, dashing and exact hit testing, knowing nothing of
        // arrows (the hit-test engine labels what the caller labels). Standard library only.
        .target(name: "BezierGeometry"),
        // Runtime: the arrow model, scenes, interaction, documents, on top of BezierGeometry, which
        // it re-exports (an app and generated code import BezierArrow alone).
        .target(name: "BezierArrow", dependencies: ["BezierGeometry"]),
        // Generator core: template text in, Swift text and diagnostics out.
        .target(name: "ArrowGenCore", dependencies: ["BezierArrow"]),
        // The command-line shell.
        .executableTarget(name: "arrowgen", dependencies: ["ArrowCatalog", "ArrowGenCore", "BezierArrow"]),
        // The benchmark: the hot paths' speed next to a plain reference measured in the same run.
        // Its own executable, so the user CLI lists user commands only.
        .executableTarget(name: "arrowgen-bench", dependencies: ["ArrowCatalog", "ArrowGenCore", "BezierArrow"]),
        // The build plugin's generator: a second thin shell around ArrowGenCore. The plugin cannot
        // run `arrowgen`, which depends on ArrowCatalog, which the plugin builds.
        .executableTarget(name: "arrowgen-build", dependencies: ["ArrowGenCore"]),
        // Generates a Swift type from each arrow template of the target it is applied to.
        .plugin(name: "ArrowGenPlugin", capability: .buildTool(), dependencies: ["arrowgen-build"],
                path: "Sources/ArrowGenPlugin"),
        // The shipped catalog: the .arrow files in Templates/, compiled by the plugin.
        .target(name: "ArrowCatalog", dependencies: ["BezierArrow"], path: "Templates",
                plugins: ["ArrowGenPlugin"]),
        // Ready-made views: SwiftUI, UIKit and AppKit arrows to drag, select and move with keys and
        // assistive technologies. Each file sits behind `#if canImport(...)`, so on Linux the target
        // compiles to nothing and the runtime never sees a UI framework.
        .target(name: "BezierArrowUI", dependencies: ["BezierArrow"]),
        // A sample SwiftUI app with the catalog's arrows; on Linux it says it needs SwiftUI.
        .executableTarget(name: "ArrowPlayground", dependencies: ["ArrowCatalog", "BezierArrow", "BezierArrowUI"]),
        // Helpers every test target shares (a fixed-seed random number generator, random paths,
        // approximate equality, a brute-force reference for tap targets).
        .target(name: "TestSupport", dependencies: ["BezierArrow", "BezierGeometry"], path: "Tests/TestSupport"),
        // The geometry's own tests: points, paths, SVG path data, stroking, dashing, the hit-test
        // engine, with the cairo and Skia reference answers in Fixtures/.
        .testTarget(name: "BezierGeometryTests", dependencies: ["BezierGeometry", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "BezierArrowTests", dependencies: ["BezierArrow", "TestSupport"]),
        // Checks the views' documentation snippets against the code the Apple type-check compiles.
        .testTarget(name: "BezierArrowUITests", dependencies: ["BezierArrowUI", "TestSupport"]),
        .testTarget(name: "ArrowGenCoreTests", dependencies: ["ArrowGenCore", "BezierArrow", "TestSupport"],
                    exclude: ["Goldens"]),
        // Also applies the plugin, to compile the snippet templates in Snippets/ for the tests.
        .testTarget(name: "ArrowCatalogTests", dependencies: ["ArrowCatalog", "ArrowGenCore", "BezierArrow", "TestSupport"],
                    plugins: ["ArrowGenPlugin"]),
        // End-to-end checks that build whole packages with `swift build` (the plugin applied in a
        // package of its own, a new package made from the README's snippet): minutes each, so
        // they run only with BEZIERARROW_END_TO_END=1, which `.ci/run` sets for one step.
        .testTarget(name: "EndToEndTests", dependencies: ["ArrowGenCore", "BezierArrow", "TestSupport"]),
        // Runs the built `arrowgen` and `arrowgen-bench` as a user would (pipes, a pseudo-terminal,
        // exit statuses); the dependencies on the executables make `swift test` build them first.
        .testTarget(name: "arrowgenTests",
                    dependencies: ["arrowgen", "arrowgen-bench", "ArrowCatalog", "ArrowGenCore", "BezierArrow"]),
    ],
    swiftLanguageModes: [.v6]
)
