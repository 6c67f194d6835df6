import TestSupport
import Testing
@testable import BezierGeometry

/// A prepared path's rectangle queries (what it paints meets a rectangle, lies inside one)
/// agree with the brute force over its flattened drawing (`BruteForceDrawing`: chords within
/// 1e-3 of the curves; a rectangle within 2e-3 of grazing the drawing has no reference answer
/// and is counted apart).
@Suite struct RectangleQueryTests {
    @Test(arguments: [0.0, 1.5, 12])
    func randomPathsAgreeWithTheBruteForce(reach: Double) {
        var rng = SplitMix64(seed: 0x52_4543 + UInt64(reach * 10))
        var answered = 0, grazing = 0, met = 0, enclosed = 0
        for _ in 0..<40 {
            let path = rng.path()
            let rule: FillRule = rng.next() % 2 == 0 ? .nonZero : .evenOdd
            let prepared = PreparedPath(path, fillRule: rule)
            let reference = BruteForceDrawing(outline: path, fillRule: rule, reach: reach)
            for k in 0..<30 {
                // Every fifth rectangle about the path's bounds, which it may hold.
                let b = prepared.boundingBox
                let r = k % 5 == 0 ? b.insetBy(dx: -rng.uniform(-4...24), dy: -rng.uniform(-4...24)) : rng.rect(near: b)
                let meets = prepared.intersects(r, reach: reach), inside = prepared.isInside(r, reach: reach)
                // Whatever lies inside meets.
                #expect(!inside || meets, "\(path) \(r)")
                if let expected = reference.intersects(r) {
                    answered += 1
                    if expected { met += 1 }
                    #expect(meets == expected, "\(path) \(rule) reach \(reach) \(r)")
                } else {
                    grazing += 1
                }
                if let expected = reference.isInside(r) {
                    if expected { enclosed += 1 }
                    #expect(inside == expected, "\(path) reach \(reach) \(r)")
                }
            }
        }
        // Both answers are common, and grazing is rare.
        #expect(met > answered / 5 && met < answered * 4 / 5, "\(met) of \(answered)")
        #expect(enclosed > 20)
        #expect(grazing * 50 < answered, "\(grazing) grazing of \(answered)")
    }

    /// A rectangle wholly inside the fill meets it, with no segment in it; one in a hole does not.
    @Test func rectanglesInsideTheFillOrAHole() {
        // A square ring: outer 0...100 clockwise, inner 30...70 counter-clockwise.
        let ring = try! BezierPath(svgPathData: "M 0 0 L 100 0 L 100 100 L 0 100 Z M 30 30 L 30 70 L 70 70 L 70 30 Z")
        let prepared = PreparedPath(ring)
        #expect(prepared.intersects(Rect(x: 10, y: 10, width: 5, height: 5)))
        #expect(!prepared.intersects(Rect(x: 40, y: 40, width: 20, height: 20)))
        #expect(prepared.intersects(Rect(x: 40, y: 40, width: 20, height: 20), reach: 10.5))
        #expect(!prepared.intersects(Rect(x: 40, y: 40, width: 20, height: 20), reach: 9.5))
        // A corner's disk: the outer square's corner (100, 100) is 5√2 from (105, 105).
        #expect(prepared.intersects(Rect(x: 105, y: 105, width: 10, height: 10), reach: 7.1))
        #expect(!prepared.intersects(Rect(x: 105, y: 105, width: 10, height: 10), reach: 7.0))
        #expect(prepared.isInside(Rect(x: 0, y: 0, width: 100, height: 100)))
        #expect(!prepared.isInside(Rect(x: 0, y: 0, width: 100, height: 100), reach: 0.5))
        #expect(!prepared.isInside(Rect(x: 0.5, y: 0, width: 100, height: 100)))
    }

    /// A curve's crossing of a rectangle's side is solved, not sampled: a cubic bulging 1e-9
    /// into a rectangle meets it, one stopping 1e-9 short does not.
    @Test func curvesAreExactAtTheSides() {
        // A symmetric arch from (0, 0) to (100, 0) whose top is at y = 75 (3/4 of the handles' 100).
        let arch = try! BezierPath(svgPathData: "M 0 0 C 0 100 100 100 100 0")
        let prepared = PreparedPath(arch)
        #expect(prepared.intersects(Rect(x: 40, y: 75 - 1e-9, width: 20, height: 10), reach: 0))
        #expect(!prepared.intersects(Rect(x: 40, y: 75 + 1e-9, width: 20, height: 10), reach: 0))
        // Beside the top, the side x = 10 is crossed at the arch's height there.
        let y10 = Self.archHeight(atX: 10)
        #expect(prepared.intersects(Rect(x: 5, y: y10 - 1e-9, width: 5, height: 1)))
        #expect(!prepared.intersects(Rect(x: 5, y: y10 + 1e-7, width: 5, height: 1)))
    }

    /// The arch's height where its x is `x` (left half), by bisection on x(t) = 300 t^2 - 200 t^3.
    static func archHeight(atX x: Double) -> Double {
        var lo = 0.0, hi = 0.5
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if 300 * mid * mid - 200 * mid * mid * mid < x { lo = mid } else { hi = mid }
        }
        let t = (lo + hi) / 2
        return 300 * t * (1 - t)
    }

    /// Rectangles that are null, not finite, or degenerate give a stated answer and never trap.
    @Test func badAndDegenerateRectangles() {
        let prepared = PreparedPath(try! BezierPath(svgPathData: "M 0 0 L 100 0 L 100 100 Z"))
        for bad in [Rect.null, Rect(x: .nan, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: .infinity, height: 1),
                    Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity),
                    Rect(x: 0, y: 0, width: 1, height: .nan)] {
            #expect(!prepared.intersects(bad) && !prepared.isInside(bad) && !prepared.intersects(bad, reach: 5), "\(bad)")
        }
        // A point inside the fill, a point on an edge, a segment across an edge.
        #expect(prepared.intersects(Rect(x: 90, y: 10, width: 0, height: 0)))
        #expect(prepared.intersects(Rect(x: 50, y: 0, width: 0, height: 0)))
        #expect(!prepared.intersects(Rect(x: 10, y: 90, width: 0, height: 0)))
        #expect(prepared.intersects(Rect(x: 40, y: -5, width: 0, height: 10)))
        // A reach that is not finite counts as none.
        #expect(!prepared.intersects(Rect(x: 10, y: 90, width: 0, height: 0), reach: .infinity))
        #expect(!prepared.intersects(Rect(x: 10, y: 90, width: 0, height: 0), reach: .nan))
        // An empty path paints nothing: it meets and lies in no rectangle.
        #expect(!PreparedPath(BezierPath()).intersects(Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)))
        #expect(!PreparedPath(BezierPath()).isInside(Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)))
    }

    /// A path far smaller than 1 (prepared scaled by a power of two) answers as at size 1.
    @Test func tinyPathsAnswerAsAtSizeOne() {
        var rng = SplitMix64(seed: 0x7E_E1)
        let k = 0x1p-700
        for _ in 0..<20 {
            let path = rng.path()
            // The fill alone: a stroke 1 wide around a path of size 1e-208 keeps it at its size.
            let fill = BezierPath.StrokeStyle(width: 0)
            let big = PreparedPath(path, strokeStyle: fill)
            let tiny = PreparedPath(path.transformed(by: Transform2D(scaleX: k, y: k)), strokeStyle: fill)
            #expect(tiny.unit != 1)
            for _ in 0..<20 {
                let r = rng.rect(near: big.boundingBox)
                let small = Rect(x: r.minX * k, y: r.minY * k, width: r.width * k, height: r.height * k)
                #expect(tiny.intersects(small, reach: 3 * k) == big.intersects(r, reach: 3), "\(path) \(r)")
                #expect(tiny.isInside(small) == big.isInside(r), "\(path) \(r)")
            }
        }
    }
}
