import TestSupport
import Testing
@testable import BezierArrow

extension BruteForceTapTarget {
    /// The reference for an arrow's outline and spine, each element labelled with its part.
    init(_ arrow: Arrow, samples: Int = 400) {
        self.init(outline: arrow.outline, outlineLabels: arrow.outlineLabels.map(ArrowPart.init), spine: arrow.spine,
                  spineLabels: arrow.spineLabels.map(ArrowPart.init), fillRule: arrow.template.fillRule, samples: samples)
    }
}

@Suite struct ArrowHitTestingTests {
    /// The distance from `q` to the path by each segment's exact projection.
    static func exactDistance(_ path: BezierPath, _ q: Point) -> Double {
        var best = Double.infinity
        path.forEachSegment { best = min(best, $0.project(q).distance) }
        return best
    }

    typealias T = ArrowTestTemplates

    @Test func tapRadiusIsHalfTheLargerOfHitWidthAndLineWidth() {
        #expect(Arrow(template: T.doubleArrow()).tapRadius == 17.5)
        #expect(Arrow(template: T.doubleArrow(lineWidth: 50)).tapRadius == 25)
        #expect(Arrow(template: T.doubleArrow(lineWidth: 2, hitWidth: 0)).tapRadius == 1)
        let a = Arrow(template: T.doubleArrow())
        #expect(a.tapStrokeStyle == BezierPath.StrokeStyle(width: 35, cap: .round, join: .round))
        // The bounds grown by the reach, and a few ulps more (distances round at the reach).
        for (inset, exact) in [(0.0, Rect(x: -17.5, y: -17.5, width: 235, height: 73)),
                               (-10, Rect(x: -27.5, y: -27.5, width: 255, height: 93))] {
            let box = a.tapTargetBounds(insetBy: inset)
            #expect(box.contains(exact))
            #expect(abs(box.minX - exact.minX) < 1e-11 && abs(box.maxX - exact.maxX) < 1e-11
                    && abs(box.minY - exact.minY) < 1e-11 && abs(box.maxY - exact.maxY) < 1e-11)
        }
        #expect(a.tapReach(insetBy: 100) == 0)
    }

    @Test func restDoubleArrowParts() {
        let a = Arrow(template: T.doubleArrow())
        // Inside the fill: distance 0, the point itself.
        #expect(a.hitTest(Point(100, 19)) == ArrowHit(part: .body, point: Point(100, 19), distance: 0))
        #expect(a.hitTest(Point(10, 19))?.part == .startHead)
        #expect(a.hitTest(Point(190, 19))?.part == .endHead)
        // Outside the fill, within reach: the nearest outline point.
        let above = a.hitTest(Point(100, 2))
        #expect(above?.part == .body && above?.distance == 10)
        #expect(above.map { $0.point.distance(to: Point(100, 12)) < 1e-9 } == true)
        let beyondTip = a.hitTest(Point(210, 19))
        #expect(beyondTip == ArrowHit(part: .endHead, point: Point(200, 19), distance: 10))
        #expect(a.hitTest(Point(-10, 19))?.part == .startHead)
        // The head-body corner is the head's.
        #expect(a.hitTest(Point(35, 5))?.part == .startHead)
        #expect(a.hitTest(Point(25, 5))?.part == .startHead)
        // Out of reach.
        #expect(a.hitTest(Point(100, 12 - 17.6)) == nil)
        #expect(a.hitTest(Point(100, 12 - 17.4)) != nil)
        #expect(a.hitTest(Point(230, 19)) == nil)
        #expect(a.hitTest(Point(.nan, 19)) == nil)
    }

    /// An inset beyond ±1e15 counts as ±1e15 and NaN as none: an infinite reach made the tap
    /// target's bounds infinite (their width NaN) and a point 1e226 away a hit at distance inf.
    @Test func insetsOutsideTheAcceptedRangeAreBounded() throws {
        var arrow = Arrow(template: T.doubleArrow())
        arrow.style = ArrowStyle(startHead: .none, endHead: .none, body: .arc, bend: 30)
        for inset in [-Double.infinity, -1e300, -1e16] {
            #expect(arrow.tapReach(insetBy: inset) == arrow.tapRadius + 1e15)
            let box = arrow.tapTargetBounds(insetBy: inset)
            #expect(box.width.isFinite && box.height.isFinite && box.maxX.isFinite)
            #expect(arrow.hitTest(Point(1e226, 0), insetBy: inset) == nil)
            #expect(!arrow.tapTargetContains(Point(1e226, 0), insetBy: inset))
            let near = try #require(arrow.hitTest(Point(1e14, 0), insetBy: inset))
            #expect(near.distance.isFinite && near.point.isFinite)
        }
        #expect(arrow.tapReach(insetBy: .infinity) == 0 && arrow.tapReach(insetBy: 1e300) == 0)
        #expect(arrow.tapReach(insetBy: .nan) == arrow.tapReach())
        #expect(arrow.tapTargetBounds(insetBy: .nan) == arrow.tapTargetBounds())
        let metrics = ArrowInteractionMetrics(touchInset: -.infinity)
        #expect(metrics.tapReach(for: T.doubleArrow()) == 17.5 + 1e15)
        #expect(ArrowInteractionMetrics(touchInset: .nan).tapReach(for: T.doubleArrow()) == 17.5)
    }

    @Test func insetWidensAndNarrowsTheTapTarget() {
        let a = Arrow(template: T.doubleArrow())
        let p = Point(100, 12 - 20)
        #expect(a.hitTest(p) == nil)
        #expect(a.hitTest(p, insetBy: -10)?.distance == 20)
        #expect(a.tapTargetContains(p, insetBy: -10))
        #expect(!a.tapTargetContains(p))
        // A positive inset larger than the reach leaves only the fill.
        #expect(a.hitTest(Point(100, 11), insetBy: 20) == nil)
        #expect(a.hitTest(Point(100, 13), insetBy: 20)?.distance == 0)
    }

    @Test func spineIsStrokedNotFilled() {
        let a = Arrow(template: T.spineArrow(hitWidth: 10), start: Point(0, 10), end: Point(200, 300))!
        // Between the S-shaped spine and its chord: inside the spine's implicit closure, far from it.
        let q = Point(45, 82.5)
        #expect(!a.fillContains(q))
        #expect(a.hitTest(q) == nil)
        #expect(a.hitTest(Point(203, 300))?.part == .endHead)
        let mid = CubicSegment(Point(0, 10), Point(60, 10), Point(120, 290), Point(180, 290)).point(at: 0.5)
        #expect(a.hitTest(mid + Point(3, 0))?.part == .body)
        #expect(a.hitTest(Point(-3, 10))?.part == .startHead)
    }

    /// Points around the tips belong to their heads and points beside the body's middle to the
    /// body, for random tips in every mode.
    @Test(arguments: T.modes.map { T.doubleArrow($0.0, $0.1) })
    func partsFollowTheHeadsWhereverTheyGo(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 77)
        var a = Arrow(template: template)
        for _ in 0..<300 {
            let s = rng.point(within: 500)
            a.setTips(start: s, end: s + Point(template.headLength + rng.uniform(20...400), 0).rotated(by: rng.uniform(-0.5...0.5)))
            let m = a.deformation
            let startTip = m.start(Point(0, 19)), endTip = m.end(Point(200, 19))
            #expect(a.hitTest(startTip + rng.point(within: 4))?.part == .startHead)
            #expect(a.hitTest(endTip + rng.point(within: 4))?.part == .endHead)
            // The top body cubic is the third element: its middle is far from both heads.
            guard case .cubic(let e, let c1, let c2) = a.outline.elements[3] else { Issue.record("layout"); return }
            let mid = CubicSegment(Point(30, 12).applying(m, weight: 0), c1, c2, e).point(at: 0.5)
            #expect(a.hitTest(mid + rng.point(within: 3))?.part == .body)
        }
    }

    /// The exact hit test agrees with a densely sampled reference away from the boundary, and its
    /// nearest point and distance agree with the reference's.
    @Test(arguments: T.all)
    func agreesWithBruteForce(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 0xB007)
        var a = Arrow(template: template)
        for _ in 0..<10 {
            let s = rng.point(within: 400)
            a.setTips(start: s, end: s + rng.point(within: 500))
            let reference = BruteForceTapTarget(a, samples: 300)
            let box = a.tapTargetBounds().insetBy(dx: -10, dy: -10)
            for _ in 0..<40 {
                let q = Point(rng.uniform(box.minX...box.maxX), rng.uniform(box.minY...box.maxY))
                let d = reference.distance(to: q)
                let inside = reference.fillContains(q)
                let hit = a.hitTest(q)
                // Sampling errs by well under 0.05 for these sizes; skip points that close to an edge.
                if abs(d - a.tapRadius) < 0.05 || (d < 0.05) { continue }
                let expected = inside || d <= a.tapRadius
                if (hit != nil) != expected {
                    Issue.record("\(template.testDescription) tips \(a.start) \(a.end) point \(q): hit \(String(describing: hit)), reference distance \(d) inside \(inside)")
                    continue
                }
                #expect(a.tapTargetContains(q) == expected)
                #expect(a.fillContains(q) == inside)
                guard let hit else { continue }
                let (part, margin) = reference.nearestPart(to: q)
                if margin > 2 && hit.part != part {
                    Issue.record("\(template.testDescription) tips \(a.start) \(a.end) point \(q): part \(hit.part), reference \(part)")
                }
                if inside {
                    #expect(hit.distance == 0 && hit.point == q)
                } else {
                    #expect(abs(hit.distance - d) < 0.05)
                    #expect(abs(hit.point.distance(to: q) - hit.distance) < 1e-9)
                    #expect(hit.distance <= reference.sampleDistance(to: q) + 1e-9)
                }
            }
        }
    }

    /// The arrow's hit test agrees with the path-level exact answers: the fill with a
    /// ``PreparedPath`` of the outline alone and the nearest point with ``BezierPath/project(_:)`` (Bernstein root
    /// isolation over whole segments), to rounding, for twisted and looped shapes too.
    @Test(arguments: T.all)
    func agreesWithThePathLevelExactAnswers(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 0xE8AC7)
        var a = Arrow(template: template)
        var nearChecked = 0
        for _ in 0..<25 {
            let s = rng.point(within: 300)
            a.setTips(start: s, end: s + rng.point(within: 500))
            let fill = PreparedPath(a.outline, fillRule: template.fillRule)
            let box = a.tapTargetBounds()
            for _ in 0..<120 {
                let q = Point(rng.uniform(box.minX...box.maxX), rng.uniform(box.minY...box.maxY))
                let projections = [a.outline.project(q), a.spine.project(q)].compactMap { $0 }
                guard let nearest = projections.min(by: { $0.distance < $1.distance }) else { continue }
                let d = nearest.distance
                // Within rounding of the outline the fill may go either way.
                let onOutline = (a.outline.project(q)?.distance ?? .infinity) < 1e-7
                let hit = a.hitTest(q)
                if !onOutline && fill.fillContains(q) {
                    #expect(hit?.distance == 0 && hit?.point == q)
                    #expect(a.fillContains(q) && a.tapTargetContains(q))
                    continue
                }
                if !onOutline { #expect(!a.fillContains(q)) }
                if abs(d - a.tapRadius) < 1e-7 { continue }
                if d < a.tapRadius {
                    guard let hit else {
                        Issue.record("\(template.testDescription) tips \(a.start) \(a.end) point \(q): miss, distance \(d)")
                        continue
                    }
                    if hit.distance > 0 {
                        #expect(abs(hit.distance - d) <= 1e-9 * max(1, d), "\(q) \(hit) \(d)")
                        // Against the segments' own exact projection (root isolation over whole
                        // segments), independent of the prepared pieces.
                        let onPath = min(Self.exactDistance(a.outline, hit.point), Self.exactDistance(a.spine, hit.point))
                        #expect(onPath < 1e-7)
                        nearChecked += 1
                    }
                    #expect(a.tapTargetContains(q))
                } else {
                    #expect(hit == nil, "\(template.testDescription) tips \(a.start) \(a.end) point \(q): \(String(describing: hit)), distance \(d)")
                    #expect(!a.tapTargetContains(q))
                }
            }
        }
        #expect(nearChecked > 100)
    }

    @Test func evenOddFillLeavesTheOverlapOut() throws {
        // Two overlapping squares in one outline: even-odd leaves their overlap unfilled.
        var p = BezierPath()
        p.move(to: Point(0, 0)); p.line(to: Point(100, 0)); p.line(to: Point(100, 100)); p.line(to: Point(0, 100)); p.close()
        p.move(to: Point(50, 50)); p.line(to: Point(150, 50)); p.line(to: Point(150, 150)); p.line(to: Point(50, 150)); p.close()
        let ends = (ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 10, height: 10), tip: Point(0, 0)),
                    ArrowHeadFrame(frame: Rect(x: 140, y: 140, width: 10, height: 10), tip: Point(150, 150)))
        let evenOdd = Arrow(template: try ArrowTemplate(name: "Squares", outline: p, start: ends.0, end: ends.1,
                                                        hitWidth: 0, fillRule: .evenOdd))
        let nonZero = Arrow(template: try ArrowTemplate(name: "Squares", outline: p, start: ends.0, end: ends.1, hitWidth: 0))
        #expect(!evenOdd.fillContains(Point(75, 75)) && evenOdd.fillContains(Point(25, 25)))
        #expect(nonZero.fillContains(Point(75, 75)) && nonZero.fillContains(Point(125, 125)))
        #expect(evenOdd.hitTest(Point(75, 75)) == nil)
        #expect(evenOdd.hitTest(Point(200, 75)) == nil)
    }

    /// Near the bend handle of an arc or elbow body a touch grabs the handle, not the body it sits
    /// on: every point within the tap reach of the handle hits `.handle(0)` at the handle, and
    /// the body beyond that reach (away from the heads) hits the body.
    @Test(arguments: [ArrowBodyKind.arc, .elbow])
    func touchesNearTheBendHandleGrabItNotTheBody(body: ArrowBodyKind) {
        var rng = SplitMix64(seed: 0x4A4D1E)
        var bodyHits = 0
        for template in [T.doubleArrow(), T.spineArrow()] {
            for _ in 0..<30 {
                let a = ArrowStyleTests.randomBentArrow(template, body: body, length: 200...400, &rng)
                let s = a.start, e = a.end, handle = a.firstHandle!, r = a.tapRadius
                for _ in 0..<20 {
                    let q = handle + Point(rng.uniform(0...(0.999 * r)), 0).rotated(by: rng.uniform(-3.2...3.2))
                    let hit = a.hitTest(q)
                    #expect(hit?.part == .handle(0) && hit?.point == handle, "\(template.name) \(s) -> \(e) at \(q): \(String(describing: hit))")
                    #expect(isApproximatelyEqual(hit?.distance ?? .infinity, q.distance(to: handle), tolerance: 1e-12))
                }
                for k in 1..<20 {
                    let p = a.point(atFraction: Double(k) / 20)
                    guard p.distance(to: handle) > r + 0.5, p.distance(to: s) > 45, p.distance(to: e) > 45 else { continue }
                    #expect(a.hitTest(p)?.part == .body, "\(template.name) \(s) -> \(e) at \(p)")
                    bodyHits += 1
                }
            }
        }
        #expect(bodyHits > 100)
    }

    /// A labelled arc whose label sits on the bend handle: the body is cut around the label, so
    /// the handle's reach lies off the drawn body. The hit test grabs the handle there, and the
    /// tap target's containment and bounds agree.
    static func arrowWithLabelOnTheHandle() throws -> (arrow: Arrow, nearHandle: Point) {
        var a = Arrow(template: ArrowTestTemplates.spineArrow(), start: Point(0, 10), end: Point(200, 10))!
        a.style = ArrowStyle(endHead: ArrowStyleTests.triangle, body: .arc, bend: 40)
        a.label = try ArrowLabel("on the handle", width: 30, height: 10)
        let handle = try #require(a.firstHandle)
        return (a, handle + Point(0, 17))
    }

    @Test func theBendHandleUnderALabelIsInTheTapTarget() throws {
        let (a, p) = try Self.arrowWithLabelOnTheHandle()
        #expect(try #require(a.labelFrame).contains(p) == false)
        #expect(a.hitTest(p)?.part == .handle(0))
        #expect(a.tapTargetContains(p))
        #expect(a.tapTargetBounds().contains(p))
        #expect(!a.tapTargetContains(p + Point(0, 10)) && a.hitTest(p + Point(0, 10)) == nil)
    }
}

extension Point {
    /// Where the deformation takes this rest point with a weight.
    func applying(_ m: ArrowDeformation, weight: Double) -> Point { m.map(self, weight: weight) }
}
