/// A place in JSON text: 1-based line and column (columns count Unicode scalars, as editors do),
/// and the 0-based UTF-8 offset; what the generator's `file:line:column` diagnostics print.
package struct JSONPosition: Hashable, Sendable {
    /// The 1-based line, or 0 for a value that was not read from text.
    package var line: Int
    /// The 1-based column, in Unicode scalars, or 0 for a value that was not read from text.
    package var column: Int
    /// The 0-based byte offset in the UTF-8 text.
    package var offset: Int

    /// Creates a position.
    package init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The position of values made in code, or read from a document by entry, which no
    /// diagnostic points at.
    package static let none = JSONPosition(line: 0, column: 0, offset: 0)
}
