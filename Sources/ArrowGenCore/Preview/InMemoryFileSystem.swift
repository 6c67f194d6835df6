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
