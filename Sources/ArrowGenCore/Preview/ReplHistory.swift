import BezierArrow

/// The session's `undo` and `redo`: every command that changed the diagram's scene is one step,
/// kept as the session's state before it.
///
/// A step is the state whole (the diagram, the selected arrow's preview and its template as
/// loaded), not an `ArrowSceneEdit` of the items it touched: what the REPL keeps beside the scene
/// (each arrow's template as loaded and where it came from, which arrow is selected) must come
/// back with the scene, and so must what an edit does not record (an arrow's routing). The
/// states share their storage until changed, so a step costs what the command changed; undoing
/// every step gives the first scene back as it was, to the bit.
struct ReplHistory: Sendable {
    /// The session's state a step puts back.
    struct State: Sendable {
        var diagram: ReplDiagram
        var preview: ArrowPreview
        var loaded: ParsedTemplate
    }

    /// A state, and the command that changed it (as typed, without its comment).
    struct Step: Sendable {
        var state: State
        var command: String
    }

    /// The steps to undo, the last on top.
    private(set) var undoSteps: [Step] = []
    /// The steps undone, to redo, the last undone on top.
    private(set) var redoSteps: [Step] = []

    /// The most steps kept; the oldest go first, so that a long script does not keep every
    /// state it passed through.
    static let limit = 500

    /// Records a command that changed the scene, with the state before it; clears the redo steps.
    mutating func record(_ before: State, command: String) {
        redoSteps.removeAll()
        undoSteps.append(Step(state: before, command: command))
        if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
    }

    /// The last step undone: returns it (the state to go back to), keeping the state now to redo.
    mutating func undo(from now: State) -> Step? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(Step(state: now, command: step.command))
        return step
    }

    /// The last undone step made again: returns it (the state to go to), keeping the state now to
    /// undo.
    mutating func redo(from now: State) -> Step? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(Step(state: now, command: step.command))
        return step
    }

    /// Whether two scenes hold the same arrows, shapes, bindings and routings, in the same
    /// drawing orders: whether a command changed the scene (a step), or only looked at it.
    static func isSame(_ a: ArrowScene<String>, as b: ArrowScene<String>) -> Bool {
        guard a.ids == b.ids, a.shapeIDs == b.shapeIDs else { return false }
        for id in a.ids {
            guard a[id] == b[id], a.routing(of: id) == b.routing(of: id) else { return false }
            for tip in ArrowTip.allCases where a.binding(tip, of: id) != b.binding(tip, of: id) { return false }
        }
        return a.shapeIDs.allSatisfy { a.shape($0) == b.shape($0) }
    }
}
