import TestSupport
import Testing
@testable import BezierArrow

/// Slots by arc length: the point and tangent at a fraction of the body's center line, checked
/// against a brute-force length (the center line flattened very finely) on the test templates
/// at rest and dragged anywhere.
@Suite struct ArrowSlotTests {
    typealias T = ArrowTestTemplates

    /// The center line flattened into `pieces` chords per cubic: the points and the cumulative
    /// chord lengths. With 20,000 chords a cubic the chords are shorter than the curves by less
    /// than 1e-9 of their length where the curve is smooth (the deficit falls with the square of
    /// the chord count).
    struct Flattened {
        var points: [Point] = []
        var lengths: [Double] = []

        init(_ path: BezierPath, pieces: Int = 20_000) {
            path.forEachSegment { segment in
                guard case .cubic(let c) = segment else { Issue.record("the center line holds only cubics"); return }
                if points.isEmpty {
                    points.append(c.p0)
                    lengths.append(0)
                }
                for k in 1...pieces {
                    let p = c.point(at: Double(k) / Double(pieces))
                    lengths.append(lengths[lengths.count - 1] + p.distance(to: points[points.count - 1]))
                    points.append(p)
                }
            }
        }

        var length: Double { lengths.last ?? 0 }

        /// The point at a length along the chords, and the direction of its chord.
        func point(atLength s: Double) -> (point: Point, direction: Point) {
            var lo = 0, hi = lengths.count - 1
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if lengths[mid] <= s { lo = mid } else { hi = mid }
            }
            let chord = lengths[hi] - lengths[lo]
            let u = chord > 0 ? (s - lengths[lo]) / chord : 0
            return (points[lo].interpolated(to: points[hi], u), (points[hi] - points[lo]).normalized)
        }
    }

    /// Checks every slot of `fractions` against the flattened center line: the point within 1e-6
    /// of the length (what the API promises), the length itself within 1e-7 (the chords fall
    /// short of a curve by some 1e-8 of its length at a cusp, where they cut across the turn),
    /// the tangent a unit vector along the chords wherever the line does not turn sharply.
    static func expectAgreement(_ arrow: Arrow, fractions: [Double], _ what: String) {
        let slots = arrow.slots
        let flat = Flattened(slots.centerLine)
        #expect(slots.centerLine == arrow.centerLine)
        let length = slots.length
        #expect(isApproximatelyEqual(length, flat.length, tolerance: 1e-7 * max(flat.length, 1e-300)),
                "\(what): length \(length) against \(flat.length)")
        for f in fractions {
            let slot = slots.slot(atFraction: f)
            #expect(arrow.slot(atFraction: f) == slot)
            let brute = flat.point(atLength: f * flat.length)
            #expect(isApproximatelyEqual(slot.point, brute.point, tolerance: 1e-6 * flat.length + 1e-9),
                    "\(what) at \(f): \(slot.point) against \(brute.point), length \(flat.length)")
            #expect(isApproximatelyEqual(slot.tangent.length, 1, tolerance: 1e-12), "\(what) at \(f)")
            // The chord's direction is the curve's to within its turn over 1/20,000 of a cubic,
            // except where the line turns sharply (a cusp): there the chords a little before and
            // a little after disagree, and the tangent is not checked.
            let before = flat.point(atLength: max(f * flat.length - 1e-4 * flat.length, 0)).direction
            let after = flat.point(atLength: min(f * flat.length + 1e-4 * flat.length, flat.length)).direction
            if before.dot(after) > 0.9999 {
                #expect(slot.tangent.dot(brute.direction) > 0.999,
                        "\(what) at \(f): tangent \(slot.tangent) against \(brute.direction)")
            }
        }
    }

    static let fractions = [0, 1e-9, 0.001, 0.1, 0.25, 1.0 / 3, 0.5, 0.6, 0.75, 0.9, 0.999, 1]

    // MARK: At rest

    @Test func doubleArrowMiddleAtRestIs100By19() {
        let arrow = Arrow(template: T.doubleArrow())
        #expect(isApproximatelyEqual(arrow.point(atFraction: 0.5), Point(100, 19), tolerance: 1e-9))
        #expect(isApproximatelyEqual(arrow.tangent(atFraction: 0.5), Point(1, 0), tolerance: 1e-12))
        #expect(isApproximatelyEqual(arrow.slots.length, 140, tolerance: 1e-9))
    }

    /// The center line runs from the start head's attachment to the end head's: the middle of the
    /// outline's two sides, or the spine.
    @Test func centerLineAtRestRunsBetweenTheHeads() {
        let cases: [(ArrowTemplate, Point, Point)] = [
            (T.doubleArrow(), Point(30, 19), Point(170, 19)),
            (T.tailArrow(), Point(0, 19), Point(170, 19)),
            (T.spineArrow(), Point(0, 10), Point(180, 10)),
        ]
        for (template, start, end) in cases {
            let arrow = Arrow(template: template)
            #expect(arrow.point(atFraction: 0) == start, "\(template.name)")
            #expect(arrow.point(atFraction: 1) == end, "\(template.name)")
            for f in Self.fractions {
                let expected = start.interpolated(to: end, f)
                #expect(isApproximatelyEqual(arrow.point(atFraction: f), expected, tolerance: 1e-8), "\(template.name) at \(f)")
                #expect(isApproximatelyEqual(arrow.tangent(atFraction: f), Point(1, 0), tolerance: 1e-12))
            }
        }
    }

    // MARK: Dragged

    /// For the outline's two sides, the center line is their mean at equal parameter: for
    /// `DoubleArrow`, the mean of the top cubic and the bottom one read backwards.
    @Test func outlineCenterLineIsTheMeanOfTheSides() {
        var rng = SplitMix64(seed: 0x51075)
        for (o, h) in T.modes {
            for _ in 0..<20 {
                let start = rng.point(within: 300), end = rng.point(within: 300)
                let arrow = Arrow(template: T.doubleArrow(o, h), start: start, end: end)!
                let e = arrow.outline.elements
                guard case .cubic(let top1, let c1, let c2) = e[3], case .cubic(let bottom0, let d1, let d2) = e[8],
                      let top0 = e[2].endPoint, let bottom1 = e[7].endPoint else {
                    Issue.record("the double arrow's sides are elements 3 and 8")
                    return
                }
                let top = CubicSegment(top0, c1, c2, top1), bottom = CubicSegment(bottom0, d2, d1, bottom1)
                for f in [0.0, 0.2, 0.5, 0.7, 1] {
                    let mean = (top.point(at: f) + bottom.point(at: f)) * 0.5
                    #expect(isApproximatelyEqual(arrow.slots.table.curves[0].point(at: f), mean, tolerance: 1e-9))
                }
            }
        }
    }

    /// Fixed-seed property test: every test template in every mode, dragged to tips at every
    /// scale (bodies stretched, bent into an S, twisted through themselves by rigid handles,
    /// heads overlapping), agrees with the brute-force length.
    @Test(arguments: T.all)
    func draggedSlotsAgreeWithTheFlattenedCenterLine(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 0x5107 ^ UInt64(template.name.utf8.count))
        for i in 0..<12 {
            let scale = [40.0, 300, 3000][i % 3]
            let start = rng.point(within: scale), end = start + rng.point(within: scale)
            let arrow = Arrow(template: template, start: start, end: end)!
            let fractions = Self.fractions + (0..<4).map { _ in rng.uniform(0...1) }
            Self.expectAgreement(arrow, fractions: fractions, "\(template.testDescription) \(start) -> \(end)")
        }
    }

    /// Bodies made to stop for an instant: `DoubleArrow` with rigid handles whose anchors are 50
    /// apart along the handles has a cusp, and near it almost one; and a loop.
    @Test func cuspsAndLoopsAgreeWithTheFlattenedCenterLine() {
        // The start anchor is (30, 19) and the end anchor 30 left of the end tip; handles (+-50, 0).
        let ends = [Point(110, 19), Point(110, 19.5), Point(110.3, 19.5), Point(109.9, 19.01), Point(100, 19.1),
                    Point(60, 19), Point(-100, 100), Point(80, 300)]
        for end in ends {
            let arrow = Arrow(template: T.doubleArrow(), start: Point(0, 19), end: end)!
            Self.expectAgreement(arrow, fractions: Self.fractions + [0.45, 0.5, 0.55], "cusp, end at \(end)")
        }
    }

    /// Moving a tip and moving it back gives the same slots: the table is rebuilt in place.
    @Test func slotsFollowTheTips() {
        var arrow = Arrow(template: T.doubleArrow())
        arrow.end = Point(200, 139)
        let bent = arrow.slot(atFraction: 0.5)
        #expect(!isApproximatelyEqual(bent.point, Point(100, 19), tolerance: 1))
        arrow.end = Point(200, 19)
        #expect(isApproximatelyEqual(arrow.point(atFraction: 0.5), Point(100, 19), tolerance: 1e-9))
        arrow.end = Point(200, 139)
        #expect(arrow.slot(atFraction: 0.5) == bent)
    }

    // MARK: Prepared by the tip change

    /// An arrow that prepares its slots measures them at every tip change, and answers as an
    /// arrow measured when asked does, to the bit; turned off, it measures when asked again.
    @Test func preparedSlotsFollowEveryTipChange() {
        var rng = SplitMix64(seed: 0x5A7E)
        for template in T.all {
            var arrow = Arrow(template: template)
            #expect(arrow.preparedSlots == nil)
            arrow.preparesSlots = true
            #expect(arrow.preparesSlots && arrow.preparedSlots != nil)
            for _ in 0..<10 {
                let (s, e) = ArrowTests.randomTips(&rng)
                arrow.setTips(start: s, end: e)
                #expect(arrow.preparedSlots != nil)
                let asked = Arrow(template: template, start: s, end: e)!
                #expect(asked.preparedSlots == nil)
                #expect(arrow.slots.length == asked.slots.length, "\(template.testDescription) \(s) -> \(e)")
                for f in Self.fractions {
                    #expect(arrow.slot(atFraction: f) == asked.slot(atFraction: f), "\(template.testDescription) at \(f)")
                }
            }
            #expect(arrow.withTemplate(template).preparedSlots != nil)
            arrow.preparesSlots = false
            #expect(arrow.preparedSlots == nil)
            #expect(arrow.withTemplate(template).preparedSlots == nil)
            arrow.end = Point(1, 2)
            #expect(arrow.preparedSlots == nil)
            #expect(arrow == Arrow(template: template, start: arrow.start, end: Point(1, 2))!)
        }
    }

    /// A labelled arrow measures its whole body, before the label's cut, at every tip change,
    /// and keeps the measurement: its slots and center line are an unlabelled arrow's.
    @Test func labelledArrowsMeasureTheBodyBeforeTheCut() throws {
        var rng = SplitMix64(seed: 0x1ABE1)
        let label = try ArrowLabel("label", width: 40, height: 14)
        var styled = ArrowStyleTests.arrow(T.doubleArrow(), start: ArrowStyleTests.dot, body: .arc, bend: 30)
        let arrows = T.all.map { Arrow(template: $0) } + [styled]
        for var plain in arrows {
            var labelled = plain
            labelled.label = label
            for _ in 0..<10 {
                let (s, e) = ArrowTests.randomTips(&rng)
                plain.setTips(start: s, end: e)
                labelled.setTips(start: s, end: e)
                let what = "\(plain.template.testDescription) \(s) -> \(e)"
                #expect(labelled.preparedSlots != nil, "\(what)")
                #expect(labelled.centerLine == plain.centerLine, "\(what)")
                #expect(labelled.slots.length == plain.slots.length, "\(what)")
                for f in Self.fractions { #expect(labelled.slot(atFraction: f) == plain.slot(atFraction: f), "\(what) at \(f)") }
            }
            labelled.preparesSlots = false
            #expect(labelled.preparedSlots != nil)
        }
        styled.label = label
        #expect(styled.preparedSlots != nil)
    }

    // MARK: Odd numbers

    @Test func fractionsOutsideZeroToOneAreClampedAndNaNIsZero() {
        let arrow = Arrow(template: T.doubleArrow(), start: Point(0, 19), end: Point(200, 139))!
        let first = arrow.slot(atFraction: 0), last = arrow.slot(atFraction: 1)
        for f in [-1, -1e300, -.infinity, -0.0, .nan, -.nan, Double.signalingNaN] {
            #expect(arrow.slot(atFraction: f) == first, "\(f)")
        }
        for f in [1.0000001, 2, 1e300, .infinity] {
            #expect(arrow.slot(atFraction: f) == last, "\(f)")
        }
        #expect(ArrowSlot.clampedFraction(.nan) == 0 && ArrowSlot.clampedFraction(0.25) == 0.25)
    }

    /// Tips together, tips closer than the heads and tips at the coordinate limit all give finite
    /// points and unit tangents.
    @Test func everyArrowHasFiniteSlots() {
        var rng = SplitMix64(seed: 0xF1417E)
        for template in T.all {
            var tips: [(Point, Point)] = [(Point(5, 5), Point(5, 5)), (Point(0, 0), Point(1e-300, 0)),
                                          (Point(-1e13, 4), Point(1e13, -1e13)), (Point(0, 0), Point(20, 3))]
            for _ in 0..<20 { tips.append(ArrowTests.randomTips(&rng)) }
            for (s, e) in tips {
                let arrow = Arrow(template: template, start: s, end: e)!
                #expect(arrow.slots.length.isFinite)
                for f in Self.fractions {
                    let slot = arrow.slot(atFraction: f)
                    #expect(slot.point.isFinite && isApproximatelyEqual(slot.tangent.length, 1, tolerance: 1e-12),
                            "\(template.testDescription) \(s) -> \(e) at \(f): \(slot)")
                }
            }
        }
    }

    /// Tips exactly the heads' length apart with scaled handles give a body of no length (the
    /// handles shrink onto their anchors): every slot is its one point, and the tangent is the
    /// heads' direction, turned with them under `follow`.
    @Test func bodyOfNoLengthPointsTheHeadsWay() {
        let fixed = Arrow(template: T.doubleArrow(.fixed, .scaled), start: Point(0, 19), end: Point(60, 19))!
        #expect(fixed.slots.length == 0)
        for f in Self.fractions {
            #expect(fixed.slot(atFraction: f) == ArrowSlot(point: Point(30, 19), tangent: Point(1, 0)))
        }
        let down = Arrow(template: T.doubleArrow(.follow, .scaled), start: Point(0, 19), end: Point(0, 79))!
        #expect(isApproximatelyEqual(down.slots.length, 0, tolerance: 1e-12))
        #expect(isApproximatelyEqual(down.point(atFraction: 0.5), Point(0, 49), tolerance: 1e-12))
        #expect(isApproximatelyEqual(down.tangent(atFraction: 0.5), Point(0, 1), tolerance: 1e-12))
    }

    /// A styled arrow's slots run along its body as drawn, from the start head's attachment to
    /// the end head's, for every body kind: not along the template's sides, whose elements the
    /// styled drawing does not have (reading them read other elements, or past the end of the
    /// outline of a body without heads).
    @Test(arguments: ArrowBodyKind.allCases)
    func styledSlotsRunAlongTheDrawnBody(body: ArrowBodyKind) {
        var rng = SplitMix64(seed: 0x5107)
        for template in [T.doubleArrow(), T.spineArrow()] {
            for (start, end) in [(ArrowHead.none, ArrowHead.none), (ArrowStyleTests.dot, ArrowStyleTests.triangle)] {
                for _ in 0..<10 {
                    let s = rng.point(within: 300), e = rng.point(within: 300)
                    let arrow = ArrowStyleTests.arrow(template, start: start, end: end, body: body,
                                                      bend: rng.uniform(-100...100), from: s, to: e)
                    var drawn = BezierPath()
                    arrow.styledDrawing!.route(start: s, end: e, template: template).drawCenterLine(into: &drawn)
                    let what = "\(template.name) \(body) \(start.name)/\(end.name) \(s) -> \(e)"
                    #expect(arrow.centerLine.elements.first == drawn.elements.first, "\(what)")
                    #expect(arrow.centerLine.currentPoint == drawn.currentPoint, "\(what)")
                    Self.expectAgreement(arrow, fractions: Self.fractions, what)
                }
            }
        }
    }

    // MARK: The center line's plan

    /// A template whose top side is one cubic and whose bottom side is two lines: the center
    /// line is their mean at equal parameter, cut where the bottom's lines meet.
    @Test func sidesOfDifferentSegmentCountsAreAveragedAtEqualParameter() throws {
        let outline = T.svg("M 0 0 L 20 0 L 20 10 C 60 10 100 10 140 10 L 140 0 L 160 0 L 160 30 L 140 30 L 80 40 L 20 30 L 20 30 L 0 30 Z")
        let template = try ArrowTemplate(name: "Uneven", outline: outline,
                                         start: ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 20, height: 30), tip: Point(0, 15)),
                                         end: ArrowHeadFrame(frame: Rect(x: 140, y: 0, width: 20, height: 30), tip: Point(160, 15)))
        let arrow = Arrow(template: template)
        #expect(arrow.template.centerPlan.source == .outline)
        #expect(arrow.slots.table.curves.count == 2)
        let top = CubicSegment(Point(20, 10), Point(60, 10), Point(100, 10), Point(140, 10))
        for k in 0...10 {
            let u = Double(k) / 10
            let bottom = u <= 0.5 ? Point(20, 30).interpolated(to: Point(80, 40), 2 * u)
                : Point(80, 40).interpolated(to: Point(140, 30), 2 * u - 1)
            let mean = (top.point(at: u) + bottom) * 0.5
            let curves = arrow.slots.table.curves
            let onLine = u <= 0.5 ? curves[0].point(at: 2 * u) : curves[1].point(at: 2 * u - 1)
            #expect(isApproximatelyEqual(onLine, mean, tolerance: 1e-9), "at \(u)")
        }
    }

    /// A spine is preferred to the outline; a template whose frames hold no on-curve point of a
    /// side falls back to the line between the tips.
    @Test func spineFirstThenOutlineThenTips() throws {
        #expect(T.spineArrow().centerPlan.source == .spine)
        #expect(T.doubleArrow().centerPlan.source == .outline)
        // Two separate heads and a body that touches neither frame.
        let outline = T.svg("M 0 0 L 10 5 L 0 10 Z M 190 0 L 200 5 L 190 10 Z M 50 4 L 150 4 L 150 6 L 50 6 Z")
        let template = try ArrowTemplate(name: "Apart", outline: outline,
                                         start: ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 10, height: 10), tip: Point(0, 5)),
                                         end: ArrowHeadFrame(frame: Rect(x: 190, y: 0, width: 10, height: 10), tip: Point(200, 5)))
        var arrow = Arrow(template: template)
        #expect(arrow.template.centerPlan.source == .tips)
        #expect(isApproximatelyEqual(arrow.point(atFraction: 0.5), Point(100, 5), tolerance: 1e-12))
        arrow.end = Point(0, 105)
        #expect(isApproximatelyEqual(arrow.point(atFraction: 0.25), Point(0, 30), tolerance: 1e-9))
        #expect(isApproximatelyEqual(arrow.tangent(atFraction: 0.25), Point(0, 1), tolerance: 1e-12))
    }
}
