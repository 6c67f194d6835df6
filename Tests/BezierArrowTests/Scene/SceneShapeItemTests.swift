import TestSupport
import Testing
@testable import BezierArrow

/// Shapes in a scene: added, replaced, removed, restacked by id, one id space with the arrows,
/// and found under a touch as UIKit's walk finds them.
struct SceneShapeItemTests {
    static func box(_ x: Double, _ y: Double, _ w: Double = 100, _ h: Double = 60) -> SceneShape {
        try! SceneShape(.rectangle(Rect(x: x, y: y, width: w, height: h)))
    }

    static func arrow(_ s: Point, _ e: Point) -> Arrow {
        Arrow(template: ArrowTestTemplates.doubleArrow(), start: s, end: e)!
    }

    /// The walk written out over the shapes: topmost first, skipping those that take no touches.
    static func bruteForceShape<ID>(_ scene: ArrowScene<ID>, _ p: Point) -> ID? {
        for id in scene.shapeIDs.reversed() {
            let item = scene.shape(id)!
            if item.isHidden || !item.isInteractive || !(item.alpha > 0.01) { continue }
            if item.shape.contains(p) { return id }
        }
        return nil
    }

    @Test func addReplaceRemoveAndRestack() {
        var scene = ArrowScene<Int>()
        let r27 = scene.setShape(SceneShapeItem(shape: Self.box(0, 0)), id: 1)
        #expect(r27)
        let r28 = scene.setShape(SceneShapeItem(shape: Self.box(50, 0)), id: 2)
        #expect(r28)
        let r29 = scene.setShape(SceneShapeItem(shape: Self.box(100, 0)), id: 3)
        #expect(r29)
        #expect(scene.shapeIDs == [1, 2, 3])
        // Replacing keeps the place in the drawing order.
        let r32 = scene.setShape(SceneShapeItem(shape: Self.box(0, 200)), id: 1)
        #expect(r32)
        #expect(scene.shapeIDs == [1, 2, 3])
        #expect(scene.shape(1)?.shape == Self.box(0, 200))
        #expect(scene.shape(at: Point(10, 210)) == 1)
        #expect(scene.shape(at: Point(10, 10)) == nil)
        // Overlap of 2 and 3 at x = 120: the topmost wins, restacking changes it.
        #expect(scene.shape(at: Point(120, 30)) == 3)
        scene.bringToFront(2)
        #expect(scene.shapeIDs == [1, 3, 2])
        #expect(scene.shape(at: Point(120, 30)) == 2)
        scene.sendToBack(2)
        #expect(scene.shapeIDs == [2, 1, 3])
        #expect(scene.shape(at: Point(120, 30)) == 3)
        let r45 = scene.removeShape(3)
        #expect(r45?.shape == Self.box(100, 0))
        let r46 = scene.removeShape(3)
        #expect(r46 == nil)
        #expect(scene.shape(3) == nil)
        #expect(scene.shapeIDs == [2, 1])
        #expect(scene.shape(at: Point(120, 30)) == 2)
        #expect(scene.shape(at: Point(190, 30)) == nil)
        // Hidden, non-interactive, transparent shapes are skipped.
        var hidden = scene.shape(2)!
        hidden.isHidden = true
        scene.setShape(hidden, id: 2)
        #expect(scene.shape(at: Point(120, 30)) == nil)
        hidden.isHidden = false
        hidden.alpha = 0.01
        scene.setShape(hidden, id: 2)
        #expect(scene.shape(at: Point(120, 30)) == nil)
        hidden.alpha = 1
        hidden.isInteractive = false
        scene.setShape(hidden, id: 2)
        #expect(scene.shape(at: Point(120, 30)) == nil)
        #expect(scene.shape(at: Point(.nan, 30)) == nil)
        // Arrows are untouched by shapes.
        #expect(scene.isEmpty && scene.ids.isEmpty)
    }

    @Test func oneIDSpaceForArrowsAndShapes() {
        var scene = ArrowScene<Int>()
        let r71 = scene.append(Self.arrow(Point(0, 0), Point(100, 0)), id: 1)
        #expect(r71)
        let r72 = scene.setShape(SceneShapeItem(shape: Self.box(0, 0)), id: 1)
        #expect(!r72)
        #expect(scene.shape(1) == nil && scene.shapeIDs.isEmpty)
        let r74 = scene.setShape(SceneShapeItem(shape: Self.box(0, 0)), id: 2)
        #expect(r74)
        let r75 = scene.append(Self.arrow(Point(0, 0), Point(100, 0)), id: 2)
        #expect(!r75)
        scene[2] = ArrowSceneItem(arrow: Self.arrow(Point(0, 0), Point(100, 0)))
        #expect(scene[2] == nil && scene.count == 1)
        // An id freed by a removal can name the other kind.
        scene.removeShape(2)
        let r80 = scene.append(Self.arrow(Point(0, 0), Point(100, 0)), id: 2)
        #expect(r80)
        scene.remove(1)
        let r82 = scene.setShape(SceneShapeItem(shape: Self.box(0, 0)), id: 1)
        #expect(r82)
    }

    @Test func hitTestingAgreesWithTheWalk() {
        var g = SplitMix64(seed: 0x5CE7E)
        for round in 0..<4 {
            var scene = ArrowScene<Int>(cellSize: round == 0 ? 64 : 256)
            for id in 0..<120 {
                var item = SceneShapeItem(shape: ConnectorFixtures.randomShape(&g))
                switch g.next() % 8 {
                case 0: item.isHidden = true
                case 1: item.isInteractive = false
                case 2: item.alpha = g.next() % 2 == 0 ? 0.005 : .nan
                default: break
                }
                scene.setShape(item, id: id)
            }
            for _ in 0..<60 {
                let id = Int(g.next() % 120)
                switch g.next() % 4 {
                case 0: scene.bringToFront(id)
                case 1: scene.sendToBack(id)
                case 2: scene.removeShape(id)
                default:
                    if var item = scene.shape(id) {
                        item.shape.transform = item.shape.transform.concatenating(
                            Transform2D(translationX: ConnectorFixtures.uniform(-80, 80, &g), y: ConnectorFixtures.uniform(-80, 80, &g)))
                        scene.setShape(item, id: id)
                    }
                }
            }
            #expect(scene.shapeProblems().isEmpty)
            var hits = 0
            for _ in 0..<3000 {
                let p = Point(ConnectorFixtures.uniform(-500, 500, &g), ConnectorFixtures.uniform(-500, 500, &g))
                let found = scene.shape(at: p)
                #expect(found == Self.bruteForceShape(scene, p), "round \(round) at \(p)")
                if found != nil { hits += 1 }
            }
            #expect(hits > 300)
        }
    }
}

extension ArrowScene {
    /// Checks the shapes' index: every shape listed in exactly the cells of its listed rectangle,
    /// with its bounds' entry, and the id maps consistent.
    func shapeProblems() -> [String] {
        var problems: [String] = []
        var listed = [Int: Int]()
        for (key, list) in shapes.grid.cells {
            for e in list {
                let i = Int(e.record)
                guard shapes.records.indices.contains(i) else { problems.append("dead record \(i)"); continue }
                if e != shapes.grid.entry(e.record, shapes.records[i].item.shape.bounds, in: key) { problems.append("stale entry \(i)") }
                listed[i, default: 0] += 1
            }
        }
        for i in shapes.records.indices {
            let r = shapes.records[i]
            if !r.listing.rect.contains(r.item.shape.bounds) { problems.append("record \(i) outgrew its cells") }
            if let c = r.listing.cells, !c.isOversized, listed[i] != (c.x1 - c.x0 + 1) * (c.y1 - c.y0 + 1) {
                problems.append("record \(i) listed \(listed[i] ?? 0) times")
            }
            if shapeRecords[shapeRecords.ids[i]] != Int32(i) { problems.append("id map of record \(i)") }
        }
        if shapes.order.count != shapes.records.count { problems.append("order") }
        return problems
    }
}
