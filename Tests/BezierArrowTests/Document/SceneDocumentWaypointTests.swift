import Foundation
import TestSupport
import Testing
@testable import BezierArrow

/// Waypoints in saved scenes (document version 3): every body kind through them, an elbow's
/// kept segments, back to the bit; version 3 written only when an arrow has waypoints; a
/// mistake names its JSON path and gives no scene.
@Suite struct SceneDocumentWaypointTests {
    static let lookup = SceneDocumentStyleTests.lookup

    /// Arrows of every body kind, most with waypoints (up to 6, one arrow with the most a body
    /// keeps), some elbows with segments dragged sideways and kept, some without a style.
    static func waypointScene(seed: UInt64) -> ArrowScene<Int> {
        var rng = SplitMix64(seed: seed)
        let templates = SceneDocumentTests.known + [ArrowTestTemplates.spineArrow()]
        var scene = ArrowScene<Int>()
        for i in 0..<48 {
            let t = templates[Int(rng.next() % UInt64(templates.count))]
            var arrow = Arrow(template: t, start: rng.point(within: 500), end: rng.point(within: 500))!
            if i % 8 != 7 {
                arrow.style = ArrowStyle(startHead: .none, endHead: ArrowStyleTests.heads[i % ArrowStyleTests.heads.count],
                                         body: ArrowBodyKind.allCases[i % ArrowBodyKind.allCases.count],
                                         bend: rng.next() % 2 == 0 ? 0 : rng.uniform(-200...200))
                let count = i == 5 ? ArrowBodyState.maxWaypointCount : Int(rng.next() % 7)
                arrow.waypoints = (0..<count).map { _ in rng.point(within: 500) }
                // An elbow's leg midpoints dragged sideways: the segments stay where dragged.
                if arrow.body == .elbow {
                    for _ in 0..<3 {
                        let legs = arrow.handles.filter { if case .segmentMidpoint = $0.role { true } else { false } }
                        guard !legs.isEmpty else { break }
                        let handle = legs[Int(rng.next() % UInt64(legs.count))]
                        arrow.moveHandle(handle.index, to: rng.point(within: 500))
                    }
                }
            }
            scene.append(arrow, id: i)
        }
        return scene
    }

    @Test(arguments: [UInt64(3), 11, 29])
    func waypointsComeBackToTheBit(seed: UInt64) throws {
        let scene = Self.waypointScene(seed: seed)
        // The scene holds what the test means: every kind through waypoints, kept segments.
        let styled = scene.ids.compactMap { scene[$0]?.arrow }.filter { !$0.waypoints.isEmpty }
        #expect(Set(styled.map(\.body)) == Set(ArrowBodyKind.allCases))
        #expect(styled.contains { $0.style?.bodyState.fixedSegments.contains { $0 != nil } == true })
        #expect(styled.contains { $0.waypoints.count == ArrowBodyState.maxWaypointCount })

        let bytes = try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonData()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""version": 3,"#))
        #expect(text.contains(#""keptSegments": ["#))
        let back = try ArrowSceneDocument<Int>(jsonData: bytes, templates: Self.lookup).scene
        #expect(back.ids == scene.ids)
        for id in scene.ids {
            let a = try #require(scene[id]?.arrow), b = try #require(back[id]?.arrow)
            #expect(a == b, "arrow \(id)")
            #expect(a.waypoints == b.waypoints, "arrow \(id)")
            #expect(a.style?.bodyState == b.style?.bodyState, "arrow \(id)")
            #expect(SceneDocumentTests.bitwiseEqual(a.path, b.path), "arrow \(id)")
            #expect(a.handles.map(\.position) == b.handles.map(\.position), "arrow \(id)")
        }
        // Written again, the same bytes.
        #expect(try ArrowSceneDocument(scene: back, templates: Self.lookup).jsonData() == bytes)
        // And through `Codable`, the same shape.
        let decoder = JSONDecoder()
        decoder.userInfo[.arrowTemplates] = Self.lookup
        let coded = try decoder.decode(ArrowScene<Int>.self, from: Data(bytes))
        for id in scene.ids { #expect(coded[id]?.arrow == scene[id]?.arrow, "arrow \(id)") }
    }

    /// Version 3 is written only for waypoints: the same scene without them is the version 1
    /// text it always was, and with shapes, version 2.
    @Test func version3OnlyForWaypoints() throws {
        var arrow = Arrow(template: SceneDocumentTests.known[0], start: Point(0, 19), end: Point(200, 139))!
        arrow.body = .curved
        var scene = ArrowScene<Int>()
        scene.append(arrow, id: 1)
        let before = try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText()
        #expect(before.contains(#""version": 1,"#))

        scene[1]?.arrow.insertWaypoint(Point(100, 0), at: 0)
        let with = try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText()
        #expect(with.contains(#""version": 3,"#))
        #expect(with.contains(#""body": "curved", "waypoints": [[100, 0]]}"#))

        scene[1]?.arrow.removeWaypoint(at: 0)
        #expect(try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText() == before)

        scene.setShape(SceneShapeItem(shape: SceneShapeItemTests.box(300, 0)), id: 2)
        #expect(try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText().contains(#""version": 2,"#))
        scene[1]?.arrow.waypoints = [Point(50, 50)]
        let both = try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText()
        #expect(both.contains(#""version": 3,"#) && both.contains(#""shapes": ["#))
        let back = try ArrowSceneDocument<Int>(jsonText: both, templates: Self.lookup).scene
        #expect(back[1]?.arrow == scene[1]?.arrow)
        #expect(back.shapeIDs == scene.shapeIDs)
    }

    /// An elbow whose last waypoint is removed keeps no kept segment, so it reads back equal.
    @Test func anElbowWithItsWaypointsRemovedReadsBackEqual() throws {
        var arrow = Arrow(template: SceneDocumentTests.known[0], start: Point(0, 0), end: Point(200, 100))!
        arrow.body = .elbow
        arrow.waypoints = [Point(100, 20)]
        let leg = try #require(arrow.handles.first { $0.role == .segmentMidpoint(0) })
        arrow.moveHandle(leg.index, to: Point(leg.position.x + 30, leg.position.y + 30))
        #expect(arrow.style?.bodyState.fixedSegments.contains { $0 != nil } == true)
        arrow.removeWaypoint(at: 0)
        #expect(arrow.style?.bodyState.fixedSegments == [])
        var scene = ArrowScene<Int>()
        scene.append(arrow, id: 1)
        let text = try ArrowSceneDocument(scene: scene, templates: Self.lookup).jsonText()
        #expect(try ArrowSceneDocument<Int>(jsonText: text, templates: Self.lookup).scene[1]?.arrow == arrow)
    }

    @Test func codableArrowsCarryTheirWaypoints() throws {
        var arrow = Arrow(template: SceneDocumentTests.known[0], start: Point(0, 19), end: Point(200, 139))!
        arrow.body = .arc
        arrow.waypoints = [Point(40, 80), Point(120, -20.25)]
        let encoder = JSONEncoder()
        encoder.userInfo[.arrowTemplates] = Self.lookup
        let data = try encoder.encode(arrow)
        #expect(String(decoding: data, as: UTF8.self).contains(#""waypoints":[[40,80],[120,-20.25]]"#))
        let decoder = JSONDecoder()
        decoder.userInfo[.arrowTemplates] = Self.lookup
        #expect(try decoder.decode(Arrow.self, from: data) == arrow)
    }

    /// A version 3 document of one arrow with a style.
    static func withStyle(_ style: String, version: Int = 3) -> String {
        SceneDocumentTests.document(SceneDocumentTests.arrow(1, extra: #", "style": \#(style)"#))
            .replacingOccurrences(of: #""version": 1"#, with: #""version": \#(version)"#)
    }

    static let tooMany = "[" + Array(repeating: "[1, 2]", count: ArrowBodyState.maxWaypointCount + 1).joined(separator: ", ") + "]"

    @Test(arguments: [
        (withStyle(#"{"endHead": "dot", "waypoints": [[1, 2]]}"#, version: 1),
         "arrows[0].style.waypoints: unknown key 'waypoints' in a style: waypoints need document version 3 (this document is version 1 or 2)"),
        (withStyle(#"{"endHead": "dot", "keptSegments": [null]}"#, version: 2),
         "arrows[0].style.keptSegments: unknown key 'keptSegments' in a style: waypoints need document version 3 (this document is version 1 or 2)"),
        (withStyle(#"{"endHead": "dot", "waypoints": [[1, "x"]]}"#), "arrows[0].style.waypoints[0][1]: expected a number, found a string"),
        (withStyle(#"{"endHead": "dot", "waypoints": [[1, 2], [3]]}"#),
         "arrows[0].style.waypoints[1]: expected [x, y], found an array of 1 element"),
        (withStyle(#"{"endHead": "dot", "waypoints": [[1, 2], {"x": 3}]}"#), "arrows[0].style.waypoints[1]: expected [x, y], found an object"),
        (withStyle(#"{"endHead": "dot", "waypoints": {"x": 3}}"#),
         "arrows[0].style.waypoints: expected the waypoints (an array of [x, y]), found an object"),
        (withStyle(#"{"endHead": "dot", "waypoints": [[1, 2e12]]}"#),
         "arrows[0].style.waypoints[0][1]: waypoint y 2e12 is outside the accepted range -1e12...1e12"),
        (withStyle(#"{"endHead": "dot", "waypoints": [[1, 1e400]]}"#), "arrows[0].style.waypoints[0][1]: 1e400 is not a finite number"),
        (withStyle(#"{"endHead": "dot", "waypoints": \#(tooMany)}"#), "arrows[0].style.waypoints: 126 waypoints are more than a body keeps (125)"),
        (withStyle(#"{"endHead": "dot", "keptSegments": [null, 3]}"#),
         #"arrows[0].style.keptSegments: kept segments without waypoints: an elbow keeps segments only between waypoints (add "waypoints" or remove "keptSegments")"#),
        (withStyle(#"{"endHead": "dot", "waypoints": [[1, 2]], "keptSegments": [null]}"#),
         "arrows[0].style.keptSegments: expected 2 kept segments (one a leg: 1 waypoint + 1), found 1"),
        (withStyle(#"{"endHead": "dot", "waypoints": [[1, 2]], "keptSegments": [null, "3"]}"#),
         "arrows[0].style.keptSegments[1]: expected a number or null, found a string"),
        (withStyle(#"{"endHead": "dot", "waypoints": [[1, 2]], "keptSegments": [-2e12, null]}"#),
         "arrows[0].style.keptSegments[0]: kept segment -2e12 is outside the accepted range -1e12...1e12"),
        (withStyle(#"{"endHead": "dot", "waypoints": [[1, 2]], "keptSegments": 4}"#),
         "arrows[0].style.keptSegments: expected the kept segments (an array of numbers or null, one a leg), found a number"),
        (withStyle(#"{"endHead": "dot", "colour": "red"}"#),
         "arrows[0].style.colour: unknown key 'colour' in a style: expected 'startHead', 'endHead', 'body', 'bend', 'waypoints', 'keptSegments', 'cornerRadius', 'shrinksHeads'"),
    ])
    func aCorruptWaypointNamesItsPath(text: String, message: String) {
        SceneDocumentTests.expectRefused(text, templates: Self.lookup, message: message)
    }

    /// A good document of each kind of waypoint value reads, so the table above fails for the
    /// reason it names.
    @Test func theGoodNeighboursRead() throws {
        let text = Self.withStyle(#"{"endHead": "dot", "body": "elbow", "waypoints": [[1, 2], [-1e12, 1e12]], "keptSegments": [null, 3.5, -1e12]}"#)
        let arrow = try #require(try ArrowSceneDocument<Int>(jsonText: text, templates: Self.lookup).scene[1]?.arrow)
        #expect(arrow.waypoints == [Point(1, 2), Point(-1e12, 1e12)])
        #expect(arrow.style?.bodyState.fixedSegments == [nil, 3.5, -1e12])
    }
}
