/// The real file system for previews (`load FILE`, `svg FILE`, opening a TEMPLATE argument): the
/// generator shell's POSIX file access (``FileSystem``), so every command reads and writes files
/// the same way.
package struct LocalFileSystem: PreviewFileSystem {
    /// Creates the file system.
    package init() {}

    /// The text of a file, read as the generator reads templates (UTF-8 only,
    /// ``GeneratorShell/read(_:)``).
    package func readText(atPath path: String) throws(PreviewFileError) -> String {
        do {
            return try GeneratorShell.read(path)
        } catch {
            switch error {
            case .unreadable(let message): throw PreviewFileError(message)
            case .notText(let diagnostic): throw PreviewFileError(diagnostic)
            }
        }
    }

    /// Writes a file whole, unless it already holds the text (``FileSystem/writeIfChanged(_:to:)``).
    package func writeText(_ text: String, toPath path: String) throws(PreviewFileError) {
        do {
            try FileSystem.writeIfChanged(Array(text.utf8), to: path)
        } catch {
            throw PreviewFileError(error.description)
        }
    }
}
