import TestSupport
import Testing
@testable import BezierArrow

/// The scene answers exactly as the brute-force walk on the edges of the boxes it keeps: every
/// box edge of random labelled, bent and plain arrows at arbitrary coordinates, tapped on the
/// edge and a few ulps either side of it, at cell sizes small enough that a box's far edge falls
/// in a cell of its own.
@Suite struct SceneEdgeTests {
    typealias T = ArrowTestTemplates

    /// `x` moved by `steps` ulps (up for positive steps, down for negative).
    static func stepped(_ x: Double, _ steps: Int) -> Double {
        var x = x
        for _ in 0..<abs(steps) { x = steps > 0 ? x.nextUp : x.nextDown }
        return x
    }

    /// A random arrow at arbitrary (not grid) coordinates: plain, styled with a bend, labelled,
    /// or both.
    static func arrow(_ rng: inout SplitMix64) throws -> Arrow {
        let templates = [T.doubleArrow(), T.spineArrow(), T.tailArrow(.follow, .rigid)]
        let s = Point(rng.uniform(-300...300), rng.uniform(-300...300))
        let e = s + Point(rng.uniform(-250...250), rng.uniform(-250...250))
        var arrow = Arrow(template: templates[Int(rng.next() % 3)], start: s, end: e)!
        if rng.next() % 2 == 0 {
            arrow.style = ArrowStyle(endHead: ArrowStyleTests.triangle, body: ArrowBodyKind.allCases[Int(rng.next() % 4)],
                                     bend: rng.uniform(-80...80))
        }
        if rng.next() % 3 != 0 {
            arrow.label = try ArrowLabel("l", width: rng.uniform(1...300), height: rng.uniform(1...200),
                                         fraction: rng.uniform(0...1), offset: rng.uniform(-40...40))
        }
        return arrow
    }

    /// The edges worth tapping on an item: its touch bounds, its bounds grown by its reach, its
    /// label's box and its bend handle's reach, each box's four corners and edge midpoints.
    static func edgePoints(_ item: ArrowSceneItem) -> [Point] {
        ([item.touchBounds, item.arrow.bounds] + boxes(item)).filter { !$0.isNull }.flatMap { b in
            [b.origin, Point(b.maxX, b.maxY), Point(b.minX, b.maxY), Point(b.maxX, b.minY),
             Point(b.center.x, b.minY), Point(b.center.x, b.maxY), Point(b.minX, b.center.y), Point(b.maxX, b.center.y)]
        }
    }

    /// The boxes an arrow's hit test counts as touched: its bounds grown by its reach, its
    /// label's box, and its bend handle's reach where the hit test grabs it (under a label).
    static func boxes(_ item: ArrowSceneItem) -> [Rect] {
        let a = item.arrow
        let r = a.tapReach(insetBy: item.touchInset)
        var boxes = [a.bounds.insetBy(dx: -r, dy: -r)]
        if let label = a.labelFrame { boxes.append(label) }
        if a.labelFrame != nil, let h = a.handlePoints.first { boxes.append(Rect(corner: h - Point(r, r), h + Point(r, r))) }
        return boxes
    }

    @Test(arguments: [0.5, 3, 17, 256])
    func boxEdgesAgreeWithTheWalk(cellSize: Double) throws {
        var rng = SplitMix64(seed: 0x31_0300 + UInt64(cellSize * 2))
        var queries = 0, hits = 0
        for sceneIndex in 0..<16 {
            var scene = ArrowScene<Int>(cellSize: cellSize)
            for id in 0..<8 {
                var item = ArrowSceneItem(arrow: try Self.arrow(&rng))
                item.touchInset = [0, -10, 3.3][Int(rng.next() % 3)]
                scene.append(item, id: id)
            }
            for id in scene.ids {
                // The scene's first rejection holds every box the arrow's own hit test counts.
                let item = try #require(scene[id])
                for box in Self.boxes(item) {
                    #expect(item.touchBounds.contains(box), "scene \(sceneIndex), arrow \(id): \(box) in \(item.touchBounds)")
                }
                for edge in Self.edgePoints(item) {
                    for dx in -3...3 {
                        for dy in -3...3 where abs(dx) + abs(dy) <= 4 {
                            let p = Point(Self.stepped(edge.x, dx), Self.stepped(edge.y, dy))
                            let expected = bruteForceWalk(scene, p)
                            queries += 1
                            if expected != nil { hits += 1 }
                            #expect(scene.hitTest(p) == expected, "scene \(sceneIndex), arrow \(id), point \(p)")
                        }
                    }
                }
            }
        }
        // Most edges are touched, and most are not: both sides are exercised.
        #expect(hits > queries / 10 && hits < queries * 9 / 10, "\(hits) hits in \(queries) queries")
    }

    /// A union holds both rectangles, a rectangle grown by a reach holds every point within it of
    /// its edges, and a rectangle from two corners holds both, however the far edge rounds.
    @Test func rectanglesHoldWhatTheyAreMadeFrom() {
        var rng = SplitMix64(seed: 0x31_0301)
        func value() -> Double {
            let scale = [1e-3, 1, 300, 1e7][Int(rng.next() % 4)]
            return rng.uniform(-1...1) * scale
        }
        for i in 0..<20_000 {
            let a = Rect(corner: Point(value(), value()), Point(value(), value()))
            let b = Rect(corner: Point(value(), value()), Point(value(), value()))
            let p = Point(value(), value())
            #expect(a.contains(Point(a.minX, a.minY)), "\(i)")
            let u = a.union(b)
            #expect(u.contains(a) && u.contains(b), "\(i): \(a) \(b) \(u)")
            #expect(a.union(p).contains(p) && a.union(p).contains(a), "\(i)")
            let r = abs(value())
            let grown = a.insetBy(dx: -r, dy: -r)
            #expect(grown.contains(a) && grown.contains(Point(a.maxX + r, a.maxY + r))
                    && grown.contains(Point(a.minX - r, a.minY - r)), "\(i)")
            // A union that changes nothing keeps the rectangle as it is.
            #expect(u.union(a) == u && u.union(p).union(p) == u.union(p), "\(i)")
        }
    }
}
