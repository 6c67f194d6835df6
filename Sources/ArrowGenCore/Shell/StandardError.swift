/// Standard error, where the shells print diagnostics.
public enum StandardError {
    /// Writes text, adding a final newline if missing.
    ///
    /// Uses write(2) rather than `fputs(stderr)`: the C global is not concurrency-safe in Swift 6.
    public static func write(_ text: String) {
        var s = text
        if !s.hasSuffix("\n") { s += "\n" }
        let bytes = Array(s.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { SystemCalls.write(2, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            offset += written
        }
    }
}
