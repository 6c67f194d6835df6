import Testing
@testable import BezierArrow

/// Records what a scene controller reports of whole-arrow moves and deletions.
final class SceneEditRecorder: @unchecked Sendable {
    var moves: [ArrowSceneMove<String>] = []
    var deletions: [[ArrowSceneRemoval<String>]] = []
    var bindings: [ArrowBindingChange<String>] = []
    /// Every report in order: "move", "delete", "binding".
    var order: [String] = []

    func watch(_ c: inout ArrowSceneInteraction<String>) {
        c.onMove = { [self] in moves.append($0); order.append("move") }
        c.onDelete = { [self] in deletions.append($0); order.append("delete") }
        c.onBindingChange = { [self] in bindings.append($0); order.append("binding") }
    }
}

/// A scene's selection of many arrows: a pointer selects one, Shift or Command add and take out,
/// a pointer on nothing clears, Select All takes every arrow, a removed arrow leaves it, a tap on
/// one of many selects it alone; the keys act on the whole selection.
@Suite struct SceneSelectionTests {
    typealias T = ArrowTestTemplates

    /// Arrows "a" (0,19)-(200,19), "b" (0,200)-(200,200), "c" (0,400)-(200,400), drawn in that
    /// order, not raised when touched; the bodies at x = 100.
    static func controller() -> ArrowSceneInteraction<String> {
        var c = ArrowSceneInteraction<String>(scene: ArrowScene(cellSize: 64), bringsSelectionToFront: false)
        for (id, y) in [("a", 19.0), ("b", 200), ("c", 400)] {
            c.append(Arrow(template: T.doubleArrow(), start: Point(0, y), end: Point(200, y))!, id: id)
        }
        return c
    }

    static func tap(_ c: inout ArrowSceneInteraction<String>, _ p: Point, keys: ArrowModifierKeys = []) {
        c.modifierKeys = keys
        c.pointerDown(1, at: p)
        c.pointerUp(1, at: p)
        c.modifierKeys = []
    }

    static let bodyA = Point(100, 19), bodyB = Point(100, 200), bodyC = Point(100, 400), nothing = Point(100, 300)

    @Test func aTapSelectsOneAndATapOnNothingClears() {
        var c = Self.controller()
        Self.tap(&c, Self.bodyA)
        #expect(c.selectedIDs == ["a"] && c.selection == "a" && c.isSelected("a") && !c.isSelected("b"))
        Self.tap(&c, Self.bodyB)
        #expect(c.selectedIDs == ["b"])
        // A head selects its arrow too.
        Self.tap(&c, Point(195, 400))
        #expect(c.selectedIDs == ["c"])
        Self.tap(&c, Self.nothing)
        #expect(c.selectedIDs.isEmpty && c.selection == nil)
    }

    @Test(arguments: [ArrowModifierKeys.shift, .command])
    func shiftOrCommandAddsAndTakesOut(keys: ArrowModifierKeys) {
        var c = Self.controller()
        Self.tap(&c, Self.bodyB)
        Self.tap(&c, Self.bodyA, keys: keys)
        Self.tap(&c, Self.bodyC, keys: keys)
        #expect(c.selectedIDs == ["b", "a", "c"] && c.selection == "c")
        Self.tap(&c, Self.bodyA, keys: keys)
        #expect(c.selectedIDs == ["b", "c"])
        // Option adds nothing: it selects alone.
        Self.tap(&c, Self.bodyA, keys: .option)
        #expect(c.selectedIDs == ["a"])
        // With the keys, a tap on nothing keeps the selection.
        Self.tap(&c, Self.bodyB, keys: keys)
        Self.tap(&c, Self.nothing, keys: keys)
        #expect(c.selectedIDs == ["a", "b"])
        Self.tap(&c, Self.nothing)
        #expect(c.selectedIDs.isEmpty)
    }

    @Test func aTapOnOneOfManySelectsItAloneWhenItLifts() {
        var c = Self.controller()
        c.select(["a", "b", "c"])
        c.pointerDown(1, at: Self.bodyB)
        // Down, the selection stays (the pointer may move them all), "b" the primary.
        #expect(c.selectedIDs == ["a", "c", "b"])
        c.pointerUp(1, at: Self.bodyB + Point(1, 1))
        #expect(c.selectedIDs == ["b"])
        // A head of one of many selects it alone at once: its tip is dragged, not the others.
        c.select(["a", "b"])
        c.pointerDown(1, at: Point(195, 19))
        #expect(c.selectedIDs == ["a"])
        c.pointerUp(1, at: Point(195, 19))
    }

    @Test func selectAllRemovalAndTheAppsSelection() {
        var c = Self.controller()
        Self.tap(&c, Self.bodyB)
        #expect(c.selectAll() == true && c.selectedIDs == ["a", "c", "b"] && c.selection == "b")
        #expect(c.selectAll() == false)
        c.remove("b")
        #expect(c.selectedIDs == ["a", "c"] && c.selection == "c")
        c.select(["c", "zz", "a", "c"])
        #expect(c.selectedIDs == ["c", "a"])
        c.selection = "c"
        #expect(c.selectedIDs == ["c"])
        c.selection = nil
        #expect(c.selectedIDs.isEmpty && !c.hasKeyboardFocus && c.keysTaken.isEmpty)
        #expect(c.handle(.selectAll) == .ignored)
        c.selection = "a"
        #expect(c.keysTaken == ArrowKey.all + ArrowKey.editing)
        #expect(c.handle(.selectAll) == .handled && c.selectedIDs == ["c", "a"])
        #expect(c.handle(.escape) == .deselected && c.selectedIDs.isEmpty)
    }

    @Test func arrowKeysMoveTheSelectionAndAFocusedTipAlone() {
        let recorder = SceneEditRecorder()
        var c = Self.controller()
        recorder.watch(&c)
        c.select(["a", "c"])
        let step = c.metrics.keyDistance(large: false), large = c.metrics.keyDistance(large: true)
        #expect(c.handle(.move(.right, large: false)) == .handled)
        #expect(c.handle(.move(.up, large: true)) == .handled)
        #expect(c.scene["a"]!.arrow.start == Point(step, 19 - large) && c.scene["a"]!.arrow.end == Point(200 + step, 19 - large))
        #expect(c.scene["c"]!.arrow.start == Point(step, 400 - large) && c.scene["b"]!.arrow.start == Point(0, 200))
        #expect(recorder.moves == [ArrowSceneMove(ids: ["a", "c"], offset: Point(step, 0)),
                                   ArrowSceneMove(ids: ["a", "c"], offset: Point(0, -large))])
        // A focused tip takes the arrow keys for itself.
        c.focus = ArrowSceneTip(id: "c", tip: .end)
        guard case .moved = c.handle(.move(.down, large: false)) else { Issue.record("the tip did not move"); return }
        #expect(c.scene["c"]!.arrow.end == Point(200 + step, 400 - large + step) && c.scene["c"]!.arrow.start == Point(step, 400 - large))
        #expect(recorder.moves.count == 2)
        // Not while a pointer is down.
        c.pointerDown(7, at: Self.nothing)
        #expect(c.moveSelection(by: Point(5, 5)) == nil && c.deleteSelection().isEmpty)
    }

    @Test func deleteRemovesTheSelectionAndUnbindsWhatWasBoundToIt() throws {
        let recorder = SceneEditRecorder()
        var c = Self.controller()
        recorder.watch(&c)
        // "b" hangs on "a", "c" on "b": deleting "a" and "b" frees "c"'s start.
        try c.bind(.start, of: "b", to: "a", ArrowBinding(anchor: Point(0.5, 0.5), mode: .pinned))
        try c.bind(.start, of: "c", to: "b", ArrowBinding(anchor: Point(0.5, 0.5), mode: .pinned))
        let bBefore = c.scene["b"]!
        let cStart = c.scene["c"]!.arrow.start
        c.select(["b", "a"])
        #expect(c.handle(.delete) == .handled)
        #expect(c.scene.ids == ["c"] && c.selectedIDs.isEmpty && c.scene.binding(.start, of: "c") == nil)
        #expect(c.scene["c"]!.arrow.start == cStart && c.scene.indexProblems().isEmpty)
        let removed = try #require(recorder.deletions.first)
        #expect(removed.map(\.id) == ["a", "b"] && removed[1].item == bBefore)
        #expect(removed[1].startBinding?.target == "a" && removed[0].startBinding == nil)
        #expect(recorder.bindings.map(\.tip) == [ArrowSceneTip(id: "c", tip: .start)] && recorder.bindings[0].oldBinding?.target == "b")
        #expect(recorder.order == ["binding", "delete"])
        // Nothing selected: nothing to delete.
        #expect(c.deleteSelection().isEmpty && recorder.deletions.count == 1)
    }

    @Test func announcementsCountTheArrows() {
        #expect(ArrowAccessibility.selectionAnnouncement(count: 3) == "3 arrows selected")
        #expect(ArrowAccessibility.selectionAnnouncement(count: 1) == "1 arrow selected")
        #expect(ArrowAccessibility.selectionAnnouncement(count: 0) == "Nothing selected")
        #expect(ArrowAccessibility.deletionAnnouncement(count: 2) == "2 arrows deleted")
        #expect(ArrowAccessibility.announcesSelectionChange(from: 1, to: 3))
        #expect(ArrowAccessibility.announcesSelectionChange(from: 3, to: 0))
        #expect(!ArrowAccessibility.announcesSelectionChange(from: 0, to: 1))
        #expect(!ArrowAccessibility.announcesSelectionChange(from: 3, to: 3))
    }
}
