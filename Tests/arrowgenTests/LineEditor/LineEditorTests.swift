import Testing
@testable import arrowgen

@Suite struct LineEditorTests {
    /// The REPL's words: the commands first, then what follows some of them.
    static let words: LineEditor.Completions = { before, typed in
        switch before {
        case []: ["help", "load", "drag", "draw", "handles", "hit", "show", "quit"]
        case ["load"] where typed.hasPrefix("Templates/"): ["Templates/Heads/", "Templates/double-arrow.arrow"]
        case ["load"] where typed.hasPrefix("Te"): ["Templates/"]
        case ["load"]: ["DoubleArrow", "SingleArrow", "SwingArrow", "ThinArrow"]
        case ["drag"]: ["start", "end"]
        default: []
        }
    }

    /// Types text, one character key each, and returns the editor.
    static func typed(_ text: String, into editor: LineEditor = LineEditor(completions: words)) -> LineEditor {
        var editor = editor
        for c in text { #expect(editor.handle(.character(c)) == .edited) }
        return editor
    }

    /// The text with a `|` where the cursor stands.
    static func shown(_ editor: LineEditor) -> String {
        String(editor.text[..<editor.cursor]) + "|" + String(editor.text[editor.cursor...])
    }

    @discardableResult
    static func press(_ keys: [TerminalKey], _ editor: inout LineEditor) -> LineEditor.Outcome {
        var last = LineEditor.Outcome.unchanged
        for key in keys { last = editor.handle(key) }
        return last
    }

    // MARK: Moving and deleting

    @Test func charactersGoInAtTheCursor() {
        var e = Self.typed("bonds")
        #expect(Self.shown(e) == "bonds|")
        Self.press([.left, .left, .left], &e)
        #expect(e.handle(.character("u")) == .edited)
        #expect(Self.shown(e) == "bou|nds")
        #expect(e.line == "bounds")
    }

    @Test func leftAndRightStopAtTheEnds() {
        var e = Self.typed("ab")
        #expect(e.handle(.right) == .unchanged)
        #expect(e.handle(.left) == .edited)
        #expect(e.handle(.control("b")) == .edited)
        #expect(e.handle(.left) == .unchanged)
        #expect(Self.shown(e) == "|ab")
        #expect(e.handle(.right) == .edited)
        #expect(Self.shown(e) == "a|b")
        #expect(e.handle(.control("f")) == .edited)
        #expect(Self.shown(e) == "ab|")
    }

    @Test(arguments: [(TerminalKey.home, TerminalKey.end), (.control("a"), .control("e"))])
    func homeAndEndJumpToTheLinesEnds(home: TerminalKey, end: TerminalKey) {
        var e = Self.typed("show")
        #expect(e.handle(home) == .edited)
        #expect(Self.shown(e) == "|show")
        #expect(e.handle(home) == .unchanged)
        #expect(e.handle(end) == .edited)
        #expect(Self.shown(e) == "show|")
    }

    @Test func backspaceDeletesBeforeTheCursorAndDeleteUnderIt() {
        var e = Self.typed("abcd")
        Self.press([.left, .left], &e)
        #expect(e.handle(.backspace) == .edited)
        #expect(Self.shown(e) == "a|cd")
        #expect(e.handle(.delete) == .edited)
        #expect(Self.shown(e) == "a|d")
        Self.press([.end], &e)
        #expect(e.handle(.delete) == .unchanged)
        Self.press([.home], &e)
        #expect(e.handle(.backspace) == .unchanged)
        #expect(Self.shown(e) == "|ad")
    }

    @Test func controlDDeletesUnderTheCursorOrEndsTheInputOnAnEmptyLine() {
        var e = Self.typed("ab")
        #expect(e.handle(.control("d")) == .unchanged, "at the end of a line there is nothing to delete")
        Self.press([.left, .left], &e)
        #expect(e.handle(.control("d")) == .edited)
        #expect(Self.shown(e) == "|b")
        #expect(e.handle(.control("d")) == .edited)
        #expect(e.handle(.control("d")) == .endOfInput)
    }

    @Test func controlUAndKCutToTheStartAndToTheEnd() {
        var e = Self.typed("drag end 0 120")
        Self.press(Array(repeating: .left, count: 6), &e)
        #expect(e.handle(.control("k")) == .edited)
        #expect(Self.shown(e) == "drag end|")
        #expect(e.handle(.control("k")) == .unchanged)
        Self.press([.left, .left, .left], &e)
        #expect(e.handle(.control("u")) == .edited)
        #expect(Self.shown(e) == "|end")
        #expect(e.handle(.control("u")) == .unchanged)
    }

    @Test func controlWCutsTheWordBeforeTheCursorAndTheBlanksAfterIt() {
        var e = Self.typed("drag end  0")
        #expect(e.handle(.control("w")) == .edited)
        #expect(Self.shown(e) == "drag end  |")
        #expect(e.handle(.control("w")) == .edited)
        #expect(Self.shown(e) == "drag |")
        Self.press([.character("x"), .left, .left], &e)
        #expect(e.handle(.control("w")) == .edited)
        #expect(Self.shown(e) == "| x")
        #expect(e.handle(.control("w")) == .unchanged)
    }

    @Test func aMultiByteCharacterIsOneStep() {
        var e = Self.typed("é€😀x")
        #expect(e.text.count == 4)
        Self.press([.left, .left], &e)
        #expect(Self.shown(e) == "é€|😀x")
        #expect(e.handle(.backspace) == .edited)
        #expect(Self.shown(e) == "é|😀x")
        #expect(e.handle(.delete) == .edited)
        #expect(e.line == "éx")
    }

    @Test func unknownKeysChangeNothing() {
        var e = Self.typed("ab")
        #expect(e.handle(.unknown) == .unchanged)
        #expect(e.handle(.control("z")) == .unchanged)
        #expect(Self.shown(e) == "ab|")
    }

    // MARK: Lines

    @Test func enterSubmitsTheWholeLineWhereverTheCursorIs() {
        var e = Self.typed("show")
        Self.press([.home], &e)
        #expect(e.handle(.enter) == .submitted("show"))
        #expect(Self.shown(e) == "|")
        #expect(e.history == ["show"])
    }

    @Test func controlCDropsTheLine() {
        var e = Self.typed("drag end")
        #expect(e.handle(.control("c")) == .cancelled)
        #expect(Self.shown(e) == "|")
        #expect(e.history.isEmpty)
        #expect(e.handle(.control("l")) == .clearScreen)
    }

    // MARK: History

    @Test func upAndDownWalkTheHistoryAndKeepTheDraft() {
        var e = LineEditor()
        for line in ["show", "bounds", "", "  ", "bounds", "draw"] {
            e = Self.typed(line, into: e)
            #expect(e.handle(.enter) == .submitted(line))
        }
        #expect(e.history == ["show", "bounds", "draw"], "no blank lines, no line twice in a row")
        e = Self.typed("dra", into: e)
        #expect(e.handle(.up) == .edited)
        #expect(Self.shown(e) == "draw|")
        #expect(e.handle(.control("p")) == .edited)
        #expect(Self.shown(e) == "bounds|")
        Self.press([.up], &e)
        #expect(Self.shown(e) == "show|")
        #expect(e.handle(.up) == .unchanged, "the oldest line is the top")
        #expect(e.handle(.down) == .edited)
        #expect(e.handle(.control("n")) == .edited)
        #expect(Self.shown(e) == "draw|")
        #expect(e.handle(.down) == .edited)
        #expect(Self.shown(e) == "dra|", "the draft comes back as typed")
        #expect(e.handle(.down) == .unchanged)
    }

    @Test func anEditedRecalledLineStaysEditedUntilALineIsDone() {
        var e = LineEditor()
        for line in ["show", "bounds"] {
            e = Self.typed(line, into: e)
            Self.press([.enter], &e)
        }
        Self.press([.up, .backspace, .backspace], &e)
        #expect(e.line == "boun")
        Self.press([.up, .down], &e)
        #expect(e.line == "boun", "the edit survives a walk away and back")
        #expect(e.handle(.enter) == .submitted("boun"))
        #expect(e.history == ["show", "bounds", "boun"])
        Self.press([.up, .up], &e)
        #expect(e.line == "bounds", "once a line is done, the history is as entered")
        Self.press([.control("c"), .up], &e)
        #expect(e.line == "boun")
    }

    // MARK: Completion

    @Test func oneCandidateIsCompletedWithASpace() {
        var e = Self.typed("sh")
        #expect(e.handle(.tab) == .edited)
        #expect(Self.shown(e) == "show |")
        e = Self.typed("load sw")
        #expect(e.handle(.tab) == .edited)
        #expect(Self.shown(e) == "load SwingArrow |", "case is ignored, the candidate's spelling kept")
        e = Self.typed("drag e")
        Self.press([.tab], &e)
        #expect(e.line == "drag end ")
    }

    @Test func severalCandidatesCompleteWhatTheyShareThenAreListed() {
        var e = Self.typed("dr")
        #expect(e.handle(.tab) == .edited)
        #expect(Self.shown(e) == "dra|")
        #expect(e.handle(.tab) == .candidates(["drag", "draw"]))
        #expect(Self.shown(e) == "dra|")
        #expect(e.handle(.character("g")) == .edited)
        #expect(e.handle(.tab) == .edited)
        #expect(Self.shown(e) == "drag |")
        e = Self.typed("h")
        #expect(e.handle(.tab) == .candidates(["help", "handles", "hit"]))
        e = Self.typed("load ")
        #expect(e.handle(.tab) == .candidates(["DoubleArrow", "SingleArrow", "SwingArrow", "ThinArrow"]))
        e = Self.typed("load s")
        #expect(e.handle(.tab) == .candidates(["SingleArrow", "SwingArrow"]))
    }

    /// A file path completes a folder at a time: a folder with its `/` and no space, so the next
    /// Tab goes on into it; a file with a space.
    @Test func aFolderIsCompletedWithoutASpace() {
        var e = Self.typed("load Te")
        #expect(e.handle(.tab) == .edited)
        #expect(Self.shown(e) == "load Templates/|")
        #expect(e.handle(.tab) == .candidates(["Templates/Heads/", "Templates/double-arrow.arrow"]))
        Self.press([.character("d")], &e)
        #expect(e.handle(.tab) == .edited)
        #expect(Self.shown(e) == "load Templates/double-arrow.arrow |")
    }

    @Test func completionInTheMiddleOfALineKeepsTheRest() {
        var e = Self.typed("dra end 0 120")
        Self.press(Array(repeating: .left, count: 10), &e)
        #expect(Self.shown(e) == "dra| end 0 120")
        Self.press([.character("g")], &e)
        #expect(e.handle(.tab) == .edited)
        #expect(Self.shown(e) == "drag| end 0 120", "no second space before the blank that follows")
    }

    @Test func nothingToCompleteChangesNothing() {
        for line in ["xyz", "show ", "drag end ", "# dr", "hit 1 # sh"] {
            var e = Self.typed(line)
            #expect(e.handle(.tab) == .unchanged, "\(line)")
            #expect(e.line == line)
        }
        var plain = Self.typed("dr", into: LineEditor())
        #expect(plain.handle(.tab) == .unchanged, "an editor without words completes nothing")
    }

    // MARK: Drawing

    @Test func aLineIsDrawnInPlaceWithTheCursorMovedBack() {
        var e = Self.typed("drag")
        #expect(e.rendering(prompt: "> ", columns: 80) == "\r> drag\u{1B}[K")
        Self.press([.left, .left], &e)
        #expect(e.rendering(prompt: "> ", columns: 80) == "\r> drag\u{1B}[K\u{1B}[2D")
        e = Self.typed("é€x")
        Self.press([.left, .left], &e)
        #expect(e.rendering(prompt: "> ", columns: 80) == "\r> é€x\u{1B}[K\u{1B}[2D", "one column per character")
    }

    @Test func aLineWiderThanTheTerminalScrollsToKeepTheCursorInView() {
        let text = String((0..<100).map { Character(String($0 % 10)) })
        var e = Self.typed(text)
        // 20 columns: 2 for the prompt, one left free, 17 for the text.
        #expect(e.rendering(prompt: "> ", columns: 20) == "\r> " + String(text.suffix(16)) + "\u{1B}[K")
        Self.press([.home], &e)
        #expect(e.rendering(prompt: "> ", columns: 20) == "\r> " + String(text.prefix(17)) + "\u{1B}[K\u{1B}[17D")
        Self.press(Array(repeating: .right, count: 50), &e)
        let drawn = e.rendering(prompt: "> ", columns: 20)
        #expect(drawn == "\r> " + String(Array(text)[34..<51]) + "\u{1B}[K\u{1B}[1D")
        // A terminal narrower than the prompt still draws (badly) instead of failing.
        for columns in [0, 1, 2, 3] {
            #expect(e.rendering(prompt: "arrowgen> ", columns: columns).hasPrefix("\rarrowgen> "))
        }
    }
}
