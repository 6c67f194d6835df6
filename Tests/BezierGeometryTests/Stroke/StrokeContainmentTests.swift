import Testing
@testable import BezierGeometry

/// Stroke containment semantics, case by case: caps, joins, the miter limit, closed subpaths,
/// zero-length segments and subpaths, coincident control points and cusps.
@Suite struct StrokeContainmentTests {
    func path(_ data: String) -> BezierPath {
        // The data below is written by hand; a mistake in it should fail loudly.
        try! BezierPath(svgPathData: data)
    }

    func hits(_ data: String, _ style: BezierPath.StrokeStyle, _ points: [Point]) -> [Bool] {
        let tester = PreparedPath(path(data), strokeStyle: style)
        return points.map { tester.strokeContains($0) }
    }

    @Test func lineWithButtCapsIsItsRectangle() {
        let style = BezierPath.StrokeStyle(width: 10, cap: .butt)
        #expect(hits("M 0 0 L 100 0", style, [Point(50, 4.9), Point(0.1, -4.9), Point(99.9, 0)]) == [true, true, true])
        #expect(hits("M 0 0 L 100 0", style, [Point(50, 5.1), Point(-0.1, 0), Point(100.1, 0)]) == [false, false, false])
    }

    @Test func squareCapsExtendHalfTheWidth() {
        let style = BezierPath.StrokeStyle(width: 10, cap: .square)
        #expect(hits("M 0 0 L 100 0", style, [Point(-4.9, 4.9), Point(104.9, -4.9)]) == [true, true])
        #expect(hits("M 0 0 L 100 0", style, [Point(-5.1, 0), Point(105.1, 0), Point(104, 5.1)]) == [false, false, false])
    }

    @Test func roundCapsAreHalfDisks() {
        let style = BezierPath.StrokeStyle(width: 10, cap: .round)
        #expect(hits("M 0 0 L 100 0", style, [Point(-3.5, 3.5), Point(104.9, 0)]) == [true, true])
        // Just outside the disk, though inside its bounding square.
        #expect(hits("M 0 0 L 100 0", style, [Point(-3.6, 3.6), Point(103.6, -3.6)]) == [false, false])
    }

    @Test func roundCapsOnACurveFollowItsEndTangent() {
        // The end tangent of this quadratic points straight down.
        let style = BezierPath.StrokeStyle(width: 10, cap: .round)
        #expect(hits("M 0 0 Q 100 0 100 100", style, [Point(100, 104.9)]) == [true])
        #expect(hits("M 0 0 Q 100 0 100 100", style, [Point(100, 105.1)]) == [false])
    }

    // A right-angle corner at (100, 0): the outer corner is towards (+x, -y).
    static let corner = "M 0 0 L 100 0 L 100 100"

    @Test func miterJoinFillsTheCornerWithinTheLimit() {
        // A right angle: 1 / sin(45 degrees) = 1.414 <= 1.5, so mitred.
        let style = BezierPath.StrokeStyle(width: 10, join: .miter, miterLimit: 1.5)
        #expect(hits(Self.corner, style, [Point(104.9, -4.9)]) == [true])
        #expect(hits(Self.corner, style, [Point(105.1, -4.9), Point(104.9, -5.1)]) == [false, false])
    }

    @Test func miterJoinOverTheLimitIsBevelled() {
        // 1.414 > 1.4: bevelled; the bevel's edge runs from (100, -5) to (105, 0).
        let style = BezierPath.StrokeStyle(width: 10, join: .miter, miterLimit: 1.4)
        #expect(hits(Self.corner, style, [Point(102.4, -2.4)]) == [true])
        #expect(hits(Self.corner, style, [Point(102.6, -2.6), Point(104.9, -4.9)]) == [false, false])
    }

    @Test func bevelJoinCutsTheCorner() {
        let style = BezierPath.StrokeStyle(width: 10, join: .bevel)
        #expect(hits(Self.corner, style, [Point(102.4, -2.4)]) == [true])
        #expect(hits(Self.corner, style, [Point(102.6, -2.6)]) == [false])
    }

    @Test func roundJoinIsThePieBetweenTheOuterNormals() {
        let style = BezierPath.StrokeStyle(width: 10, join: .round)
        #expect(hits(Self.corner, style, [Point(103.5, -3.5)]) == [true])
        #expect(hits(Self.corner, style, [Point(103.6, -3.6)]) == [false])
    }

    @Test func sharpMiterReachesFarButIsLimited() {
        // A 20-degree spike: 1 / sin(10 degrees) = 5.76.
        let data = "M 0 0 L 100 0 L \(100 - 100 * cos(20 * Double.pi / 180)) \(100 * sin(20 * Double.pi / 180))"
        let tipDistance = 5 / sin(10 * Double.pi / 180)  // from the vertex along the bisector
        let bisector = Point(cos(-10 * Double.pi / 180), sin(-10 * Double.pi / 180))
        let nearTip = Point(100, 0) + bisector * (tipDistance - 0.1)
        #expect(hits(data, BezierPath.StrokeStyle(width: 10, join: .miter, miterLimit: 6), [nearTip]) == [true])
        #expect(hits(data, BezierPath.StrokeStyle(width: 10, join: .miter, miterLimit: 5.7), [nearTip]) == [false])
    }

    @Test func closedSubpathsJoinAtTheStartAndHaveNoCaps() {
        let square = "M 0 0 L 100 0 L 100 100 L 0 100 Z"
        let style = BezierPath.StrokeStyle(width: 10, cap: .square, join: .miter)
        // The start corner is mitred like the others, and nothing sticks out as a cap would.
        #expect(hits(square, style, [Point(-4.9, -4.9), Point(104.9, 104.9)]) == [true, true])
        #expect(hits(square, style, [Point(-5.1, 0), Point(0, -5.1)]) == [false, false])
        // The same path open: square caps at (0, 0) reach backwards along each end's segment.
        let open = "M 0 0 L 100 0 L 100 100 L 0 100 L 0 0"
        #expect(hits(open, style, [Point(-4.9, -4.9)]) == [true])
        #expect(hits(open, BezierPath.StrokeStyle(width: 10, cap: .butt, join: .miter), [Point(-4.9, -4.9)]) == [false])
    }

    @Test func zeroLengthSubpathsAreDotsForRoundAndSquareCaps() {
        let points = [Point(10 + 4.9, 10), Point(10 + 3.6, 10 + 3.6), Point(10 + 4.9, 10 - 4.9)]
        for data in ["M 10 10 L 10 10", "M 10 10 Z", "M 10 10 C 10 10 10 10 10 10", "M 10 10 L 10 10 L 10 10 Z"] {
            #expect(hits(data, BezierPath.StrokeStyle(width: 10, cap: .round), points) == [true, false, false], "\(data)")
            #expect(hits(data, BezierPath.StrokeStyle(width: 10, cap: .square), points) == [true, true, true], "\(data)")
            #expect(hits(data, BezierPath.StrokeStyle(width: 10, cap: .butt), points) == [false, false, false], "\(data)")
        }
    }

    @Test func loneMovesAndEmptyPathsDrawNothing() {
        for data in ["", "M 10 10", "M 10 10 M 20 20"] {
            let tester = PreparedPath(path(data), strokeStyle: BezierPath.StrokeStyle(width: 10, cap: .round))
            #expect(!tester.strokeContains(Point(10, 10)))
            #expect(tester.strokeBoundingBox.isNull)
        }
    }

    @Test func zeroLengthSegmentsTakeTheirDirectionFromTheNeighbours() {
        // The zero-length segment at the corner neither breaks the join nor adds a cap there.
        let style = BezierPath.StrokeStyle(width: 10, cap: .butt, join: .miter, miterLimit: 10)
        let data = "M 0 0 L 100 0 L 100 0 L 100 100"
        #expect(hits(data, style, [Point(104.9, -4.9)]) == hits(Self.corner, style, [Point(104.9, -4.9)]))
        #expect(hits(data, style, [Point(104.9, -4.9)]) == [true])
        // At the start: the first real segment sets the cap's direction.
        let start = "M 0 0 L 0 0 L 100 0"
        #expect(hits(start, BezierPath.StrokeStyle(width: 10, cap: .square), [Point(-4.9, 4.9)]) == [true])
    }

    @Test func coincidentControlPointUsesTheNextDistinctOne() {
        // The first control point sits on the start: the curve leaves towards (50, 50), and with
        // butt caps nothing lies behind its start along that direction.
        let data = "M 0 0 C 0 0 50 50 100 0"
        let style = BezierPath.StrokeStyle(width: 10, cap: .butt)
        #expect(hits(data, style, [Point(-2, -2), Point(-3, -3)]) == [false, false])
        // ... but beside the start, on the limit normal, it does.
        #expect(hits(data, style, [Point(3, -3)]) == [true])
        #expect(hits(data, BezierPath.StrokeStyle(width: 10, cap: .square), [Point(-3, -3)]) == [true])
    }

    @Test func cuspsAreDisks() {
        // B'(1/2) = 0: a cusp at (50, 75). Every point within the half width of it is covered,
        // whatever the direction, even with butt caps and miter joins.
        let data = "M 0 0 C 100 100 0 100 100 0"
        let tester = PreparedPath(path(data), strokeStyle: BezierPath.StrokeStyle(width: 10, cap: .butt, join: .miter))
        for k in 0..<16 {
            let angle = Double(k) * Double.pi / 8
            #expect(tester.strokeContains(Point(50, 75) + Point(cos(angle), sin(angle)) * 4.9), "angle \(k)/16 turn")
        }
        #expect(!tester.strokeContains(Point(50, 75 + 5.1)))
    }

    @Test func straightCubicsStrokeAsTheirLine() {
        let style = BezierPath.StrokeStyle(width: 10)
        let cubic = "M 30 12 C 80 12 120 12 170 12"
        let points = [Point(100, 16.9), Point(100, 17.1), Point(29.9, 12), Point(30.1, 12), Point(170.1, 12)]
        #expect(hits(cubic, style, points) == hits("M 30 12 L 170 12", style, points))
        // A collinear cubic that turns back has a cusp: its turning point is a disk.
        // x(t) = 300t - 300t^2 + 50t^3 turns at t = 2 - sqrt(2), x = 200 (sqrt(2) - 1).
        let turning = "M 0 0 C 100 0 100 0 50 0"
        let turn = Point(200 * (2.0.squareRoot() - 1), 0)
        #expect(hits(turning, style, [turn + Point(4.9, 0), turn + Point(3.5, 3.5)]) == [true, true])
        #expect(hits(turning, style, [turn + Point(5.1, 0), turn + Point(3.6, 3.6)]) == [false, false])
    }

    @Test func nonFiniteQueriesAndWidthsAreNeverContained() {
        let p = path(Self.corner)
        let tester = PreparedPath(p, strokeStyle: BezierPath.StrokeStyle(width: 10, cap: .round, join: .round))
        for q in [Point(.nan, 0), Point(50, .nan), Point(.infinity, 0), Point(-.infinity, 0), Point(0, .infinity)] {
            #expect(!tester.strokeContains(q))
            #expect(!p.contains(q, using: BezierPath.StrokeStyle(width: 10)))
            #expect(!p.contains(q, using: .nonZero))
            #expect(!p.contains(q, using: .evenOdd))
        }
        for width in [0, -10, Double.nan, Double.infinity] {
            #expect(!p.contains(Point(50, 0), using: BezierPath.StrokeStyle(width: width, cap: .round)), "width \(width)")
        }
    }

    @Test func nonFiniteSegmentsAreIgnored() {
        var p = BezierPath()
        p.move(to: Point(0, 0))
        p.line(to: Point(100, 0))
        p.line(to: Point(.nan, 50))
        p.line(to: Point(100, 100))
        let tester = PreparedPath(p, strokeStyle: BezierPath.StrokeStyle(width: 10, cap: .round, join: .round))
        #expect(tester.strokeContains(Point(50, 0)))
        #expect(!tester.strokeContains(Point(50, 50)))
        #expect(tester.strokeBoundingBox.width.isFinite)
    }

    @Test func updateReplacesThePathAndStyle() {
        var tester = PreparedPath(path("M 0 0 L 100 0"), strokeStyle: BezierPath.StrokeStyle(width: 10))
        #expect(tester.strokeContains(Point(50, 0)))
        tester.update(path("M 0 50 L 100 50"))
        #expect(!tester.strokeContains(Point(50, 0)))
        #expect(tester.strokeContains(Point(50, 54)))
        tester.update(path("M 0 50 L 100 50"), fillRule: .nonZero, strokeStyle: BezierPath.StrokeStyle(width: 4))
        #expect(!tester.strokeContains(Point(50, 54)))
        #expect(tester.strokeStyle.width == 4)
    }
}
