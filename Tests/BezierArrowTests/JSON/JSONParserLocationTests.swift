import Testing
import BezierArrow

/// Locations of parsed values: line and column in Unicode scalars, counted incrementally.
@Suite struct JSONParserLocationTests {
    @Test func valuesKnowTheirLineAndColumn() throws {
        let text = "{\"a\": [1, \"é🏹\", 2],\n  \"b\": {\"c\": true},\n\"d\": 3}"
        let value = try JSONParser.parse(text)
        let a = try #require(value["a"]?.arrayValue)
        #expect(a.map { $0.position.column } == [8, 11, 17])
        #expect(a.map { $0.position.line } == [1, 1, 1])
        #expect(value["b"]?.position.line == 2 && value["b"]?.position.column == 8)
        #expect(value["b"]?["c"]?.position.column == 14)
        #expect(value["d"]?.position.line == 3 && value["d"]?.position.column == 6)
        let members = try #require(value.objectMembers)
        #expect(members.map { $0.keyPosition.column } == [2, 3, 1])
    }

    @Test func errorsOnLongLinesPointAtTheRightColumn() {
        let long = "[" + Array(repeating: "1", count: 5000).joined(separator: ",") + ",x]"
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(long) }
        do {
            _ = try JSONParser.parse(long)
        } catch {
            #expect(error.position.column == 10_002)  // "[", 5000 digits, 5000 commas, then x
        }
    }
}
