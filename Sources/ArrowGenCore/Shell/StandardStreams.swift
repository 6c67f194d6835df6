/// Standard error, where the shells print diagnostics and command-line errors.
public enum StandardError {
    /// Writes text at once, adding a final newline if missing.
    public static func write(_ text: String) {
        SystemCalls.writeAll(Array((text.hasSuffix("\n") ? text : text + "\n").utf8), to: 2)
    }
}

/// Standard output, unbuffered: streaming commands (JSON Lines) write each answer with one call
/// so a reader on a pipe sees every line as soon as it is ready.
public enum StandardOutput {
    /// Writes text at once, as is.
    public static func write(_ text: String) {
        SystemCalls.writeAll(Array(text.utf8), to: 1)
    }
}
