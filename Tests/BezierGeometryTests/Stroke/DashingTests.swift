import TestSupport
import Testing
@testable import BezierGeometry

/// Dash patterns, the dashes cut from a path, and the outline of a dashed stroke.
@Suite struct DashingTests {
    static func pattern(_ lengths: [Double], offset: Double = 0) -> BezierPath.DashPattern {
        try! BezierPath.DashPattern(lengths, offset: offset)
    }

    /// The subpaths of a path, as the points of their elements (a close as `nil`).
    static func subpaths(_ path: BezierPath) -> [[Point?]] {
        var out: [[Point?]] = []
        for e in path.elements {
            if case .move(let p) = e { out.append([p]) } else { out[out.count - 1].append(e.endPoint) }
        }
        return out
    }

    // MARK: Patterns

    @Test func anOddCountRepeatsTheList() {
        let p = Self.pattern([5, 3, 2])
        #expect(p.lengths == [5, 3, 2, 5, 3, 2])
        #expect(p.period == 20)
        #expect(Self.pattern([4]).lengths == [4, 4])
    }

    @Test(arguments: [
        ([Double](), 0.0, DashPatternError.empty),
        ([5, -1], 0, .negativeLength(index: 1, value: -1)),
        ([0, 0, 0], 0, .allZero),
        ([5, .nan], 0, .lengthOutOfRange(index: 1, value: .nan)),
        ([.infinity], 0, .lengthOutOfRange(index: 0, value: .infinity)),
        ([2e15], 0, .lengthOutOfRange(index: 0, value: 2e15)),
        ([5, 5], .infinity, .offsetOutOfRange(.infinity)),
    ])
    func invalidPatternsThrowTheRuleBroken(_ lengths: [Double], _ offset: Double, _ expected: DashPatternError) {
        #expect(throws: DashPatternError.self) { try BezierPath.DashPattern(lengths, offset: offset) }
        do {
            _ = try BezierPath.DashPattern(lengths, offset: offset)
        } catch {
            // NaN never equals itself, so compare the descriptions.
            #expect(error.description == expected.description)
        }
    }

    @Test func errorsSayHowToFixThem() {
        #expect(DashPatternError.negativeLength(index: 1, value: -3).description
                == "dash length 2 is -3: lengths must not be negative")
        #expect(DashPatternError.allZero.description.contains("no pattern for a solid line"))
        #expect(DashPatternError.empty.description.contains("at least one length"))
    }

    // MARK: Straight lines

    @Test func aLineIsCutAtThePatternsLengths() throws {
        let line = try BezierPath(svgPathData: "M 0 0 L 100 0")
        let dashes = Self.subpaths(line.dashed(Self.pattern([10, 5])))
        let expected: [[Point?]] = stride(from: 0.0, to: 100, by: 15).map { [Point($0, 0), Point(min($0 + 10, 100), 0)] }
        #expect(dashes == expected)
    }

    @Test func theOffsetStartsThePatternPartWay() throws {
        let line = try BezierPath(svgPathData: "M 0 0 L 30 0")
        #expect(Self.subpaths(line.dashed(Self.pattern([10, 5], offset: 3)))
                == [[Point(0, 0), Point(7, 0)], [Point(12, 0), Point(22, 0)], [Point(27, 0), Point(30, 0)]])
        // A negative offset moves the dashes forwards; an offset beyond the period wraps.
        #expect(Self.subpaths(line.dashed(Self.pattern([10, 5], offset: -3)))
                == [[Point(3, 0), Point(13, 0)], [Point(18, 0), Point(28, 0)]])
        #expect(line.dashed(Self.pattern([10, 5], offset: 33)) == line.dashed(Self.pattern([10, 5], offset: 3)))
    }

    @Test func thePatternRestartsAtEverySubpath() throws {
        let path = try BezierPath(svgPathData: "M 0 0 L 12 0 M 0 10 L 12 10")
        #expect(Self.subpaths(path.dashed(Self.pattern([5, 2])))
                == [[Point(0, 0), Point(5, 0)], [Point(7, 0), Point(12, 0)],
                    [Point(0, 10), Point(5, 10)], [Point(7, 10), Point(12, 10)]])
    }

    @Test func aDashTurningACornerKeepsItsJoin() throws {
        let path = try BezierPath(svgPathData: "M 0 0 L 10 0 L 10 10")
        #expect(Self.subpaths(path.dashed(Self.pattern([14, 2])))
                == [[Point(0, 0), Point(10, 0), Point(10, 4)], [Point(10, 6), Point(10, 10)]])
    }

    @Test func dashesOfLengthZeroAreDotsAndGapsOfLengthZeroJoin() throws {
        let line = try BezierPath(svgPathData: "M 0 0 L 25 0")
        #expect(Self.subpaths(line.dashed(Self.pattern([0, 10])))
                == [[Point(0, 0), Point(0, 0)], [Point(10, 0), Point(10, 0)], [Point(20, 0), Point(20, 0)]])
        #expect(Self.subpaths(line.dashed(Self.pattern([5, 0]))) == [[Point(0, 0), Point(25, 0)]])
        // A dot drawn with round caps is a disk.
        let outline = line.dashed(Self.pattern([0, 10])).stroked(BezierPath.StrokeStyle(width: 4, cap: .round))
        #expect(PreparedPath(outline).fillContains(Point(10, 1.9)))
        #expect(!PreparedPath(outline).fillContains(Point(15, 0)))
    }

    // MARK: Closed subpaths

    static let square = try! BezierPath(svgPathData: "M 0 0 H 40 V 40 H 0 Z")

    @Test func aDashThroughTheStartOfAClosedSubpathIsJoinedThere() {
        let dashes = Self.subpaths(Self.square.dashed(Self.pattern([30, 10], offset: 10)))
        #expect(dashes == [
            [Point(30, 0), Point(40, 0), Point(40, 20)],
            [Point(40, 30), Point(40, 40), Point(20, 40)],
            [Point(10, 40), Point(0, 40), Point(0, 20)],
            // From 150 along the perimeter through the start corner to 20.
            [Point(0, 10), Point(0, 0), Point(20, 0)],
        ])
    }

    @Test func aClosedSubpathNoGapFallsOnStaysClosed() {
        let dashes = Self.square.dashed(Self.pattern([1000, 1]))
        #expect(dashes.elements.last == .close)
        #expect(Self.subpaths(dashes).count == 1)
        // So its stroke has a join at the start corner, not two caps.
        let style = BezierPath.StrokeStyle(width: 4)
        #expect(PreparedPath(dashes.stroked(style)).fillContains(Point(-1.9, -1.9)))
    }

    // MARK: Curves

    /// The arc length of every dash and gap is the pattern's, along cubics, quadratics and lines
    /// of random paths, to the precision asked.
    @Test func dashesAlongCurvesHaveThePatternsLengths() {
        var rng = SplitMix64(seed: 64)
        let pattern = Self.pattern([7, 3, 1, 3], offset: 2)
        for _ in 0..<40 {
            var path = rng.path()
            // Open subpaths only: the join through a closed subpath's start makes one longer dash.
            path = BezierPath(path.elements.filter { $0 != .close })
            let dashes = path.dashed(pattern, tolerance: 1e-6)
            var total = 0.0, expectedTotal = 0.0
            var subpathFirst = 0
            let elements = path.elements
            while subpathFirst < elements.count {
                var stop = subpathFirst + 1
                while stop < elements.count, !elements[stop].isMove { stop += 1 }
                let length = Self.length(of: BezierPath(elements[subpathFirst..<stop]))
                expectedTotal += Self.onLength(of: pattern, over: length)
                subpathFirst = stop
            }
            total = Self.length(of: dashes)
            #expect(isApproximatelyEqual(total, expectedTotal, tolerance: 1e-6 * Double(dashes.elements.count + 1)),
                    "\(path.svgPathData): \(total) vs \(expectedTotal)")
            // Every dash lies on the path.
            for e in dashes.elements {
                guard let p = e.endPoint else { continue }
                #expect(path.project(p)!.distance < 1e-9)
            }
        }
    }

    /// A path's length to 1e-12 (the library's `length` uses fixed quadrature, a few digits
    /// short beside a cusp).
    static func length(of path: BezierPath) -> Double {
        var sum = 0.0
        path.forEachSegment { sum += $0.arcLength(from: 0, to: 1, precision: 1e-12) }
        return sum
    }

    /// The length a pattern draws along a subpath of a length.
    static func onLength(of pattern: BezierPath.DashPattern, over length: Double) -> Double {
        var x = pattern.offset.truncatingRemainder(dividingBy: pattern.period)
        if x < 0 { x += pattern.period }
        var s = 0.0, on = 0.0
        var i = 0, start = 0.0
        while start + pattern.lengths[i] <= x { start += pattern.lengths[i]; i = (i + 1) % pattern.lengths.count }
        var left = start + pattern.lengths[i] - x
        while s < length {
            let step = min(left, length - s)
            if i % 2 == 0 { on += step }
            s += step
            i = (i + 1) % pattern.lengths.count
            left = pattern.lengths[i]
        }
        return on
    }

    @Test func aDashEndsWhereItsArcLengthSays() throws {
        // A quarter circle of radius 100 as one cubic (length within 0.03% of 50 pi).
        let k = 55.22847498
        let arc = try BezierPath(svgPathData: "M 100 0 C 100 \(k) \(k) 100 0 100")
        let length = arc.length
        let dashes = arc.dashed(Self.pattern([length / 3, length / 3]), tolerance: 1e-9)
        let pieces = Self.subpaths(dashes)
        #expect(pieces.count == 2)
        var lengths: [Double] = []
        for piece in [BezierPath(dashes.elements.prefix(2)), BezierPath(dashes.elements.suffix(2))] {
            lengths.append(piece.length)
        }
        #expect(isApproximatelyEqual(lengths[0], length / 3, tolerance: 1e-9))
        #expect(isApproximatelyEqual(lengths[1], length / 3, tolerance: 1e-9))
    }

    // MARK: The outline

    /// Filling the outline of the dashed stroke agrees with exact stroke containment of the
    /// dashes everywhere but within the tolerance of the boundary, and points on the path in a
    /// gap are outside while points in a dash are inside.
    @Test func theDashedOutlineIsTheStrokeOfTheDashes() throws {
        var rng = SplitMix64(seed: 7)
        let pattern = Self.pattern([9, 4], offset: 1)
        for _ in 0..<12 {
            let path = rng.path()
            let style = rng.style(width: 1 + rng.unit() * 6)
            let outline = path.stroked(style, dash: pattern)
            let fill = PreparedPath(outline)
            let dashes = path.dashed(pattern)
            let exact = PreparedPath(dashes, strokeStyle: style)
            let box = path.boundingBox.insetBy(dx: -10, dy: -10)
            for _ in 0..<400 {
                let p = Point(box.minX + rng.unit() * box.width, box.minY + rng.unit() * box.height)
                let near = dashes.project(p).map { abs($0.distance - style.halfWidth) < 0.02 } ?? false
                guard !near else { continue }
                #expect(fill.fillContains(p) == exact.strokeContains(p), "\(path.svgPathData) \(style) at \(p)")
            }
        }
    }

    @Test func theOutlineLeavesTheGapsOpen() throws {
        let line = try BezierPath(svgPathData: "M 0 0 C 30 -20 70 20 100 0")
        let outline = line.stroked(BezierPath.StrokeStyle(width: 3), dash: Self.pattern([10, 10]))
        let fill = PreparedPath(outline)
        let segment = CubicSegment(Point(0, 0), Point(30, -20), Point(70, 20), Point(100, 0))
        // Points on the curve by arc length: the middle of each dash is inside, of each gap outside.
        for k in 0..<5 {
            let inDash = Self.point(on: segment, atLength: 20 * Double(k) + 5)
            let inGap = Self.point(on: segment, atLength: 20 * Double(k) + 15)
            #expect(fill.fillContains(inDash), "dash \(k)")
            #expect(!fill.fillContains(inGap), "gap \(k)")
        }
    }

    /// The point at an arc length along a cubic, by bisection on its length.
    static func point(on c: CubicSegment, atLength s: Double) -> Point {
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if PathSegment.cubic(c).arcLength(from: 0, to: mid, precision: 1e-12) < s { lo = mid } else { hi = mid }
        }
        return c.point(at: lo)
    }

    // MARK: Limits

    @Test func aPatternTooFineForThePathLeavesItUndashed() throws {
        let line = try BezierPath(svgPathData: "M 0 0 L 1000000 0")
        #expect(line.dashed(Self.pattern([1, 1])) == line)
        #expect(line.dashed(Self.pattern([100, 100])).elements.count == 10_000)
    }

    /// A subpath with a point that is not finite has no dashes, and no infinity reaches the
    /// result: the other subpaths are dashed as they would be alone. (Dashed whole, the infinite
    /// subpath's dashes passed the element cap, and the path came back undashed, infinities and
    /// all.)
    @Test func aSubpathThatIsNotFiniteHasNoDashes() throws {
        let pattern = try BezierPath.DashPattern([6, 4])
        var finite = BezierPath()
        finite.move(to: Point(0, 0))
        finite.line(to: Point(100, 0))
        finite.cubic(to: Point(200, 50), control1: Point(150, 0), control2: Point(200, 20))
        for bad in [Point(.infinity, 0), Point(3, .nan), Point(-.infinity, .infinity)] {
            var path = finite
            path.move(to: Point(0, 10))
            path.line(to: bad)
            path.line(to: Point(5, 5))
            var before = BezierPath()
            before.move(to: bad)
            before.line(to: Point(1, 1))
            before.append(path)
            for p in [path, before] {
                let dashes = p.dashed(pattern)
                #expect(dashes.isFinite)
                #expect(dashes == finite.dashed(pattern))
            }
        }
    }
}
