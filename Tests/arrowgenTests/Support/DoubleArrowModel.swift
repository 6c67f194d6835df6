import BezierArrow

/// The model the executable's output is checked against.
enum DoubleArrowModel {
    /// The PaintCode tutorial's double arrow (seed 001).
    static let template: ArrowTemplate = {
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
}

/// Every free-standing number in a line of output, in order.
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
