import ArrowGenCore
import Foundation
import Testing
import TestSupport

/// The catalog's generated code (and the styled snippets', which name catalog heads) compiled,
/// with the toolchain running the tests, inside a module
/// built to trip it up, as an Xcode app target builds it: the module declares its own `Point`,
/// `Rect`, `BezierPath`, `Arrow`, `ArrowTemplate`, `ArrowHead`, `PathBuilder`, `FillRule`, `Double` and
/// `Sendable`, and (for the module-selector spelling) a type named `BezierArrow`; every
/// undecorated declaration is main-actor isolated (`-default-isolation MainActor`); and it calls the generated members
/// from a detached task, a nonisolated function and a nonisolated protocol requirement.
/// Warnings are errors, in the Swift 6 and Swift 5 language modes.
@Suite struct AppModuleCompileTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The directory with the built modules (`BezierArrow.swiftmodule`) next to the test bundle.
    static var modulesDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("Modules")
        }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("Modules")
    }

    /// App code that uses the generated types the ways that fail when generated code is
    /// main-actor isolated or names runtime types unqualified.
    static let appCode = """
        import BezierArrow

        struct Point { var x = 0 }
        struct Rect {}
        struct BezierPath {}
        struct Arrow {}
        struct ArrowTemplate {}
        struct ArrowHead {}
        protocol PathBuilder {}
        enum FillRule { case inside }
        struct Double {}
        struct Sendable {}

        protocol DrawsWithoutIsolation {
            nonisolated func path(width: Swift.Double) -> [BezierArrow.PathElement]
        }

        struct ArrowShapeLike: DrawsWithoutIsolation {
            nonisolated func path(width: Swift.Double) -> [BezierArrow.PathElement] {
                var path = BezierArrow.BezierPath()
                DoubleArrow.build(start: .init(0, 19), end: .init(width, 19), into: &path)
                return path.elements
            }
        }

        nonisolated func elementCount() -> Int {
            DoubleArrow.template.outline.elements.count + ThinArrow.startFrame.width.exponent
                + BezierArrow.ArrowHead.triangle.outline.elements.count
        }

        func detachedCount() async -> Int {
            await Task.detached {
                SwingArrow.path(start: .init(0, 0), end: .init(100, 40)).elements.count
                    + SingleArrow.template.name.count
            }.value
        }
        """

    /// App code that uses the styled snippets' types (heads and body as parameters).
    static let styledAppCode = """

        nonisolated func styledCount() -> Int {
            var path = BezierArrow.BezierPath()
            NamedHeadsArrow.build(start: .init(0, 0), end: .init(90, 40), endHead: .none, body: .elbow, into: &path)
            return path.elements.count + EndHeadArrow.path(start: .init(0, 0), end: .init(-50, 80)).elements.count
                + (NamedHeadsArrow.template.style?.bend ?? 0).exponent + EndHeadArrow.startHead.name.count
        }

        func detachedStyledCount() async -> Int {
            await Task.detached { NamedHeadsArrow.path(start: .init(1, 2), end: .init(3, 4), bend: 12).elements.count }.value
        }

        nonisolated func waypointCount() -> Int {
            var path = BezierArrow.BezierPath()
            DetourArrow.build(start: .init(0, 0), end: .init(90, 40), body: .straight, waypoints: [.init(40, 60)], into: &path)
            return path.elements.count + DetourArrow.waypoints.count
                + WaypointBandArrow.path(start: .init(0, 0), end: .init(-50, 80)).elements.count
        }
        """

    /// The styled snippets: templates that name catalog heads.
    static let styledSnippets = ["named-heads.arrow", "end-head.arrow", "detour.arrow", "waypoint-band.svg"]

    /// The catalog's generated files, arrows and heads, and the styled snippets, whole or as one
    /// spelling of the type (or the head's extension) alone. The module holds the catalog's
    /// heads, as ArrowCatalog does, so the snippets are written as ArrowCatalog's own files (no
    /// import of it); ``styledFilesImportTheCatalogInAHostileMainActorModule(languageMode:)``
    /// compiles them as a user's files instead.
    static func generatedSources(spelling: SwiftRenderer.RuntimeSpelling?) throws -> [(name: String, text: String)] {
        var sources: [(name: String, text: String)] = []
        for (directory, least) in [("Templates", 4), ("Templates/Heads", 14)] {
            let folder = repositoryRoot.appendingPathComponent(directory)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".arrow") }.sorted()
            try #require(names.count >= least)
            sources += try names.map { name in
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                return try GeneratedCodeHardeningTests.generated(path: name, text: text, spelling: spelling)
            }
        }
        return sources + (try styledSources(spelling: spelling, module: "ArrowCatalog"))
    }

    /// The styled snippets' generated files, for a module.
    static func styledSources(spelling: SwiftRenderer.RuntimeSpelling?, module: String?) throws -> [(name: String, text: String)] {
        let folder = repositoryRoot.appendingPathComponent("Tests/ArrowCatalogTests/Snippets")
        return try styledSnippets.map { name in
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            return try GeneratedCodeHardeningTests.generated(path: name, text: text, spelling: spelling, module: module)
        }
    }

    /// Type-checks files as one module; returns swiftc's exit status and output.
    static func typecheck(_ files: [(name: String, text: String)], options: [String]) throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("arrow-app-module-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        return try Program.run(
            ["swiftc", "-typecheck", "-parse-as-library", "-module-name", "HostileApp", "-I", modulesDirectory.path,
             "-warnings-as-errors", "-default-isolation", "MainActor"] + options + paths)
    }

    @Test(arguments: ["6", "5"])
    func generatedFilesCompileInAHostileMainActorModule(languageMode: String) throws {
        let sources = try Self.generatedSources(spelling: nil)
        // A type named like the runtime module: only module selectors reach past it, and the
        // toolchain running this test has them, so the whole files (which pick that spelling)
        // must compile here.
        let clash = (name: "Clash.swift", text: "enum BezierArrow {}\n")
        let app = (name: "App.swift", text: (Self.appCode + Self.styledAppCode)
            .replacingOccurrences(of: "BezierArrow.", with: "BezierArrow::"))
        let result = try Self.typecheck(sources + [clash, app], options: ["-swift-version", languageMode])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }

    @Test(arguments: ["6", "5"])
    func styledFilesImportTheCatalogInAHostileMainActorModule(languageMode: String) throws {
        // A user's module: the catalog's heads come from `import ArrowCatalog`, which the files
        // write themselves; the module declares its own `ArrowHead`, `ArrowCatalog` names nothing.
        let sources = try Self.styledSources(spelling: nil, module: "HostileApp")
        // Each names a catalog head but the band, which draws the template's own heads.
        #expect(sources.count == Self.styledSnippets.count)
        #expect(sources.filter { !$0.text.contains("enum WaypointBandArrow") }.allSatisfy { $0.text.contains("\nimport ArrowCatalog\n") })
        let app = (name: "App.swift", text: """
            import BezierArrow

            struct ArrowHead {}
            struct ArrowStyle {}
            enum ArrowBodyKind { case arc }
            struct Double {}
            """ + Self.styledAppCode.replacingOccurrences(of: "BezierArrow.", with: "BezierArrow::"))
        let clash = (name: "Clash.swift", text: "enum BezierArrow {}\n")
        let result = try Self.typecheck(sources + [clash, app], options: ["-swift-version", languageMode])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }

    @Test(arguments: ["6", "5"])
    func memberAccessSpellingCompilesInAHostileMainActorModule(languageMode: String) throws {
        // The copy compilers before Swift 6.3 read: the same module without the `BezierArrow` type.
        let sources = try Self.generatedSources(spelling: .memberAccess)
        #expect(sources.allSatisfy { !$0.text.contains("::") && !$0.text.contains("#if") })
        let result = try Self.typecheck(sources + [(name: "App.swift", text: Self.appCode + Self.styledAppCode)],
                                        options: ["-swift-version", languageMode])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theTestModuleFailsWithoutQualifiedNames() throws {
        // The module really is hostile: the same files with the runtime's names unqualified, as
        // generated code once was, do not compile in it.
        let sources = try Self.generatedSources(spelling: .memberAccess).map {
            ($0.name, $0.text.replacingOccurrences(of: "BezierArrow.", with: ""))
        }
        let result = try Self.typecheck(sources + [(name: "App.swift", text: Self.appCode)], options: [])
        #expect(result.status != 0)
        #expect(result.output.contains("error:"))
    }
}
