import BezierArrow

/// Standard error, where the shells print diagnostics and command-line errors.
package enum StandardError {
    /// Writes text at once, adding a final newline if missing, its control characters shown
    /// (``TerminalText/visible(_:)``): a diagnostic quotes what a file holds (an unknown key, a
    /// name), which must not reach a terminal as a command.
    ///
    /// A failure is ignored: standard error is where it would be reported.
    package static func write(_ text: String) {
        let shown = TerminalText.visible(text)
        SystemCalls.writeAll(Array((shown.hasSuffix("\n") ? shown : shown + "\n").utf8), to: 2)
    }
}

/// Standard output, unbuffered: streaming commands (JSON Lines) write each answer with one call
/// so a reader on a pipe sees every line as soon as it is ready, and every write is checked, so
/// output lost to a full disk or `/dev/full` fails the command instead of vanishing.
package enum StandardOutput {
    /// The name failures give it: `cannot write standard output: No space left on device`.
    package static let name = "standard output"

    /// Writes text at once, as is.
    ///
    /// - Throws: ``FileSystem/Failure`` (a ``FileSystem/Failure/Operation/write``) when not every
    ///   byte could be written.
    package static func write(_ text: String) throws(FileSystem.Failure) {
        let error = SystemCalls.writeAll(Array(text.utf8), to: 1)
        guard error == 0 else { throw FileSystem.Failure(.write, path: name, reason: SystemCalls.message(for: error)) }
    }
}

/// Text made safe to show on a terminal.
package enum TerminalText {
    /// The text with every control character but tab and line feed written out as `\u{1B}`:
    /// a label or a name read from a file is echoed by the REPL, and an escape sequence in it
    /// (ESC, CSI) would otherwise reach the terminal as a command (a cleared screen, a changed
    /// title, hidden text), not as text. A message meant to be one line quotes its values with
    /// ``ControlCharacters/escaped(_:keepingLineBreaks:)`` first, line feeds included.
    package static func visible(_ text: String) -> String {
        ControlCharacters.escaped(text, keepingLineBreaks: true)
    }
}
