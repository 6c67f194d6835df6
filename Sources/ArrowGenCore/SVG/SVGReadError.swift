import BezierArrow

/// A mistake found while reading an SVG template: the message, where it is, and notes that point
/// at related places (the other element of an ambiguous pair, the element a tag fails to close).
struct SVGReadError: Error {
    /// What is wrong and what to do about it.
    var message: String
    /// Where the mistake is.
    var location: TextLocation
    /// Related places, each printed as a `note:` after the error.
    var notes: [(message: String, location: TextLocation)] = []

    /// The error and its notes as diagnostics of a file.
    func diagnostics(file: String) -> [Diagnostic] {
        [Diagnostic(.error, message, file: file, at: location)]
            + notes.map { Diagnostic(.note, $0.message, file: file, at: $0.location) }
    }
}
