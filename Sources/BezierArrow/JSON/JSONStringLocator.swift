/// Finds where a character of a decoded JSON string sits in the JSON text, so an error inside a
/// string value (a bad command in path data) points at the character in the file, escapes and
/// multi-byte characters included.
package struct JSONStringLocator {
    private let bytes: [UInt8]

    /// Creates a locator over a JSON document's UTF-8 text.
    package init(text: String) { bytes = Array(text.utf8) }

    /// Creates a locator over a JSON document's UTF-8 bytes.
    package init(bytes: [UInt8]) { self.bytes = bytes }

    /// The location in the file of the character at a Unicode scalar offset of a string value's
    /// decoded contents (the offset `SVGPathError` gives).
    ///
    /// JSON strings cannot hold a raw line break, so the line is the string's own; the column
    /// advances by one per Unicode scalar of the raw text, as ``TextLocation`` counts, and an
    /// escape (`\n`, `\u00e9`, a surrogate pair), one decoded scalar, by its raw length.
    ///
    /// - Parameters:
    ///   - scalarOffset: an offset into the decoded string in Unicode scalars (0 is its first
    ///     character; the decoded length is the position of the closing quote).
    ///   - string: the string value's location, that of its opening quote.
    /// - Returns: the location of that character, clamped to the closing quote.
    package func position(ofScalarOffset scalarOffset: Int, inStringAt string: TextLocation) -> TextLocation {
        var i = string.offset + 1
        var column = string.column + 1
        var decoded = 0
        while decoded < scalarOffset, i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
            if bytes[i] == UInt8(ascii: "\\") {
                let raw = escapeLength(at: i)
                i += raw
                column += raw  // escapes are ASCII: one column per byte
            } else {
                i += Self.sequenceLength(lead: bytes[i])
                column += 1
            }
            decoded += 1
        }
        return TextLocation(line: string.line, column: column, offset: min(i, bytes.count))
    }

    /// The raw length of the escape at `i`, which decodes to one scalar.
    private func escapeLength(at i: Int) -> Int {
        guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u") else { return 2 }
        guard let code = hex4(at: i + 2) else { return 2 }
        return (0xD800..<0xDC00).contains(code) ? 12 : 6  // a surrogate pair is one scalar
    }

    private func hex4(at i: Int) -> UInt32? {
        guard i + 4 <= bytes.count else { return nil }
        var v: UInt32 = 0
        for b in bytes[i..<i + 4] {
            guard let d = Character(Unicode.Scalar(b)).hexDigitValue else { return nil }
            v = v * 16 + UInt32(d)
        }
        return v
    }

    /// The number of bytes of the UTF-8 sequence starting with `lead`.
    private static func sequenceLength(lead: UInt8) -> Int {
        lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
