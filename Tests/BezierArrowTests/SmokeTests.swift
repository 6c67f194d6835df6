import Testing
@testable import BezierArrow

@Suite struct ArrowDeformationTests {
    static let doubleArrow: ArrowTemplate = {
        var p = BezierPath()
        p.move(to: Point(0, 19)); p.line(to: Point(30, 0)); p.line(to: Point(30, 12))
        p.cubic(to: Point(170, 12), control1: Point(80, 12), control2: Point(120, 12))
        p.line(to: Point(170, 0)); p.line(to: Point(200, 19)); p.line(to: Point(170, 38)); p.line(to: Point(170, 26))
        p.cubic(to: Point(30, 26), control1: Point(120, 26), control2: Point(80, 26))
        p.line(to: Point(30, 38)); p.close()
        return try! ArrowTemplate(name: "DoubleArrow", outline: p,
                                  start: ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 30, height: 38), tip: Point(0, 19)),
                                  end: ArrowHeadFrame(frame: Rect(x: 170, y: 0, width: 30, height: 38), tip: Point(200, 19)))
    }()

    /// The template's outline is `DoubleArrow`'s SVG path data, read.
    @Test func theOutlineIsTheDoubleArrowsPathData() throws {
        let data = "M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 "
            + "C 120 26 80 26 30 26 L 30 38 Z"
        #expect(try BezierPath(svgPathData: data) == Self.doubleArrow.outline)
    }

    @Test func restTipsReproduceTheOutline() {
        let t = Self.doubleArrow
        #expect(t.path(start: t.start.tip, end: t.end.tip) == t.outline)
        #expect(t.headLength == 60)
    }

    @Test func draggingTheEndHeadDownGivesAnSCurve() {
        let t = Self.doubleArrow
        let p = t.path(start: Point(0, 19), end: Point(200, 139))
        var expected = BezierPath()
        expected.move(to: Point(0, 19)); expected.line(to: Point(30, 0)); expected.line(to: Point(30, 12))
        expected.cubic(to: Point(170, 132), control1: Point(80, 12), control2: Point(120, 132))
        expected.line(to: Point(170, 120)); expected.line(to: Point(200, 139)); expected.line(to: Point(170, 158))
        expected.line(to: Point(170, 146))
        expected.cubic(to: Point(30, 26), control1: Point(120, 146), control2: Point(80, 26))
        expected.line(to: Point(30, 38)); expected.close()
        #expect(p == expected)
    }
}
