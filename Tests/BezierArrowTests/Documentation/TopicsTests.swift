import Foundation
import Testing

/// Each library's documentation landing page lists every public type of the library, so each has
/// a place a reader finds it from: the types are read from the checked-in public API list
/// (`.ci/api/`, which `.ci/api-check` holds to the code).
@Suite struct TopicsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The runtime, and the geometry it is built on (a module of its own, with its own catalog).
    @Test(arguments: [("BezierArrow", 20), ("BezierGeometry", 10)])
    func theLandingPageListsEveryPublicType(module: String, atLeast: Int) throws {
        let api = try String(contentsOf: Self.root.appendingPathComponent(".ci/api/\(module).txt"), encoding: .utf8)
        let types = Set(api.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first.flatMap { $0.contains(".") ? nil : String($0) }
        })
        #expect(types.count > atLeast)
        let page = try String(contentsOf: Self.root.appendingPathComponent("Sources/\(module)/\(module).docc/\(module).md"),
                              encoding: .utf8)
        let topics = try #require(page.range(of: "## Topics")).upperBound
        for type in types.sorted() {
            #expect(page[topics...].contains("- ``\(type)``"), "\(module).md's Topics do not list \(type)")
        }
    }
}
