import TestSupport
import Testing
@testable import BezierArrow

/// The edit history, against documents' bytes: random edits of every kind undone fully give the
/// first scene back to the bit, redone fully the last; random walks of undo and redo match the
/// scenes seen along the way; cancelled drags and taps record nothing; a new edit clears the
/// redo stack; key moves of one tip coalesce.
@Suite struct SceneHistoryTests {
    typealias F = SceneEditFixtures

    /// Makes `count` random edits, recording each reported one; returns the scene's document
    /// after each step of the history (index 0: before any).
    static func run(seed: UInt64, count: Int) -> (ArrowSceneInteraction<Int>, ArrowSceneHistory<Int>, [[UInt8]]) {
        var rng = SplitMix64(seed: seed)
        let recorder = EditRecorder()
        var c = F.controller(&rng, recorder: recorder)
        var history = ArrowSceneHistory<Int>()
        var snapshots = [F.document(c)]
        var next = 1000
        for _ in 0..<count {
            F.randomEdit(&c, &rng, next: &next)
            for edit in recorder.edits { history.record(edit) }
            recorder.edits.removeAll()
            // The scene now is the last step's; a coalesced step replaces the snapshot of the
            // step it merged into, one merged into nothing drops it.
            let depth = history.undoStack.count
            snapshots = Array(snapshots.prefix(depth)) + [F.document(c)]
            #expect(snapshots.count == depth + 1)
        }
        return (c, history, snapshots)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func undoingEverythingGivesTheFirstSceneAndRedoingTheLast(seed: UInt64) {
        var (c, history, snapshots) = Self.run(seed: seed, count: 60)
        #expect(history.undoStack.count > 20, "the edits made steps")
        let last = F.document(c)
        var depth = snapshots.count - 1
        while history.canUndo {
            history.undo(in: &c.scene)
            depth -= 1
            #expect(F.document(c) == snapshots[depth], "undone to step \(depth): \(F.difference(F.document(c), snapshots[depth]))")
        }
        #expect(F.document(c) == snapshots[0])
        while history.canRedo {
            history.redo(in: &c.scene)
            depth += 1
            #expect(F.document(c) == snapshots[depth], "redone to step \(depth): \(F.difference(F.document(c), snapshots[depth]))")
        }
        #expect(F.document(c) == last)
    }

    /// The random edits above make steps of every kind between them (so the tests above could
    /// fail on each).
    @Test func theRandomEditsMakeEveryKindOfStep() {
        var names = Set<String>()
        for seed in 1...6 as ClosedRange<UInt64> { names.formUnion(Self.run(seed: seed, count: 60).1.undoStack.map(\.actionName)) }
        #expect(names.isSuperset(of: ["Add Arrow", "Add Shape", "Bend Arrow", "Change Body", "Change Head", "Change Label",
                                      "Connect Tip", "Delete Arrow", "Delete 2 Arrows", "Delete Shape", "Disconnect Tip",
                                      "Move Arrow", "Move Shape", "Move Tip", "Paste"]), "\(names.sorted())")
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func randomWalksMatchTheScenesSeen(seed: UInt64) {
        var (c, history, snapshots) = Self.run(seed: seed, count: 40)
        var rng = SplitMix64(seed: seed &* 31)
        var depth = snapshots.count - 1
        for _ in 0..<120 {
            if rng.next() % 2 == 0, history.canUndo {
                history.undo(in: &c.scene)
                depth -= 1
            } else if history.canRedo {
                history.redo(in: &c.scene)
                depth += 1
            }
            #expect(F.document(c) == snapshots[depth], "at step \(depth): \(F.difference(F.document(c), snapshots[depth]))")
        }
        // A scene's own hit test agrees after the walk: the index follows what was restored.
        for id in c.scene.ids {
            guard let arrow = c.scene[id]?.arrow else { continue }
            #expect(c.scene.hitTest(arrow.end) != nil)
        }
    }

    @Test func aNewEditClearsTheRedoStack() {
        var (c, history, _) = Self.run(seed: 21, count: 20)
        history.undo(in: &c.scene)
        history.undo(in: &c.scene)
        #expect(history.canRedo)
        let id = c.scene.ids[0]
        history.record(c.scene.recordEdit(named: "Move Arrow", touching: [id]) { scene in
            scene.update(id) { $0.arrow.setTips(start: $0.arrow.start + Point(5, 0), end: $0.arrow.end + Point(5, 0)) }
        })
        #expect(!history.canRedo && history.redoActionName == nil)
        #expect(history.undoActionName == "Move Arrow")
        // An edit that changed nothing is no step.
        let count = history.undoStack.count
        history.record(c.scene.recordEdit(named: "Nothing", touching: [id]) { _ in })
        #expect(history.undoStack.count == count)
    }

    @Test func aCancelledDragOrATapRecordsNothing() {
        var rng = SplitMix64(seed: 5)
        let recorder = EditRecorder()
        var c = F.controller(&rng, recorder: recorder)
        let before = F.document(c)
        var dragged = 0
        for id in c.scene.ids {
            guard let arrow = c.scene[id]?.arrow else { continue }
            c.bringToFront(id)
            let raised = F.document(c)
            if F.drag(&c, from: arrow.end, handle: false, cancel: true, only: id, &rng) { dragged += 1 }
            #expect(F.document(c) == raised, "\(id)")
        }
        #expect(dragged > 4)
        #expect(recorder.edits.isEmpty)
        // A tap on a head raises its arrow, and is no step either.
        guard let id = c.scene.ids.first, let arrow = c.scene[id]?.arrow else { return }
        c.pointerDown(1, at: arrow.end)
        c.pointerUp(1, at: arrow.end)
        #expect(c.scene.ids.last == id)
        #expect(recorder.edits.isEmpty)
        #expect(before != F.document(c), "the raises changed the order")
    }

    @Test func aDragIsOneStepWithItsRaiseAndItsName() throws {
        var rng = SplitMix64(seed: 8)
        let recorder = EditRecorder()
        var c = F.controller(&rng, recorder: recorder)
        let before = F.document(c), order = c.scene.ids
        // The lowest arrow whose end head a pointer grabs (a drag that grabs nothing touches nothing).
        let grabbed = order.first { F.drag(&c, from: c.scene[$0]!.arrow.end, handle: false, only: $0, &rng) }
        let id = try #require(grabbed)
        #expect(id != order.last)
        #expect(recorder.edits.count == 1, "one step for down, three moves and up")
        #expect(c.scene.ids.last == id)
        let edit = try #require(recorder.edits.first)
        #expect(["Move Tip", "Connect Tip", "Disconnect Tip"].contains(edit.actionName))
        #expect(edit.ids.first == id)
        c.undo(edit)
        #expect(F.document(c) == before)
        #expect(c.scene.ids == order)
        c.redo(edit)
        #expect(c.scene.ids.last == id)
    }

    @Test func keyMovesOfOneTipCoalesce() {
        var rng = SplitMix64(seed: 9)
        let recorder = EditRecorder()
        var c = F.controller(&rng, recorder: recorder)
        var history = ArrowSceneHistory<Int>()
        let before = F.document(c)
        let tip = ArrowSceneTip(id: 3, tip: .end)
        for _ in 0..<5 { c.moveTip(tip, .right) }
        c.moveTip(tip, .down)
        let afterFirst = F.document(c)
        // Another tip: a step of its own.
        c.moveTip(ArrowSceneTip(id: 3, tip: .start), .left)
        c.moveTip(tip, .up)
        for edit in recorder.edits { history.record(edit) }
        #expect(recorder.edits.count == 8)
        #expect(history.undoStack.count == 3)
        history.undo(in: &c.scene)
        history.undo(in: &c.scene)
        #expect(F.document(c) == afterFirst)
        history.undo(in: &c.scene)
        #expect(F.document(c) == before)
        // After an undo, a key move starts a step of its own.
        history.redo(in: &c.scene)
        history.record(c.recordEdit(named: "Move Tip", touching: [3], coalescingKey: [tip]) { $0.moveTip(tip, .left) })
        #expect(history.undoStack.count == 2)
        // Moving back where the step began leaves no step.
        var h2 = ArrowSceneHistory<Int>()
        recorder.edits.removeAll()
        c.moveTip(tip, .left)
        c.moveTip(tip, .right)
        for edit in recorder.edits { h2.record(edit) }
        #expect(!h2.canUndo)
    }

    @Test func deletingUnbindsAndUndoBindsAgain() throws {
        var rng = SplitMix64(seed: 12)
        let recorder = EditRecorder()
        var c = F.controller(&rng, recorder: recorder)
        let before = F.document(c)
        // Arrow 2 carries arrow 8's start; shape 103 both tips of arrow 4.
        let deleted = c.delete([2, 5, 6])
        let edit = try #require(deleted)
        #expect(edit.actionName == "Delete 3 Arrows")
        #expect(c.scene.binding(.start, of: 8) == nil)
        let shape = c.recordEdit(named: "Delete Shape", touching: [103]) { $0.removeShape(103) }
        #expect(c.scene.binding(.start, of: 4) == nil && shape.ids.contains(4))
        c.undo(shape)
        c.undo(edit)
        #expect(F.document(c) == before)
        #expect(c.scene.binding(.start, of: 8)?.target == 2)
        let none = c.delete([77])
        #expect(none == nil)
        let one = c.delete([1])
        #expect(one?.actionName == "Delete Arrow")
    }
}
