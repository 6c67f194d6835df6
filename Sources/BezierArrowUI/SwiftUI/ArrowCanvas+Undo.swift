// ArrowCanvas's edits registered with the environment's undo manager, as the UIKit and AppKit
// canvases register theirs with the responder's.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI

extension ArrowCanvas {
    /// Registers the edits the controller reported during the event with the environment's
    /// `undoManager` (none without one), through the shared `CanvasUndo`: a drag, a key or
    /// VoiceOver move (consecutive moves of one tip one step), a connect or disconnect action,
    /// a deletion, each one step named for the Edit menu.
    func registerEdits() {
        let undo = reports.undo
        guard !undo.pending.isEmpty else { return }
        // The view as it is now: its bindings reach the app's state when the step is undone.
        let manager = undoManager
        undo.manager = { [weak manager] in manager }
        undo.apply = { edit, undoing in self.apply(edit, undoing: undoing) }
        undo.registerPending()
    }

    /// Undoes or redoes an edit: the scene's items put back, then written to the app's array
    /// (arrows it removed gone, arrows it brings back inserted where the scene has them, tips,
    /// bends and bindings as the scene holds them, each changed binding reported), selection
    /// and focus let go of arrows gone.
    func apply(_ edit: ArrowSceneEdit<ID>, undoing: Bool) {
        var c = takeController(sync: true)
        c.select(selectedIDs)
        c.focus = focus
        if undoing { c.undo(edit) } else { c.redo(edit) }
        writeItems(of: c)
        put(c)
        select(c.selectedIDs)
        focus = c.focus
    }

    /// Makes the app's array hold the scene's arrows in its drawing order: an item kept for
    /// each arrow it has, one made from the scene's arrow for each it lacks; items the scene
    /// never held (a tip not finite) stay, on top.
    private func writeItems(of c: ArrowSceneInteraction<ID>) {
        let ids = c.scene.ids
        guard ids != arrows.filter({ $0.arrow != nil }).map(\.id) else { return }
        var kept: [ID: ArrowCanvasItem<ID>] = [:]
        for item in arrows { kept[item.id] = item }
        // Labels are shown grown for the system's text size; the app's items hold them unscaled.
        let factor = LabelScale.factor(for: sizeCategory)
        var items: [ArrowCanvasItem<ID>] = ids.compactMap { id in
            if let item = kept[id] { return item }
            guard let arrow = c.scene[id]?.arrow else { return nil }
            return ArrowCanvasItem(id: id, template: arrow.template, start: CGPoint(arrow.start), end: CGPoint(arrow.end),
                                   bend: arrow.style == nil ? nil : arrow.bend,
                                   waypoints: arrow.style == nil ? nil : arrow.waypoints.map { CGPoint($0) },
                                   label: factor == 1 ? arrow.label : arrow.label?.scaled(by: 1 / factor))
        }
        items += arrows.filter { $0.arrow == nil }
        arrows = items
    }
}
#endif
