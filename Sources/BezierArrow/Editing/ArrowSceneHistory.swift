/// The edits made to an ``ArrowScene``, to undo and redo them in turn: an undo stack and a redo
/// stack of ``ArrowSceneEdit``s, for an app that keeps its own history (on Apple platforms the
/// canvases hand their edits to the responder's `UndoManager` instead).
///
/// ```swift
/// var history = ArrowSceneHistory<Int>()
/// history.record(scene.recordEdit(named: "Delete Arrow", touching: [3]) { $0.remove(3) })
/// if history.canUndo { history.undo(in: &scene) }
/// ```
///
/// Recording an edit clears the redo stack. An edit that changed nothing is not kept. Edits
/// with the same coalescing key recorded one after the other (the canvases' key moves of one
/// tip) merge into one step, until another edit, an undo or a redo comes between.
public struct ArrowSceneHistory<ID: Hashable & Sendable>: Sendable {
    /// The edits to undo, the last on top.
    private(set) var undoStack: [ArrowSceneEdit<ID>] = []
    /// The edits undone, to redo, the last undone on top.
    private(set) var redoStack: [ArrowSceneEdit<ID>] = []
    /// Whether the last thing done was recording the top edit (which a next edit may merge into).
    private var mayCoalesce = false

    /// An empty history.
    public init() {}

    /// Whether there is an edit to undo.
    public var canUndo: Bool { !undoStack.isEmpty }

    /// Whether there is an undone edit to redo.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// The name of the edit ``undo(in:)`` undoes ("Move Tip"), or `nil`.
    public var undoActionName: String? { undoStack.last?.actionName }

    /// The name of the edit ``redo(in:)`` makes again, or `nil`.
    public var redoActionName: String? { redoStack.last?.actionName }

    /// Records an edit already made, on top of the undo stack, and clears the redo stack.
    ///
    /// - Parameter edit: the edit; one that changed nothing is not kept.
    public mutating func record(_ edit: ArrowSceneEdit<ID>) {
        guard !edit.isEmpty else { return }
        redoStack.removeAll()
        if mayCoalesce, let key = edit.coalescingKey, let last = undoStack.last, last.coalescingKey == key {
            let merged = last.merged(with: edit)
            // Moved back where it began: no step left.
            if merged.isEmpty { undoStack.removeLast() } else { undoStack[undoStack.count - 1] = merged }
        } else {
            undoStack.append(edit)
        }
        mayCoalesce = true
    }

    /// Undoes the last edit and moves it to the redo stack.
    ///
    /// - Parameter scene: the scene the edits were made to.
    /// - Returns: the edit undone, or `nil` when there was none.
    @discardableResult
    public mutating func undo(in scene: inout ArrowScene<ID>) -> ArrowSceneEdit<ID>? {
        mayCoalesce = false
        guard let edit = undoStack.popLast() else { return nil }
        edit.undo(in: &scene)
        redoStack.append(edit)
        return edit
    }

    /// Makes the last undone edit again and moves it back to the undo stack.
    ///
    /// - Parameter scene: the scene the edits were made to.
    /// - Returns: the edit made again, or `nil` when there was none.
    @discardableResult
    public mutating func redo(in scene: inout ArrowScene<ID>) -> ArrowSceneEdit<ID>? {
        mayCoalesce = false
        guard let edit = redoStack.popLast() else { return nil }
        edit.redo(in: &scene)
        undoStack.append(edit)
        return edit
    }
}
