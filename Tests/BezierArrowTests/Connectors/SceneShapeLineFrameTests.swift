import Testing
import TestSupport
@testable import BezierArrow

/// ``SceneShape/LineFrame``, the shape's part of ``SceneShape/lineEntry(from:to:)`` made once with
/// the shape, against the same quantities worked out afresh from the shape's transform, inverse
/// and local rect at every line (as the closed form did before): equal to the bit, and refused for
/// the same transforms.
@Suite struct SceneShapeLineFrameTests {
    typealias F = ConnectorFixtures

    /// A random shape: the closed form's shapes (turned, stretched, moved), paths, and
    /// transforms that cannot be inverted or are far from a rotation and scale.
    static func randomShape(_ g: inout SplitMix64) -> SceneShape {
        var shape = SceneShapeLineEntryTests.randomShape(&g)
        switch g.next() % 6 {
        case 0:
            shape = try! SceneShape(.path(F.concavePath), transform: shape.transform)
        case 1:
            // Stretched by up to 1e3 along one axis and 1e-3 along the other: conditions on both
            // sides of the closed form's limit of 1e4.
            let sx = [1e-3, 0.01, 0.1, 1][Int(g.next() % 4)], sy = [1, 10, 100, 1e3][Int(g.next() % 4)]
            let t = Transform2D(scaleX: sx, y: sy).concatenating(Transform2D(rotationAngle: F.uniform(-3.2, 3.2, &g)))
            shape = (try? SceneShape(shape.outline, transform: t)) ?? shape
        case 2:
            // Flattened to a line: no inverse.
            shape = (try? SceneShape(shape.outline, transform: Transform2D(scaleX: 0, y: 2))) ?? shape
        default: break
        }
        return shape
    }

    /// The plain quantities, as the closed form worked them out at every line.
    static func plain(_ shape: SceneShape) -> (inverse: Transform2D, normI: Double, rect: [Double])? {
        guard let inverse = shape.inverse else { return nil }
        let t = shape.transform
        let normT = abs(t.a) + abs(t.b) + abs(t.c) + abs(t.d)
        let normI = abs(inverse.a) + abs(inverse.b) + abs(inverse.c) + abs(inverse.d)
        guard normT * normI <= 1e4 else { return nil }
        let r = shape.localRect
        return (inverse, normI, [abs(r.minX), abs(r.minY), abs(r.maxX), abs(r.maxY)])
    }

    /// Random shapes: the prepared frame is the plain one to the bit, and missing exactly where
    /// the plain work refuses the shape; both kinds are met.
    @Test func thePreparedFrameIsThePlainOne() {
        var g = SplitMix64(seed: 4711)
        var kept = 0, refused = 0
        for _ in 0..<3000 {
            let shape = Self.randomShape(&g)
            guard let plain = Self.plain(shape) else {
                #expect(shape.lineFrame == nil)
                refused += 1
                continue
            }
            guard let frame = shape.lineFrame else {
                Issue.record("no frame for \(shape)")
                continue
            }
            kept += 1
            #expect(frame.inverse == plain.inverse)
            #expect(frame.inverseNorm.bitPattern == plain.normI.bitPattern)
            #expect(frame.rectMagnitude.bitPattern == max(plain.rect[0], plain.rect[1], plain.rect[2], plain.rect[3]).bitPattern)
        }
        #expect(kept > 2000 && refused > 100)
    }

    /// The line's magnitude, the rect's maximum taken first, is the one maximum of all eight to
    /// the bit: over random magnitudes of the line's ends, some not finite and some NaN (the
    /// rect's are always finite).
    @Test func theMagnitudeTakenInTwoStepsIsTheOneMaximum() {
        var g = SplitMix64(seed: 1729)
        func value(_ g: inout SplitMix64) -> Double {
            switch g.next() % 8 {
            case 0: .nan
            case 1: .infinity
            case 2: 0
            default: abs(F.uniform(-1, 1, &g)) * [1.0, 1e3, 1e12][Int(g.next() % 3)]
            }
        }
        var nans = 0
        for _ in 0..<20_000 {
            let r = (0..<4).map { _ in abs(F.uniform(-1, 1, &g)) * [1.0, 1e3, 1e12][Int(g.next() % 3)] }
            let (s0, s1, e0, e1) = (value(&g), value(&g), value(&g), value(&g))
            let one = max(r[0], r[1], r[2], r[3], s0, s1, e0, e1)
            let two = max(max(r[0], r[1], r[2], r[3]), s0, s1, e0, e1)
            if [s0, s1, e0, e1].contains(where: \.isNaN) { nans += 1 }
            #expect(one.bitPattern == two.bitPattern)
        }
        #expect(nans > 1000)
    }
}
