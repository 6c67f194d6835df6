import TestSupport
import ArrowGenCore
import BezierArrow
import Testing

@Suite struct SwiftLiteralTests {
    @Test(arguments: [
        (19.0, "19"), (0.1, "0.1"), (-50.0, "-50"), (1e-05, "1e-05"), (-0.0, "-0.0"), (0.0, "0"),
        (1e16, "1e+16"), (123456.75, "123456.75"), (Double.leastNonzeroMagnitude, "5e-324"),
    ])
    func doublesPrintShortest(_ value: Double, _ text: String) {
        #expect(SwiftLiteral.double(value) == text)
    }

    /// Every finite double read back from its literal text has the same bits (Swift parses
    /// literals as `Double(String)` does: correctly rounded).
    @Test func doublesRoundTrip() {
        var rng = SplitMix64(seed: 0xA770_0001)
        for _ in 0..<20_000 {
            let v = Double(bitPattern: rng.next())
            guard v.isFinite else { continue }
            let text = SwiftLiteral.double(v)
            #expect(Double(text)?.bitPattern == v.bitPattern, "\(v) printed as \(text)")
        }
    }

    @Test func stringsAreEscaped() {
        #expect(SwiftLiteral.string("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u{1}""#)
    }

    @Test func elementsAndEnumerations() {
        #expect(SwiftLiteral.element(.cubic(to: Point(1, 2), control1: Point(3, 4), control2: Point(5.5, -6)))
                == ".cubic(to: Point(1, 2), control1: Point(3, 4), control2: Point(5.5, -6))")
        #expect(SwiftLiteral.rect(Rect(x: 170, y: 0, width: 30, height: 38)) == "Rect(x: 170, y: 0, width: 30, height: 38)")
        #expect(SwiftLiteral.option(FillRule.evenOdd) == ".evenOdd")
        #expect(SwiftLiteral.option(ArrowOrientation.follow) == ".follow")
        #expect(SwiftLiteral.option(HandlePolicy.scaled) == ".scaled")
    }
}
