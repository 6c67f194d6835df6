import TestSupport
import Testing
@testable import BezierArrow

/// Routed arrows and shapes that are no obstacles in saved scenes (version 3): they come back
/// to the bit, routed again on reading; a scene without them writes what it wrote before; every
/// mistake in them names its JSON path, and gives no scene.
@Suite struct SceneDocumentRoutingTests {
    static let lookup = SceneDocumentStyleTests.lookup

    /// A routed scene from a fixed seed: boxes on a lattice, a fifth of them no obstacle; elbow
    /// arrows bound between them, routed with one of three routings (the default among them) or
    /// not at all; one routed arrow whose body became a curve (its routing waits), one with a free
    /// end; then every route found again together, as a read scene finds them.
    static func routedScene(seed: UInt64) throws -> ArrowScene<Int> {
        var rng = SplitMix64(seed: seed)
        let side = 5, n = side * side
        let boxes = (0..<n).map { SceneRoutingTests.box($0, side: side, &rng) }
        let links = SceneRoutingTests.randomLinks(count: 14, shapes: n, &rng)
        var scene = try SceneRoutingTests.scene(boxes, links, routing: ArrowRouting())
        let routings = [ArrowRouting(), ArrowRouting(margin: 12, spacing: 0), ArrowRouting(margin: 6.5, spacing: 3)]
        for k in links.indices {
            switch rng.next() % 4 {
            case 0: scene.setRouting(nil, for: 1000 + k)
            default: scene.setRouting(routings[Int(rng.next() % 3)], for: 1000 + k)
            }
        }
        for i in 0..<n where rng.next() % 5 == 0 {
            var item = scene.shape(i)!
            item.isObstacle = false
            scene.setShape(item, id: i)
        }
        scene.setRouting(ArrowRouting(margin: 4), for: 1000)
        scene.update(1000) { $0.arrow.style?.body = .curved }
        scene.setRouting(ArrowRouting(margin: 4), for: 1001)
        scene.unbind(.end, of: 1001)
        scene.setTips(of: 1001, start: .zero, end: Point(-40, 333))
        scene.rerouteAll()
        return scene
    }

    @Test func routedScenesComeBackToTheBit() throws {
        for seed: UInt64 in [0x20, 0x21, 0x22] {
            let scene = try Self.routedScene(seed: seed)
            let text = try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText()
            #expect(text.contains("\n  \"version\": 3,\n"))
            #expect(text.contains("\"routing\": ["))
            #expect(text.contains("\"obstacle\": false"))
            let back = try ArrowSceneDocument<Int>(jsonText: text, templates: Self.lookup).scene
            SceneDocumentConnectorTests.expectSameConnectors(scene, back)
            for id in scene.ids {
                #expect(back.routing(of: id) == scene.routing(of: id), "arrow \(id)'s routing")
                #expect(back.routeCorners(of: id) == scene.routeCorners(of: id), "arrow \(id)'s route")
                #expect(back.routingFailed(id) == scene.routingFailed(id), "arrow \(id)")
            }
            #expect(back.indexProblems().isEmpty)
            #expect(try ArrowSceneDocument(scene: back, templates: Self.lookup).jsonText() == text)
            // The draw covers what it claims: unrouted, waiting and default routings, non-obstacles.
            let routed = scene.ids.compactMap { scene.routing(of: $0) }
            #expect(routed.contains(ArrowRouting()) && routed.contains(ArrowRouting(margin: 12, spacing: 0)))
            #expect(routed.count < scene.count)
            #expect(scene.routeCorners(of: 1000) == nil && scene.routing(of: 1000) != nil)
            #expect(scene.shapeIDs.contains { scene.shape($0)?.isObstacle == false })
        }
    }

    /// The keys are written only when they say something: a default routing is the arrow alone,
    /// and a scene with no routed arrow and every shape an obstacle is written as before.
    @Test func theDocumentReadsAsDocumented() throws {
        var scene = ArrowScene<Int>()
        scene.setShape(SceneShapeItem(shape: SceneShapeItemTests.box(300, 0)), id: 10)
        scene.append(SceneRoutingTests.elbowArrow(), id: 1)
        scene.append(SceneRoutingTests.elbowArrow(), id: 2)
        try scene.bind(.end, of: 1, to: 10, try ArrowBinding(anchor: Point(0, 0.5)))
        let before = try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText()
        #expect(before.contains("\n  \"version\": 2,\n") && !before.contains("routing") && !before.contains("obstacle"))
        scene.setRouting(ArrowRouting(), for: 1)
        scene.setRouting(ArrowRouting(margin: 16, spacing: 0), for: 2)
        var item = scene.shape(10)!
        item.isObstacle = false
        scene.setShape(item, id: 10)
        let text = try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText()
        #expect(text.contains("\n  \"version\": 3,\n"))
        #expect(text.contains("\n  \"routing\": [\n    {\"arrow\": 1},\n    {\"arrow\": 2, \"margin\": 16, \"spacing\": 0}\n  ],\n"))
        #expect(text.contains(#""obstacle": false"#))
        scene.setRouting(nil, for: 1)
        scene.setRouting(nil, for: 2)
        item.isObstacle = true
        scene.setShape(item, id: 10)
        #expect(try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText() == before)
    }

    // MARK: Mistakes

    static func document(routing: String = "", shapes: String = SceneDocumentConnectorTests.box, version: Int = 3) -> String {
        #"{"format": "bezierarrow-scene", "version": \#(version), "shapes": [\#(shapes)], "routing": [\#(routing)], "arrows": [\#(SceneDocumentConnectorTests.arrows)]}"#
    }

    @Test(arguments: [
        (document(routing: #"{"arrow": 9}"#), "routing[0].arrow: no arrow has this id"),
        (document(routing: #"{"arrow": 10}"#), "routing[0].arrow: the id is shapes[0]'s: only an arrow is routed"),
        (document(routing: #"{"arrow": "1"}"#), "routing[0].arrow: expected an integer, found a string"),
        (document(routing: #"{"arrow": 1}, {"arrow": 2}, {"arrow": 1, "margin": 3}"#), "routing[2].arrow: the arrow is already routed by routing[0]"),
        (document(routing: #"{"margin": 3}"#), "routing[0]: missing key 'arrow' in an arrow's routing"),
        (document(routing: #"{"arrow": 1, "margin": -1}"#), "routing[0].margin: the margin -1.0 is outside the accepted range 0...1e12"),
        (document(routing: #"{"arrow": 1, "margin": 2e12}"#), "routing[0].margin: the margin 2e12 is outside the accepted range 0...1e12"),
        (document(routing: #"{"arrow": 1, "margin": 1e400}"#), "routing[0].margin: 1e400 is not a finite number"),
        (document(routing: #"{"arrow": 1, "margin": "8"}"#), "routing[0].margin: expected a number, found a string"),
        (document(routing: #"{"arrow": 2, "spacing": -0.5}"#), "routing[0].spacing: the spacing -0.5 is outside the accepted range 0...1e12"),
        (document(routing: #"{"arrow": 2, "spacing": null}"#), "routing[0].spacing: expected a number, found null"),
        (document(routing: #"{"arrow": 1, "bends": 2}"#),
         "routing[0].bends: unknown key 'bends' in an arrow's routing: expected 'arrow', 'margin', 'spacing'"),
        (document(routing: "3"), "routing[0]: expected an arrow's routing (an object), found a number"),
        (#"{"format": "bezierarrow-scene", "version": 3, "routing": {}, "arrows": []}"#, "routing: expected the routed arrows (an array), found an object"),
        (document(shapes: SceneDocumentConnectorTests.shape(#""kind": "rectangle", "rect": [0, 0, 1, 1], "obstacle": 0"#)),
         "shapes[0].obstacle: expected true or false, found a number"),
        // Version 2 knows neither key.
        (document(version: 2),
         "routing: unknown key 'routing' in a scene document: expected 'format', 'version', 'templates', 'shapes', 'bindings', 'arrows'"),
        (#"{"format": "bezierarrow-scene", "version": 2, "shapes": [{"id": 10, "kind": "rectangle", "rect": [0, 0, 1, 1], "obstacle": false}], "arrows": []}"#,
         "shapes[0].obstacle: unknown key 'obstacle' in a shape: expected 'id', 'kind', 'rect', 'cornerRadius', 'path', 'transform', 'hidden', 'interactive', 'alpha'"),
    ])
    func aMistakeNamesItsPath(text: String, message: String) {
        SceneDocumentTests.expectRefused(text, templates: SceneDocumentTests.lookup, message: message)
    }

    @Test func theMistakesBeforeAreCorrectAsDocuments() throws {
        // The table's documents differ from a good one only where they say.
        let good = Self.document(routing: #"{"arrow": 1}, {"arrow": 2, "margin": 3, "spacing": 0}"#,
                                 shapes: SceneDocumentConnectorTests.shape(#""kind": "rectangle", "rect": [0, 0, 1, 1], "obstacle": false"#))
        let scene = try ArrowSceneDocument<Int>(jsonText: good, templates: SceneDocumentTests.lookup).scene
        #expect(scene.routing(of: 1) == ArrowRouting() && scene.routing(of: 2) == ArrowRouting(margin: 3, spacing: 0))
        #expect(scene.shape(10)?.isObstacle == false)
    }
}
