import Foundation
import Testing

/// The documentation's landing page lists every public type of the runtime, so each has a place a
/// reader finds it from: the types are read from the checked-in public API list (`.ci/api/`,
/// which `.ci/api-check` holds to the code).
@Suite struct TopicsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theLandingPageListsEveryPublicType() throws {
        let api = try String(contentsOf: Self.root.appendingPathComponent(".ci/api/BezierArrow.txt"), encoding: .utf8)
        let types = Set(api.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first.flatMap { $0.contains(".") ? nil : String($0) }
        })
        #expect(types.count > 50)
        let page = try String(contentsOf: Self.root.appendingPathComponent("Sources/BezierArrow/BezierArrow.docc/BezierArrow.md"),
                              encoding: .utf8)
        let topics = try #require(page.range(of: "## Topics")).upperBound
        for type in types.sorted() {
            #expect(page[topics...].contains("- ``\(type)``"), "BezierArrow.md's Topics do not list \(type)")
        }
    }
}
