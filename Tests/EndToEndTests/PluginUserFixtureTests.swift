import ArrowGenCore
import BezierArrow
import Foundation
import Testing
import TestSupport

/// Builds and runs `Tests/Fixtures/PluginUser`, a package outside this one that depends on it by
/// path, applies ArrowGenPlugin to its own target with its own templates (three in a subfolder,
/// one of them an SVG drawing, one naming a head template of the target, `Heads/notch.arrow`)
/// and prints the generated arrows' paths: the plugin works for a user, not only here.
///
/// An end-to-end check (see ``EndToEnd``): `swift test` skips it, `.ci/run` runs it.
@Suite(.enabled(if: EndToEnd.isEnabled, "builds a package: BEZIERARROW_END_TO_END=1 runs it"))
struct PluginUserFixtureTests {
    static let fixture = EndToEnd.repositoryRoot.appendingPathComponent("Tests/Fixtures/PluginUser")
    static let scratch = EndToEnd.scratch("plugin-user")

    /// What the fixture's `main.swift` prints for a path.
    static func show(_ name: String, _ path: BezierPath) -> String {
        var lines = [name]
        for element in path.elements {
            switch element {
            case .move(let p): lines.append("M \(p.x) \(p.y)")
            case .line(let p): lines.append("L \(p.x) \(p.y)")
            case .quad(let p, let c): lines.append("Q \(c.x) \(c.y) \(p.x) \(p.y)")
            case .cubic(let p, let c1, let c2): lines.append("C \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y)")
            case .close: lines.append("Z")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fixture's template read by the generator core, for the runtime model's answer.
    static func template(_ relativePath: String) throws -> ArrowTemplate {
        try #require(try parsed(relativePath)).template
    }

    /// The fixture's template as the generator core reads it, with the style it names.
    static func parsed(_ relativePath: String) throws -> ParsedTemplate? {
        var diagnostics: [Diagnostic] = []
        let parsed = Generator.parse(try source(relativePath), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return parsed
    }

    /// A file of the fixture's target.
    static func source(_ relativePath: String) throws -> TemplateSource {
        let url = fixture.appendingPathComponent("Sources/PluginUser").appendingPathComponent(relativePath)
        return TemplateSource(path: relativePath, text: try String(contentsOf: url, encoding: .utf8))
    }

    @Test(.timeLimit(.minutes(10)))
    func externalPackageBuildsWithThePluginAndRunsTheGeneratedCode() throws {
        // SwiftPM caches a build plan and does not notice source files added to or removed from
        // a path dependency (this package), so the plan is made afresh each time.
        let build = try EndToEnd.swiftBuild(["--disable-build-manifest-caching",
                                                  "--package-path", Self.fixture.path, "--scratch-path", Self.scratch.path])
        try #require(build.status == 0, "swift build of the fixture failed:\n\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")

        let run = try Program.run(path: Self.scratch.appendingPathComponent("debug/PluginUser").path, [])
        try #require(run.status == 0, "\(run.output)")
        let bent = try Self.template("Arrows/bent-arrow.arrow")
        let pointer = try Self.template("pointer.arrow")
        let drawn = try Self.template("Arrows/drawn-pointer.svg")
        // The styled arrow as the runtime model draws it with the head the target declares.
        let notched = try #require(try Self.parsed("Arrows/notched.arrow"))
        var diagnostics: [Diagnostic] = []
        let notch = try #require(Generator.parseHead(try Self.source("Heads/notch.arrow"), diagnostics: &diagnostics)).head
        #expect(notched.style?.endHead?.name == notch.name)
        var arrow = Arrow(template: notched.template)
        arrow.style = ArrowStyle(startHead: .none, endHead: notch, body: .arc, bend: 20)
        arrow.setTips(start: Point(0, 0), end: Point(90, 60))
        var styled = BezierPath()
        arrow.draw(into: &styled)
        let expected = Self.show("BentArrow", bent.path(start: Point(10, 20), end: Point(250, 140)))
            + Self.show("Pointer", pointer.path(start: Point(0, 0), end: Point(-40, 90)))
            + Self.show("DrawnPointer", drawn.path(start: Point(5, 5), end: Point(60, -70)))
            + Self.show("Notched", styled)
        #expect(run.output == expected)
        #expect(pointer.orientation == .follow && bent.handles == .scaled)
        #expect(drawn.orientation == .follow && drawn.start.tip == Point(0, 15) && drawn.end.tip == Point(120, 15))
    }

    /// The templates the plugin's generator ran for in a verbose build: each generate command
    /// line (`.../arrowgen-build-tool generate TEMPLATE OUTPUT --module NAME`, the tool built
    /// for the host) names its template first.
    static func generated(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.contains("arrowgen-build") && $0.contains(" generate /") }.compactMap { line in
            line.split(separator: " ").first { $0.hasSuffix(".arrow") || $0.hasSuffix(".svg") }
                .map { String($0.split(separator: "/").last ?? "") }
        }
    }

    /// A build reruns what changed only: after an edit to one template, that template's command
    /// (and the target's name check); after an edit to a Swift file of the target, none. On a
    /// copy of the fixture, so the checkout stays as it is.
    @Test(.timeLimit(.minutes(10)))
    func aRebuildRegeneratesOnlyTheEditedTemplate() throws {
        let copy = EndToEnd.scratch("plugin-user-edits/package")
        let scratch = EndToEnd.scratch("plugin-user-edits/build")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: copy)
        let manifest = copy.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try #require(text.contains(#"path: "../../..""#))
        try text.replacingOccurrences(of: #"path: "../../..""#, with: "path: \"\(EndToEnd.repositoryRoot.path)\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        func build() throws -> [String] {
            let result = try EndToEnd.swiftBuild(["-v", "--package-path", copy.path, "--scratch-path", scratch.path])
            try #require(result.status == 0, "\(result.output)")
            return Self.generated(result.output)
        }
        func append(_ text: String, to relativePath: String) throws {
            let url = copy.appendingPathComponent("Sources/PluginUser/\(relativePath)")
            try (try String(contentsOf: url, encoding: .utf8) + text).write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try build().sorted() == ["bent-arrow.arrow", "drawn-pointer.svg", "notch.arrow", "notched.arrow", "pointer.arrow"])
        // SwiftPM links the plugin's tool again in some of the first builds of a new scratch
        // directory (measured: 5, 0, 5, 5, then 0 commands with no edit), and a relinked tool
        // reruns every command; what is measured is the settled build.
        var settled = false
        for _ in 0..<4 where !settled { settled = try build().isEmpty }
        try #require(settled, "builds with no edit kept regenerating")
        try append("\n", to: "pointer.arrow")
        #expect(try build() == ["pointer.arrow"])
        try append("// edited\n", to: "main.swift")
        #expect(try build().isEmpty)
    }
}
