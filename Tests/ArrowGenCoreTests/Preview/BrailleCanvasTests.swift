import Testing
import ArrowGenCore
import BezierArrow

@Suite struct BrailleCanvasTests {
    @Test func dotsMapToTheBraillePatternBits() {
        // One cell: dot 1 is bit 0 (top left), dot 8 is bit 7 (bottom right): U+2801 and U+2880.
        var canvas = BrailleCanvas(fitting: Rect(x: 0, y: 0, width: 1, height: 1), maxColumns: 2, maxRows: 1)
        #expect(canvas.columns == 2 && canvas.rows == 1)
        canvas.setDot(x: 0, y: 0)
        #expect(canvas.lines == ["\u{2801}"])
        canvas.setDot(x: 1, y: 3)
        #expect(canvas.lines == ["\u{2881}"])
        canvas.setDot(x: 0, y: 3)
        canvas.setDot(x: 1, y: 0)
        #expect(canvas.lines == ["\u{28C9}"])
        #expect(canvas.isDotSet(x: 1, y: 3) && !canvas.isDotSet(x: 1, y: 2))
        canvas.setDot(x: 99, y: -1)  // off the canvas: ignored
        #expect(canvas.lines == ["\u{28C9}"])
    }

    @Test func fittingKeepsTheAspectRatioWithinTheLimits() {
        let wide = BrailleCanvas(fitting: Rect(x: 0, y: 0, width: 200, height: 38), maxColumns: 72, maxRows: 24)
        #expect(wide.columns == 72)
        // 141 dots across for 200 units: 38 units take about 27 dots, 7 rows plus the margin.
        #expect(wide.rows == 8)
        let tall = BrailleCanvas(fitting: Rect(x: 0, y: 0, width: 10, height: 1000), maxColumns: 72, maxRows: 10)
        #expect(tall.rows == 10)
        #expect(tall.columns <= 3)
    }

    @Test func strokingAHorizontalLineSetsOneRowOfDots() {
        var canvas = BrailleCanvas(fitting: Rect(x: 0, y: 0, width: 100, height: 0), maxColumns: 20, maxRows: 4)
        canvas.stroke(BezierPath([.move(to: Point(0, 0)), .line(to: Point(100, 0))]))
        let row = canvas.transform.apply(Point(0, 0)).y
        for x in 1..<(canvas.dotColumns - 1) {
            #expect(canvas.isDotSet(x: x, y: Int(row)))
            #expect(!canvas.isDotSet(x: x, y: Int(row) + 1))
        }
    }

    @Test func marksReplaceTheirCell() {
        var canvas = BrailleCanvas(fitting: Rect(x: 0, y: 0, width: 100, height: 0), maxColumns: 20, maxRows: 4)
        canvas.stroke(BezierPath([.move(to: Point(0, 0)), .line(to: Point(100, 0))]))
        canvas.mark("S", at: Point(0, 0))
        canvas.mark("E", at: Point(100, 0))
        let line = canvas.lines[0]
        #expect(line.first == "S")
        #expect(line.last == "E")
        #expect(line.count == canvas.columns)
    }

    /// Points that are not finite, or beyond what an `Int` holds once mapped, draw nothing and
    /// trap nowhere; a world rectangle of no finite size gives the largest canvas.
    @Test func pointsOutOfReachAreLeftOut() {
        var canvas = BrailleCanvas(fitting: Rect(x: 0, y: 0, width: 10, height: 10), maxColumns: 10, maxRows: 5)
        var path = BezierPath()
        path.move(to: Point(0, 0))
        path.line(to: Point(1e300, 5))
        path.cubic(to: Point(5, 5), control1: Point(-1e308, 1e308), control2: Point(1e308, -1e308))
        path.line(to: Point(.nan, 3))
        canvas.stroke(path)
        canvas.mark("S", at: Point(.infinity, 0))
        canvas.mark("E", at: Point(1e300, -1e300))
        canvas.mark("M", at: Point(5, 5))
        #expect(canvas.isDotSet(x: 1, y: 1))
        #expect(canvas.lines.joined().contains("M"))
        #expect(!canvas.lines.joined().contains("S") && !canvas.lines.joined().contains("E"))
        for world in [Rect(x: 0, y: 0, width: .infinity, height: 1), Rect(x: .nan, y: 0, width: .nan, height: .nan)] {
            let wide = BrailleCanvas(fitting: world, maxColumns: 12, maxRows: 4)
            #expect(wide.columns <= 12 && wide.rows <= 4 && wide.columns >= 1 && wide.rows >= 1)
        }
    }

    @Test func writtenTextIsCentredOnItsCellClippedAndTellsWhenItCoversAMark() {
        // 20 columns by 3 rows over 0...38 across: a unit is one dot, a cell 2 units wide.
        var canvas = BrailleCanvas(fitting: Rect(x: 0, y: 0, width: 37, height: 9), maxColumns: 20, maxRows: 3)
        #expect(canvas.columns == 20 && canvas.rows == 3)
        canvas.write("name", centredAt: Point(19, 4))
        #expect(canvas.lines[1] == "        name")
        canvas.write("edge", centredAt: Point(0, 4), rowOffset: 1)
        #expect(canvas.lines[2] == "ge")
        canvas.mark("+", at: Point(19, 0))
        #expect(canvas.coversMarks("abc", centredAt: Point(19, 0)))
        #expect(!canvas.coversMarks("abc", centredAt: Point(19, 0), rowOffset: 2))
        // A point off the canvas writes nothing.
        canvas.write("far", centredAt: Point(19, 100))
        #expect(canvas.lines.count == 3 && !canvas.text.contains("far"))
    }
}
