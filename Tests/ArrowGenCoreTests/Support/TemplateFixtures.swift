import ArrowGenCore
import BezierArrow
import Foundation
import Testing

/// Templates for the tests: the shipped catalog (read from `Templates/`) and small snippets.
enum TemplateFixtures {
    /// Small templates that exercise what the catalog does not (a quadratic, body points with
    /// blended weights, two subpaths, a spine with an outline, every style key, an SVG drawing
    /// with transforms and an arc), kept in
    /// `Tests/ArrowCatalogTests/Snippets/`, where the build plugin compiles them for the
    /// agreement tests.
    static var snippetSources: [TemplateSource] {
        get throws { try sources(in: "Tests/ArrowCatalogTests/Snippets") }
    }

    /// The catalog's template files, sorted by name.
    static var catalogSources: [TemplateSource] {
        get throws { try sources(in: "Templates") }
    }

    /// The catalog's head template files, in `Templates/Heads/`, sorted by name.
    static var catalogHeadSources: [TemplateSource] {
        get throws { try sources(in: "Templates/Heads") }
    }

    /// Reads a head template that must be valid.
    static func parseHead(_ source: TemplateSource, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ParsedHead {
        var diagnostics: [Diagnostic] = []
        let parsed = Generator.parseHead(source, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
        return try #require(parsed, sourceLocation: sourceLocation)
    }

    /// The template files (`.arrow` and `.svg`) of a directory of the repository, sorted by name,
    /// with paths relative to the repository.
    static func sources(in directory: String) throws -> [TemplateSource] {
        let url = GoldenFile.repositoryRoot.appendingPathComponent(directory)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { TemplateFormat(path: $0) != nil }.sorted()
        return try names.map { name in
            TemplateSource(path: "\(directory)/\(name)",
                           text: try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// Reads a template that must be valid, with the reader its format calls for.
    static func parse(_ source: TemplateSource, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ParsedTemplate {
        var diagnostics: [Diagnostic] = []
        let parsed = Generator.parse(source, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
        return try #require(parsed, sourceLocation: sourceLocation)
    }
}
