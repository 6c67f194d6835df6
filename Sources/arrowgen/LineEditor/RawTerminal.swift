#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Switches a terminal between its own settings and the raw mode a line editor reads keys in,
/// and puts the terminal's settings back however the process ends.
///
/// Raw mode: no echo, no line buffering, and Control-C, Control-Z, Control-S and Return arrive
/// as bytes; output processing stays on, so a newline still starts the next line. The settings
/// the terminal had are restored when a line is done, at `exit`, and when SIGINT, SIGTERM,
/// SIGHUP or SIGQUIT ends the process (the handler restores them, then raises the signal again
/// with its default action, so the process ends with the status the signal gives).
enum RawTerminal {
    /// Memory the signal handler reads, allocated once and never freed: the terminal's own
    /// settings, saved while raw mode is on, and the raw terminal's descriptor (-1 when the
    /// terminal has its own settings). Memory of its own rather than Swift variables, since a
    /// handler must not take part in Swift's exclusive-access checks; one process-wide value whose
    /// pointers never change, read and written only on the main thread and in the handler, which
    /// interrupts that thread (hence `@unchecked Sendable`, the same on every standard library).
    private struct SignalSafeState: @unchecked Sendable {
        let saved: UnsafeMutablePointer<termios> = .allocate(capacity: 1)
        let rawDescriptor: UnsafeMutablePointer<Int32> = {
            let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
            p.initialize(to: -1)
            return p
        }()
    }
    private static let state = SignalSafeState()
    private static var saved: UnsafeMutablePointer<termios> { state.saved }
    private static var rawDescriptor: UnsafeMutablePointer<Int32> { state.rawDescriptor }

    /// The signals that end a process and that a terminal must be restored before.
    private static let endingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Installs the signal handlers and the exit handler, once, before raw mode is first on.
    ///
    /// A signal the process was started with ignored (`nohup` ignores SIGHUP) stays ignored.
    static let prepare: Void = {
        _ = state
        atexit { RawTerminal.restore() }
        for number in endingSignals {
            let previous = signal(number, RawTerminal.onSignal)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)
            }
        }
    }()

    /// Puts a terminal in raw mode.
    ///
    /// - Parameter descriptor: the terminal, standard input.
    /// - Returns: whether it is in raw mode (false when its settings cannot be read or set).
    static func enable(_ descriptor: Int32) -> Bool {
        prepare
        guard rawDescriptor.pointee < 0 else { return true }
        guard tcgetattr(descriptor, saved) == 0 else { return false }
        var raw = saved.pointee
        // Bytes as typed: no break-to-interrupt, no CR-to-NL, no parity checks, no eighth bit
        // stripped, no Control-S/Control-Q flow control.
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        // No echo, no line buffering, no Control-V, no signals from Control-C, Control-\, Control-Z.
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        // A read returns as soon as one byte is there, and waits for it.
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        // TCSADRAIN, not TCSAFLUSH: keys typed ahead while a command ran are kept.
        guard tcsetattr(descriptor, TCSADRAIN, &raw) == 0 else { return false }
        rawDescriptor.pointee = descriptor
        return true
    }

    /// Puts the terminal's own settings back, if raw mode is on.
    static func restore() {
        let descriptor = rawDescriptor.pointee
        guard descriptor >= 0 else { return }
        tcsetattr(descriptor, TCSADRAIN, saved)
        rawDescriptor.pointee = -1
    }

    /// Restores the terminal (tcsetattr is async-signal-safe), then lets the signal end the
    /// process as it would have: default action, raised again, delivered when the handler returns.
    private static let onSignal: @convention(c) (Int32) -> Void = { number in
        let descriptor = RawTerminal.rawDescriptor.pointee
        if descriptor >= 0 {
            tcsetattr(descriptor, TCSANOW, RawTerminal.saved)
            RawTerminal.rawDescriptor.pointee = -1
        }
        signal(number, SIG_DFL)
        raise(number)
    }
}
