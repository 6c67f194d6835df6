import BezierArrow

/// `undo` and `redo`: every command that changed the diagram (its arrows, shapes, bindings,
/// routings) is one step (`ReplHistory`).
extension ReplSession {
    /// The session's state a step of the history puts back.
    var state: ReplHistory.State {
        get { ReplHistory.State(diagram: diagram, preview: preview, loaded: loaded) }
        set {
            diagram = newValue.diagram
            preview = newValue.preview
            loaded = newValue.loaded
        }
    }

    /// `undo`: the diagram as it was before the last command that changed it.
    mutating func undoCommand(_ args: [String]) throws(ReplError) -> ReplReply {
        try noArguments(args, for: .undo)
        guard let step = history.undo(from: state) else { return ReplReply(output: "nothing to undo") }
        state = step.state
        return ReplReply(output: "undid '\(step.command)'" + remaining)
    }

    /// `redo`: the last command undone, made again.
    mutating func redoCommand(_ args: [String]) throws(ReplError) -> ReplReply {
        try noArguments(args, for: .redo)
        guard let step = history.redo(from: state) else { return ReplReply(output: "nothing to redo") }
        state = step.state
        return ReplReply(output: "redid '\(step.command)'" + remaining)
    }

    /// `; 2 more to undo, 1 to redo`.
    private var remaining: String {
        "; \(history.undoSteps.count) to undo, \(history.redoSteps.count) to redo"
    }
}
