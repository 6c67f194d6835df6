import BezierArrow

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
