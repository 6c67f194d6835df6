import BezierArrow

/// Why ``TemplateLibrary/open(_:fileSystem:)`` found no usable template.
package enum TemplateOpenError: Error, Hashable, Sendable {
    /// Neither a catalog name nor a readable template file; the message says which.
    case notFound(String)
    /// The file was read but has errors, each printable as `file:line:column: error: ...`.
    case invalid([Diagnostic])

    /// The exit status of a command that cannot open its template: ``ExitCode/noInput`` when
    /// there is none, ``ExitCode/dataError`` when it has errors.
    package var exitCode: ExitCode {
        switch self {
        case .notFound: .noInput
        case .invalid: .dataError
        }
    }
}
