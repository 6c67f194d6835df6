import TestSupport
import Testing
@testable import BezierArrow

/// The body routes between two heads (``BodyRoute``), checked against geometry worked out here
/// independently: circles through three points, axis-parallel routes, offset distances and
/// signed areas of the drawn paths.
@Suite struct BodyRouteTests {
    // MARK: - Helpers

    /// One drawn segment as a cubic (a line has its controls at its thirds).
    struct Piece {
        /// The segment's points: start, controls, end.
        var p0, p1, p2, p3: Point
        /// Whether the segment was drawn as a line.
        var isLine: Bool

        /// The point at parameter `t`.
        func at(_ t: Double) -> Point {
            let s = 1 - t
            return p0 * (s * s * s) + p1 * (3 * s * s * t) + p2 * (3 * s * t * t) + p3 * (t * t * t)
        }

        /// The derivative at parameter `t`.
        func derivative(_ t: Double) -> Point {
            let s = 1 - t
            return (p1 - p0) * (3 * s * s) + (p2 - p1) * (6 * s * t) + (p3 - p2) * (3 * t * t)
        }
    }

    /// A drawn path taken apart: its segments (the closing edge included) and its elements.
    struct Drawing {
        /// Every segment, the implicit closing line last.
        var pieces: [Piece] = []
        /// The number of moves and closes.
        var moves = 0, closes = 0
        /// Whether the path starts with a move and ends with a close.
        var startsWithMoveAndEndsClosed = false

        init(_ path: BezierPath) {
            var current = Point.zero, start = Point.zero
            for e in path.elements {
                switch e {
                case .move(let p):
                    moves += 1
                    current = p
                    start = p
                case .line(let p):
                    pieces.append(Piece(p0: current, p1: current.interpolated(to: p, 1.0 / 3),
                                        p2: current.interpolated(to: p, 2.0 / 3), p3: p, isLine: true))
                    current = p
                case .quad(let p, let c):
                    pieces.append(Piece(p0: current, p1: current.interpolated(to: c, 2.0 / 3),
                                        p2: p.interpolated(to: c, 2.0 / 3), p3: p, isLine: false))
                    current = p
                case .cubic(let p, let c1, let c2):
                    pieces.append(Piece(p0: current, p1: c1, p2: c2, p3: p, isLine: false))
                    current = p
                case .close:
                    closes += 1
                    if current != start {
                        pieces.append(Piece(p0: current, p1: current.interpolated(to: start, 1.0 / 3),
                                            p2: current.interpolated(to: start, 2.0 / 3), p3: start, isLine: true))
                    }
                    current = start
                }
            }
            if case .move = path.elements.first, path.elements.last == .close { startsWithMoveAndEndsClosed = true }
        }

        /// The exact signed area (Green's theorem, `1/2 ∮ x dy - y dx`), by 3-point Gauss-Legendre
        /// quadrature, exact for the degree-5 integrand of a cubic.
        var signedArea: Double {
            let nodes = [(0.5 - 0.5 * (0.6).squareRoot(), 5.0 / 18), (0.5, 8.0 / 18), (0.5 + 0.5 * (0.6).squareRoot(), 5.0 / 18)]
            var sum = 0.0
            for piece in pieces {
                for (t, w) in nodes { sum += w * piece.at(t).cross(piece.derivative(t)) }
            }
            return sum / 2
        }

        /// The shoelace area of the polygon of on-curve and control points.
        var controlPolygonArea: Double {
            var sum = 0.0
            for piece in pieces {
                sum += piece.p0.cross(piece.p1) + piece.p1.cross(piece.p2) + piece.p2.cross(piece.p3)
            }
            return sum / 2
        }

        /// Every point the path names, controls included.
        var allPoints: [Point] { pieces.flatMap { [$0.p0, $0.p1, $0.p2, $0.p3] } }

        /// The distance from `q` to the drawn curves: exact for lines, by sampling and a local
        /// golden-section search for curves.
        func distance(to q: Point) -> Double {
            var best = Double.infinity
            for piece in pieces {
                if piece.isLine {
                    best = min(best, segmentDistance(q, piece.p0, piece.p3))
                    continue
                }
                let n = 256
                var bestT = 0.0, bestD = Double.infinity
                for i in 0...n {
                    let t = Double(i) / Double(n), d = piece.at(t).distance(to: q)
                    if d < bestD { bestD = d; bestT = t }
                }
                var lo = max(0, bestT - 1.0 / Double(n)), hi = min(1, bestT + 1.0 / Double(n))
                let g = ((5.0).squareRoot() - 1) / 2
                for _ in 0..<60 {
                    let a = hi - g * (hi - lo), b = lo + g * (hi - lo)
                    if piece.at(a).distance(to: q) < piece.at(b).distance(to: q) { hi = b } else { lo = a }
                }
                best = min(best, bestD, piece.at((lo + hi) / 2).distance(to: q))
            }
            return best
        }
    }

    /// The distance from `q` to the segment from `a` to `b`.
    static func segmentDistance(_ q: Point, _ a: Point, _ b: Point) -> Double {
        let v = b - a, l = v.lengthSquared
        guard l > 0 else { return q.distance(to: a) }
        let t = min(1, max(0, (q - a).dot(v) / l))
        return q.distance(to: a + v * t)
    }

    /// The centre and radius of the circle through three points (circumcentre formula).
    static func circle(_ a: Point, _ b: Point, _ c: Point) -> (centre: Point, radius: Double) {
        let bx = b.x - a.x, by = b.y - a.y, cx = c.x - a.x, cy = c.y - a.y
        let d = 2 * (bx * cy - by * cx)
        let ux = (cy * (bx * bx + by * by) - by * (cx * cx + cy * cy)) / d
        let uy = (bx * (cx * cx + cy * cy) - cx * (bx * bx + by * by)) / d
        let centre = Point(a.x + ux, a.y + uy)
        return (centre, centre.distance(to: a))
    }

    /// The route's centre line, drawn into a path.
    static func centerLine(_ r: BodyRoute) -> BezierPath {
        var p = BezierPath()
        r.drawCenterLine(into: &p)
        return p
    }

    /// The route's outline at a width, drawn into a path.
    static func outline(_ r: BodyRoute, width: Double) -> BezierPath {
        var p = BezierPath()
        r.drawOutline(width: width, into: &p)
        return p
    }

    /// The bend point of an arc: `bend` along `(-d.y, d.x)` from the chord's midpoint.
    static func bendPoint(_ s: Point, _ e: Point, _ bend: Double) -> Point {
        let c = s.distance(to: e)
        let d = Point((e.x - s.x) / c, (e.y - s.y) / c)
        return Point((s.x + e.x) / 2 - d.y * bend, (s.y + e.y) / 2 + d.x * bend)
    }

    /// The body kinds are a named option list like the others.
    @Test func bodyKindNames() {
        NamedOptionTests.check(ArrowBodyKind.self, names: ["straight", "curved", "arc", "elbow"])
    }

    // MARK: - Straight

    @Test func straightAttachmentsAndDirections() {
        let s = Point(10, 20), e = Point(70, 100)  // a 3-4-5 triangle: d = (0.6, 0.8)
        let r = BodyRoute.straight(start: s, end: e, startTrim: 5, endTrim: 10)
        #expect(isApproximatelyEqual(r.startAttachment, Point(13, 24), tolerance: 1e-12))
        #expect(isApproximatelyEqual(r.endAttachment, Point(64, 92), tolerance: 1e-12))
        #expect(isApproximatelyEqual(r.startDirection, Point(-0.6, -0.8), tolerance: 1e-15))
        #expect(isApproximatelyEqual(r.endDirection, Point(0.6, 0.8), tolerance: 1e-15))
        #expect(isApproximatelyEqual(r.handle, Point(38.5, 58), tolerance: 1e-12))
        let line = Drawing(Self.centerLine(r))
        #expect(line.pieces.count == 1 && line.pieces[0].isLine)
        #expect(line.pieces[0].p0 == r.startAttachment && line.pieces[0].p3 == r.endAttachment)
    }

    @Test func coincidentTipsGiveAZeroLengthBodyAtTheTip() {
        let p = Point(5, 7)
        let routes = [BodyRoute.straight(start: p, end: p, startTrim: 3, endTrim: 4),
                      .curved(start: p, end: p, startHeading: .zero, endHeading: .zero, startTrim: 0, endTrim: 0),
                      .arc(start: p, end: p, bend: 30, startTrim: 3, endTrim: 4),
                      .elbow(start: p, end: p, offset: 10, startTrim: 3, endTrim: 4, cornerRadius: 5)]
        for r in routes {
            #expect(r.startAttachment == p && r.endAttachment == p && r.handle == p)
            #expect(r.startDirection == Point(-1, 0) && r.endDirection == Point(1, 0))
            #expect(Drawing(Self.outline(r, width: 4)).allPoints.allSatisfy { $0.isFinite })
        }
    }

    // MARK: - Curved

    @Test func curvedControlsFollowTheHeadings() {
        let s = Point(0, 0), e = Point(200, 80)
        let hs = Point(-1, 0), he = Point(1, 0)
        let r = BodyRoute.curved(start: s, end: e, startHeading: hs, endHeading: he, startTrim: 10, endTrim: 20)
        let a = Point(10, 0), b = Point(180, 80)
        #expect(r.startAttachment == a && r.endAttachment == b)
        #expect(r.startDirection == hs && r.endDirection == he)
        let k = ((170.0 * 170 + 80 * 80).squareRoot()) / 3
        let line = Drawing(Self.centerLine(r))
        #expect(line.pieces.count == 1)
        let c = line.pieces[0]
        #expect(c.p0 == a && c.p3 == b)
        #expect(isApproximatelyEqual(c.p1, Point(10 + k, 0), tolerance: 1e-12))
        #expect(isApproximatelyEqual(c.p2, Point(180 - k, 80), tolerance: 1e-12))
        #expect(isApproximatelyEqual(r.handle, c.at(0.5), tolerance: 1e-12))
        // An S: the curve leaves the start going +x and arrives at the end going +x.
        #expect(c.derivative(0).normalized == Point(1, 0) && c.derivative(1).normalized == Point(1, 0))
    }

    /// Heads that point into the body (tips moved past each other) make the curve loop; the
    /// ribbon's area stays positive.
    @Test func loopingCurvedBodyHasAPositiveArea() {
        let r = BodyRoute.curved(start: Point(200, 0), end: Point(0, 40), startHeading: Point(-1, 0),
                                 endHeading: Point(1, 0), startTrim: 10, endTrim: 10)
        for width in [2.0, 10, 40, 120] {
            let outline = Drawing(Self.outline(r, width: width))
            #expect(outline.signedArea > 0 && outline.controlPolygonArea > 0, "width \(width): \(outline.signedArea)")
        }
    }

    // MARK: - Arc

    @Test(arguments: [(0.3, 0.0, 0.0), (0.3, 12.0, 30.0), (-0.45, 5.0, 5.0), (0.5, 20.0, 0.0),
                      (0.8, 15.0, 25.0), (-0.8, 40.0, 10.0), (2.5, 10.0, 10.0), (0.01, 8.0, 9.0)])
    func arcPointsLieOnTheCircleThroughTheTipsAndTheBendPoint(bendRatio: Double, startTrim: Double, endTrim: Double) {
        let s = Point(30, 40), e = Point(230, 140)
        let chord = s.distance(to: e), bend = bendRatio * chord
        let r = BodyRoute.arc(start: s, end: e, bend: bend, startTrim: startTrim, endTrim: endTrim)
        let m = Self.bendPoint(s, e, bend)
        let (centre, radius) = Self.circle(s, e, m)
        func onCircle(_ p: Point) -> Bool { abs(p.distance(to: centre) - radius) < 1e-9 * radius }
        #expect(isApproximatelyEqual(r.handle, m, tolerance: 1e-12 * chord))
        #expect(onCircle(r.handle) && onCircle(r.startAttachment) && onCircle(r.endAttachment))
        // Chord distances from the tips are the trims; the heads point from attachment to tip.
        #expect(isApproximatelyEqual(r.startAttachment.distance(to: s), startTrim, tolerance: 1e-9))
        #expect(isApproximatelyEqual(r.endAttachment.distance(to: e), endTrim, tolerance: 1e-9))
        #expect(isApproximatelyEqual(r.startDirection.length, 1, tolerance: 1e-15))
        #expect(isApproximatelyEqual(r.endDirection.length, 1, tolerance: 1e-15))
        if startTrim > 0 { #expect(isApproximatelyEqual(r.startDirection, (s - r.startAttachment) / startTrim, tolerance: 1e-9)) }
        if endTrim > 0 { #expect(isApproximatelyEqual(r.endDirection, (e - r.endAttachment) / endTrim, tolerance: 1e-9)) }
        // Untrimmed, a head points along the tangent: across the radius.
        if startTrim == 0 { #expect(abs(r.startDirection.dot(s - centre)) < 1e-9 * radius) }
        if endTrim == 0 { #expect(abs(r.endDirection.dot(e - centre)) < 1e-9 * radius) }

        // The drawn centre line: cubics of at most 45 degrees, whose largest radial error is
        // 2/27 sin^6(pi/16) / cos^2(pi/16) = 4.2e-6 of the radius (the bound quoted in
        // PathBuilder+Arcs.swift), so 1e-5 R holds with room to spare (a quarter-circle piece,
        // 2.7e-4 R, would fail it).
        let line = Drawing(Self.centerLine(r))
        #expect(line.moves == 1 && line.closes == 0)
        #expect(line.pieces.first?.p0 == r.startAttachment && line.pieces.last?.p3 == r.endAttachment)
        for piece in line.pieces {
            #expect(!piece.isLine)
            let a0 = piece.p0 - centre, a1 = piece.p3 - centre
            let angle = abs(atan2(a0.cross(a1), a0.dot(a1)))
            #expect(angle <= .pi / 4 + 1e-12)
            for i in 0...32 {
                let p = piece.at(Double(i) / 32)
                #expect(abs(p.distance(to: centre) - radius) < 1e-5 * radius)
            }
        }
        // The arc passes through the bend point (the handle), not the other way round the circle.
        #expect(line.distance(to: m) < 1e-5 * radius)
    }

    /// An arc is cut into the fewest pieces of at most an eighth of a turn, all turning alike:
    /// as many as its sweep (measured here at the centre, through the bend point) takes, from a
    /// slight bow to nearly a whole circle, trimmed and not. (The route finds the count without
    /// an angle, from the cosine of half the sweep.)
    @Test(arguments: [0.02, 0.2, 0.41, 0.9, 1.6, 3, 12])
    func arcIsCutIntoTheFewestPiecesOfAnEighthTurn(bendRatio: Double) {
        let s = Point(30, 40), e = Point(230, 140)
        let bend = bendRatio * s.distance(to: e)
        let (centre, _) = Self.circle(s, e, Self.bendPoint(s, e, bend))
        /// The angle at the centre between two points, in [0, pi].
        func angle(_ a: Point, _ b: Point) -> Double {
            let u = a - centre, v = b - centre
            return abs(atan2(u.cross(v), u.dot(v)))
        }
        for (startTrim, endTrim) in [(0.0, 0.0), (12.0, 30.0)] {
            let r = BodyRoute.arc(start: s, end: e, bend: bend, startTrim: startTrim, endTrim: endTrim)
            // The handle lies between the attachments: trims shorter than half the chord.
            let sweep = angle(r.startAttachment, r.handle) + angle(r.handle, r.endAttachment)
            let pieces = Drawing(Self.centerLine(r)).pieces
            #expect(pieces.count == max(1, Int((sweep / (.pi / 4)).rounded(.up))), "sweep \(sweep)")
            for piece in pieces {
                #expect(isApproximatelyEqual(angle(piece.p0, piece.p3), sweep / Double(pieces.count), tolerance: 1e-9))
            }
        }
    }

    @Test func positiveBendBowsDownwardOnAScreenForAnArrowPointingRight() {
        let r = BodyRoute.arc(start: Point(0, 0), end: Point(100, 0), bend: 20, startTrim: 0, endTrim: 0)
        #expect(isApproximatelyEqual(r.handle, Point(50, 20), tolerance: 1e-12))
        let mid = Drawing(Self.centerLine(r)).pieces.map { $0.at(0.5) }
        #expect(mid.allSatisfy { $0.y > 0 })
        // The heads point back up and out: the start head to the upper left, the end head to the upper right.
        #expect(r.startDirection.x < 0 && r.startDirection.y < 0)
        #expect(r.endDirection.x > 0 && r.endDirection.y < 0)
        let up = BodyRoute.arc(start: Point(0, 0), end: Point(100, 0), bend: -20, startTrim: 0, endTrim: 0)
        #expect(isApproximatelyEqual(up.handle, Point(50, -20), tolerance: 1e-12))
    }

    @Test func majorArcGoesBehindTheTips() {
        let s = Point(0, 0), e = Point(100, 0)
        let r = BodyRoute.arc(start: s, end: e, bend: 80, startTrim: 10, endTrim: 10)
        let (centre, radius) = Self.circle(s, e, Point(50, 80))
        #expect(isApproximatelyEqual(radius, (80.0 * 80 + 50 * 50) / 160, tolerance: 1e-12))
        let samples = Drawing(Self.centerLine(r)).pieces.flatMap { p in (0...8).map { p.at(Double($0) / 8) } }
        // More than a half circle: the body reaches past both tips along the chord.
        #expect(samples.contains { $0.x < -1 } && samples.contains { $0.x > 101 })
        #expect(samples.allSatisfy { abs($0.distance(to: centre) - radius) < 1e-5 * radius })
        #expect(samples.map(\.y).max()! > 79.99)
        // Heads of a major arc point back towards the chord.
        #expect(r.startDirection.x > 0 && r.endDirection.x < 0)
    }

    @Test func flatArcsAndTrimsThatDoNotFitFallBackToTheStraightRoute() {
        let s = Point(0, 0), e = Point(100, 50)
        let straight = BodyRoute.straight(start: s, end: e, startTrim: 5, endTrim: 6)
        #expect(BodyRoute.arc(start: s, end: e, bend: 1e-8, startTrim: 5, endTrim: 6) == straight)
        #expect(BodyRoute.arc(start: s, end: e, bend: 0, startTrim: 5, endTrim: 6) == straight)
        // A bend just above the threshold is still an arc, and a nearly straight one.
        let flat = BodyRoute.arc(start: s, end: e, bend: 1e-6, startTrim: 5, endTrim: 6)
        #expect(flat != straight)
        #expect(isApproximatelyEqual(flat.startAttachment, straight.startAttachment, tolerance: 1e-6))
        let long = BodyRoute.straight(start: s, end: e, startTrim: 80, endTrim: 80)
        #expect(BodyRoute.arc(start: s, end: e, bend: 10, startTrim: 80, endTrim: 80) == long)
    }

    // MARK: - Elbow

    /// Elbow cases: both axes, all four quadrants, several offsets.
    static let elbowCases: [(Point, Point, Double)] = {
        var cases: [(Point, Point, Double)] = []
        for (dx, dy) in [(200.0, 80.0), (-200, 80), (200, -80), (-200, -80), (80, 200), (-80, 200), (80, -200), (-80, -200)] {
            for offset in [0.0, 30, -45] { cases.append((Point(20, 30), Point(20 + dx, 30 + dy), offset)) }
        }
        return cases
    }()

    @Test(arguments: elbowCases)
    func elbowRoutesAreAxisParallelAndTangentContinuous(start: Point, end: Point, offset: Double) {
        let r = BodyRoute.elbow(start: start, end: end, offset: offset, startTrim: 10, endTrim: 15, cornerRadius: 12)
        let v = end - start
        let alongX = abs(v.x) >= abs(v.y)
        let axis = alongX ? Point(v.x > 0 ? 1 : -1, 0) : Point(0, v.y > 0 ? 1 : -1)
        #expect(r.startDirection == -axis && r.endDirection == axis)
        #expect(isApproximatelyEqual(r.startAttachment, start + axis * 10, tolerance: 1e-12))
        #expect(isApproximatelyEqual(r.endAttachment, end - axis * 15, tolerance: 1e-12))
        // The middle segment lies `offset` from halfway along the main axis; the handle is its midpoint.
        let mid = start.interpolated(to: end, 0.5)
        let expectedHandle = alongX ? Point(mid.x + offset, mid.y) : Point(mid.x, mid.y + offset)
        #expect(isApproximatelyEqual(r.handle, expectedHandle, tolerance: 1e-12))

        let line = Drawing(Self.centerLine(r))
        #expect(line.moves == 1 && line.closes == 0)
        #expect(line.pieces.first?.p0 == r.startAttachment && line.pieces.last?.p3 == r.endAttachment)
        var previous: Point?
        var corners = 0
        for piece in line.pieces {
            let d = piece.p3 - piece.p0
            if piece.isLine {
                #expect(abs(d.x) < 1e-12 || abs(d.y) < 1e-12, "line \(piece.p0) -> \(piece.p3) is not axis-parallel")
                if d.length < 1e-12 { continue }
            } else {
                corners += 1
                // A quarter circle of radius 12: ends r * sqrt(2) apart, handles of 0.5523 r.
                #expect(isApproximatelyEqual(d.length, 12 * (2.0).squareRoot(), tolerance: 1e-9))
                #expect(isApproximatelyEqual((piece.p1 - piece.p0).length, 12 * 0.5522847498, tolerance: 1e-9))
                #expect(isApproximatelyEqual((piece.p3 - piece.p2).length, 12 * 0.5522847498, tolerance: 1e-9))
            }
            let tin = (piece.isLine ? d : piece.p1 - piece.p0).normalized
            let tout = (piece.isLine ? d : piece.p3 - piece.p2).normalized
            if let previous {
                #expect(abs(previous.cross(tin)) < 1e-12 && previous.dot(tin) > 0, "a kink at \(piece.p0)")
            }
            previous = tout
        }
        #expect(corners == 2)
        // The first and last segments run against the heads' directions (away from the tips).
        #expect(isApproximatelyEqual(line.pieces.first!.derivative(0).normalized, -r.startDirection, tolerance: 1e-12))
        #expect(isApproximatelyEqual(line.pieces.last!.derivative(1).normalized, r.endDirection, tolerance: 1e-12))
    }

    @Test func elbowMiddleSegmentMovesWithTheOffsetAndStaysBetweenTheAttachments() {
        let s = Point(0, 0), e = Point(300, 100)
        let a = BodyRoute.elbow(start: s, end: e, offset: 0, startTrim: 20, endTrim: 20, cornerRadius: 8)
        let b = BodyRoute.elbow(start: s, end: e, offset: 40, startTrim: 20, endTrim: 20, cornerRadius: 8)
        #expect(isApproximatelyEqual(b.handle - a.handle, Point(40, 0), tolerance: 1e-12))
        for offset in [1e12, -1e12, 500, -500] {
            let r = BodyRoute.elbow(start: s, end: e, offset: offset, startTrim: 20, endTrim: 20, cornerRadius: 8)
            #expect(r.handle.x > 20 && r.handle.x < 280)
            #expect(Drawing(Self.centerLine(r)).allPoints.allSatisfy { $0.isFinite })
        }
        // A perpendicular gap below 1e-9 of the distance is a straight body.
        #expect(BodyRoute.elbow(start: s, end: Point(300, 1e-8), offset: 5, startTrim: 1, endTrim: 2, cornerRadius: 8)
                == .straight(start: s, end: Point(300, 1e-8), startTrim: 1, endTrim: 2))
    }

    /// A band needs room at an elbow: the middle segment keeps half the width clear of each
    /// attachment, and with less than the width across the axis or along it the route is
    /// straight (the inner sides of corners tighter than the half width meet half a width back
    /// along each segment, behind a shorter segment's butt edge, and the band crossed itself).
    @Test func elbowKeepsRoomForItsBand() {
        let s = Point(0, 0)
        for offset in [1e12, -1e12] {
            let r = BodyRoute.elbow(start: s, end: Point(300, 100), offset: offset, startTrim: 20, endTrim: 20,
                                    cornerRadius: 8, width: 14)
            #expect(r.handle.x >= 27 - 1e-12 && r.handle.x <= 273 + 1e-12, "\(r.handle)")
        }
        // 10 across is less than the band's 14; so are 10 along the axis between the attachments.
        #expect(BodyRoute.elbow(start: s, end: Point(300, 10), offset: 0, startTrim: 1, endTrim: 2, cornerRadius: 8, width: 14)
                == .straight(start: s, end: Point(300, 10), startTrim: 1, endTrim: 2))
        #expect(BodyRoute.elbow(start: s, end: Point(40, 30), offset: 0, startTrim: 15, endTrim: 15, cornerRadius: 8, width: 14)
                == .straight(start: s, end: Point(40, 30), startTrim: 15, endTrim: 15))
        if case .elbow = BodyRoute.elbow(start: s, end: Point(40, 30), offset: 0, startTrim: 15, endTrim: 15, cornerRadius: 8).shape {
        } else {
            Issue.record("without a width the same tips make an elbow")
        }
    }

    /// A curved body whose attachments meet to rounding draws its band onto the butt edges: its
    /// legs' directions are rounding, and taking them drew a loop some 12 units across.
    @Test func curvedBandOfNoLengthStaysOnItsButtEdges() {
        let s = Point(-222.0155492134075, -86.56846496836613), e = Point(-222.42209606721335, -84.4810349349494)
        let trim = s.distance(to: e) / 2
        let r = BodyRoute.curved(start: s, end: e, startHeading: (s - e).normalized, endHeading: (e - s).normalized,
                                 startTrim: trim, endTrim: trim)
        var outline = BezierPath()
        r.drawOutline(width: 14, into: &outline)
        for p in Drawing(outline).allPoints {
            #expect(p.distance(to: r.startAttachment) <= 7 + 1e-9, "\(p)")
        }
    }

    // MARK: - Outline

    /// A route of each kind, with the width its outline is checked at and the tolerance on the
    /// sides' distance from the centre line.
    static let outlineCases: [(String, BodyRoute, Double, Double)] = [
        ("straight", .straight(start: Point(10, 10), end: Point(210, 90), startTrim: 12, endTrim: 8), 10, 1e-9),
        ("arc", .arc(start: Point(10, 10), end: Point(210, 90), bend: 40, startTrim: 12, endTrim: 8), 10, 1e-3),
        ("arc negative", .arc(start: Point(10, 10), end: Point(210, 90), bend: -60, startTrim: 12, endTrim: 8), 10, 1e-3),
        ("arc major", .arc(start: Point(10, 10), end: Point(210, 90), bend: 170, startTrim: 12, endTrim: 8), 10, 1e-3),
        ("elbow x", .elbow(start: Point(10, 10), end: Point(210, 90), offset: 15, startTrim: 12, endTrim: 8, cornerRadius: 12), 10, 1e-3),
        ("elbow y back", .elbow(start: Point(210, 200), end: Point(130, 10), offset: -20, startTrim: 12, endTrim: 8, cornerRadius: 12), 10, 1e-3),
        ("elbow sharp", .elbow(start: Point(10, 10), end: Point(210, 90), offset: 0, startTrim: 12, endTrim: 8, cornerRadius: 0), 10, 1e-3),
        ("elbow tight", .elbow(start: Point(10, 10), end: Point(210, 90), offset: 0, startTrim: 12, endTrim: 8, cornerRadius: 3), 10, 1e-3),
        // Tiller-Hanson offsets of the control polygon are not exact offsets: for these curves
        // (200 long, 80 sideways, width 10) the sides' distance is off by up to 3.1% of the width
        // (measured: 0.305 for the S, 0.248 for the bent one), so the bound is 5%.
        ("curved", .curved(start: Point(10, 10), end: Point(210, 90), startHeading: Point(-1, 0), endHeading: Point(1, 0),
                           startTrim: 12, endTrim: 8), 10, 5e-2),
        ("curved bent", .curved(start: Point(10, 10), end: Point(210, 90), startHeading: Point(0, -1), endHeading: Point(1, 0),
                                startTrim: 12, endTrim: 8), 10, 5e-2),
    ]

    @Test(arguments: outlineCases)
    func outlineSidesLieHalfTheWidthFromTheCentreLine(name: String, route: BodyRoute, width: Double, tolerance: Double) {
        let centre = Drawing(Self.centerLine(route))
        let outline = Drawing(Self.outline(route, width: width))
        #expect(outline.moves == 1 && outline.closes == 1 && outline.startsWithMoveAndEndsClosed, "\(name): one closed subpath")
        #expect(outline.signedArea > 0, "\(name): area \(outline.signedArea)")
        #expect(outline.controlPolygonArea > 0, "\(name): control polygon area \(outline.controlPolygonArea)")
        // Away from the two butt edges (the lines across the attachments), every point of the
        // outline is half the width from the centre line.
        var worst = 0.0
        for piece in outline.pieces {
            let middle = piece.at(0.5)
            if piece.isLine && (middle.distance(to: route.startAttachment) < 1e-9 * width
                                || middle.distance(to: route.endAttachment) < 1e-9 * width) { continue }
            for i in 0...16 {
                let p = piece.at(Double(i) / 16)
                worst = max(worst, abs(centre.distance(to: p) - width / 2))
            }
        }
        #expect(worst <= tolerance * width, "\(name): worst distance error \(worst)")
    }

    @Test func arcOutlineSidesAreConcentricCircles() {
        let s = Point(10, 10), e = Point(210, 90)
        for bend in [40.0, -60, 170] {
            let r = BodyRoute.arc(start: s, end: e, bend: bend, startTrim: 12, endTrim: 8)
            let (centre, radius) = Self.circle(s, e, Self.bendPoint(s, e, bend))
            let outline = Drawing(Self.outline(r, width: 10))
            for piece in outline.pieces where !piece.isLine {
                for i in 0...16 {
                    let d = piece.at(Double(i) / 16).distance(to: centre)
                    #expect(abs(abs(d - radius) - 5) < 1e-3 * 10)
                }
            }
        }
        // An inner radius below 0 is 0: that side is the centre itself.
        let tight = BodyRoute.arc(start: Point(0, 0), end: Point(8, 0), bend: 4, startTrim: 0, endTrim: 0)
        let outline = Drawing(Self.outline(tight, width: 20))
        #expect(outline.signedArea > 0)
        #expect(outline.allPoints.contains { isApproximatelyEqual($0, Point(4, 0), tolerance: 1e-12) })
    }

    // MARK: - Property

    /// 500 seeded random cases, from 1e-3 to 1e12 across, with bends and offsets up to 1e12,
    /// tiny bends, coincident tips and trims that overlap.
    @Test func randomRoutesAreFiniteWithUnitDirections() {
        var rng = SplitMix64(seed: 0xB0D7)
        let scales = [1e-3, 1.0, 300, 1e6, 1e12]
        for round in 0..<500 {
            let scale = scales[round % scales.count]
            let s = rng.point(within: scale), e = round % 50 == 7 ? s : rng.point(within: scale)
            let chord = s.distance(to: e)
            let bend = rng.uniform(-1.5...1.5) * (round % 3 == 0 ? chord : scale) * (round % 11 == 0 ? 1e-10 : 1)
            let offset = rng.uniform(-2...2) * (round % 17 == 0 ? 1e12 : chord)
            let st = rng.uniform(0...0.6) * chord, et = rng.uniform(0...0.6) * chord
            let width = rng.uniform(0...0.2) * scale
            let heading = Point(rng.uniform(-1...1), rng.uniform(-1...1))
            let routes = [BodyRoute.straight(start: s, end: e, startTrim: st, endTrim: et),
                          .curved(start: s, end: e, startHeading: heading, endHeading: -heading, startTrim: st, endTrim: et),
                          .arc(start: s, end: e, bend: bend, startTrim: st, endTrim: et),
                          .elbow(start: s, end: e, offset: offset, startTrim: st, endTrim: et, cornerRadius: rng.uniform(0...0.3) * scale)]
            for r in routes {
                let fields = [r.startAttachment, r.endAttachment, r.startDirection, r.endDirection, r.handle]
                #expect(fields.allSatisfy { $0.isFinite }, "round \(round): \(r)")
                #expect(abs(r.startDirection.length - 1) < 1e-12 && abs(r.endDirection.length - 1) < 1e-12, "round \(round): \(r)")
                let line = Self.centerLine(r), outline = Self.outline(r, width: width)
                #expect(line.isFinite && outline.isFinite, "round \(round): \(r)")
                let drawing = Drawing(outline)
                #expect(drawing.moves == 1 && drawing.closes == 1)
                // A ribbon of a visible width along a body of a visible length has a positive area.
                if width > 1e-3 * scale && r.startAttachment.distance(to: r.endAttachment) > 1e-3 * scale {
                    #expect(drawing.signedArea > 0 && drawing.controlPolygonArea > 0,
                            "round \(round): areas \(drawing.signedArea), \(drawing.controlPolygonArea) at width \(width): \(r)")
                }
            }
        }
    }
}
