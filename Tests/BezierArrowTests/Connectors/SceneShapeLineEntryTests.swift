import Testing
import TestSupport
@testable import BezierArrow

/// ``SceneShape/lineEntry(from:to:)``, the closed form a straight approach takes, against the
/// general solver (``ConnectorApproach/firstEntry(into:)``: the line's meetings with every
/// segment of the placed outline, each refined by Newton's method, and the fill's own
/// containment between them).
@Suite struct SceneShapeLineEntryTests {
    typealias F = ConnectorFixtures

    /// A random shape with a closed form: a box, a rounded box (radius up to past half the
    /// shorter side, clamped there: stadiums and circles), an ellipse; sizes from 1 to 1,000,
    /// turned, stretched unevenly, moved up to 1e5.
    static func randomShape(_ g: inout SplitMix64) -> SceneShape {
        let scale = [1.0, 10, 100, 1000][Int(g.next() % 4)]
        let w = F.uniform(0.05, 1, &g) * scale, h = F.uniform(0.05, 1, &g) * scale
        let r = Rect(x: F.uniform(-1, 1, &g) * scale, y: F.uniform(-1, 1, &g) * scale, width: w, height: h)
        let outline: SceneShape.Outline
        switch g.next() % 3 {
        case 0: outline = .rectangle(r)
        case 1: outline = .roundedRectangle(r, cornerRadius: F.uniform(0, 0.6, &g) * min(w, h))
        default: outline = .ellipse(r)
        }
        var t = Transform2D.identity
        if g.next() % 2 == 0 { t = t.concatenating(Transform2D(scaleX: F.uniform(0.3, 3, &g), y: F.uniform(0.3, 3, &g))) }
        if g.next() % 3 != 0 { t = t.concatenating(Transform2D(rotationAngle: F.uniform(-3.2, 3.2, &g))) }
        let far = [0.0, 1e3, 1e5][Int(g.next() % 3)]
        t = t.concatenating(Transform2D(translationX: F.uniform(-1, 1, &g) * far, y: F.uniform(-1, 1, &g) * far))
        return try! SceneShape(outline, transform: t)
    }

    /// Random lines against random shapes: every answer the closed form gives is the general
    /// solver's, and it gives one for nearly all.
    ///
    /// The lines run from a point outside the shape (most), inside it, or near it, to an anchor
    /// (most: the approaches the solver asks about) or anywhere around the shape. Tolerance: 1e-9
    /// of the size of the shape plus the start's distance from it. Both answers are exact to the
    /// rounding of the coordinates: the closed form's in the shape's own coordinates, the general
    /// solver's in the scene's, both a few units in the last place of coordinates up to 1e5 on
    /// shapes down to size 1 (the worst here is 1e-10 of that sum). The first entry switches only
    /// at tangencies and corners, which the closed form leaves undecided within 1e-9 of them.
    @Test func theClosedFormAgreesWithTheGeneralSolver() {
        var g = SplitMix64(seed: 8128)
        var entered = 0, never = 0, undecided = 0, onEllipses = 0
        let count = 4000
        for i in 0..<count {
            let shape = Self.randomShape(&g)
            let b0 = shape.bounds, size = max(b0.width, b0.height)
            let a: Point
            switch i % 5 {
            case 0: a = shape.point(atAnchor: Point(F.uniform(0.2, 0.8, &g), F.uniform(0.2, 0.8, &g)))
            case 1: a = Point(F.uniform(b0.minX, b0.maxX, &g), F.uniform(b0.minY, b0.maxY, &g))
            default: a = F.outsidePoint(of: shape, &g)
            }
            let b = i % 4 == 3
                ? Point(F.uniform(b0.minX - size, b0.maxX + size, &g), F.uniform(b0.minY - size, b0.maxY + size, &g))
                : shape.point(atAnchor: Point(F.uniform(0, 1, &g), F.uniform(0, 1, &g)))
            let general = ConnectorApproach(curves: [CubicSegment(line: a, b)]).firstEntry(into: shape)
            let tolerance = 1e-9 * (size + shape.bounds.center.distance(to: a))
            switch shape.lineEntry(from: a, to: b) {
            case .entered(let t, let point):
                entered += 1
                if case .ellipse = shape.outline { onEllipses += 1 }
                #expect(general != nil, "case \(i): entered at \(t), the general solver never")
                if let general {
                    #expect(isApproximatelyEqual(point, general.point, tolerance: tolerance),
                            "case \(i): \(point) vs \(general.point), \(shape.outline)")
                    #expect(isApproximatelyEqual(a + (b - a) * t, point, tolerance: tolerance))
                }
            case .never:
                never += 1
                #expect(general == nil, "case \(i): never, the general solver at \(general!.point)")
            case .undecided:
                undecided += 1
            }
        }
        // About half entered, a third of the others ellipses; a few in a thousand undecided, tiny
        // shapes far out (a relative tolerance of 1e-4 there) and lines through corners.
        #expect(entered > count / 3 && never > count / 10 && onEllipses > count / 10,
                "entered \(entered), never \(never), on ellipses \(onEllipses)")
        #expect(undecided < count / 100, "undecided \(undecided)")
    }

    /// Where the answer switches, the closed form leaves it to the general solver: a line through
    /// a box's corner, along its side, ending on its outline, grazing an ellipse; and a closed path.
    @Test func switchingCasesAreLeftUndecided() throws {
        let box = try SceneShape(.rectangle(Rect(x: 0, y: 0, width: 100, height: 50)))
        #expect(box.lineEntry(from: Point(-10, -10), to: Point(50, 50)) == .undecided)
        #expect(box.lineEntry(from: Point(-10, 0), to: Point(50, 0)) == .undecided)
        #expect(box.lineEntry(from: Point(200, 25), to: Point(100, 25)) == .undecided)
        let ellipse = try SceneShape(.ellipse(Rect(x: 0, y: 0, width: 100, height: 50)))
        #expect(ellipse.lineEntry(from: Point(-50, 0.01), to: Point(150, 0.01)) == .undecided)
        #expect(ellipse.lineEntry(from: Point(-50, -1), to: Point(150, -1)) == .never)
        let path = try SceneShape(.path(F.concavePath))
        #expect(path.lineEntry(from: Point(-50, 50), to: Point(50, 50)) == .undecided)
    }

    /// Clear cases, by hand: a box's side, a rounded box's straight part and corner (through the
    /// box's corner, which is not on the outline), an ellipse's end, a start inside that never
    /// comes back, an anchor outside an ellipse (its box's corner). 1e-12: a few roundings of
    /// coordinates up to 100.
    @Test func clearCasesAreDecided() throws {
        func expectEntry(_ shape: SceneShape, _ a: Point, _ b: Point, at expected: Point, _ t: Double) {
            guard case .entered(let u, let p) = shape.lineEntry(from: a, to: b) else {
                Issue.record("\(shape.outline): not entered from \(a) to \(b)")
                return
            }
            #expect(isApproximatelyEqual(p, expected, tolerance: 1e-12) && isApproximatelyEqual(u, t, tolerance: 1e-12))
        }
        let box = try SceneShape(.rectangle(Rect(x: 0, y: 0, width: 100, height: 50)),
                                 transform: Transform2D(translationX: 10, y: 20))
        expectEntry(box, Point(-90, 45), Point(60, 45), at: Point(10, 45), 2.0 / 3)
        let rounded = try SceneShape(.roundedRectangle(Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 20))
        expectEntry(rounded, Point(50, -50), Point(50, 25), at: Point(50, 0), 2.0 / 3)
        // Along the diagonal of the corner's square: the cubic's middle, (P0 + 3 P1 + 3 P2 + P3) / 8,
        // (4 + 3 handle) / 8 of the radius from the circle's centre along each axis.
        let cubicMiddle = 20 - 20 * (4 + 3 * BodyRoute.quarterCircleHandle) / 8
        expectEntry(rounded, Point(-20, -20), Point(30, 30), at: Point(cubicMiddle, cubicMiddle), 0.4 + cubicMiddle / 50)
        let ellipse = try SceneShape(.ellipse(Rect(x: 0, y: 0, width: 100, height: 50)))
        expectEntry(ellipse, Point(-100, 25), Point(50, 25), at: Point(0, 25), 2.0 / 3)
        #expect(ellipse.lineEntry(from: Point(50, 25), to: Point(300, 25)) == .never)
        #expect(ellipse.lineEntry(from: Point(-100, -100), to: Point(0, 0)) == .never)
    }
}
