import Testing
@testable import arrowgen

@Suite struct KeyDecoderTests {
    static func decode(_ bytes: [UInt8]) -> [TerminalKey] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes)
    }

    static func decode(_ text: String) -> [TerminalKey] { decode(Array(text.utf8)) }

    /// The sequences xterm, the Linux console, rxvt and macOS's Terminal send for editing keys.
    static let sequences: [(String, TerminalKey)] = [
        ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[3~", .delete),
        ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
        ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}OA", .up), ("\u{1B}OD", .left),
        // Modifiers are ignored: Control-Right is Right, Control-Delete is Delete.
        ("\u{1B}[1;5C", .right), ("\u{1B}[3;5~", .delete),
        // Keys the editor has no use for (Insert, Page Up, F1) are one unknown key each.
        ("\u{1B}[2~", .unknown), ("\u{1B}[5~", .unknown), ("\u{1B}OP", .unknown),
        ("\r", .enter), ("\n", .enter), ("\t", .tab), ("\u{7F}", .backspace), ("\u{08}", .backspace),
        ("\u{01}", .control("a")), ("\u{03}", .control("c")), ("\u{04}", .control("d")),
        ("\u{05}", .control("e")), ("\u{0B}", .control("k")), ("\u{15}", .control("u")),
        ("\u{17}", .control("w")),
        ("a", .character("a")), (" ", .character(" ")), ("~", .character("~")),
        ("é", .character("é")), ("€", .character("€")), ("😀", .character("😀")),
    ]

    @Test(arguments: sequences)
    func aSequenceIsOneKey(bytes: String, key: TerminalKey) {
        #expect(Self.decode(bytes) == [key])
    }

    /// Reads split a sequence or a character anywhere: the keys are the same.
    @Test func keysCutBetweenReadsDecodeTheSame() {
        let bytes = Array("a\u{1B}[3~é\u{1B}OH😀\u{1B}[1;5D\r".utf8)
        let whole = Self.decode(bytes)
        #expect(whole == [.character("a"), .delete, .character("é"), .home, .character("😀"), .left, .enter])
        for cut in 1..<bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
            #expect(keys == whole, "cut at \(cut)")
        }
        var oneByOne = KeyDecoder()
        #expect(bytes.flatMap { oneByOne.decode([$0]) } == whole)
    }

    @Test func carriageReturnAndLineFeedAreOneEnter() {
        #expect(Self.decode("ab\r\ncd\r\r\n") == [.character("a"), .character("b"), .enter,
                                                   .character("c"), .character("d"), .enter, .enter])
        var decoder = KeyDecoder()
        #expect(decoder.decode("x\r".utf8) == [.character("x"), .enter])
        #expect(decoder.decode("\n".utf8) == [], "the line feed of a CR LF split between reads")
        #expect(decoder.decode("\n".utf8) == [.enter])
    }

    @Test func aLoneEscapeWaitsThenCountsForNothing() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.dropUnfinished() == [.unknown])
        #expect(!decoder.isWaiting)
        #expect(decoder.decode("a".utf8) == [.character("a")])
        #expect(decoder.dropUnfinished() == [])
        // Escape twice, then a sequence: the first is nothing, the sequence still counts.
        #expect(Self.decode("\u{1B}\u{1B}[A") == [.unknown, .up])
        // An Escape inside a sequence starts a new one.
        #expect(Self.decode("\u{1B}[\u{1B}[B") == [.unknown, .down])
        // Alt and a key.
        #expect(Self.decode("\u{1B}bx") == [.unknown, .character("x")])
    }

    @Test func malformedUTF8IsUnknownAndTheNextKeyStillCounts() {
        #expect(Self.decode([0xC3, 0x61]) == [.unknown, .character("a")])
        #expect(Self.decode([0xFF, 0x62]) == [.unknown, .character("b")])
        #expect(Self.decode([0x80]) == [.unknown])
        #expect(Self.decode([0xE2, 0x82, 0x0D]) == [.unknown, .enter])
        // A surrogate encoded in UTF-8 is no character.
        #expect(Self.decode([0xED, 0xA0, 0x80]) == [.unknown])
        // C1 control characters (NEL) are not text.
        #expect(Self.decode([0xC2, 0x85]) == [.unknown])
    }
}
