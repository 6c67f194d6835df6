import TestSupport
import Testing
@testable import BezierGeometry

/// Random paths whose coordinates span the whole range of `Double`: integers, ordinary
/// fractions, tiny and subnormal values, huge values, negative zero and arbitrary bit patterns.
struct RandomPathGenerator {
    var rng: SplitMix64

    mutating func coordinate() -> Double {
        switch rng.next() % 9 {
        case 0: return Double(Int.random(in: -500...500, using: &rng))
        case 1: return Double.random(in: -1000...1000, using: &rng)
        case 2: return Double.random(in: -1...1, using: &rng) * 1e-300
        case 3: return Double(bitPattern: rng.next() & 0x000F_FFFF_FFFF_FFFF) // subnormal
        case 4: return Double.random(in: -1...1, using: &rng) * 1e300
        case 5: return -0.0
        case 6: return (Double(Int.random(in: -99_999...99_999, using: &rng)) / 100) // two decimals
        case 7: return Double.random(in: -1...1, using: &rng) * Double(sign: .plus, exponent: Int.random(in: -30...70, using: &rng), significand: 1)
        default:
            // Any finite bit pattern.
            while true {
                let d = Double(bitPattern: rng.next())
                if d.isFinite { return d }
            }
        }
    }

    mutating func point() -> Point { Point(coordinate(), coordinate()) }

    mutating func path() -> BezierPath {
        var path = BezierPath()
        let count = Int.random(in: 0...12, using: &rng)
        for _ in 0..<count {
            switch rng.next() % 6 {
            case 0: path.move(to: point())
            case 1, 2: path.line(to: point())
            case 3: path.quad(to: point(), control: point())
            case 4: path.cubic(to: point(), control1: point(), control2: point())
            default: path.close()
            }
        }
        return path
    }
}

@Suite struct BezierPathSVGTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (30, "30"), (-7, "-7"), (12.5, "12.5"), (-0.25, "-0.25"), (0.1, "0.1"),
        (123456.789, "123456.789"), (1e15, "1000000000000000"), (1e20, "100000000000000000000"),
        (1e21, "1e21"), (1.5e300, "1.5e300"), (0.0001, "0.0001"), (1e-7, "0.0000001"), (1.25e-7, "0.000000125"),
        (1e-8, "1e-8"), (-1.2345e-10, "-1.2345e-10"), (.leastNonzeroMagnitude, "5e-324"),
        (1.7976931348623157e308, "1.7976931348623157e308"), (9007199254740992, "9007199254740992"),
        (123456789012345680, "123456789012345680"), (0.30000000000000004, "0.30000000000000004"),
    ] as [(Double, String)])
    func printsTheShortestRoundTripNumber(_ value: Double, _ text: String) throws {
        var out = ""
        SVGNumberFormatter(maximumFractionDigits: nil).append(value, to: &out)
        #expect(out == text)
        let back = try BezierPath(svgPathData: "M \(out) 0").elements.first?.endPoint?.x
        #expect(back == value)
    }

    @Test(arguments: [
        (1.0, 2, "1"), (0.125, 2, "0.13"), (2.999, 2, "3"), (-0.004, 2, "0"), (-0.005, 2, "-0.01"),
        (0.96, 0, "1"), (99.95, 1, "100"), (1234.5678, 0, "1235"), (1e-9, 3, "0"), (1.5e300, 2, "1.5e300"),
        (12.3456, -1, "12"), (0.05, 1, "0.1"), (1.005, 2, "1.01"), (0.5, 0, "1"), (-0.5, 0, "-1"), (0.49, 0, "0"),
        (3.14159, 4, "3.1416"), (3.14159, 20, "3.14159"), (-0.0, 3, "0"), (999.9999, 3, "1000"),
        (1.23456789e-5, 8, "0.00001235"), (2.5e-8, 8, "3e-8"), (7, Int.max, "7"),
    ] as [(Double, Int, String)])
    func roundsToAPrecision(_ value: Double, _ precision: Int, _ text: String) {
        var out = ""
        SVGNumberFormatter(maximumFractionDigits: max(0, precision)).append(value, to: &out)
        #expect(out == text)
        let path = BezierPath([.move(to: Point(value, 0))])
        #expect(path.svgPathData(precision: precision) == "M \(text) 0")
    }

    @Test func printsEveryElementKindInAbsoluteCommands() throws {
        let path = try BezierPath(svgPathData: "m 1 2 l 3 4 q 1 1 2 0 c 1 1 2 2 3 3 z m 10 0 h 1 v 1")
        #expect(path.svgPathData == "M 1 2 L 4 6 Q 5 7 6 6 C 7 7 8 8 9 9 Z M 11 2 L 12 2 L 12 3")
        #expect(BezierPath().svgPathData == "")
    }

    @Test func doubleArrowPrintsAsItIsWritten() throws {
        let data = "M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 "
            + "C 120 26 80 26 30 26 L 30 38 Z"
        #expect(try BezierPath(svgPathData: data).svgPathData == data)
    }

    @Test func precisionPrintingForDisplay() throws {
        let path = try BezierPath(svgPathData: "M 0.123456 -0.0001 C 1.5 2.25 3.125 4.0625 10.99999 7")
        #expect(path.svgPathData(precision: 2) == "M 0.12 0 C 1.5 2.25 3.13 4.06 11 7")
        #expect(path.svgPathData(precision: 0) == "M 0 0 C 2 2 3 4 11 7")
        #expect(path.svgPathData(precision: 10) == path.svgPathData)
    }

    @Test func printedRandomPathsParseBackExactly() throws {
        var generator = RandomPathGenerator(rng: SplitMix64(seed: 0x5EED_0001))
        for _ in 0..<2_000 {
            let path = generator.path()
            let text = path.svgPathData
            let back = try BezierPath(svgPathData: text)
            #expect(back == path, "\(text)")
            // Exact to the bit, not just ==: only the sign of zero may differ (-0 prints as 0).
            for (a, b) in zip(back.elements, path.elements) {
                for (p, q) in zip(points(a), points(b)) {
                    for (u, v) in [(p.x, q.x), (p.y, q.y)] where u.bitPattern != v.bitPattern {
                        #expect(u == 0 && v == 0, "\(u) vs \(v) in \(text)")
                    }
                }
            }
            #expect(!text.contains("-0 ") && !text.hasSuffix("-0"))
        }
    }

    @Test func precisionPrintingStaysWithinHalfAUnit() throws {
        var generator = RandomPathGenerator(rng: SplitMix64(seed: 0x5EED_0002))
        for _ in 0..<500 {
            let path = generator.path()
            let precision = Int.random(in: 0...6, using: &generator.rng)
            let back = try BezierPath(svgPathData: path.svgPathData(precision: precision))
            #expect(back.elements.count == path.elements.count)
            let unit = 0.5 * pow10(-precision)
            for (a, b) in zip(back.elements, path.elements) {
                for (p, q) in zip(points(a), points(b)) {
                    // Half a unit of the last place, plus the shortest decimal's own relative error.
                    let tolerance = unit * (1 + 1e-9) + abs(q.x).ulp * 2 + abs(q.y).ulp * 2
                    #expect(abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance, "\(p) vs \(q)")
                }
            }
        }
    }

    private func pow10(_ e: Int) -> Double {
        var r = 1.0
        for _ in 0..<abs(e) { r *= 10 }
        return e < 0 ? 1 / r : r
    }

    private func points(_ e: PathElement) -> [Point] {
        switch e {
        case .move(let p), .line(let p): [p]
        case .quad(let p, let c): [c, p]
        case .cubic(let p, let c1, let c2): [c1, c2, p]
        case .close: []
        }
    }
}
