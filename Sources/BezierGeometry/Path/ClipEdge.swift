/// One edge line of a clipping rectangle, with the side of it that is kept.
package struct ClipEdge {
    /// Whether the edge is vertical (`x = value`) rather than horizontal (`y = value`).
    var isVertical: Bool
    /// The edge line's coordinate.
    var value: Double
    /// Whether the kept side is where the coordinate is at least `value` (else at most).
    var keepsAbove: Bool

    /// The four half-planes whose intersection is the rectangle: left, right, top, bottom.
    package static func edges(of rect: Rect) -> [ClipEdge] {
        [ClipEdge(isVertical: true, value: rect.minX, keepsAbove: true),
         ClipEdge(isVertical: true, value: rect.maxX, keepsAbove: false),
         ClipEdge(isVertical: false, value: rect.minY, keepsAbove: true),
         ClipEdge(isVertical: false, value: rect.maxY, keepsAbove: false)]
    }

    /// How far a point lies inside the kept side (negative outside).
    func depth(_ p: Point) -> Double {
        let c = isVertical ? p.x : p.y
        return keepsAbove ? c - value : value - c
    }

    /// The point moved onto the edge line along the edge's normal.
    func snapped(_ p: Point) -> Point {
        isVertical ? Point(value, p.y) : Point(p.x, value)
    }

    /// The parameters in `(0, 1)` where a segment meets the edge line, ascending.
    package func crossings(of segment: PathSegment) -> [Double] {
        let values: [Double]
        switch segment {
        case .line(let s): values = [depth(s.p0), depth(s.p1)]
        case .quad(let s): values = [depth(s.p0), depth(s.p1), depth(s.p2)]
        case .cubic(let s): values = [depth(s.p0), depth(s.p1), depth(s.p2), depth(s.p3)]
        }
        return BernsteinRoots.roots(values)
    }

    /// Sutherland–Hodgman against this half-plane, for curves: see
    /// ``BezierPath/clippedRegion(to:)``.
    ///
    /// - Parameters:
    ///   - loop: A closed loop of segments, each starting where the previous one ends.
    ///   - tolerance: How far outside a piece's middle may lie and still count as inside.
    /// - Returns: The clipped loop, closed by a line along the edge when its end is not its
    ///   start; empty when no piece is inside.
    func clip(loop: [PathSegment], tolerance: Double) -> [PathSegment] {
        var out: [PathSegment] = []
        for segment in loop {
            for piece in Self.cut(segment, at: [self]) where depth(piece.point(at: 0.5)) >= -tolerance {
                if let last = out.last?.endPoint, last != piece.startPoint {
                    out.append(.line(LineSegment(last, piece.startPoint)))
                }
                out.append(piece)
            }
        }
        if let first = out.first?.startPoint, let last = out.last?.endPoint, first != last {
            out.append(.line(LineSegment(last, first)))
        }
        return out
    }

    /// A segment cut where it crosses any of the edge lines, each cut point put exactly on its
    /// line.
    ///
    /// - Parameters:
    ///   - segment: The segment to cut.
    ///   - edges: The edge lines.
    /// - Returns: The pieces in order, each starting where the previous one ends; the segment
    ///   itself when it crosses none.
    static func cut(_ segment: PathSegment, at edges: [ClipEdge]) -> [PathSegment] {
        var cuts: [(t: Double, edge: ClipEdge)] = []
        for edge in edges {
            for t in edge.crossings(of: segment) { cuts.append((t, edge)) }
        }
        guard !cuts.isEmpty else { return [segment] }
        cuts.insertionSort { $0.t < $1.t }
        var pieces: [PathSegment] = []
        var rest = segment
        var done = 0.0
        for (t, edge) in cuts {
            let local = (t - done) / (1 - done)
            guard local > 0, local < 1 else { continue }
            var (left, right) = rest.split(at: local)
            let p = edge.snapped(left.endPoint)
            left = left.withEnd(p)
            right = right.withStart(p)
            pieces.append(left)
            rest = right
            done = t
        }
        pieces.append(rest)
        return pieces
    }
}
