import Foundation
import TestSupport
import Testing
@testable import BezierArrow

/// The reader's two routes: the document's text read into entries (``ArrowSceneDocument``) and
/// ``JSONValue`` trees written back to text (the `Codable` conformances, whose decoder gives
/// a tree) give the same scene or the same error.
@Suite struct SceneDocumentInputTests {
    /// The document read through a tree of values, as the `Codable` conformances read it.
    static func readThroughValues(_ bytes: [UInt8], templates: ArrowTemplateLookup) throws(ArrowSceneDocumentError) -> ArrowScene<Int> {
        let json = try JSONText.document(bytes).value(at: JSONText.root)
        var reader = SceneDocumentReader(try JSONText.document(json), lookup: templates, userInfo: [.arrowTemplates: templates])
        return try reader.scene(JSONText.root)
    }

    /// Reads `bytes` both ways; returns whether they read.
    static func expectSameReading(_ bytes: [UInt8], templates: ArrowTemplateLookup) -> Bool {
        let text = Result { () throws(ArrowSceneDocumentError) in try ArrowSceneDocument<Int>(jsonData: bytes, templates: templates).scene }
        let values = Result { () throws(ArrowSceneDocumentError) in try readThroughValues(bytes, templates: templates) }
        switch (text, values) {
        case (.success(let a), .success(let b)):
            SceneDocumentTests.expectEqualScenes(a, b)
            return true
        case (.failure(let a), .failure(let b)):
            #expect(a == b, "\(String(decoding: bytes, as: UTF8.self))")
            #expect(a.description == b.description)
            return false
        default:
            Issue.record("one input read, the other did not: \(text), \(values)")
            return false
        }
    }

    @Test func bothInputsReadMangledDocumentsAlike() throws {
        var rng = SplitMix64(seed: 0x1D1A)
        let plain = try ArrowSceneDocument(scene: SceneDocumentTests.randomScene(count: 6, seed: 3),
                                           templates: SceneDocumentTests.lookup).jsonData()
        let styled = try ArrowSceneDocument(scene: SceneDocumentStyleTests.styledScene(seed: 4),
                                            templates: SceneDocumentStyleTests.lookup).jsonData()
        var read = 0, failed = 0
        for (valid, lookup, tries) in [(plain, SceneDocumentTests.lookup, 600), (styled, SceneDocumentStyleTests.lookup, 150)] {
            #expect(Self.expectSameReading(valid, templates: lookup))
            for _ in 0..<tries {
                var bytes = valid
                for _ in 0..<(1 + rng.next() % 3) {
                    let i = Int(rng.next() % UInt64(bytes.count))
                    switch rng.next() % 4 {
                    case 0: bytes[i] = Array("0123456789-.e,:[]{}\"x ".utf8)[Int(rng.next() % 22)]
                    case 1: bytes.remove(at: i)
                    case 2: bytes.insert(Array("[]{}\",:-0e.\\1a".utf8)[Int(rng.next() % 14)], at: i)
                    default:
                        // A value of another kind or range where a number or a word was.
                        let isWord: (UInt8) -> Bool = { b in
                            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b)
                                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
                        }
                        guard isWord(bytes[i]) else { continue }
                        var start = i, end = i
                        while start > 0, isWord(bytes[start - 1]) { start -= 1 }
                        while end < bytes.count, isWord(bytes[end]) { end += 1 }
                        let values = [#""x""#, "true", "null", "[]", "{}", "-1e300", "0.5", "[1, 2, 3]", "7", #"{"a": 1}"#, "\"none\""]
                        bytes.replaceSubrange(start..<end, with: Array(values[Int(rng.next() % UInt64(values.count))].utf8))
                    }
                }
                if Self.expectSameReading(bytes, templates: lookup) { read += 1 } else { failed += 1 }
            }
        }
        // Both outcomes are exercised.
        #expect(read > 50 && failed > 50, "\(read) read, \(failed) refused")
    }

    /// A key id, read through its `Decodable` conformance.
    struct Key: Codable, Hashable, Sendable { var layer: Int }

    /// A scene with ids `first` and `second` read back, and a document giving `first` twice refused.
    static func expectIDs<ID: Codable & Hashable & Sendable>(_ first: ID, _ second: ID, text firstText: String) throws {
        var scene = ArrowScene<ID>()
        scene.append(Arrow(template: SceneDocumentTests.known[0]), id: first)
        scene.append(Arrow(template: SceneDocumentTests.known[1]), id: second)
        let data = try ArrowSceneDocument(scene: scene, templates: SceneDocumentTests.lookup).jsonData()
        #expect(try ArrowSceneDocument<ID>(jsonData: data, templates: SceneDocumentTests.lookup).scene.ids == [first, second])
        let twice = SceneDocumentTests.document([SceneDocumentTests.good, SceneDocumentTests.good].joined(separator: ", "))
            .replacingOccurrences(of: #""id": 1"#, with: #""id": \#(firstText)"#)
        #expect(throws: ArrowSceneDocumentError(path: [.key("arrows"), .index(1), .key("id")],
                                                message: "the id \(firstText) is already arrows[0]'s: ids must be unique")) {
            try ArrowSceneDocument<ID>(jsonText: twice, templates: SceneDocumentTests.lookup)
        }
    }

    @Test func idsOfEachKindReadBackAndAreUnique() throws {
        // `Int` and `String` ids are read by code of their own, any other by the generic code.
        try Self.expectIDs(7, -3, text: "7")
        try Self.expectIDs("a", "b", text: #""a""#)
        try Self.expectIDs(Key(layer: 1), Key(layer: 2), text: #"{"layer": 1}"#)
    }
}
