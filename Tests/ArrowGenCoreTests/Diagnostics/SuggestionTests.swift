import ArrowGenCore
import Testing

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("orientaton", "orientation"), ("linewidth", "lineWidth"), ("hitwdith", "hitWidth"),
        ("tips", "tip"), ("fram", "frame"), ("folow", "follow"), ("outlne", "outline"),
    ])
    func closeMisspellingsAreSuggested(_ word: String, _ expected: String) {
        #expect(Suggestion.closest(to: word, among: TemplateReader.keys + TemplateReader.endKeys + ["fixed", "follow"]) == expected)
    }

    @Test(arguments: ["colour", "end2end", "x", "frameworks"])
    func distantWordsAreNot(_ word: String) {
        #expect(Suggestion.closest(to: word, among: TemplateReader.keys + TemplateReader.endKeys) == nil)
    }

    @Test func hintReadsAsAQuestion() {
        #expect(Suggestion.hint(for: "folow", among: ["fixed", "follow"]) == "; did you mean 'follow'?")
        #expect(Suggestion.hint(for: "zzz", among: ["fixed", "follow"]) == "")
    }
}
