import BezierArrow

// Where the runtime's JSON reader found a value, key or mistake, as the generator's diagnostics
// print it.

extension SourceLocation {
    /// The location of a position in JSON text.
    package init(_ position: JSONPosition) {
        self.init(line: position.line, column: position.column, offset: position.offset)
    }
}

extension JSONValue {
    /// Where the value starts.
    package var location: SourceLocation { SourceLocation(position) }
}

extension JSONMember {
    /// Where the key's opening quote is.
    package var keyLocation: SourceLocation { SourceLocation(keyPosition) }
}

extension JSONSyntaxError {
    /// Where the mistake was found.
    package var location: SourceLocation { SourceLocation(position) }
}
