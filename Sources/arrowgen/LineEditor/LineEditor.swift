/// A line being typed at a terminal: the text, the cursor, the session's history and tab
/// completion, as readline and linenoise edit lines.
///
/// A value with no terminal behind it: keys go in through ``handle(_:)``, outcomes come out, and
/// ``rendering(prompt:columns:)`` gives the bytes that draw the line. ``TerminalLineReader`` only
/// reads keys and writes those bytes, so every key's behaviour is tested without a terminal.
///
/// The keys: Left and Right (Control-B, Control-F) move by one character, a multi-byte
/// character being one step; Home and End (Control-A, Control-E); Backspace; Delete; Control-D
/// deletes the character under the cursor, or ends the input on an empty line; Control-U, K
/// and W cut to the line's start, to its end, and the word before the cursor; Up and Down
/// (Control-P, Control-N) walk the history; Tab completes; Control-C drops the line; Control-L
/// clears the screen.
struct LineEditor {
    /// What a key did.
    enum Outcome: Hashable, Sendable {
        /// The text or the cursor changed: draw the line again.
        case edited
        /// Nothing changed (Left at the start, an unknown key).
        case unchanged
        /// Enter: the line is done; the editor is empty for the next one.
        case submitted(String)
        /// Control-C: the line was dropped; the editor is empty.
        case cancelled
        /// Control-D on an empty line: no more lines.
        case endOfInput
        /// Tab found several words and nothing they share to add: list them, then draw the line.
        case candidates([String])
        /// Control-L: clear the screen, then draw the line.
        case clearScreen
    }

    /// The words tab completion may put after some complete words (the command names first),
    /// given what is typed of the word (a file path is listed from its folder).
    typealias Completions = @Sendable (_ wordsBefore: [String], _ typed: String) -> [String]

    /// The text, one element per character.
    private(set) var text: [Character] = []
    /// Where the next character goes: 0 before the first character, `text.count` after the last.
    private(set) var cursor = 0
    /// The lines entered, oldest first (no blank lines, no line twice in a row).
    private(set) var history: [String] = []
    /// The lines Up and Down walk through while one line is typed: the history, then the line
    /// being typed (the draft). Edits made to a recalled line are kept until the line is done.
    private var entries: [[Character]] = [[]]
    /// The entry shown.
    private var entry = 0
    private let completions: Completions

    /// Creates an empty editor.
    ///
    /// - Parameter completions: the words that may follow some complete words, for Tab.
    init(completions: @escaping Completions = { _, _ in [] }) {
        self.completions = completions
    }

    /// The text as a string.
    var line: String { String(text) }

    /// Applies one key.
    ///
    /// - Returns: what the terminal should do: draw the line again, end it, list candidates.
    mutating func handle(_ key: TerminalKey) -> Outcome {
        switch key {
        case .character(let c): return insert([c])
        case .enter: return submit()
        case .tab: return complete()
        case .backspace: return deleteBackward()
        case .delete: return deleteForward()
        case .left, .control("b"): return move(to: cursor - 1)
        case .right, .control("f"): return move(to: cursor + 1)
        case .home, .control("a"): return move(to: 0)
        case .end, .control("e"): return move(to: text.count)
        case .up, .control("p"): return recall(entry - 1)
        case .down, .control("n"): return recall(entry + 1)
        case .control("d"): return text.isEmpty ? .endOfInput : deleteForward()
        case .control("u"): return cut(0..<cursor)
        case .control("k"): return cut(cursor..<text.count)
        case .control("w"): return cut(wordStart(before: cursor)..<cursor)
        case .control("c"):
            startLine()
            return .cancelled
        case .control("l"): return .clearScreen
        case .control, .unknown: return .unchanged
        }
    }

    // MARK: Editing

    private mutating func insert(_ characters: [Character]) -> Outcome {
        text.insert(contentsOf: characters, at: cursor)
        cursor += characters.count
        return .edited
    }

    private mutating func move(to position: Int) -> Outcome {
        let clamped = min(max(position, 0), text.count)
        guard clamped != cursor else { return .unchanged }
        cursor = clamped
        return .edited
    }

    private mutating func deleteBackward() -> Outcome {
        guard cursor > 0 else { return .unchanged }
        cursor -= 1
        text.remove(at: cursor)
        return .edited
    }

    private mutating func deleteForward() -> Outcome {
        guard cursor < text.count else { return .unchanged }
        text.remove(at: cursor)
        return .edited
    }

    private mutating func cut(_ range: Range<Int>) -> Outcome {
        guard !range.isEmpty else { return .unchanged }
        text.removeSubrange(range)
        cursor = range.lowerBound
        return .edited
    }

    /// Where the word before a position starts: blanks right before it are skipped first, as
    /// Control-W does in a shell.
    private func wordStart(before position: Int) -> Int {
        var start = position
        while start > 0 && Self.isBlank(text[start - 1]) { start -= 1 }
        while start > 0 && !Self.isBlank(text[start - 1]) { start -= 1 }
        return start
    }

    private static func isBlank(_ c: Character) -> Bool { c == " " || c == "\t" }

    // MARK: Lines and history

    private mutating func submit() -> Outcome {
        let done = line
        if !done.allSatisfy(Self.isBlank), history.last != done { history.append(done) }
        startLine()
        return .submitted(done)
    }

    /// Empties the editor and puts the history back as it was entered, edits dropped.
    private mutating func startLine() {
        text = []
        cursor = 0
        entries = history.map(Array.init) + [[]]
        entry = entries.count - 1
    }

    private mutating func recall(_ index: Int) -> Outcome {
        guard entries.indices.contains(index) else { return .unchanged }
        entries[entry] = text
        entry = index
        text = entries[index]
        cursor = text.count
        return .edited
    }

    // MARK: Completion

    /// Completes the word before the cursor: one candidate is put in whole with a space after
    /// it; several put in what they share, or are listed when they share no more than is typed.
    /// Case is ignored when matching (`load double` finds `DoubleArrow`).
    private mutating func complete() -> Outcome {
        let start = wordStart(atOrBefore: cursor)
        // Nothing is completed inside a comment.
        guard !text[..<start].contains("#") else { return .unchanged }
        let word = String(text[start..<cursor])
        let typed = word.lowercased()
        let wordsBefore = String(text[..<start]).split(whereSeparator: Self.isBlank).map(String.init)
        let candidates = completions(wordsBefore, word).filter { $0.lowercased().hasPrefix(typed) }
        guard let first = candidates.first else { return .unchanged }
        if candidates.count == 1 {
            // A folder is completed with its `/` and no space: the next Tab lists what is in it.
            let atEnd = cursor == text.count && !first.hasSuffix("/")
            return replace(start..<cursor, with: Array(first) + (atEnd ? [" "] : []))
        }
        let shared = candidates.dropFirst().reduce(Array(first)) { shared, candidate in
            Array(zip(shared, candidate).prefix { $0.lowercased() == $1.lowercased() }.map(\.0))
        }
        guard shared.count > cursor - start else { return .candidates(candidates) }
        return replace(start..<cursor, with: shared)
    }

    /// Where the word the cursor is in or just after starts (the cursor itself after a blank).
    private func wordStart(atOrBefore position: Int) -> Int {
        var start = position
        while start > 0 && !Self.isBlank(text[start - 1]) { start -= 1 }
        return start
    }

    private mutating func replace(_ range: Range<Int>, with characters: [Character]) -> Outcome {
        text.replaceSubrange(range, with: characters)
        cursor = range.lowerBound + characters.count
        return .edited
    }

    // MARK: Drawing

    /// The bytes that draw the line in place: carriage return, the prompt, the text, erase to
    /// the end of the screen line (`ESC [ K`), then the cursor moved back to its place.
    ///
    /// A line wider than the terminal scrolls sideways so the cursor stays in view; every
    /// character counts as one column (wide characters misplace the cursor but never break
    /// the drawing).
    ///
    /// - Parameters:
    ///   - prompt: the prompt, printable characters only.
    ///   - columns: the terminal's width.
    func rendering(prompt: String, columns: Int) -> String {
        Self.rendering(prompt: prompt, text: text, cursor: cursor, columns: columns)
    }

    /// The bytes that draw some text with the cursor at a place (see the instance method).
    static func rendering(prompt: String, text: [Character], cursor: Int, columns: Int) -> String {
        // The last column stays free: writing there makes some terminals wrap at once.
        let room = max(columns - prompt.count - 1, 1)
        let first = max(cursor - (room - 1), 0)
        let end = min(text.count, first + room)
        var out = "\r" + prompt + String(text[first..<end]) + "\u{1B}[K"
        if end > cursor { out += "\u{1B}[\(end - cursor)D" }
        return out
    }
}
