// swift-tools-version: 6.0
// A package outside BezierArrow that uses it as a user would: it depends on it by path, applies
// ArrowGenPlugin to its own target with its own templates (arrows, a head, and an arrow naming
// that head), and calls the generated types.
// Tests/EndToEndTests/PluginUserFixtureTests.swift builds and runs it.
import PackageDescription

let package = Package(
    name: "PluginUser",
    dependencies: [
        .package(name: "BezierArrow", path: "../../.."),
    ],
    targets: [
        .executableTarget(
            name: "PluginUser",
            dependencies: [.product(name: "BezierArrow", package: "BezierArrow")],
            plugins: [.plugin(name: "ArrowGenPlugin", package: "BezierArrow")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
