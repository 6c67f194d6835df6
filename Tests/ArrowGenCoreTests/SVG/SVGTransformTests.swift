import BezierArrow
import Testing
@testable import ArrowGenCore

@Suite("SVG transform lists")
struct SVGTransformTests {
    /// A transform list, a point, and where the point must go (worked out by hand).
    struct Case: CustomTestStringConvertible, Sendable {
        var transform: String
        var point: Point
        var expected: Point
        var testDescription: String { transform }
    }

    static let cases: [Case] = [
        Case(transform: "translate(10)", point: Point(1, 2), expected: Point(11, 2)),
        Case(transform: "translate(10,-5)", point: Point(1, 2), expected: Point(11, -3)),
        Case(transform: "translate( 10 , -5 )", point: Point(1, 2), expected: Point(11, -3)),
        Case(transform: "scale(2)", point: Point(1, 2), expected: Point(2, 4)),
        Case(transform: "scale(2 -3)", point: Point(1, 2), expected: Point(2, -6)),
        Case(transform: "rotate(90)", point: Point(1, 0), expected: Point(0, 1)),
        Case(transform: "rotate(-90)", point: Point(1, 0), expected: Point(0, -1)),
        Case(transform: "rotate(180 100 19)", point: Point(0, 0), expected: Point(200, 38)),
        Case(transform: "rotate(45)", point: Point(1, 0), expected: Point(0.5.squareRoot(), 0.5.squareRoot())),
        Case(transform: "skewX(45)", point: Point(0, 2), expected: Point(2, 2)),
        Case(transform: "skewY(45)", point: Point(3, 0), expected: Point(3, 3)),
        Case(transform: "matrix(1 2 3 4 5 6)", point: Point(1, 1), expected: Point(9, 12)),
        Case(transform: "matrix(1,2,3,4,5,6)", point: Point(1, 1), expected: Point(9, 12)),
        // A list applies right to left: scale first, then translate.
        Case(transform: "translate(10) scale(2)", point: Point(1, 1), expected: Point(12, 2)),
        Case(transform: "scale(2) translate(10)", point: Point(1, 1), expected: Point(22, 2)),
        Case(transform: "translate(10),scale(2)", point: Point(1, 1), expected: Point(12, 2)),
        Case(transform: "translate(10) , rotate(90)scale(2)", point: Point(1, 0), expected: Point(10, 2)),
        Case(transform: "  ", point: Point(1, 2), expected: Point(1, 2)),
        Case(transform: "translate(1e1 .5e1)", point: Point(0, 0), expected: Point(10, 5)),
        Case(transform: "translate(-1-2)", point: Point(0, 0), expected: Point(-1, -2)),
    ]

    @Test("maps points as SVG 1.1 section 7.6 defines", arguments: cases)
    func mapsPoints(_ c: Case) throws {
        let m = try SVGTransform.parse(c.transform)
        let p = m.apply(c.point)
        #expect(isApproximatelyEqual(p, c.expected, relativeTolerance: 1e-12), "\(p) != \(c.expected)")
    }

    @Test("quarter turns are exact, so frames stay exactly axis-aligned")
    func quarterTurnsAreExact() throws {
        for (angle, expected) in [(90.0, (0.0, 1.0)), (180, (-1, 0)), (270, (0, -1)), (-90, (0, -1)), (450, (0, 1)), (0, (1, 0))] {
            let (co, si) = SVGTransform.cosSin(degrees: angle)
            #expect(co == expected.0 && si == expected.1, "rotate(\(angle))")
        }
        let m = try SVGTransform.parse("rotate(90)")
        #expect(m.a == 0 && m.d == 0 && m.b == 1 && m.c == -1)
    }

    /// A malformed list, the UTF-8 offset of the error and its message.
    struct Bad: CustomTestStringConvertible, Sendable {
        var transform: String
        var offset: Int
        var message: String
        var testDescription: String { transform }
    }

    static let bad: [Bad] = [
        Bad(transform: "translate(1) skew(3)", offset: 13,
            message: "unknown transform function 'skew': expected matrix, translate, scale, rotate, skewX or skewY (case matters)"),
        Bad(transform: "Translate(1)", offset: 0,
            message: "unknown transform function 'Translate': expected matrix, translate, scale, rotate, skewX or skewY (case matters)"),
        Bad(transform: "rotate(1 2)", offset: 0, message: "'rotate' takes 1 or 3 numbers, found 2"),
        Bad(transform: "matrix(1 0 0 1 0)", offset: 0, message: "'matrix' takes 6 numbers, found 5"),
        Bad(transform: "scale()", offset: 0, message: "'scale' takes 1 or 2 numbers, found 0"),
        Bad(transform: "translate 10", offset: 10, message: "expected '(' after 'translate', found '1'"),
        Bad(transform: "translate(10", offset: 12, message: "expected a number or ')' in 'translate(...)', found the end of the value"),
        Bad(transform: "translate(10 x)", offset: 13, message: "expected a number or ')' in 'translate(...)', found 'x'"),
        Bad(transform: "scale(1e999)", offset: 6, message: "the number '1e999' is too large to be a finite number"),
        Bad(transform: "(1)", offset: 0,
            message: "expected a transform function (matrix, translate, scale, rotate, skewX, skewY), found '('"),
        Bad(transform: "scale(1e300) scale(1e300) scale(1e300)", offset: 13,
            message: "the transform list overflows here: the product of its transforms is not finite"),
        Bad(transform: "scale(1e200) translate(1e200)", offset: 13,
            message: "the transform list overflows here: the product of its transforms is not finite"),
    ]

    @Test("reports the offset and the mistake", arguments: bad)
    func reportsMistakes(_ c: Bad) {
        #expect(throws: SVGValueError(offset: c.offset, message: c.message)) {
            try SVGTransform.parse(c.transform)
        }
    }
}
