import BezierArrow

/// Why a request line cannot be used: the column of a JSON syntax error, or the key at fault.
package struct StrokeRequestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. `key "cap": expected "butt", "round" or "square", found "flat"`.
    package var message: String

    /// Creates an error.
    package init(_ message: String) { self.message = message }

    package var description: String { message }
}
