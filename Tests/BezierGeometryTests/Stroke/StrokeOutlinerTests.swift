import TestSupport
import Testing
@testable import BezierGeometry

/// Stroke outlines filled with the non-zero rule against exact stroke containment.
@Suite struct StrokeOutlinerTests {
    static let straightArrow = try! BezierPath(svgPathData:
        "M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 C 120 26 80 26 30 26 L 30 38 Z")
    static let draggedArrow = try! BezierPath(svgPathData:
        "M 0 19 L 30 0 L 30 12 C 80 12 120 132 170 132 L 170 120 L 200 139 L 170 158 L 170 146 C 120 146 80 26 30 26 L 30 38 Z")
    static let tapStyle = BezierPath.StrokeStyle(width: 35, cap: .round, join: .round)

    /// The points of a fixture case that count: not ambiguous, and farther than the tolerance
    /// from the stroke's boundary.
    static func decisivePoints(_ c: StrokeFixtureCase, tolerance: Double) -> [Int] {
        c.points.indices.filter { !c.ambiguous[$0] && c.boundaryDistance[$0] > tolerance }
    }

    /// Every stroke case of the fixture: the outline's non-zero fill gives cairo's and Skia's
    /// answer and the exact containment's answer on every decisive point.
    @Test(arguments: StrokeFixtureCase.all.filter(\.isStroke))
    func outlineFillAgreesWithTheReferencesAndExactContainment(_ c: StrokeFixtureCase) {
        let path = c.referencePath
        let outline = path.stroked(c.style)
        let isFinite = outline.isFinite
        #expect(isFinite)
        let fill = PreparedPath(outline, fillRule: .nonZero)
        let exact = PreparedPath(path, strokeStyle: c.style)
        var wrong: [String] = []
        for i in Self.decisivePoints(c, tolerance: 0.01) {
            let hit = fill.fillContains(c.points[i])
            if hit != c.expected[i] || hit != exact.strokeContains(c.points[i]) {
                wrong.append("point \(i) \(c.points[i]): outline \(hit), reference \(c.expected[i])")
            }
        }
        #expect(wrong.isEmpty, "\(c) \(c.pathData) \(c.style): \(wrong.joined(separator: "; "))")
    }

    @Test func fixtureChecksThousandsOfPoints() {
        let count = StrokeFixtureCase.all.filter(\.isStroke).map { Self.decisivePoints($0, tolerance: 0.01).count }
        #expect(count.reduce(0, +) > 15_000)
    }

    /// `DoubleArrow`'s tap target: the double arrow stroked at 35 with round joins takes at
    /// most 200 elements, straight and dragged.
    @Test(arguments: [("straight", straightArrow), ("dragged", draggedArrow)])
    func doubleArrowOutlineFitsTheElementBudget(_ name: String, _ arrow: BezierPath) {
        let outline = arrow.stroked(Self.tapStyle)
        #expect(outline.elements.count <= 200, "\(name): \(outline.elements.count) elements")
        // Round joins and caps: the stroke is every point within the half width of the path.
        var rng = SplitMix64(seed: 35)
        let box = arrow.boundingBox.insetBy(dx: -40, dy: -40)
        let fill = PreparedPath(outline)
        var checked = 0
        for _ in 0..<3000 {
            let p = Point(box.minX + rng.unit() * box.width, box.minY + rng.unit() * box.height)
            let distance = arrow.project(p)!.distance
            guard abs(distance - 17.5) > 0.01 else { continue }
            #expect(fill.fillContains(p) == (distance < 17.5), "\(name) \(p) at \(distance)")
            checked += 1
        }
        #expect(checked > 2900)
    }

    /// Every point of the outline lies within the tolerance of the stroke (distance to the path
    /// at most h + tolerance), for round joins and caps where that is the whole stroke.
    @Test(arguments: [("straight", straightArrow), ("dragged", draggedArrow)])
    func outlineNeverLeavesTheStroke(_ name: String, _ arrow: BezierPath) {
        let outline = arrow.stroked(Self.tapStyle)
        var current = Point.zero
        var worst = 0.0
        for element in outline.elements {
            switch element {
            case .move(let p): current = p
            case .line(let p):
                for k in 0...20 { worst = max(worst, arrow.project(current.interpolated(to: p, Double(k) / 20))!.distance) }
                current = p
            case .cubic(let p, let c1, let c2):
                let c = CubicSegment(current, c1, c2, p)
                for k in 0...20 { worst = max(worst, arrow.project(c.point(at: Double(k) / 20))!.distance) }
                current = p
            default: break
            }
        }
        #expect(worst <= 17.5 + 0.01, "\(name): \(worst)")
    }

    @Test func degenerateSubpathsFollowCoreGraphics() throws {
        let h = 5.0
        for (data, cap, inside, outside) in [
            ("M 10 10", LineCap.round, [Point](), [Point(10, 10)]),
            ("M 10 10 Z", .round, [Point(10, 10), Point(10 + 0.99 * h, 10)], [Point(10 + 1.01 * h, 10), Point(14, 14)]),
            ("M 10 10 L 10 10", .round, [Point(10, 10), Point(10, 10 - 0.99 * h)], [Point(14, 14)]),
            ("M 10 10 Z", .square, [Point(10, 10), Point(14.9, 14.9)], [Point(15.1, 10), Point(10, 4.9)]),
            ("M 10 10 C 10 10 10 10 10 10", .butt, [], [Point(10, 10)]),
        ] {
            let path = try BezierPath(svgPathData: data)
            let fill = PreparedPath(path.stroked(BezierPath.StrokeStyle(width: 2 * h, cap: cap, join: .round)))
            for p in inside { #expect(fill.fillContains(p), "\(data) \(cap): \(p) should be in") }
            for p in outside { #expect(!fill.fillContains(p), "\(data) \(cap): \(p) should be out") }
        }
        #expect(BezierPath().stroked(Self.tapStyle).isEmpty)
    }

    /// Zero-length segments are skipped, as the joins around them show: the outline covers what
    /// the path without them covers.
    @Test func zeroLengthSegmentsDoNotChangeTheStroke() throws {
        let plain = try BezierPath(svgPathData: "M 0 0 L 50 0 L 50 40")
        let padded = try BezierPath(svgPathData: "M 0 0 L 0 0 L 50 0 L 50 0 C 50 0 50 0 50 0 L 50 40 L 50 40")
        for style in Self.allStyles(width: 12) {
            let a = PreparedPath(plain.stroked(style)), b = PreparedPath(padded.stroked(style))
            for x in stride(from: -10.0, through: 60, by: 0.7) {
                for y in stride(from: -10.0, through: 50, by: 0.7) {
                    #expect(a.fillContains(Point(x, y)) == b.fillContains(Point(x, y)), "\(style) at \(x), \(y)")
                }
            }
        }
    }

    static func allStyles(width: Double) -> [BezierPath.StrokeStyle] {
        LineCap.allCases.flatMap { cap in
            LineJoin.allCases.map { BezierPath.StrokeStyle(width: width, cap: cap, join: $0, miterLimit: 4) }
        }
    }

    /// Curves that break naive strokers: cusps, loops, turns tighter than the half width, control
    /// points on their end points, nearly straight cubics. On a grid, every point farther than the
    /// tolerance from the stroke's boundary gets the exact answer, in every style.
    @Test(arguments: [
        ("M 0 0 C 100 100 0 100 100 0", 20.0),                               // exact cusp
        ("M 20 45.339 C 138.588 163.83 113.497 20 45.091 189.169", 3),       // cusp from the fixture
        ("M 54.575 189.909 C 343.007 105.619 -14.439 97.647 280.614 209.631", 50), // loop
        ("M 44.104 36.238 C 235.91 258.705 160.867 106.265 91.48 166.434", 3),     // radius 0.006
        ("M 44.104 36.238 C 235.91 258.705 160.867 106.265 91.48 166.434", 50),
        ("M 0 0 C 0 0 100 50 100 0", 20),                                    // control point on the start
        ("M 0 0 C 50 80 100 0 100 0 L 120 20", 20),                          // on the end, then a join
        ("M 0 0 C 100 0.000001 200 -0.000001 300 0", 20),                    // nearly straight
        ("M 0 0 C 100 0 -50 0 50 0", 20),                                    // straight, turning back twice
        ("M 0 0 Q 50 80 100 0 Q 50 -80 0 0 Z", 50),                          // closed, two quads
        ("M 10 10 C 40 -20 40 60 10 30 Z", 20),                              // tight closed loop
        // Subpath boundaries: a closed subpath and one starting on its start, a dot, drawing after
        // a close (a new subpath at the closed one's start).
        ("M 0 0 L 50 0 L 50 50 Z M 0 0 L -40 30 M 80 80 Z M 90 0 L 120 0 Z L 120 40", 12),
    ])
    func awkwardCurvesAgreeWithExactContainment(_ data: String, _ width: Double) throws {
        let path = try BezierPath(svgPathData: data)
        let box = path.boundingBox
        do {
            for style in Self.allStyles(width: width) {
                let outline = path.stroked(style)
                let isFinite = outline.isFinite
                #expect(isFinite, "\(data) \(style)")
                let fill = PreparedPath(outline)
                let exact = PreparedPath(path, strokeStyle: style)
                var wrong = 0
                let step = max(box.width, box.height, 1) / 24
                for x in stride(from: box.minX - width, through: box.minX + box.width + width, by: step) {
                    for y in stride(from: box.minY - width, through: box.minY + box.height + width, by: step) {
                        let p = Point(x + 0.0123, y + 0.0371)
                        let hit = exact.strokeContains(p)
                        guard fill.fillContains(p) != hit else { continue }
                        // Only points within the tolerance of the boundary may disagree.
                        if !Self.isNearBoundary(p, of: exact, hit: hit, within: 0.01) { wrong += 1 }
                    }
                }
                #expect(wrong == 0, "\(data) \(style): \(wrong) points wrong")
            }
        }
    }

    /// Random paths from a fixed seed (lines, quadratics and cubics with loops, cusps and sharp
    /// corners, open and closed), every cap, join and miter limit, widths from 1 to 60: at
    /// thousands of random points the outline's non-zero fill answers as exact containment,
    /// except at points within the tolerance of the stroke's boundary.
    @Test func randomPathsAgreeWithExactContainment() {
        var rng = SplitMix64(seed: 0x57_0CE5)
        let limits = [1, 1.414, 2, 4, 10.0]
        var compared = 0, nearBoundary = 0, wrong: [String] = []
        for i in 0..<240 {
            let path = rng.path(size: 200)
            let width = 1 + rng.unit() * 59
            let style = BezierPath.StrokeStyle(width: width, cap: LineCap.allCases[i % 3], join: LineJoin.allCases[(i / 3) % 3],
                                    miterLimit: limits[(i / 9) % 5])
            let fill = PreparedPath(path.stroked(style))
            let exact = PreparedPath(path, strokeStyle: style)
            let box = path.boundingBox.insetBy(dx: -width, dy: -width)
            for _ in 0..<60 {
                let p = Point(box.minX + rng.unit() * box.width, box.minY + rng.unit() * box.height)
                let hit = exact.strokeContains(p)
                compared += 1
                guard fill.fillContains(p) != hit else { continue }
                if Self.isNearBoundary(p, of: exact, hit: hit, within: 0.01) {
                    nearBoundary += 1
                } else {
                    wrong.append("\(path.svgPathData(precision: 3)) \(style) at \(p): exact \(hit)")
                }
            }
        }
        #expect(compared == 14_400)
        #expect(wrong.isEmpty, "\(wrong.count) points: \(wrong.prefix(5).joined(separator: "; "))")
        // Disagreeing within the tolerance is allowed, and rare.
        #expect(nearBoundary < 10, "\(nearBoundary) near the boundary")
    }

    /// Whether the exact stroke changes its answer within `radius` of `p` (probed on a circle
    /// and a smaller one), i.e. the boundary passes within that distance.
    static func isNearBoundary(_ p: Point, of exact: PreparedPath, hit: Bool, within radius: Double) -> Bool {
        for k in 0..<32 {
            let angle = Double(k) * .pi / 16
            for r in [radius, radius / 2] where exact.strokeContains(p + Point(1, 0).rotated(by: angle) * r) != hit {
                return true
            }
        }
        return false
    }

    /// Every contour turns the same way: no point has a winding number of the other sign.
    @Test func windingNumbersNeverMixSigns() {
        var rng = SplitMix64(seed: 7)
        for data in ["M 0 0 C 100 100 0 100 100 0", "M 44.104 36.238 C 235.91 258.705 160.867 106.265 91.48 166.434",
                     "M 0 19 L 30 0 L 30 12 C 80 12 120 132 170 132 L 170 120 L 200 139 L 170 158 L 170 146 C 120 146 80 26 30 26 L 30 38 Z"] {
            let path = try! BezierPath(svgPathData: data)
            for style in Self.allStyles(width: 17) {
                let fill = PreparedPath(path.stroked(style))
                let box = path.boundingBox.insetBy(dx: -20, dy: -20)
                var signs = Set<Int>()
                for _ in 0..<800 {
                    let w = fill.windingNumber(at: Point(box.minX + rng.unit() * box.width, box.minY + rng.unit() * box.height))
                    if w != 0 { signs.insert(w.signum()) }
                }
                #expect(signs.count == 1, "\(data) \(style)")
            }
        }
    }

    /// Segments with a NaN or infinite coordinate are left out, as containment leaves them out:
    /// the outline stays finite and covers the rest.
    @Test func nonFiniteCoordinatesAreLeftOut() {
        let path = BezierPath([
            .move(to: Point(0, 0)), .line(to: Point(.nan, 5)), .line(to: Point(50, 50)),
            .cubic(to: Point(90, 0), control1: Point(.infinity, 0), control2: Point(70, 10)),
            .line(to: Point(120, 0)), .close,
            .move(to: Point(-.infinity, 3)), .line(to: Point(10, 80)), .line(to: Point(40, 80)),
        ])
        for style in Self.allStyles(width: 8) {
            let outline = path.stroked(style)
            let isFinite = outline.isFinite
            #expect(isFinite, "\(style)")
            let fill = PreparedPath(outline), exact = PreparedPath(path, strokeStyle: style)
            for p in [Point(105, 0), Point(25, 80), Point(105, 30), Point(60, 60)] {
                #expect(fill.fillContains(p) == exact.strokeContains(p), "\(style) at \(p)")
            }
        }
    }

    @Test func badStylesAndTolerancesAreSafe() {
        let arrow = Self.draggedArrow
        for width in [0.0, -3, .nan, .infinity] {
            let isEmpty = arrow.stroked(BezierPath.StrokeStyle(width: width, cap: .round, join: .round)).isEmpty
            #expect(isEmpty, "width \(width)")
        }
        for tolerance in [0.0, -1, .nan, 1e-30, 100] {
            let outline = arrow.stroked(Self.tapStyle, tolerance: tolerance)
            let isUsable = outline.isFinite && !outline.isEmpty, inside = outline.contains(Point(100, 75))
            #expect(isUsable && inside, "tolerance \(tolerance)")
        }
        // A finer tolerance costs more elements, a coarser one fewer.
        let fine = arrow.stroked(Self.tapStyle, tolerance: 0.0001).elements.count
        let normal = arrow.stroked(Self.tapStyle).elements.count
        let coarse = arrow.stroked(Self.tapStyle, tolerance: 1).elements.count
        #expect(fine > normal && normal > coarse)
    }

    /// Coordinates near the ends of the range of Double still give a finite outline.
    @Test func hugeAndTinyCoordinatesStayFinite() {
        for scale in [1e200, 1e-200] {
            let m = Transform2D(scaleX: scale, y: scale)
            let path = Self.draggedArrow.transformed(by: m)
            let outline = path.stroked(BezierPath.StrokeStyle(width: 35 * scale, cap: .round, join: .round), tolerance: 0.01 * scale)
            let isUsable = outline.isFinite && !outline.isEmpty
            let inside = outline.contains(m.apply(Point(100, 75))), outside = outline.contains(m.apply(Point(100, 20)))
            let count = outline.elements.count, normal = Self.draggedArrow.stroked(Self.tapStyle).elements.count
            #expect(isUsable && inside && !outside, "scale \(scale)")
            #expect(count == normal, "scale \(scale)")
        }
    }

    /// A reused outliner appends what a fresh one builds, and stroked(_:) is the same outline.
    @Test func reusedOutlinerBuildsTheSameOutline() {
        var outliner = StrokeOutliner()
        var reused = BezierPath()
        for arrow in [Self.straightArrow, Self.draggedArrow, Self.straightArrow] {
            reused.removeAll()
            outliner.outline(of: arrow, style: Self.tapStyle, into: &reused)
            let same = reused == arrow.stroked(Self.tapStyle)
            #expect(same)
        }
        var twice = Self.straightArrow.stroked(Self.tapStyle)
        outliner.outline(of: Self.straightArrow, style: Self.tapStyle, into: &twice)
        #expect(twice.elements.count == 2 * reused.elements.count)
    }
}
