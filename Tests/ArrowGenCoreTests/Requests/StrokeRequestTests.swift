import Testing
import ArrowGenCore
import BezierArrow

@Suite struct StrokeRequestTests {
    @Test func everyKeyIsRead() throws {
        let r = try StrokeRequest.decode(line: #"""
            {"path":"M 0 0 L 10 0","width":3.5,"cap":"round","join":"bevel","miterLimit":4,
             "fillRule":"evenodd","mode":"stroke","points":[[1,2],[-3e1,4.5]],"tolerance":0.25,"id":7,"extra":[1]}
            """#)
        #expect(r.path == (try BezierPath(svgPathData: "M 0 0 L 10 0")))
        #expect(r.style == BezierPath.StrokeStyle(width: 3.5, cap: .round, join: .bevel, miterLimit: 4))
        #expect(r.fillRule == .evenOdd)
        #expect(r.mode == .stroke)
        #expect(r.points == [Point(1, 2), Point(-30, 4.5)])
        #expect(r.tolerance == 0.25)
    }

    @Test func defaultsAreCoreGraphics() throws {
        let r = try StrokeRequest.decode(line: #"{"path":"M 0 0 L 10 0","points":[]}"#)
        #expect(r.style == BezierPath.StrokeStyle(width: 1, cap: .butt, join: .miter, miterLimit: 10))
        #expect(r.fillRule == .nonZero)
        #expect(r.mode == .fill)
        #expect(r.tolerance == nil)
        let noPoints = try StrokeRequest.decode(line: #"{"path":"M 0 0"}"#, requiresPoints: false)
        #expect(noPoints.points.isEmpty)
    }

    @Test(arguments: [
        ("[1, 2]", "expected a JSON object, found an array"),
        (#"{"points":[]}"#, #"missing key "path" (SVG path data)"#),
        (#"{"path":3,"points":[]}"#, #"key "path": expected a string of SVG path data, found a number"#),
        (#"{"path":"M 0 0 L x","points":[]}"#, #"key "path": column 9: expected a number after 'L', found 'x'"#),
        (#"{"path":"M0 0","width":-1,"points":[]}"#, #"key "width": must be 0 or from 1e-15 to 1e15, found -1"#),
        (#"{"path":"M0 0","width":1e999,"points":[]}"#, #"key "width": must be 0 or from 1e-15 to 1e15, found 1e999"#),
        (#"{"path":"M0 0","width":"2","points":[]}"#, #"key "width": expected a number, found a string"#),
        (#"{"path":"M0 0","miterLimit":null,"points":[]}"#, #"key "miterLimit": expected a number, found null"#),
        (#"{"path":"M0 0","cap":"flat","points":[]}"#, #"key "cap": expected "butt", "round" or "square", found "flat""#),
        (#"{"path":"M0 0","join":1,"points":[]}"#, #"key "join": expected "miter", "round" or "bevel", found a number"#),
        (#"{"path":"M0 0","fillRule":"even-odd","points":[]}"#, #"key "fillRule": expected "nonzero" or "evenodd", found "even-odd""#),
        (#"{"path":"M0 0","mode":"outline","points":[]}"#, #"key "mode": expected "stroke" or "fill", found "outline""#),
        (#"{"path":"M0 0","tolerance":0,"points":[]}"#, #"key "tolerance": must be > 0 and at most 1e15, found 0"#),
        (#"{"path":"M0 0"}"#, #"missing key "points" (an array of [x, y] pairs)"#),
        (#"{"path":"M0 0","points":{}}"#, #"key "points": expected an array of [x, y] pairs, found an object"#),
        (#"{"path":"M0 0","points":[[1,2],[3]]}"#, #"key "points": element 1 (0-based): expected [x, y], two numbers"#),
        (#"{"path":"M0 0","points":[[1,"2"]]}"#, #"key "points": element 0 (0-based): expected [x, y], two numbers"#),
        (#"{"path":"M0 0","points":[[1,2e400]]}"#, #"key "points": element 0 (0-based): coordinate 2e400 is outside the accepted range -1e15...1e15"#),
        (#"{"path":"M0 0","points":[}"#, "column 26: expected a JSON value, found '}'"),
        // A repeated key was read as its last value without a word (the triangle's inside point
        // answered as a point of the second path); an ignored key may repeat.
        (#"{"path":"M 0 0 L 10 0 L 10 10 Z","path":"M 100 100","points":[[8,2]]}"#,
         #"key "path": given twice, at columns 2 and 34; give it once"#),
        (#"{"path":"M0 0","mode":"stroke","points":[],"mode":"fill"}"#, #"key "mode": given twice, at columns 16 and 44; give it once"#),
        (#"{"path":"M0 0","points":[[1,2]],"id":1,"id":2,"points":[]}"#,
         #"key "points": given twice, at columns 16 and 47; give it once"#),
    ])
    func errorsNameTheKeyAndTheProblem(_ line: String, _ message: String) {
        #expect(throws: StrokeRequestError(message)) { try StrokeRequest.decode(line: line) }
    }
}

/// Numbers outside BezierArrow's accepted range are errors naming them.
@Suite struct StrokeRequestRangeTests {
    @Test(arguments: [
        // Beyond Float's range, the default 32-bit rounding made these infinite and a point
        // plainly inside the triangle answered false.
        (#"{"path":"M 0 0 L 1e39 0 L 0 1e39 Z","points":[[1,1]]}"#,
         #"key "path": coordinate 1e39 is outside the accepted range -1e15...1e15"#),
        (#"{"path":"M 0 0 C 0 0 -2e15 5 1 1","points":[]}"#,
         #"key "path": coordinate -2e15 is outside the accepted range -1e15...1e15"#),
        (#"{"path":"M 0 0 Q 100 0 100 100","mode":"stroke","width":1e200,"points":[[50,1e15]]}"#,
         #"key "width": must be 0 or from 1e-15 to 1e15, found 1e200"#),
        (#"{"path":"M 0 0 L 1 0","width":1e-300,"points":[]}"#,
         #"key "width": must be 0 or from 1e-15 to 1e15, found 1e-300"#),
        (#"{"path":"M 0 0 L 1 0","miterLimit":1e300,"points":[]}"#,
         #"key "miterLimit": must be from 0 to 1e15, found 1e300"#),
        (#"{"path":"M 0 0 L 1 0","tolerance":1e16,"points":[]}"#,
         #"key "tolerance": must be > 0 and at most 1e15, found 1e16"#),
        (#"{"path":"M 0 0 L 1 0","points":[[0,-1e308]]}"#,
         #"key "points": element 0 (0-based): coordinate -1e308 is outside the accepted range -1e15...1e15"#),
    ])
    func numbersOutsideTheRangeAreNamed(_ line: String, _ message: String) {
        #expect(throws: StrokeRequestError(message)) { try StrokeRequest.decode(line: line) }
    }

    @Test func theRangesEdgesAreAccepted() throws {
        let r = try StrokeRequest.decode(line: #"""
            {"path":"M -1e15 1e15 L 1e15 -1e15","width":1e15,"miterLimit":1e15,"tolerance":1e15,"points":[[1e15,-1e15]]}
            """#)
        #expect(r.style.width == 1e15)
        #expect(try StrokeRequest.decode(line: #"{"path":"M 0 0","width":1e-15,"points":[]}"#).style.width == 1e-15)
        #expect(try StrokeRequest.decode(line: #"{"path":"M 0 0","width":0,"points":[]}"#).style.width == 0)
    }
}
