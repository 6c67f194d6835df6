// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "BezierArrow",
    products: [
        .library(name: "BezierArrow", targets: ["BezierArrow"]),
        .executable(name: "arrowgen", targets: ["arrowgen"]),
    ],
    targets: [
        // Runtime: geometry, paths, stroking, hit testing, the arrow model. Standard library only.
        .target(name: "BezierArrow"),
        // Generator core: template text in, Swift text and diagnostics out.
        .target(name: "ArrowGenCore", dependencies: ["BezierArrow"]),
        // The command-line shell.
        .executableTarget(name: "arrowgen", dependencies: ["ArrowGenCore", "BezierArrow"]),
        .testTarget(name: "BezierArrowTests", dependencies: ["BezierArrow"], exclude: ["Fixtures"]),
        .testTarget(name: "ArrowGenCoreTests", dependencies: ["ArrowGenCore", "BezierArrow"]),
        // Runs the built `arrowgen` as a user would (pipes, a pseudo-terminal, exit statuses).
        .testTarget(name: "arrowgenTests", dependencies: ["ArrowGenCore", "BezierArrow"]),
    ],
    swiftLanguageModes: [.v6]
)
