import TestSupport
import Testing
@testable import BezierArrow

/// A scene's rectangle queries answer as a walk over every arrow would: the marquee's arrows
/// (touched or enclosed) are exactly those that take touches whose drawing meets or lies in the
/// rectangle (`Arrow.drawingIntersects`, held to the brute force in `ArrowRectangleTests`),
/// culling returns exactly the drawn arrows whose drawing bounds meet the viewport (so every
/// arrow that draws there, and none whose bounds miss it), each once, in drawing order; through
/// moves, removals, restacks and items that overhang their touch bounds.
@Suite struct SceneRectangleTests {
    /// The walk: every arrow bottom first, filtered.
    static func walk(_ scene: ArrowScene<Int>, _ accept: (ArrowSceneItem) -> Bool) -> [Int] {
        scene.ids.filter { accept(scene[$0]!) }
    }

    static func takesTouches(_ item: ArrowSceneItem) -> Bool {
        item.receivesTouches && item.touchInset.isFinite && abs(item.touchInset) <= AcceptedRange.maxMagnitude
    }

    /// A random scene item: a random arrow, sometimes hidden, not interactive, transparent, with
    /// a widened or narrowed tap target (a narrowed one draws beyond its touch bounds), or an
    /// inset the scene refuses (it is not in the index at all).
    static func item(_ rng: inout SplitMix64) throws -> ArrowSceneItem {
        var item = ArrowSceneItem(arrow: try ArrowRectangleTests.arrow(&rng))
        switch rng.next() % 10 {
        case 0: item.isHidden = true
        case 1: item.isInteractive = false
        case 2: item.alpha = [0, 0.005, -1, .nan][Int(rng.next() % 4)]
        case 3: item.touchInset = rng.uniform(-20...60)
        case 4: item.touchInset = [.nan, 1e16][Int(rng.next() % 2)]
        default: break
        }
        return item
    }

    /// Every query against the walk, on rectangles near random arrows and over the whole scene.
    static func check(_ scene: ArrowScene<Int>, _ rng: inout SplitMix64, rects: Int) -> (touched: Int, visible: Int) {
        var touched = 0, visible = 0
        let ids = scene.ids
        for k in 0..<rects {
            let near = scene[ids[Int(rng.next() % UInt64(ids.count))]]!.arrow.bounds
            let r = k % 10 == 0 ? Rect(x: -2000, y: -2000, width: 4000, height: 4000) : rng.rect(near: near)
            let expectedTouched = walk(scene) { takesTouches($0) && $0.arrow.drawingIntersects(r) }
            #expect(scene.arrows(intersecting: r) == expectedTouched, "\(r)")
            #expect(scene.arrows(inside: r) == walk(scene) { takesTouches($0) && $0.arrow.drawingIsInside(r) }, "\(r)")
            let expectedVisible = walk(scene) { !$0.isHidden && $0.alpha > 0 && $0.arrow.drawingBounds.intersects(r) }
            let found = scene.visibleArrows(in: r)
            #expect(found == expectedVisible, "\(r)")
            var each: [Int] = []
            scene.forEachVisibleArrow(in: r) { id, item in
                each.append(id)
                // The item itself (`==` fails for a NaN inset).
                let same = item.arrow == scene[id]!.arrow && item.isHidden == scene[id]!.isHidden
                #expect(same)
            }
            #expect(each == found)
            // Every drawn arrow whose drawing meets the viewport is among them.
            let drawnThere = walk(scene) { !$0.isHidden && $0.alpha > 0 && $0.arrow.drawingIntersects(r) }
            #expect(Set(drawnThere).isSubset(of: found))
            touched += expectedTouched.count
            visible += found.count
        }
        return (touched, visible)
    }

    @Test(arguments: [17.0, 256])
    func queriesAgreeWithTheWalk(cellSize: Double) throws {
        var rng = SplitMix64(seed: 0x5245_4354 + UInt64(cellSize))
        var scene = ArrowScene<Int>(cellSize: cellSize)
        for id in 0..<150 { scene.append(try Self.item(&rng), id: id) }
        let first = Self.check(scene, &rng, rects: 60)
        #expect(first.touched > 60 && first.visible > first.touched)

        // Moves (tips, view properties), removals, restacks, new arrows: the tables follow.
        for step in 0..<200 {
            let ids = scene.ids
            let id = ids[Int(rng.next() % UInt64(ids.count))]
            switch step % 5 {
            case 0: scene.remove(id)
            case 1: scene.bringToFront(id)
            case 2: scene.sendToBack(id)
            case 3: scene[id] = try Self.item(&rng)
            default:
                scene.update(id) { item in
                    item.arrow.setTips(start: item.arrow.start + Point(rng.uniform(-60...60), rng.uniform(-60...60)),
                                       end: item.arrow.end)
                    item.touchInset = [0, 30, .nan][Int(rng.next() % 3)]
                    item.isHidden = rng.next() % 5 == 0
                }
            }
            if step % 4 == 0 { scene.append(try Self.item(&rng), id: 1000 + step) }
        }
        // `indexProblems` expects a touch box for every finite inset (the scene gives none to an
        // inset beyond the accepted range) and builds it without a labelled arrow's handles
        // (which the scene's hold): those records' boxes are left to `SceneEdgeTests`.
        let items = scene.storage.items
        #expect(scene.indexProblems().filter { problem in
            !items.indices.contains { i in
                problem == "record \(i) touch box or map out of date"
                    && (items[i].arrow.labelFrame != nil && !items[i].arrow.handlePoints.isEmpty
                        || !AcceptedRange.accepts(coordinate: items[i].touchInset))
            }
        }.isEmpty)
        // The drawing bounds kept are the items' own.
        #expect(items.indices.allSatisfy { i in
            var item = items[i]
            return scene.storage.drawingBounds[i] == item.sceneDrawingBounds()
        })
        _ = Self.check(scene, &rng, rects: 60)
    }

    /// A viewport over more cells than a quarter of the arrows is answered by the walk itself.
    @Test func aViewportOverEverything() throws {
        var rng = SplitMix64(seed: 0xA11)
        var scene = ArrowScene<Int>(cellSize: 8)
        for id in 0..<40 { scene.append(try Self.item(&rng), id: id) }
        let all = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        #expect(scene.visibleArrows(in: all) == Self.walk(scene) { !$0.isHidden && $0.alpha > 0 })
        var each: [Int] = []
        scene.forEachVisibleArrow(in: all) { id, _ in each.append(id) }
        #expect(each == scene.visibleArrows(in: all))
        #expect(scene.arrows(intersecting: all) == Self.walk(scene) { Self.takesTouches($0) })
        #expect(scene.arrows(inside: all) == Self.walk(scene) { Self.takesTouches($0) })
    }

    /// Rectangles that are null or not finite give no arrow; a point or a segment is a rectangle.
    @Test func badAndDegenerateRectangles() throws {
        var scene = ArrowScene<Int>()
        scene.append(Arrow(template: ArrowTestTemplates.doubleArrow(), start: Point(0, 19), end: Point(200, 19))!, id: 1)
        for bad in [Rect.null, Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 10),
                    Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity)] {
            #expect(scene.arrows(intersecting: bad).isEmpty && scene.arrows(inside: bad).isEmpty, "\(bad)")
            #expect(scene.visibleArrows(in: bad).isEmpty, "\(bad)")
        }
        // A point inside the body's fill, and one beside it.
        #expect(scene.arrows(intersecting: Rect(x: 100, y: 19, width: 0, height: 0)) == [1])
        #expect(scene.arrows(intersecting: Rect(x: 100, y: 30, width: 0, height: 0)).isEmpty)
        // A vertical segment across the body.
        #expect(scene.arrows(intersecting: Rect(x: 100, y: -50, width: 0, height: 100)) == [1])
        // Empty scenes answer nothing.
        #expect(ArrowScene<Int>().visibleArrows(in: Rect(x: 0, y: 0, width: 100, height: 100)).isEmpty)
    }
}
