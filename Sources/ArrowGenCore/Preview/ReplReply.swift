import BezierArrow

/// What one REPL command printed.
package struct ReplReply: Hashable, Sendable {
    /// Text for standard output; empty, or lines each ending in a newline.
    package var output: String
    /// Text for standard error (a one-line `error: ...`, or a template's diagnostics); empty, or
    /// lines each ending in a newline.
    package var errors: String
    /// Whether the session ends (`quit`).
    package var isQuit: Bool
    /// Whether the command failed (a script stops there, or exits non-zero at its end); a
    /// command that only warned did not.
    package var isFailure: Bool

    /// Creates a reply.
    package init(output: String = "", errors: String = "", isQuit: Bool = false, isFailure: Bool = false) {
        self.output = Self.terminated(output)
        self.errors = Self.terminated(errors)
        self.isQuit = isQuit
        self.isFailure = isFailure
    }

    private static func terminated(_ text: String) -> String {
        text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
    }
}
