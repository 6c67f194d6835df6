#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system for previews (`load FILE`, `svg FILE`, opening a TEMPLATE argument): the
/// generator shell's POSIX file access (``FileSystem``), so every command reads and writes files
/// the same way.
///
/// A path typed in the REPL is not seen by a shell, so a leading `~` (`~/arrows/x.arrow`) is
/// expanded here to the home folder, as a shell would.
package struct LocalFileSystem: PreviewFileSystem {
    /// The home folder `~` stands for (`$HOME`); `nil` leaves `~` as it is.
    package var home: String?

    /// Creates the file system, `~` standing for `$HOME`.
    package init() {
        home = getenv("HOME").map { String(cString: $0) }
    }

    /// Creates the file system with a home folder of one's choosing.
    package init(home: String?) { self.home = home }

    /// The text of a file, read as the generator reads templates (UTF-8 only,
    /// ``GeneratorShell/read(_:)``).
    package func readText(atPath path: String) throws(PreviewFileError) -> String {
        do {
            return try GeneratorShell.read(expanded(path))
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
            try FileSystem.writeIfChanged(Array(text.utf8), to: expanded(path))
        } catch {
            throw PreviewFileError(error.description)
        }
    }

    /// The entries of the typed folder that begin with the rest of what is typed, as typed (a
    /// `~` stays), a folder's with a `/` after it; hidden ones only when the rest begins with `.`.
    package func paths(completing typed: String) -> [String] {
        let folder = typed.lastIndex(of: "/").map { String(typed[...$0]) } ?? ""
        let rest = typed.dropFirst(folder.count)
        guard let directory = opendir(folder.isEmpty ? "." : expanded(folder)) else { return [] }
        defer { closedir(directory) }
        var found: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != "..", name.hasPrefix(rest), !name.hasPrefix(".") || rest.hasPrefix(".") else { continue }
            var info = stat()
            let isFolder = stat(expanded(folder + name), &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            found.append(folder + name + (isFolder ? "/" : ""))
        }
        return found.sorted()
    }

    /// The path with a leading `~` (alone or before a `/`) replaced by the home folder.
    package func expanded(_ path: String) -> String {
        guard let home, path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }
}
