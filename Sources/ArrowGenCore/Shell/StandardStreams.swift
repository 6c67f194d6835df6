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
