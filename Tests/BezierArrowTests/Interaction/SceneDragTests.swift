import TestSupport
import Testing
@testable import BezierArrow

@Suite struct SceneDragTests {
    typealias T = ArrowTestTemplates

    static func scene() -> ArrowScene<String> {
        var scene = ArrowScene<String>(cellSize: 64)
        scene.append(Arrow(template: T.doubleArrow()), id: "a")
        scene.append(Arrow(template: T.doubleArrow(), start: Point(0, 200), end: Point(200, 200))!, id: "b")
        return scene
    }

    @Test func dragMovesTheTopmostArrowAndItsIndexEntry() {
        var scene = Self.scene()
        let recorder = ReleaseRecorder()
        var drag = ArrowSceneDrag<String>(releaseHandler: recorder.handler)
        let grabbed = drag.begin(at: Point(195, 200), in: scene)
        #expect(grabbed?.id == "b" && grabbed?.grabbed == .end)
        #expect(drag.id == "b" && drag.arrowDrag.state == .dragging(.end))
        drag.move(to: Point(1995, 2000), in: &scene)
        #expect(scene["b"]?.arrow.end == Point(2000, 2000))
        #expect(scene.hitTest(Point(2000, 2000))?.id == "b")
        #expect(scene.hitTest(Point(195, 200)) == nil)
        #expect(scene.indexProblems().isEmpty)
        let ended = drag.finish(in: scene)
        #expect(ended?.id == "b" && ended?.result.tip == Point(2000, 2000))
        #expect(recorder.calls.count == 1 && recorder.calls[0].1 == Point(2000, 2000))
        #expect(drag.id == nil && drag.arrowDrag.state == .idle)
    }

    @Test func touchOnNothingOrOnABodyMovesNothing() {
        var scene = Self.scene()
        var drag = ArrowSceneDrag<String>()
        #expect(drag.begin(at: Point(100, 100), in: scene) == nil)
        #expect(drag.id == nil && drag.arrowDrag.state == .invalid)
        // The touch is owned: sliding onto a head does not start dragging it.
        drag.move(to: Point(195, 19), in: &scene)
        #expect(drag.begin(at: Point(195, 19), in: scene) == nil)
        #expect(scene["a"]?.arrow.end == Point(200, 19))
        #expect(drag.finish(in: scene) == nil)
        // A body touch belongs to that arrow but grabs nothing unless allowed.
        #expect(drag.begin(at: Point(100, 19), in: scene) == nil)
        #expect(drag.id == "a" && drag.arrowDrag.state == .invalid)
        drag.cancel(in: &scene)
        var lenient = ArrowSceneDrag<String>(allowsBodyGrab: true)
        #expect(lenient.begin(at: Point(150, 19), in: scene)?.grabbed == .end)
    }

    @Test func cancelRestoresAndARemovedArrowEndsQuietly() {
        var scene = Self.scene()
        var drag = ArrowSceneDrag<String>()
        drag.begin(at: Point(5, 19), in: scene)
        drag.move(to: Point(-495, 519), in: &scene)
        #expect(scene["a"]?.arrow.start == Point(-500, 519))
        drag.cancel(in: &scene)
        #expect(scene["a"]?.arrow.start == Point(0, 19))
        #expect(scene.hitTest(Point(5, 19))?.id == "a")
        drag.begin(at: Point(5, 19), in: scene)
        scene.remove("a")
        drag.move(to: Point(50, 50), in: &scene)
        #expect(drag.finish(in: scene) == nil)
        #expect(drag.arrowDrag.state == .idle)
        #expect(scene.indexProblems().isEmpty)
    }

    /// A scene drag begun on a bend handle bends that arrow (the bend through the pointer plus the
    /// grab offset), and the scene's index follows the new shape: the new handle hits, the old
    /// one no longer does, and queries all around answer as the brute-force walk does.
    @Test(arguments: [ArrowBodyKind.arc, .elbow])
    func aDragOfABendHandleBendsItsArrowAndTheIndexFollows(body: ArrowBodyKind) {
        var scene = ArrowScene<Int>(cellSize: 64)
        scene.append(Arrow(template: T.doubleArrow(), start: Point(-100, 0), end: Point(300, 40))!, id: 1)
        scene.append(Arrow(template: T.spineArrow(), start: Point(0, 200), end: Point(250, 170))!, id: 2)
        scene.append(ArrowStyleTests.arrow(T.doubleArrow(), body: body, bend: 30, from: Point(0, 60), to: Point(220, 110)), id: 3)
        let before = scene[3]!.arrow
        let handle = before.firstHandle!
        #expect(scene.hitTest(handle) == ArrowSceneHit(id: 3, hit: ArrowHit(part: .handle(0), point: handle, distance: 0)))
        var drag = ArrowSceneDrag<Int>()
        #expect(drag.begin(at: handle + Point(2, -1), in: scene) == nil)
        #expect(drag.id == 3 && drag.arrowDrag.state == .movingHandle(0))
        let pointer = handle + Point(45, 240)
        drag.move(to: pointer, in: &scene)
        let after = scene[3]!.arrow
        #expect(after.bend == before.bendMovingFirstHandle(to: pointer + Point(-2, 1)))
        #expect(after.start == before.start && after.end == before.end)
        #expect(scene.indexProblems().isEmpty)
        #expect(scene.hitTest(after.firstHandle!)?.id == 3 && scene.hitTest(after.firstHandle!)?.hit.part == .handle(0))
        #expect(scene.hitTest(handle)?.id != 3)
        var rng = SplitMix64(seed: 0xB1E4D)
        let box = before.bounds.union(after.bounds).insetBy(dx: -40, dy: -40)
        for _ in 0..<1500 {
            let p = Point(rng.uniform(box.minX...box.maxX), rng.uniform(box.minY...box.maxY))
            #expect(scene.hitTest(p) == bruteForceWalk(scene, p), "\(p)")
        }
        #expect(drag.finish(in: scene) == nil && drag.arrowDrag.state == .idle)
    }
}
