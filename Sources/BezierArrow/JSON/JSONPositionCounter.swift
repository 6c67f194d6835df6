/// Turns byte offsets of a JSON text into lines and columns, counting on from the previous
/// offset asked for: offsets come in increasing order (the order of the text's values), so each
/// continues the count instead of counting the line again (which made long lines quadratic).
struct JSONPositionCounter {
    private let bytes: [UInt8]
    /// The offset counted up to, and the line and column there.
    private var index: Int
    private var line = 1, column = 1
    /// Where counting starts: after a byte order mark, which is no column.
    private let start: Int

    init(bytes: [UInt8]) {
        self.bytes = bytes
        start = bytes.starts(with: JSONReader.byteOrderMark) ? JSONReader.byteOrderMark.count : 0
        index = start
    }

    /// The line and column of a byte offset. A line ends at a line feed, the only line break
    /// JSON allows outside strings (strings cannot hold one raw).
    mutating func position(at offset: Int) -> TextLocation {
        if offset < index {
            index = start
            line = 1
            column = 1
        }
        while index < offset && index < bytes.count {
            let b = bytes[index]
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1  // a scalar's first byte; continuation bytes are no column
            }
            index += 1
        }
        return TextLocation(line: line, column: column, offset: offset)
    }
}
