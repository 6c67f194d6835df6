/// Clipping a path to an axis-aligned rectangle, curves kept as curves.
///
/// Every curve that crosses an edge line of the rectangle is cut exactly where it crosses: the
/// edge's coordinate along the curve is a Bézier function of the parameter (its control values
/// are the control points' coordinates less the edge's), cut into monotone stretches where its
/// derivative vanishes (``solveQuadratic(_:_:_:)``), each stretch whose ends differ in sign
/// holding exactly one root, found by bisection to the last bit of the parameter. The curve is
/// split there by de Casteljau's construction and the cut point put exactly on the edge line.
/// Nothing is flattened: a clipped cubic is a piece of the same cubic.
extension BezierPath {
    /// The part of the filled shape inside a rectangle (edges included), as closed subpaths.
    ///
    /// Sutherland–Hodgman generalised to curves: each subpath is read as a closed loop (the
    /// filled shape closes an open subpath with a straight line back to its start, as every
    /// renderer does) and clipped against the rectangle's four half-planes in turn. Against one
    /// half-plane, the loop's segments are cut where they cross the edge line, the pieces
    /// outside are dropped, and each run of dropped pieces (which leaves and meets the edge line
    /// on it) is replaced by the straight line along the edge between its two ends. The loop that
    /// comes out winds round every point inside the half-plane as the input did, and round none
    /// outside: its filled area under either fill rule is the input's inside the half-plane.
    ///
    /// Limits:
    /// - A concave loop that leaves and re-enters the rectangle more than once comes out as one
    ///   loop with straight lines along the edge that run over each other in opposite directions
    ///   (zero-width "bridges"): they enclose no area and fill nothing, but they are there.
    /// - A loop clipped down to a segment or a point (its bounds no wider or no higher than the
    ///   tolerance below) is dropped; a loop of zero area otherwise (a figure eight's two
    ///   opposite lobes) is kept.
    /// - A piece whose middle lies outside an edge by at most `1e-12` times the rectangle's
    ///   largest coordinate or size counts as inside, so a curve that touches an
    ///   edge from outside may leave a sliver that thin.
    /// - Coordinates beyond about 10^307, whose differences overflow, may be cut in the wrong
    ///   places.
    ///
    /// - Parameter rect: The clipping rectangle.
    /// - Returns: The clipped shape; empty when no area of the shape lies inside `rect`.
    package func clippedRegion(to rect: Rect) -> BezierPath {
        let tolerance = Self.clipTolerance(rect)
        var result = BezierPath()
        for var loop in loops(closingEvery: true) where !loop.segments.isEmpty {
            for edge in ClipEdge.edges(of: rect) {
                loop.segments = edge.clip(loop: loop.segments, tolerance: tolerance)
                if loop.segments.isEmpty { break }
            }
            guard let first = loop.segments.first else { continue }
            var bounds = Rect.null
            for s in loop.segments { bounds = bounds.union(s.boundingBox) }
            guard bounds.width > tolerance, bounds.height > tolerance else { continue }
            result.move(to: first.startPoint)
            var segments = loop.segments[...]
            // The straight line back to the start is the close.
            if case .line(let last) = segments.last, last.p1 == first.startPoint { segments = segments.dropLast() }
            for s in segments { s.draw(into: &result) }
            result.close()
        }
        return result
    }

    /// The part of the stroked path inside a rectangle (edges included): every run of pieces
    /// inside it becomes its own open subpath.
    ///
    /// Each segment is cut where it crosses any of the four edge lines, and the pieces whose
    /// middle lies in the rectangle are kept, consecutive kept pieces making one subpath. A
    /// closed subpath wholly inside stays closed; one that leaves the rectangle has the run
    /// through its start joined to the run that ends there. A subpath of a lone point is kept
    /// when the point is inside. Limit: the same `1e-12` edge tolerance as
    /// ``clippedRegion(to:)``.
    ///
    /// - Parameter rect: The clipping rectangle.
    /// - Returns: The clipped pieces; empty when nothing of the path lies inside `rect`.
    package func clippedStroke(to rect: Rect) -> BezierPath {
        let tolerance = Self.clipTolerance(rect)
        let grown = rect.insetBy(dx: -tolerance, dy: -tolerance)
        let edges = ClipEdge.edges(of: rect)
        var result = BezierPath()
        for loop in loops(closingEvery: false) {
            guard !loop.segments.isEmpty else {
                if grown.contains(loop.start) { result.move(to: loop.start) }
                continue
            }
            // The pieces, each with whether it is inside.
            var pieces: [(PathSegment, Bool)] = []
            for segment in loop.segments {
                for piece in ClipEdge.cut(segment, at: edges) {
                    pieces.append((piece, grown.contains(piece.point(at: 0.5))))
                }
            }
            if pieces.allSatisfy(\.1) {
                result.move(to: loop.start)
                var kept = pieces[...]
                // The straight line back to the start is the close.
                if loop.isClosed, case .line(let last) = kept.last?.0, last.p1 == loop.start { kept = kept.dropLast() }
                for (piece, _) in kept { piece.draw(into: &result) }
                if loop.isClosed { result.close() }
                continue
            }
            // A closed loop starts its walk at an outside piece, so no run is split in two.
            if loop.isClosed, let firstOut = pieces.firstIndex(where: { !$0.1 }) {
                pieces = Array(pieces[firstOut...] + pieces[..<firstOut])
            }
            var isDrawing = false
            for (piece, inside) in pieces {
                guard inside else {
                    isDrawing = false
                    continue
                }
                if !isDrawing { result.move(to: piece.startPoint) }
                piece.draw(into: &result)
                isDrawing = true
            }
        }
        return result
    }

    /// How far outside an edge a point may lie and still count as on it: `1e-12` of the
    /// rectangle's largest coordinate or size (so a rectangle and its shape scaled together by a
    /// power of two clip the same).
    static func clipTolerance(_ rect: Rect) -> Double {
        1e-12 * max(abs(rect.minX), abs(rect.minY), abs(rect.maxX), abs(rect.maxY), rect.width, rect.height)
    }

    /// One subpath as its drawable segments.
    package struct ClipLoop {
        /// The subpath's first point.
        package var start: Point
        /// The segments, with the closing line when the subpath is closed (or read as closed).
        package var segments: [PathSegment]
        /// Whether the subpath was closed.
        package var isClosed: Bool
    }

    /// The subpaths as segment loops.
    ///
    /// - Parameter closingEvery: Whether to add the closing line to open subpaths too, as a
    ///   fill does.
    /// - Returns: One loop per subpath, in order; a closing line of no length is left out.
    package func loops(closingEvery: Bool) -> [ClipLoop] {
        var loops: [ClipLoop] = []
        var current = Point.zero
        func finish() {
            guard var loop = loops.popLast() else { return }
            if (loop.isClosed || closingEvery) && current != loop.start {
                loop.segments.append(.line(LineSegment(current, loop.start)))
            }
            loops.append(loop)
        }
        var isOpen = false
        for element in elements {
            switch element {
            case .move(let p):
                if isOpen { finish() }
                loops.append(ClipLoop(start: p, segments: [], isClosed: false))
                isOpen = true
                current = p
            case .line(let p):
                loops[loops.count - 1].segments.append(.line(LineSegment(current, p)))
                current = p
            case .quad(let p, let c):
                loops[loops.count - 1].segments.append(.quad(QuadraticSegment(current, c, p)))
                current = p
            case .cubic(let p, let c1, let c2):
                loops[loops.count - 1].segments.append(.cubic(CubicSegment(current, c1, c2, p)))
                current = p
            case .close:
                loops[loops.count - 1].isClosed = true
                finish()
                isOpen = false
                current = loops[loops.count - 1].start
            }
        }
        if isOpen { finish() }
        return loops
    }
}

extension PathSegment {
    /// The segment cut in two at a parameter by de Casteljau's construction.
    func split(at t: Double) -> (PathSegment, PathSegment) {
        switch self {
        case .line(let s):
            let (a, b) = s.split(at: t)
            return (.line(a), .line(b))
        case .quad(let s):
            let (a, b) = s.split(at: t)
            return (.quad(a), .quad(b))
        case .cubic(let s):
            let (a, b) = s.split(at: t)
            return (.cubic(a), .cubic(b))
        }
    }

    /// The same segment starting at another point (its controls unchanged).
    func withStart(_ p: Point) -> PathSegment {
        switch self {
        case .line(var s): s.p0 = p; return .line(s)
        case .quad(var s): s.p0 = p; return .quad(s)
        case .cubic(var s): s.p0 = p; return .cubic(s)
        }
    }

    /// The same segment ending at another point (its controls unchanged).
    func withEnd(_ p: Point) -> PathSegment {
        switch self {
        case .line(var s): s.p1 = p; return .line(s)
        case .quad(var s): s.p2 = p; return .quad(s)
        case .cubic(var s): s.p3 = p; return .cubic(s)
        }
    }
}
