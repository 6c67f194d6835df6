#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `read` and `write`, named apart from the
/// methods of the same name in this module.
enum SystemCalls {
    /// Writes every byte to a file descriptor, retrying interrupted and partial writes.
    ///
    /// write(2) rather than stdio: the C globals `stdout` and `stderr` are not concurrency-safe
    /// in Swift 6, and stdio would buffer a pipe (and report a failed write only at exit, if at
    /// all).
    /// - Returns: 0 when every byte was written, else the error number (`ENOSPC` for a full
    ///   disk or `/dev/full`; `EIO` when the system wrote nothing without saying why).
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return EIO }
            offset += n
        }
        return 0
    }

    /// The system's message for an error number (`No space left on device`).
    static func message(for error: Int32) -> String {
        String(cString: strerror(error))
    }

    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #elseif canImport(Musl)
        Musl.read(fd, buffer, count)
        #else
        Darwin.read(fd, buffer, count)
        #endif
    }

    static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
        #elseif canImport(Musl)
        Musl.write(fd, buffer, count)
        #else
        Darwin.write(fd, buffer, count)
        #endif
    }
}
