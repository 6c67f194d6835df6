import BezierArrow

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
package enum FileSystem {
    /// Why a file could not be read or written.
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// What was being done.
        package enum Operation: Hashable, Sendable {
            /// Reading an input.
            case read
            /// Creating (or opening) an output file.
            case create
            /// Writing an output that was open.
            case write
            /// Creating an output directory.
            case createDirectory
        }

        /// What was being done.
        package var operation: Operation
        /// The file, or `standard output`.
        package var path: String
        /// What went wrong (the system's message).
        package var reason: String

        /// Creates a failure.
        package init(_ operation: Operation, path: String, reason: String) {
            self.operation = operation
            self.path = path
            self.reason = reason
        }

        /// `cannot read 'in.arrow': No such file or directory`, `cannot write out.svg: No space
        /// left on device`.
        package var description: String {
            switch operation {
            case .read: "cannot read '\(path)': \(reason)"
            case .create, .write: "cannot write \(path): \(reason)"
            case .createDirectory: "cannot create the directory \(path): \(reason)"
            }
        }

        /// The exit status for it: ``ExitCode/noInput`` for an input,
        /// ``ExitCode/cannotCreate`` for an output that cannot be created,
        /// ``ExitCode/ioError`` for one that could not be written.
        package var exitCode: ExitCode {
            switch operation {
            case .read: .noInput
            case .create, .createDirectory: .cannotCreate
            case .write: .ioError
            }
        }
    }

    /// Bytes as text, or `nil` when they are not valid UTF-8.
    ///
    /// What `String(validating:as:)` does, with the standard library's UTF-8 decoder, which every
    /// supported platform has (that initialiser needs macOS 15 / iOS 18).
    package static func utf8Text(_ bytes: [UInt8]) -> String? {
        firstNonUTF8(bytes) == nil ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Where bytes stop being UTF-8 text: the place of the first byte that cannot start or
    /// continue a character (its line, and its column counted in the characters before it, as
    /// diagnostics count), and that byte; `nil` for valid UTF-8.
    package static func firstNonUTF8(_ bytes: [UInt8]) -> (location: TextLocation, byte: UInt8)? {
        var line = 1, column = 1, offset = 0
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return nil
            case .error:
                return (TextLocation(line: line, column: column, offset: offset), bytes[offset])
            }
        }
    }

    /// The largest file ``read(_:)`` reads: far more than any template, and a bound on the memory
    /// a mistaken input such as `/dev/zero` can take.
    package static let readLimit = 64 << 20

    /// The contents of a file.
    ///
    /// - Throws: ``Failure`` when it cannot be opened or read, or is larger than ``readLimit``.
    package static func read(_ path: String) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw failure(.read, path) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { SystemCalls.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(.read, path)
            }
            if n == 0 { return bytes }
            guard bytes.count + n <= readLimit else {
                throw Failure(.read, path: path, reason: "larger than \(readLimit >> 20) MiB")
            }
            bytes += chunk[0..<n]
        }
    }

    /// Writes a file unless it already holds exactly these bytes, so an unchanged output keeps
    /// its modification time and nothing downstream rebuilds.
    ///
    /// A new or regular file gets its contents whole or not at all: they go to a temporary file
    /// next to it, renamed over it only once every byte is written, so a reader never sees half
    /// a file and a full disk leaves the old file as it was.
    ///
    /// Anything else is written in place, without the temporary file: a device (`/dev/null`,
    /// `/dev/stdout`), a pipe, or a symbolic link (renaming over a link would replace the link,
    /// not the file it points to). Only a regular file is ever read back, and only when its size
    /// matches, so `-o /dev/zero` neither hangs nor fills the memory.
    ///
    /// - Returns: whether the file was written.
    /// - Throws: ``Failure``: ``Failure/Operation/create`` when the file (or its temporary file)
    ///   cannot be created or renamed into place, ``Failure/Operation/write`` when writing fails.
    @discardableResult
    package static func writeIfChanged(_ bytes: [UInt8], to path: String) throws(Failure) -> Bool {
        if holds(bytes, path) { return false }
        var link = stat()
        if lstat(path, &link) == 0 && link.st_mode & S_IFMT != S_IFREG {
            try writeInPlace(bytes, to: path)
        } else {
            try replace(path, with: bytes)
        }
        return true
    }

    /// Whether a regular file holds exactly these bytes (read only when the sizes match).
    private static func holds(_ bytes: [UInt8], _ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == bytes.count else {
            return false
        }
        return (try? read(path)) == bytes
    }

    /// Writes a temporary file beside `path` and renames it over `path`.
    private static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
        let temporary = "\(path).arrowgen-\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw failure(.create, path) }
        let error = SystemCalls.writeAll(bytes, to: fd)
        guard error == 0 else {
            close(fd)
            unlink(temporary)
            throw Failure(.write, path: path, reason: SystemCalls.message(for: error))
        }
        // close(2) reports what a network file system could not store.
        guard close(fd) == 0 else {
            let problem = failure(.write, path)
            unlink(temporary)
            throw problem
        }
        guard rename(temporary, path) == 0 else {
            let problem = failure(.create, path)
            unlink(temporary)
            throw problem
        }
    }

    /// Opens `path` for writing, truncated, and writes the bytes into it.
    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(Failure) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw failure(.create, path) }
        let error = SystemCalls.writeAll(bytes, to: fd)
        guard error == 0 else {
            close(fd)
            throw Failure(.write, path: path, reason: SystemCalls.message(for: error))
        }
        guard close(fd) == 0 else { throw failure(.write, path) }
    }

    /// Creates a directory and its missing parents (`mkdir -p`).
    ///
    /// - Throws: ``Failure`` when a component cannot be created or is not a directory.
    package static func createDirectory(_ path: String) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { throw failure(.createDirectory, prefix) }
            var info = stat()
            guard stat(prefix, &info) == 0 else { throw failure(.createDirectory, prefix) }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw Failure(.createDirectory, path: prefix, reason: "not a directory")
            }
            prefix += "/"
        }
    }

    /// The names of the entries of a directory (not `.` and `..`), sorted.
    ///
    /// - Throws: ``Failure`` when it cannot be read.
    package static func fileNames(in directory: String) throws(Failure) -> [String] {
        guard let handle = opendir(directory) else { throw failure(.read, directory) }
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

    /// A failure with the system's message for `errno`.
    private static func failure(_ operation: Failure.Operation, _ path: String) -> Failure {
        Failure(operation, path: path, reason: SystemCalls.message(for: errno))
    }
}
