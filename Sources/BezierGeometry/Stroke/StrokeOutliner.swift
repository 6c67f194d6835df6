/// Builds stroke outlines: paths whose non-zero fill is exactly the area a stroke covers, what
/// CoreGraphics' `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)` returns.
///
/// The stroke is the one ``PreparedPath/strokeContains(_:)`` decides: every segment's sweep of normals of half
/// the width, joins at interior vertices and at the start of closed subpaths, caps at the ends of
/// open subpaths, dots for subpaths of zero length, all as reported by
/// `BezierPath.forEachStrokePiece(_:)`.
///
/// ## How the outline is built
/// Every subpath becomes one contour for an open subpath (the left offsets forwards, the end cap,
/// the right offsets backwards, the start cap) or two for a closed one (the left offsets, then
/// the right offsets backwards). As a chain of edges, such a contour is the sum of the boundaries
/// of every segment's sweep, every join and every cap, all turning the same way, because on the
/// inner side of a join it goes through the vertex (a pivot) instead of cutting the corner. So
/// its winding number around a point is the sum of theirs, and the non-zero rule fills the union.
/// Where an inner side can be cut safely (two straight segments longer than the corner), it is.
///
/// What a segment's sweep boundary misses is added as separate contours of the same orientation:
/// a disk at every cusp, and twice the region of every fold, where the curve turns tighter than
/// the half width and the inner offset runs backwards (see `OffsetCurve`).
///
/// Offsets are cubics within the tolerance of the true offset, found by fitting and halving;
/// round joins and caps are arcs of cubics within the tolerance of the circle.
///
/// Keep one outliner to stroke many paths: its working storage is reused, so once it has grown,
/// building an outline into a reused ``BezierPath`` allocates nothing.
///
/// ## Bounded work
/// The work and memory of one outline are bounded whatever the numbers: an outline has at most
/// `AcceptedRange.maxOutlineElements` elements (every halving of an offset or evolute piece
/// stops once they are spent, so a curve whose offset cannot be fitted does not run on), and
/// the tolerance is at least `AcceptedRange.relativeTolerance` of the largest coordinate,
/// where a `Double` can still tell a fit from its rounding. ``checkedOutline(of:style:tolerance:into:)``
/// throws past the limit and for numbers outside `AcceptedRange`.
package struct StrokeOutliner: Sendable {
    /// The right-hand offsets of the current subpath, appended backwards when it ends.
    var rightSide = OutlineChain()
    /// Cusp disks and fold corrections, appended after the contours.
    var corrections = BezierPath()
    /// Scratch for ``OffsetCurve/findBreaks(halfWidth:into:)``.
    var breaks: [OffsetBreak] = []

    /// Creates an outliner with empty storage.
    package init() {}

    /// Appends the outline of a path's stroke to `outline`.
    ///
    /// The result is made of closed subpaths turning the same way; fill it with the non-zero rule.
    /// Its offsets and arcs lie within `tolerance` of the true stroke boundary.
    ///
    /// - Parameters:
    ///   - path: The stroked path; segments with a non-finite coordinate are ignored.
    ///   - style: Width, cap, join and miter limit. A width that is not a positive finite number
    ///     strokes nothing.
    ///   - tolerance: The largest distance between the outline's curves and the stroke's true
    ///     boundary. Values below a millionth of the half width or below
    ///     `AcceptedRange.relativeTolerance` of the path's largest coordinate (and NaN) count
    ///     as the larger of those.
    ///   - outline: The path to append to; existing elements are kept. When the outline would
    ///     have more than `AcceptedRange.maxOutlineElements` elements, nothing is appended:
    ///     ``checkedOutline(of:style:tolerance:into:)`` says so with an error.
    /// - Complexity: O(n) in the number of path elements, times the number of cubics each
    ///   offset needs (a few for a gentle curve at the default tolerance); at most
    ///   `AcceptedRange.maxOutlineElements` elements whatever the path.
    package mutating func outline(of path: BezierPath, style: BezierPath.StrokeStyle, tolerance: Double = 0.01,
                                 into outline: inout BezierPath) {
        _ = appendOutline(of: path, style: style, tolerance: tolerance, into: &outline)
    }

    /// Appends the outline of a path's stroke to `outline` as
    /// ``outline(of:style:tolerance:into:)-(_,_,_,BezierPath)`` does, after checking every number against
    /// `AcceptedRange`.
    ///
    /// - Parameters:
    ///   - path: The stroked path; every coordinate within `AcceptedRange.maxMagnitude`.
    ///   - style: Width and miter limit within their ranges (see
    ///     `BezierPath.StrokeStyle.checkAcceptedRange()`).
    ///   - tolerance: Positive, at most `AcceptedRange.maxMagnitude`.
    ///   - outline: The path to append to; unchanged when an error is thrown.
    /// - Throws: ``AcceptedRangeError`` naming the number out of range, or
    ///   ``AcceptedRangeError/tooManyOutlineElements(limit:)`` when the outline would have more
    ///   than `AcceptedRange.maxOutlineElements` elements.
    package mutating func checkedOutline(of path: BezierPath, style: BezierPath.StrokeStyle, tolerance: Double = 0.01,
                                        into outline: inout BezierPath) throws(AcceptedRangeError) {
        try path.checkAcceptedRange()
        try style.checkAcceptedRange()
        try AcceptedRange.check(tolerance, .tolerance, in: Double.leastNonzeroMagnitude...AcceptedRange.maxMagnitude)
        guard appendOutline(of: path, style: style, tolerance: tolerance, into: &outline) else {
            throw .tooManyOutlineElements(limit: AcceptedRange.maxOutlineElements)
        }
    }

    /// Builds the outline into `outline`; `false`, with `outline` as it was, when it would have
    /// more than `limit` elements.
    mutating func appendOutline(of path: BezierPath, style: BezierPath.StrokeStyle, tolerance: Double,
                                limit: Int = AcceptedRange.maxOutlineElements, into outline: inout BezierPath) -> Bool {
        let mark = outline.elements.count
        guard let reach = build(path, style: style, tolerance: tolerance, limit: limit, into: &outline) else {
            outline = BezierPath(outline.elements[..<mark])
            return false
        }
        // Beyond 1e100 the cube of a velocity overflows, below 1e-100 its square underflows:
        // outline a copy scaled by a power of two (exact) to unit size and scale the result back.
        guard reach > 1e100 || reach < 1e-100 && reach > 0 else { return true }
        outline = BezierPath(outline.elements[..<mark])
        let down = unitScale(of: reach)
        var scaled = BezierPath()
        var small = style
        small.width *= down
        guard build(path.transformed(by: Transform2D(scaleX: down, y: down)), style: small,
                    tolerance: tolerance * down, limit: limit, into: &scaled) != nil else { return false }
        scaled.transform(by: Transform2D(scaleX: 1 / down, y: 1 / down))
        // A stroke reaching beyond the range of Double has no outline.
        if scaled.isFinite { outline.append(scaled) }
        return true
    }

    /// Appends the outline of a path's stroke to any path builder (a `CGMutablePath`, a SwiftUI
    /// `Path`), as the overload that appends to a ``BezierPath`` does.
    ///
    /// The outline is built in a temporary ``BezierPath`` and then drawn into `builder`, so this
    /// allocates; for repeated building without allocation, use the ``BezierPath`` overload.
    ///
    /// - Parameters:
    ///   - path: The stroked path.
    ///   - style: Width, cap, join and miter limit.
    ///   - tolerance: The largest distance between the outline's curves and the stroke's boundary.
    ///   - builder: Where the outline's elements go.
    package mutating func outline<B: PathBuilder>(of path: BezierPath, style: BezierPath.StrokeStyle, tolerance: Double = 0.01,
                                                 into builder: inout B) {
        var result = BezierPath()
        outline(of: path, style: style, tolerance: tolerance, into: &result)
        result.draw(into: &builder)
    }

    /// Builds the outline; returns the largest coordinate magnitude met (input and half width),
    /// so the caller knows when overflow or underflow was possible, or `nil` when the outline
    /// would exceed `limit` elements (`out` then holds a part of it).
    mutating func build(_ path: BezierPath, style: BezierPath.StrokeStyle, tolerance: Double,
                        limit: Int, into out: inout BezierPath) -> Double? {
        let h = style.width / 2
        guard h > 0, h.isFinite else { return 0 }
        // Below a few thousand units in the last place of the coordinates a fit cannot be told
        // from rounding and would be halved to the depth limit, piece after piece.
        let floor = max(h * 1e-6, path.largestMagnitude * AcceptedRange.relativeTolerance)
        let tolerance = tolerance >= floor ? tolerance : floor
        var walk = OutlineWalk(style: style, halfWidth: h, tolerance: tolerance,
                               mark: out.elements.count, limit: limit)
        corrections.removeAll()
        rightSide.move(to: .zero)
        path.forEachStrokePiece { part in
            guard !walk.isOverLimit else { return }
            walk.add(part, path: path, outliner: &self, into: &out)
            walk.countElements(outliner: self, out: out)
        }
        walk.finish(outliner: &self, into: &out)
        walk.countElements(outliner: self, out: out)
        if walk.isOverLimit { return nil }
        corrections.draw(into: &out)
        return max(walk.reach, h)
    }
}

/// The state of one `StrokeOutliner` run over the parts of a path.
struct OutlineWalk {
    let style: BezierPath.StrokeStyle
    let h: Double
    let tolerance: Double
    /// Whether a subpath's contour has been started and not yet closed.
    var isOpen = false
    /// The last join, placed when the next segment shows it was not the closing one.
    var pendingJoin: (at: Point, incoming: Point, outgoing: Point)?
    /// The start cap of the current open subpath, placed after the end cap.
    var startCap: (at: Point, direction: Point)?
    /// The element of the last segment (to see whether a move came in between).
    var lastElement = -1
    /// The first segment's start point and tangent (to recognise the start cap).
    var firstPoint = Point.zero, firstTangent = Point.zero
    /// Where the left contour of the current subpath began.
    var leftStart = Point.zero
    /// The lengths of the first and the last straight segment (0 for curves), for safe corners.
    var firstStraight = 0.0, lastStraight = 0.0
    /// The largest coordinate magnitude met.
    var reach = 0.0
    /// The outline's first element in the output path.
    let mark: Int
    /// The most elements the outline may have.
    let limit: Int
    /// Whether the outline has more than ``limit`` elements: the rest of the parts are skipped.
    var isOverLimit = false

    init(style: BezierPath.StrokeStyle, halfWidth: Double, tolerance: Double, mark: Int, limit: Int) {
        self.style = style
        h = halfWidth
        self.tolerance = tolerance
        self.mark = mark
        self.limit = limit
    }

    /// The elements the outline has so far: those written, the right side waiting to be
    /// appended, and the corrections appended at the end.
    func elementCount(outliner: StrokeOutliner, out: BezierPath) -> Int {
        out.elements.count - mark + outliner.rightSide.elements.count + outliner.corrections.elements.count
    }

    /// Notes whether the outline has outgrown the limit.
    mutating func countElements(outliner: StrokeOutliner, out: BezierPath) {
        if elementCount(outliner: outliner, out: out) > limit { isOverLimit = true }
    }

    mutating func add(_ part: StrokePiece, path: BezierPath, outliner: inout StrokeOutliner,
                      into out: inout BezierPath) {
        switch part {
        case .segment(let segment, let element):
            if isOpen && hasMove(path, after: lastElement, before: element) {
                finish(outliner: &outliner, into: &out)
            }
            let straight = straightLength(segment)
            if isOpen, let join = pendingJoin {
                addJoin(join, nextStraight: straight, outliner: &outliner, into: &out)
                pendingJoin = nil
            }
            guard let t0 = segment.startTangent, let t1 = segment.endTangent else { return }
            if !isOpen {
                isOpen = true
                startCap = nil
                firstPoint = segment.startPoint
                firstTangent = t0
                firstStraight = straight
                leftStart = firstPoint + t0.perpendicular * h
                out.move(to: leftStart)
                outliner.rightSide.move(to: firstPoint - t0.perpendicular * h)
            }
            addSegment(segment, straight: straight, t0, t1, outliner: &outliner, into: &out)
            lastStraight = straight
            lastElement = element
        case .join(let at, let incoming, let outgoing):
            pendingJoin = (at, incoming, outgoing)
        case .cap(let at, let direction):
            guard isOpen else { return }
            if startCap == nil && at == firstPoint && direction == -firstTangent {
                startCap = (at, direction)
            } else {
                addCap(at: at, direction: direction, into: &out)
                outliner.rightSide.appendReversed(into: &out)
                if let start = startCap { addCap(at: start.at, direction: start.direction, contourStart: leftStart, into: &out) }
                out.close()
                isOpen = false
            }
        case .dot(let at):
            finish(outliner: &outliner, into: &out)
            reach = max(reach, abs(at.x), abs(at.y))
            switch style.cap {
            case .butt:
                break
            case .round:
                out.addCircle(center: at, radius: h, tolerance: tolerance)
            case .square:
                // Axis-aligned, turning the negative way like every contour of the outline.
                out.move(to: at + Point(-h, h))
                out.line(to: at + Point(h, h))
                out.line(to: at + Point(h, -h))
                out.line(to: at + Point(-h, -h))
                out.close()
            }
        }
    }

    /// Closes the contours of the current subpath, if any is open, when the next subpath begins
    /// or the parts run out: a closed subpath's (whose closing join is pending), or an open
    /// subpath's whose end cap was not reported.
    mutating func finish(outliner: inout StrokeOutliner, into out: inout BezierPath) {
        guard isOpen else { return }
        if startCap != nil {
            // An open subpath whose end cap was not reported (a non-finite end point).
            outliner.rightSide.appendReversed(into: &out)
            if let start = startCap { addCap(at: start.at, direction: start.direction, contourStart: leftStart, into: &out) }
            out.close()
            isOpen = false
        } else {
            finishClosed(outliner: &outliner, into: &out)
        }
    }

    /// Whether a move lies between two elements: the later segment starts a new subpath.
    func hasMove(_ path: BezierPath, after first: Int, before last: Int) -> Bool {
        var i = first + 1
        while i < last {
            if case .move = path.elements[i] { return true }
            i += 1
        }
        return false
    }

    /// The length of a segment that is straight and runs forwards, else 0.
    func straightLength(_ segment: PathSegment) -> Double {
        switch segment {
        case .line(let s): s.length
        case .quad(let s): s.cubic.isStraightAndMonotone ? s.p0.distance(to: s.p2) : 0
        case .cubic(let s): s.isStraightAndMonotone ? s.p0.distance(to: s.p3) : 0
        }
    }

    /// Closes a closed subpath: its last join, the left contour, then the right one backwards.
    mutating func finishClosed(outliner: inout StrokeOutliner, into out: inout BezierPath) {
        if let join = pendingJoin {
            addJoin(join, nextStraight: firstStraight, contourStart: leftStart, outliner: &outliner, into: &out)
            pendingJoin = nil
        }
        out.close()
        out.move(to: outliner.rightSide.currentPoint)
        outliner.rightSide.appendReversed(into: &out, contourStart: outliner.rightSide.currentPoint)
        out.close()
        isOpen = false
    }

    // MARK: - Parts

    mutating func addSegment(_ segment: PathSegment, straight: Double, _ t0: Point, _ t1: Point,
                             outliner: inout StrokeOutliner, into out: inout BezierPath) {
        let cubic = segment.cubic
        reach = max(reach, abs(cubic.p0.x), abs(cubic.p0.y), abs(cubic.p1.x), abs(cubic.p1.y),
                    abs(cubic.p2.x), abs(cubic.p2.y), abs(cubic.p3.x), abs(cubic.p3.y))
        if straight > 0 {
            // The sweep of a straight segment is its rectangle.
            let n = (segment.endPoint - segment.startPoint).normalized.perpendicular * h
            out.line(to: segment.endPoint + n)
            outliner.rightSide.line(to: segment.endPoint - n)
            return
        }
        let curve = OffsetCurve(cubic, startTangent: t0, endTangent: t1)
        curve.findBreaks(halfWidth: h, into: &outliner.breaks)
        // What is left of the limit; once spent, the pieces stop halving and the walk gives up.
        var elements = limit - elementCount(outliner: outliner, out: out)
        curve.appendOffsets(outliner.breaks, distance: h, tolerance: tolerance, elements: &elements, into: &out)
        curve.appendOffsets(outliner.breaks, distance: -h, tolerance: tolerance, elements: &elements,
                            into: &outliner.rightSide)
        curve.appendCorrections(outliner.breaks, halfWidth: h, tolerance: tolerance, elements: &elements,
                                into: &outliner.corrections)
    }

    /// Places a join on both sides: the join's shape on the outer side, a pivot through the
    /// vertex on the inner side (or a straight cut where both segments cover the corner).
    ///
    /// - Parameter contourStart: Where the left contour began, when it closes right after (the
    ///   closing join of a closed subpath): a final line back there is left to the close.
    mutating func addJoin(_ join: (at: Point, incoming: Point, outgoing: Point), nextStraight: Double,
                          contourStart: Point? = nil, outliner: inout StrokeOutliner, into out: inout BezierPath) {
        let (v, a, b) = join
        let turn = a.cross(b), cosine = a.dot(b)
        let na = a.perpendicular * h, nb = b.perpendicular * h
        if cosine > 0 && (turn == 0 || (na - nb).length <= tolerance) {
            // Straight on, or so nearly that the join and the pivot lie within the tolerance.
            if na != nb {
                if v + nb != contourStart { out.line(to: v + nb) }
                outliner.rightSide.line(to: v - nb)
            }
            return
        }
        // The outer side is opposite to the turn: turning towards a.perpendicular (turn > 0)
        // puts the corner on the right. A full reversal takes the left, as the hit tester's
        // half disk ahead of the incoming direction.
        let outerIsLeft = turn <= 0
        // The inner corner is the triangle v, v - side na, v - side nb; a straight segment of
        // length l covers it when l >= h sin(angle) (a quarter turn or less), else when l >= h.
        let corner = h * (cosine >= 0 ? abs(turn) : 1)
        let cutsInner = min(lastStraight, nextStraight) >= corner
        if outerIsLeft {
            addOuterJoin(v, na, nb, cosine: cosine, rotation: -1, contourStart: contourStart, into: &out)
            addInnerJoin(v, -nb, cut: cutsInner, into: &outliner.rightSide)
        } else {
            addInnerJoin(v, nb, cut: cutsInner, contourStart: contourStart, into: &out)
            addOuterJoin(v, -na, -nb, cosine: cosine, rotation: 1, into: &outliner.rightSide)
        }
    }

    /// The inner side of a join: through the vertex to the next offset start, or straight there.
    func addInnerJoin<B: PathBuilder>(_ v: Point, _ nb: Point, cut: Bool, contourStart: Point? = nil,
                                      into out: inout B) {
        if !cut { out.line(to: v) }
        if v + nb != contourStart { out.line(to: v + nb) }
    }

    /// The outer side of a join, from `v + na` to `v + nb` (offset vectors of length h).
    func addOuterJoin<B: PathBuilder>(_ v: Point, _ na: Point, _ nb: Point, cosine: Double, rotation: Double,
                                      contourStart: Point? = nil, into out: inout B) {
        switch style.join {
        case .round:
            out.addArc(center: v, radius: h, from: na / h, to: nb / h, rotation: rotation, tolerance: tolerance)
        case .miter where cosine > -1 && style.miterLimit * style.miterLimit * (1 + cosine) >= 2:
            // Mitred while 1 / sin(theta / 2) <= limit, theta the angle between the segments:
            // sin(theta / 2)^2 = (1 + a . b) / 2 (CoreGraphics; PDF 1.7, 8.4.3.5). The outer offset
            // lines meet at distance h / cos(alpha / 2) along the bisector.
            out.line(to: v + (na + nb) / (1 + cosine))
            if v + nb != contourStart { out.line(to: v + nb) }
        case .miter, .bevel:
            if v + nb != contourStart { out.line(to: v + nb) }
        }
    }

    /// A cap from the left offset of an end to its right offset, `direction` pointing away.
    ///
    /// - Parameter contourStart: Where the contour began, when a close follows (the start cap):
    ///   a final line back there is left to the close.
    func addCap(at v: Point, direction d: Point, contourStart: Point? = nil, into out: inout BezierPath) {
        let n = d.perpendicular * h
        switch style.cap {
        case .butt:
            if v - n != contourStart { out.line(to: v - n) }
        case .square:
            out.line(to: v + n + d * h)
            out.line(to: v - n + d * h)
            if v - n != contourStart { out.line(to: v - n) }
        case .round:
            out.addArc(center: v, radius: h, from: d.perpendicular, to: -d.perpendicular, rotation: -1,
                       tolerance: tolerance)
        }
    }
}
