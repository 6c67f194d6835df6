import BezierArrow

/// The diagram as a scene document: what `save` writes and `open` reads.
extension ReplDiagram {
    /// The diagram as a scene document's text: arrows with their names as ids, shapes, bindings.
    ///
    /// A lone arrow named ``firstArrowName`` with no shapes (a session that never made a diagram)
    /// is written with the id 1, byte for byte the one-arrow document `save` has always written.
    ///
    /// - Parameter templates: the templates written by name.
    /// - Throws: what the document writer throws for a value it cannot read back.
    func documentText(templates: ArrowTemplateLookup) throws(ArrowSceneDocumentError) -> String {
        if isSingleArrow, selected == Self.firstArrowName, let item = scene[selected] {
            var lone = ArrowScene<Int>()
            lone.append(item, id: 1)
            return try ArrowSceneDocument(scene: lone, templates: templates).jsonText()
        }
        return try ArrowSceneDocument(scene: scene, templates: templates).jsonText()
    }

    /// A read document's scene with its ids turned into names, or an error located as the
    /// document's own are (`arrows[2].id: ...`).
    ///
    /// A string id that is a name stays it; a number names an arrow `arrowN` and a shape `shapeN`
    /// (apps often number their items), but a lone arrow with no shapes is ``firstArrowName``, as
    /// `save` writes it with the id 1.
    ///
    /// - Parameter read: the scene as the document gave it.
    /// - Returns: the same arrows, shapes and bindings, by name.
    static func namedScene(_ read: ArrowScene<SavedItemID>) throws(ArrowSceneDocumentError) -> ArrowScene<String> {
        let isLone = read.count == 1 && read.shapeIDs.isEmpty
        var names: [SavedItemID: String] = [:], taken: Set<String> = []
        func name(_ id: SavedItemID, at index: Int, in list: String, number: (Int) -> String) throws(ArrowSceneDocumentError) -> String {
            let path: [ArrowSceneDocumentError.PathComponent] = [.key(list), .index(index), .key("id")]
            let what = list == "arrows" ? "an arrow" : "a shape"
            let name: String
            switch id {
            case .number(let n): name = number(n)
            case .text(let text):
                if let problem = wordProblem(text) {
                    throw ArrowSceneDocumentError(path: path, message: "'\(text)' cannot name \(what) in the REPL: \(problem)")
                }
                name = text
            }
            guard taken.insert(name).inserted else {
                throw ArrowSceneDocumentError(path: path, message: "the REPL would name \(what) '\(name)', a name another id has")
            }
            names[id] = name
            return name
        }
        var scene = ArrowScene<String>()
        for (index, id) in read.ids.enumerated() {
            let named = try name(id, at: index, in: "arrows") { isLone ? firstArrowName : "arrow\($0)" }
            if let item = read[id] { scene.append(item, id: named) }
        }
        for (index, id) in read.shapeIDs.enumerated() {
            let named = try name(id, at: index, in: "shapes") { "shape\($0)" }
            if let item = read.shape(id) { scene.setShape(item, id: named) }
        }
        // The document checked them (targets, tips bound once, cycles); the scene solves the
        // bound tips again, which, as reading the document did, gives them back to the bit.
        for id in read.ids {
            for tip in ArrowTip.allCases {
                guard let bound = read.binding(tip, of: id), let arrow = names[id], let target = names[bound.target] else { continue }
                do {
                    try scene.bind(tip, of: arrow, to: target, bound.binding)
                } catch {
                    throw ArrowSceneDocumentError(path: [.key("bindings")], message: "\(error)")
                }
            }
        }
        return scene
    }
}
