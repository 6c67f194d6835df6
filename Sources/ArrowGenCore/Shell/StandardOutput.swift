/// Standard output, unbuffered: what the REPL and previews print.
///
/// Swift's `print` buffers a pipe until exit; writing with write(2) at once lets a prompt
/// without a newline appear before the user types, and keeps standard output and standard error
/// in the order they were written.
public enum StandardOutput {
    /// Writes text exactly as given (no newline added).
    public static func write(_ text: String) {
        SystemCalls.writeAll(1, text)
    }
}
