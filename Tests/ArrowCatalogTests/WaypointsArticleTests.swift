import ArrowCatalog
import ArrowGenCore
import BezierArrow
import Foundation
import TestSupport
import Testing

/// The examples of the "Waypoints and Routing" article, and of "Waypoints" in the Templates
/// article, are the code between the `// snippet:` and `// end snippet` lines of this file, word
/// for word (``DocumentationExampleTests`` compares them): each compiles, runs, and the answers
/// its comments promise are checked after it.
@Suite struct WaypointsArticleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func addingAndRemovingWaypoints() throws {
        // snippet: waypoints
        var arrow = Arrow(template: ThinArrow.template, start: Point(0, 0), end: Point(300, 0))!
        arrow.body = .curved
        arrow.waypoints = [Point(100, 80), Point(200, -80)]   // the body passes through both, in order
        arrow.insertWaypoint(Point(150, 0), at: 1)            // between them: (100, 80), (150, 0), (200, -80)
        arrow.removeWaypoint(at: 0)                           // (150, 0), (200, -80)
        // end snippet
        #expect(arrow.waypoints == [Point(150, 0), Point(200, -80)])
        #expect(arrow.style?.body == .curved)
        let line = PreparedPath(arrow.slots.centerLine)
        for w in arrow.waypoints { #expect(try #require(line.nearestPoint(to: w)).distance < 1e-6) }
        // A full body takes no more, as the article says.
        var full = arrow
        full.waypoints = (0..<125).map { Point(Double($0), 40) }
        let intoFull = full.insertWaypoint(Point(1, 1), at: 0)
        #expect(!intoFull && full.waypoints.count == 125)
        let outOfRange = arrow.insertWaypoint(Point(1, 1), at: 9)
        #expect(!outOfRange)

        // snippet: moving waypoints
        let roles = arrow.handles.map(\.role)            // waypoint(0), waypoint(1), segmentMidpoint(0), (1), (2)
        arrow.moveHandle(1, to: Point(220, -60))        // waypoint 1 moves
        arrow.moveHandle(2, to: Point(60, 30))          // leg 0's midpoint: a new waypoint 0 there
        // end snippet
        #expect(roles == [.waypoint(0), .waypoint(1), .segmentMidpoint(0), .segmentMidpoint(1), .segmentMidpoint(2)])
        #expect(arrow.waypoints == [Point(60, 30), Point(150, 0), Point(220, -60)])
    }

    @Test func keptElbowSegments() throws {
        // snippet: kept segments
        var elbow = Arrow(template: ThinArrow.template, start: Point(0, 0), end: Point(300, 200))!
        elbow.body = .elbow
        elbow.waypoints = [Point(150, 60)]
        let segment = elbow.handles.first { if case .segmentMidpoint = $0.role { true } else { false } }!
        elbow.moveHandle(segment.index, to: segment.position + Point(40, 0))   // the segment moves 40 right and stays
        // end snippet
        #expect(elbow.waypoints == [Point(150, 60)], "a kept segment adds no waypoint")
        // Leg 0 runs across, then down its middle segment at x = 75, then across to the waypoint.
        #expect(segment.role == .segmentMidpoint(0) && segment.position == Point(75, 30))
        let moved = try #require(elbow.handles.first { $0.role == segment.role })
        #expect(moved.position.x == 115)
        // It stays there while the tip moves, where halfway would now be 85.
        elbow.start = Point(20, 20)
        let after = try #require(elbow.handles.first { $0.role == segment.role })
        #expect(after.position.x == 115)
        #expect(try #require(PreparedPath(elbow.spine).nearestPoint(to: Point(115, 40))).distance < 1e-9)
    }

    @Test func routingAroundShapes() throws {
        // snippet: routing
        var scene = ArrowScene<String>()
        scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(Rect(x: 0, y: 0, width: 100, height: 60)))), id: "A")
        scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(Rect(x: 400, y: 0, width: 100, height: 60)))), id: "B")
        scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(Rect(x: 200, y: -40, width: 100, height: 140)))), id: "wall")
        var link = Arrow(template: ThinArrow.template)
        link.body = .elbow
        scene.append(link, id: "link")
        try scene.bind(.start, of: "link", to: "A", ArrowBinding(anchor: Point(1, 0.5)))
        try scene.bind(.end, of: "link", to: "B", ArrowBinding(anchor: Point(0, 0.5)))
        scene.setRouting(ArrowRouting(margin: 12, spacing: 8), for: "link")   // over or under "wall", 12 clear of it
        let margin = scene.routing(of: "link")?.margin                        // 12
        // end snippet
        #expect(margin == 12 && !scene.routingFailed("link"))
        let around = try #require(scene.routeCorners(of: "link"))
        // Over or under the wall, the margin clear of it; from A's right side to B's left side.
        #expect(around.contains { $0.y <= -40 - 12 + 1e-9 } || around.contains { $0.y >= 100 + 12 - 1e-9 })
        #expect(around.first.map { abs($0.x - 100) < 1e-9 } == true && around.last.map { abs($0.x - 400) < 1e-9 } == true)

        // snippet: obstacles
        var wall = scene.shape("wall")!
        wall.isObstacle = false
        scene.setShape(wall, id: "wall")                 // "link" is routed again, straight across now
        // end snippet
        let across = try #require(scene.routeCorners(of: "link"))
        #expect(across.allSatisfy { abs($0.y - 30) < 1e-9 }, "\(across)")

        // snippet: no route
        let pen = [Rect(x: 380, y: -20, width: 5, height: 100), Rect(x: 515, y: -20, width: 5, height: 100),
                   Rect(x: 380, y: -20, width: 140, height: 5), Rect(x: 380, y: 75, width: 140, height: 5)]
        for (i, side) in pen.enumerated() {
            scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(side))), id: "pen \(i)")   // 15 around B
        }
        let walledIn = scene.routingFailed("link")       // true: drawn as the direct elbow
        // end snippet
        #expect(walledIn)
        #expect(scene.routeCorners(of: "link")?.allSatisfy { abs($0.y - 30) < 1e-9 } == true)
        for i in pen.indices { _ = scene.removeShape("pen \(i)") }
        #expect(!scene.routingFailed("link"), "routed again once a route exists")
        let stopped = scene.setRouting(nil, for: "link")
        #expect(stopped && scene.routing(of: "link") == nil)
        scene.update("link") { $0.arrow.body = .arc }
        let routedArc = scene.setRouting(ArrowRouting(), for: "link")
        #expect(!routedArc, "only an elbow is routed")
    }

    @Test func aGeneratedTemplateWithWaypoints() {
        // snippet: generated waypoints
        var path = BezierPath()
        DetourArrow.build(start: Point(0, 20), end: Point(260, 40), into: &path)   // through (60, 80) and (140, -40)
        DetourArrow.build(start: Point(0, 20), end: Point(260, 40), body: .curved, waypoints: [Point(130, 90)], into: &path)
        // end snippet
        var arrow = Arrow(template: DetourArrow.template)
        arrow.setTips(start: Point(0, 20), end: Point(260, 40))
        #expect(arrow.waypoints == [Point(60, 80), Point(140, -40)])
        var expected = BezierPath()
        arrow.draw(into: &expected)
        arrow.body = .curved
        arrow.waypoints = [Point(130, 90)]
        arrow.draw(into: &expected)
        #expect(path == expected)
    }

    /// The Templates article's waypoint example is the snippet template the tests compile
    /// (Snippets/detour.arrow), and the error it quotes is the reader's.
    @Test func theTemplatesArticlesExampleIsTheCompiledSnippet() throws {
        let article = try String(contentsOf: Self.root.appendingPathComponent("Sources/BezierArrow/BezierArrow.docc/Templates.md"),
                                 encoding: .utf8)
        let section = String(article[try #require(article.range(of: "### Waypoints\n")).upperBound...])
        let start = try #require(section.range(of: "```json\n"))
        let end = try #require(section[start.upperBound...].range(of: "```"))
        let json = String(section[start.upperBound..<end.lowerBound])
        let snippet = try String(contentsOf: Self.root.appendingPathComponent("Tests/ArrowCatalogTests/Snippets/detour.arrow"),
                                 encoding: .utf8)
        #expect(json == snippet)
        let quoted = "`detour.arrow:8:33: error: waypoint 2's y 1e400 is not a finite number`"
        #expect(section.replacingOccurrences(of: "\n  ", with: " ").contains(quoted))
        var diagnostics: [ArrowGenCore.Diagnostic] = []
        let broken = json.replacingOccurrences(of: "-40]", with: "1e400]")
        #expect(ArrowGenCore.Generator.parse(.init(path: "detour.arrow", text: broken), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.description) == [String(quoted.dropFirst().dropLast())])
    }
}
