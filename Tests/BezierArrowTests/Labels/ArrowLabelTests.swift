import TestSupport
import Testing
@testable import BezierArrow

/// Labels along the body: the box, the checked numbers, the body cut around the box, hits on
/// the label, dashes over the cut.
@Suite struct ArrowLabelTests {
    static func label(_ width: Double = 40, _ height: Double = 14, fraction: Double = 0.5, offset: Double = 0) -> ArrowLabel {
        try! ArrowLabel("label", width: width, height: height, fraction: fraction, offset: offset)
    }

    @Test func theBoxSitsOnTheMiddleOfDoubleArrowAtRest() {
        var a = Arrow(template: ArrowTestTemplates.doubleArrow())
        #expect(a.labelFrame == nil)
        a.label = Self.label()
        let box = a.labelFrame!
        // The body's middle is (100, 19), to 1e-6 of the body's length.
        #expect(isApproximatelyEqual(box.center, Point(100, 19), tolerance: 1e-6))
        #expect(box.width == 40 && box.height == 14)
        #expect(isApproximatelyEqual(box.minX, 80, tolerance: 1e-6) && isApproximatelyEqual(box.minY, 12, tolerance: 1e-6))
        // Upright however the arrow turns, and moved along the normal by the offset.
        a.label = Self.label(offset: 10)
        #expect(isApproximatelyEqual(a.labelFrame!.center, Point(100, 29), tolerance: 1e-6))
        a.setTips(start: Point(0, 0), end: Point(0, 200))
        #expect(a.labelFrame!.width == 40 && a.labelFrame!.height == 14)
        a.label = nil
        #expect(a.labelFrame == nil && a.path == ArrowTestTemplates.doubleArrow().path(start: Point(0, 0), end: Point(0, 200)))
    }

    @Test(arguments: [
        (Double.nan, 14.0, 0.5, 0.0, ArrowLabelError.notFinite(.width)),
        (-1, 14, 0.5, 0, .outOfRange(.width, -1)),
        (40, .infinity, 0.5, 0, .notFinite(.height)),
        (40, 2e12, 0.5, 0, .outOfRange(.height, 2e12)),
        (40, 14, 1.5, 0, .outOfRange(.fraction, 1.5)),
        (40, 14, -.nan, 0, .notFinite(.fraction)),
        (40, 14, 0.5, -.infinity, .notFinite(.offset)),
        (40, 14, 0.5, 1e13, .outOfRange(.offset, 1e13)),
    ])
    func badNumbersAreRefusedByName(width: Double, height: Double, fraction: Double, offset: Double,
                                    expected: ArrowLabelError) {
        #expect(throws: expected) { try ArrowLabel("x", width: width, height: height, fraction: fraction, offset: offset) }
        #expect(expected.description.contains(expected.field.rawValue))
    }

    /// The segments of a drawn path with their ends' parts.
    static func segments(_ path: BezierPath, _ parts: [ArrowPart]) -> [(PathSegment, ArrowPart, ArrowPart)] {
        var out: [(PathSegment, ArrowPart, ArrowPart)] = []
        var start = Point.zero, current = Point.zero, startPart = ArrowPart.body, currentPart = ArrowPart.body
        for (e, part) in zip(path.elements, parts) {
            switch e {
            case .move(let p): start = p; current = p; startPart = part; currentPart = part
            case .line(let p): out.append((.line(LineSegment(current, p)), currentPart, part)); current = p; currentPart = part
            case .quad(let p, let c): out.append((.quad(QuadraticSegment(current, c, p)), currentPart, part)); current = p; currentPart = part
            case .cubic(let p, let c1, let c2):
                out.append((.cubic(CubicSegment(current, c1, c2, p)), currentPart, part)); current = p; currentPart = part
            case .close:
                out.append((.line(LineSegment(current, start)), currentPart, startPart)); current = start; currentPart = startPart
            }
        }
        return out
    }

    /// The body segments (any but one whose two ends lie in the same head) of both paths.
    static func bodySegments(_ a: Arrow) -> [PathSegment] {
        (segments(a.outline, a.outlineLabels.map(ArrowPart.init)) + segments(a.spine, a.spineLabels.map(ArrowPart.init)))
            .filter { $0.1 != $0.2 || $0.1 == .body }.map(\.0)
    }

    /// The head segments (both ends in the same head) of both paths.
    static func headSegments(_ a: Arrow) -> [PathSegment] {
        (segments(a.outline, a.outlineLabels.map(ArrowPart.init)) + segments(a.spine, a.spineLabels.map(ArrowPart.init)))
            .filter { $0.1 == $0.2 && $0.1 != .body }.map(\.0)
    }

    /// How far outside a box a point lies, by the larger of its x and y distances (0 inside).
    static func chebyshevDistance(_ p: Point, _ box: Rect) -> Double {
        max(box.minX - p.x, p.x - box.maxX, box.minY - p.y, p.y - box.maxY, 0)
    }

    /// Checks that no drawn body point comes within the padding of the box, that the heads are
    /// drawn as without the label, and that the label's box hits the label (or a head over it).
    static func checkCut(_ plain: Arrow, label: ArrowLabel, _ comment: Comment) {
        var a = plain
        a.label = label
        let box = a.labelFrame!
        let padding = ArrowLabel.bodyGap + a.template.lineWidth / 2
        var closest = Double.infinity
        for segment in bodySegments(a) {
            for i in 0...64 { closest = min(closest, chebyshevDistance(segment.point(at: Double(i) / 64), box)) }
        }
        // Cut points are solved to the last bit of the parameter; 1e-9 of the coordinates' size.
        let scale = max(1, abs(box.minX), abs(box.minY), abs(box.maxX), abs(box.maxY))
        #expect(closest >= padding - 1e-9 * scale, comment)
        // Every head segment is still drawn (a body cut up to a head closes the head's piece
        // with a line across its back, which is new).
        let heads = headSegments(a)
        for head in headSegments(plain) { #expect(heads.contains(head), comment) }
        #expect(a.hitTest(box.center)?.part == .label || a.hitTest(box.center)?.part.tip != nil, comment)
        #expect(a.outline.isFinite && a.spine.isFinite, comment)
    }

    /// A random label: a box from a dot to 120 x 40, anywhere along the body, on it or beside it.
    static func randomLabel(_ rng: inout SplitMix64) -> ArrowLabel {
        try! ArrowLabel("x", width: rng.uniform(0...120), height: rng.uniform(0...40), fraction: rng.uniform(0...1),
                        offset: rng.uniform(0...1) < 0.5 ? 0 : rng.uniform(-30...30))
    }

    @Test(arguments: ArrowTestTemplates.all)
    func theTemplatesOwnBodyIsCutAroundTheBox(_ template: ArrowTemplate) {
        var rng = SplitMix64(seed: 0x1abe1)
        for i in 0..<150 {
            let s = rng.point(within: 300), e = rng.point(within: 300)
            let plain = Arrow(template: template, start: s, end: e)!
            Self.checkCut(plain, label: Self.randomLabel(&rng), "case \(i): \(s) -> \(e)")
        }
    }

    @Test(arguments: ArrowBodyKind.allCases)
    func everyStyledBodyIsCutAroundTheBox(_ body: ArrowBodyKind) {
        var rng = SplitMix64(seed: 0x1abe2)
        // A band (DoubleArrow) and a stroke (the spine arrow), with heads and without.
        for template in [ArrowTestTemplates.doubleArrow(), ArrowTestTemplates.spineArrow()] {
            for i in 0..<120 {
                let heads = ArrowStyleTests.heads
                var plain = ArrowStyleTests.randomBentArrow(template, body: body, length: 0...400, &rng)
                plain.style = ArrowStyle(startHead: heads[i % heads.count], endHead: heads[(i / 2) % heads.count],
                                         body: body, bend: plain.bend, cornerRadius: rng.uniform(0...20))
                let label = Self.randomLabel(&rng)
                Self.checkCut(plain, label: label, "\(template.name) case \(i): \(plain.start) -> \(plain.end), \(plain.body) \(plain.bend) \(plain.startHead.name) \(plain.endHead.name), \(label)")
            }
        }
    }

    @Test func theCutBandOfDoubleArrowEndsWhereTheBoxBeginsLessThePadding() {
        var a = Arrow(template: ArrowTestTemplates.doubleArrow())
        a.label = Self.label()
        // Half the band (7) plus the padding (4) from the box's sides at x = 80 and 120.
        let xs = Self.bodySegments(a).flatMap { [$0.startPoint.x, $0.endPoint.x] }
        #expect(xs.contains { isApproximatelyEqual($0, 69, tolerance: 1e-9) })
        #expect(xs.contains { isApproximatelyEqual($0, 131, tolerance: 1e-9) })
        #expect(!a.fillContains(Point(100, 19)) && !a.fillContains(Point(75, 19)) && a.fillContains(Point(60, 19)))
        // Two closed pieces, no part of the body missed, the heads unchanged.
        #expect(a.outline.elements.filter(\.isMove).count == 2)
        #expect(a.bounds == Arrow(template: ArrowTestTemplates.doubleArrow()).bounds)
    }

    @Test func aLabelBesideTheBodyCutsNothing() {
        var a = Arrow(template: ArrowTestTemplates.doubleArrow())
        a.label = Self.label(offset: 40)
        #expect(a.path == ArrowTestTemplates.doubleArrow().path(start: a.start, end: a.end))
        #expect(a.hitTest(a.labelFrame!.center)?.part == .label)
        // The box is part of the tap target, beyond the reach of the body.
        #expect(a.tapTargetContains(Point(100, 59)) && a.tapTargetBounds().maxY >= a.labelFrame!.maxY)
    }

    @Test func aPointInTheBoxHitsTheLabelAndAHeadWinsOverIt() {
        var a = Arrow(template: ArrowTestTemplates.doubleArrow())
        a.label = Self.label()
        #expect(a.hitTest(Point(100, 19)) == ArrowHit(part: .label, point: Point(100, 19), distance: 0))
        #expect(a.hitTest(Point(85, 13))?.part == .label)
        #expect(a.hitTest(Point(100, 40))?.part != .label)
        // A label at the start covers the start head's back: the head wins there.
        a.label = Self.label(60, 38, fraction: 0)
        #expect(a.hitTest(Point(20, 19))?.part == .startHead)
        #expect(a.hitTest(Point(55, 19))?.part == .label)
        // On an arc the bend handle sits in the middle: the label wins over it inside the box,
        // the handle is grabbed around the box.
        var arc = ArrowStyleTests.arrow(body: .arc, bend: 40)
        arc.label = Self.label(40, 14)
        let handle = arc.firstHandle!
        #expect(arc.hitTest(handle)?.part == .label)
        #expect(arc.hitTest(handle + Point(0, 12))?.part == .handle(0))
    }

    @Test func aSceneAnswersTheLabel() {
        var scene = ArrowScene<Int>()
        var a = Arrow(template: ArrowTestTemplates.doubleArrow())
        a.label = Self.label(offset: 40)
        _ = scene.append(a, id: 7)
        #expect(scene.hitTest(Point(100, 59))?.id == 7)
        #expect(scene.hitTest(Point(100, 59))?.part == .label)
        #expect(scene.hitTest(Point(100, 19))?.part == .body)
        // Moved with its arrow.
        _ = scene.setTips(of: 7, start: Point(0, 119), end: Point(200, 119))
        #expect(scene.hitTest(Point(100, 159))?.part == .label)
        #expect(scene.hitTest(Point(100, 59)) == nil)
    }

    @Test func dashesKeepTheirPlacesOverTheCut() throws {
        let spine = ArrowTestTemplates.svg("M 0 10 C 60 10 120 10 180 10")
        let t = try ArrowTemplate(name: "Dashed", outline: ArrowTestTemplates.svg("M 180 0 L 200 10 L 180 20 Z"), spine: spine,
                                  start: ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 10, height: 20), tip: Point(0, 10)),
                                  end: ArrowHeadFrame(frame: Rect(x: 180, y: 0, width: 20, height: 20), tip: Point(200, 10)),
                                  lineWidth: 2, dash: BezierPath.DashPattern([10, 5]))
        let plain = Arrow(template: t)
        var a = plain
        a.label = Self.label()
        let box = a.labelFrame!
        // Every dash of the plain arrow outside the cut is drawn alike: its pieces lie on the
        // same places of the line, and nothing is drawn in the cut.
        func xs(_ path: BezierPath) -> [Double] { path.elements.compactMap { $0.endPoint?.x } }
        let gap = (box.minX - ArrowLabel.bodyGap - 1)...(box.maxX + ArrowLabel.bodyGap + 1)
        let kept = xs(plain.dashedSpine).filter { !gap.contains($0) }
        let cut = xs(a.dashedSpine)
        #expect(cut.allSatisfy { !(box.minX - ArrowLabel.bodyGap + 1e-9...box.maxX + ArrowLabel.bodyGap - 1e-9).contains($0) })
        for x in kept { #expect(cut.contains { isApproximatelyEqual($0, x, tolerance: 1e-9) }, "dash end \(x)") }
    }

    @Test func equalityAndTemplateSwapsKeepTheLabel() {
        var a = Arrow(template: ArrowTestTemplates.doubleArrow())
        let b = a
        a.label = Self.label()
        #expect(a != b)
        let swapped = a.withTemplate(ArrowTestTemplates.tailArrow())
        #expect(swapped.label == a.label && swapped.labelFrame != nil)
    }
}
