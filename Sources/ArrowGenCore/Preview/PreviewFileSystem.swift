/// The files a preview session reads (`load FILE`) and writes (`svg FILE`).
///
/// A protocol so ``ReplSession`` stays a pure value that tests drive in memory; the `arrowgen`
/// executable passes the real file system.
package protocol PreviewFileSystem: Sendable {
    /// The text of a file.
    ///
    /// - Throws: ``PreviewFileError`` saying why it cannot be read.
    func readText(atPath path: String) throws(PreviewFileError) -> String

    /// Writes text to a file, replacing it.
    ///
    /// - Throws: ``PreviewFileError`` saying why it cannot be written.
    mutating func writeText(_ text: String, toPath path: String) throws(PreviewFileError)

    /// The paths that begin with what is typed, for tab completion: the entries of the typed
    /// folder (the current one when none is typed) whose names begin with the rest, a folder's
    /// with a `/` after it, sorted.
    func paths(completing typed: String) -> [String]
}
