import Testing
@testable import BezierGeometry

/// Element shorthands so the expected paths below read like the path data they come from.
private func M(_ x: Double, _ y: Double) -> PathElement { .move(to: Point(x, y)) }
private func L(_ x: Double, _ y: Double) -> PathElement { .line(to: Point(x, y)) }
private func Q(_ x1: Double, _ y1: Double, _ x: Double, _ y: Double) -> PathElement {
    .quad(to: Point(x, y), control: Point(x1, y1))
}
private func C(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) -> PathElement {
    .cubic(to: Point(x, y), control1: Point(x1, y1), control2: Point(x2, y2))
}
private let Z = PathElement.close

/// A piece of path data and the exact elements it must give.
struct SVGParseCase: CustomTestStringConvertible, Sendable {
    let data: String
    let elements: [PathElement]
    init(_ data: String, _ elements: [PathElement]) {
        self.data = data
        self.elements = elements
    }
    var testDescription: String { data.debugDescription }
}

/// Path data that must be rejected, where and with which message.
struct SVGErrorCase: CustomTestStringConvertible, Sendable {
    let data: String
    let offset: Int
    let message: String
    init(_ data: String, _ offset: Int, _ message: String) {
        self.data = data
        self.offset = offset
        self.message = message
    }
    var testDescription: String { data.debugDescription }
}

@Suite struct SVGPathParserTests {
    static let parseCases: [SVGParseCase] = [
        // Empty data is an empty path (SVG 1.1, 8.3.9: "M" is required only if there is data).
        SVGParseCase("", []),
        SVGParseCase(" \t\r\n\u{0C}", []),
        // moveto, absolute and relative, and implicit linetos after it.
        SVGParseCase("M 10 20", [M(10, 20)]),
        SVGParseCase("m 10 20", [M(10, 20)]),
        SVGParseCase("M 1 2 3 4 5 6", [M(1, 2), L(3, 4), L(5, 6)]),
        SVGParseCase("m 1 2 3 4 5 6", [M(1, 2), L(4, 6), L(9, 12)]),
        SVGParseCase("M 1 2 M 3 4", [M(1, 2), M(3, 4)]),
        SVGParseCase("M 1 2 m 3 4", [M(1, 2), M(4, 6)]),
        // lineto, horizontal and vertical.
        SVGParseCase("M10,20L30,40", [M(10, 20), L(30, 40)]),
        SVGParseCase("M 10 20 l 5 5 5 5", [M(10, 20), L(15, 25), L(20, 30)]),
        SVGParseCase("M 0 0 H 10 V 20 h -5 v -5", [M(0, 0), L(10, 0), L(10, 20), L(5, 20), L(5, 15)]),
        SVGParseCase("M 0 0 H 1 2 3", [M(0, 0), L(1, 0), L(2, 0), L(3, 0)]),
        SVGParseCase("M 0 0 v 1 2", [M(0, 0), L(0, 1), L(0, 3)]),
        // Cubic curves and the S reflection rule.
        SVGParseCase("M 0 0 C 1 2 3 4 5 6", [M(0, 0), C(1, 2, 3, 4, 5, 6)]),
        SVGParseCase("M 1 1 c 1 2 3 4 5 6", [M(1, 1), C(2, 3, 4, 5, 6, 7)]),
        SVGParseCase("M 0 0 C 1 2 3 4 5 6 7 8 9 10 11 12", [M(0, 0), C(1, 2, 3, 4, 5, 6), C(7, 8, 9, 10, 11, 12)]),
        SVGParseCase("M 0 0 C 1 1 2 1 3 0 S 5 -1 6 0", [M(0, 0), C(1, 1, 2, 1, 3, 0), C(4, -1, 5, -1, 6, 0)]),
        SVGParseCase("M 0 0 C 1 1 2 1 3 0 s 2 -1 3 0", [M(0, 0), C(1, 1, 2, 1, 3, 0), C(4, -1, 5, -1, 6, 0)]),
        SVGParseCase("M 0 0 S 1 1 2 0 3 -1 4 0",
                     [M(0, 0), C(0, 0, 1, 1, 2, 0), C(3, -1, 3, -1, 4, 0)]),
        SVGParseCase("M 0 0 s 1 1 2 0", [M(0, 0), C(0, 0, 1, 1, 2, 0)]),
        SVGParseCase("M 0 0 L 1 1 S 2 2 3 3", [M(0, 0), L(1, 1), C(1, 1, 2, 2, 3, 3)]),
        SVGParseCase("M 0 0 Q 1 1 2 0 S 3 1 4 0", [M(0, 0), Q(1, 1, 2, 0), C(2, 0, 3, 1, 4, 0)]),
        // Quadratic curves and the T reflection rule.
        SVGParseCase("M 0 0 Q 1 1 2 0", [M(0, 0), Q(1, 1, 2, 0)]),
        SVGParseCase("M 1 1 q 1 1 2 0", [M(1, 1), Q(2, 2, 3, 1)]),
        SVGParseCase("M 0 0 Q 1 1 2 0 T 4 0 T 6 0", [M(0, 0), Q(1, 1, 2, 0), Q(3, -1, 4, 0), Q(5, 1, 6, 0)]),
        SVGParseCase("M 0 0 Q 1 1 2 0 T 4 0 6 0", [M(0, 0), Q(1, 1, 2, 0), Q(3, -1, 4, 0), Q(5, 1, 6, 0)]),
        SVGParseCase("M 1 1 q 1 1 2 0 t 2 0", [M(1, 1), Q(2, 2, 3, 1), Q(4, 0, 5, 1)]),
        SVGParseCase("M 0 0 t 2 0", [M(0, 0), Q(0, 0, 2, 0)]),
        SVGParseCase("M 0 0 C 1 1 2 1 3 0 T 5 0", [M(0, 0), C(1, 1, 2, 1, 3, 0), Q(3, 0, 5, 0)]),
        SVGParseCase("M 0 0 Q 1 1 2 0 L 3 0 T 5 0", [M(0, 0), Q(1, 1, 2, 0), L(3, 0), Q(3, 0, 5, 0)]),
        // closepath: relative commands after Z start from the subpath's start.
        SVGParseCase("M 10 10 L 20 10 L 20 20 Z", [M(10, 10), L(20, 10), L(20, 20), Z]),
        SVGParseCase("M 10 10 L 20 10 z l 5 5", [M(10, 10), L(20, 10), Z, M(10, 10), L(15, 15)]),
        SVGParseCase("M 10 10 L 20 10 Z m 5 5 l 1 0", [M(10, 10), L(20, 10), Z, M(15, 15), L(16, 15)]),
        SVGParseCase("M 1 1 L 2 2 M 3 3 Z l 1 1", [M(1, 1), L(2, 2), M(3, 3), Z, M(3, 3), L(4, 4)]),
        SVGParseCase("M 0 0 Z", [M(0, 0), Z]),
        SVGParseCase("M 0 0 L 1 0 ZZ", [M(0, 0), L(1, 0), Z]),
        SVGParseCase("M 0 0 C 1 1 2 1 3 0 Z S 1 1 2 2", [M(0, 0), C(1, 1, 2, 1, 3, 0), Z, M(0, 0), C(0, 0, 1, 1, 2, 2)]),
        // Compact numbers: signs and points end the previous number.
        SVGParseCase("M.5.5L-1-2", [M(0.5, 0.5), L(-1, -2)]),
        SVGParseCase("M1.2.3", [M(1.2, 0.3)]),
        SVGParseCase("M0,0L.5-.5", [M(0, 0), L(0.5, -0.5)]),
        SVGParseCase("M1e-3-1E+3", [M(0.001, -1000)]),
        SVGParseCase("M1.5e+2-1E2", [M(150, -100)]),
        SVGParseCase("M 0 0 1e1.5", [M(0, 0), L(10, 0.5)]),
        SVGParseCase("M 1. 2.", [M(1, 2)]),
        SVGParseCase("M 1.e1 2", [M(10, 2)]),
        SVGParseCase("M+1+2", [M(1, 2)]),
        SVGParseCase("M 007 -000.50", [M(7, -0.5)]),
        SVGParseCase("M -0 0", [M(0, 0)]),
        // Whitespace and commas wherever the grammar allows them.
        SVGParseCase("  \t\n M 1 2 \r\n L 3 4 \u{0C} ", [M(1, 2), L(3, 4)]),
        SVGParseCase("M 1 , 2 , 3 , 4", [M(1, 2), L(3, 4)]),
        SVGParseCase("M1,2,3,4", [M(1, 2), L(3, 4)]),
        SVGParseCase("M1 2L3 4Z", [M(1, 2), L(3, 4), Z]),
        // Numbers beyond the fast path are still correctly rounded.
        SVGParseCase("M 0.1 0.2", [M(0.1, 0.2)]),
        SVGParseCase("M 123456789012345678901234567890 0", [M(123456789012345678901234567890.0, 0)]),
        SVGParseCase("M 9007199254740993 0", [M(9007199254740992, 0)]),
        SVGParseCase("M 0.000000000000000000000000000001 0", [M(1e-30, 0)]),
        SVGParseCase("M 1e-400 4.9406564584124654e-324", [M(0, .leastNonzeroMagnitude)]),
        SVGParseCase("M 1.7976931348623157e308 0", [M(1.7976931348623157e308, 0)]),
        SVGParseCase("M 17976931348623157e292 0", [M(1.7976931348623157e308, 0)]),
        // Arcs that are not curves: zero radius is a line; coincident endpoints draw nothing.
        SVGParseCase("M 0 0 A 0 5 0 0 1 10 0", [M(0, 0), L(10, 0)]),
        SVGParseCase("M 0 0 a 5 0 0 0 1 10 0", [M(0, 0), L(10, 0)]),
        SVGParseCase("M 3 4 A 5 5 0 0 1 3 4", [M(3, 4)]),
        SVGParseCase("M 3 4 a 5 5 0 1 0 0 0 L 1 1", [M(3, 4), L(1, 1)]),
    ]

    @Test(arguments: parseCases)
    func parsesTo(_ c: SVGParseCase) throws {
        let path = try BezierPath(svgPathData: c.data)
        #expect(path.elements == c.elements)
    }

    @Test(arguments: [
        ("M0 0 a1 1 0 00 1 1", "M 0 0 a 1 1 0 0 0 1 1"),
        ("M0 0 a1,1,0,1,1,2,2", "M 0 0 a 1 1 0 1 1 2 2"),
        ("M0 0 a1 1 0 1110 10", "M 0 0 a 1 1 0 1 1 10 10"),
        ("M0 0 A10 10 0 0 1 10 10 10 10 0 0 1 20 0", "M 0 0 A 10 10 0 0 1 10 10 A 10 10 0 0 1 20 0"),
        ("M0 0 a10 10 0 0 1 10 10, 10 10 0 0 1 10 -10", "M 0 0 a 10 10 0 0 1 10 10 a 10 10 0 0 1 10 -10"),
        ("M0 0 A1 1 0 0,1 2 0", "M 0 0 A 1 1 0 0 1 2 0"),
    ])
    func compactArcFlagsReadAsSpaced(_ compact: String, _ spaced: String) throws {
        let a = try BezierPath(svgPathData: compact)
        let b = try BezierPath(svgPathData: spaced)
        #expect(a == b)
        #expect(a.elements.count > 1)
    }

    @Test func doubleArrowOutline() throws {
        let data = "M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 "
            + "C 120 26 80 26 30 26 L 30 38 Z"
        let path = try BezierPath(svgPathData: data)
        #expect(path.elements == [
            M(0, 19), L(30, 0), L(30, 12), C(80, 12, 120, 12, 170, 12), L(170, 0), L(200, 19), L(170, 38),
            L(170, 26), C(120, 26, 80, 26, 30, 26), L(30, 38), Z,
        ])
        #expect(path.boundingBox == Rect(x: 0, y: 0, width: 200, height: 38))
    }

    static let errorCases: [SVGErrorCase] = [
        SVGErrorCase("L 1 2", 0, "expected 'M' or 'm' at the start of path data, found 'L'"),
        SVGErrorCase("  1 2", 2, "expected 'M' or 'm' at the start of path data, found '1'"),
        SVGErrorCase("M 1 2 L x", 8, "expected a number after 'L', found 'x'"),
        SVGErrorCase("M,1 2", 1, "expected a number after 'M', found ','"),
        SVGErrorCase("M", 1, "expected a number after 'M', found end of data"),
        SVGErrorCase("M 1", 3, "expected a number for y of 'M', found end of data"),
        SVGErrorCase("M 1 2 L 3", 9, "expected a number for y of 'L', found end of data"),
        SVGErrorCase("M 1 2 h", 7, "expected a number after 'h', found end of data"),
        SVGErrorCase("M 1 2 C 1 2 3", 13, "expected a number for y2 of 'C', found end of data"),
        SVGErrorCase("M 1 2 S 1 2 3 x", 14, "expected a number for y of 'S', found 'x'"),
        SVGErrorCase("M 1 2 Q 1 2 3", 13, "expected a number for y of 'Q', found end of data"),
        SVGErrorCase("M 1 2,", 6, "expected a number after ',', found end of data"),
        SVGErrorCase("M 1 2, L 3 4", 7, "expected a number after ',', found 'L'"),
        SVGErrorCase("M 1 2 L 3 4,,5 6", 12, "expected a number after ',', found ','"),
        SVGErrorCase("M 1 2 L 3,,4", 10, "expected a number for y of 'L', found ','"),
        SVGErrorCase("M 1 2 Z 3", 8, "expected a command letter after 'Z', found '3'"),
        SVGErrorCase("M 1 2 z,", 7, "expected a command letter after 'z', found ','"),
        SVGErrorCase("M 1 2 B 3 4", 6,
                     "unknown command 'B': expected one of M L H V C S Q T A Z, or a lowercase one for relative coordinates"),
        SVGErrorCase("M 1 2 #", 6, "expected a number or a command letter, found '#'"),
        SVGErrorCase("M 1 -x", 5, "expected a digit after '-', found 'x'"),
        SVGErrorCase("M 1 +", 5, "expected a digit after '+', found end of data"),
        SVGErrorCase("M 1 .", 5, "expected a digit after '.', found end of data"),
        SVGErrorCase("M 1 -.e1", 6, "expected a digit after '.', found 'e'"),
        SVGErrorCase("M 1e 2", 4, "expected a digit in the exponent of '1e', found a space"),
        SVGErrorCase("M 1E+ 2", 5, "expected a digit in the exponent of '1E+', found a space"),
        SVGErrorCase("M 1 2e", 6, "expected a digit in the exponent of '2e', found end of data"),
        SVGErrorCase("M 1e999 0", 2, "number '1e999' is out of range (expected a magnitude below 1.8e308)"),
        SVGErrorCase("M 0 -1.8e308", 4, "number '-1.8e308' is out of range (expected a magnitude below 1.8e308)"),
        SVGErrorCase("M 0 0 L " + String(repeating: "9", count: 400), 8,
                     "number '9999999999...9999999999' is out of range (expected a magnitude below 1.8e308)"),
        SVGErrorCase("M 0 0 A 1 1 0 2 1 5 5", 14, "expected 0 or 1 for large-arc-flag of 'A', found '2'"),
        SVGErrorCase("M 0 0 a 1 1 0 0", 15, "expected 0 or 1 for sweep-flag of 'a', found end of data"),
        SVGErrorCase("M 0 0 A 1 1 0 0 1 5", 19, "expected a number for y of 'A', found end of data"),
        SVGErrorCase("M 0 0 A 1 x", 10, "expected a number for ry of 'A', found 'x'"),
        SVGErrorCase("M 0 0 A 1 1 x", 12, "expected a number for x-axis-rotation of 'A', found 'x'"),
        // Relative coordinates, reflections and arcs that leave the range of Double.
        SVGErrorCase("M 1e308 0 l 1e308 0", 12,
                     "'l' reaches a point beyond the range of Double (expected coordinates within ±1.8e308)"),
        SVGErrorCase("M 0 0 C 0 0 -1e308 0 1e308 0 S 0 0 0 0", 31,
                     "'S' reaches a point beyond the range of Double (expected coordinates within ±1.8e308)"),
        SVGErrorCase("M 0 0 A 1.5e308 1.5e308 0 1 1 1.5e308 1.5e308", 8,
                     "'A' reaches a point beyond the range of Double (expected coordinates within ±1.8e308)"),
        // Offsets count Unicode scalars: "\r\n" is one Character but two scalars.
        SVGErrorCase("M 1 2\r\nL x", 9, "expected a number after 'L', found 'x'"),
        SVGErrorCase("M 1 2 L 3 4 é", 12, "expected a number or a command letter, found 'é'"),
        SVGErrorCase("😀 M 1 2", 0, "expected 'M' or 'm' at the start of path data, found '😀'"),
        SVGErrorCase("M 1 2 \u{0}", 6, "expected a number or a command letter, found U+0000"),
        SVGErrorCase("M 1 2 L\u{301} 3 4", 7, "expected a number after 'L', found U+0301"),
        SVGErrorCase("M 1 2 L\u{A0}3 4", 7, "expected a number after 'L', found U+00A0"),
        SVGErrorCase("M 1\t2 L\t", 8, "expected a number after 'L', found end of data"),
        SVGErrorCase("M 1 2 L 3 4 1e", 14, "expected a digit in the exponent of '1e', found end of data"),
    ]

    @Test(arguments: errorCases)
    func rejects(_ c: SVGErrorCase) {
        let error = #expect(throws: SVGPathError.self) { try BezierPath(svgPathData: c.data) }
        #expect(error?.message == c.message)
        #expect(error?.offset == c.offset)
    }

    @Test func errorDescriptionGivesTheOneBasedColumn() {
        do {
            _ = try BezierPath(svgPathData: "M 10 200 L x")
            Issue.record("expected an error")
        } catch {
            #expect(error.offset == 11)
            #expect(error.column == 12)
            #expect(error.description == "column 12: expected a number after 'L', found 'x'")
        }
    }

    @Test func typedThrowsNeedNoCast() {
        // The initialiser throws SVGPathError itself, so callers read offset and message directly.
        let result = Result { () throws(SVGPathError) in try BezierPath(svgPathData: "M 1 2 L x") }
        guard case .failure(let e) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(e == SVGPathError(offset: 8, message: "expected a number after 'L', found 'x'"))
    }

    @Test func descriptionOfAPathIsItsPathData() throws {
        let path = try BezierPath(svgPathData: "m 1 2 h 3 q 1 1 2 0 z")
        #expect(path.description == "M 1 2 L 4 2 Q 5 3 6 2 Z")
        #expect("\(path)" == path.svgPathData)
    }
}
