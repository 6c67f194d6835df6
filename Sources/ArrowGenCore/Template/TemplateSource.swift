/// A template file's text and the path it was read from: the generator's input.
///
/// The generator core never reads files: shells (the `arrowgen` command, the build plugin's
/// tool, tests) read them and hand the text over, which keeps the pipeline pure and testable.
public struct TemplateSource: Hashable, Sendable {
    /// The path as the user named it; diagnostics print it unchanged.
    public var path: String
    /// The file's contents.
    public var text: String

    /// Creates a source.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The last component of ``path``: what generated code names in its header (never a
    /// directory, so output does not depend on where the public was checked out).
    public var fileName: String { Self.fileName(of: path) }

    /// The last component of a `/`-separated path.
    package static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// The format its file extension names, or `nil` for an unsupported extension.
    package var format: TemplateFormat? { TemplateFormat(path: path) }
}
