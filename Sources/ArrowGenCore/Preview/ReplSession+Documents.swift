import BezierArrow

/// `save FILE` and `open FILE`: the diagram as a scene document, the format apps read with
/// `ArrowSceneDocument`.
extension ReplSession {
    /// Where saved documents find catalog templates and heads by name.
    private var savedTemplates: ArrowTemplateLookup { ArrowTemplateLookup(library.catalog, heads: library.heads) }

    /// Writes the diagram (arrows by name, shapes, bindings) as a scene document; a session of
    /// one arrow, as a one-arrow document.
    mutating func save(to path: String) throws(ReplError) -> ReplReply {
        let text: String
        do {
            text = try diagram.documentText(templates: savedTemplates)
        } catch {
            throw ReplError("error: cannot save the \(diagram.isSingleArrow ? "arrow" : "diagram"): \(error)")
        }
        do {
            try fileSystem.writeText(text, toPath: path)
        } catch {
            throw ReplError("error: \(error.message)")
        }
        return ReplReply(output: "saved \(path)")
    }

    /// Opens a scene document in place of the diagram, the arrow `main` (else the first)
    /// selected; keeps the session as it was when the document has any mistake.
    mutating func open(_ path: String) throws(ReplError) -> ReplReply {
        guard TemplateFormat(path: path) == nil else {
            throw ReplError("error: '\(path)' is a template: 'load \(path)' opens it ('open' reads a diagram saved with 'save')")
        }
        let text: String
        do {
            text = try fileSystem.readText(atPath: path)
        } catch {
            throw ReplError("error: \(error.message)")
        }
        let kept = diagram.isSingleArrow ? "\(preview.template.name) stays loaded" : "the diagram stays as it was"
        let scene: ArrowScene<String>
        do {
            let document = try ArrowSceneDocument<SavedItemID>(jsonText: text, templates: savedTemplates)
            scene = try ReplDiagram.namedScene(document.scene)
        } catch {
            throw ReplError("error: \(path): \(error); \(kept)")
        }
        guard let opened = ReplDiagram(scene: scene, source: path), let arrow = opened.arrow(opened.selected) else {
            throw ReplError("error: \(path) holds no arrow; 'open' reads a diagram of one arrow or more, as 'save' writes it; \(kept)")
        }
        diagram = opened
        preview = ArrowPreview(arrow: arrow, source: path)
        loaded = ReplDiagram.loaded(arrow, from: path)
        settle()
        guard !diagram.isSingleArrow else { return ReplReply(output: "opened " + preview.statusLine) }
        let bound = diagram.arrowNames.reduce(0) { count, name in
            count + ArrowTip.allCases.filter { diagram.scene.binding($0, of: name) != nil }.count
        }
        let counts = [(diagram.arrowNames.count, "arrow"), (diagram.shapeNames.count, "shape"), (bound, "bound tip")]
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return ReplReply(output: "opened \(path): \(counts.joined(separator: ", ")); arrow \(diagram.selected) selected: \(preview.statusLine)")
    }
}
