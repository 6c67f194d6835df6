/// Turns the bytes a terminal in raw mode sends into key presses.
///
/// A value that keeps the bytes of an unfinished key (an escape sequence or a UTF-8 character
/// cut between two reads) until the rest arrives, so it decodes the same keys however the bytes
/// are split. Understands the sequences xterm, the Linux console, rxvt and macOS's Terminal send
/// for the editing keys: `ESC [ A/B/C/D/H/F`, `ESC O A/B/C/D/H/F` (application cursor mode) and
/// `ESC [ n ~` (1 and 7 Home, 4 and 8 End, 3 Delete); modifiers (`ESC [ 1 ; 5 C`) are ignored.
struct KeyDecoder: Sendable {
    /// The bytes of a key begun but not finished.
    private var pending: [UInt8] = []
    /// Whether the last key was a carriage return, so a line feed right after it (a terminal or
    /// a paste sending CR LF) is not a second Enter.
    private var afterCarriageReturn = false

    /// The longest escape sequence kept waiting; anything longer is no key this decoder knows.
    private static let longestSequence = 16

    /// Whether the bytes of an unfinished key wait for more: a lone Escape, or a sequence or
    /// character cut short.
    var isWaiting: Bool { !pending.isEmpty }

    /// Decodes bytes as they were read.
    ///
    /// - Parameter bytes: the next bytes from the terminal.
    /// - Returns: the keys they finish, in order.
    mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
        var keys: [TerminalKey] = []
        for byte in bytes {
            pending.append(byte)
            while let first = pending.first, case .key(let key, let length) = Self.parse(pending) {
                pending.removeFirst(length)
                if key == .enter && first == 0x0A && afterCarriageReturn {
                    afterCarriageReturn = false
                    continue
                }
                afterCarriageReturn = key == .enter && first == 0x0D
                keys.append(key)
            }
        }
        return keys
    }

    /// Gives up on an unfinished key: what a lone Escape, or input that stopped inside a
    /// sequence, comes to once no more bytes follow.
    ///
    /// - Returns: ``TerminalKey/unknown`` when bytes were waiting.
    mutating func dropUnfinished() -> [TerminalKey] {
        defer { pending.removeAll() }
        return pending.isEmpty ? [] : [.unknown]
    }

    // MARK: Parsing

    private enum Parse {
        /// The key the first `length` bytes make (the rest are decoded again).
        case key(TerminalKey, length: Int)
        case needsMore
    }

    private static func parse(_ bytes: [UInt8]) -> Parse {
        let first = bytes[0]
        switch first {
        case 0x1B: return escape(bytes)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x08, 0x7F: return .key(.backspace, length: 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(first + 0x60))), length: 1)
        case 0x20...0x7E: return .key(.character(Character(Unicode.Scalar(first))), length: 1)
        case 0x80...: return utf8(bytes)
        default: return .key(.unknown, length: 1)
        }
    }

    private static func escape(_ bytes: [UInt8]) -> Parse {
        guard bytes.count > 1 else { return .needsMore }
        switch bytes[1] {
        case UInt8(ascii: "["):
            // A control sequence: parameters 0x30-0x3F, intermediates 0x20-0x2F, then one final
            // byte 0x40-0x7E (ECMA-48).
            guard bytes.count > 2 else { return .needsMore }
            let last = bytes[bytes.count - 1]
            switch last {
            case 0x40...0x7E:
                return .key(controlSequence(parameters: bytes[2..<(bytes.count - 1)], final: last), length: bytes.count)
            case 0x20...0x3F where bytes.count < longestSequence:
                return .needsMore
            default:
                // Not a sequence after all: drop what came before this byte, which may begin
                // the next key (another Escape).
                return .key(.unknown, length: bytes.count - 1)
            }
        case UInt8(ascii: "O"):
            guard bytes.count > 2 else { return .needsMore }
            return .key(cursorKey(bytes[2]) ?? .unknown, length: 3)
        case 0x1B:
            // Escape pressed twice: the first is nothing, the second may begin a sequence.
            return .key(.unknown, length: 1)
        default:
            // Alt (Meta) and a key.
            return .key(.unknown, length: 2)
        }
    }

    private static func controlSequence(parameters: ArraySlice<UInt8>, final: UInt8) -> TerminalKey {
        if let key = cursorKey(final) { return key }
        guard final == UInt8(ascii: "~") else { return .unknown }
        // `ESC [ 3 ; 5 ~` is Control-Delete: the first parameter names the key.
        let number = parameters.prefix { $0 != UInt8(ascii: ";") }
        switch String(decoding: number, as: UTF8.self) {
        case "1", "7": return .home
        case "4", "8": return .end
        case "3": return .delete
        default: return .unknown
        }
    }

    private static func cursorKey(_ final: UInt8) -> TerminalKey? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    private static func utf8(_ bytes: [UInt8]) -> Parse {
        let length: Int
        switch bytes[0] {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .key(.unknown, length: 1)
        }
        // A byte that cannot continue the character ends it as malformed and starts afresh.
        if let last = bytes.last, bytes.count > 1, !(0x80...0xBF).contains(last) {
            return .key(.unknown, length: bytes.count - 1)
        }
        guard bytes.count == length else { return .needsMore }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator),
              scalar.properties.generalCategory != .control else {
            return .key(.unknown, length: length)
        }
        return .key(.character(Character(scalar)), length: length)
    }
}
