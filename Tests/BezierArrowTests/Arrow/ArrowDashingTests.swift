import TestSupport
import Testing
@testable import BezierArrow

/// A template's dash on the arrow: cut from the body only, measured from the start head, drawn
/// but ignored by the tap target.
@Suite struct ArrowDashingTests {
    typealias T = ArrowTestTemplates

    static let dash = try! BezierPath.DashPattern([6, 4])

    /// A line arrow drawn only with strokes, as icon sets draw them: a curved shaft and a chevron
    /// head, both in the spine, line width 2, dashed 6 on 4 off.
    static func strokedArrow(_ orientation: ArrowOrientation = .follow, dash: BezierPath.DashPattern? = dash,
                             cap: LineCap = .butt) -> ArrowTemplate {
        try! ArrowTemplate(name: "StrokedArrow",
                           spine: T.svg("M 0 10 C 60 10 140 10 200 10 M 185 0 L 200 10 L 185 20"),
                           start: ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 10, height: 20), tip: Point(0, 10)),
                           end: ArrowHeadFrame(frame: Rect(x: 180, y: 0, width: 20, height: 20), tip: Point(200, 10)),
                           orientation: orientation, handles: .scaled, lineWidth: 2, cap: cap, dash: dash)
    }

    /// The double arrow with an edge 2 wide, dashed.
    static func dashedDoubleArrow() -> ArrowTemplate {
        let t = T.doubleArrow()
        return try! ArrowTemplate(name: "DashedDoubleArrow", outline: t.outline, start: t.start, end: t.end,
                                  lineWidth: 2, dash: dash)
    }

    /// The subpaths of a path, each as its own path.
    static func pieces(_ path: BezierPath) -> [BezierPath] {
        var out: [[PathElement]] = []
        for e in path.elements {
            if case .move = e { out.append([e]) } else { out[out.count - 1].append(e) }
        }
        return out.map { BezierPath($0) }
    }

    /// The arc length along a path's first subpath to the point nearest `p`.
    static func arcLength(along path: BezierPath, to p: Point) -> Double {
        var best = (distance: Double.infinity, length: 0.0)
        var before = 0.0
        path.forEachSegment { segment in
            let projection = segment.project(p)
            if projection.distance < best.distance {
                best = (projection.distance, before + segment.arcLength(from: 0, to: projection.t, precision: 1e-12))
            }
            before += segment.arcLength(from: 0, to: 1, precision: 1e-12)
        }
        return best.length
    }

    // MARK: Heads solid, body dashed

    @Test func withoutADashTheStrokeIsTheArrowsOwnPaths() {
        let arrow = Arrow(template: Self.strokedArrow(dash: nil))
        #expect(arrow.dashedSpine == arrow.spine && arrow.dashedOutline == arrow.outline)
        let double = Arrow(template: T.doubleArrow(lineWidth: 2))
        #expect(double.dashedOutline == double.outline)
    }

    /// The chevron (both ends in the end frame) comes out whole; the shaft is cut into dashes 6
    /// long, 10 apart, from the start head, and the last dash joins the head it reaches.
    @Test func headsAreSolidAndTheBodyIsDashed() throws {
        let arrow = Arrow(template: Self.strokedArrow())
        let pieces = Self.pieces(arrow.dashedSpine)
        let chevron = try #require(Self.pieces(arrow.spine).last)
        #expect(pieces.contains(chevron))
        let shaft = try #require(Self.pieces(arrow.spine).first)
        let dashes = pieces.filter { $0 != chevron }
        #expect(dashes.count == 20)    // The shaft is 200 long: dashes at 0, 10, ..., 190.
        for (k, dash) in dashes.enumerated() {
            let start = try #require(dash.elements.first?.endPoint)
            #expect(isApproximatelyEqual(Self.arcLength(along: shaft, to: start), 10 * Double(k), tolerance: 1e-5))
            #expect(isApproximatelyEqual(dash.length, 6, tolerance: 2e-5))
        }
    }

    /// A run of the outline that arrives at the start head (the double arrow's lower edge, drawn
    /// from the end head back) is measured from the start head too: at rest its dashes lie over
    /// the upper edge's, and the dash beside each head joins that head's solid segments.
    @Test func aRunDrawnTowardsTheStartHeadIsMeasuredFromIt() {
        let arrow = Arrow(template: Self.dashedDoubleArrow())
        let dashed = arrow.dashedOutline
        var upper: [Double] = [], lower: [Double] = []
        dashed.forEachSegment { segment in
            let a = segment.startPoint, b = segment.endPoint
            guard a.y == b.y else { return }
            let ends = [a.x, b.x].filter { $0 > 30 && $0 < 170 }
            if a.y == 12 { upper += ends } else if a.y == 26 { lower += ends }
        }
        // Dashes from 30 to 36, 40 to 46, ...: their inner ends, to the dashes' precision.
        #expect(upper.count == 27)
        #expect(upper.sorted().map { ($0 * 1e4).rounded() } == lower.sorted().map { ($0 * 1e4).rounded() })
        // The dashes beside the start head join it: one subpath runs from the lower edge through
        // the start head's corners to the upper edge.
        let joined = Self.pieces(dashed).filter { piece in
            piece.elements.contains(.line(to: Point(30, 38))) && piece.elements.contains(.line(to: Point(30, 12)))
        }
        #expect(joined.count == 1)
        #expect(joined.first.map { Self.pieces($0).count } == 1)
    }

    /// The stroke drawn: the fill of the stroke outline covers the dashes and the whole head, not
    /// the gaps.
    @Test func theVisibleStrokeLeavesTheGapsOpen() {
        let arrow = Arrow(template: Self.strokedArrow())
        let stroke = PreparedPath(arrow.visibleStroke())
        #expect(stroke.fillContains(Point(3, 10)))       // In the first dash.
        #expect(!stroke.fillContains(Point(8, 10)))      // In the first gap.
        #expect(stroke.fillContains(Point(192.5, 5)))    // On the chevron, solid.
        #expect(stroke.fillContains(Point(192.5, 15)))
    }

    // MARK: Dragging

    /// Dragging the end tip in steps of one unit: the chevron stays whole at every step, every dash
    /// keeps its arc length from the start head (0, 10, 20, ... along the bending shaft, to the
    /// dashes' precision of a thousandth of the default tolerance), and no
    /// dash's start moves more than a few units in a step: the dashes flow with the body instead
    /// of jumping.
    @Test(arguments: ArrowOrientation.allCases)
    func aDraggedArrowsDashesFlowFromTheStartHead(_ orientation: ArrowOrientation) throws {
        var arrow = Arrow(template: Self.strokedArrow(orientation))
        var drag = ArrowDrag()
        // On the chevron, away from the shaft.
        #expect(drag.begin(at: Point(188, 2), on: arrow) == .end)
        var previous: [Point] = []
        for step in 1...120 {
            drag.move(to: Point(188 + Double(step), 2 + Double(step)), on: &arrow)
            #expect(arrow.end == Point(200 + Double(step), 10 + Double(step)))
            let spinePieces = Self.pieces(arrow.spine)
            let shaft = spinePieces[0], chevron = spinePieces[1]
            let pieces = Self.pieces(arrow.dashedSpine)
            #expect(pieces.contains(chevron), "step \(step): the head is drawn whole")
            let starts = pieces.filter { $0 != chevron }.compactMap { $0.elements.first?.endPoint }
            for (k, start) in starts.enumerated() {
                #expect(isApproximatelyEqual(Self.arcLength(along: shaft, to: start), 10 * Double(k), tolerance: 1e-5),
                        "step \(step), dash \(k)")
            }
            for (a, b) in zip(previous, starts) {
                #expect(a.distance(to: b) < 3, "step \(step): a dash jumped from \(a) to \(b)")
            }
            // Dashes come and go only at the far end, one at a time.
            #expect(abs(starts.count - previous.count) <= 1 || previous.isEmpty)
            previous = starts
        }
        _ = drag.finish(on: arrow)
    }

    /// Dragging the start tip carries the dashes with the start head: the first dash still starts
    /// at the start head.
    @Test func theDashesTravelWithTheStartHead() throws {
        var arrow = Arrow(template: Self.strokedArrow())
        arrow.start = Point(-40, 60)
        let first = try #require(Self.pieces(arrow.dashedSpine).first)
        #expect(first.elements.first == .move(to: Self.pieces(arrow.spine)[0].elements.first!.endPoint!))
    }

    /// Tips far apart would need billions of dashes: the spine is drawn undashed, at once,
    /// rather than never; tips together leave the heads whole and nothing to dash.
    @Test func extremeTipsGiveADefinedStroke() {
        var far = Arrow(template: Self.strokedArrow())
        far.end = Point(1e12, 3)
        #expect(far.dashedSpine == far.spine)
        var together = Arrow(template: Self.strokedArrow())
        together.end = together.start
        #expect(together.dashedSpine.isFinite)
        #expect(Self.pieces(together.dashedSpine).contains(Self.pieces(together.spine).last!))
    }

    // MARK: The tap target

    /// A tap in a gap hits the arrow (the body), on the line and beside it, although nothing is
    /// drawn there; the same point is outside the drawn stroke.
    @Test func aTapInAGapOfADashedArrowHitsIt() throws {
        var arrow = Arrow(template: Self.strokedArrow())
        arrow.end = Point(260, 90)
        let shaft = Self.pieces(arrow.spine)[0]
        let segment = try #require(shaft.elements.last.flatMap { element -> CubicSegment? in
            guard case .cubic(let p, let c1, let c2) = element, case .move(let s)? = shaft.elements.first else { return nil }
            return CubicSegment(s, c1, c2, p)
        })
        // The middle of the third gap: arc length 28 from the start head.
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if PathSegment.cubic(segment).arcLength(from: 0, to: mid, precision: 1e-12) < 28 { lo = mid } else { hi = mid }
        }
        let gap = segment.point(at: lo)
        let normal = segment.derivative(at: lo).normalized.perpendicular
        let drawn = PreparedPath(arrow.visibleStroke())
        for tap in [gap, gap + normal * 5, gap - normal * 12] {
            #expect(!drawn.fillContains(tap), "\(tap) is in a gap of the drawing")
            let hit = try #require(arrow.hitTest(tap), "a tap at \(tap) in a gap hits the arrow")
            #expect(hit.part == .body)
            #expect(arrow.tapTargetContains(tap))
        }
        // A tap in a dash hits the same way: the dash makes no difference to the tap target.
        #expect(arrow.tapTarget == Arrow(template: Self.strokedArrow(dash: nil), start: arrow.start, end: arrow.end)!.tapTarget)
    }

    // MARK: Selection

    /// The selection outline follows the template's caps and joins, not its dash.
    @Test func theSelectionOutlineFollowsCapsButNotTheDash() {
        let arrow = Arrow(template: Self.strokedArrow(.fixed, cap: .round))
        let selection = PreparedPath(arrow.selectionOutline)
        #expect(selection.fillContains(Point(-0.7, 10)))   // Inside the round cap at the start.
        #expect(selection.fillContains(Point(8, 10)))      // In the first gap: the outline goes round it.
        let butt = Arrow(template: Self.strokedArrow(.fixed))
        #expect(!PreparedPath(butt.selectionOutline).fillContains(Point(-0.7, 10)))
    }
}
