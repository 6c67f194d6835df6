import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run of the built `arrowgen` on a pseudo-terminal as a person uses it: standard input,
/// output and error are the terminal, keys go in as the raw bytes a terminal sends, and what
/// the program draws is read back. The test keeps its own descriptor of the terminal open, so
/// the terminal's settings can be read after the program exits.
final class TerminalRun {
    /// The test's side of the pseudo-terminal: what is written here is typed, what the program
    /// writes is read here.
    private let controller: Int32
    /// The program's side, the terminal itself.
    let terminal: Int32
    /// A second terminal taking standard output and error, when the run has one.
    private var outputController: Int32 = -1
    private var outputTerminal: Int32 = -1
    let process = Process()
    /// Every byte the program wrote to its terminal (or to the second one) so far.
    private(set) var received: [UInt8] = []
    /// The terminal's settings before the program started.
    private(set) var settingsBefore = termios()

    /// Starts `arrowgen` on a fresh 80 x 24 terminal.
    ///
    /// - Parameter separateOutput: standard output and error go to a second terminal, which
    ///   ``closeOutput()`` can close under the program.
    init(_ arguments: [String], separateOutput: Bool = false) throws {
        (controller, terminal) = try Self.openTerminal()
        tcgetattr(terminal, &settingsBefore)
        process.executableURL = ArrowgenRunner.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm"
        process.environment = environment
        let input = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
        process.standardInput = input
        if separateOutput {
            (outputController, outputTerminal) = try Self.openTerminal()
            let output = FileHandle(fileDescriptor: outputTerminal, closeOnDealloc: false)
            process.standardOutput = output
            process.standardError = output
        } else {
            process.standardOutput = input
            process.standardError = input
        }
        // The thread a test runs on may block most signals (a dispatch worker does), and the
        // child starts with its spawner's mask: a SIGTERM sent to it would wait forever. A shell
        // starts programs with no signal blocked, so spawn from an empty mask.
        var none = sigset_t(), previous = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
        if separateOutput {
            // Only the program holds the output terminal now, so closing its controller fails
            // the program's writes.
            close(outputTerminal)
            outputTerminal = -1
        }
    }

    deinit {
        if process.isRunning {
            // SIGKILL: a test that failed half-way must not leave a program waiting for keys.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        for descriptor in [controller, terminal, outputController, outputTerminal] where descriptor >= 0 {
            close(descriptor)
        }
    }

    private static func openTerminal() throws -> (controller: Int32, terminal: Int32) {
        var controller: Int32 = -1, terminal: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&controller, &terminal, nil, nil, &size) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        return (controller, terminal)
    }

    /// What the program wrote so far, as text.
    var screen: String { String(decoding: received, as: UTF8.self) }

    /// Types keys: the bytes as a terminal sends them (`"\u{1B}[D"` for Left, `"\r"` for Return).
    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Reads what the program writes until some text has appeared after a position in it.
    ///
    /// - Parameters:
    ///   - text: what to wait for.
    ///   - position: where in ``received`` to start looking (by default, anywhere).
    /// - Returns: whether it appeared within the time.
    @discardableResult
    func waitFor(_ text: String, after position: Int = 0, seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        let wanted = Array(text.utf8)
        while Date() < deadline {
            if Self.contains(received.dropFirst(position), wanted) { return true }
            readAvailable(waitingMilliseconds: 50)
        }
        return Self.contains(received.dropFirst(position), wanted)
    }

    /// Waits for the program to exit, reading what it writes meanwhile.
    ///
    /// - Returns: the exit status (or the signal that ended it) and how it ended, or nil when it
    ///   is still running after the time.
    func waitForExit(seconds: Double = 20) -> (status: Int32, reason: Process.TerminationReason)? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { readAvailable(waitingMilliseconds: 20) }
        guard !process.isRunning else { return nil }
        process.waitUntilExit()
        readAvailable(waitingMilliseconds: 0)
        return (process.terminationStatus, process.terminationReason)
    }

    /// Closes the second terminal's controller: the program's writes to standard output fail.
    func closeOutput() {
        close(outputController)
        outputController = -1
    }

    /// The terminal's settings now.
    var settings: termios {
        var now = termios()
        tcgetattr(terminal, &now)
        return now
    }

    private func readAvailable(waitingMilliseconds: Int32) {
        let source = outputController >= 0 ? outputController : controller
        var descriptor = pollfd(fd: source, events: Int16(POLLIN), revents: 0)
        var wait = waitingMilliseconds
        while poll(&descriptor, 1, wait) > 0 && descriptor.revents & Int16(POLLIN) != 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            received += buffer[..<count]
            wait = 0
        }
    }

    private static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        var start = haystack.startIndex
        while start <= haystack.endIndex - needle.count {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }
}

extension termios {
    /// Whether two sets of terminal settings are the same: modes, control characters, speeds.
    func isSame(as other: termios) -> Bool {
        var a = self, b = other
        let characters = withUnsafeBytes(of: &a.c_cc) { x in withUnsafeBytes(of: &b.c_cc) { y in x.elementsEqual(y) } }
        return c_iflag == other.c_iflag && c_oflag == other.c_oflag && c_cflag == other.c_cflag
            && c_lflag == other.c_lflag && characters
            && cfgetispeed(&a) == cfgetispeed(&b) && cfgetospeed(&a) == cfgetospeed(&b)
    }

    /// Whether the terminal echoes and buffers lines, as it does for a shell.
    var isCooked: Bool {
        c_lflag & tcflag_t(ICANON) != 0 && c_lflag & tcflag_t(ECHO) != 0
    }
}
