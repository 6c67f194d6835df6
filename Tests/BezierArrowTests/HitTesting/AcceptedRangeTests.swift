import TestSupport
import Testing
@testable import BezierArrow

/// Inside ``AcceptedRange`` the answers are right; outside it the checks name the value.
@Suite struct AcceptedRangeTests {
    /// A stroke a ten-billionth as wide as its curve: the exact search's squared distance,
    /// formed over a sixteenth of the curve, rounded by more than the squared half width, and a
    /// third of the points near the stroke were answered wrong (the same happened to a stroke
    /// 0.1 wide on an arc of radius 1e11). Points along the normals at t, 0.2 to 0.8 half widths
    /// off, are inside; 1.2 to 4 half widths off, outside (the curve's radius of curvature is
    /// some 1e10 half widths, so the nearest point stays at t).
    @Test(arguments: [1.0, 1e6, 1e12])
    func thinStrokesOnLongCurvesAreRight(scale: Double) {
        let quad = QuadraticSegment(Point(-0.7, -0.3) * scale, Point(0.9, -0.3) * scale, Point(0.9, 0.55) * scale)
        var path = BezierPath()
        path.move(to: quad.p0)
        path.quad(to: quad.p2, control: quad.p1)
        let h = 1e-10 * scale / 2
        let tester = PreparedPath(path, strokeStyle: BezierPath.StrokeStyle(width: 2 * h))
        var rng = SplitMix64(seed: 0xAC_CE_97)
        var wrong = 0
        for i in 0..<200 {
            let t = Double.random(in: 0.05...0.95, using: &rng)
            let inside = i % 2 == 0
            let d = h * (inside ? Double.random(in: 0.2...0.8, using: &rng) : Double.random(in: 1.2...4, using: &rng))
            let normal = quad.derivative(at: t).normalized.perpendicular
            let p = quad.point(at: t) + normal * (Bool.random(using: &rng) ? d : -d)
            if tester.strokeContains(p) != inside { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    @Test func pathCoordinatesBeyondTheRangeAreNamed() throws {
        let triangle = try BezierPath(svgPathData: "M 0 0 L 1e39 0 L 0 1e39 Z")
        #expect(throws: AcceptedRangeError(quantity: .coordinate, value: 1e39,
                                           range: -AcceptedRange.maxMagnitude...AcceptedRange.maxMagnitude)) {
            try triangle.checkAcceptedRange()
        }
        let control = try BezierPath(svgPathData: "M 0 0 C 0 -2e15 1 1 2 2")
        #expect(throws: AcceptedRangeError(quantity: .coordinate, value: -2e15,
                                           range: -AcceptedRange.maxMagnitude...AcceptedRange.maxMagnitude)) {
            try control.checkAcceptedRange()
        }
        try BezierPath(svgPathData: "M -1e15 1e15 Q 1e15 0 0 -1e15 Z").checkAcceptedRange()
    }

    @Test func widthsAndMiterLimitsBeyondTheRangeAreNamed() throws {
        let widths = AcceptedRange.minPositiveWidth...AcceptedRange.maxMagnitude
        for width in [1e200, 1.0000001e15, 1e-16, -1, .infinity] {
            #expect(throws: AcceptedRangeError(quantity: .width, value: width, range: widths)) {
                try BezierPath.StrokeStyle(width: width).checkAcceptedRange()
            }
        }
        #expect(throws: AcceptedRangeError.self) { try BezierPath.StrokeStyle(width: .nan).checkAcceptedRange() }
        #expect(throws: AcceptedRangeError(quantity: .miterLimit, value: 1e16, range: 0...AcceptedRange.maxMagnitude)) {
            try BezierPath.StrokeStyle(width: 1, miterLimit: 1e16).checkAcceptedRange()
        }
        for width in [0, 1e-15, 1, 1e15] {
            try BezierPath.StrokeStyle(width: width, miterLimit: 1e15).checkAcceptedRange()
        }
        #expect(String(describing: AcceptedRangeError(quantity: .width, value: 1e200, range: widths))
                == "width 1e200 is outside the accepted range 0 or 1e-15...1e15")
        #expect(AcceptedRangeError(quantity: .coordinate, value: -2.5e15, range: -1e15...1e15).description
                == "coordinate -2.5e15 is outside the accepted range -1e15...1e15")
    }

    /// Within the range, the largest numbers still answer right: a triangle 1e15 across, and
    /// strokes 1e15 wide on lines and curves.
    @Test func theRangesEdgesAnswerRight() {
        var triangle = BezierPath()
        triangle.move(to: Point(-1e15, -1e15))
        triangle.line(to: Point(1e15, -1e15))
        triangle.line(to: Point(-1e15, 1e15))
        triangle.close()
        let fill = PreparedPath(triangle)
        #expect(fill.fillContains(Point(-5e14, -5e14)))
        // Beside the hypotenuse x + y = 0, ten units either side.
        #expect(fill.fillContains(Point(-10, -10)))
        #expect(!fill.fillContains(Point(10, 10)))
        #expect(!fill.fillContains(Point(6e14, 6e14)))
        var curve = BezierPath()
        curve.move(to: Point(0, 0))
        curve.quad(to: Point(100, 100), control: Point(100, 0))
        let wide = PreparedPath(curve, strokeStyle: BezierPath.StrokeStyle(width: 1e15))
        // Above the start, where the normals near t = 0 reach: a tenth of the way is in.
        #expect(wide.strokeContains(Point(-50, 1e14)))
        #expect(wide.strokeContains(Point(-4e14, 0)) == false)  // butt cap: nothing behind the start
        #expect(!wide.strokeContains(Point(-50, 6e14)))
        let round = PreparedPath(curve, strokeStyle: BezierPath.StrokeStyle(width: 1e15, cap: .round))
        #expect(round.strokeContains(Point(-4e14, 0)))
        #expect(!round.strokeContains(Point(-6e14, 0)))
    }

    /// A scene item whose inset is beyond the range takes no touches and leaves the other
    /// arrows' hits alone; within the range, an inset of -1e15 widens the target that far.
    @Test func sceneInsetsBeyondTheRangeTakeNoTouches() {
        let arrow = Arrow(template: ArrowTestTemplates.doubleArrow())
        var scene = ArrowScene<Int>()
        scene.append(ArrowSceneItem(arrow: arrow), id: 1)
        var far = arrow
        far.setTips(start: Point(1e6, 19), end: Point(1e6 + 200, 19))
        scene.append(ArrowSceneItem(arrow: far, touchInset: -1e308), id: 2)
        #expect(scene.hitTest(Point(100, 19))?.id == 1)
        #expect(scene.hitTest(Point(1e6 + 100, 19)) == nil)
        #expect(throws: AcceptedRangeError(quantity: .touchInset, value: -1e308,
                                           range: -AcceptedRange.maxMagnitude...AcceptedRange.maxMagnitude)) {
            try scene[2]!.checkAcceptedRange()
        }
        scene.update(2) { $0.touchInset = -1e15 }
        #expect(scene.hitTest(Point(1e6 + 100, 19))?.id == 2)
        #expect(scene.hitTest(Point(1e6 + 100, 9e14))?.id == 2)
        #expect(scene.hitTest(Point(100, 19))?.id == 2)
        #expect(throws: Never.self) { try scene[2]!.checkAcceptedRange() }
    }
}
