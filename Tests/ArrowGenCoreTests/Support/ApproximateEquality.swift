import BezierArrow

/// Whether two numbers agree within a tolerance relative to their magnitude (and absolute below
/// magnitude 1): the one helper the SVG tests compare coordinates through. Transforms multiply
/// and add a handful of numbers, so results are exact to a few ulps; the tests state `1e-9`.
func isApproximatelyEqual(_ a: Double, _ b: Double, relativeTolerance t: Double) -> Bool {
    abs(a - b) <= t * max(1, abs(a), abs(b))
}

/// Whether two points agree coordinate by coordinate within a relative tolerance.
func isApproximatelyEqual(_ a: Point, _ b: Point, relativeTolerance t: Double) -> Bool {
    isApproximatelyEqual(a.x, b.x, relativeTolerance: t) && isApproximatelyEqual(a.y, b.y, relativeTolerance: t)
}

/// Whether two rectangles agree in origin and size within a relative tolerance.
func isApproximatelyEqual(_ a: Rect, _ b: Rect, relativeTolerance t: Double) -> Bool {
    [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)]
        .allSatisfy { isApproximatelyEqual($0.0, $0.1, relativeTolerance: t) }
}

/// Whether two paths have the same commands with points that agree within a relative tolerance.
func isApproximatelyEqual(_ a: BezierPath, _ b: BezierPath, relativeTolerance t: Double) -> Bool {
    guard a.elements.count == b.elements.count else { return false }
    func close(_ p: Point, _ q: Point) -> Bool { isApproximatelyEqual(p, q, relativeTolerance: t) }
    return zip(a.elements, b.elements).allSatisfy { pair in
        switch pair {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)): close(p, q)
        case (.quad(let p, let c), .quad(let q, let d)): close(p, q) && close(c, d)
        case (.cubic(let p, let c1, let c2), .cubic(let q, let d1, let d2)): close(p, q) && close(c1, d1) && close(c2, d2)
        case (.close, .close): true
        default: false
        }
    }
}
