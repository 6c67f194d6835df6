import Testing
@testable import BezierArrow

/// Keys as a native control takes them, for one arrow and for a scene.
@Suite struct ArrowKeyTests {
    typealias T = ArrowTestTemplates
    static let arrowKeys = ArrowMoveDirection.allCases.flatMap { [ArrowKey.move($0, large: false), .move($0, large: true)] }

    @Test func anUnselectedArrowTakesNoKeyAndChangesNothing() {
        var c = ArrowInteractionTests.controller()
        #expect(c.keysTaken.isEmpty)
        for key in ArrowKey.all {
            #expect(c.handle(key) == .ignored)
        }
        #expect(c.focusedTip == nil && !c.isSelected && c.arrow.end == Point(200, 19))
    }

    @Test func arrowKeysAreTakenOnlyWhileATipIsFocused() {
        var c = ArrowInteractionTests.controller()
        c.isSelected = true
        #expect(c.keysTaken == [.tab, .backTab, .escape])
        #expect(c.handle(.move(.left, large: false)) == .ignored)
        #expect(c.handle(.tab) == .handled && c.focusedTip == .start)
        #expect(c.keysTaken == ArrowKey.all)
        #expect(c.handle(.move(.left, large: true)) == .moved(ArrowDragResult(grabbed: .start, tip: Point(-10, 19),
                                                                            initialTip: Point(0, 19))))
        // Only the arrow keys ask for priority over the system (a scroll view's arrow keys).
        #expect(ArrowKey.all.filter(\.overridesSystem) == Self.arrowKeys)
    }

    @Test func tabWalksTheTipsThenHandsFocusOnAndEndsTheSelection() {
        var c = ArrowInteractionTests.controller()
        c.isSelected = true
        #expect(c.handle(.tab) == .handled && c.focusedTip == .start)
        #expect(c.handle(.tab) == .handled && c.focusedTip == .end)
        #expect(c.handle(.tab) == .focusLeaves(forward: true))
        #expect(!c.isSelected && c.focusedTip == nil)
        // The next Tab is the next control's: the arrow no longer takes it.
        #expect(c.handle(.tab) == .ignored && c.focusedTip == nil)
        c.isSelected = true
        #expect(c.handle(.backTab) == .handled && c.focusedTip == .end)
        #expect(c.handle(.backTab) == .handled && c.focusedTip == .start)
        #expect(c.handle(.backTab) == .focusLeaves(forward: false) && !c.isSelected)
    }

    @Test func escapeAndDeselectingClearTheFocus() {
        var c = ArrowInteractionTests.controller()
        #expect(c.pointerDown(1, at: Point(195, 19)) == .end)
        c.pointerUp(1, at: Point(195, 19))
        #expect(c.isSelected && c.focusedTip == .end)
        #expect(c.handle(.escape) == .deselected)
        #expect(!c.isSelected && c.focusedTip == nil && c.keysTaken.isEmpty)
        c.isSelected = true
        c.focusedTip = .start
        c.isSelected = false
        #expect(c.focusedTip == nil)
        #expect(c.clearSelection() == false)
    }

    @Test func anArrowKeyOnATipAPointerHoldsIsTakenButMovesNothing() {
        var c = ArrowInteractionTests.controller()
        #expect(c.pointerDown(1, at: Point(195, 19)) == .end)
        #expect(c.handle(.move(.down, large: false)) == .handled)
        #expect(c.arrow.end == Point(200, 19))
    }

    @Test func sceneKeysFollowTheSelectionAndWalkEveryTip() {
        var c = ArrowSceneInteractionTests.controller()
        #expect(c.keysTaken.isEmpty && c.handle(.tab) == .ignored)
        c.selection = "b"
        // The arrow keys too (they move the selected arrows), Delete and Select All.
        #expect(c.keysTaken == ArrowKey.all + ArrowKey.editing)
        // Tab begins at the selected arrow, then walks the drawing order, selecting as it goes.
        #expect(c.handle(.tab) == .handled && c.focus == ArrowSceneTip(id: "b", tip: .start))
        #expect(c.handle(.tab) == .handled && c.focus == ArrowSceneTip(id: "b", tip: .end))
        #expect(c.handle(.backTab) == .handled && c.focus == ArrowSceneTip(id: "b", tip: .start))
        #expect(c.handle(.backTab) == .handled && c.focus == ArrowSceneTip(id: "a", tip: .end) && c.selection == "a")
        #expect(c.handle(.move(.up, large: false))
                == .moved(ArrowDragResult(grabbed: .end, tip: Point(200, 18), initialTip: Point(200, 19))))
        #expect(c.handle(.backTab) == .handled && c.handle(.backTab) == .focusLeaves(forward: false))
        #expect(c.selection == nil && c.focus == nil && c.keysTaken.isEmpty)
        c.selection = "a"
        #expect(c.handle(.backTab) == .handled && c.focus == ArrowSceneTip(id: "a", tip: .end))
        #expect(c.handle(.tab) == .handled && c.focus == ArrowSceneTip(id: "b", tip: .start))
        #expect(c.handle(.tab) == .handled && c.handle(.tab) == .focusLeaves(forward: true))
        c.selection = "a"
        #expect(c.handle(.escape) == .deselected && c.selection == nil && c.focus == nil)
    }
}

/// Taps elsewhere end the selection, as beside a native control.
@Suite struct OutsideTapTests {
    @Test func aTapBesideTheArrowEndsItsSelectionOneOnItDoesNot() {
        var c = ArrowInteractionTests.controller()
        c.isSelected = true
        c.focusedTip = .end
        #expect(c.pointerDownAnywhere(at: Point(100, 19)) == false && c.isSelected && c.focusedTip == .end)
        #expect(c.pointerDownAnywhere(at: Point(100, 300)) == true)
        #expect(!c.isSelected && c.focusedTip == nil)
        // Nothing to end; another window counts as a miss.
        #expect(c.pointerDownAnywhere(at: nil) == false)
        c.isSelected = true
        #expect(c.pointerDownAnywhere(at: nil) == true && !c.isSelected)
    }

    @Test func aSecondFingerElsewhereDuringADragKeepsTheSelection() {
        var c = ArrowInteractionTests.controller()
        #expect(c.pointerDown(1, at: Point(195, 19)) == .end)
        #expect(c.pointerDownAnywhere(at: Point(100, 300)) == false && c.isSelected)
        c.pointerUp(1, at: Point(195, 19))
        #expect(c.pointerDownAnywhere(at: Point(100, 300)) == true && !c.isSelected)
    }

    @Test func aTapOnNoArrowEndsTheScenesSelection() {
        var c = ArrowSceneInteractionTests.controller()
        c.selection = "a"
        c.focus = ArrowSceneTip(id: "a", tip: .start)
        // On another arrow: that arrow's own touch will select it.
        #expect(c.pointerDownAnywhere(at: Point(100, 200)) == false && c.selection == "a")
        #expect(c.pointerDownAnywhere(at: Point(100, 100)) == true)
        #expect(c.selection == nil && c.focus == nil)
        #expect(c.pointerDownAnywhere(at: Point(100, 100)) == false)
        #expect(c.pointerDown(1, at: Point(195, 200)) != nil)
        #expect(c.pointerDownAnywhere(at: Point(100, 100)) == false && c.selection == "b")
    }
}
