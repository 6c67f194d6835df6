/// A place in a source text: 1-based line and column (columns count Unicode scalars, as editors
/// do) and the 0-based UTF-8 offset; where the JSON reader found a value, key or mistake, and
/// what `file:line:column` diagnostics print.
package struct TextLocation: Hashable, Sendable, Comparable {
    /// The 1-based line, or 0 for a value that was not read from text.
    package var line: Int
    /// The 1-based column, in Unicode scalars, or 0 for a value that was not read from text.
    package var column: Int
    /// The 0-based byte offset in the UTF-8 text.
    package var offset: Int

    /// Creates a location.
    package init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The start of a text.
    package static let start = TextLocation(line: 1, column: 1, offset: 0)

    /// The location of values made in code, or read from a document by entry, which no
    /// diagnostic points at.
    package static let none = TextLocation(line: 0, column: 0, offset: 0)

    /// Earlier in the text first.
    package static func < (a: TextLocation, b: TextLocation) -> Bool { a.offset < b.offset }
}
