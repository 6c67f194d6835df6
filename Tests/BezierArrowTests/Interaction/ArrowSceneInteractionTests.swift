import Testing
@testable import BezierArrow

/// Records what a scene controller hands to its release callback.
final class SceneInteractionRecorder: @unchecked Sendable {
    var results: [(String, ArrowDragResult)] = []
    var handler: @Sendable (String, ArrowDragResult) -> Void { { [self] in results.append(($0, $1)) } }
}

@Suite struct ArrowSceneInteractionTests {
    typealias T = ArrowTestTemplates

    /// Arrow "a" at rest ((0, 19) to (200, 19)), "b" below it ((0, 200) to (200, 200)), "b" on top.
    static func controller(zoom: Double = 1, recorder: SceneInteractionRecorder? = nil) -> ArrowSceneInteraction<String> {
        var c = ArrowSceneInteraction<String>(scene: ArrowScene(cellSize: 64), metrics: ArrowInteractionMetrics(zoomScale: zoom),
                                              onRelease: recorder?.handler)
        c.append(Arrow(template: T.doubleArrow()), id: "a")
        c.append(Arrow(template: T.doubleArrow(), start: Point(0, 200), end: Point(200, 200))!, id: "b")
        return c
    }

    @Test func pointerSelectsRaisesAndGrabsTheHeadItLandsOn() {
        var c = Self.controller()
        #expect(c.scene.ids == ["a", "b"])
        #expect(c.pointerDown(1, at: Point(195, 19)) == ArrowSceneTip(id: "a", tip: .end))
        #expect(c.selection == "a" && c.focus == ArrowSceneTip(id: "a", tip: .end))
        #expect(c.scene.ids == ["b", "a"])
        // A body selects without grabbing; nothing clears the selection.
        #expect(c.pointerDown(2, at: Point(100, 200)) == nil)
        #expect(c.selection == "b" && c.grabbedTip(of: 2) == nil)
        #expect(c.pointerDown(3, at: Point(100, 100)) == nil)
        #expect(c.selection == nil && c.isTracking)
        #expect(c.pointerMoved(3, to: Point(195, 200)) == false)
        #expect(c.scene["b"]?.arrow.end == Point(200, 200))
        var lenient = Self.controller()
        lenient.allowsBodyGrab = true
        lenient.bringsSelectionToFront = false
        #expect(lenient.pointerDown(1, at: Point(40, 200)) == ArrowSceneTip(id: "b", tip: .start))
        #expect(lenient.scene.ids == ["a", "b"])
    }

    @Test func dragOutsideKeepsTheArrowAndMovesItsIndexEntry() {
        let recorder = SceneInteractionRecorder()
        var c = Self.controller(recorder: recorder)
        c.pointerDown(1, at: Point(195, 200))
        #expect(c.pointerMoved(1, to: Point(1995, 2000)) == true)
        #expect(c.scene["b"]?.arrow.end == Point(2000, 2000))
        #expect(c.hitTest(Point(2000, 2000))?.id == "b" && c.hitTest(Point(195, 200)) == nil)
        let ended = c.pointerUp(1, at: Point(2995, 2000))
        #expect(ended?.id == "b" && ended?.result == ArrowDragResult(grabbed: .end, tip: Point(3000, 2000), initialTip: Point(200, 200)))
        #expect(recorder.results.count == 1 && recorder.results[0].0 == "b")
        #expect(c.scene.indexProblems().isEmpty)
    }

    @Test func cancelRestoresAndARemovedArrowEndsQuietly() {
        let recorder = SceneInteractionRecorder()
        var c = Self.controller(recorder: recorder)
        c.pointerDown(1, at: Point(5, 19))
        c.pointerMoved(1, to: Point(-495, 519))
        #expect(c.scene["a"]?.arrow.start == Point(-500, 519))
        #expect(c.pointerCancelled(1) == true)
        #expect(c.scene["a"]?.arrow.start == Point(0, 19) && c.hitTest(Point(5, 19))?.id == "a")
        c.pointerDown(1, at: Point(5, 19))
        #expect(c.remove("a") != nil && c.selection == nil && c.focus == nil)
        #expect(c.pointerMoved(1, to: Point(50, 50)) == false)
        #expect(c.pointerUp(1, at: Point(50, 50)) == nil)
        #expect(recorder.results.isEmpty && c.scene.indexProblems().isEmpty)
    }

    /// At 4x a point 10 units (40 points) from a body misses; at a quarter, 60 units (15 points)
    /// away hits: the scene's insets follow the zoom.
    @Test func zoomKeepsTheSceneTapTargetsOnScreenSize() {
        var c = Self.controller()
        #expect(c.hitTest(Point(100, 2))?.id == "a")
        c.zoomScale = 4
        #expect(c.hitTest(Point(100, 2)) == nil)
        #expect(c.hitTest(Point(100, 12 - 4.3))?.id == "a" && c.hitTest(Point(100, 12 - 4.5)) == nil)
        c.zoomScale = 0.25
        #expect(c.hitTest(Point(100, 12 - 60))?.id == "a")
        #expect(c.hitTest(Point(100, 12 - 71)) == nil)
        // An arrow appended later gets the same reach.
        c.append(Arrow(template: T.doubleArrow(), start: Point(0, 1000), end: Point(200, 1000))!, id: "c")
        #expect(c.hitTest(Point(100, 993 - 60))?.id == "c")
        #expect(c.scene["c"]?.touchInset == c.metrics.hitInset(for: T.doubleArrow()))
        // update(_:_:) puts the controller's inset back.
        c.update("c") { $0.touchInset = 0 }
        #expect(c.scene["c"]?.touchInset == 17.5 - 70)
        #expect(c.scene.indexProblems().isEmpty)
    }

    @Test func twoPointersDragTwoArrowsOrBothTipsOfOne() {
        var c = Self.controller()
        // Tips exactly where the pointers put them (these would snap to 15-degree steps).
        c.connectionSettings.isSnappingEnabled = false
        #expect(c.pointerDown(1, at: Point(195, 19))?.id == "a")
        #expect(c.pointerDown(2, at: Point(195, 200))?.id == "b")
        c.pointerMoved(1, to: Point(195, 69))
        c.pointerMoved(2, to: Point(195, 300))
        #expect(c.scene["a"]?.arrow.end == Point(200, 69) && c.scene["b"]?.arrow.end == Point(200, 300))
        // A third pointer on a held tip moves nothing; one on the other tip of "b" drags it.
        #expect(c.pointerDown(3, at: Point(198, 300)) == nil)
        #expect(c.pointerDown(4, at: Point(5, 200)) == ArrowSceneTip(id: "b", tip: .start))
        c.pointerMoved(4, to: Point(5, 250))
        #expect(c.scene["b"]?.arrow.start == Point(0, 250))
        // Cancelling pointer 4 restores the start and keeps the end under pointer 2.
        #expect(c.pointerCancelled(4) == true)
        #expect(c.scene["b"]?.arrow.start == Point(0, 200) && c.scene["b"]?.arrow.end == Point(200, 300))
        #expect(c.pointerUp(2, at: Point(195, 300))?.result.tip == Point(200, 300))
        #expect(c.pointerUp(1, at: Point(195, 69))?.id == "a")
        c.cancelAllPointers()
        #expect(!c.isTracking && c.scene.indexProblems().isEmpty)
    }

    @Test func keysWalkEveryTipAndMoveTheFocusedOne() {
        let recorder = SceneInteractionRecorder()
        var c = Self.controller(recorder: recorder)
        let a = ArrowSceneTip(id: "a", tip: .start), b = ArrowSceneTip(id: "b", tip: .end)
        #expect(c.focusOrder == [a, ArrowSceneTip(id: "a", tip: .end), ArrowSceneTip(id: "b", tip: .start), b])
        #expect(c.focusNext() == a)
        #expect(c.focusPrevious() == nil)
        #expect(c.focusPrevious() == b && c.focusNext() == nil)
        c.focus = b
        c.zoomScale = 2
        #expect(c.moveFocusedTip(.right)?.tip == Point(200.5, 200))
        #expect(c.moveFocusedTip(.up, large: true)?.tip == Point(200.5, 195))
        #expect(c.adjustTip(a, by: 2)?.tip == Point(-1, 19))
        #expect(c.moveTip(ArrowSceneTip(id: "gone", tip: .end), .up) == nil)
        #expect(recorder.results.map(\.0) == ["b", "b", "a"])
        // A tip a pointer drags is left alone.
        c.pointerDown(1, at: Point(-1, 19))
        #expect(c.adjustTip(a, by: 1) == nil)
        #expect(c.scene.indexProblems().isEmpty)
    }

    @Test func hoverNamesTheArrowAndPart() {
        var c = Self.controller()
        #expect(c.hover(at: Point(195, 200)) == ArrowSceneHit(id: "b", hit: c.scene["b"]!.arrow.hitTest(Point(195, 200))!))
        #expect(c.hovered?.hit.part == .endHead)
        #expect(c.hover(at: Point(100, 100)) == nil && c.hovered == nil)
        c.hover(at: Point(100, 19))
        c.remove("a")
        #expect(c.hovered == nil)
    }
}
