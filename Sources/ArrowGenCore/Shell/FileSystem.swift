#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The little file access the generator's shells need (read a template, write a Swift file only
/// when its content changes), on POSIX calls so the tools do not link Foundation.
///
/// The pipeline (``Generator``) never calls it: it lives here only so `arrowgen generate` and the
/// build plugin's `arrowgen-build` share one implementation.
public enum FileSystem {
    /// Why a file could not be read or written.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file.
        public var path: String
        /// What went wrong (the system's message).
        public var reason: String

        /// Creates a failure.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        public var description: String { "'\(path)': \(reason)" }
    }

    /// Bytes as text, or `nil` when they are not valid UTF-8.
    ///
    /// What `String(validating:as:)` does, with the standard library's UTF-8 decoder, which every
    /// supported platform has (that initialiser needs macOS 15 / iOS 18).
    public static func utf8Text(_ bytes: [UInt8]) -> String? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return String(decoding: bytes, as: UTF8.self)
            case .error: return nil
            }
        }
    }

    /// The contents of a file.
    ///
    /// - Throws: ``Failure`` when it cannot be opened or read.
    public static func read(_ path: String) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw failure(path) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { SystemCalls.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
        }
    }

    /// Writes a file unless it already holds exactly these bytes, so an unchanged output keeps
    /// its modification time and nothing downstream rebuilds.
    ///
    /// The new contents go to a temporary file next to the target, renamed over it: a reader
    /// never sees half a file.
    ///
    /// - Returns: whether the file was written.
    /// - Throws: ``Failure`` when it cannot be written.
    @discardableResult
    public static func writeIfChanged(_ bytes: [UInt8], to path: String) throws(Failure) -> Bool {
        if let old = try? read(path), old == bytes { return false }
        let temporary = "\(path).arrowgen-\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw failure(path) }
        guard SystemCalls.writeAll(bytes, to: fd) else {
            let problem = failure(path)
            close(fd)
            unlink(temporary)
            throw problem
        }
        guard close(fd) == 0, rename(temporary, path) == 0 else {
            let problem = failure(path)
            unlink(temporary)
            throw problem
        }
        return true
    }

    /// Creates a directory and its missing parents (`mkdir -p`).
    ///
    /// - Throws: ``Failure`` when a component cannot be created or is not a directory.
    public static func createDirectory(_ path: String) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { throw failure(prefix) }
            var info = stat()
            guard stat(prefix, &info) == 0 else { throw failure(prefix) }
            guard info.st_mode & S_IFMT == S_IFDIR else { throw Failure(path: prefix, reason: "not a directory") }
            prefix += "/"
        }
    }

    /// The names of the entries of a directory (not `.` and `..`), sorted.
    ///
    /// - Throws: ``Failure`` when it cannot be read.
    public static func fileNames(in directory: String) throws(Failure) -> [String] {
        guard let handle = opendir(directory) else { throw failure(directory) }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: $0.pointee)) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    private static func failure(_ path: String) -> Failure {
        Failure(path: path, reason: String(cString: strerror(errno)))
    }
}
