import ArrowGenCore
import Testing

/// Every diagnostic the reader gives, with its line, column and text.
@Suite struct TemplateReaderDiagnosticTests {
    @Test(arguments: DiagnosticCase.all)
    func reportsTheMistakeWhereItIs(_ c: DiagnosticCase) {
        var diagnostics: [Diagnostic] = []
        let parsed = TemplateReader.read(TemplateSource(path: c.path, text: c.text), diagnostics: &diagnostics)
        #expect(diagnostics.map(\.description) == c.expected)
        let hasError = c.expected.contains { $0.contains(": error: ") }
        #expect((parsed == nil) == hasError, "a template with an error yields nothing; warnings alone do not stop it")
    }
}
