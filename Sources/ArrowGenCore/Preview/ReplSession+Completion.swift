import BezierArrow

extension ReplSession {
    /// The words that may come next on a command line, for a line editor's tab completion.
    ///
    /// The first word is a command; the second is a command name after `help`, a catalog
    /// template after `load`, `start`, `end` or `bend` after `drag`, `start` or `end` after
    /// `head` (then a catalog head), a mode after `orientation` and `handles`, and a body kind
    /// after `body`, an action after `waypoint`, and a file path after `load`, `svg`, `save` and `open` (the entries of the
    /// folder typed so far). The diagram's names: `add` and the arrows after `arrow`, the shapes
    /// after `shape` (then their kinds), `move`, `resize` and `rotate`, shapes and arrows after
    /// `remove`; after `bind`, `start` or `end`, a shape or arrow, then `edge` or `pinned` for a
    /// shape; `start` or `end` after `unbind`; `on` or `off` after `route`, and after `obstacle`
    /// and a shape; after `select` its actions and the arrows, then more arrows. Nothing is
    /// offered elsewhere (numbers).
    ///
    /// - Parameters:
    ///   - words: the complete words before the one being typed.
    ///   - typed: what is typed of the word, for a file path's folder.
    /// - Returns: every word that fits there, in the order `help` lists them (files by name).
    package func completions(after words: [String], typing typed: String = "") -> [String] {
        let commands = ReplVerb.allCases.map(\.rawValue)
        guard let first = words.first else { return commands }
        guard let verb = ReplVerb(typed: first) else { return [] }
        if words.count == 2, verb == .head, ArrowTip(rawValue: words[1].lowercased()) != nil {
            return library.heads.map(\.name)
        }
        let tips = ArrowTip.allCases.map(\.rawValue)
        if words.count == 2, verb == .bind, ArrowTip(rawValue: words[1].lowercased()) != nil {
            return diagram.shapeNames + diagram.arrowNames
        }
        if words.count == 3, verb == .bind, diagram.shape(words[2]) != nil { return ["edge", "pinned"] }
        if words.count == 2, verb == .shape { return Self.shapeKinds }
        if words.count == 2, verb == .obstacle, diagram.shape(words[1]) != nil { return ["on", "off"] }
        if words.count >= 2, verb == .select {
            // More names after names, or after add and toggle.
            let first = words[1].lowercased()
            return first == "add" || first == "toggle" || diagram.arrow(words[1]) != nil ? diagram.arrowNames : []
        }
        guard words.count == 1 else { return [] }
        switch verb {
        case .help: return commands
        case .load: return library.catalog.map(\.name) + fileSystem.paths(completing: typed)
        case .svg, .save, .open: return fileSystem.paths(completing: typed)
        case .drag: return ArrowTip.allCases.map(\.rawValue) + ArrowBodyKind.allHandleNames
        case .head, .bind, .unbind: return tips
        case .arrow: return ["add"] + diagram.arrowNames
        case .shape, .move, .resize, .rotate: return diagram.shapeNames
        case .remove: return diagram.shapeNames + diagram.arrowNames
        case .orientation: return ArrowOrientation.names
        case .handles: return HandlePolicy.names
        case .body: return ArrowBodyKind.names
        case .waypoint: return Self.waypointActions
        case .route: return ["on", "off"]
        case .obstacle: return diagram.shapeNames
        case .select: return Self.selectActions + diagram.arrowNames
        default: return []
        }
    }
}
