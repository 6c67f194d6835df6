import ArrowGenCore

/// The real file system for `load FILE`, `svg FILE` and `preview -o FILE`: the generator shell's
/// POSIX file access (``FileSystem``), so every command reads and writes files the same way.
struct LocalFileSystem: PreviewFileSystem {
    func readText(atPath path: String) throws(PreviewFileError) -> String {
        let (sources, errors) = GeneratorShell.load([path])
        guard let source = sources.first else {
            let message = errors.first ?? "cannot read '\(path)'"
            throw PreviewFileError(message.hasPrefix("error: ") ? String(message.dropFirst(7)) : message)
        }
        return source.text
    }

    func writeText(_ text: String, toPath path: String) throws(PreviewFileError) {
        do {
            try FileSystem.writeIfChanged(Array(text.utf8), to: path)
        } catch {
            throw PreviewFileError("cannot write \(error)")
        }
    }
}
