import TestSupport
import Testing
@testable import BezierArrow

/// The selection's edits as undoable steps: a body drag moving the selection is one "Move
/// Arrows" step, arrow-key moves of the same selection coalesce, deleting the selection is one
/// step; each undone gives the scene's document back to the bit, and redone the one after.
@Suite struct SceneSelectionEditTests {
    typealias F = SceneEditFixtures

    @Test func aBodyDragMovingTheSelectionIsOneStep() throws {
        var rng = SplitMix64(seed: 21)
        let recorder = EditRecorder()
        var c = F.controller(&rng, recorder: recorder)
        // The arrow whose body a pointer finds first, moved with another selected one.
        let id = try #require(c.scene.ids.reversed().first { SceneMovingTests.bodyPoint(of: $0, in: c) != nil })
        let other = c.scene.ids.first { $0 != id }!
        c.select([other, id])
        let down = try #require(SceneMovingTests.bodyPoint(of: id, in: c))
        let before = F.document(c)
        c.pointerDown(1, at: down)
        _ = c.pointerMoved(1, to: down + Point(20, 10))
        _ = c.pointerMoved(1, to: down + Point(40, 30))
        c.pointerUp(1, at: down + Point(40, 30))
        let after = F.document(c)
        #expect(after != before)
        #expect(recorder.edits.count == 1)
        let edit = try #require(recorder.edits.first)
        #expect(edit.actionName == "Move 2 Arrows")
        c.undo(edit)
        #expect(F.document(c) == before)
        c.redo(edit)
        #expect(F.document(c) == after)
    }

    @Test func keyMovesOfTheSelectionCoalesceAndDeletingIsOneStep() throws {
        var rng = SplitMix64(seed: 22)
        let recorder = EditRecorder()
        var c = F.controller(&rng, recorder: recorder)
        var history = ArrowSceneHistory<Int>()
        c.select([3, 5])
        let before = F.document(c)
        for _ in 0..<4 { c.moveSelection(.right) }
        c.moveSelection(.down)
        let moved = F.document(c)
        for edit in recorder.edits { history.record(edit) }
        recorder.edits.removeAll()
        #expect(history.undoStack.count == 1 && history.undoActionName == "Move 2 Arrows")
        #expect(c.deleteSelection().count == 2)
        for edit in recorder.edits { history.record(edit) }
        #expect(history.undoStack.count == 2 && history.undoActionName == "Delete 2 Arrows")
        history.undo(in: &c.scene)
        #expect(F.document(c) == moved)
        history.undo(in: &c.scene)
        #expect(F.document(c) == before)
        history.redo(in: &c.scene)
        history.redo(in: &c.scene)
        #expect(c.scene[3] == nil && c.scene[5] == nil)
    }
}
