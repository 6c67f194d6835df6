import TestSupport
import Testing
@testable import BezierArrow

/// Waypoints on an arrow: kept as tips are kept, drawn through (the drawn spine passes each),
/// handles a hit names by role, a midpoint drag that inserts a waypoint and moves it, removal,
/// and heads that turn with the first and last pieces.
@Suite struct ArrowWaypointTests {
    typealias S = ArrowStyleTests

    /// A styled arrow of the stroked test template from (0, 10) to (300, 10) through waypoints.
    static func arrow(_ body: ArrowBodyKind, _ waypoints: [Point]) -> Arrow {
        var a = S.arrow(start: S.dot, end: S.triangle, body: body, from: Point(0, 10), to: Point(300, 10))
        a.waypoints = waypoints
        return a
    }

    static let waypoints = [Point(80, 90), Point(160, -40), Point(230, 60)]

    /// The drawn body (the stroked spine's body elements) as cubics.
    static func drawnBody(_ a: Arrow) -> [CubicSegment] {
        var curves: [CubicSegment] = []
        var current = Point.zero
        for element in a.spine.elements.prefix(a.styledDrawing!.bodyElements.count) {
            switch element {
            case .move(let p): current = p
            case .line(let p): curves.append(WaypointLine.line(current, p)); current = p
            case .cubic(let p, let c1, let c2): curves.append(CubicSegment(current, c1, c2, p)); current = p
            case .quad, .close: Issue.record("unexpected \(element)")
            }
        }
        return curves
    }

    @Test func waypointsAreKeptAsTipsAre() {
        let limit = ArrowDeformation.coordinateLimit
        var a = Self.arrow(.straight, [])
        a.waypoints = [Point(.nan, 3), Point(50, 60), Point(2 * limit, -.infinity), Point(-2 * limit, 5)]
        #expect(a.waypoints == [Point(50, 60), Point(-limit, 5)])
        #expect(!a.insertWaypoint(Point(.infinity, 0), at: 0) && !a.insertWaypoint(Point(1, 1), at: 3))
        #expect(a.insertWaypoint(Point(3 * limit, 7), at: 1) && a.waypoints[1] == Point(limit, 7))
        #expect(a.outline.elements.allSatisfy { $0.isFinite } && a.spine.elements.allSatisfy { $0.isFinite })
        let before = a
        a.moveHandle(0, to: Point(.nan, 1))
        #expect(a == before)
        #expect(!a.removeWaypoint(at: 3) && !a.removeWaypoint(at: -1))
        #expect(a.removeWaypoint(at: 0) && a.waypoints == [Point(limit, 7), Point(-limit, 5)])
        // A style's state, equal only with the same waypoints; another kind keeps them.
        a.body = .elbow
        #expect(a.waypoints.count == 2 && a.style?.bodyState != ArrowBodyState())
        // An arrow without a style takes its template's default style first.
        var plain = Arrow(template: ArrowTestTemplates.doubleArrow())
        #expect(plain.style == nil && plain.insertWaypoint(Point(100, 80), at: 0) && plain.style != nil)
    }

    /// The drawn body passes each waypoint within 1e-9 (the nearest-point search of
    /// ``WaypointLineTests``), for every kind and 1, 2 and 8 waypoints.
    @Test(arguments: ArrowBodyKind.allCases)
    func theDrawnBodyPassesThroughTheWaypoints(kind: ArrowBodyKind) {
        var rng = SplitMix64(seed: 11)
        for count in [1, 2, 8] {
            let points = (0..<count).map { Point(30 + 240 * Double($0 + 1) / Double(count + 1), 10) + rng.point(within: 60) }
            let a = Self.arrow(kind, points)
            let body = Self.drawnBody(a)
            for w in points { #expect(WaypointLineTests.distance(from: w, to: body) < 1e-9, "\(kind) \(w)") }
            #expect(a.bounds.contains(points.reduce(Rect.null) { $0.union(Rect(corner: $1, $1)) }))
        }
    }

    /// The heads turn with the first and last pieces: a body that leaves the start tip straight
    /// down to a waypoint points the start head up, and reaching the end tip from the left
    /// points the end head right, whatever the kind.
    @Test(arguments: ArrowBodyKind.allCases)
    func headsTurnWithTheFirstAndLastPieces(kind: ArrowBodyKind) throws {
        var a = S.arrow(start: S.triangle, end: S.triangle, body: kind, from: Point(0, 0), to: Point(300, 300))
        a.waypoints = [Point(0, 300)]
        let frames = try #require(a.headFrames)
        let route = a.styledDrawing!.route(start: a.start, end: a.end, template: a.template)
        // Along the pieces where the heads attach, which leave the chords by the corner's
        // rounding or the spline's bow: within 0.05.
        #expect(route.startDirection.distance(to: Point(0, -1)) < 0.05, "\(kind) \(route.startDirection)")
        #expect(route.endDirection.distance(to: Point(1, 0)) < 0.05, "\(kind) \(route.endDirection)")
        #expect(route.startDirection.distance(to: (a.start - route.startAttachment).normalized) < 1e-12)
        // The placed head frames turned with them: the start head's frame hangs below the tip.
        #expect(frames.head(holding: Point(0, 8)) == .startHead && frames.head(holding: Point(9, 2)) == nil)
        // Without the waypoint the heads point along the chord.
        a.waypoints = []
        let straight = a.styledDrawing!.route(start: a.start, end: a.end, template: a.template)
        if kind == .straight { #expect(straight.startDirection.distance(to: Point(-1, -1).normalized) < 1e-12) }
    }

    /// A hit on a waypoint names its waypoint handle; on a leg's midpoint, that leg's handle.
    @Test(arguments: ArrowBodyKind.allCases)
    func hitsNameWaypointAndMidpointHandles(kind: ArrowBodyKind) throws {
        let a = Self.arrow(kind, Self.waypoints)
        let handles = a.handles
        #expect(handles.filter { if case .waypoint = $0.role { true } else { false } }.count == 3)
        #expect(!handles.contains { $0.role == .bend })
        for (i, w) in Self.waypoints.enumerated() {
            let hit = try #require(a.hitTest(w + Point(1, 1)))
            let index = try #require(hit.part.handleIndex)
            #expect(handles[index].role == .waypoint(i) && handles[index].position == w && handles[index].name == "waypoint")
        }
        for h in handles {
            guard case .segmentMidpoint(let leg) = h.role else { continue }
            let hit = try #require(a.hitTest(h.position))
            #expect(hit.part == h.part && a.handles[hit.part.handleIndex!].role == .segmentMidpoint(leg))
        }
        let legs = handles.compactMap { if case .segmentMidpoint(let k) = $0.role { k } else { nil } }
        #expect(kind == .elbow ? !legs.isEmpty : legs == [0, 1, 2, 3])
        // No waypoints: the kind's own handles, as before.
        #expect(Self.arrow(kind, []).handles.map(\.role) == (kind == .arc || kind == .elbow ? [.bend] : []))
    }

    /// A drag from a leg's midpoint inserts a waypoint at that leg's index where the touch
    /// goes, then moves it; a cancel takes it out; a drag of a waypoint moves it.
    @Test(arguments: [ArrowBodyKind.straight, .curved, .arc])
    func aMidpointDragInsertsAWaypoint(kind: ArrowBodyKind) throws {
        var a = Self.arrow(kind, Self.waypoints)
        for leg in 0...3 {
            let original = a
            let handle = try #require(a.handles.first { $0.role == .segmentMidpoint(leg) })
            var drag = ArrowDrag()
            #expect(drag.begin(at: handle.position, on: a) == nil && drag.state == .movingHandle(handle.index))
            drag.move(to: handle.position + Point(5, 30), on: &a)
            #expect(a.waypoints.count == 4 && a.waypoints[leg] == handle.position + Point(5, 30))
            #expect(drag.state == .movingHandle(leg) && a.handles[leg].role == .waypoint(leg))
            drag.move(to: handle.position + Point(-20, 50), on: &a)
            #expect(a.waypoints.count == 4 && a.waypoints[leg] == handle.position + Point(-20, 50))
            drag.cancel(on: &a)
            #expect(a == original)
        }
        var drag = ArrowDrag()
        drag.begin(at: Self.waypoints[1], on: a)
        drag.move(to: Self.waypoints[1] + Point(10, 10), on: &a)
        drag.finish(on: a)
        #expect(a.waypoints == [Self.waypoints[0], Self.waypoints[1] + Point(10, 10), Self.waypoints[2]])
    }

    /// An elbow's midpoint drag moves the leg's middle segment sideways, and it stays there
    /// while the end tip moves; removing a waypoint frees the legs beside it.
    @Test func anElbowSegmentDragKeepsTheSegment() throws {
        var a = Self.arrow(.elbow, [Point(150, 110)])
        let handle = try #require(a.handles.first { $0.role == .segmentMidpoint(0) })
        var drag = ArrowDrag()
        drag.begin(at: handle.position, on: a)
        drag.move(to: handle.position + Point(-40, 13), on: &a)
        drag.finish(on: a)
        #expect(a.waypoints == [Point(150, 110)] && a.style?.bodyState.fixedSegments == [handle.position.x - 40, nil])
        let moved = try #require(a.handles.first { $0.role == .segmentMidpoint(0) })
        #expect(moved.position.x == handle.position.x - 40)
        a.end = Point(320, 40)
        #expect(a.handles.first { $0.role == .segmentMidpoint(0) }?.position.x == handle.position.x - 40)
        #expect(a.insertWaypoint(Point(250, 60), at: 1) && a.style?.bodyState.fixedSegments == [handle.position.x - 40, nil, nil])
        #expect(a.removeWaypoint(at: 0) && a.style?.bodyState.fixedSegments == [nil, nil])
    }

    /// A tip move of an arrow through waypoints rebuilds its line and pieces in the storage
    /// they had: once sized, 20 moves keep both arrays' blocks (no allocation for them).
    @Test(arguments: ArrowBodyKind.allCases)
    func aTipMoveReusesTheLinesStorage(kind: ArrowBodyKind) throws {
        var a = Self.arrow(kind, Self.waypoints)
        func blocks() -> (UnsafeRawPointer?, UnsafeRawPointer?) {
            let line = a.drawing.headsAndBody!.state.line
            return (line.curves.withUnsafeBytes { $0.baseAddress }, line.pathScratch.pieces.withUnsafeBytes { $0.baseAddress })
        }
        a.end = Point(301, 11)
        let before = blocks()
        for k in 1...20 { a.end = Point(300 + Double(k) / 8, 10 + Double(k) / 16) }
        let after = blocks()
        #expect(after.0 == before.0 && after.1 == before.1 && before.0 != nil)
    }
}
