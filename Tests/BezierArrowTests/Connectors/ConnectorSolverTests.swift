import Testing
import TestSupport
@testable import BezierArrow

/// ``ConnectorSolver``: edge tips against an independent reference (a fine scan and bisection
/// on the outline's own containment), never inside their targets, pinned, both ends bound,
/// self-loops, shapes of no extent, concave anchors, arrows on arrows.
@Suite struct ConnectorSolverTests {
    typealias F = ConnectorFixtures

    /// An edge binding.
    static func edge(_ x: Double, _ y: Double, gap: Double = 0) -> ArrowBinding {
        try! ArrowBinding(anchor: Point(x, y), mode: .edge(gap: gap))
    }

    /// Edge tips agree with the reference for every kind, transform and body (straight, arc),
    /// the free start outside the shape.
    ///
    /// Tolerance 1e-7 on shapes about 100 units across: the solver's meeting is refined by
    /// Newton's method to ~1e-13, the reference bisected to the last bit of the parameter on the
    /// exact containment, and the two differ only by the outline's rounding (~1e-13). The
    /// reference scans 20,000 steps: an entry through a sliver thinner than one step (the
    /// approach nearly tangent) would escape it, which seeds fixed here do not draw.
    @Test func edgeTipsAgreeWithTheReference() {
        var g = SplitMix64(seed: 2024)
        var entered = 0, missed = 0
        for shape in F.shapes {
            for kind in [ArrowBodyKind.straight, .arc] {
                for _ in 0..<12 {
                    let from = F.outsidePoint(of: shape, &g)
                    let binding = Self.edge(F.uniform(0, 1, &g), F.uniform(0, 1, &g))
                    let body = ConnectorBody(kind: kind, state: ArrowBodyState(bend: F.uniform(-80, 80, &g)))
                    let result = ConnectorSolver.solve(start: .free(from), end: .bound(binding, to: shape), body: body)
                    let approach = body.approach(from: from, to: shape.point(atAnchor: binding.anchor))
                    #expect(result.start == from && !result.isLoop)
                    if let reference = F.referenceEntry(approach, into: shape) {
                        entered += 1
                        #expect(isApproximatelyEqual(result.end, reference, tolerance: 1e-7),
                                "\(shape.outline) \(kind): \(result.end) vs \(reference)")
                    } else {
                        // Never entered (an anchor outside the concave fill): the tip is the anchor.
                        missed += 1
                        #expect(isApproximatelyEqual(result.end, shape.point(atAnchor: binding.anchor), tolerance: 1e-9))
                    }
                }
            }
        }
        #expect(entered > 200 && missed > 0)
    }

    /// The gap steps back along the approach's tangent: on a straight approach, exactly `gap`
    /// back along the line from the other tip (1e-9: one subtraction and a unit vector).
    @Test func theGapStepsBackAlongTheApproach() throws {
        let shape = try SceneShape(.rectangle(Rect(x: 0, y: 0, width: 100, height: 50)))
        let r = ConnectorSolver.solve(start: .free(Point(-100, 25)), end: .bound(Self.edge(0.5, 0.5, gap: 8), to: shape),
                                      body: ConnectorBody())
        #expect(isApproximatelyEqual(r.end, Point(-8, 25), tolerance: 1e-9))
        // Rotated 90 degrees about the origin: the box's left side now faces up, at y = 0.
        let turned = try SceneShape(shape.outline, transform: Transform2D(rotationAngle: Double.pi / 2))
        let t = ConnectorSolver.solve(start: .free(Point(-25, -100)), end: .bound(Self.edge(0.5, 0.5, gap: 8), to: turned),
                                      body: ConnectorBody())
        #expect(isApproximatelyEqual(t.end, Point(-25, -8), tolerance: 1e-9))
    }

    /// Random shapes, anchors, gaps and other tips (free, or bound to another random shape,
    /// any body kind): an edge tip is never inside its target, and every tip is finite.
    @Test func edgeTipsNeverLandInside() {
        var g = SplitMix64(seed: 77)
        let kinds: [ArrowBodyKind] = [.straight, .curved, .arc, .elbow]
        for i in 0..<300 {
            let a = F.randomShape(&g), b = F.randomShape(&g)
            let endBinding = Self.edge(F.uniform(-0.2, 1.2, &g), F.uniform(-0.2, 1.2, &g), gap: i % 3 == 0 ? 0 : F.uniform(0, 20, &g))
            let start: ConnectorEnd = i % 2 == 0
                ? .free(Point(F.uniform(-500, 500, &g), F.uniform(-500, 500, &g)))
                : .bound(Self.edge(F.uniform(0, 1, &g), F.uniform(0, 1, &g), gap: F.uniform(0, 5, &g)), to: i % 10 == 1 ? b : a)
            let body = ConnectorBody(kind: kinds[i % 4], state: ArrowBodyState(bend: F.uniform(-100, 100, &g)))
            let r = ConnectorSolver.solve(start: start, end: .bound(endBinding, to: b), body: body)
            #expect(r.start.isFinite && r.end.isFinite)
            #expect(!b.contains(r.end), "case \(i): end \(r.end) inside \(b.outline)")
            if case .bound(_, let target) = start { #expect(!target.contains(r.start), "case \(i): start inside") }
        }
    }

    @Test func pinnedTipsSitOnTheirAnchors() throws {
        let shape = try SceneShape(.ellipse(Rect(x: 0, y: 0, width: 80, height: 40)), transform: Transform2D(rotationAngle: 0.3))
        let pin = try ArrowBinding(anchor: Point(0.2, 0.7), mode: .pinned)
        let r = ConnectorSolver.solve(start: .free(Point(-200, 10)), end: .bound(pin, to: shape), body: ConnectorBody())
        #expect(r.end == shape.point(atAnchor: Point(0.2, 0.7)))
        #expect(r.start == Point(-200, 10))
    }

    /// Both ends bound: one line between the anchors decides both tips, each on its own
    /// target's side facing the other (boxes side by side, the line between their centres).
    @Test func bothEndsBoundMeetOnTheFacingSides() throws {
        let left = try SceneShape(.rectangle(Rect(x: 0, y: 0, width: 100, height: 60)))
        let right = try SceneShape(.ellipse(Rect(x: 300, y: 0, width: 100, height: 60)))
        let r = ConnectorSolver.solve(start: .bound(Self.edge(0.5, 0.5, gap: 2), to: left),
                                      end: .bound(Self.edge(0.5, 0.5), to: right), body: ConnectorBody())
        #expect(isApproximatelyEqual(r.start, Point(102, 30), tolerance: 1e-9))
        #expect(isApproximatelyEqual(r.end, Point(300, 30), tolerance: 1e-9))
        // Arc body: both tips on the outlines (the reference on each end of the one arc).
        let body = ConnectorBody(kind: .arc, state: ArrowBodyState(bend: 80))
        let arc = ConnectorSolver.solve(start: .bound(Self.edge(0.5, 0.5), to: left),
                                        end: .bound(Self.edge(0.5, 0.5), to: right), body: body)
        let approach = ConnectorApproach(curves: body.approach(from: left.center, to: right.center))
        let endRef = try #require(F.referenceEntry(approach.curves, into: right))
        let startRef = try #require(F.referenceEntry(approach.reversed.curves, into: left))
        #expect(isApproximatelyEqual(arc.end, endRef, tolerance: 1e-7))
        #expect(isApproximatelyEqual(arc.start, startRef, tolerance: 1e-7))
    }

    /// Self-loops: both ends on one shape. Each tip is on the outline (the reference entry of the
    /// loop, 1e-7 as above), and the loop's part between them lies outside the shape (sampled
    /// at 200 steps, the two ends' hundredths aside, where it meets the outline).
    @Test(arguments: [(Point(0.5, 0), Point(1, 0.5)), (Point(1, 0.5), Point(1, 0.5)), (Point(0, 0.5), Point(1, 0.5)),
                      (Point(0.5, 0.5), Point(0.5, 0.5)), (Point(0.9, 0), Point(0.2, 1))])
    func selfLoopsLeaveAndComeBack(anchors: (Point, Point)) throws {
        for shape in F.shapes.filter({ if case .path = $0.outline { false } else { true } }) {
            let start = try ArrowBinding(anchor: anchors.0), end = try ArrowBinding(anchor: anchors.1)
            let r = ConnectorSolver.solve(start: .bound(start, to: shape), end: .bound(end, to: shape), body: ConnectorBody())
            #expect(r.isLoop)
            let loop = try #require(ConnectorSolver.loop(start: .bound(start, to: shape), end: .bound(end, to: shape),
                                                         a: shape.point(atAnchor: anchors.0), b: shape.point(atAnchor: anchors.1)))
            // An anchor on the outline is entered where the loop ends, at the anchor (no sample
            // of the scan is inside): the reference is then the anchor.
            let endRef = F.referenceEntry(loop.curves, into: shape) ?? shape.point(atAnchor: anchors.1)
            let startRef = F.referenceEntry(loop.reversed.curves, into: shape) ?? shape.point(atAnchor: anchors.0)
            #expect(isApproximatelyEqual(r.end, endRef, tolerance: 1e-7), "\(shape.outline) \(anchors)")
            #expect(isApproximatelyEqual(r.start, startRef, tolerance: 1e-7), "\(shape.outline) \(anchors)")
            #expect(r.loop.first?.p0 == r.start && r.loop.last?.p3 == r.end)
            // One anchor on the outline for both ends: the loop leaves it and comes back to it,
            // the tips one point; otherwise they stand apart.
            if anchors.0 != anchors.1 || anchors.0 == Point(0.5, 0.5) { #expect(r.start.distance(to: r.end) > 1) }
            let n = Double(r.loop.count)
            for i in 2...198 {
                let p = F.point(on: r.loop, at: n * Double(i) / 200)
                #expect(!shape.contains(p), "\(shape.outline) \(anchors): loop inside at \(p)")
            }
        }
    }

    /// A free tip inside the target: the approach loops out of the shape and back.
    @Test func aStartInsideTheTargetLoops() throws {
        let shape = try SceneShape(.rectangle(Rect(x: 0, y: 0, width: 100, height: 60)))
        let r = ConnectorSolver.solve(start: .free(Point(30, 30)), end: .bound(Self.edge(1, 0.5, gap: 3), to: shape),
                                      body: ConnectorBody())
        #expect(r.isLoop && r.start == Point(30, 30))
        #expect(!shape.contains(r.end))
        #expect(r.loop.first?.p0 == r.start && r.loop.last?.p3 == r.end)
    }

    /// A shape of no extent is never entered: the tip stands the gap before the anchor along
    /// the approach.
    @Test func aShapeOfNoExtentStopsTheGapBeforeTheAnchor() throws {
        let dot = try SceneShape(.ellipse(Rect(x: 50, y: 0, width: 0, height: 0)))
        let r = ConnectorSolver.solve(start: .free(Point(0, 0)), end: .bound(Self.edge(0.5, 0.5, gap: 10), to: dot),
                                      body: ConnectorBody())
        #expect(isApproximatelyEqual(r.end, Point(40, 0), tolerance: 1e-12))
        // Aimed from the anchor itself: no approach, the tip on the anchor.
        let same = ConnectorSolver.solve(start: .free(Point(50, 0)), end: .bound(Self.edge(0.5, 0.5, gap: 10), to: dot),
                                         body: ConnectorBody())
        #expect(same.end == Point(50, 0))
    }

    /// An anchor in the mouth of the concave "C" (outside its fill), approached from the open
    /// side, is never entered: the tip is the gap before the anchor. From the closed side the
    /// approach enters the back of the C first.
    @Test func aConcaveAnchorOutsideTheFill() throws {
        let c = try SceneShape(.path(F.concavePath))
        let mouth = Self.edge(0.8, 0.5, gap: 5)
        #expect(!c.contains(c.point(atAnchor: mouth.anchor)))
        let open = ConnectorSolver.solve(start: .free(Point(300, 50)), end: .bound(mouth, to: c), body: ConnectorBody())
        #expect(isApproximatelyEqual(open.end, Point(85, 50), tolerance: 1e-9))
        let closed = ConnectorSolver.solve(start: .free(Point(-100, 50)), end: .bound(mouth, to: c), body: ConnectorBody())
        #expect(isApproximatelyEqual(closed.end, Point(-5, 50), tolerance: 1e-9))
    }

    /// A tip pinned along another arrow's body sits at that fraction of its length, and a tip
    /// bound to a shape approaches from it.
    @Test func aTipAlongAnotherArrow() throws {
        var other = Arrow(template: ArrowTestTemplates.doubleArrow())
        other.setTips(start: Point(0, 200), end: Point(400, 200))
        let shape = try SceneShape(.rectangle(Rect(x: 150, y: 0, width: 100, height: 50)))
        let r = ConnectorSolver.solve(start: .alongBody(other.slots, fraction: 0.5), end: .bound(Self.edge(0.5, 0.5), to: shape),
                                      body: ConnectorBody())
        let foot = other.point(atFraction: 0.5)
        #expect(r.start == foot)
        #expect(isApproximatelyEqual(r.end, Point(foot.x + (200 - foot.x) * (foot.y - 50) / (foot.y - 25), 50), tolerance: 1e-9))
    }
}
