#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a person at a terminal with a ``LineEditor``: the thin part that reads
/// bytes, switches raw mode on and off and writes what the editor draws.
///
/// Raw mode is on only while a line is typed, so a command's output, and a SIGINT while it
/// runs, meet the terminal as the user set it up.
struct TerminalLineReader {
    /// Where keys come from (standard input, a terminal).
    let input: Int32 = 0
    /// Where the line is drawn (standard output, a terminal).
    let output: Int32 = 1
    private(set) var editor: LineEditor
    private var decoder = KeyDecoder()
    /// Keys read past the end of the last line (a paste of several lines), for the next ones.
    private var queued: [TerminalKey] = []

    /// How long a lone Escape waits for the rest of a sequence before it counts as a key alone.
    private static let escapeWaitMilliseconds: Int32 = 100

    /// Whether a person types at standard input and sees standard output: both are terminals,
    /// and the terminal understands cursor movement (not `TERM=dumb`, Emacs' shell buffer).
    static var isAvailable: Bool {
        guard isatty(0) == 1 && isatty(1) == 1 else { return false }
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        return term != "dumb" && term != "emacs"
    }

    /// Creates a reader.
    ///
    /// - Parameter completions: the words Tab may complete after some complete words, given
    ///   what is typed of the word.
    init(completions: @escaping LineEditor.Completions) {
        editor = LineEditor(completions: completions)
    }

    /// Reads one line with the editing keys, the terminal in raw mode meanwhile.
    ///
    /// - Parameter prompt: what stands before the line.
    /// - Returns: the line, or nil at the end of the input (Control-D on an empty line, the
    ///   terminal closed).
    /// - Throws: ``CommandError`` with ``ExitCode/ioError`` when the line cannot be drawn; the
    ///   terminal has its settings back by then.
    mutating func readLine(prompt: String) throws(CommandError) -> String? {
        guard RawTerminal.enable(input) else {
            // Not a terminal after all: read the plain way.
            try writeStandardOutput(prompt)
            return Swift.readLine(strippingNewline: true)
        }
        defer { RawTerminal.restore() }
        try draw(prompt)
        while let key = nextKey() {
            let shown = editor.text
            switch editor.handle(key) {
            case .edited, .unchanged:
                try draw(prompt)
            case .submitted(let line):
                try finish(prompt, shown, then: "\n")
                return line
            case .cancelled:
                try finish(prompt, shown, then: "^C\n")
                try draw(prompt)
            case .endOfInput:
                return nil
            case .candidates(let words):
                try writeStandardOutput("\n" + words.joined(separator: "  ") + "\n")
                try draw(prompt)
            case .clearScreen:
                // Cursor to the top left, then erase the screen.
                try writeStandardOutput("\u{1B}[H\u{1B}[2J")
                try draw(prompt)
            }
        }
        return nil
    }

    private func draw(_ prompt: String) throws(CommandError) {
        try writeStandardOutput(editor.rendering(prompt: prompt, columns: columns))
    }

    /// Draws a line that is done with the cursor at its end, then what follows it.
    private func finish(_ prompt: String, _ text: [Character], then tail: String) throws(CommandError) {
        let drawn = LineEditor.rendering(prompt: prompt, text: text, cursor: text.count, columns: columns)
        try writeStandardOutput(drawn + tail)
    }

    /// The terminal's width, 80 when it does not say.
    private var columns: Int { Self.width(of: output) ?? 80 }

    /// The width in columns of the terminal a file descriptor writes to; `nil` when it is not
    /// a terminal or does not say.
    static func width(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The next key, or nil when the input ends or fails.
    private mutating func nextKey() -> TerminalKey? {
        var buffer = [UInt8](repeating: 0, count: 256)
        while queued.isEmpty {
            if decoder.isWaiting && !inputArrives(within: Self.escapeWaitMilliseconds) {
                queued += decoder.dropUnfinished()
                continue
            }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            queued += decoder.decode(buffer[..<count])
        }
        return queued.removeFirst()
    }

    /// Whether input arrives within a time.
    private func inputArrives(within milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }
}
