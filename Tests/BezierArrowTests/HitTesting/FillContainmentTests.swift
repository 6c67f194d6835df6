import TestSupport
import Testing
@testable import BezierArrow

/// Fill containment: winding numbers, both rules, implicit closing, rays through vertices and
/// curves decided inside their chord band.
@Suite struct FillContainmentTests {
    func path(_ data: String) -> BezierPath { try! BezierPath(svgPathData: data) }

    @Test func squareWindsOnceTheWayItIsDrawn() {
        // Right, down, left, up in a y-down space: the right edge goes down, +1.
        let clockwise = FillHitTester(path: path("M 0 0 L 100 0 L 100 100 L 0 100 Z"))
        #expect(clockwise.windingNumber(at: Point(50, 50)) == 1)
        let counter = FillHitTester(path: path("M 0 0 L 0 100 L 100 100 L 100 0 Z"))
        #expect(counter.windingNumber(at: Point(50, 50)) == -1)
        #expect(counter.contains(Point(50, 50)))
        #expect(!counter.contains(Point(150, 50)) && !counter.contains(Point(-50, 50)) && !counter.contains(Point(50, 150)))
    }

    @Test func raysThroughVerticesCountOnce() {
        let triangle = FillHitTester(path: path("M 0 0 L 100 50 L 0 100 Z"))
        #expect(triangle.contains(Point(50, 50)))
        #expect(!triangle.contains(Point(150, 50)))
        #expect(!triangle.contains(Point(-10, 50)))
        // A ray along a horizontal edge and through both its ends.
        let notch = FillHitTester(path: path("M 0 0 L 100 0 L 100 100 L 60 100 L 60 50 L 40 50 L 40 100 L 0 100 Z"))
        #expect(notch.contains(Point(20, 50)) && notch.contains(Point(80, 50)) && notch.contains(Point(50, 49)))
        #expect(!notch.contains(Point(50, 51)) && !notch.contains(Point(120, 50)))
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
            let tester = FillHitTester(path: path(data))
            #expect(!tester.contains(Point(50, 50)) && !tester.contains(Point(50, 0)), "\(data)")
        }
    }

    @Test func curvesAreDecidedExactlyInsideTheirBand() {
        // The dragged arrow's S-shaped body: y(t) = 12 + 120 (3t^2 - 2t^3) is monotone and the
        // curve leaves its chord by up to 14 horizontally, so points right beside it need the
        // exact solve.
        let c = CubicSegment(Point(30, 12), Point(80, 12), Point(120, 132), Point(170, 132))
        let shape = path("M 30 12 C 80 12 120 132 170 132 L 170 0 Z")
        let tester = FillHitTester(path: shape)
        for t in stride(from: 0.05, to: 0.95, by: 0.05) {
            let onCurve = c.point(at: t)
            #expect(tester.contains(onCurve + Point(1e-6, 0)), "t \(t)")
            #expect(!tester.contains(onCurve - Point(1e-6, 0)), "t \(t)")
        }
    }

    @Test func circleOfArcsContainsItsInside() {
        let circle = FillHitTester(path: path("M 0 50 A 50 50 0 1 0 100 50 A 50 50 0 1 0 0 50 Z"))
        #expect(circle.contains(Point(50, 50)) && circle.contains(Point(50, 99)) && circle.contains(Point(1, 50)))
        #expect(!circle.contains(Point(50, 101)) && !circle.contains(Point(5, 5)))
    }

    @Test func manyPiecesUseTheBandIndex() {
        // A comb of 40 triangular teeth with apexes at (10 i, 0) on a base along y = 100: more
        // than 16 pieces, so the band index is built.
        var comb = BezierPath()
        comb.move(to: Point(0, 100))
        for i in 0..<40 {
            comb.line(to: Point(Double(i) * 10, 0))
            comb.line(to: Point(Double(i) * 10 + 5, 100))
        }
        comb.close()
        let tester = FillHitTester(path: comb)
        #expect(!tester.bandStart.isEmpty)
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
            #expect(tester.contains(p) == inTooth, "\(p)")
        }
        #expect(compared > 990)
    }

    @Test func updateSwitchesPathAndRule() {
        var tester = FillHitTester(path: path("M 0 0 L 100 0 L 100 100 L 0 100 Z"))
        #expect(tester.contains(Point(50, 50)))
        tester.update(path: path("M 200 0 L 300 0 L 300 100 L 200 100 Z M 200 0 L 300 0 L 300 100 L 200 100 Z"),
                      rule: .evenOdd)
        #expect(!tester.contains(Point(50, 50)) && !tester.contains(Point(250, 50)))
        #expect(tester.rule == .evenOdd)
    }
}
