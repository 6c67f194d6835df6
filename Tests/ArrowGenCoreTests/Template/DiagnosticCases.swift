import ArrowGenCore
import Testing

/// One template with mistakes and the diagnostics it must produce, as printed
/// (`file:line:column: severity: message`), so each case checks line, column and text.
///
/// The expected positions were computed independently of the reader (by locating the offending
/// text in the template), not copied from its output.
struct DiagnosticCase: Sendable, CustomTestStringConvertible {
    var name: String
    var path: String
    var text: String
    var expected: [String]

    init(_ name: String, path: String, text: String, expected: [String]) {
        self.name = name
        self.path = path
        self.text = text
        self.expected = expected
    }

    var testDescription: String { name }
}

extension DiagnosticCase {
    /// Every mistake the reader reports. Based on a valid template whose outline, start and end
    /// sit on lines 2 to 4.
    static let all: [DiagnosticCase] = [
        DiagnosticCase(#"invalidJSON"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "lineWidth": 1,

            }
            """#, expected: [
                #"t.arrow:7:1: error: invalid JSON: expected a key in double quotes, found '}'"#,
        ]),
        DiagnosticCase(#"rootNotAnObject"#, path: "t.arrow", text: #"""
            [1, 2]
            """#, expected: [
                #"t.arrow:1:1: error: a template is a JSON object such as {"outline": "M 0 0 ...", "start": {...}, "end": {...}}, found an array"#,
        ]),
        DiagnosticCase(#"unknownKeyWithHint"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "orientaton": "follow"
            }
            """#, expected: [
                #"t.arrow:5:3: warning: unknown key 'orientaton' in the template is ignored; did you mean 'orientation'?"#,
        ]),
        DiagnosticCase(#"unknownKeyCaseHint"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "linewidth": 2
            }
            """#, expected: [
                #"t.arrow:5:3: warning: unknown key 'linewidth' in the template is ignored; did you mean 'lineWidth'?"#,
        ]),
        DiagnosticCase(#"unknownKeyNoHint"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "colour": "red"
            }
            """#, expected: [
                #"t.arrow:5:3: warning: unknown key 'colour' in the template is ignored"#,
        ]),
        DiagnosticCase(#"unknownKeyInEnd"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5], "tips": 1}
            }
            """#, expected: [
                #"t.arrow:4:54: warning: unknown key 'tips' in 'end' is ignored; did you mean 'tip'?"#,
        ]),
        DiagnosticCase(#"duplicateKey"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "outline": "M 0 0"
            }
            """#, expected: [
                #"t.arrow:5:3: error: duplicate key 'outline' in the template"#,
                #"t.arrow:2:3: note: 'outline' is first given here"#,
        ]),
        DiagnosticCase(#"missingStart"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:1:1: error: missing key 'start': give the start of the arrow as {"frame": [x, y, width, height], "tip": [x, y]}"#,
        ]),
        DiagnosticCase(#"missingShape"#, path: "t.arrow", text: #"""
            {
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:1:1: error: missing key 'outline': a template draws an "outline" (SVG path data of the arrow's closed shape) or a "spine" (an open path stroked at "lineWidth")"#,
        ]),
        DiagnosticCase(#"missingTip"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:3:12: error: missing key 'tip' in 'start': give the point a user drags as [x, y]"#,
        ]),
        DiagnosticCase(#"missingFrame"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:4:10: error: missing key 'frame' in 'end': give the frame around its head as [x, y, width, height]"#,
        ]),
        DiagnosticCase(#"outlineNotAString"#, path: "t.arrow", text: #"""
            {
              "outline": 42,
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:2:14: error: 'outline' must be SVG path data in a string, found a number"#,
        ]),
        DiagnosticCase(#"endNotAnObject"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": [90, 0, 10, 10]
            }
            """#, expected: [
                #"t.arrow:4:10: error: 'end' must be an object {"frame": [x, y, width, height], "tip": [x, y]}, found an array"#,
        ]),
        DiagnosticCase(#"frameWrongCount"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:3:22: error: the start frame must be [x, y, width, height]: expected 4 numbers, found 3"#,
        ]),
        DiagnosticCase(#"frameNotAnArray"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": "0 0 10 10", "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:3:22: error: the start frame must be an array [x, y, width, height], found a string"#,
        ]),
        DiagnosticCase(#"tipElementNotANumber"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, "5"]}
            }
            """#, expected: [
                #"t.arrow:4:50: error: the end tip's y must be a number, found a string"#,
        ]),
        DiagnosticCase(#"badPathData"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 X 90 4",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:2:35: error: bad path data in 'outline': unknown command 'X': expected one of M L H V C S Q T A Z, or a lowercase one for relative coordinates"#,
        ]),
        DiagnosticCase(#"badPathDataAfterEscapes"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 \u004C 10 0\tL 10 \"4 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:2:39: error: bad path data in 'outline': expected a number for y of 'L', found '"'"#,
        ]),
        DiagnosticCase(#"badPathDataAfterMultibyte"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 é L 10 4 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:2:28: error: bad path data in 'outline': expected a number or a command letter, found 'é'"#,
        ]),
        DiagnosticCase(#"nonFiniteNumber"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 1e400, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:3:29: error: the start frame's width 1e400 is not a finite number"#,
        ]),
        DiagnosticCase(#"absurdNumber"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [2e6, 5]}
            }
            """#, expected: [
                #"t.arrow:4:45: error: the end tip's x 2e6 is beyond the coordinate limit: template numbers lie within ±1000000"#,
        ]),
        DiagnosticCase(#"absurdNumberInPath"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 -3000000 L 100 5 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:2:47: error: a number in 'outline' is beyond the coordinate limit: template coordinates lie within ±1000000"#,
        ]),
        DiagnosticCase(#"absurdSumInPath"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 l 900000 0 l 900000 0 L 100 5 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:2:14: error: 'outline' reaches (1800000, 5), beyond the coordinate limit: template coordinates lie within ±1000000"#,
        ]),
        DiagnosticCase(#"emptyFrame"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 0, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:3:29: error: the start frame's width must be at least 1e-15, found 0"#,
        ]),
        DiagnosticCase(#"negativeFrame"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, -10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:4:32: error: the end frame's height must be at least 1e-15, found -10"#,
        ]),
        DiagnosticCase(#"tinyFrame"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 1e-200, 10], "tip": [90, 5]}
            }
            """#, expected: [
                #"t.arrow:4:28: error: the end frame's width must be at least 1e-15, found 1e-200"#,
        ]),
        DiagnosticCase(#"overlappingFrames"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [5, 0, 95, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:4:20: error: the end frame [5, 0, 95, 10] overlaps the start frame [0, 0, 10, 10]: a point would belong to both heads; move the frames apart (touching edges are fine)"#,
                #"t.arrow:3:22: note: the start frame is here"#,
        ]),
        DiagnosticCase(#"tipOutsideFrame"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [101, 5]}
            }
            """#, expected: [
                #"t.arrow:4:44: error: the end tip (101, 5) lies outside the end frame [90, 0, 10, 10]: a tip must lie in its frame (edges included)"#,
        ]),
        DiagnosticCase(#"frameHoldsNoPoint"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [95, 0, 5, 4], "tip": [100, 2]}
            }
            """#, expected: [
                #"t.arrow:4:20: error: the end frame [95, 0, 5, 4] holds no point of the outline or spine: enclose the end head (or, for a plain tail, the end of the shaft) so it has something to move"#,
        ]),
        DiagnosticCase(#"coincidentTips"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 0 L 20 0 L 20 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [10, 5]},
              "end": {"frame": [10, 0, 10, 10], "tip": [10, 5]}
            }
            """#, expected: [
                #"t.arrow:4:44: error: the end tip (10, 5) is the start tip: the arrow has no direction"#,
        ]),
        DiagnosticCase(#"nameNotAnIdentifier"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "name": "Double Arrow"
            }
            """#, expected: [
                #"t.arrow:5:11: error: invalid name: 'Double Arrow' is not a Swift identifier: ' ' is not allowed (use ASCII letters, digits and underscores)"#,
        ]),
        DiagnosticCase(#"nameStartsWithDigit"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "name": "2Arrow"
            }
            """#, expected: [
                #"t.arrow:5:11: error: invalid name: '2Arrow' is not a Swift identifier: it starts with a digit"#,
        ]),
        DiagnosticCase(#"nameIsAKeyword"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "name": "struct"
            }
            """#, expected: [
                #"t.arrow:5:11: error: invalid name: 'struct' is a Swift keyword and cannot name a type"#,
        ]),
        DiagnosticCase(#"nameHidesBezierArrow"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "name": "Point"
            }
            """#, expected: [
                #"t.arrow:5:11: error: invalid name: 'Point' would hide BezierArrow's 'Point', which generated code uses"#,
        ]),
        DiagnosticCase(#"nameNotAString"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "name": 7
            }
            """#, expected: [
                #"t.arrow:5:11: error: 'name' must be a string holding a Swift type name, found a number"#,
        ]),
        DiagnosticCase(#"nameNotDerivable"#, path: "templates/3d.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"templates/3d.arrow:1:1: error: cannot derive a Swift type name from the file name '3d.arrow': add "name": "MyArrow""#,
        ]),
        DiagnosticCase(#"unknownOrientation"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "orientation": "folow"
            }
            """#, expected: [
                #"t.arrow:5:18: error: unknown orientation 'folow': expected 'fixed' or 'follow'; did you mean 'follow'?"#,
        ]),
        DiagnosticCase(#"unknownFillRule"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "fillRule": "nonZero"
            }
            """#, expected: [
                #"t.arrow:5:15: error: unknown fillRule 'nonZero': expected 'nonzero' or 'evenodd'; did you mean 'nonzero'?"#,
        ]),
        DiagnosticCase(#"handlesNotAString"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "handles": true
            }
            """#, expected: [
                #"t.arrow:5:14: error: 'handles' must be a string, 'rigid' or 'scaled', found a boolean"#,
        ]),
        DiagnosticCase(#"negativeLineWidth"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "lineWidth": -1
            }
            """#, expected: [
                #"t.arrow:5:16: error: 'lineWidth' must not be negative, found -1"#,
        ]),
        DiagnosticCase(#"emptyOutline"#, path: "t.arrow", text: #"""
            {
              "outline": "",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]}
            }
            """#, expected: [
                #"t.arrow:2:14: error: the template draws nothing: its outline and spine are empty"#,
        ]),
        DiagnosticCase(#"invisibleSpine"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "spine": "M 0 5 L 100 5"
            }
            """#, expected: [
                #"t.arrow:5:12: warning: the spine is stroked at "lineWidth", which is 0, so it will not be visible: add "lineWidth""#,
        ]),
        DiagnosticCase(#"unknownCap"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "lineWidth": 1,
              "cap": "rond"
            }
            """#, expected: [
                #"t.arrow:6:10: error: unknown cap 'rond': expected 'butt', 'round' or 'square'; did you mean 'round'?"#,
        ]),
        DiagnosticCase(#"unknownJoin"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "lineWidth": 1,
              "join": "miter-clip"
            }
            """#, expected: [
                #"t.arrow:6:11: error: unknown join 'miter-clip': expected 'miter', 'round' or 'bevel'"#,
        ]),
        DiagnosticCase(#"miterLimitBelowOne"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "lineWidth": 1,
              "miterLimit": 0.5
            }
            """#, expected: [
                #"t.arrow:6:17: error: 'miterLimit' must be at least 1, found 0.5: a limit of 1 already bevels every corner (give "join": "bevel" to say so)"#,
        ]),
        DiagnosticCase(#"negativeDashLength"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "lineWidth": 1,
              "dash": [6, -4]
            }
            """#, expected: [
                #"t.arrow:6:15: error: dash length 2 is -4: give a length of 0 or more, as SVG requires"#,
        ]),
        DiagnosticCase(#"allZeroDash"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "lineWidth": 1,
              "dash": [0, 0]
            }
            """#, expected: [
                #"t.arrow:6:11: error: every length in 'dash' is 0, which draws no dash: give a positive dash or gap, or leave out 'dash' for a solid line"#,
        ]),
        DiagnosticCase(#"emptyDash"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "lineWidth": 1,
              "dash": []
            }
            """#, expected: [
                #"t.arrow:6:11: error: 'dash' is empty: give an array of dash and gap lengths such as [6, 4], or leave out 'dash' for a solid line"#,
        ]),
        DiagnosticCase(#"dashNotAnArray"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "lineWidth": 1,
              "dash": "6 4"
            }
            """#, expected: [
                #"t.arrow:6:11: error: 'dash' must be an array of dash and gap lengths such as [6, 4], found a string"#,
        ]),
        DiagnosticCase(#"nonFiniteDashLength"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "lineWidth": 1,
              "dash": [6, 1e999]
            }
            """#, expected: [
                #"t.arrow:6:15: error: a dash length 1e999 is not a finite number"#,
        ]),
        DiagnosticCase(#"dashWithoutLineWidth"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "dash": [6, 4]
            }
            """#, expected: [
                #"t.arrow:5:11: warning: the dash has no effect: nothing is stroked at "lineWidth" 0; add "lineWidth""#,
        ]),
        DiagnosticCase(#"dashOffsetWithoutDash"#, path: "t.arrow", text: #"""
            {
              "outline": "M 0 5 L 10 0 L 10 4 L 90 4 L 90 0 L 100 5 L 90 10 L 90 6 L 10 6 L 10 10 Z",
              "start": {"frame": [0, 0, 10, 10], "tip": [0, 5]},
              "end": {"frame": [90, 0, 10, 10], "tip": [100, 5]},
              "lineWidth": 1,
              "dashOffset": 2
            }
            """#, expected: [
                #"t.arrow:6:3: warning: 'dashOffset' has no effect without "dash": add "dash": [dash, gap] or remove it"#,
        ]),
    ]
}
