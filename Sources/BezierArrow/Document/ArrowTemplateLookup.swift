/// Finds templates by name for saved scenes and arrows: a document refers to a template the app
/// already has (a catalog template, a generated type's `template`) by its name, and embeds the
/// others.
///
/// ```swift
/// let lookup = ArrowTemplateLookup(ArrowCatalog.all)           // or .catalog with ArrowCatalog
/// let lookup2 = ArrowTemplateLookup { name in myTemplates[name] }
/// ```
///
/// Reading, a name the document does not embed is asked of the lookup. Writing, a template is
/// written by name only when the lookup gives back an equal template (same geometry and options);
/// otherwise the document embeds it, so a saved document always reads back the same arrows.
public struct ArrowTemplateLookup: Sendable {
    private let find: @Sendable (String) -> ArrowTemplate?

    /// A lookup by a function.
    ///
    /// - Parameter find: the template with a name, or `nil`.
    public init(_ find: @escaping @Sendable (String) -> ArrowTemplate?) {
        self.find = find
    }

    /// A lookup among some templates by their ``ArrowTemplate/name`` (the first of a name wins).
    ///
    /// - Parameter templates: the templates.
    public init(_ templates: [ArrowTemplate]) {
        var byName: [String: ArrowTemplate] = [:]
        for template in templates where byName[template.name] == nil { byName[template.name] = template }
        let table = byName
        find = { table[$0] }
    }

    /// A lookup that knows no template: documents must embed every template they use.
    public static let none = ArrowTemplateLookup { _ in nil }

    /// The template with a name.
    ///
    /// - Parameter name: the name a document gives.
    /// - Returns: the template, or `nil` when the lookup does not know it.
    public func template(named name: String) -> ArrowTemplate? { find(name) }
}

extension CodingUserInfoKey {
    /// Where `Codable` decoding and encoding of scenes and arrows finds an ``ArrowTemplateLookup``:
    /// set `decoder.userInfo[.arrowTemplates] = ArrowTemplateLookup(...)` (a `JSONDecoder`'s,
    /// say) so that template names resolve, and the encoder's so that known templates are written
    /// by name. Without one, decoding knows only embedded templates and encoding embeds them all.
    public static let arrowTemplates = CodingUserInfoKey(rawValue: "BezierArrow.ArrowTemplateLookup")!
}
