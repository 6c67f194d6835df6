/// A mistake in SVG path data: where it is and what was expected there.
///
/// Thrown by ``BezierPath/init(svgPathData:)``. SVG user agents render a path up to its first
/// error (SVG 1.1, section 8.3.9 and appendix F.2); we throw instead, because path data in a
/// template is written by a person who wants to hear about the mistake, not see half an arrow.
///
/// Positions count **Unicode scalars** from the start of the text, so they do not depend on how
/// the text is encoded (a UTF-8 byte offset would shift after every accented letter) nor on how
/// scalars combine into characters. For the ASCII text path data normally is, scalars,
/// characters and bytes coincide.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 0-based position of the offending character, in Unicode scalars from the start.
    ///
    /// At the end of the text this is the text's scalar count (one past the last scalar).
    public let offset: Int

    /// What was found and what was expected, e.g. `expected a number after 'L', found 'x'`.
    public let message: String

    /// Creates an error at a scalar offset.
    ///
    /// - Parameters:
    ///   - offset: The 0-based Unicode scalar offset of the offending character.
    ///   - message: What was found and what was expected there.
    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// The 1-based column of the offending character (``offset`` + 1), as editors count.
    public var column: Int { offset + 1 }

    /// The error as one line: `column 12: expected a number after 'L', found 'x'`.
    public var description: String { "column \(column): \(message)" }
}
