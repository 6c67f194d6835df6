import Testing
@testable import BezierArrow

/// Shapes and bindings through the scene controller (what the UIKit and AppKit canvases forward):
/// bound tips solved as the scene solves them, also while a pointer drags the other tip, the
/// controller's touch insets kept, refusals leaving everything as it was.
@Suite struct SceneInteractionShapeTests {
    typealias T = ArrowTestTemplates

    /// Arrow "a" from (0, 19) to (200, 19) at zoom 2, and the box "box" over x 300...400, y 0...100.
    static func controller() -> ArrowSceneInteraction<String> {
        var c = ArrowSceneInteraction<String>(scene: ArrowScene(cellSize: 64), metrics: ArrowInteractionMetrics(zoomScale: 2))
        c.append(Arrow(template: T.doubleArrow()), id: "a")
        let r1 = c.setShape(SceneShapeItem(shape: try! SceneShape(.rectangle(Rect(x: 300, y: 0, width: 100, height: 100)))),
                            id: "box")
        #expect(r1)
        return c
    }

    /// The solver's answer for the arrow's bindings, asked directly.
    static func expected(_ c: ArrowSceneInteraction<String>) -> Connection {
        SceneBindingTests.expected(c.scene, "a")
    }

    @Test func bindingSolvesAndTheShapeMoveCarriesTheTip() throws {
        var c = Self.controller()
        let inset = c.scene["a"]!.touchInset
        try c.bind(.end, of: "a", to: "box", SceneBindingTests.edge(0.5, 0.5))
        let solved = Self.expected(c)
        #expect(c.scene["a"]!.arrow.end == solved.end)
        // The approach from the start enters the box through its left side.
        #expect(abs(solved.end.x - 300) < 1e-9 && solved.end.y > 0 && solved.end.y < 100)
        var item = c.scene.shape("box")!
        item.shape.transform = Transform2D(translationX: 0, y: 300)
        let set = c.setShape(item, id: "box")
        #expect(set)
        let moved = c.scene["a"]!.arrow.end
        #expect(moved == Self.expected(c).end && moved.y > 300)
        // The index follows the solved arrow, and the touch inset stays the zoom's.
        #expect(c.hitTest(moved)?.id == "a" && c.scene["a"]!.touchInset == inset)
        #expect(c.scene.indexProblems().isEmpty)
    }

    @Test func draggingTheFreeTipResolvesTheBoundOne() throws {
        var c = Self.controller()
        try c.bind(.end, of: "a", to: "box", SceneBindingTests.edge(0.5, 0.5))
        let before = c.scene["a"]!.arrow.end
        let grabbed = c.pointerDown(1, at: Point(5, 19))
        #expect(grabbed == ArrowSceneTip(id: "a", tip: .start))
        let moved = c.pointerMoved(1, to: Point(5, 219))
        #expect(moved)
        let after = c.scene["a"]!.arrow.end
        #expect(after == Self.expected(c).end && after != before && abs(after.x - 300) < 1e-9)
        let ended = c.pointerUp(1, at: Point(5, 219))
        // The tip keeps its offset from the pointer (it came down 5 right of the tip).
        #expect(ended?.id == "a" && c.scene["a"]!.arrow.start == Point(0, 219))
    }

    @Test func refusalsChangeNothingAndRemovalUnbinds() throws {
        var c = Self.controller()
        let arrow = c.scene["a"]!.arrow
        #expect(throws: ArrowSceneError<String>.unknownTarget("none")) {
            try c.bind(.end, of: "a", to: "none", SceneBindingTests.edge(0.5, 0.5))
        }
        #expect(c.scene["a"]!.arrow == arrow && c.scene.binding(.end, of: "a") == nil)
        // One id space: an arrow's id is no shape's.
        let refused = c.setShape(c.scene.shape("box")!, id: "a")
        #expect(!refused)
        try c.bind(.start, of: "a", to: "box", try ArrowBinding(anchor: Point(0.5, 0.5), mode: .pinned))
        #expect(c.scene["a"]!.arrow.start == Point(350, 50))
        let unbound = c.unbind(.start, of: "a")
        #expect(unbound?.target == "box" && c.scene.binding(.start, of: "a") == nil)
        try c.bind(.start, of: "a", to: "box", try ArrowBinding(anchor: Point(0.5, 0.5), mode: .pinned))
        let removed = c.removeShape("box"), again = c.removeShape("box")
        #expect(removed != nil && again == nil)
        #expect(c.scene.binding(.start, of: "a") == nil && c.scene["a"]!.arrow.start == Point(350, 50))
    }
}

/// Body handles through the scene controller: a pointer on a handle bends its arrow (one pointer
/// an arrow), a cancel puts the bend back, and no release is reported (no tip moved).
@Suite struct SceneInteractionHandleTests {
    typealias T = ArrowTestTemplates

    @Test(arguments: [ArrowBodyKind.arc, .elbow])
    func aPointerOnAHandleBendsAndACancelRestores(body: ArrowBodyKind) {
        let recorder = SceneInteractionRecorder()
        var c = ArrowSceneInteraction<String>(scene: ArrowScene(cellSize: 64), onRelease: recorder.handler)
        c.append(ArrowStyleTests.arrow(T.doubleArrow(), body: body, bend: 30, from: Point(0, 60), to: Point(220, 110)), id: "c")
        let before = c.scene["c"]!.arrow
        let handle = before.firstHandle!
        let grabbed = c.pointerDown(1, at: handle + Point(2, -1))
        #expect(grabbed == nil && c.selection == "c" && c.grabbedTip(of: 1) == nil)
        // A second pointer on the same handle moves nothing.
        c.pointerDown(2, at: handle)
        let second = c.pointerMoved(2, to: handle + Point(0, 90))
        #expect(!second)
        let pointer = handle + Point(45, 240)
        let moved = c.pointerMoved(1, to: pointer)
        #expect(moved)
        let bent = c.scene["c"]!.arrow
        #expect(bent.bend == before.bendMovingFirstHandle(to: pointer + Point(-2, 1)))
        #expect(bent.start == before.start && bent.end == before.end)
        #expect(c.scene.indexProblems().isEmpty)
        let restored = c.pointerCancelled(1)
        #expect(restored && c.scene["c"]!.arrow == before)
        c.pointerDown(3, at: handle)
        c.pointerMoved(3, to: pointer)
        let ended = c.pointerUp(3, at: pointer)
        #expect(ended == nil && c.scene["c"]!.arrow.bend != before.bend)
        #expect(recorder.results.isEmpty)
    }
}
