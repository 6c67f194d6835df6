// ArrowCanvas's selection of many arrows, its selection rectangle, and what it reports of
// whole-arrow moves, deletions and edits.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI

extension ArrowCanvas {
    /// Lets a drag that starts between the arrows draw a selection rectangle that selects the
    /// arrows it touches (Shift adds them to the selection). The canvas then takes every touch
    /// inside it, so a surrounding scroll view no longer pans from between the arrows.
    ///
    /// - Parameters:
    ///   - allows: whether the rectangle is drawn.
    ///   - enclosedOnly: whether it selects only the arrows it encloses wholly.
    public func allowsMarqueeSelection(_ allows: Bool = true, enclosedOnly: Bool = false) -> ArrowCanvas {
        var view = self
        view.allowsMarquee = allows
        view.marqueeRule = enclosedOnly ? .enclosed : .touched
        return view
    }

    /// Calls an action once when a drag that moved whole arrows ends, and after each arrow-key
    /// move of the selection: one undoable edit.
    ///
    /// - Parameter action: called with the arrows' ids and how far they moved.
    public func onMove(_ action: @escaping ([ID], CGPoint) -> Void) -> ArrowCanvas {
        var view = self
        view.moveAction = action
        return view
    }

    /// Calls an action after the user deleted the selected arrows (Delete); they are already
    /// gone from the array.
    ///
    /// - Parameter action: called with their ids.
    public func onDelete(_ action: @escaping ([ID]) -> Void) -> ArrowCanvas {
        var view = self
        view.deleteAction = action
        return view
    }

    /// Writes a selection the controller changed into the binding, announcing a selection of
    /// many ("3 arrows selected").
    func select(_ ids: [ID]) {
        guard ids != selectedIDs else { return }
        if ArrowAccessibility.announcesSelectionChange(from: selectedIDs.count, to: ids.count) {
            Announcer.announce(ArrowAccessibility.selectionAnnouncement(count: ids.count))
        }
        selectedIDs = ids
    }

    /// Hands what the controller reported during the event to the app, and its edits to the
    /// environment's undo manager (`+Undo`).
    func report() {
        registerEdits()
        for move in reports.takeMoves() { moveAction?(move.ids, CGPoint(move.offset)) }
        for removals in reports.takeDeletions() {
            Announcer.announce(ArrowAccessibility.deletionAnnouncement(count: removals.count))
            deleteAction?(removals.map(\.id))
        }
    }
}

/// What an ``ArrowCanvas``'s controller reported during an event, kept until the event's end
/// (the controller calls back inside its own mutation): a reference in the view's state, never
/// observed.
@MainActor
final class ArrowCanvasReports<ID: Hashable & Sendable> {
    private var moves: [ArrowSceneMove<ID>] = []
    /// The edits reported, and the steps registered with the environment's undo manager.
    let undo = CanvasUndo<ID>()
    private var deletions: [[ArrowSceneRemoval<ID>]] = []

    /// Has the controller report here.
    func watch(_ c: inout ArrowSceneInteraction<ID>) {
        // Called back synchronously, on the main actor, inside the view's event.
        c.onMove = { [weak self] move in MainActor.assumeIsolated { self?.moves.append(move) } }
        c.onDelete = { [weak self] removals in MainActor.assumeIsolated { self?.deletions.append(removals) } }
        c.onEdit = { [weak self] edit in MainActor.assumeIsolated { self?.undo.pending.append(edit) } }
    }

    func takeMoves() -> [ArrowSceneMove<ID>] {
        defer { moves = [] }
        return moves
    }

    func takeDeletions() -> [[ArrowSceneRemoval<ID>]] {
        defer { deletions = [] }
        return deletions
    }
}
#endif
