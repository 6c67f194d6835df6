import ArrowCatalog
import Foundation
import TestSupport
import Testing
@testable import BezierArrow

/// The anti-twist property of the shipped arrows: for every catalog template, every body kind and
/// every catalog head at each end, over tips anywhere within ``ArrowDeformation/coordinateLimit``
/// (close, closer than the heads are long, coincident, far apart, far sideways, far from the
/// origin) and bends within it, the drawn arrow keeps its shape:
///
/// - (a) the body's centre line never crosses itself;
/// - (b) a band body's outline (its two sides and the butt edges) is simple, with a positive area;
/// - (c) each head is placed rigidly (its signed area and shape are those at rest: never turned
///   inside out) and points along the body's direction at its tip;
/// - (d) everything drawn is finite.
///
/// The geometry is checked on paths flattened by ``FlatGeometry`` (24 chords a curve), which
/// shares no code with the drawing. Tolerances, with `m` the largest coordinate of what is
/// checked: a crossing must clear each segment's line by `1e-9 + 1e-12 m` (a few thousand units
/// in the last place: contacts and collapses at rounding level are not crossings); a head is
/// rigid when its points lie within `1e-9 + 1e-13 m` of the rest shape turned and moved; a
/// head's direction agrees with the body's within `1e-6 + 1e-13 m / min(L, r)` radians for a
/// body of length `L` and a head reaching `r` from its tip (rounding of the coordinates over
/// the body and over the head), plus on an arc half the angle the
/// head's chord subtends (the head is the chord from its attachment to its tip, and the arc
/// turns along it).
@Suite struct StyledArrowTwistTests {
    /// Every catalog head at each end once (head i at the start, head 7i + 3 mod 15 at the end:
    /// 7 is prime to 15, so every head is also an end head once), and the template's own pair.
    static func headPairs(_ template: ArrowTemplate) -> [(start: ArrowHead, end: ArrowHead)] {
        let heads = ArrowCatalog.heads, n = heads.count
        return heads.indices.map { (heads[$0], heads[(7 * $0 + 3) % n]) } + [(template.head(.start), template.head(.end))]
    }

    /// A pair of tips and a bend, with what kind of case it is for messages.
    struct TipCase: CustomStringConvertible {
        var start: Point, end: Point, bend: Double, kind: String
        var description: String { "\(kind) \(start) -> \(end) bend \(bend)" }
    }

    /// Tip pairs within the documented range: tips are finite and within
    /// ``ArrowDeformation/coordinateLimit`` (1e12, ``Arrow`` clamps beyond it), bends too
    /// (``ArrowStyle/bend``).
    static func tipCases(_ count: Int, _ rng: inout SplitMix64) -> [TipCase] {
        let limit = ArrowDeformation.coordinateLimit
        func uniform(_ r: ClosedRange<Double>) -> Double { Double.random(in: r, using: &rng) }
        func logUniform(_ lo: Double, _ hi: Double) -> Double { exp(uniform(log(lo)...log(hi))) }
        func point(_ half: Double) -> Point { Point(uniform(-half...half), uniform(-half...half)) }
        func polar(_ r: Double) -> Point {
            let a = uniform(-Double.pi...Double.pi)
            return Point(r * Foundation.cos(a), r * Foundation.sin(a))
        }
        func tipCase(_ i: Int) -> TipCase {
            let s: Point, e: Point, kind: String
            switch i % 9 {
            case 0: (s, e, kind) = (point(400), point(400), "screen")
            case 1: s = point(400); (e, kind) = (s + point(3), "close")
            case 2: s = point(400); (e, kind) = (s + polar(uniform(0...40)), "closer than the heads")
            case 3: s = point(400); (e, kind) = (i % 2 == 0 ? s : s + point(1e-9), "coincident")
            case 4: s = point(1000); (e, kind) = (s + polar(logUniform(1e3, 0.9 * limit)), "far apart")
            case 5:
                s = point(400)
                let across = logUniform(1e2, 1e9) * (uniform(-1...1) < 0 ? -1 : 1)
                (e, kind) = (s + (i % 2 == 0 ? Point(uniform(-60...60), across) : Point(across, uniform(-60...60))),
                             "far sideways")
            case 6: s = point(0.9 * limit); (e, kind) = (s + point(300), "far from the origin")
            case 7: (s, e, kind) = (point(0.9 * limit), point(0.9 * limit), "both far")
            default: s = point(400); (e, kind) = (s + Point(uniform(-400...0), uniform(-400...400)), "reversed")
            }
            let chord = s.distance(to: e)
            let bend: Double
            switch i % 4 {
            case 0: bend = uniform(-300...300)
            case 1: bend = uniform(-3...3) * chord
            case 2: bend = logUniform(1e-6, limit) * (uniform(-1...1) < 0 ? -1 : 1)
            default: bend = uniform(-0.6...0.6) * chord
            }
            return TipCase(start: s, end: e, bend: bend, kind: kind)
        }
        return (0..<count).map(tipCase)
    }

    /// The elements of one part of a path.
    static func elements(_ path: BezierPath, _ parts: [ArrowPart], _ part: ArrowPart) -> [PathElement] {
        zip(path.elements, parts).compactMap { $0.1 == part ? $0.0 : nil }
    }

    /// Every point of elements (on-curve points and controls), in order.
    static func points(_ elements: [PathElement]) -> [Point] {
        elements.flatMap { e -> [Point] in
            switch e {
            case .move(let p), .line(let p): [p]
            case .quad(let p, let c): [c, p]
            case .cubic(let p, let c1, let c2): [c1, c2, p]
            case .close: []
            }
        }
    }

    /// The body's unit direction leaving its first point (`atStart`) or arriving at its last:
    /// from the first or last point of its elements to the nearest one at least `tolerance`
    /// away, so a curve whose control sits on its end still has its tangent.
    static func direction(_ elements: [PathElement], atStart: Bool, tolerance: Double) -> Point? {
        var p = points(elements)
        if !atStart { p.reverse() }
        guard let first = p.first, let next = p.first(where: { $0.distance(to: first) > tolerance }) else { return nil }
        let d = atStart ? next - first : first - next
        return d / d.length
    }

    /// The rotation taking a head's rest points `q` (head coordinates: tip at the origin,
    /// pointing along +x) to its placed points `p` (relative to the tip), by least squares, and
    /// the largest distance of a placed point from its rest point so turned.
    static func fitRotation(rest q: [Point], placed p: [Point]) -> (direction: Point, residual: Double)? {
        var sum = Point.zero
        for (a, b) in zip(q, p) { sum = sum + Point(b.x * a.x + b.y * a.y, b.y * a.x - b.x * a.y) }
        guard sum.length > 0 else { return nil }
        let u = sum / sum.length
        let residual = zip(q, p).map { a, b in Point(u.x * a.x - u.y * a.y, u.y * a.x + u.x * a.y).distance(to: b) }.max() ?? 0
        return (u, residual)
    }

    /// The angle between two unit vectors.
    static func angle(_ u: Point, _ v: Point) -> Double { abs(Foundation.atan2(u.cross(v), u.dot(v))) }

    /// The radius of the circle through three points (infinite when they are on one line).
    static func circumradius(_ a: Point, _ b: Point, _ c: Point) -> Double {
        let area2 = abs((b - a).cross(c - a))
        return area2 > 0 ? a.distance(to: b) * b.distance(to: c) * c.distance(to: a) / (2 * area2) : .infinity
    }

    /// Checks one head: drawn rigidly (its rest shape turned and moved to the tip, with its area)
    /// and, when `body` is given, pointing along it within `slack` radians plus the tolerance.
    ///
    /// - Parameters:
    ///   - rest: the head's rest elements (outline, spine) in head coordinates.
    ///   - placed: the head's drawn elements (outline, spine).
    ///   - tip: the tip the head sits on.
    ///   - body: the body's unit direction at the head, pointing towards the tip.
    /// - Returns: what is wrong, if anything.
    static func checkHead(rest: ([PathElement], [PathElement]), placed: ([PathElement], [PathElement]), tip: Point,
                          body: Point?, slack: Double, bodyLength: Double, scale: Double) -> String? {
        let q = points(rest.0) + points(rest.1), p = (points(placed.0) + points(placed.1)).map { $0 - tip }
        guard q.count == p.count else { return "\(p.count) points drawn, \(q.count) at rest" }
        guard let (u, residual) = fitRotation(rest: q, placed: p) else { return nil }
        // Rounding of the coordinates turns the body's direction over its length, and the
        // head's fitted direction over the head's size.
        let size = q.map(\.length).max() ?? 0
        let angleTolerance = 1e-6 + 1e-13 * scale / max(min(bodyLength, size), .leastNormalMagnitude)
        if residual > 1e-9 + 1e-13 * scale { return "not rigid: a point \(residual) off its rest place" }
        for (r, d) in [(rest.0, placed.0), (rest.1, placed.1)] {
            let restLines = FlatGeometry.polylines(r, chords: 24), lines = FlatGeometry.polylines(d, chords: 24)
            guard !restLines.isEmpty else { continue }
            let a0 = FlatGeometry.signedArea(restLines), a1 = FlatGeometry.signedArea(lines)
            let slackArea = 1e-9 * abs(a0) + 1e-13 * scale * FlatGeometry.length(lines)
            if abs(a0) > slackArea && (a0 > 0) != (a1 > 0) { return "turned inside out: area \(a1), at rest \(a0)" }
            if abs(a1 - a0) > slackArea { return "area \(a1), at rest \(a0)" }
        }
        if let body, angle(u, body) > slack + angleTolerance {
            return "points along \(u), the body along \(body) (\(angle(u, body)) rad)"
        }
        return nil
    }

    /// The heads of an arrow drawn at rest, in head coordinates: the end head at (400, 0)
    /// pointing along +x, the start head at the origin pointing along −x (turned back by a half
    /// turn, which keeps areas and is exact).
    static func restHeads(_ a: Arrow) -> (start: ([PathElement], [PathElement]), end: ([PathElement], [PathElement])) {
        func head(_ part: ArrowPart, _ map: (Point) -> Point) -> ([PathElement], [PathElement]) {
            (elements(a.outline, a.outlineLabels.map(ArrowPart.init), part).map { $0.mapped(map) },
             elements(a.spine, a.spineLabels.map(ArrowPart.init), part).map { $0.mapped(map) })
        }
        return (head(.startHead) { Point(-$0.x, -$0.y) }, head(.endHead) { Point($0.x - 400, $0.y) })
    }

    @Test(arguments: ArrowCatalog.all, ArrowBodyKind.allCases)
    func styledArrowsNeverTwist(template: ArrowTemplate, body: ArrowBodyKind) {
        var rng = SplitMix64(seed: 0x7_1157 &+ UInt64(ArrowBodyKind.allCases.firstIndex(of: body)!))
        let cases = Self.tipCases(27, &rng)
        let stroked = !template.spine.isEmpty
        var failures: [String] = []
        var checkedDirections = 0
        let pairs = Self.headPairs(template)
        #expect(Set(pairs.map(\.start.name)).isSuperset(of: ArrowCatalog.heads.map(\.name)))
        #expect(Set(pairs.map(\.end.name)).isSuperset(of: ArrowCatalog.heads.map(\.name)))
        for (startHead, endHead) in pairs {
            var rest = Arrow(template: template, start: .zero, end: Point(400, 0))!
            rest.style = ArrowStyle(startHead: startHead, endHead: endHead, body: .straight)
            let restHeads = Self.restHeads(rest)
            var a = Arrow(template: template)
            a.style = ArrowStyle(startHead: startHead, endHead: endHead, body: body)
            for c in cases {
                a.setTips(start: c.start, end: c.end)
                if body == .arc || body == .elbow { a.bend = c.bend }
                let what = "\(template.name) \(body) \(startHead.name)/\(endHead.name) \(c)"
                // (d) Everything finite.
                guard a.outline.isFinite, a.spine.isFinite, a.bounds.origin.isFinite, a.bounds.width.isFinite,
                      a.bounds.height.isFinite, a.handles.first?.position.isFinite ?? true, a.centerLine.isFinite else {
                    failures.append("\(what): not finite")
                    continue
                }
                let s = a.start, e = a.end
                // (a) The centre line: the spine's body for a stroked body, else the band's middle.
                let centre = stroked ? Self.elements(a.spine, a.spineLabels.map(ArrowPart.init), .body) : a.centerLine.elements
                let centreLines = FlatGeometry.polylines(centre, chords: 24)
                let ribbon = stroked ? [] : FlatGeometry.polylines(Self.elements(a.outline, a.outlineLabels.map(ArrowPart.init), .body), chords: 24)
                let scale = max(FlatGeometry.scale(centreLines), FlatGeometry.scale(ribbon), abs(s.x), abs(s.y), abs(e.x), abs(e.y))
                let tolerance = 1e-9 + 1e-12 * scale
                if let crossing = FlatGeometry.firstCrossing(centreLines, tolerance: tolerance) {
                    failures.append("\(what): the centre line has \(crossing)")
                }
                let bodyLength = FlatGeometry.length(centreLines)
                // (b) The band: simple, positive.
                if !stroked {
                    let area = FlatGeometry.signedArea(ribbon), perimeter = FlatGeometry.length(ribbon)
                    // A body of no length (to rounding) collapses onto its butt edges, which
                    // retrace each other: only its area's sign is checked.
                    if bodyLength > 10 * tolerance {
                        if let crossing = FlatGeometry.firstCrossing(ribbon, tolerance: tolerance) {
                            failures.append("\(what): the band has \(crossing)")
                        }
                        if area <= 0 { failures.append("\(what): the band's area is \(area), its length \(bodyLength)") }
                    } else if area < -tolerance * perimeter {
                        failures.append("\(what): the band of length \(bodyLength) has an area of \(area)")
                    }
                    // The band stays around its centre line: no point of it (its curves at
                    // quarters) lies further than √2 half widths (an inner corner's meeting
                    // point) from the centre line.
                    let reach = 2.squareRoot() * template.bodyWidth / 2 + tolerance
                    let coarse = FlatGeometry.polylines(Self.elements(a.outline, a.outlineLabels.map(ArrowPart.init), .body), chords: 4)
                    if let far = coarse.flatMap(\.points).first(where: { FlatGeometry.distance(from: $0, to: centreLines) > reach }) {
                        failures.append("\(what): the band reaches \(far), \(FlatGeometry.distance(from: far, to: centreLines)) from its centre line")
                    }
                }
                // (c) The heads: rigid, and along the body where it has a direction. Elbow heads
                // that overlap along the main axis meet across it (by design, see BodyRoute).
                let axisDistance = max(abs(e.x - s.x), abs(e.y - s.y))
                // The heads as drawn: grown on a thick body (`ArrowHead.scale(forBodyWidth:)`).
                let drawnAttachments = a.styledDrawing.map { $0.startHead.attachment + $0.endHead.attachment } ?? 0
                let headsMeetAcross = body == .elbow && drawnAttachments >= axisDistance
                let hasDirection = bodyLength > 10 * tolerance && !headsMeetAcross
                let ends = centre.isEmpty ? nil : (first: Self.points(centre).first!, last: Self.points(centre).last!)
                let radius = body == .arc ? ends.flatMap { ends in a.handles.first.map { $0.position }.map { Self.circumradius(ends.first, $0, ends.last) } } ?? .infinity : .infinity
                for (part, head, tip, restHead) in [(ArrowPart.startHead, startHead, s, restHeads.start),
                                                    (.endHead, endHead, e, restHeads.end)] where !head.isEmpty {
                    let placed = (Self.elements(a.outline, a.outlineLabels.map(ArrowPart.init), part), Self.elements(a.spine, a.spineLabels.map(ArrowPart.init), part))
                    var direction: Point? = nil
                    var slack = 0.0
                    if hasDirection, let ends {
                        let atStart = part == .startHead
                        direction = Self.direction(centre, atStart: atStart, tolerance: tolerance).map { atStart ? -$0 : $0 }
                        let chord = tip.distance(to: atStart ? ends.first : ends.last)
                        slack = asin(min(1, chord / (2 * radius)))
                        checkedDirections += 1
                    }
                    if let problem = Self.checkHead(rest: restHead, placed: placed, tip: tip, body: direction, slack: slack,
                                                    bodyLength: bodyLength, scale: scale) {
                        failures.append("\(what): \(part) \(problem)")
                    }
                }
            }
        }
        #expect(checkedDirections > 0)
        #expect(failures.isEmpty, "\(failures.count) failures, the first: \(failures.prefix(8).joined(separator: "\n"))")
    }

    /// The sides of a template's drawn body: each segment of the outline from a point of one head
    /// to a point of the other (every catalog template draws each side as one cubic), as a path
    /// of its own.
    static func sides(_ a: Arrow) -> [[PathElement]] {
        var sides: [[PathElement]] = []
        var start = Point.zero, current = Point.zero
        var startPart = ArrowPart.body, currentPart = ArrowPart.body
        for (element, part) in zip(a.outline.elements, a.outlineLabels.map(ArrowPart.init)) {
            let crosses = Set([currentPart, part]) == [.startHead, .endHead]
            switch element {
            case .move(let p):
                (start, startPart) = (p, part)
                (current, currentPart) = (p, part)
                continue
            case .close:
                if Set([currentPart, startPart]) == [.startHead, .endHead] { sides.append([.move(to: current), .line(to: start)]) }
                (current, currentPart) = (start, startPart)
                continue
            case .line(let p), .quad(let p, _), .cubic(let p, _, _):
                if crosses { sides.append([.move(to: current), element]) }
                (current, currentPart) = (p, part)
            }
        }
        return sides
    }

    /// The elements of a template's drawing that lie in one head: its moves, and the segments
    /// from one of its points to another (a body segment ending in the head's frame carries the
    /// head's part too, but its controls move with the body).
    static func headElements(_ path: BezierPath, _ parts: [ArrowPart], _ part: ArrowPart) -> [PathElement] {
        var previous = ArrowPart.body, subpathStart = ArrowPart.body
        var current = Point.zero, start = Point.zero
        var out: [PathElement] = []
        var contiguous = false
        for (element, p) in zip(path.elements, parts) {
            var keep: Bool
            switch element {
            case .move(let q):
                (subpathStart, start) = (p, q)
                keep = p == part
            case .close:
                keep = previous == part && subpathStart == part
            default:
                keep = previous == part && p == part
            }
            if keep {
                // A run of head segments starts where the segment before it ended.
                if !contiguous, element.endPoint != nil, !(element.isMove) { out.append(.move(to: current)) }
                out.append(element)
            }
            contiguous = keep
            current = element.endPoint ?? start
            previous = p
        }
        return out
    }

    /// The templates' own drawing (no style), where its claims apply: every template's heads
    /// are rigid (turned with the tips under `follow`, only moved under `fixed`) and never turned
    /// inside out, and everything is finite. Under `scaled` handles the body also neither
    /// crosses itself nor crosses its sides over each other, and under `follow` with `scaled`
    /// handles the heads point along the body while it is longer than the heads (closer tips
    /// collapse the handles and the sides run straight between the heads, back along them).
    /// `rigid` handles keep their length and twist the body through itself, as PaintCode's
    /// arrow does (<doc:ArrowModel>), so a rigid template's body is not checked.
    @Test(arguments: ArrowCatalog.all)
    func templateDrawingsKeepTheirClaims(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 0x7_1158)
        let rest = Arrow(template: template)
        let restAxis = (template.end.tip - template.start.tip).normalized
        func restHead(_ part: ArrowPart, _ tip: Point) -> ([PathElement], [PathElement]) {
            (Self.headElements(rest.outline, rest.outlineLabels.map(ArrowPart.init), part).map { $0.mapped { $0 - tip } },
             Self.headElements(rest.spine, rest.spineLabels.map(ArrowPart.init), part).map { $0.mapped { $0 - tip } })
        }
        let restHeads = (restHead(.startHead, template.start.tip), restHead(.endHead, template.end.tip))
        var a = Arrow(template: template)
        var failures: [String] = []
        var checkedBodies = 0
        for c in Self.tipCases(200, &rng) {
            a.setTips(start: c.start, end: c.end)
            let what = "\(template.name) \(c)"
            guard a.outline.isFinite, a.spine.isFinite, a.bounds.origin.isFinite, a.bounds.width.isFinite,
                  a.bounds.height.isFinite, a.centerLine.isFinite else {
                failures.append("\(what): not finite")
                continue
            }
            let s = a.start, e = a.end
            let centreLines = FlatGeometry.polylines(a.centerLine.elements, chords: 24)
            let scale = max(FlatGeometry.scale(centreLines), abs(s.x), abs(s.y), abs(e.x), abs(e.y))
            let tolerance = 1e-9 + 1e-12 * scale
            let bodyLength = FlatGeometry.length(centreLines)
            // The heads' turn: none under `fixed`; under `follow`, from the rest axis to the tips'.
            var turn = Point(1, 0)
            if template.orientation == .follow, let chord = BodyRoute.unit(e - s), s.distance(to: e) > 1e-9 * max(1, template.start.tip.distance(to: template.end.tip)) {
                turn = Point(chord.dot(restAxis), restAxis.cross(chord))
            }
            for (part, tip, restHead) in [(ArrowPart.startHead, s, restHeads.0), (.endHead, e, restHeads.1)] {
                let placed = (Self.headElements(a.outline, a.outlineLabels.map(ArrowPart.init), part), Self.headElements(a.spine, a.spineLabels.map(ArrowPart.init), part))
                if let problem = Self.checkHead(rest: restHead, placed: placed, tip: tip, body: turn, slack: 0,
                                                bodyLength: .infinity, scale: scale) {
                    failures.append("\(what): \(part) \(problem)")
                }
            }
            guard template.handles == .scaled else { continue }
            if let crossing = FlatGeometry.firstCrossing(centreLines, tolerance: tolerance) {
                failures.append("\(what): the centre line has \(crossing)")
            }
            let sides = Self.sides(a).map { FlatGeometry.polylines($0, chords: 24) }
            if sides.count != 2 { failures.append("\(what): \(sides.count) sides") }
            if let crossing = FlatGeometry.firstCrossing(sides.flatMap { $0 }, tolerance: tolerance) {
                failures.append("\(what): the sides have \(crossing)")
            }
            guard template.orientation == .follow, s.distance(to: e) > template.headLength + 1e-9 * scale,
                  bodyLength > 10 * tolerance else { continue }
            checkedBodies += 1
            let heading = Point(turn.x * restAxis.x - turn.y * restAxis.y, turn.y * restAxis.x + turn.x * restAxis.y)
            let angleTolerance = 1e-6 + 1e-13 * scale / bodyLength
            for (atStart, head) in [(true, -heading), (false, heading)] {
                guard let along = Self.direction(a.centerLine.elements, atStart: atStart, tolerance: tolerance) else { continue }
                let body = atStart ? -along : along
                if Self.angle(body, head) > angleTolerance {
                    failures.append("\(what): the \(atStart ? "start" : "end") head points along \(head), the body along \(body)")
                }
            }
        }
        #expect(template.handles == .rigid || template.orientation == .fixed || checkedBodies > 0)
        #expect(failures.isEmpty, "\(failures.count) failures, the first: \(failures.prefix(8).joined(separator: "\n"))")
    }
}

extension PathElement {
    /// Whether the element starts a subpath.
    var isMove: Bool {
        if case .move = self { true } else { false }
    }

    /// The element with every point moved by a function.
    func mapped(_ f: (Point) -> Point) -> PathElement {
        switch self {
        case .move(let p): .move(to: f(p))
        case .line(let p): .line(to: f(p))
        case .quad(let p, let c): .quad(to: f(p), control: f(c))
        case .cubic(let p, let c1, let c2): .cubic(to: f(p), control1: f(c1), control2: f(c2))
        case .close: .close
        }
    }
}
