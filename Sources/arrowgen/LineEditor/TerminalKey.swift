/// A key press as the line editor understands it, decoded from a terminal's bytes by
/// ``KeyDecoder``.
enum TerminalKey: Hashable, Sendable {
    /// Text to insert: one printable character, however many UTF-8 bytes it took.
    case character(Character)
    /// Return (carriage return) or Control-J (line feed).
    case enter
    case tab
    /// Backspace (DEL, 0x7F) or Control-H.
    case backspace
    /// The Delete key (`ESC [ 3 ~`).
    case delete
    case left, right, up, down
    /// Home (`ESC [ H`, `ESC [ 1 ~`, `ESC [ 7 ~`, `ESC O H`).
    case home
    /// End (`ESC [ F`, `ESC [ 4 ~`, `ESC [ 8 ~`, `ESC O F`).
    case end
    /// Control and a letter (Control-A is `.control("a")`), for the keys with no key of their own.
    case control(Character)
    /// An escape sequence, control byte or malformed UTF-8 the editor has no use for.
    case unknown
}
