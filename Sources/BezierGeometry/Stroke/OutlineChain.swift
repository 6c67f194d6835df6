/// One side of a subpath's stroke outline, recorded forwards so that it can be appended
/// backwards: the right-hand offsets, which the outline's contour runs along in reverse.
///
/// It records lines and curves from ``start``; a move starts it afresh and a close is ignored.
struct OutlineChain: PathBuilder, Sendable {
    /// Where the chain starts.
    private(set) var start = Point.zero
    /// The recorded elements, in forward order (only lines, quads and cubics).
    private(set) var elements: [PathElement] = []

    /// The chain's last point, where the next element would start (as ``BezierPath/currentPoint``).
    var currentPoint: Point { elements.last?.endPoint ?? start }

    mutating func move(to p: Point) {
        start = p
        elements.removeAll(keepingCapacity: true)
    }

    mutating func line(to p: Point) { elements.append(.line(to: p)) }

    mutating func quad(to p: Point, control: Point) { elements.append(.quad(to: p, control: control)) }

    mutating func cubic(to p: Point, control1: Point, control2: Point) {
        elements.append(.cubic(to: p, control1: control1, control2: control2))
    }

    mutating func close() {}

    /// Appends the chain traversed from its end back to its start, from the current point of
    /// `out` (which should be ``end``).
    ///
    /// - Parameter contourStart: Where the contour began, when a close follows: a final line
    ///   back there is left to the close.
    func appendReversed<B: PathBuilder>(into out: inout B, contourStart: Point? = nil) {
        var i = elements.count - 1
        while i >= 0 {
            let from = i > 0 ? elements[i - 1].endPoint ?? start : start
            switch elements[i] {
            case .line: if !(i == 0 && from == contourStart) { out.line(to: from) }
            case .quad(_, let c): out.quad(to: from, control: c)
            case .cubic(_, let c1, let c2): out.cubic(to: from, control1: c2, control2: c1)
            case .move, .close: break
            }
            i -= 1
        }
    }
}
