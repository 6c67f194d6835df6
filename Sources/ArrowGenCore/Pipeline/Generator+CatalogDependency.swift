import BezierArrow

/// The check that a target naming ArrowCatalog's heads can import ArrowCatalog.
extension Generator {
    /// An error at each head an arrow names that only ArrowCatalog has, for a target that does
    /// not depend on ArrowCatalog.
    ///
    /// Generated code for such an arrow says `import ArrowCatalog`, which compiles only when the
    /// target depends on it, or when another target happened to build the module first: a
    /// debug build could pass and the release build fail, inside generated files. The build
    /// plugin knows the target's dependencies and asks this instead, so the error is at the
    /// head's name and names the fix. A head template of the target with the same name is the
    /// target's own head and needs no catalog.
    ///
    /// - Parameters:
    ///   - sources: every template of the target; those that cannot be read are skipped (their
    ///     own generation reports why).
    ///   - target: the target's name, for the message.
    /// - Returns: the errors, in the order of `sources`.
    public static func catalogHeadsWithoutCatalog(_ sources: [TemplateSource], target: String) -> [Diagnostic] {
        var ignored: [Diagnostic] = []
        var targetHeads: Set<String> = []
        var arrows: [ParsedTemplate] = []
        for source in sources {
            if isHead(source) {
                if let head = parseHead(source, diagnostics: &ignored) { targetHeads.insert(head.head.name) }
            } else if let arrow = parse(source, diagnostics: &ignored) {
                arrows.append(arrow)
            }
        }
        var diagnostics: [Diagnostic] = []
        for arrow in arrows {
            for tip in ArrowTip.allCases {
                // `none` is BezierArrow's own (ArrowHead.none), which every target has.
                guard let head = arrow.style?.head(tip), head.name != ArrowHead.none.name,
                      !targetHeads.contains(head.name), CatalogHeads.names.contains(head.name) else { continue }
                diagnostics.append(Diagnostic(
                    .error, "head '\(head.name)' at the \(tip) is ArrowCatalog's, and target '\(target)' does not depend "
                        + "on ArrowCatalog: add .product(name: \"ArrowCatalog\", package: \"BezierArrow\") to the target's "
                        + "dependencies, or a head template named "
                        + "'\(head.name)' to the target",
                    file: arrow.path, at: head.location))
            }
        }
        return diagnostics
    }
}
