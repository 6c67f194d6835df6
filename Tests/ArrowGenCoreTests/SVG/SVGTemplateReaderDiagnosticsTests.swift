import BezierArrow
import Testing
@testable import ArrowGenCore

/// Every diagnostic of the SVG reader, with its line, column and text.
@Suite("SVG template diagnostics")
struct SVGTemplateReaderDiagnosticsTests {
    /// A file and the diagnostics it must produce, printed `file:line:column: severity: message`.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var svg: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let ns = "xmlns=\"http://www.w3.org/2000/svg\""
    static let frames = """
      <rect id="start-frame" width="30" height="38" fill="none"/>
      <rect id="end-frame" x="170" width="30" height="38" fill="none"/>
    """
    static let outline = "  <path id=\"outline\" d=\"M 0 19 L 30 0 L 30 38 Z M 170 0 L 200 19 L 170 38 Z\"/>"

    static let cases: [Case] = [
        Case(name: "mismatched end tag", svg: """
        <svg \(ns)>
          <g>
            <path id="outline" d="M 0 0">
          </g>
        </svg>
        """, expected: [
            "Arrow.svg:4:3: error: malformed XML: this end tag does not match the open element <path>",
            "Arrow.svg:3:5: note: <path> was opened here",
        ]),
        Case(name: "undeclared entity", svg: """
        <svg \(ns)>
          <title>Arrow&nbsp;1</title>
        </svg>
        """, expected: [
            "Arrow.svg:2:15: error: malformed XML: an undeclared entity: write '&amp;' for a literal '&'",
        ]),
        Case(name: "unquoted attribute", svg: """
        <svg \(ns)>
          <rect width=30/>
        </svg>
        """, expected: [
            "Arrow.svg:2:15: error: malformed XML: an attribute value must be in quotes",
        ]),
        Case(name: "empty file", svg: "", expected: [
            "Arrow.svg:1:1: error: the file holds no XML element: expected an <svg> element",
        ]),
        Case(name: "comment only", svg: "<!-- nothing -->\n", expected: [
            "Arrow.svg:2:1: error: the file holds no XML element: expected an <svg> element",
        ]),
        Case(name: "not an svg", svg: "<?xml version=\"1.0\"?>\n<html><body/></html>", expected: [
            "Arrow.svg:2:1: error: the root element is <html>, expected <svg> (in the namespace http://www.w3.org/2000/svg)",
        ]),
        Case(name: "no outline", svg: "<svg \(ns)>\n\(frames)\n</svg>", expected: [
            "Arrow.svg:1:1: error: no outline: give the arrow's shape the id 'outline' (a <path>, <polygon>, <polyline> or <rect>, or a <g> of them), or leave it the only filled shape; or draw the arrow with strokes (a <path id=\"spine\">, or stroked shapes without fill)",
        ]),
        Case(name: "two filled shapes", svg: """
        <svg \(ns)>
          <path d="M 0 19 L 30 0 L 30 38 Z"/>
          <polygon points="170,0 200,19 170,38"/>
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:3:3: error: no element has the id 'outline' and 2 filled shapes could be it, such as <path> and this <polygon>: give the arrow's outline the id 'outline' (or group its pieces in <g id=\"outline\">)",
            "Arrow.svg:2:3: note: the first filled shape, <path>, is here",
        ]),
        Case(name: "no end frame", svg: """
        <svg \(ns)>
        \(outline)
          <rect id="start-frame" width="30" height="38" fill="none"/>
        </svg>
        """, expected: [
            "Arrow.svg:1:1: error: no end frame: draw a <rect> with the id 'end-frame' around the end head (the part that moves rigidly with the end tip)",
        ]),
        Case(name: "bad path data", svg: """
        <svg \(ns)>
          <path id="outline"
                d="M 0 19 L 30 0 L 30 x12 Z"/>
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:3:31: error: bad path data: expected a number for y of 'L', found 'x'",
        ]),
        Case(name: "bad path data on the second line of a d attribute", svg: """
        <svg \(ns)>
          <path id="outline" d="M 0 19 L 30 0
                                L 30 38 Q Z"/>
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:3:35: error: bad path data: expected a number after 'Q', found 'Z'",
        ]),
        Case(name: "bad path data after CR LF line ends, a character reference and accents",
             svg: "<svg \(ns)>\r\n  <path id=\"outline\" data-label=\"flèche\"\r\n d=\"M&#x20;0 19 L 30 0 L 30 38 Z\r\n"
                + " M 170 0 L 200 19 L 170 38 Z K\"/>\r\n\(frames)</svg>",
             expected: [
            "Arrow.svg:4:30: error: bad path data: expected a command letter after 'Z', found 'K'",
        ]),
        Case(name: "bad path data after a multi-byte character on the same line",
             svg: "<svg \(ns)>\n  <path data-label=\"flèche→\" id=\"outline\" d=\"M 0 19 L 30 0 L 30 38 Z M 170 0 L 200 19 L 170 38 Z é\"/>\n\(frames)</svg>",
             expected: [
            "Arrow.svg:2:98: error: bad path data: expected a command letter after 'Z', found 'é'",
        ]),
        Case(name: "path data out of range", svg: """
        <svg \(ns)>
          <path id="outline" d="M 0 19 L 1e999 0 Z"/>
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:34: error: bad path data: number '1e999' is out of range (expected a magnitude below 1.8e308)",
        ]),
        Case(name: "unknown transform function", svg: """
        <svg \(ns)>
          <g transform="translate(10) rotat(5)">
        \(outline)
          </g>
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:31: error: unknown transform function 'rotat': expected matrix, translate, scale, rotate, skewX or skewY (case matters)",
        ]),
        Case(name: "transform with a wrong number of arguments", svg: """
        <svg \(ns)>
        \(outline)
          <rect id="start-frame" transform="scale(1, 2, 3)" width="30" height="38"/>
          <rect id="end-frame" x="170" width="30" height="38" fill="none"/>
        </svg>
        """, expected: [
            "Arrow.svg:3:37: error: 'scale' takes 1 or 2 numbers, found 3",
        ]),
        Case(name: "non-finite length", svg: """
        <svg \(ns)>
        \(outline)
          <rect id="start-frame" width="1e999" height="38"/>
          <rect id="end-frame" x="170" width="30" height="38" fill="none"/>
        </svg>
        """, expected: [
            "Arrow.svg:3:33: error: the number '1e999' is too large to be a finite number",
        ]),
        Case(name: "percent length", svg: """
        <svg \(ns)>
        \(outline)
          <rect id="start-frame" width="15%" height="38"/>
          <rect id="end-frame" x="170" width="30" height="38" fill="none"/>
        </svg>
        """, expected: [
            "Arrow.svg:3:35: error: unit '%' is not supported for 'width': use user units (a plain number, px) or an absolute unit (pt, pc, in, cm, mm)",
        ]),
        Case(name: "negative width", svg: """
        <svg \(ns)>
        \(outline)
          <rect id="start-frame" width="-30" height="38"/>
          <rect id="end-frame" x="170" width="30" height="38" fill="none"/>
        </svg>
        """, expected: [
            "Arrow.svg:3:33: error: 'width' of <rect id=\"start-frame\"> is negative (-30): it must be zero or more",
        ]),
        Case(name: "zero width frame", svg: """
        <svg \(ns)>
        \(outline)
          <rect id="start-frame" width="0" height="38"/>
          <rect id="end-frame" x="170" width="30" height="38" fill="none"/>
        </svg>
        """, expected: [
            "Arrow.svg:3:3: error: the start frame is too small: width and height must be at least 1e-15",
        ]),
        Case(name: "odd number of polygon coordinates", svg: """
        <svg \(ns)>
          <polygon id="outline" points="0,19 30,0 30,38 170,0 200,19 170"/>
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:62: error: an odd number of coordinates: this x has no y",
        ]),
        Case(name: "unknown orientation", svg: """
        <svg \(ns)
             data-orientation="folow">
        \(outline)
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:24: error: unknown data-orientation 'folow': expected 'fixed' or 'follow'; did you mean 'follow'?",
        ]),
        Case(name: "unknown fill rule", svg: """
        <svg \(ns) data-fill-rule="even-odd">
        \(outline)
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:1:57: error: unknown data-fill-rule 'even-odd': expected 'nonzero' or 'evenodd'; did you mean 'evenodd'?",
        ]),
        Case(name: "negative hit width", svg: """
        <svg \(ns) data-hit-width="-4">
        \(outline)
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:1:57: error: data-hit-width must not be negative",
        ]),
        Case(name: "unknown option", svg: """
        <svg \(ns) data-orientaton="follow">
        \(outline)
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:1:58: warning: unknown option 'data-orientaton' is ignored; did you mean 'data-orientation'?",
        ]),
        Case(name: "unknown option far from every known one", svg: """
        <svg \(ns) data-layer="arrows">
        \(outline)
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:1:53: warning: unknown option 'data-layer' is ignored; options are data-name, data-orientation, data-handles, data-line-width, data-hit-width, data-fill-rule, data-start-head, data-end-head, data-body, data-bend, data-corner-radius",
        ]),
        Case(name: "rotated frame", svg: """
        <svg \(ns)>
        \(outline)
          <g transform="rotate(30 15 19)">
            <rect id="start-frame" width="30" height="38"/>
          </g>
          <rect id="end-frame" x="170" width="30" height="38" fill="none"/>
        </svg>
        """, expected: [
            "Arrow.svg:4:5: error: the start frame <rect id=\"start-frame\"> is rotated or skewed by a transform (on it or a group around it): frames must stay axis-aligned, so use only translate and scale on them",
        ]),
        Case(name: "skewed frame", svg: """
        <svg \(ns)>
        \(outline)
          <rect id="start-frame" width="30" height="38"/>
          <rect id="end-frame" transform="skewX(10)" x="170" width="30" height="38" fill="none"/>
        </svg>
        """, expected: [
            "Arrow.svg:4:3: error: the end frame <rect id=\"end-frame\"> is rotated or skewed by a transform (on it or a group around it): frames must stay axis-aligned, so use only translate and scale on them",
        ]),
        Case(name: "frame that is not a rect", svg: """
        <svg \(ns)>
        \(outline)
          <g id="start-frame"><rect width="30" height="38"/></g>
          <rect id="end-frame" x="170" width="30" height="38" fill="none"/>
        </svg>
        """, expected: [
            "Arrow.svg:3:3: error: <g id=\"start-frame\"> is named like the start frame but is a <g>: the start frame must be a <rect> (its x, y, width and height are the frame)",
        ]),
        Case(name: "tip that is not a circle", svg: """
        <svg \(ns)>
        \(outline)
        \(frames)
          <rect id="end-tip" x="199" y="18" width="2" height="2"/>
        </svg>
        """, expected: [
            "Arrow.svg:5:3: error: <rect id=\"end-tip\"> is named like the end tip but is a <rect>: the end tip must be a <circle> or <ellipse> (its center is the tip)",
        ]),
        Case(name: "two elements named like one frame", svg: """
        <svg \(ns)>
        \(outline)
        \(frames)
          <g id="layer1">
            <rect id="layer1-start-frame" width="30" height="38"/>
          </g>
        </svg>
        """, expected: [
            "Arrow.svg:6:5: error: two elements match 'start-frame': <rect id=\"start-frame\"> and <rect id=\"layer1-start-frame\">; rename or delete one",
            "Arrow.svg:3:3: note: the other match, <rect id=\"start-frame\">, is here",
        ]),
        Case(name: "overlapping frames", svg: """
        <svg \(ns)>
        \(outline)
          <rect id="start-frame" width="30" height="38"/>
          <rect id="end-frame" x="20" width="30" height="38"/>
        </svg>
        """, expected: [
            "Arrow.svg:4:3: error: the end frame [20, 0, 30, 38] overlaps the start frame [0, 0, 30, 38]: a point would belong to both heads; move the frames apart (touching edges are fine)",
            "Arrow.svg:3:3: note: the start frame is here",
        ]),
        Case(name: "tip outside its frame", svg: """
        <svg \(ns)>
        \(outline)
        \(frames)
          <circle id="start-tip" cx="50" cy="19" r="2"/>
        </svg>
        """, expected: [
            "Arrow.svg:5:3: error: the start tip (50, 19) lies outside the start frame [0, 0, 30, 38]: a tip must lie in its frame (edges included)",
        ]),
        Case(name: "frame holding no point", svg: """
        <svg \(ns)>
          <path id="outline" d="M 0 19 L 30 0 L 30 38 Z M 100 0 L 130 19 L 100 38 Z"/>
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:4:3: error: the end frame [170, 0, 30, 38] holds no point of the outline or spine: enclose the end head (or, for a plain tail, the end of the shaft) so it has something to move",
        ]),
        Case(name: "coincident tips", svg: """
        <svg \(ns)>
          <path id="outline" d="M 0 19 L 30 0 L 30 38 Z M 30 0 L 60 19 L 30 38 Z"/>
          <rect id="start-frame" width="30" height="38"/>
          <rect id="end-frame" x="30" width="30" height="38"/>
          <circle id="start-tip" cx="30" cy="19"/>
          <circle id="end-tip" cx="30" cy="19"/>
        </svg>
        """, expected: [
            "Arrow.svg:6:3: error: the end tip (30, 19) is the start tip: the arrow has no direction",
        ]),
        Case(name: "empty path data", svg: """
        <svg \(ns)>
          <path id="outline" d=""/>
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:3: error: <path id=\"outline\"> draws nothing: its 'd' is empty",
        ]),
        Case(name: "coordinates overflowing through a transform", svg: """
        <svg \(ns)>
          <g transform="scale(1e300)">
            <path id="outline" d="M 0 19 L 1e10 0 Z"/>
          </g>
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:3:5: error: <path id=\"outline\"> reaches (0, 1.9e+301) once its transforms are applied, beyond the coordinate limit: template coordinates lie within ±1000000",
        ]),
        Case(name: "coordinates overflowing to infinity through a transform", svg: """
        <svg \(ns)>
          <g transform="scale(1e300)">
            <polygon id="outline" points="1e10,19 0,0 0,38"/>
          </g>
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:3:5: error: the coordinates of <polygon id=\"outline\"> are not finite numbers once its transforms are applied",
        ]),
        Case(name: "a number in path data beyond the coordinate limit", svg: """
        <svg \(ns)>
          <path id="outline" d="M 0 19 L 2e6 0 Z"/>
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:34: error: a number in 'd' is beyond the coordinate limit: template coordinates lie within ±1000000",
        ]),
        Case(name: "a frame beyond the coordinate limit", svg: """
        <svg \(ns)>
        \(outline)
          <rect id="start-frame" x="-999990" width="999990" height="38"/>
          <rect id="end-frame" x="170" width="1e6" height="38"/>
        </svg>
        """, expected: [
            "Arrow.svg:4:3: error: the end frame <rect id=\"end-frame\"> spans (170, 0) to (1000170, 38), beyond the coordinate limit: template coordinates lie within ±1000000",
        ]),
        Case(name: "a tip beyond the coordinate limit", svg: """
        <svg \(ns)>
        \(outline)
        \(frames)
          <g transform="translate(2e6)"><circle id="end-tip" cx="200" cy="19"/></g>
        </svg>
        """, expected: [
            "Arrow.svg:5:33: error: the center of <circle id=\"end-tip\"> is at (2000200, 19), beyond the coordinate limit: template coordinates lie within ±1000000",
        ]),
        Case(name: "a width beyond the coordinate limit", svg: """
        <svg \(ns) data-hit-width="1e7">
        \(outline)
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:1:57: error: data-hit-width 10000000 is beyond the coordinate limit: template numbers lie within ±1000000",
        ]),
        Case(name: "a data-name that is not a Swift identifier", svg: """
        <svg \(ns) data-name="Double Arrow">
        \(outline)
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:1:52: error: invalid data-name: 'Double Arrow' is not a Swift identifier: ' ' is not allowed (use ASCII letters, digits and underscores)",
        ]),
        Case(name: "bad spine stroke width", svg: """
        <svg \(ns)>
          <path id="spine" d="M 0 19 L 200 19" stroke-width="2em"/>
          <g id="outline">
            <polygon points="170,0 200,19 170,38"/>
            <polygon points="0,19 30,0 30,38"/>
          </g>
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:55: error: unit 'em' is not supported for 'stroke-width': use user units (a plain number, px) or an absolute unit (pt, pc, in, cm, mm); the spine's stroke-width gives the line width unless the root sets data-line-width",
        ]),
        Case(name: "negative dash length", svg: """
        <svg \(ns)>
          <path id="spine" d="M 0 19 L 200 19" stroke-dasharray="6 -4"/>
        \(outline)
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:60: error: a dash length is -4: give a length of 0 or more, as SVG requires",
        ]),
        Case(name: "dash lengths all zero", svg: """
        <svg \(ns)>
          <path id="spine" d="M 0 19 L 200 19" stroke-dasharray="0 0"/>
        \(outline)
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:58: error: every stroke-dasharray length is 0, which draws no dash: give a positive dash or gap, or 'none' for a solid line",
        ]),
        Case(name: "dash length in percent", svg: """
        <svg \(ns)>
          <path id="spine" d="M 0 19 L 200 19" stroke-dasharray="10%"/>
        \(outline)
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:60: error: unit '%' is not supported for a dash length: use user units (a plain number, px) or an absolute unit (pt, pc, in, cm, mm)",
        ]),
        Case(name: "unknown line cap", svg: """
        <svg \(ns)>
          <path id="spine" d="M 0 19 L 200 19" stroke-linecap="rounded"/>
        \(outline)
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:56: error: unsupported stroke-linecap 'rounded': expected 'butt', 'round' or 'square'; did you mean 'round'?",
        ]),
        Case(name: "miter limit below 1 in a style", svg: """
        <svg \(ns)>
          <path id="spine" d="M 0 19 L 200 19" style="stroke-miterlimit: 0.5"/>
        \(outline)
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:3: error: stroke-miterlimit must be at least 1, found 0.5 (SVG's rule; a limit of 1 already bevels every corner)",
        ]),
        Case(name: "nested svg with a viewBox but no size", svg: """
        <svg \(ns)>
          <svg viewBox="0 0 10 10">
        \(outline)
          </svg>
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:3: error: a nested <svg> with a viewBox needs an absolute width and height to place its contents",
        ]),
        Case(name: "nested svg with a bad viewBox", svg: """
        <svg \(ns)>
          <svg width="10" height="10" viewBox="0 0 10">
        \(outline)
          </svg>
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:40: error: a viewBox is 4 numbers 'min-x min-y width height' with a positive width and height",
        ]),
        Case(name: "undeclared namespace prefix", svg: """
        <svg \(ns)>
          <sodipodi:namedview id="base"/>
        \(outline)
        \(frames)
        </svg>
        """, expected: [
            "Arrow.svg:2:3: warning: the namespace prefix of <sodipodi:namedview> is not declared (xmlns:sodipodi=\"...\" is missing): the element is ignored",
        ]),
    ]

    @Test("points at the mistake", arguments: cases)
    func diagnostic(_ c: Case) {
        let (template, diagnostics) = readSVG(c.svg)
        #expect(diagnostics.map(\.description) == c.expected)
        let hasError = c.expected.contains { $0.contains(": error: ") }
        #expect((template == nil) == hasError)
    }
}
