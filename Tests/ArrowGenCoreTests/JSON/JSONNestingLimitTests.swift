import ArrowGenCore
import Testing

/// JSON nested past ``JSONParser/nestingLimit`` is an error at the first bracket too deep, in the
/// parser and in a `.arrow` template, however deep the text goes.
@Suite struct JSONNestingLimitTests {
    @Test(arguments: [("[", "]"), ("{\"a\":", "}")])
    func twentyThousandNestedValuesAreAnErrorAtTheFirstTooDeep(open: String, close: String) {
        let text = String(repeating: open, count: 20_000) + "1" + String(repeating: close, count: 20_000)
        var diagnostics: [Diagnostic] = []
        let parsed = TemplateReader.read(TemplateSource(path: "Deep.arrow", text: text), diagnostics: &diagnostics)
        #expect(parsed == nil)
        // The 513th opening bracket starts after 512 openers.
        let column = 512 * open.unicodeScalars.count + 1
        #expect(diagnostics.map(\.description) == ["Deep.arrow:1:\(column): error: invalid JSON: nesting deeper than 512 levels"])
    }

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
