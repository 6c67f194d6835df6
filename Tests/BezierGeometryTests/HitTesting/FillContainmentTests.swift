import TestSupport
import Testing
@testable import BezierGeometry

/// Fill containment: winding numbers, both rules, implicit closing, rays through vertices and
/// curves decided inside their chord band.
@Suite struct FillContainmentTests {
    func path(_ data: String) -> BezierPath { try! BezierPath(svgPathData: data) }

    @Test func squareWindsOnceTheWayItIsDrawn() {
        // Right, down, left, up in a y-down space: the right edge goes down, +1.
        let clockwise = PreparedPath(path("M 0 0 L 100 0 L 100 100 L 0 100 Z"))
        #expect(clockwise.windingNumber(at: Point(50, 50)) == 1)
        let counter = PreparedPath(path("M 0 0 L 0 100 L 100 100 L 100 0 Z"))
        #expect(counter.windingNumber(at: Point(50, 50)) == -1)
        #expect(counter.fillContains(Point(50, 50)))
        #expect(!counter.fillContains(Point(150, 50)) && !counter.fillContains(Point(-50, 50)) && !counter.fillContains(Point(50, 150)))
    }

    @Test func raysThroughVerticesCountOnce() {
        let triangle = PreparedPath(path("M 0 0 L 100 50 L 0 100 Z"))
        #expect(triangle.fillContains(Point(50, 50)))
        #expect(!triangle.fillContains(Point(150, 50)))
        #expect(!triangle.fillContains(Point(-10, 50)))
        // A ray along a horizontal edge and through both its ends.
        let notch = PreparedPath(path("M 0 0 L 100 0 L 100 100 L 60 100 L 60 50 L 40 50 L 40 100 L 0 100 Z"))
        #expect(notch.fillContains(Point(20, 50)) && notch.fillContains(Point(80, 50)) && notch.fillContains(Point(50, 49)))
        #expect(!notch.fillContains(Point(50, 51)) && !notch.fillContains(Point(120, 50)))
    }

    @Test func rulesDifferOnOverlaps() {
        let same = path("M 0 0 L 100 0 L 100 100 L 0 100 Z M 50 50 L 150 50 L 150 150 L 50 150 Z")
        #expect(same.contains(Point(75, 75), using: .nonZero))
        #expect(!same.contains(Point(75, 75), using: .evenOdd))
        #expect(same.contains(Point(25, 25), using: .evenOdd))
        let opposite = path("M 0 0 L 100 0 L 100 100 L 0 100 Z M 50 50 L 50 150 L 150 150 L 150 50 Z")
        #expect(!opposite.contains(Point(75, 75), using: .nonZero))
        #expect(opposite.contains(Point(125, 125), using: .nonZero))
    }

    @Test func openSubpathsAreClosedForFilling() {
        let open = path("M 0 0 L 100 0 L 100 100")
        #expect(open.contains(Point(90, 10)))
        #expect(!open.contains(Point(10, 90)))
    }

    @Test func shapesWithoutAreaContainNothing() {
        for data in ["", "M 5 5", "M 0 0 L 100 0 Z", "M 0 0 L 100 100", "M 0 0 C 30 30 60 60 100 100 Z"] {
            let tester = PreparedPath(path(data))
            #expect(!tester.fillContains(Point(50, 50)) && !tester.fillContains(Point(50, 0)), "\(data)")
        }
    }

    @Test func curvesAreDecidedExactlyInsideTheirBand() {
        // The dragged arrow's S-shaped body: y(t) = 12 + 120 (3t^2 - 2t^3) is monotone and the
        // curve leaves its chord by up to 14 horizontally, so points right beside it need the
        // exact solve.
        let c = CubicSegment(Point(30, 12), Point(80, 12), Point(120, 132), Point(170, 132))
        let shape = path("M 30 12 C 80 12 120 132 170 132 L 170 0 Z")
        let tester = PreparedPath(shape)
        for t in stride(from: 0.05, to: 0.95, by: 0.05) {
            let onCurve = c.point(at: t)
            #expect(tester.fillContains(onCurve + Point(1e-6, 0)), "t \(t)")
            #expect(!tester.fillContains(onCurve - Point(1e-6, 0)), "t \(t)")
        }
    }

    @Test func circleOfArcsContainsItsInside() {
        let circle = PreparedPath(path("M 0 50 A 50 50 0 1 0 100 50 A 50 50 0 1 0 0 50 Z"))
        #expect(circle.fillContains(Point(50, 50)) && circle.fillContains(Point(50, 99)) && circle.fillContains(Point(1, 50)))
        #expect(!circle.fillContains(Point(50, 101)) && !circle.fillContains(Point(5, 5)))
    }

    @Test func manyPiecesAreGroupedInRuns() {
        // A comb of 40 triangular teeth with apexes at (10 i, 0) on a base along y = 100: more
        // runs of 16 edges, chained, so most rays skip or telescope whole runs.
        var comb = BezierPath()
        comb.move(to: Point(0, 100))
        for i in 0..<40 {
            comb.line(to: Point(Double(i) * 10, 0))
            comb.line(to: Point(Double(i) * 10 + 5, 100))
        }
        comb.close()
        let tester = PreparedPath(comb)
        #expect(tester.segments.runCount == 6 && (0..<6).allSatisfy { tester.segments.run($0).isChain })
        var rng = SplitMix64(seed: 7)
        var compared = 0
        for _ in 0..<1000 {
            let p = Point(rng.unit() * 420 - 10, rng.unit() * 120 - 10)
            // At height y a tooth spans y/20 on each side of its apex's x.
            let r = p.x - 10 * (p.x / 10).rounded(.down), half = p.y / 20
            guard abs(r - half) > 1e-9, abs(r - (10 - half)) > 1e-9, abs(p.x) > 1e-9, abs(p.x - 395) > 1e-9,
                  abs(p.y) > 1e-9, abs(p.y - 100) > 1e-9 else { continue }
            compared += 1
            let inTooth = p.x > 0 && p.x < 395 && p.y > 0 && p.y < 100 && (r < half || r > 10 - half)
            #expect(tester.fillContains(p) == inTooth, "\(p)")
        }
        #expect(compared > 990)
    }

    @Test func updateSwitchesPathAndRule() {
        var tester = PreparedPath(path("M 0 0 L 100 0 L 100 100 L 0 100 Z"))
        #expect(tester.fillContains(Point(50, 50)))
        tester.update(path("M 200 0 L 300 0 L 300 100 L 200 100 Z M 200 0 L 300 0 L 300 100 L 200 100 Z"),
                      fillRule: .evenOdd, strokeStyle: tester.strokeStyle)
        #expect(!tester.fillContains(Point(50, 50)) && !tester.fillContains(Point(250, 50)))
        #expect(tester.fillRule == .evenOdd)
    }
}
