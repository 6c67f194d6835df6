import ArrowGenCore
import BezierArrow

/// Shared test inputs.
enum Fixtures {
    /// The PaintCode tutorial's double arrow (seed 001): 200 x 38, head frames 30 x 38 at x = 0
    /// and x = 170, tips (0, 19) and (200, 19).
    static let doubleArrow: ArrowTemplate = {
        var p = BezierPath()
        p.move(to: Point(0, 19)); p.line(to: Point(30, 0)); p.line(to: Point(30, 12))
        p.cubic(to: Point(170, 12), control1: Point(80, 12), control2: Point(120, 12))
        p.line(to: Point(170, 0)); p.line(to: Point(200, 19)); p.line(to: Point(170, 38)); p.line(to: Point(170, 26))
        p.cubic(to: Point(30, 26), control1: Point(120, 26), control2: Point(80, 26))
        p.line(to: Point(30, 38)); p.close()
        return try! ArrowTemplate(name: "DoubleArrow", outline: p,
                                  start: ArrowEnd(frame: Rect(x: 0, y: 0, width: 30, height: 38), tip: Point(0, 19)),
                                  end: ArrowEnd(frame: Rect(x: 170, y: 0, width: 30, height: 38), tip: Point(200, 19)))
    }()

    /// A session on the double arrow with an in-memory file system.
    static func session(files: [String: String] = [:]) -> ReplSession {
        ReplSession(template: doubleArrow, source: "DoubleArrow", library: TemplateLibrary(catalog: [doubleArrow]),
                    fileSystem: InMemoryFileSystem(files: files))
    }
}

/// Approximate equality with a stated tolerance: printed coordinates carry two decimals, so a
/// parsed number is within 0.005 of the model's (plus a hair for the binary representation).
func isClose(_ a: Double, _ b: Double, tolerance: Double = 0.005 + 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Every free-standing number in a text, in order (`(170.00, 132.00)` gives 170 and 132).
func numbers(in text: Substring) -> [Double] {
    // Digits glued to a word ("control1") are part of the word, not a number.
    var out: [Double] = [], current = "", inWord = false
    for c in text + " " {
        if c.isLetter {
            inWord = true
            current = ""
        } else if !inWord && (c.isNumber || c == "." || (c == "-" && current.isEmpty)) {
            current.append(c)
        } else if !(inWord && c.isNumber) {
            if let v = Double(current) { out.append(v) }
            current = ""
            inWord = false
        }
    }
    return out
}

/// The points of a path element in the order `show` prints them: end point, then controls.
func printedPoints(of element: PathElement) -> [Point] {
    switch element {
    case .move(let p), .line(let p): [p]
    case .quad(let p, let c): [p, c]
    case .cubic(let p, let c1, let c2): [p, c1, c2]
    case .close: []
    }
}
