/// Finds templates and heads by name for saved scenes and arrows: a document refers to a template
/// the app already has (a catalog template, a generated type's `template`) by its name, and
/// embeds the others; likewise for the heads of a styled arrow (``Arrow/style``).
///
/// ```swift
/// let lookup = ArrowTemplateLookup(ArrowCatalog.all, heads: ArrowCatalog.heads)  // or .catalog
/// let lookup2 = ArrowTemplateLookup { name in myTemplates[name] }
/// let lookup3 = ArrowTemplateLookup.catalog.adding([LinkArrow.template])  // the catalog and yours
/// ```
///
/// Reading, a name the document does not embed is asked of the lookup. Writing, a template or a
/// head is written by name only when the lookup gives back an equal one (same geometry and
/// options); otherwise the document embeds it, so a saved document always reads back the same
/// arrows. ``ArrowHead/none`` is known by every lookup.
public struct ArrowTemplateLookup: Sendable {
    private let find: @Sendable (String) -> ArrowTemplate?
    private let findHead: @Sendable (String) -> ArrowHead?

    /// A lookup by functions.
    ///
    /// - Parameters:
    ///   - find: the template with a name, or `nil`.
    ///   - head: the head with a name, or `nil`; by default none but ``ArrowHead/none`` is known.
    public init(_ find: @escaping @Sendable (String) -> ArrowTemplate?,
                head: @escaping @Sendable (String) -> ArrowHead? = { _ in nil }) {
        self.find = find
        findHead = head
    }

    /// A lookup among some templates and heads by their names (the first of a name wins).
    ///
    /// - Parameters:
    ///   - templates: the templates, by ``ArrowTemplate/name``.
    ///   - heads: the heads, by ``ArrowHead/name``; none by default.
    public init(_ templates: [ArrowTemplate], heads: [ArrowHead] = []) {
        var byName: [String: ArrowTemplate] = [:]
        for template in templates where byName[template.name] == nil { byName[template.name] = template }
        var headsByName: [String: ArrowHead] = [:]
        for head in heads where headsByName[head.name] == nil { headsByName[head.name] = head }
        let table = byName, headTable = headsByName
        find = { table[$0] }
        findHead = { headTable[$0] }
    }

    /// A lookup that knows no template and no head but ``ArrowHead/none``: documents must embed
    /// every template and head they use.
    public static let none = ArrowTemplateLookup { _ in nil }

    /// This lookup with more templates and heads: those given are found first (the first of a
    /// name wins), then this lookup's, so an app's own templates join the catalog in one lookup.
    ///
    /// ```swift
    /// let lookup = ArrowTemplateLookup.catalog.adding([LinkArrow.template], heads: [.notch])
    /// ```
    ///
    /// - Parameters:
    ///   - templates: the templates to add, by ``ArrowTemplate/name``.
    ///   - heads: the heads to add, by ``ArrowHead/name``; none by default.
    /// - Returns: the combined lookup.
    public func adding(_ templates: [ArrowTemplate], heads: [ArrowHead] = []) -> ArrowTemplateLookup {
        let added = ArrowTemplateLookup(templates, heads: heads), rest = self
        return ArrowTemplateLookup({ added.find($0) ?? rest.find($0) }, head: { added.findHead($0) ?? rest.findHead($0) })
    }

    /// The template with a name.
    ///
    /// - Parameter name: the name a document gives.
    /// - Returns: the template, or `nil` when the lookup does not know it.
    public func template(named name: String) -> ArrowTemplate? { find(name) }

    /// The head with a name: the lookup's own, else ``ArrowHead/none`` for `"none"`.
    ///
    /// - Parameter name: the name a document gives.
    /// - Returns: the head, or `nil` when the lookup does not know it.
    public func head(named name: String) -> ArrowHead? {
        findHead(name) ?? (name == ArrowHead.none.name ? ArrowHead.none : nil)
    }
}

extension CodingUserInfoKey {
    /// Where `Codable` decoding and encoding of scenes and arrows finds an ``ArrowTemplateLookup``:
    /// set `decoder.userInfo[.arrowTemplates] = ArrowTemplateLookup(...)` (a `JSONDecoder`'s,
    /// say) so that template names resolve, and the encoder's so that known templates are written
    /// by name. Without one, decoding knows only embedded templates and encoding embeds them all.
    public static let arrowTemplates = CodingUserInfoKey(rawValue: "BezierArrow.ArrowTemplateLookup")!
}
