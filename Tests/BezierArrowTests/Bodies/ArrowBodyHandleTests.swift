import TestSupport
import Testing
@testable import BezierArrow

/// The handles a body kind lists, where they sit and how a drag moves them; and the part that
/// names a hit on one.
@Suite struct ArrowBodyHandleTests {
    @Test func eachKindListsItsHandles() {
        #expect(ArrowBodyKind.straight.handleNames.isEmpty && ArrowBodyKind.curved.handleNames.isEmpty)
        #expect(ArrowBodyKind.arc.handleNames == ["bend"] && ArrowBodyKind.elbow.handleNames == ["bend"])
        #expect(ArrowBodyKind.allHandleNames == ["bend"])
    }

    @Test func aHandlePartKeepsItsIndexInOneByte() {
        #expect(MemoryLayout<ArrowPart>.size == 1)
        for i in [0, 1, 7, ArrowPart.maxHandleCount - 1] {
            #expect(ArrowPart.handle(i).handleIndex == i && ArrowPart.handle(i).tip == nil)
        }
        #expect(Set([ArrowPart.startHead, .endHead, .body, .label, .handle(0), .handle(1)]).count == 6)
        #expect([ArrowPart.startHead, .endHead, .body, .label].allSatisfy { $0.handleIndex == nil })
        #expect(ArrowPart.handle(2).description == "handle(2)" && ArrowPart.startHead.description == "startHead")
    }

    /// A handle sits where its kind places it on the route, and moving it there again gives the
    /// same state: for an arc the bend along the chord's normal, for an elbow the middle
    /// segment's offset along the main axis.
    @Test(arguments: [ArrowBodyKind.arc, .elbow])
    func aHandleMovedToWhereItIsKeepsTheBend(body: ArrowBodyKind) {
        let s = Point(0, 10), e = Point(200, 70)
        for bend in [-60.0, -5, 0, 25, 80] {
            var state = ArrowBodyState(bend: bend)
            let route = body.route(start: s, end: e, startTrim: 0, endTrim: 0, state: state, cornerRadius: 8,
                                   template: ArrowTestTemplates.spineArrow(), width: 2)
            var positions: [Point] = []
            body.appendHandles(of: route, to: &positions)
            #expect(positions.count == 1)
            body.moveHandle(0, to: positions[0], start: s, end: e, in: &state)
            #expect(isApproximatelyEqual(state.bend, bend, tolerance: 1e-9), "\(body) \(bend)")
        }
    }

    @Test func aMoveOfAHandleTheKindLacksOrToANonFinitePointChangesNothing() {
        var state = ArrowBodyState(bend: 12)
        ArrowBodyKind.arc.moveHandle(1, to: Point(50, 50), start: .zero, end: Point(100, 0), in: &state)
        ArrowBodyKind.arc.moveHandle(0, to: Point(.infinity, 0), start: .zero, end: Point(100, 0), in: &state)
        ArrowBodyKind.straight.moveHandle(0, to: Point(50, 50), start: .zero, end: Point(100, 0), in: &state)
        #expect(state.bend == 12)
    }
}
