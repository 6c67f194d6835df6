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

    /// A path far smaller or larger than 1 answers as at size 1: scaled by a power of two (exact),
    /// every fill, stroke and projection answer is the same, distances scaled. At 2^-700
    /// (about 1e-211) the products the queries compare underflow unless the path is prepared
    /// at a size near 1.
    @Test(arguments: [-700, -600, -300, -250, -150, -90, 90, 150, 250, 300, 600, 700])
    func farFromOneAnswersAsAtOne(exponent: Int) throws {
        let path = try BezierPath(svgPathData:
            "M 0 19 L 30 0 L 30 12 C 80 12 120 132 170 132 L 170 120 L 200 139 L 170 158 L 170 146 C 120 146 80 26 30 26 L 30 38 Z")
        let k = Double(sign: .plus, exponent: exponent, significand: 1)
        let scaled = path.transformed(by: Transform2D(scaleX: k, y: k))
        let style = BezierPath.StrokeStyle(width: 9, cap: .butt, join: .miter)
        let scaledStyle = BezierPath.StrokeStyle(width: 9 * k, cap: .butt, join: .miter)
        let atOne = PreparedPath(path, strokeStyle: style), atK = PreparedPath(scaled, strokeStyle: scaledStyle)
        #expect(atK.boundingBox == Rect(x: atOne.boundingBox.minX * k, y: atOne.boundingBox.minY * k,
                                        width: atOne.boundingBox.width * k, height: atOne.boundingBox.height * k))
        var rng = SplitMix64(seed: 0xE_0002)
        var inside = 0, stroked = 0
        for _ in 0..<2_000 {
            let p = Point(Double(rng.next() % 2_600) / 10 - 30, Double(rng.next() % 2_200) / 10 - 30)
            let q = p * k
            #expect(atK.fillContains(q) == atOne.fillContains(p), "fill at \(p)")
            #expect(scaled.contains(q) == path.contains(p), "BezierPath fill at \(p)")
            #expect(atK.strokeContains(q) == atOne.strokeContains(p), "stroke at \(p)")
            let near = try #require(atOne.nearestPoint(to: p)), nearK = try #require(atK.nearestPoint(to: q))
            #expect(nearK.distance == near.distance * k && nearK.point == near.point * k && nearK.t == near.t,
                    "projection of \(p)")
            if atOne.fillContains(p) { inside += 1 }
            if atOne.strokeContains(p) { stroked += 1 }
        }
        // Both answers occur, so the comparison could fail either way.
        #expect(inside > 50 && inside < 1_950 && stroked > 50 && stroked < 1_950)
        // A point far away (too far to take into the prepared coordinates of the smallest paths)
        // still has its nearest point, on the path, at about the point's distance.
        for q in [Point(1e300, 0), Point(-3e299, 1e300)] {
            let far = try #require(atK.nearestPoint(to: q))
            // |q| by its larger component first: its square overflows.
            let m = max(abs(q.x), abs(q.y)), length = m * Point(q.x / m, q.y / m).length
            #expect(atK.boundingBox.contains(far.point) && abs(far.distance / length - 1) < 1e-12, "\(far)")
        }
    }

    /// A curve's tight bounds scale with it, however small or large: the extrema's quadratic is
    /// solved at a size near 1 (at 2^-700 its discriminant underflowed to 0, and nine boxes in
    /// ten missed an extremum).
    @Test(arguments: [-700, 700])
    func boundsFarFromOneScaleWithThePath(exponent: Int) {
        let k = Double(sign: .plus, exponent: exponent, significand: 1)
        var rng = SplitMix64(seed: 0xE_0003)
        func value() -> Double { Double(rng.next() % 20_001) / 100 - 100 }
        for _ in 0..<500 {
            var path = BezierPath()
            path.move(to: Point(value(), value()))
            path.cubic(to: Point(value(), value()), control1: Point(value(), value()), control2: Point(value(), value()))
            let box = path.boundingBox, scaled = path.transformed(by: Transform2D(scaleX: k, y: k)).boundingBox
            #expect(scaled.minX == box.minX * k && scaled.maxX == box.maxX * k
                    && scaled.minY == box.minY * k && scaled.maxY == box.maxY * k, "\(path.elements)")
        }
    }

    /// An arrow template is refused below the smallest accepted frame, and answers as at size 1
    /// above it: at 2^-900 (some 1e-271) its hit tests, multiplying coordinates, underflowed and
    /// nineteen answers in twenty were wrong.
    @Test func tinyTemplatesAreRefusedAndSmallOnesAnswerAsAtOne() throws {
        let double = try BezierPath(svgPathData:
            "M 0 19 L 30 0 L 30 12 C 80 12 120 132 170 132 L 170 120 L 200 139 L 170 158 L 170 146 C 120 146 80 26 30 26 L 30 38 Z")
        func template(scaledBy k: Double) throws(ArrowTemplateError) -> ArrowTemplate {
            try ArrowTemplate(name: "Scaled", outline: double.transformed(by: Transform2D(scaleX: k, y: k)),
                              start: ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 31 * k, height: 38 * k), tip: Point(0, 19 * k)),
                              end: ArrowHeadFrame(frame: Rect(x: 169 * k, y: 120 * k, width: 31 * k, height: 38 * k), tip: Point(200 * k, 139 * k)),
                              hitWidth: 35 * k)
        }
        #expect(throws: ArrowTemplateError.emptyFrame(.start)) { try template(scaledBy: 0x1p-900) }
        let k = 0x1p-40
        var small = Arrow(template: try template(scaledBy: k)), one = Arrow(template: try template(scaledBy: 1))
        small.setTips(start: Point(0, 19) * k, end: Point(200, 300) * k)
        one.setTips(start: Point(0, 19), end: Point(200, 300))
        var hits = 0
        for i in 0..<40 {
            for j in 0..<40 {
                let p = Point(Double(i) * 6 - 20, Double(j) * 9 - 20)
                let a = small.hitTest(p * k), b = one.hitTest(p)
                #expect(a?.part == b?.part, "at \(p)")
                if b != nil { hits += 1 }
            }
        }
        #expect(hits > 100 && hits < 1_500)
    }
}
