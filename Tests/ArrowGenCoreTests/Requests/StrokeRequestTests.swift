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
        (#"{"path":"M0 0","width":-1,"points":[]}"#, #"key "width": must be a finite number >= 0, found -1"#),
        (#"{"path":"M0 0","width":1e999,"points":[]}"#, #"key "width": must be a finite number >= 0, found 1e999"#),
        (#"{"path":"M0 0","width":"2","points":[]}"#, #"key "width": expected a number, found a string"#),
        (#"{"path":"M0 0","miterLimit":null,"points":[]}"#, #"key "miterLimit": expected a number, found null"#),
        (#"{"path":"M0 0","cap":"flat","points":[]}"#, #"key "cap": expected "butt", "round" or "square", found "flat""#),
        (#"{"path":"M0 0","join":1,"points":[]}"#, #"key "join": expected "miter", "round" or "bevel", found a number"#),
        (#"{"path":"M0 0","fillRule":"even-odd","points":[]}"#, #"key "fillRule": expected "nonzero" or "evenodd", found "even-odd""#),
        (#"{"path":"M0 0","mode":"outline","points":[]}"#, #"key "mode": expected "stroke" or "fill", found "outline""#),
        (#"{"path":"M0 0","tolerance":0,"points":[]}"#, #"key "tolerance": must be a finite number > 0, found 0"#),
        (#"{"path":"M0 0"}"#, #"missing key "points" (an array of [x, y] pairs)"#),
        (#"{"path":"M0 0","points":{}}"#, #"key "points": expected an array of [x, y] pairs, found an object"#),
        (#"{"path":"M0 0","points":[[1,2],[3]]}"#, #"key "points": element 1 (0-based): expected [x, y], two numbers"#),
        (#"{"path":"M0 0","points":[[1,"2"]]}"#, #"key "points": element 0 (0-based): expected [x, y], two numbers"#),
        (#"{"path":"M0 0","points":[[1,2e400]]}"#, #"key "points": element 0 (0-based): coordinate out of range"#),
        (#"{"path":"M0 0","points":[}"#, "column 26: expected a JSON value, found '}'"),
    ])
    func errorsNameTheKeyAndTheProblem(_ line: String, _ message: String) {
        #expect(throws: StrokeRequestError(message)) { try StrokeRequest.decode(line: line) }
    }
}
