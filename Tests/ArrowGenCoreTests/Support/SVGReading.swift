import ArrowGenCore
import BezierArrow

/// Reads SVG text as the template file `path`, returning the template (nil on error) and every
/// diagnostic.
func readSVG(_ text: String, path: String = "Arrow.svg") -> (template: ArrowTemplate?, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let parsed = SVGTemplateReader.read(TemplateSource(path: path, text: text), diagnostics: &diagnostics)
    return (parsed?.template, diagnostics)
}

/// The catalog's DoubleArrow outline: 200 x 38, shaft from y = 12 to 26,
/// horizontal handles; written out element by element so tests do not depend on a parser.
let doubleArrowOutline = BezierPath([
    .move(to: Point(0, 19)), .line(to: Point(30, 0)), .line(to: Point(30, 12)),
    .cubic(to: Point(170, 12), control1: Point(80, 12), control2: Point(120, 12)),
    .line(to: Point(170, 0)), .line(to: Point(200, 19)), .line(to: Point(170, 38)), .line(to: Point(170, 26)),
    .cubic(to: Point(30, 26), control1: Point(120, 26), control2: Point(80, 26)),
    .line(to: Point(30, 38)), .close,
])

/// The DoubleArrow's frames: 30 x 38 at x = 0 and x = 170.
let doubleArrowStartFrame = Rect(x: 0, y: 0, width: 30, height: 38)
let doubleArrowEndFrame = Rect(x: 170, y: 0, width: 30, height: 38)
