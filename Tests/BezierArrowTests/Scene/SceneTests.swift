import TestSupport
import Testing
@testable import BezierArrow
@testable import BezierGeometry

/// UIKit's hit-test walk over sibling views, written out: topmost first, skip hidden, non-interactive
/// and all but transparent views, the first whose (inset) area holds the touch answers.
func bruteForceWalk<ID>(_ scene: ArrowScene<ID>, _ p: Point) -> ArrowSceneHit<ID>? {
    for id in scene.ids.reversed() {
        let item = scene[id]!
        if !item.isInteractive || item.isHidden || !(item.alpha > 0.01) { continue }  // NaN takes no touch either
        if let hit = item.arrow.hitTest(p, insetBy: item.touchInset) { return ArrowSceneHit(id: id, hit: hit) }
    }
    return nil
}

extension ArrowScene {
    /// Checks the index against what it should hold: every record listed exactly in the cells its
    /// touch bounds overlap (or in the oversized list), nothing else, every list sorted, and the
    /// id maps and drawing order consistent.
    func indexProblems() -> [String] {
        let s = storage
        var problems: [String] = []
        var listed = [Int: Int]()
        for (key, list) in s.grid.cells {
            if list.isEmpty { problems.append("empty cell \(key) kept") }
            for e in list where !s.items.indices.contains(Int(e.record)) { problems.append("dead record \(e.record) in \(key)") }
            // Sorted by the scene's keys (checked where every record is alive).
            let keys = s.order.keys
            if list.allSatisfy({ s.items.indices.contains(Int($0.record)) }),
               zip(list, list.dropFirst()).contains(where: { keys[Int($0.record)] <= keys[Int($1.record)] }) {
                problems.append("cell \(key) not sorted")
            }
            for e in list {
                let i = Int(e.record)
                guard s.items.indices.contains(i) else { continue }
                if e != s.grid.entry(e.record, s.items[i].touchBounds, in: key) { problems.append("stale rectangle for record \(i) in \(key)") }
                guard let r = s.grid.range(of: s.listings[i].rect), r.contains(key.x, key.y) else {
                    problems.append("record \(i) listed in \(key) outside its bounds"); continue
                }
                listed[i, default: 0] += 1
            }
        }
        for e in s.grid.oversized where !s.items.indices.contains(Int(e.record)) || s.items[Int(e.record)].touchBounds != e.rect {
            problems.append("stale oversized entry \(e)")
        }
        for i in s.items.indices {
            let arrow = s.items[i].arrow, reach = arrow.tapReach(insetBy: s.items[i].touchInset)
            if s.touchTargets[i].reach != reach { problems.append("record \(i) reach out of date") }
            let box = s.touchTargets[i].box
            if s.items[i].receivesTouches && s.items[i].touchInset.isFinite {
                let expected = ArrowTouchBox(start: arrow.start, end: arrow.end, outline: arrow.outline, spine: arrow.spine, reach: reach)
                if box.origin != expected.origin || box.axis != expected.axis || box.minAlong != expected.minAlong
                    || box.maxAcross != expected.maxAcross
                    || s.touchTargets[i].map != expected.map(outline: arrow.outline, spine: arrow.spine, reach: reach) {
                    problems.append("record \(i) touch box or map out of date")
                }
            } else if box.minAlong <= box.maxAlong {
                problems.append("record \(i) takes no touches but its touch box holds points")
            }
            let expected = s.grid.range(of: s.listings[i].rect)
            if s.listings[i].cells != expected { problems.append("record \(i) range out of date") }
            let bounds = s.items[i].touchBounds, listedRect = s.listings[i].rect
            if bounds.isNull != listedRect.isNull || !bounds.isNull && !(listedRect.minX <= bounds.minX && listedRect.minY <= bounds.minY
                && listedRect.maxX >= bounds.maxX && listedRect.maxY >= bounds.maxY) {
                problems.append("record \(i) listed with a rectangle that misses its touch bounds")
            }
            guard let r = expected else { continue }
            if r.isOversized {
                if !s.grid.oversized.contains(where: { $0.record == Int32(i) }) { problems.append("oversized record \(i) missing") }
            } else if listed[i, default: 0] != (r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1) {
                problems.append("record \(i) listed in \(listed[i, default: 0]) cells, expected \((r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1))")
            }
        }
        if s.order.count != s.items.count || Set(s.order.records) != Set(s.items.indices.map { Int32($0) }) {
            problems.append("drawing order does not hold every record once")
        }
        if zip(s.order.records, s.order.records.dropFirst()).contains(where: { s.order.keys[Int($0)] >= s.order.keys[Int($1)] }) {
            problems.append("drawing order not sorted by key")
        }
        if arrowRecords.count != s.items.count || arrowRecords.records.count != arrowRecords.count
            || arrowRecords.records.contains(where: { arrowRecords.ids[Int($0.value)] != $0.key }) {
            problems.append("id maps out of step with the records")
        }
        return problems
    }
}

@Suite struct SceneTests {
    typealias T = ArrowTestTemplates

    static func arrow(_ s: Point, _ e: Point, _ t: ArrowTemplate = T.doubleArrow()) -> Arrow {
        Arrow(template: t, start: s, end: e)!
    }

    @Test func topmostArrowAnswersFirst() {
        var scene = ArrowScene<String>()
        scene.append(Self.arrow(Point(0, 19), Point(200, 19)), id: "below")
        scene.append(Self.arrow(Point(100, 19), Point(300, 19)), id: "above")
        #expect(scene.count == 2 && scene.ids == ["below", "above"])
        #expect(scene.hitTest(Point(150, 19))?.id == "above")
        #expect(scene.hitTest(Point(150, 19))?.part == .body)
        #expect(scene.hitTest(Point(10, 19))?.id == "below")
        #expect(scene.hitTest(Point(10, 19))?.part == .startHead)
        #expect(scene.hitTest(Point(290, 19))?.part == .endHead)
        #expect(scene.hitTest(Point(150, 200)) == nil)
        #expect(scene.hitTest(Point(.nan, 19)) == nil)
        scene.bringToFront("below")
        #expect(scene.ids == ["above", "below"])
        #expect(scene.hitTest(Point(150, 19))?.id == "below")
        scene.sendToBack("below")
        #expect(scene.hitTest(Point(150, 19))?.id == "above")
        #expect(scene.indexProblems().isEmpty)
    }

    /// Moving an arrow in a scene re-prepares its path in place: the scene holds no other share
    /// of the storage, so the update does not copy it (which would allocate on every drag step).
    /// At rest, as added, its tap target's records sit in a block of their size; the first move
    /// makes it room for any tips, once.
    @Test func movingAnArrowRebuildsItsShapeInPlace() {
        var scene = ArrowScene<Int>()
        scene.append(Self.arrow(Point(0, 19), Point(200, 19)), id: 0)
        func table() -> PieceTable { scene.storage.items[0].arrow.preparedPath.segments }
        func block() -> UnsafeRawPointer { table().baseAddress }
        #expect(table().capacity == table().count && table().runCapacity == table().runCount)
        #expect(table().runCount > 0)
        scene.setTips(of: 0, start: Point(0, 19), end: Point(200, 19 + 1e-3))
        #expect(table().capacity > table().count)
        let before = block()
        for k in 1...20 { scene.setTips(of: 0, start: Point(0, 19), end: Point(200 + Double(k), 19 + 3 * Double(k))) }
        #expect(block() == before)
        #expect(scene.hitTest(Point(110, 19 + 33))?.id == 0)
        // A throwing change still reindexes (the item may have changed before the throw).
        struct Stop: Error {}
        _ = try? scene.update(0) { item -> Void in
            item.arrow.setTips(start: Point(0, 19), end: Point(600, 19))
            throw Stop()
        }
        #expect(scene.hitTest(Point(590, 19))?.id == 0)
        #expect(scene.indexProblems().isEmpty)
    }

    @Test func hiddenNonInteractiveAndTransparentArrowsAreSkipped() {
        var scene = ArrowScene<Int>()
        scene.append(Self.arrow(Point(0, 19), Point(200, 19)), id: 0)
        scene.append(Self.arrow(Point(0, 19), Point(200, 19)), id: 1)
        #expect(scene.hitTest(Point(100, 19))?.id == 1)
        scene.update(1) { $0.isHidden = true }
        #expect(scene.hitTest(Point(100, 19))?.id == 0)
        scene.update(1) { $0.isHidden = false; $0.isInteractive = false }
        #expect(scene.hitTest(Point(100, 19))?.id == 0)
        scene.update(1) { $0.isInteractive = true; $0.alpha = 0.01 }
        #expect(scene.hitTest(Point(100, 19))?.id == 0)
        scene.update(1) { $0.alpha = 0.011 }
        #expect(scene.hitTest(Point(100, 19))?.id == 1)
        scene.update(0) { $0.alpha = 0 }
        scene.update(1) { $0.isHidden = true }
        #expect(scene.hitTest(Point(100, 19)) == nil)
    }

    /// A label reaches beyond the arrow's touch box and is let through on its own: not for an
    /// arrow that takes no touches.
    @Test func theLabelOfAnArrowThatTakesNoTouchesIsSkipped() throws {
        var arrow = Self.arrow(Point(0, 19), Point(200, 19))
        arrow.label = try ArrowLabel("far", width: 20, height: 300, offset: 100)
        let onLabel = try #require(arrow.labelFrame).center
        var scene = ArrowScene<Int>()
        scene.append(arrow, id: 0)
        #expect(scene.hitTest(onLabel)?.id == 0)
        for hide in [{ (item: inout ArrowSceneItem) in item.isHidden = true },
                     { $0.isInteractive = false }, { $0.alpha = 0 }] {
            scene.update(0) { $0 = ArrowSceneItem(arrow: arrow); hide(&$0) }
            #expect(scene.hitTest(onLabel) == nil)
            #expect(scene.hitTest(Point(100, 19)) == nil)
        }
    }

    /// The reach of a bend handle whose body a label has cut away lies beyond the arrow's touch
    /// box and map: the scene still answers the handle there, as the arrow does.
    @Test func theBendHandleUnderALabelTakesTouches() throws {
        let (arrow, p) = try ArrowHitTestingTests.arrowWithLabelOnTheHandle()
        var scene = ArrowScene<Int>()
        scene.append(arrow, id: 0)
        #expect(scene.hitTest(p)?.part == .handle(0))
        #expect(scene.hitTest(p) == bruteForceWalk(scene, p))
        scene.update(0) { $0.isHidden = true }
        #expect(scene.hitTest(p) == nil)
    }

    /// A cell size so small that its reciprocal is infinite (a subnormal) is taken as the
    /// default: 0 times an infinite reciprocal is NaN, which trapped when converted to a cell.
    @Test(arguments: [Double.leastNonzeroMagnitude, Double.leastNormalMagnitude / 8, 0, -5, .nan, .infinity])
    func aCellSizeWithoutAFiniteReciprocalIsTheDefault(cellSize: Double) {
        var scene = ArrowScene<Int>(cellSize: cellSize)
        scene.append(Self.arrow(Point(0, 19), Point(200, 19)), id: 0)
        #expect(scene.hitTest(Point(0, 19))?.id == 0)
        #expect(scene.hitTest(Point(0, 0))?.id == 0)
        #expect(scene.hitTest(Point(100, 300)) == nil)
        #expect(scene.indexProblems().isEmpty)
    }

    @Test func touchInsetWidensAndNarrows() {
        var scene = ArrowScene<Int>()
        scene.append(ArrowSceneItem(arrow: Self.arrow(Point(0, 19), Point(200, 19)), touchInset: -10), id: 0)
        // 25 above the body edge: outside the 17.5 reach, inside it widened by 10.
        let p = Point(100, 12 - 25)
        #expect(scene.hitTest(p)?.id == 0)
        scene.update(0) { $0.touchInset = 0 }
        #expect(scene.hitTest(p) == nil)
        scene.update(0) { $0.touchInset = 30 }
        #expect(scene.hitTest(Point(100, 11)) == nil)
        #expect(scene.hitTest(Point(100, 13))?.id == 0)
        scene.update(0) { $0.touchInset = .nan }
        #expect(scene.hitTest(Point(100, 13)) == nil)
        #expect(scene.indexProblems().isEmpty)
    }

    @Test func idsAreUniqueAndRemovalFreesTheirPlace() {
        var scene = ArrowScene<Int>()
        let a = Self.arrow(Point(0, 19), Point(200, 19))
        let added = scene.append(a, id: 7)
        let addedAgain = scene.append(Self.arrow(Point(500, 19), Point(700, 19)), id: 7)
        #expect(added && !addedAgain)
        #expect(scene[7]?.arrow == a)
        let removed = scene.remove(7), removedAgain = scene.remove(7)
        #expect(removed?.arrow == a && removedAgain == nil)
        #expect(scene.isEmpty && scene.hitTest(Point(100, 19)) == nil)
        scene[8] = ArrowSceneItem(arrow: a)
        #expect(scene.contains(8) && scene.hitTest(Point(100, 19))?.id == 8)
        scene[8]?.arrow.setTips(start: Point(1000, 1000), end: Point(1200, 1000))
        #expect(scene.hitTest(Point(100, 19)) == nil && scene.hitTest(Point(1100, 1000))?.id == 8)
        scene[8] = nil
        #expect(scene.isEmpty)
        #expect(scene.indexProblems().isEmpty)
        let moved = scene.setTips(of: 8, start: .zero, end: .zero)
        #expect(!moved)
    }

    @Test func movingAnArrowMovesItInTheIndex() {
        var scene = ArrowScene<Int>(cellSize: 50)
        scene.append(Self.arrow(Point(0, 19), Point(200, 19)), id: 1)
        let moved = scene.setTips(of: 1, start: Point(5000, 5000), end: Point(5200, 5100))
        #expect(moved)
        #expect(scene.hitTest(Point(100, 19)) == nil)
        #expect(scene.hitTest(Point(5000, 5000))?.hit.part == .startHead)
        #expect(scene.indexProblems().isEmpty)
        // A nudge within the same cells leaves the same cells listing the same records.
        func listing() -> [SpatialGrid.CellKey: [Int32]] { scene.storage.grid.cells.mapValues { $0.map(\.record) } }
        let before = listing()
        scene.setTips(of: 1, start: Point(5000.5, 5000), end: Point(5200, 5100))
        #expect(listing() == before)
        #expect(scene.indexProblems().isEmpty)
    }

    @Test func hugeArrowsGoToTheOversizedListAndKeepTheirOrder() {
        var scene = ArrowScene<Int>(cellSize: 10)
        scene.append(Self.arrow(Point(-1e6, 0), Point(1e6, 0)), id: 0)
        scene.append(Self.arrow(Point(0, 0), Point(200, 0)), id: 1)
        scene.append(Self.arrow(Point(-1e6, 1), Point(1e6, 1)), id: 2)
        #expect(scene.storage.grid.oversized.count == 2)
        #expect(scene.hitTest(Point(100, 0))?.id == 2)
        scene.sendToBack(2)
        #expect(scene.hitTest(Point(100, 0))?.id == 1)
        scene.sendToBack(1)
        #expect(scene.hitTest(Point(100, 0))?.id == 0)
        #expect(scene.hitTest(Point(500_000, 0))?.id == 0)
        scene.setTips(of: 0, start: Point(0, 500), end: Point(200, 500))
        #expect(scene.storage.grid.oversized.count == 1)
        #expect(scene.indexProblems().isEmpty)
    }

    /// A scene built at once from its items (as a document is read) holds the index the same
    /// items appended one by one build: the same cells with the same lists, oversized entries
    /// included, the same touch boxes, maps and drawing order.
    @Test(arguments: [32.0, 256])
    func aSceneBuiltAtOnceIndexesAsAppendsDo(cellSize: Double) {
        var rng = SplitMix64(seed: 0xB0_1C)
        let templates = [T.doubleArrow(), T.doubleArrow(.follow, .scaled), T.spineArrow()]
        var appended = ArrowScene<String>(cellSize: cellSize)
        var ids: [String] = [], items: [ArrowSceneItem] = [], records: [String: Int32] = [:]
        for i in 0..<300 {
            let s = rng.point(within: 1500)
            // Some arrows long enough for the oversized list, some hidden, widened or without touches.
            let e = s + rng.point(within: rng.next() % 20 == 0 ? 50_000 : 400)
            var item = ArrowSceneItem(arrow: Self.arrow(s, e, templates[Int(rng.next() % 3)]))
            item.isHidden = rng.next() % 10 == 0
            item.touchInset = [0, -10, 5, .nan][Int(rng.next() % 4)]
            appended.append(item, id: "a\(i)")
            records["a\(i)"] = Int32(ids.count)
            ids.append("a\(i)")
            items.append(item)
        }
        let built = ArrowScene(ids: ids, records: records, items: items, cellSize: cellSize)
        #expect(built.indexProblems().isEmpty)
        #expect(built.storage.grid.cells == appended.storage.grid.cells)
        #expect(!built.storage.grid.oversized.isEmpty && built.storage.grid.oversized == appended.storage.grid.oversized)
        #expect(built.storage.touchTargets.map(\.map) == appended.storage.touchTargets.map(\.map))
        #expect(built.storage.touchTargets.map(\.reach) == appended.storage.touchTargets.map(\.reach))
        #expect(built.storage.listings == appended.storage.listings)
        #expect(built.ids == appended.ids && built.storage.order.keys == appended.storage.order.keys)
        // Its arrows keep their tap targets in blocks of their size, as appended ones do.
        #expect(built.storage.items.allSatisfy { $0.arrow.preparedPath.segments.capacity == $0.arrow.preparedPath.segments.count })
        #expect(appended.storage.items.allSatisfy { $0.arrow.preparedPath.segments.capacity == $0.arrow.preparedPath.segments.count })
        // It goes on as an appended scene does.
        var grown = built
        grown.append(Self.arrow(Point(10, 10), Point(300, 40)), id: "top")
        grown.sendToBack("a5")
        #expect(grown.indexProblems().isEmpty && grown.hitTest(Point(150, 25))?.id == "top")
    }

    /// The index answers exactly as the brute-force walk, through thousands of queries between
    /// random moves, restackings, property changes, removals and additions.
    @Test(arguments: [32.0, 128, 1000])
    func agreesWithTheBruteForceWalk(cellSize: Double) {
        var rng = SplitMix64(seed: 0x5CE7E)
        var scene = ArrowScene<Int>(cellSize: cellSize)
        let templates = [T.doubleArrow(), T.doubleArrow(.follow, .scaled), T.tailArrow(.follow, .rigid), T.spineArrow()]
        var nextID = 0
        func randomArrow() -> ArrowSceneItem {
            let s = rng.point(within: 1500)
            let e = s + rng.point(within: 400)
            var item = ArrowSceneItem(arrow: Self.arrow(s, e, templates[Int(rng.next() % 4)]))
            item.isHidden = rng.next() % 10 == 0
            item.isInteractive = rng.next() % 10 != 0
            item.alpha = [1, 0.5, 1, 0.01, 1, 0, 1, 0.02][Int(rng.next() % 8)]
            item.touchInset = [0, -10, 5][Int(rng.next() % 3)]
            return item
        }
        for _ in 0..<150 { scene.append(randomArrow(), id: nextID); nextID += 1 }
        var hits = 0, queries = 0
        for round in 0..<40 {
            for _ in 0..<60 {
                // Most queries near a point of a random arrow, the rest anywhere.
                let p: Point
                if rng.next() % 4 != 0, let id = scene.ids.randomElement(using: &rng), let item = scene[id] {
                    let points = (item.arrow.outline.elements + item.arrow.spine.elements).compactMap(\.endPoint)
                    p = points.randomElement(using: &rng)! + rng.point(within: 30)
                } else {
                    p = rng.point(within: 1900)
                }
                let expected = bruteForceWalk(scene, p)
                let got = scene.hitTest(p)
                queries += 1
                if expected != nil { hits += 1 }
                if got != expected {
                    Issue.record("round \(round) point \(p): scene \(String(describing: got)), walk \(String(describing: expected))")
                    return
                }
            }
            for _ in 0..<30 {
                let ids = scene.ids
                guard let id = ids.randomElement(using: &rng) else { break }
                switch rng.next() % 10 {
                case 0: scene.remove(id)
                case 1: scene.append(randomArrow(), id: nextID); nextID += 1
                case 2: scene.bringToFront(id)
                case 3: scene.sendToBack(id)
                case 4: scene[id] = randomArrow()
                case 5: scene.update(id) { $0.touchInset = [0, -10, 5][Int(rng.next() % 3)]; $0.isHidden.toggle() }
                default:
                    let item = scene[id]!
                    let d = rng.point(within: rng.next() % 2 == 0 ? 5 : 300)
                    scene.setTips(of: id, start: item.arrow.start + d, end: item.arrow.end + rng.point(within: 50))
                }
            }
            let problems = scene.indexProblems()
            if !problems.isEmpty { Issue.record("round \(round): \(problems.prefix(5))"); return }
        }
        // The queries must exercise both outcomes.
        #expect(hits > queries / 5 && hits < queries, "\(hits) hits in \(queries) queries")
    }
}
