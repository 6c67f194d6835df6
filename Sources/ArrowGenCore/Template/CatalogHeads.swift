/// What the generator knows of the heads ArrowCatalog ships (`Templates/Heads/`): their names,
/// attachments and line width.
///
/// The generator cannot link ArrowCatalog (the build plugin, which runs the generator, builds
/// it), so this table repeats the facts it needs: which names a template may give without a
/// head template of its own target (generated code then imports ArrowCatalog), and how far each
/// head's attachment lies back from its tip, for the warnings about heads that overlap at rest.
/// `ArrowCatalogTests` compares it with `ArrowCatalog.heads`.
package enum CatalogHeads {
    /// The module that declares the catalog heads.
    package static let moduleName = "ArrowCatalog"

    /// The head BezierArrow itself declares, `ArrowHead.none`: a template may name it anywhere,
    /// without importing ArrowCatalog. Its attachment is 0.
    package static let runtimeHeadName = "none"

    /// Every catalog head but ``runtimeHeadName``, by name, with its attachment: how far back
    /// from its tip the body stops.
    package static let attachments: [(name: String, attachment: Double)] = [
        ("arrow", 0), ("bar", 0), ("circleOutline", 6), ("crowsFootMany", 12), ("crowsFootOne", 0),
        ("crowsFootOneOrMany", 12), ("diamond", 16), ("diamondOutline", 16), ("dot", 6), ("inverted", 14),
        ("pipe", 0), ("square", 6), ("triangle", 14), ("triangleOutline", 14),
    ]

    /// The line width every catalog head is drawn for (what decides how much a head grows on a
    /// thick body, `ArrowHead.scale(forBodyWidth:)`).
    package static let lineWidth = 2.0

    /// Every name a template may give for a head without a head template of its own target:
    /// the catalog's heads and `none`, sorted.
    package static var names: [String] { (attachments.map(\.name) + [runtimeHeadName]).sorted() }

    /// Whether a name is one of ArrowCatalog's heads (not `none`, which BezierArrow declares).
    package static func isCatalogHead(_ name: String) -> Bool { attachments.contains { $0.name == name } }

    /// The attachment of a catalog head or of `none`, or `nil` for any other name.
    package static func attachment(of name: String) -> Double? {
        name == runtimeHeadName ? 0 : attachments.first { $0.name == name }?.attachment
    }
}
