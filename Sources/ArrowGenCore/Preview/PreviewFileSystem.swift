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

/// Files held in memory: for tests, and for a session that must not touch the disk.
package struct InMemoryFileSystem: PreviewFileSystem, Hashable {
    /// Every file by path.
    package var files: [String: String]

    /// Creates a file system holding some files.
    package init(files: [String: String] = [:]) { self.files = files }

    /// The text of a file, or an error naming the missing path.
    package func readText(atPath path: String) throws(PreviewFileError) -> String {
        guard let text = files[path] else { throw PreviewFileError("cannot read '\(path)': No such file or directory") }
        return text
    }

    /// Stores the text under the path.
    package mutating func writeText(_ text: String, toPath path: String) throws(PreviewFileError) {
        files[path] = text
    }

    /// The files and folders (the parts of the paths up to a `/`) that begin with what is typed.
    package func paths(completing typed: String) -> [String] {
        let found = files.keys.filter { $0.hasPrefix(typed) }.map { path -> String in
            let rest = path.dropFirst(typed.count)
            guard let slash = rest.firstIndex(of: "/") else { return path }
            return typed + rest[...slash]
        }
        return Set(found).sorted()
    }
}
