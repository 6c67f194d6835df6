/// Standard error, where the shells print diagnostics.
public enum StandardError {
    /// Writes text, adding a final newline if missing.
    ///
    /// Uses write(2) rather than `fputs(stderr)`: the C global is not concurrency-safe in Swift 6.
    public static func write(_ text: String) {
        SystemCalls.writeAll(2, text.hasSuffix("\n") ? text : text + "\n")
    }
}
