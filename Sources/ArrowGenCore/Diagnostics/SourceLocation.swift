/// A place in a text file: 1-based line and column (columns count Unicode scalars), plus the
/// 0-based UTF-8 offset.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int
    /// The 0-based byte offset in the UTF-8 text.
    public var offset: Int

    /// Creates a location.
    package init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The start of a file.
    public static let start = SourceLocation(line: 1, column: 1, offset: 0)

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { a.offset < b.offset }
}
