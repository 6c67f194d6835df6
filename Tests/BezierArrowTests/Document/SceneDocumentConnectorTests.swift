import Foundation
import TestSupport
import Testing
@testable import BezierArrow

/// Shapes and tips' bindings in saved scenes (version 2): they come back to the bit, bound tips
/// solved again on reading; a scene without them is still written as version 1, byte for byte;
/// every mistake in them names its JSON path, and gives no scene.
@Suite struct SceneDocumentConnectorTests {
    static let lookup = SceneDocumentStyleTests.lookup

    /// A scene from a fixed seed: 60 styled arrows (every body kind), 25 shapes of every kind,
    /// rotated and scaled, some hidden, faded, restacked; tips bound to shapes (at the edge with
    /// and without a gap, pinned, both tips on one shape) and to earlier arrows; then shapes
    /// moved and removed, tips unbound and free tips moved, so that the tips saved are the ones
    /// the scene solved after all that.
    static func connectedScene(seed: UInt64) throws -> ArrowScene<Int> {
        var rng = SplitMix64(seed: seed)
        var scene = SceneDocumentStyleTests.styledScene(seed: seed)
        for i in 0..<25 {
            var item = SceneShapeItem(shape: ConnectorFixtures.randomShape(&rng))
            if rng.next() % 5 == 0 { item.isHidden = true }
            if rng.next() % 7 == 0 { item.isInteractive = false }
            if rng.next() % 3 == 0 { item.alpha = rng.uniform(0...1) }
            let added = scene.setShape(item, id: 100 + i)
            #expect(added)
        }
        for _ in 0..<6 {
            let id = 100 + Int(rng.next() % 25)
            if rng.next() % 2 == 0 { scene.bringToFront(id) } else { scene.sendToBack(id) }
        }
        for arrow in scene.ids where rng.next() % 5 != 0 {
            let sameShape = rng.next() % 8 == 0 ? 100 + Int(rng.next() % 25) : nil
            for tip in [ArrowTip.start, .end] where sameShape != nil || rng.next() % 4 != 0 {
                // Arrows bind only to arrows with lower ids: no cycle.
                let target = sameShape ?? (arrow > 0 && rng.next() % 5 == 0 ? Int(rng.next() % UInt64(arrow)) : 100 + Int(rng.next() % 25))
                // The sides' anchors exactly, else anywhere across.
                func unit() -> Double {
                    switch rng.next() % 4 {
                    case 0: 0
                    case 1: 1
                    default: rng.uniform(0...1)
                    }
                }
                let anchor = Point(unit(), unit())
                let mode: ArrowBinding.Mode = switch rng.next() % 4 {
                case 0: .pinned
                case 1: .edge(gap: 0)
                default: .edge(gap: rng.uniform(0...12))
                }
                try scene.bind(tip, of: arrow, to: target, try ArrowBinding(anchor: anchor, mode: mode))
            }
        }
        for _ in 0..<8 {
            let id = 100 + Int(rng.next() % 25)
            guard var item = scene.shape(id) else { continue }
            item.shape.transform = item.shape.transform.concatenating(Transform2D(rotationAngle: rng.uniform(-1...1)))
                .concatenating(Transform2D(translationX: rng.uniform(-80...80), y: rng.uniform(-80...80)))
            let set = scene.setShape(item, id: id)
            #expect(set)
        }
        scene.removeShape(100 + Int(rng.next() % 25))
        for arrow in scene.ids where rng.next() % 10 == 0 {
            scene.unbind(rng.next() % 2 == 0 ? .start : .end, of: arrow)
            scene.setTips(of: arrow, start: rng.point(within: 500), end: rng.point(within: 500))
        }
        return scene
    }

    /// The same shapes in the same order and the same bindings; the arrows compared by
    /// ``SceneDocumentTests/expectEqualScenes(_:_:)`` (tips and paths to the bit).
    static func expectSameConnectors(_ a: ArrowScene<Int>, _ b: ArrowScene<Int>) {
        #expect(a.shapeIDs == b.shapeIDs)
        for id in a.shapeIDs {
            guard let x = a.shape(id), let y = b.shape(id) else {
                Issue.record("shape \(id) is missing")
                continue
            }
            #expect(x == y, "shape \(id)")
            let tx = x.shape.transform, ty = y.shape.transform
            #expect([tx.a, tx.b, tx.c, tx.d, tx.tx, tx.ty].map(\.bitPattern) == [ty.a, ty.b, ty.c, ty.d, ty.tx, ty.ty].map(\.bitPattern),
                    "shape \(id)'s transform")
            #expect(SceneDocumentTests.bitwiseEqual(x.shape.path, y.shape.path), "shape \(id)'s outline")
        }
        for id in a.ids {
            for tip in [ArrowTip.start, .end] {
                #expect(a.binding(tip, of: id) == b.binding(tip, of: id), "arrow \(id)'s \(tip) binding")
            }
        }
        SceneDocumentTests.expectEqualScenes(a, b)
    }

    /// A point as a document writes it: `[296.99999999999994, 30]`.
    static func written(_ p: Point) -> String {
        var s = "["
        JSONNumberText.appendShortest(p.x, to: &s)
        s += ", "
        JSONNumberText.appendShortest(p.y, to: &s)
        return s + "]"
    }

    // MARK: Round trips

    @Test func shapesAndBoundTipsComeBackToTheBit() throws {
        for seed: UInt64 in [0xB1D5, 2, 3] {
            let scene = try Self.connectedScene(seed: seed)
            let text = try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText()
            #expect(text.contains("\n  \"version\": 2,\n"))
            let back = try ArrowSceneDocument<Int>(jsonText: text, templates: Self.lookup).scene
            Self.expectSameConnectors(scene, back)
            #expect(back.indexProblems().isEmpty)
            // Deterministic: the read scene writes the same text.
            #expect(try ArrowSceneDocument(scene: back, templates: Self.lookup).jsonText() == text)
            // The draw covers what it claims: tips bound to arrows, pinned, both on one shape.
            let bindings = scene.ids.flatMap { id in [ArrowTip.start, .end].compactMap { scene.binding($0, of: id) } }
            #expect(bindings.count > 40)
            #expect(bindings.contains { $0.target < 100 })
            #expect(bindings.contains { $0.binding.mode == .pinned })
            #expect(scene.ids.contains { id in scene.binding(.start, of: id).map { $0.target >= 100 && $0.target == scene.binding(.end, of: id)?.target } ?? false })
        }
    }

    /// A bound tip is solved again on reading, not taken from the text: a document whose bound
    /// tip was edited gives it back where its binding puts it.
    @Test func boundTipsAreSolvedOnReading() throws {
        var scene = ArrowScene<Int>()
        scene.setShape(SceneShapeItem(shape: SceneShapeItemTests.box(300, 0)), id: 10)
        scene.append(SceneShapeItemTests.arrow(Point(0, 30), Point(100, 30)), id: 1)
        scene.append(SceneShapeItemTests.arrow(Point(0, 200), Point(100, 300)), id: 2)
        try scene.bind(.end, of: 1, to: 10, try ArrowBinding(anchor: Point(0.5, 0.5), mode: .edge(gap: 3)))
        try scene.bind(.start, of: 2, to: 1, try ArrowBinding(anchor: Point(0.25, 0.5), mode: .pinned))
        let text = try ArrowSceneDocument(scene: scene).jsonText()
        let end = scene[1]!.arrow.end
        #expect(abs(end.x - 297) < 1e-9 && end.y == 30)
        let moved = text.replacingOccurrences(of: "\"end\": \(Self.written(end))", with: "\"end\": [5, 5]")
        #expect(moved != text)
        let back = try ArrowSceneDocument<Int>(jsonText: moved).scene
        #expect(back[1]!.arrow.end.hasSameBits(as: end))
        // The arrow bound to it, solved after it.
        #expect(back[2]!.arrow.start.hasSameBits(as: scene[2]!.arrow.start))
    }

    @Test func foundationCodersReadAndWriteTheSameShapesAndBindings() throws {
        let scene = try Self.connectedScene(seed: 11)
        let encoder = JSONEncoder()
        encoder.userInfo[.arrowTemplates] = Self.lookup
        let read = try ArrowSceneDocument<Int>(jsonData: try encoder.encode(scene), templates: Self.lookup)
        Self.expectSameConnectors(scene, read.scene)
        let decoder = JSONDecoder()
        decoder.userInfo[.arrowTemplates] = Self.lookup
        Self.expectSameConnectors(scene, try decoder.decode(ArrowScene<Int>.self, from: Data(try read.jsonData())))
        // The text is the text of the value the `Codable` conformance writes.
        let writer = SceneDocumentWriter(lookup: Self.lookup)
        #expect(try writer.sceneText(scene) == (try writer.scene(scene)).utf8())
    }

    @Test func idsOfAnyCodableTypeNameShapesAndTargets() throws {
        struct Key: Codable, Hashable, Sendable { var layer: Int; var name: String }
        var scene = ArrowScene<Key>()
        let box = Key(layer: 0, name: "box \"1\"")
        scene.setShape(SceneShapeItem(shape: SceneShapeItemTests.box(300, 0)), id: box)
        scene.append(SceneShapeItemTests.arrow(Point(0, 30), Point(100, 30)), id: Key(layer: 1, name: "a"))
        try scene.bind(.end, of: Key(layer: 1, name: "a"), to: box, try ArrowBinding(anchor: Point(0, 0.5)))
        let text = try ArrowSceneDocument(scene: scene).jsonText()
        let back = try ArrowSceneDocument<Key>(jsonText: text).scene
        #expect(back.shapeIDs == [box])
        #expect(back.binding(.end, of: Key(layer: 1, name: "a")) == scene.binding(.end, of: Key(layer: 1, name: "a")))
    }

    // MARK: Versions

    @Test func theDocumentReadsAsDocumented() throws {
        var scene = ArrowScene<String>()
        scene.setShape(SceneShapeItem(shape: try SceneShape(.rectangle(Rect(x: 0, y: 0, width: 120, height: 60)))), id: "box")
        scene.setShape(SceneShapeItem(shape: try SceneShape(.roundedRectangle(Rect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 8),
                                                            transform: Transform2D(translationX: 300, y: 20)), alpha: 0.5), id: "card")
        scene.setShape(SceneShapeItem(shape: try SceneShape(.ellipse(Rect(x: -20, y: -10, width: 40, height: 20)),
                                                            transform: Transform2D(rotationAngle: .pi / 2)), isHidden: true), id: "dot")
        scene.setShape(SceneShapeItem(shape: try SceneShape(.path(try BezierPath(svgPathData: "M 0 0 L 40 0 L 20 30 Z")))), id: "wedge")
        scene.sendToBack("card")
        scene.append(Arrow(template: SceneDocumentTests.known[0], start: Point(0, 19), end: Point(200, 139))!, id: "a")
        scene.append(Arrow(template: SceneDocumentTests.known[0], start: Point(0, 300), end: Point(200, 300))!, id: "b")
        try scene.bind(.start, of: "a", to: "box", try ArrowBinding(anchor: Point(0.5, 0.5), mode: .edge(gap: 4)))
        try scene.bind(.end, of: "a", to: "card", try ArrowBinding(anchor: Point(0, 0.5), mode: .pinned))
        try scene.bind(.end, of: "b", to: "a", try ArrowBinding(anchor: Point(0.5, 0.5), mode: .pinned))
        let text = try ArrowSceneDocument(scene: scene, templates: SceneDocumentTests.lookup).jsonText()
        let (a, b) = (scene["a"]!.arrow, scene["b"]!.arrow)
        func p(_ p: Point) -> String { Self.written(p) }
        #expect(text == """
            {
              "format": "bezierarrow-scene",
              "version": 2,
              "shapes": [
                {"id": "card", "kind": "roundedRectangle", "rect": [0, 0, 80, 40], "cornerRadius": 8, "transform": [1, 0, 0, 1, 300, 20], "alpha": 0.5},
                {"id": "box", "kind": "rectangle", "rect": [0, 0, 120, 60]},
                {"id": "dot", "kind": "ellipse", "rect": [-20, -10, 40, 20], "transform": [6.123233995736766e-17, 1, -1, 6.123233995736766e-17, 0, 0], "hidden": true},
                {"id": "wedge", "kind": "path", "path": "M 0 0 L 40 0 L 20 30 Z"}
              ],
              "bindings": [
                {"arrow": "a", "tip": "start", "target": "box", "anchor": [0.5, 0.5], "mode": "edge", "gap": 4},
                {"arrow": "a", "tip": "end", "target": "card", "anchor": [0, 0.5], "mode": "pinned"},
                {"arrow": "b", "tip": "end", "target": "a", "anchor": [0.5, 0.5], "mode": "pinned"}
              ],
              "arrows": [
                {"id": "a", "template": "DoubleArrow", "start": \(p(a.start)), "end": [300, 40]},
                {"id": "b", "template": "DoubleArrow", "start": [0, 300], "end": \(p(b.end))}
              ]
            }

            """)
    }

    /// A scene without shapes or bindings is a version 1 document, byte for byte as before
    /// version 2 (``SceneDocumentTests/theDocumentReadsAsDocumented()`` pins its text), also once
    /// its shapes are gone; either one alone makes it version 2.
    @Test func theOldestVersionThatHoldsTheSceneIsWritten() throws {
        var scene = SceneDocumentTests.randomScene(count: 40, seed: 5)
        let arrowsOnly = try ArrowSceneDocument(scene: scene, templates: SceneDocumentTests.lookup).jsonText()
        #expect(arrowsOnly.hasPrefix("{\n  \"format\": \"bezierarrow-scene\",\n  \"version\": 1,\n"))
        scene.setShape(SceneShapeItem(shape: SceneShapeItemTests.box(0, 0)), id: 1)
        let withShape = try ArrowSceneDocument(scene: scene, templates: SceneDocumentTests.lookup).jsonText()
        #expect(withShape.contains("\"version\": 2") && withShape.contains("\"shapes\"") && !withShape.contains("\"bindings\""))
        scene.removeShape(1)
        #expect(try ArrowSceneDocument(scene: scene, templates: SceneDocumentTests.lookup).jsonText() == arrowsOnly)
        // An arrow bound to an arrow, no shape.
        try scene.bind(.end, of: scene.ids[0], to: scene.ids[1], try ArrowBinding(anchor: Point(0.5, 0.5), mode: .pinned))
        let bound = try ArrowSceneDocument(scene: scene, templates: SceneDocumentTests.lookup).jsonText()
        #expect(bound.contains("\"version\": 2") && !bound.contains("\"shapes\"") && bound.contains("\"bindings\""))
        Self.expectSameConnectors(scene, try ArrowSceneDocument<Int>(jsonText: bound, templates: SceneDocumentTests.lookup).scene)
    }

    /// A version 1 document as this library wrote it before version 2 (every key it had: an
    /// embedded template, a style, a label, view properties) reads, and writes back the same bytes.
    @Test func aVersion1DocumentStillReadsAndWritesTheSameBytes() throws {
        let text = """
            {
              "format": "bezierarrow-scene",
              "version": 1,
              "templates": {
                "SpineArrow": {"outline": "M 180 0 L 200 10 L 180 20 Z", "spine": "M 0 10 C 60 10 120 10 180 10", \
            "start": {"frame": [0, 0, 10, 20], "tip": [0, 10]}, "end": {"frame": [180, 0, 20, 20], "tip": [200, 10]}, "lineWidth": 2}
              },
              "arrows": [
                {"id": 1, "template": "DoubleArrow", "start": [0, 19], "end": [200, 139]},
                {"id": 2, "template": "SpineArrow", "start": [-0, 0.5], "end": [1e-07, 40], "hidden": true, "alpha": 0.5, "touchInset": -4},
                {"id": 3, "template": "DoubleArrow", "start": [0, 15], "end": [200, 15], "style": {"startHead": "none", "endHead": "dot", \
            "body": "arc", "bend": 40}, "label": {"text": "depends on", "width": 70, "height": 14, "fraction": 0.4}, "interactive": false}
              ]
            }

            """
        let scene = try ArrowSceneDocument<Int>(jsonText: text, templates: Self.lookup).scene
        #expect(scene.ids == [1, 2, 3] && scene.shapeIDs.isEmpty)
        #expect(scene[3]?.arrow.style?.body == .arc && scene[3]?.arrow.label?.text == "depends on")
        #expect(try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText() == text)
    }

    // MARK: Mistakes

    static let box = #"{"id": 10, "kind": "rectangle", "rect": [0, 0, 100, 60]}"#
    static let arrows = [SceneDocumentTests.arrow(1), SceneDocumentTests.arrow(2)].joined(separator: ", ")

    static func document(shapes: String = box, bindings: String = "", version: Int = 2) -> String {
        #"{"format": "bezierarrow-scene", "version": \#(version), "shapes": [\#(shapes)], "bindings": [\#(bindings)], "arrows": [\#(arrows)]}"#
    }

    static func binding(arrow: String = "1", tip: String = #""end""#, target: String = "10", anchor: String = "[0.5, 0.5]",
                        mode: String = #""edge""#, extra: String = "") -> String {
        #"{"arrow": \#(arrow), "tip": \#(tip), "target": \#(target), "anchor": \#(anchor), "mode": \#(mode)\#(extra)}"#
    }

    static func shape(_ members: String) -> String { #"{"id": 10, \#(members)}"# }

    @Test(arguments: [
        // Bindings.
        (document(bindings: binding(target: "7")), "bindings[0].target: no shape or arrow has the id 7"),
        (document(bindings: binding(arrow: "10")), "bindings[0].arrow: the id 10 is shapes[0]'s: only an arrow's tips are bound"),
        (document(bindings: binding(arrow: "9")), "bindings[0].arrow: no arrow has the id 9"),
        (document(bindings: binding(arrow: #""1""#)), "bindings[0].arrow: expected an integer, found a string"),
        (document(bindings: binding(target: "1")), "bindings[0].target: an arrow's tip cannot be bound to the arrow itself"),
        (document(bindings: binding() + ", " + binding(target: "2")), "bindings[1]: the end of the arrow 1 is already bound by bindings[0]"),
        (document(bindings: binding(target: "2") + ", " + binding(arrow: "2", tip: #""start""#, target: "1")),
         "bindings[1]: the binding would make a cycle: 2 -> 1 -> 2"),
        (document(bindings: binding(anchor: "[1.5, 0]")), "bindings[0].anchor[0]: the anchor's x 1.5 is outside 0...1 (normalized across the target)"),
        (document(bindings: binding(anchor: "[0, -0.25]")), "bindings[0].anchor[1]: the anchor's y -0.25 is outside 0...1 (normalized across the target)"),
        (document(bindings: binding(anchor: "[0.5, 1e400]")), "bindings[0].anchor[1]: 1e400 is not a finite number"),
        (document(bindings: binding(anchor: "[0.5]")), "bindings[0].anchor: expected [x, y], found an array of 1 element"),
        (document(bindings: binding(extra: #", "gap": -1"#)), "bindings[0].gap: the gap -1.0 must be a finite number in 0...1e12"),
        (document(bindings: binding(extra: #", "gap": 2e12"#)), "bindings[0].gap: the gap 2e12 must be a finite number in 0...1e12"),
        (document(bindings: binding(mode: #""pinned""#, extra: #", "gap": 4"#)), "bindings[0].gap: a pinned tip has no gap: it sits on its anchor"),
        (document(bindings: binding(mode: #""sticky""#)), "bindings[0].mode: unknown mode 'sticky': expected 'edge' or 'pinned'"),
        (document(bindings: binding(tip: #""middle""#)), "bindings[0].tip: unknown tip 'middle': expected 'start' or 'end'"),
        (document(bindings: #"{"arrow": 1, "tip": "end", "target": 10, "anchor": [0, 0]}"#), "bindings[0]: missing key 'mode' in a binding"),
        (document(bindings: binding(extra: #", "weight": 2"#)),
         "bindings[0].weight: unknown key 'weight' in a binding: expected 'arrow', 'tip', 'target', 'anchor', 'mode', 'gap'"),
        (#"{"format": "bezierarrow-scene", "version": 2, "bindings": {}, "arrows": []}"#, "bindings: expected the bindings (an array), found an object"),
        // Shapes.
        (document(shapes: shape(#""kind": "hexagon""#)),
         "shapes[0].kind: unknown shape kind 'hexagon': expected 'rectangle', 'roundedRectangle', 'ellipse' or 'path'"),
        (document(shapes: shape(#""kind": "ellipse", "rect": [0, 0, -5, 10]"#)),
         "shapes[0].rect[2]: the rect's width -5.0 is negative: give the minimum corner and a size of 0 or more"),
        (document(shapes: shape(#""kind": "ellipse", "rect": [0, 0, 5]"#)),
         "shapes[0].rect: expected [x, y, width, height], found an array of 3 elements"),
        (document(shapes: shape(#""kind": "ellipse", "rect": [0, 0, 5, 2e15]"#)),
         "shapes[0].rect[3]: coordinate 2e15 is outside the accepted range -1e15...1e15"),
        (document(shapes: shape(#""kind": "path", "path": "M 0 0 L x""#)),
         "shapes[0].path: bad SVG path data at column 9: expected a number after 'L', found 'x'"),
        (document(shapes: shape(#""kind": "path", "path": " ""#)), "shapes[0].path: the path is empty: a path shape needs an outline"),
        (document(shapes: shape(#""kind": "path", "path": "M 0 0 L 1 1 Z", "rect": [0, 0, 1, 1]"#)),
         "shapes[0].rect: a shape of kind 'path' has no 'rect'"),
        (document(shapes: shape(#""kind": "rectangle", "rect": [0, 0, 1, 1], "cornerRadius": 3"#)),
         "shapes[0].cornerRadius: a shape of kind 'rectangle' has no 'cornerRadius'"),
        (document(shapes: shape(#""kind": "ellipse", "rect": [0, 0, 1, 1], "path": "M 0 0 L 1 1""#)),
         "shapes[0].path: a shape of kind 'ellipse' has no 'path'"),
        (document(shapes: shape(#""kind": "roundedRectangle", "rect": [0, 0, 1, 1]"#)), "shapes[0]: missing key 'cornerRadius' in a roundedRectangle"),
        (document(shapes: shape(#""kind": "roundedRectangle", "rect": [0, 0, 1, 1], "cornerRadius": -1"#)),
         "shapes[0].cornerRadius: corner radius -1.0 is outside the accepted range 0...1e15"),
        (document(shapes: shape(#""kind": "rectangle""#)), "shapes[0]: missing key 'rect' in a rectangle"),
        (document(shapes: shape(#""rect": [0, 0, 1, 1]"#)), "shapes[0]: missing key 'kind' in a shape"),
        (document(shapes: shape(#""kind": "rectangle", "rect": [0, 0, 1e13, 1]"#)),
         "shapes[0]: invalid shape: the shape's bounds Rect(0.0, 0.0, 10000000000000.0, 1.0) must be finite and within ±1e12"),
        (document(shapes: shape(#""kind": "rectangle", "rect": [0, 0, 1, 1], "transform": [1, 0, 0, 1, 5]"#)),
         "shapes[0].transform: expected [a, b, c, d, tx, ty], found an array of 5 elements"),
        (document(shapes: shape(#""kind": "rectangle", "rect": [0, 0, 1, 1], "transform": [1, 0, 0, 1, "5", 0]"#)),
         "shapes[0].transform[4]: expected a number, found a string"),
        (document(shapes: shape(#""kind": "rectangle", "rect": [0, 0, 1, 1], "transform": [1e13, 0, 0, 1, 0, 0]"#)),
         "shapes[0]: invalid shape: the shape's bounds Rect(0.0, 0.0, 10000000000000.0, 1.0) must be finite and within ±1e12"),
        (document(shapes: shape(#""kind": "rectangle", "rect": [0, 0, 1, 1], "alpha": "x""#)), "shapes[0].alpha: expected a number, found a string"),
        (document(shapes: shape(#""kind": "rectangle", "rect": [0, 0, 1, 1], "colour": "red""#)),
         "shapes[0].colour: unknown key 'colour' in a shape: expected 'id', 'kind', 'rect', 'cornerRadius', 'path', 'transform', 'hidden', 'interactive', 'alpha'"),
        (document(shapes: #"{"id": 1, "kind": "rectangle", "rect": [0, 0, 1, 1]}"#),
         "shapes[0].id: the id 1 is already arrows[0]'s: ids must be unique across arrows and shapes"),
        (document(shapes: box + ", " + box), "shapes[1].id: the id 10 is already shapes[0]'s: ids must be unique"),
        (#"{"format": "bezierarrow-scene", "version": 2, "shapes": {}, "arrows": []}"#, "shapes: expected the shapes (an array), found an object"),
        // Version 1 knows neither key, as it never did.
        (document(version: 1), "shapes: unknown key 'shapes' in a scene document: expected 'format', 'version', 'templates', 'arrows'"),
    ])
    func aMistakeNamesItsPath(text: String, message: String) {
        SceneDocumentTests.expectRefused(text, templates: SceneDocumentTests.lookup, message: message)
    }

    @Test func theMistakesBeforeAreCorrectAsDocuments() throws {
        // The table's documents differ from a good one only where they say.
        let good = Self.document(bindings: Self.binding() + ", " + Self.binding(arrow: "2", tip: #""start""#, target: "1", mode: #""pinned""#))
        let scene = try ArrowSceneDocument<Int>(jsonText: good, templates: SceneDocumentTests.lookup).scene
        #expect(scene.shapeIDs == [10] && scene.ids == [1, 2])
        #expect(scene.binding(.start, of: 2)?.target == 1 && scene.binding(.end, of: 1)?.target == 10)
    }

    @Test func valuesADocumentCannotHoldAreRefusedOnSaving() throws {
        func refusal(_ item: SceneShapeItem) -> String? {
            var scene = ArrowScene<Int>()
            scene.setShape(item, id: 1)
            do {
                _ = try ArrowSceneDocument(scene: scene).jsonData()
                return nil
            } catch {
                return error.description
            }
        }
        let box = SceneShapeItemTests.box(0, 0)
        #expect(refusal(SceneShapeItem(shape: box, alpha: .nan)) == "shapes[0].alpha: cannot save the shape: alpha nan is not a finite number")
        #expect(refusal(SceneShapeItem(shape: try SceneShape(.roundedRectangle(Rect(x: 0, y: 0, width: 9, height: 9), cornerRadius: .nan))))
                == "shapes[0].cornerRadius: cannot save the shape: the corner radius nan is not a length in 0...1e15")
        var negative = Rect(x: 0, y: 0, width: 9, height: 9)
        negative.width = -9
        #expect(refusal(SceneShapeItem(shape: try SceneShape(.ellipse(negative))))
                == "shapes[0].rect: cannot save the shape: its size -9.0 x 9.0 is negative")
        // Within the scene's limits once placed, beyond a document's before.
        let far = try SceneShape(.path(try BezierPath(svgPathData: "M 0 0 L 1e16 0 L 0 1e16 Z")), transform: Transform2D(scaleX: 1e-6, y: 1e-6))
        #expect(refusal(SceneShapeItem(shape: far)) == "shapes[0].path: cannot save the shape: coordinate 1e16 is outside the accepted range -1e15...1e15")
        #expect(refusal(SceneShapeItem(shape: box)) == nil)
    }
}
