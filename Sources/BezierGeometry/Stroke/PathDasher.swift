/// Cuts a path into the pieces a dash pattern draws: what ``BezierPath/dashed(_:tolerance:)``
/// and BezierArrow's body-only dashes share.
///
/// ## Rules
/// As SVG and CoreGraphics dash (SVG 2, "stroke-dasharray"; PDF 1.7, 8.4.3.6):
/// - the pattern restarts at every subpath, `offset` into it;
/// - each dash is an open subpath: the stroker caps both its ends and joins its corners;
/// - on a closed subpath, a dash running through the start point is one piece (joined there,
///   not capped), and a closed subpath no gap falls on stays closed;
/// - a dash of length 0 is a subpath of one zero-length line (its caps draw a dot), a gap of
///   length 0 does not break the dash.
///
/// ## Labels
/// Given the ``PathLabel`` of every element's end point, a segment whose two ends have the same
/// label other than ``PathLabel/unlabelled`` is drawn whole, and only *runs* of unlabelled
/// segments are dashed, each run restarting the pattern. A run is measured from its end at the
/// ``startLabel`` (forwards when it leaves it, backwards when it arrives there, forwards
/// otherwise), so a dash keeps its place from that end (an arrow's start head) however the rest
/// moves. A
/// closed subpath is walked from just after a labelled segment, so a run never straddles its start.
///
/// ## Hidden stretches
/// Stretches of elements may be hidden (an arrow's label cut out of its body): the pattern is
/// walked over them as over the rest, so the dashes around them keep their places, but nothing
/// is drawn there; a dash they interrupt goes on after them as a new piece.
///
/// ## Bounded work
/// When the pieces could need more than `AcceptedRange.maxOutlineElements` elements (a
/// pattern tiny beside the path), the path is drawn as it is, undashed, as Skia does past its
/// own dash limit, rather than running on.
package struct PathDasher<Builder: PathBuilder> {
    /// The path dashed.
    let path: BezierPath
    let elements: [PathElement]
    /// The label of each element's end point; empty when every segment is unlabelled.
    let labels: [PathLabel]
    /// The label runs are measured from.
    let startLabel: PathLabel
    let pattern: BezierPath.DashPattern
    /// How close a dash end comes to its place along the curve.
    let precision: Double
    /// The stretches walked over but not drawn.
    let hidden: [HiddenStretch]
    /// Whether the open piece was interrupted by a hidden stretch: its next visible segment
    /// starts a new subpath.
    private var isInterrupted = false

    /// Whether the pen is down: a piece is open in the builder.
    private var isDown = false
    /// Whether the open piece has a segment (else it is a dot, closed off by a zero-length line).
    private var pieceHasSegment = false
    /// Where the pen is.
    private var penPoint = Point.zero

    /// The position in the pattern.
    private var cursor: DashCursor
    /// Whether the first piece of a closed subpath is being held back: a walk that begins with the
    /// pen down draws that piece last, to join it to the last one through the start point.
    private var isHoldingFirstPiece = false
    /// Where the held piece ends (the walk ordinal of its last segment and the cut there), or
    /// `nil` while the pen has not lifted since the walk began.
    private var firstPieceEnd: (ordinal: Int, cut: Cut)?

    package init(path: BezierPath, labels: [PathLabel], startLabel: PathLabel = .unlabelled,
         pattern: BezierPath.DashPattern, precision: Double, hidden: [HiddenStretch] = []) {
        self.path = path
        elements = path.elements
        self.labels = labels
        self.startLabel = startLabel
        self.pattern = pattern
        self.precision = precision
        self.hidden = hidden
        cursor = DashCursor(pattern: pattern, position: 0, forwards: true)
    }

    /// Draws the pieces into a builder.
    ///
    /// - Returns: `false` when the pattern would need too many elements and the path was drawn
    ///   undashed instead.
    // Size: compiled once, generic, for every builder. The public generic API needs that copy
    // anyway, and the builder's calls through its witness table cost little beside the dashing's
    // arc-length arithmetic; a copy for `BezierPath` doubled the dasher.
    @_semantics("optimize.sil.specialize.generic.never")
    package mutating func draw(into builder: inout Builder) -> Bool {
        guard estimatedElementCount <= AcceptedRange.maxOutlineElements else {
            path.draw(into: &builder)
            return false
        }
        var first = 0
        while first < elements.count {
            var stop = first + 1
            while stop < elements.count, !elements[stop].isMove { stop += 1 }
            drawSubpath(Subpath(elements: elements, move: first, end: stop), into: &builder)
            first = stop
        }
        return true
    }

    /// An upper bound of the elements the pieces need: per subpath, a move and a line for every
    /// interval of the pattern its body could hold (by the control polygon, never shorter than
    /// the curve), plus every segment cut twice.
    private var estimatedElementCount: Int {
        var total = 0.0
        var first = 0
        while first < elements.count {
            var stop = first + 1
            while stop < elements.count, !elements[stop].isMove { stop += 1 }
            let subpath = Subpath(elements: elements, move: first, end: stop)
            var body = 0.0
            for j in 0..<subpath.count where role(of: j, in: subpath) == .unlabelled {
                body += subpath.segment(j).controlPolygonLength
            }
            total += 2 * Double(pattern.lengths.count) * (body / pattern.period + 2) + 3 * Double(subpath.count) + 2
            first = stop
        }
        return total < Double(Int.max / 2) ? Int(total) : Int.max
    }

    // MARK: Subpaths

    /// One subpath's segments, by ordinal: its drawing elements, then the closing line of a
    /// closed subpath (of any length).
    struct Subpath {
        let elements: [PathElement]
        /// The index of the subpath's move.
        let move: Int
        /// The index after its last element.
        let end: Int
        let isClosed: Bool
        /// The number of segments.
        let count: Int

        init(elements: [PathElement], move: Int, end: Int) {
            self.elements = elements
            self.move = move
            self.end = end
            isClosed = end > move + 1 && elements[end - 1].isClose
            count = end - move - 1
        }

        /// The element that draws segment `j` (the `.close` for the closing line).
        func element(_ j: Int) -> Int { move + 1 + j }

        /// The end point of element `i`, a close's being the subpath's start.
        func endPoint(ofElement i: Int) -> Point {
            elements[i].endPoint ?? startPoint
        }

        var startPoint: Point { elements[move].endPoint ?? .zero }

        /// Segment `j`.
        func segment(_ j: Int) -> PathSegment {
            let i = element(j)
            return elements[i].segment(from: endPoint(ofElement: i - 1), subpathStart: startPoint)
        }
    }

    /// The label of element `i`'s end point.
    private func label(ofElement i: Int) -> PathLabel {
        labels.isEmpty ? .unlabelled : labels[i]
    }

    /// Whether segment `j` is drawn whole (both ends with the same label, which it returns) or
    /// dashed (``PathLabel/unlabelled``).
    private func role(of j: Int, in s: Subpath) -> PathLabel {
        guard !labels.isEmpty else { return .unlabelled }
        let i = s.element(j)
        let a = labels[i - 1], b = labels[i]
        return a == b ? a : .unlabelled
    }

    private mutating func drawSubpath(_ s: Subpath, into builder: inout Builder) {
        guard s.count > 0 else { return }   // A lone move draws nothing.
        // A closed subpath is walked from just after a labelled segment, so no run wraps around.
        var start = 0
        if s.isClosed, let head = (0..<s.count).first(where: { role(of: $0, in: s) != .unlabelled }) {
            start = (head + 1) % s.count
        }
        isHoldingFirstPiece = false
        firstPieceEnd = nil
        var k = 0
        while k < s.count {
            let j = (start + k) % s.count
            if role(of: j, in: s) != .unlabelled {
                // A closed subpath holds back the piece its walk begins with.
                if k == 0, s.isClosed { isHoldingFirstPiece = true }
                let segment = s.segment(j)
                penDown(at: segment.startPoint)
                emit(segment, element: s.element(j), from: Cut(t: 0, point: segment.startPoint),
                     to: Cut(t: 1, point: segment.endPoint), into: &builder)
                k += 1
                continue
            }
            // A run of body segments: ordinals k..<runEnd.
            var runEnd = k + 1
            while runEnd < s.count, role(of: (start + runEnd) % s.count, in: s) == .unlabelled { runEnd += 1 }
            beginRun(s, start: start, from: k, to: runEnd, into: &builder)
            for m in k..<runEnd {
                let j = (start + m) % s.count
                dash(s.segment(j), element: s.element(j), ordinal: m, into: &builder)
            }
            k = runEnd
        }
        finishSubpath(s, start: start, into: &builder)
    }

    /// Sets the pattern for a run: measured from its end at ``startLabel``.
    private mutating func beginRun(_ s: Subpath, start: Int, from k: Int, to runEnd: Int, into builder: inout Builder) {
        let first = s.element((start + k) % s.count), last = s.element((start + runEnd - 1) % s.count)
        let leavesStart = !startLabel.isUnlabelled && label(ofElement: first - 1) == startLabel
        let arrivesAtStart = !startLabel.isUnlabelled && label(ofElement: last) == startLabel
        if leavesStart || !arrivesAtStart {
            cursor = DashCursor(pattern: pattern, position: pattern.offset, forwards: true)
        } else {
            var length = 0.0
            for m in k..<runEnd {
                length += s.segment((start + m) % s.count).arcLength(from: 0, to: 1, precision: precision)
            }
            cursor = DashCursor(pattern: pattern, position: pattern.offset + length, forwards: false)
        }
        let p = s.segment((start + k) % s.count).startPoint
        if cursor.isOn {
            if k == 0, s.isClosed { isHoldingFirstPiece = true }
            penDown(at: p)
        } else {
            penUp(into: &builder, ordinal: k, at: Cut(t: 0, point: p))
        }
    }

    /// Walks one body segment through the pattern.
    ///
    /// Boundaries are placed by arc length from the segment's start, through an
    /// ``ArcLengthTable`` made to the precision (a line's exactly, along its direction), so
    /// each lies within the precision of its place and rounding does not add up along the
    /// segment.
    private mutating func dash(_ segment: PathSegment, element: Int, ordinal: Int, into builder: inout Builder) {
        var table: ArcLengthTable?
        let length: Double
        if case .line(let s) = segment {
            length = s.length
        } else {
            let measured = ArcLengthTable(segments: [segment], precision: precision)
            table = measured
            length = measured.length
        }
        var cut = Cut(t: 0, point: segment.startPoint)
        // Where the piece drawn on this segment begins, while the pen is down.
        var from: Cut? = isDown ? cut : nil
        // Where the last boundary should be, as an arc length from t = 0.
        var ideal = 0.0
        // Every boundary before the segment's end, and one just here (after a dash of length 0).
        // One within the precision of the end is left to the next segment, where it falls at the
        // start: else rounding would leave a sliver of a dash at the end of a path (a dot, with
        // round caps) where the pattern ends exactly.
        while cursor.remaining <= 0 || cursor.remaining < length - ideal - precision {
            let target = ideal + max(cursor.remaining, 0)
            if cursor.remaining > 0 {
                if case .line(let s) = segment {
                    // Along the unit direction, so axis-aligned lines are cut at exact numbers.
                    cut = Cut(t: target / length, point: s.p0 + (s.p1 - s.p0) / length * target)
                } else if let t = table?.location(atLength: target)?.t {
                    cut = Cut(t: t, point: segment.point(at: t))
                }
            }
            ideal = target
            cursor.advance()
            if cursor.isOn {
                if from == nil {
                    penDown(at: cut.point)
                    from = cut
                }
            } else if let start = from {
                emit(segment, element: element, from: start, to: cut, into: &builder)
                from = nil
                penUp(into: &builder, ordinal: ordinal, at: cut)
            }
        }
        cursor.remaining -= length - ideal
        if let start = from {
            emit(segment, element: element, from: start, to: Cut(t: 1, point: segment.endPoint), into: &builder)
        }
    }

    /// A place on a segment: its parameter and its point.
    struct Cut {
        var t: Double
        var point: Point
    }

    // MARK: The pen

    private mutating func penDown(at p: Point) {
        guard !isDown else { return }
        isDown = true
        pieceHasSegment = false
        isInterrupted = false
        penPoint = p
    }

    private mutating func penUp(into builder: inout Builder, ordinal: Int, at cut: Cut) {
        guard isDown else { return }
        isDown = false
        if isHoldingFirstPiece {
            isHoldingFirstPiece = false
            firstPieceEnd = (ordinal, cut)
            return
        }
        if !pieceHasSegment {
            builder.move(to: penPoint)
            builder.line(to: penPoint)
        }
    }

    /// Draws the part of a segment between two places while the pen is down, less what a hidden
    /// stretch of its element covers; the piece's move comes with its first segment, from that
    /// segment's own start point.
    private mutating func emit(_ segment: PathSegment, element: Int, from a: Cut, to b: Cut, into builder: inout Builder) {
        guard isDown, b.t > a.t else { return }
        for stretch in hidden where stretch.element == element && stretch.t0 < b.t && stretch.t1 > a.t {
            // The part before the stretch, then the stretch walked over (the piece counts as
            // drawn there, so it ends without a dot), then the part after it, as a new subpath.
            if stretch.t0 > a.t {
                emit(segment, element: -1, from: a, to: Cut(t: stretch.t0, point: segment.point(at: stretch.t0)),
                     into: &builder)
            }
            pieceHasSegment = true
            isInterrupted = true
            penPoint = segment.point(at: min(stretch.t1, b.t))
            if stretch.t1 < b.t {
                emit(segment, element: element, from: Cut(t: stretch.t1, point: penPoint), to: b, into: &builder)
            }
            return
        }
        let piece: PathSegment
        if case .line = segment {
            piece = .line(LineSegment(a.point, b.point))
        } else {
            piece = segment.portion(from: a.t, to: b.t)
        }
        if !isHoldingFirstPiece {
            if !pieceHasSegment || isInterrupted { builder.move(to: piece.startPoint) }
            piece.draw(into: &builder)
        }
        pieceHasSegment = true
        isInterrupted = false
        penPoint = piece.endPoint
    }

    /// Ends a subpath's walk: draws the first piece held back, joined to the last one when the
    /// pen is still down, or the whole subpath closed when no gap fell on it.
    private mutating func finishSubpath(_ s: Subpath, start: Int, into builder: inout Builder) {
        defer {
            if isDown {
                if !pieceHasSegment {
                    builder.move(to: penPoint)
                    builder.line(to: penPoint)
                }
                isDown = false
            }
            isHoldingFirstPiece = false
            firstPieceEnd = nil
        }
        guard s.isClosed else { return }
        if isHoldingFirstPiece {
            // The pen never lifted: the subpath is drawn whole, closed, from where the walk began.
            isHoldingFirstPiece = false
            isDown = false
            builder.move(to: s.segment(start).startPoint)
            for k in 0..<s.count { s.segment((start + k) % s.count).draw(into: &builder) }
            builder.close()
            return
        }
        guard let end = firstPieceEnd else { return }
        penDown(at: s.segment(start).startPoint)
        for k in 0...end.ordinal {
            let j = (start + k) % s.count
            let segment = s.segment(j)
            emit(segment, element: s.element(j), from: Cut(t: 0, point: segment.startPoint),
                 to: k < end.ordinal ? Cut(t: 1, point: segment.endPoint) : end.cut, into: &builder)
        }
    }
}

/// A position in a dash pattern and the direction it is walked in.
struct DashCursor {
    let lengths: [Double]
    let forwards: Bool
    /// The interval the position is in: even for a dash, odd for a gap.
    private(set) var index: Int
    /// How much of the interval is left in the walking direction.
    var remaining: Double

    /// Whether the current interval is a dash.
    var isOn: Bool { index % 2 == 0 }

    /// The cursor at a position (taken modulo the period). Intervals are half-open in the walking
    /// direction, except that a dash of length 0 at the position itself is the one taken, so a
    /// pattern starting with one draws a dot at the start.
    init(pattern: BezierPath.DashPattern, position: Double, forwards: Bool) {
        lengths = pattern.lengths
        self.forwards = forwards
        var x = position.truncatingRemainder(dividingBy: pattern.period)
        if x < 0 { x += pattern.period }
        index = 0
        remaining = lengths[0]
        var start = 0.0
        if forwards {
            for (i, d) in lengths.enumerated() {
                if d == 0 ? x == start : x < start + d {
                    index = i
                    remaining = start + d - x
                    break
                }
                start += d
            }
        } else {
            if x == 0 { x = pattern.period }
            start = pattern.period
            for i in lengths.indices.reversed() {
                let d = lengths[i]
                if d == 0 ? x == start : x > start - d {
                    index = i
                    remaining = x - (start - d)
                    break
                }
                start -= d
            }
        }
        skipEmptyGaps()
    }

    /// Moves to the next interval in the walking direction; gaps of length 0 are passed over.
    mutating func advance() {
        step()
        skipEmptyGaps()
    }

    private mutating func step() {
        index = forwards ? (index + 1) % lengths.count : (index + lengths.count - 1) % lengths.count
        remaining = lengths[index]
    }

    private mutating func skipEmptyGaps() {
        // A gap of length 0 is followed by a dash, so this ends.
        while !isOn, remaining == 0 { step() }
    }
}

extension PathElement {
    /// Whether the element starts a subpath.
    package var isMove: Bool {
        if case .move = self { return true }
        return false
    }

    /// Whether the element closes its subpath.
    package var isClose: Bool {
        if case .close = self { return true }
        return false
    }

    /// The segment the element draws from a point: for a close (or a move), the line back to
    /// the subpath's start.
    package func segment(from: Point, subpathStart: Point) -> PathSegment {
        switch self {
        case .line(let p): .line(LineSegment(from, p))
        case .quad(let p, let c): .quad(QuadraticSegment(from, c, p))
        case .cubic(let p, let c1, let c2): .cubic(CubicSegment(from, c1, c2, p))
        case .move, .close: .line(LineSegment(from, subpathStart))
        }
    }
}
