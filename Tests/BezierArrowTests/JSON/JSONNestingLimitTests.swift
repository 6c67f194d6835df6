import BezierArrow
import Testing

/// JSON nested as deep as ``JSONParser/nestingLimit`` is read; one level more is an error.
@Suite struct JSONNestingLimitTests {
    @Test func theLimitItselfIsAccepted() throws {
        let limit = JSONParser.nestingLimit
        var value = try JSONParser.parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
        var depth = 1
        while let inner = value.arrayValue?.first {
            value = inner
            depth += 1
        }
        #expect(depth == limit)
        #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
        }
    }
}
