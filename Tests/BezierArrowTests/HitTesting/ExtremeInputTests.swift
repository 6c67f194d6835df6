import TestSupport
import Testing
@testable import BezierArrow

/// Whatever the coordinates (huge, tiny, overflowing when squared), the testers and the
/// projection answer without trapping or hanging.
@Suite struct ExtremeInputTests {
    static let values: [Double] = [0, 1, -1, 1e-300, .leastNonzeroMagnitude, 1e15, -1e15, 1e154, 1e200, -1e300, 1e308, -1.7e308]

    @Test func extremeCoordinatesNeverTrap() {
        var rng = SplitMix64(seed: 0xE_0001)
        func value() -> Double { Self.values[Int(rng.next() % UInt64(Self.values.count))] }
        func point() -> Point { Point(value(), value()) }
        for _ in 0..<300 {
            var path = BezierPath()
            path.move(to: point())
            for _ in 0..<(1 + Int(rng.next() % 20)) {
                switch rng.next() % 4 {
                case 0: path.line(to: point())
                case 1: path.quad(to: point(), control: point())
                case 2: path.cubic(to: point(), control1: point(), control2: point())
                default: path.close()
                }
            }
            let style = BezierPath.StrokeStyle(width: [1, 1e300, 1e-300][Int(rng.next() % 3)],
                                    cap: LineCap.allCases[Int(rng.next() % 3)],
                                    join: LineJoin.allCases[Int(rng.next() % 3)], miterLimit: 10)
            let stroke = PreparedPath(path, strokeStyle: style)
            let fill = PreparedPath(path, fillRule: .evenOdd)
            for _ in 0..<10 {
                let p = point()
                _ = stroke.strokeContains(p)
                _ = fill.windingNumber(at: p)
                if let r = path.project(p) { #expect(r.t >= 0 && r.t <= 1 || r.t.isNaN) }
            }
        }
    }
}
