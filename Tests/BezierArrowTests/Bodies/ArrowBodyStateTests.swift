import TestSupport
import Testing
@testable import BezierArrow

/// The body's handle-driven state, owned by the bodies: a style holds it and forwards its bend,
/// a handle's move changes nothing else of the style, and a document carries it in the style's
/// members the state itself reads and writes.
@Suite struct ArrowBodyStateTests {
    @Test func aStyleForwardsItsBendToItsBodyStateWithTheSameClamping() {
        let limit = ArrowDeformation.coordinateLimit
        var style = ArrowStyle(endHead: .none, body: .arc, bend: 40)
        #expect(style.bodyState == ArrowBodyState(bend: 40) && style.bend == 40)
        style.bodyState.bend = -12
        #expect(style.bend == -12)
        for (set, kept) in [(Double.infinity, 0.0), (.nan, 0), (2 * limit, limit), (-2 * limit, -limit), (7.5, 7.5)] {
            style.bend = set
            #expect(style.bodyState.bend == kept, "\(set)")
            var state = ArrowBodyState()
            state.bend = set
            #expect(state.bend == kept && ArrowBodyState(bend: set).bend == kept, "\(set)")
            #expect(ArrowStyle(endHead: .none, bend: set).bodyState.bend == kept, "\(set)")
        }
        // An arrow ignores a bend that is not finite, and clamps a finite one.
        var arrow = Arrow(template: ArrowTestTemplates.spineArrow())
        arrow.bend = 25
        arrow.bend = .infinity
        #expect(arrow.style?.bodyState == ArrowBodyState(bend: 25))
        arrow.bend = 3 * limit
        #expect(arrow.bend == limit && arrow.style?.bodyState.bend == limit)
    }

    /// A drag of a handle, on every kind and from anywhere, changes the style's body state and
    /// nothing else of it.
    @Test(arguments: ArrowBodyKind.allCases)
    func movingAHandleChangesOnlyTheBodyState(body: ArrowBodyKind) throws {
        var rng = SplitMix64(seed: 41)
        let style = ArrowStyle(startHead: ArrowStyleTests.dot, endHead: ArrowStyleTests.triangle, body: body, bend: 10,
                               cornerRadius: 5, shrinksHeads: true)
        for _ in 0..<50 {
            var arrow = try #require(Arrow(template: ArrowTestTemplates.spineArrow(), start: rng.point(within: 300),
                                           end: rng.point(within: 300)))
            arrow.style = style
            let to = rng.point(within: 400)
            arrow.moveHandle(0, to: to)
            var moved = try #require(arrow.style)
            var state = style.bodyState
            body.moveHandle(0, to: to, start: arrow.start, end: arrow.end, in: &state)
            #expect(moved.bodyState == state)
            if body.handleNames.isEmpty { #expect(moved.bodyState == style.bodyState) }
            moved.bodyState = style.bodyState
            #expect(moved == style)
        }
    }

    /// A style whose state was set as a body state is saved in the style's `bend` member, where
    /// a bend always was, and reads back to the bit.
    @Test func aBodyStateRoundTripsThroughADocument() throws {
        var style = ArrowStyle(endHead: ArrowStyleTests.dot, body: .elbow, cornerRadius: 3)
        style.bodyState = ArrowBodyState(bend: -37.25)
        var arrow = Arrow(template: ArrowTestTemplates.spineArrow())
        arrow.style = style
        var flat = arrow
        flat.style?.bodyState = ArrowBodyState()
        var scene = ArrowScene<Int>()
        scene.append(arrow, id: 1)
        scene.append(flat, id: 2)
        let lookup = ArrowTemplateLookup([], heads: [ArrowStyleTests.dot])
        let text = try ArrowSceneDocument(scene: scene, templates: lookup).jsonText()
        #expect(text.contains(#""style": {"startHead": "none", "endHead": "dot", "body": "elbow", "bend": -37.25, "cornerRadius": 3}"#))
        // No bend, no member.
        #expect(text.contains(#""style": {"startHead": "none", "endHead": "dot", "body": "elbow", "cornerRadius": 3}"#))
        let back = try ArrowSceneDocument<Int>(jsonText: text, templates: lookup).scene
        #expect(back[1]?.arrow.style?.bodyState == style.bodyState && back[1]?.arrow == arrow)
        #expect(back[2]?.arrow.style?.bodyState == ArrowBodyState() && back[2]?.arrow == flat)
    }

    /// The state's keys are a style's keys, in the place a bend always had, and it writes only
    /// those.
    @Test func theStateOwnsItsStyleKeys() {
        #expect(ArrowBodyState.documentKeys == ["bend", "waypoints", "keptSegments"])
        #expect(SceneDocumentKeys.styleKeys == ["startHead", "endHead", "body", "bend", "waypoints", "keptSegments", "cornerRadius",
                                                "shrinksHeads"])
        // Documents before version 3 have the keys they always had.
        #expect(SceneDocumentKeys.styleKeysBeforeWaypoints == ["startHead", "endHead", "body", "bend", "cornerRadius", "shrinksHeads"])
        var members: [(key: String, value: JSONValue)] = []
        ArrowBodyState().write(into: &members)
        #expect(members.isEmpty)
        ArrowBodyState(bend: 40).write(into: &members)
        #expect(members.map(\.key) == ["bend"] && members.allSatisfy { ArrowBodyState.documentKeys.contains($0.key) })
        guard case .number(let bend, _)? = members.first?.value.kind else {
            Issue.record("the bend is not a number")
            return
        }
        #expect(bend == 40)
    }
}
