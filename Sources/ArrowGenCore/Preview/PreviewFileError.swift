/// Why a file could not be read or written, in words for the user (`cannot read 'x.arrow': No
/// such file or directory`).
package struct PreviewFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    package var message: String
    /// The error at its place in the file, for a file read whose text is wrong (not UTF-8):
    /// printed as a template's errors are.
    package var diagnostic: Diagnostic?

    /// Creates an error with a message.
    package init(_ message: String) { self.message = message }

    /// Creates an error at a place in a file; its message is the diagnostic's, located.
    package init(_ diagnostic: Diagnostic) {
        message = "\(diagnostic.file):\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.message)"
        self.diagnostic = diagnostic
    }

    /// The message.
    package var description: String { message }
}
