import ArrowGenCore
import Testing

/// A template nested past the JSON reader's limit is an error at the first bracket too deep,
/// however deep the text goes.
@Suite struct TemplateNestingLimitTests {
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
}
