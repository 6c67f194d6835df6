extension BezierPath {
    /// Reports the parts a stroker draws for this path, subpath by subpath, in path order.
    ///
    /// The rules are CoreGraphics' (and PDF's):
    /// - every segment of non-zero extent is a `StrokePiece.segment(_:element:)`, including the
    ///   closing line of a closed subpath when its length is not zero;
    /// - zero-length segments are skipped: a join links the segments on either side of them;
    /// - a `StrokePiece.join(at:incoming:outgoing:)` sits between consecutive segments, and at
    ///   the start point of a closed subpath between its last and first segments;
    /// - an open subpath gets a `StrokePiece.cap(at:direction:)` at each end, a closed one none;
    /// - a subpath whose segments (or close) all have zero length is a `StrokePiece.dot(at:)`;
    ///   a lone move draws nothing.
    ///
    /// Tangents come from `PathSegment.startTangent` and `PathSegment.endTangent`, so a control
    /// point on top of its endpoint does not hide the direction. Segments with a non-finite
    /// coordinate are skipped, as are dots, caps and joins at non-finite points.
    ///
    /// - Parameter body: Called once per part.
    /// - Complexity: O(n) in the number of elements; allocates nothing.
    package func forEachStrokePiece(_ body: (StrokePiece) throws -> Void) rethrows {
        var walker = StrokePieceWalker()
        for index in elements.indices {
            switch elements[index] {
            case .move(let p):
                try walker.finish(closed: false, body)
                walker.begin(at: p)
            case .line(let p):
                try walker.add(.line(LineSegment(walker.current, p)), element: index, body)
            case .quad(let p, let c):
                try walker.add(.quad(QuadraticSegment(walker.current, c, p)), element: index, body)
            case .cubic(let p, let c1, let c2):
                try walker.add(.cubic(CubicSegment(walker.current, c1, c2, p)), element: index, body)
            case .close:
                walker.hasDrawing = true
                if walker.current != walker.start {
                    try walker.add(.line(LineSegment(walker.current, walker.start)), element: index, body)
                }
                try walker.finish(closed: true, body)
                walker.current = walker.start
            }
        }
        try walker.finish(closed: false, body)
    }
}

/// The state of `BezierPath.forEachStrokePiece(_:)` within one subpath.
struct StrokePieceWalker {
    var start = Point.zero
    var current = Point.zero
    /// Whether the subpath has any segment or a close (a lone move draws nothing).
    var hasDrawing = false
    /// Whether the subpath was already reported (after a close, until the next move).
    var isFinished = true
    var firstTangent: Point?
    var lastTangent: Point?

    mutating func begin(at p: Point) {
        start = p
        current = p
        hasDrawing = false
        isFinished = false
        firstTangent = nil
        lastTangent = nil
    }

    mutating func add(_ segment: PathSegment, element: Int, _ body: (StrokePiece) throws -> Void) rethrows {
        hasDrawing = true
        current = segment.endPoint
        guard segment.isFinite else { return }
        let t0: Point, t1: Point
        if case .line(let s) = segment {
            // One normalisation serves both ends.
            guard s.p0 != s.p1 else { return }
            t0 = (s.p1 - s.p0).normalized
            t1 = t0
        } else {
            guard let start = segment.startTangent, let end = segment.endTangent else { return }
            t0 = start
            t1 = end
        }
        if let previous = lastTangent {
            try body(.join(at: segment.startPoint, incoming: previous, outgoing: t0))
        } else {
            firstTangent = t0
        }
        try body(.segment(segment, element: element))
        lastTangent = t1
    }

    mutating func finish(closed: Bool, _ body: (StrokePiece) throws -> Void) rethrows {
        defer { isFinished = true }
        guard !isFinished, hasDrawing else { return }
        guard let first = firstTangent, let last = lastTangent else {
            if start.isFinite { try body(.dot(at: start)) }
            return
        }
        if closed {
            if start.isFinite { try body(.join(at: start, incoming: last, outgoing: first)) }
        } else {
            if start.isFinite { try body(.cap(at: start, direction: -first)) }
            if current.isFinite { try body(.cap(at: current, direction: last)) }
        }
    }
}
