import BezierArrow

/// A head template read without errors: the validated runtime head plus where it came from, for
/// the renderer's header and for diagnostics that span templates (two with the same name).
public struct ParsedHead: Hashable, Sendable {
    /// The validated head, in head coordinates (tip at the origin, pointing along +x).
    public var head: ArrowHead
    /// The path of the file it was read from, as the user named it.
    public var path: String
    /// Where the name was given: the `"name"` value (or `data-name`), or the start of the file
    /// when the name was derived from the file name.
    package var nameLocation: TextLocation
    /// Whether the name was derived from the file name.
    public var isNameDerived: Bool

    /// Creates a parsed head.
    package init(head: ArrowHead, path: String, nameLocation: TextLocation, isNameDerived: Bool) {
        self.head = head
        self.path = path
        self.nameLocation = nameLocation
        self.isNameDerived = isNameDerived
    }

    /// The last component of ``path``.
    public var fileName: String { TemplateSource.fileName(of: path) }
}
