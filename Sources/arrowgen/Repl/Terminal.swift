#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArrowGenCore

/// Standard input and output for the REPL and previews, written with `write(2)` so a prompt
/// without a newline appears at once and stdout and stderr interleave in the order written
/// (Swift's `print` buffers a pipe until exit).
enum Terminal {
    /// Whether standard input is a terminal: only then does the REPL show a prompt and a banner.
    static var isInteractive: Bool { isatty(0) == 1 }

    /// Writes text to standard output, unbuffered.
    static func output(_ text: String) {
        write(all: text, to: 1)
    }

    /// Writes text to standard error, unbuffered.
    static func error(_ text: String) {
        write(all: text, to: 2)
    }

    private static func write(all text: String, to fd: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(fd, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(fd, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { break }
            offset += written
        }
    }
}

/// The real file system for `load FILE` and `svg FILE`, through the C library (no Foundation).
struct LocalFileSystem: PreviewFileSystem {
    func readText(atPath path: String) throws(PreviewFileError) -> String {
        guard let file = fopen(path, "rb") else {
            throw PreviewFileError("cannot open '\(path)': \(Self.reason(errno))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
            if n < buffer.count {
                if ferror(file) != 0 { throw PreviewFileError("cannot read '\(path)': \(Self.reason(errno))") }
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func writeText(_ text: String, toPath path: String) throws(PreviewFileError) {
        guard let file = fopen(path, "wb") else {
            throw PreviewFileError("cannot write '\(path)': \(Self.reason(errno))")
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            throw PreviewFileError("cannot write '\(path)': \(Self.reason(errno))")
        }
    }

    private static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}
