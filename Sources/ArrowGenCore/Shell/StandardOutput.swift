import BezierArrow

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
