import ArrowCatalog
import Foundation
import TestSupport
import Testing
@testable import BezierArrow

/// The anti-twist property of ``StyledArrowTwistTests`` at every frame of an animation between
/// two states (``ArrowAnimationState/interpolated(to:fraction:)``): for random pairs of states
/// of catalog templates with catalog heads, on every body kind (chords turned round, tips
/// coincident at either end or both, bends up to ten times the chord, head shrinking on, off,
/// and switched on or off by the animation), at 65 fractions from 0 to 1, the frame's body never
/// crosses itself, a band body is simple with a positive area, each head is its rest shape turned,
/// moved and scaled by the frame's head scale (never mirrored) and points along the body where
/// it has a direction, and everything is finite. Tolerances are ``StyledArrowTwistTests``'s.
@Suite struct ArrowAnimationTwistTests {
    /// Frames checked between two states: 0, 1/64, ..., 1.
    static let frames = 64

    /// One random pair of states: the second differs from the first in tips, bend and head
    /// shrinking only, as an app's animation from one arrow to the same arrow moved.
    static func pair(_ i: Int, template: ArrowTemplate, body: ArrowBodyKind, _ rng: inout SplitMix64) -> (Arrow, Arrow, String) {
        let heads = ArrowCatalog.heads
        let startHead = heads[Int(rng.next() % UInt64(heads.count))], endHead = heads[Int(rng.next() % UInt64(heads.count))]
        let s0 = rng.point(within: 400)
        let e0: Point, s1: Point, e1: Point, kind: String
        switch i % 6 {
        case 0: (e0, s1, e1, kind) = (rng.point(within: 400), rng.point(within: 400), rng.point(within: 400), "anywhere")
        case 1:
            // The chord turned round exactly (the half turn) or nearly, both ways.
            e0 = s0 + Point(rng.uniform(5...300), 0).rotated(by: rng.uniform(-3.2...3.2))
            let chord = i % 12 == 1 ? s0 - e0 : (e0 - s0).rotated(by: Double.pi + rng.uniform(-0.05...0.05))
            let middle = (s0 + e0) * 0.5 + rng.point(within: 50)
            let half = chord * (0.5 * rng.uniform(0.3...2))
            (s1, e1, kind) = (middle - half, middle + half, "chord turned round")
        case 2: (e0, s1, kind) = (s0, rng.point(within: 400), "from coincident tips"); e1 = s1 + rng.point(within: 200)
        case 3: e0 = s0 + rng.point(within: 200); (s1, kind) = (rng.point(within: 400), "to coincident tips"); e1 = s1
        case 4: (e0, s1, kind) = (s0, rng.point(within: 400), "coincident throughout"); e1 = s1
        default:
            // Shorter than the heads are long: where shrinking shows.
            e0 = s0 + rng.point(within: 20)
            (s1, kind) = (s0 + rng.point(within: 30), "short")
            e1 = s1 + rng.point(within: 25)
        }
        func bend(_ s: Point, _ e: Point) -> Double {
            let chord = s.distance(to: e)
            return rng.uniform(0...1) < 0.3 ? rng.uniform(-10...10) * max(chord, 10) : rng.uniform(-150...150)
        }
        var a = Arrow(template: template, start: s0, end: e0)!
        a.style = ArrowStyle(startHead: startHead, endHead: endHead, body: body, bend: bend(s0, e0),
                             shrinksHeads: i % 4 < 2)
        var b = a
        b.setTips(start: s1, end: e1)
        var style = b.style!
        style.bend = bend(s1, e1)
        style.shrinksHeads = i % 4 == 1 || i % 4 == 2
        b.style = style
        return (a, b, "\(template.name) \(body) \(startHead.name)/\(endHead.name) \(kind) "
                    + "\(a.start) -> \(a.end) bend \(a.bend) shrinks \(a.style!.shrinksHeads) "
                    + "to \(b.start) -> \(b.end) bend \(b.bend) shrinks \(b.style!.shrinksHeads)")
    }

    @Test(arguments: ArrowBodyKind.allCases)
    func framesNeverTwist(body: ArrowBodyKind) {
        var rng = SplitMix64(seed: 0xA41 &+ UInt64(ArrowBodyKind.allCases.firstIndex(of: body)!))
        var failures: [String] = []
        var checkedFrames = 0, blendedFrames = 0
        for i in 0..<48 {
            let template = ArrowCatalog.all[i % ArrowCatalog.all.count]
            let (a, b, what) = Self.pair(i, template: template, body: body, &rng)
            var rest = Arrow(template: template, start: .zero, end: Point(400, 0))!
            rest.style = ArrowStyle(startHead: a.startHead, endHead: a.endHead, body: .straight)
            let restHeads = StyledArrowTwistTests.restHeads(rest)
            let from = a.animationState, to = b.animationState
            for k in 0...Self.frames {
                var frame = b
                frame.animationState = from.interpolated(to: to, fraction: Double(k) / Double(Self.frames))
                if let w = frame.styledDrawing?.headShrinking, w > 0, w < 1 { blendedFrames += 1 }
                for problem in Self.problems(frame, template: template, restHeads: restHeads) {
                    failures.append("\(what), frame \(k): \(problem)")
                }
                checkedFrames += 1
            }
        }
        #expect(checkedFrames == 48 * 65)
        #expect(blendedFrames > 0)  // Frames between a style that shrinks heads and one that does not.
        #expect(failures.isEmpty, "\(failures.count) failures, the first: \(failures.prefix(8).joined(separator: "\n"))")
    }

    /// The check can fail: blending two drawings point by point (what a layer's path animation
    /// does where the elements match) instead of drawing an interpolated state shrinks the heads
    /// of an arrow turning by a quarter turn halfway (the mean of two turns is a turn scaled by
    /// the cosine of half their difference; of opposite ones, a point), which the check reports;
    /// the state's frame passes.
    @Test func blendingTheDrawingsInsteadFailsTheCheck() {
        let template = ArrowCatalog.all[0]
        var a = Arrow(template: template, start: Point(0, 0), end: Point(200, 40))!
        a.style = ArrowStyle(startHead: ArrowCatalog.heads[0], endHead: ArrowCatalog.heads[1], body: .arc, bend: 50)
        var b = a
        b.setTips(start: Point(140, -80), end: Point(60, 120))
        var rest = Arrow(template: template, start: .zero, end: Point(400, 0))!
        rest.style = ArrowStyle(startHead: a.startHead, endHead: a.endHead, body: .straight)
        let restHeads = StyledArrowTwistTests.restHeads(rest)
        #expect(a.outline.elements.count == b.outline.elements.count && a.spine.elements.count == b.spine.elements.count)
        func blend(_ p: BezierPath, _ q: BezierPath) -> [PathElement] {
            zip(p.elements, q.elements).map { e, f in
                let ends = zip(StyledArrowTwistTests.points([e]), StyledArrowTwistTests.points([f])).map { ($0 + $1) * 0.5 }
                switch e {
                case .move: return .move(to: ends[0])
                case .line: return .line(to: ends[0])
                case .quad: return .quad(to: ends[1], control: ends[0])
                case .cubic: return .cubic(to: ends[2], control1: ends[0], control2: ends[1])
                case .close: return .close
                }
            }
        }
        var blended = a
        blended.animationState = a.animationState.interpolated(to: b.animationState, fraction: 0.5)
        #expect(Self.problems(blended, template: template, restHeads: restHeads).isEmpty)
        let outline = StyledArrowTwistTests.elements(BezierPath(blend(a.outline, b.outline)),
                                                     a.outlineLabels.map(ArrowPart.init), .endHead)
        let spine = StyledArrowTwistTests.elements(BezierPath(blend(a.spine, b.spine)), a.spineLabels.map(ArrowPart.init), .endHead)
        #expect(StyledArrowTwistTests.points(outline + spine).count == StyledArrowTwistTests.points(restHeads.end.0 + restHeads.end.1).count)
        let problem = StyledArrowTwistTests.checkHead(rest: restHeads.end, placed: (outline, spine), tip: (a.end + b.end) * 0.5,
                                                     body: nil, slack: 0, bodyLength: 200, scale: 200)
        #expect(problem != nil, "a blended head passed as rigid")
    }

    /// What is wrong with a styled arrow's drawing, by ``StyledArrowTwistTests``'s checks (a) to
    /// (d), its heads compared with their rest shapes scaled by the arrow's head scale.
    static func problems(_ a: Arrow, template: ArrowTemplate,
                         restHeads: (start: ([PathElement], [PathElement]), end: ([PathElement], [PathElement]))) -> [String] {
        typealias T = StyledArrowTwistTests
        guard a.outline.isFinite, a.spine.isFinite, a.bounds.origin.isFinite, a.bounds.width.isFinite,
              a.bounds.height.isFinite, a.centerLine.isFinite, a.handles.allSatisfy(\.position.isFinite) else {
            return ["not finite"]
        }
        var problems: [String] = []
        let s = a.start, e = a.end, stroked = !template.spine.isEmpty
        let outlineLabels = a.outlineLabels.map(ArrowPart.init), spineLabels = a.spineLabels.map(ArrowPart.init)
        let centre = stroked ? T.elements(a.spine, spineLabels, .body) : a.centerLine.elements
        let centreLines = FlatGeometry.polylines(centre, chords: 24)
        let ribbon = stroked ? [] : FlatGeometry.polylines(T.elements(a.outline, outlineLabels, .body), chords: 24)
        let scale = max(FlatGeometry.scale(centreLines), FlatGeometry.scale(ribbon), abs(s.x), abs(s.y), abs(e.x), abs(e.y))
        let tolerance = 1e-9 + 1e-12 * scale
        // (a) The centre line.
        if let crossing = FlatGeometry.firstCrossing(centreLines, tolerance: tolerance) {
            problems.append("the centre line has \(crossing)")
        }
        let bodyLength = FlatGeometry.length(centreLines)
        // (b) The band: simple and positive (only its area's sign when it has no length).
        if !stroked {
            let area = FlatGeometry.signedArea(ribbon), perimeter = FlatGeometry.length(ribbon)
            if bodyLength > 10 * tolerance {
                if let crossing = FlatGeometry.firstCrossing(ribbon, tolerance: tolerance) { problems.append("the band has \(crossing)") }
                if area <= 0 { problems.append("the band's area is \(area)") }
            } else if area < -tolerance * perimeter {
                problems.append("the band of length \(bodyLength) has an area of \(area)")
            }
        }
        // (c) The heads: their rest shapes scaled by the frame's head scale, turned and moved,
        // along the body where it has a direction (elbow heads meeting across the axis have none).
        let drawing = a.styledDrawing!
        let k = drawing.headShrink(start: s, end: e)
        let headsMeetAcross = a.body == .elbow
            && (drawing.startHead.attachment + drawing.endHead.attachment) * k >= max(abs(e.x - s.x), abs(e.y - s.y))
        let hasDirection = bodyLength > 10 * tolerance && !headsMeetAcross
        let ends = centre.isEmpty ? nil : (first: T.points(centre).first!, last: T.points(centre).last!)
        let radius = a.body == .arc
            ? ends.flatMap { ends in a.handles.first.map { T.circumradius(ends.first, $0.position, ends.last) } } ?? .infinity
            : .infinity
        func scaled(_ head: ([PathElement], [PathElement])) -> ([PathElement], [PathElement]) {
            (head.0.map { $0.mapped { $0 * k } }, head.1.map { $0.mapped { $0 * k } })
        }
        for (part, head, tip, restHead) in [(ArrowPart.startHead, a.startHead, s, restHeads.start),
                                            (.endHead, a.endHead, e, restHeads.end)] where !head.isEmpty {
            let placed = (T.elements(a.outline, outlineLabels, part), T.elements(a.spine, spineLabels, part))
            var direction: Point? = nil
            var slack = 0.0
            if hasDirection, let ends {
                let atStart = part == .startHead
                direction = T.direction(centre, atStart: atStart, tolerance: tolerance).map { atStart ? -$0 : $0 }
                slack = asin(min(1, tip.distance(to: atStart ? ends.first : ends.last) / (2 * radius)))
            }
            if let problem = T.checkHead(rest: scaled(restHead), placed: placed, tip: tip, body: direction, slack: slack,
                                         bodyLength: bodyLength, scale: scale) {
                problems.append("\(part) \(problem) (head scale \(k))")
            }
        }
        return problems
    }
}
