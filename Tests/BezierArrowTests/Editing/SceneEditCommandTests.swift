import TestSupport
import Testing
@testable import BezierArrow

/// When the Edit menu's commands apply to a scene (`canPerform(_:pasteboardHasScene:)`), as the
/// canvases enable their menu items and shortcuts: each command against the state it needs,
/// and nothing while a pointer is down.
@Suite struct SceneEditCommandTests {
    typealias F = SceneEditFixtures

    @Test func withNothingSelectedOnlySelectAllAndAPasteApply() {
        var rng = SplitMix64(seed: 41)
        let c = F.controller(&rng, recorder: EditRecorder())
        #expect(c.selectedIDs.isEmpty)
        for command in [ArrowEditCommand.copy, .cut, .duplicate, .delete] {
            #expect(!c.canPerform(command, pasteboardHasScene: true))
        }
        #expect(c.canPerform(.selectAll, pasteboardHasScene: false))
        #expect(c.canPerform(.paste, pasteboardHasScene: true))
        #expect(!c.canPerform(.paste, pasteboardHasScene: false))
    }

    @Test func aSelectionEnablesCopyCutDuplicateAndDelete() {
        var rng = SplitMix64(seed: 42)
        var c = F.controller(&rng, recorder: EditRecorder())
        c.select([3])
        for command in [ArrowEditCommand.copy, .cut, .duplicate, .delete, .selectAll] {
            #expect(c.canPerform(command, pasteboardHasScene: false))
        }
        // Every arrow selected: Select All has nothing left to do.
        let selectedAll = c.selectAll()
        #expect(selectedAll)
        #expect(!c.canPerform(.selectAll, pasteboardHasScene: false))
        #expect(c.canPerform(.copy, pasteboardHasScene: false))
    }

    @Test func deletingTheSelectionLeavesNothingToCopy() {
        var rng = SplitMix64(seed: 43)
        var c = F.controller(&rng, recorder: EditRecorder())
        c.select([3, 5])
        let deleted = c.deleteSelection()
        #expect(deleted.count == 2)
        #expect(!c.canPerform(.copy, pasteboardHasScene: false))
        #expect(!c.canPerform(.delete, pasteboardHasScene: false))
    }

    @Test func noCommandAppliesWhileAPointerIsDown() throws {
        var rng = SplitMix64(seed: 44)
        var c = F.controller(&rng, recorder: EditRecorder())
        let id = try #require(c.scene.ids.reversed().first { SceneMovingTests.bodyPoint(of: $0, in: c) != nil })
        let down = try #require(SceneMovingTests.bodyPoint(of: id, in: c))
        c.pointerDown(1, at: down)
        #expect(c.isSelected(id))
        for command in ArrowEditCommand.allCases {
            #expect(!c.canPerform(command, pasteboardHasScene: true), "\(command)")
        }
        c.pointerUp(1, at: down)
        #expect(c.canPerform(.copy, pasteboardHasScene: false))
    }

    @Test func onlyThePasteboardCommandsNeedTheAppsPasteboardAndIDs() {
        #expect(ArrowEditCommand.allCases.filter(\.usesPasteboardOrNewIDs) == [.copy, .cut, .paste, .duplicate])
    }
}
