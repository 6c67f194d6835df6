import BezierArrow

/// A template opened by ``TemplateLibrary``.
package struct OpenedTemplate: Hashable, Sendable {
    /// The template with the file it came from, as the Swift renderer wants it.
    package var parsed: ParsedTemplate
    /// What the user named: the catalog name or the file path.
    package var source: String
    /// Warnings about the file (unknown keys and the like); the template is usable.
    package var warnings: [Diagnostic]
}
