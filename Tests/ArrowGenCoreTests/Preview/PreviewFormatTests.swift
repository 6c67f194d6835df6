import Testing
import ArrowGenCore
import BezierArrow

@Suite struct PreviewFormatTests {
    @Test(arguments: [
        (0.0, "0.00"), (-0.0, "0.00"), (-0.001, "0.00"), (12.5, "12.50"), (-3.14159, "-3.14"),
        (0.125, "0.13"), (-0.125, "-0.13"), (199.995, "200.00"), (1e12, "1000000000000.00"),
        (1e20, "1e+20"), (Double.nan, "nan"), (-Double.infinity, "-inf"),
    ])
    func twoDecimals(value: Double, text: String) {
        #expect(PreviewFormat.number(value) == text)
    }

    @Test func compactDropsTrailingZeros() {
        #expect(PreviewFormat.compact(12.5) == "12.5")
        #expect(PreviewFormat.compact(3) == "3")
        #expect(PreviewFormat.compact(-0.0004) == "0")
        #expect(PreviewFormat.compact(0.1234567, decimals: 3) == "0.123")
    }

    @Test func pointsAndRects() {
        #expect(PreviewFormat.point(Point(1, -2.345)) == "(1.00, -2.35)")
        #expect(PreviewFormat.rect(Rect(x: 0, y: 1, width: 2, height: 3)) == "x 0.00 y 1.00 width 2.00 height 3.00")
        #expect(PreviewFormat.rect(.null) == "empty")
    }
}

@Suite struct NumberListTests {
    @Test func acceptsBlanksAndCommas() throws {
        #expect(try NumberList.parse(["10", "20"], count: 2) == [10, 20])
        #expect(try NumberList.parse(["10,20"], count: 2) == [10, 20])
        #expect(try NumberList.parse(["10,", "-2.5e1"], count: 2) == [10, -25])
    }

    @Test func namesTheFirstProblem() {
        #expect(throws: NumberList.Problem.notANumber("x")) { try NumberList.parse(["1", "x"], count: 2) }
        #expect(throws: NumberList.Problem.notFinite("nan")) { try NumberList.parse(["nan", "1"], count: 2) }
        #expect(throws: NumberList.Problem.notFinite("-inf")) { try NumberList.parse(["-inf,1"], count: 2) }
        #expect(throws: NumberList.Problem.outOfRange("2e12")) { try NumberList.parse(["2e12", "0"], count: 2, limit: 1e12) }
        #expect(throws: NumberList.Problem.count(3)) { try NumberList.parse(["1", "2", "3"], count: 2) }
        #expect(throws: NumberList.Problem.count(0)) { try NumberList.parse([","], count: 2) }
    }
}
