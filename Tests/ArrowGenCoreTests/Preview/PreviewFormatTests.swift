import Testing
import ArrowGenCore
import BezierArrow

@Suite struct PreviewFormatTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.00001, "0"), (12.5, "12.5"), (3, "3"), (-3.14159, "-3.1416"),
        (200.10000000000002, "200.1"), (0.1 + 0.2, "0.3"), (199.99995, "200"), (1.00005, "1.0001"),
        (-0.00005, "-0.0001"), (0.12345, "0.1235"), (1e12, "1000000000000"), (-1e12, "-1000000000000"),
        (1e21, "1e21"), (Double.nan, "nan"), (-Double.infinity, "-inf"),
    ])
    func numbersAsPeopleWriteThem(value: Double, text: String) {
        #expect(PreviewFormat.number(value) == text)
    }

    @Test func pointsAndRects() {
        #expect(PreviewFormat.point(Point(200, 139)) == "(200, 139)")
        #expect(PreviewFormat.point(Point(1, -2.34567)) == "(1, -2.3457)")
        #expect(PreviewFormat.rect(Rect(x: 0, y: 1.5, width: 2, height: 3)) == "x 0 y 1.5 width 2 height 3")
        #expect(PreviewFormat.rect(.null) == "empty")
    }

    /// Pictures print path data with the same rule as text.
    @Test func pathDataRoundsAsNumbersDo() throws {
        let path = try BezierPath(svgPathData: "M 0 0 L 200.10000000000002 -0.00001 C 1.00005 2 3 4 5 6.123456 Z")
        #expect(PreviewFormat.pathData(path) == "M 0 0 L 200.1 0 C 1.0001 2 3 4 5 6.1235 Z")
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
