import Testing
@testable import BezierGeometry

/// Round joins, caps and dots: arcs of cubics, measured against the circle.
@Suite struct PathBuilderArcsTests {
    /// The largest radial error of an arc's cubics, sampled at 200 parameters each, and the
    /// number of cubics.
    static func arcError(radius r: Double, angle: Double, rotation: Double, tolerance: Double) -> (Double, Int) {
        let center = Point(3, -7)
        let from = Point(0.6, 0.8), to = from.rotated(by: rotation * angle)
        var arc = BezierPath()
        arc.move(to: center + from * r)
        arc.addArc(center: center, radius: r, from: from, to: to, rotation: rotation, tolerance: tolerance)
        var worst = 0.0
        var start = center + from * r
        for element in arc.elements.dropFirst() {
            guard case .cubic(let p, let c1, let c2) = element else { continue }
            let piece = CubicSegment(start, c1, c2, p)
            for k in 0...200 {
                let q = piece.point(at: Double(k) / 200) - center
                worst = max(worst, abs(q.length - r))
                // The arc stays on the side it turns to: never beyond its end directions.
                #expect(from.cross(q) * rotation >= -1e-9 * r || angle > .pi / 2)
            }
            start = p
        }
        #expect(start.distance(to: center + to * r) < 1e-9 * max(r, 1))
        return (worst, arc.elements.count - 1)
    }

    @Test(arguments: [0.5, 17.5, 1000.0])
    func arcsStayWithinTheTolerance(radius: Double) {
        for tolerance in [0.01, 1e-4] {
            for angle in [0.001, 0.3, 1.0, .pi / 2, 2.0, 3.0, .pi] {
                for rotation in [1.0, -1.0] {
                    let (error, _) = Self.arcError(radius: radius, angle: angle, rotation: rotation, tolerance: tolerance)
                    #expect(error <= tolerance, "r \(radius) angle \(angle) tolerance \(tolerance): error \(error)")
                }
            }
        }
    }

    /// Goldapp's bound: a quarter circle of radius 17.5 is one cubic (error 0.0048) at the
    /// default tolerance, a half turn two, and a finer tolerance takes more.
    @Test func fewestPiecesTheToleranceAllows() {
        #expect(Self.arcError(radius: 17.5, angle: .pi / 2, rotation: -1, tolerance: 0.01).1 == 1)
        #expect(Self.arcError(radius: 17.5, angle: .pi, rotation: -1, tolerance: 0.01).1 == 2)
        #expect(Self.arcError(radius: 17.5, angle: .pi / 2, rotation: -1, tolerance: 0.001).1 == 2)
        #expect(Self.arcError(radius: 1000, angle: .pi, rotation: 1, tolerance: 0.01).1 == 4)  // 45 degrees: 0.0042
    }

    @Test func circleIsClosedAndTurnsTheNegativeWay() {
        var circle = BezierPath()
        circle.addCircle(center: Point(5, 5), radius: 2, tolerance: 0.01)
        #expect(circle.elements.first == .move(to: Point(7, 5)))
        #expect(circle.elements.last == .close)
        // The shoelace area of the control polygon has the sign of the turning.
        var area = 0.0
        var current = Point(7, 5)
        for element in circle.elements {
            if case .cubic(let p, let c1, let c2) = element {
                for (a, b) in [(current, c1), (c1, c2), (c2, p)] { area += a.cross(b) }
                current = p
            }
        }
        #expect(area < 0)
    }
}
