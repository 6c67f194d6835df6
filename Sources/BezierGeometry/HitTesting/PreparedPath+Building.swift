extension PreparedPath {
    /// Writes a path's edges, monotone pieces and runs (through a ``PieceTable/Writer``),
    /// origins and bounds, over a prepared path's storage (the origins taken from it, so that
    /// the array stays uniquely referenced and keeps its capacity).
    struct Builder {
        var origins: [HitOrigin] = []
        /// Whether to write ``origins`` (only ``PreparedPath/nearestPoint(to:within:)`` reads
        /// them).
        let recordsOrigins: Bool
        /// The run being gathered, and the room left in it.
        var run = HitRun()
        var room = 0
        /// Segments per run.
        var perRun = 4
        /// Whether the next segment starts where the last one ended (false after a move).
        var connected = false
        var bounds = HitBounds.empty
        /// The element being added.
        var element: Int32 = 0
        /// The last preparation of the path being added, whose cubics' pieces are taken again
        /// where they are the same (see ``PreparedPath/Memo``); nil to prepare every element.
        var memoPath: MemoPath?
        /// Whether ``memoPath`` is set (read at every element: testing the optional would copy it).
        var hasMemoPath = false
        /// What the drawer knows of the path being added against ``memoPath`` (see
        /// ``PreparedPath/KnownElements``), the first of its stretches that may hold the next
        /// element, and how many elements from the one ``findStretch(_:_:from:_:_:)`` found on it
        /// knows the same.
        var known = KnownElements()
        var knownCursor = 0, knownCount = 0
        /// Where the elements known to be drawn anew from the last one ``findStretch(_:_:from:_:_:)``
        /// met on end: they are prepared without asking it.
        var drawnAnewEnd = 0
        /// Whether to record where each element's pieces are written (into ``written``, one
        /// entry an element of the path being added).
        var recordsPieces = false
        var written: [ElementPieces] = []
        /// How many pieces were taken from ``memoPath``.
        var replayed = 0
        /// While editing the last preparation's records (see ``PreparedPath/Memo``): how many
        /// pieces taken from them lie before the writer's next (a piece written at `w.count`
        /// lies at `w.count + offset` in the edited table), and where the written pieces not yet
        /// among the parts (``Edit/parts``) start.
        var isEditing = false
        var offset = 0
        var partStart = 0
        /// What a preparation through a memo records besides each element's pieces; nil for
        /// any other (an optional: a plain preparation then makes and frees no storage for it).
        var edit: Edit?

        /// Takes a prepared path's storage, emptied.
        @inline(__always)
        init(_ shape: inout PreparedPath, recordsOrigins: Bool) {
            self.recordsOrigins = recordsOrigins
            if recordsOrigins {
                swap(&origins, &shape.origins)
                origins.removeAll(keepingCapacity: true)
            } else if !shape.origins.isEmpty {
                shape.origins = []
            }
        }

        /// Starts the elements of one path: its last preparation's cubics are taken again, and
        /// with ``recordsPieces`` each element's pieces are recorded in `recording`'s storage.
        mutating func begin(_ path: borrowing BezierPath, old: MemoPath?, recording: inout [ElementPieces]) {
            memoPath = old
            begin(path, recording: &recording)
        }

        /// ``begin(_:old:recording:)`` with ``memoPath`` set.
        mutating func begin(_ path: borrowing BezierPath, recording: inout [ElementPieces]) {
            hasMemoPath = memoPath != nil
            knownCursor = 0
            drawnAnewEnd = 0
            guard recordsPieces else { return }
            swap(&written, &recording)
            clearWritten(count: path.elements.count)
        }

        /// Makes ``written`` `count` entries, all ``ElementPieces/unused``.
        @inline(never)
        mutating func clearWritten(count: Int) {
            // Written over where they lie, the few a drag adds or removes (a curved body's pieces
            // come and go with the tip) added or removed at the end: appending a repeated value
            // goes through the generic path, several times the cost of writing them all.
            if written.count > count { written.removeSubrange(count...) }
            written.withUnsafeMutableBufferPointer { $0.update(repeating: .unused) }
            while written.count < count { written.append(.unused) }
        }

        /// Records a break (``Edit/breaks``); apart, so that the element loop of a plain
        /// preparation, which records none, stays as small.
        @inline(never)
        mutating func noteBreak(_ code: Int) {
            edit!.breaks.append(Int32(truncatingIfNeeded: code))
        }

        /// Ends one path's elements, handing back what ``begin(_:old:recording:)`` recorded.
        mutating func end(recording: inout [ElementPieces]) {
            memoPath = nil
            hasMemoPath = false
            if recordsPieces { swap(&written, &recording) }
        }

        /// Sizes the runs for paths of `elements` elements in all: about eight runs for a
        /// small path (an arrow), runs of 16 segments for a large one (a curve gives about two
        /// pieces on average, at most ``PreparedPath/maxPiecesPerCurve``).
        mutating func planRuns(elements: Int) {
            perRun = min(max(3, (2 * elements + 7) / 8), 16)
            room = perRun
        }

        /// The most runs a path of `segments` segments gives: a run closes when full (at least
        /// three segments) and once at the end.
        static func runCapacity(segments: Int) -> Int { segments / 3 + 1 }

        /// Gives the origins back to the prepared path, with the bounds.
        mutating func finish(into shape: inout PreparedPath) {
            if recordsOrigins { swap(&origins, &shape.origins) }
            shape.bounds = bounds
            if !shape.sectors.isEmpty { shape.sectors.removeAll(keepingCapacity: true) }
            if !shape.regions.isEmpty { shape.regions.removeAll(keepingCapacity: true) }
            shape.regionBounds = .empty
        }

        /// Adds the segments of a path's elements in `range` (whole subpaths), each end and
        /// inside labelled by `labels` (the label of each element's end point; every segment is
        /// unlabelled when it is empty). A filled path's subpaths are implicitly closed for the fill (as
        /// CoreGraphics fills); only an explicit close is stroked.
        mutating func add(_ path: BezierPath, _ labels: [PathLabel], _ range: Range<Int>, filled: Bool,
                          _ w: inout PieceTable.Writer) {
            connected = false
            if edit != nil { noteBreak(2 * (w.count + offset)) }
            var start = Point.zero, current = Point.zero
            var startLabel = PathLabel.unlabelled, currentLabel = PathLabel.unlabelled
            // Whether the subpath draws anything, and whether it has a segment of some length
            // (a subpath that draws but has none is a dot).
            var drawn = false, hasLength = false
            let elements = path.elements
            let hasLabels = labels.count == elements.count
            var i = range.lowerBound
            while i < range.upperBound {
                element = Int32(truncatingIfNeeded: i)
                let endLabel = hasLabels ? labels[i] : .unlabelled
                // A stretch of lines and cubics the last preparation held the same, from the
                // same point with the same labels: its records taken again at once.
                if hasMemoPath && i >= drawnAnewEnd, let j = findStretch(i, elements[i], from: current, currentLabel, endLabel) {
                    let taken = takeStretch(elements, labels, hasLabels, i, range.upperBound, from: j, known: knownCount,
                                            current: &current, label: &currentLabel, hasLength: &hasLength, &w)
                    drawn = true
                    i += taken
                    continue
                }
                switch elements[i] {
                case .move(let p):
                    if drawn && !hasLength { addDot(start, startLabel, &w) }
                    if filled { addEdge(current, start, currentLabel, startLabel, filled: true, stroked: false, &w) }
                    start = p; startLabel = endLabel; current = p
                    drawn = false; hasLength = false
                    connected = false
                    if edit != nil { noteBreak(2 * (w.count + offset)) }
                    if p.isFinite { bounds.grow(p) }
                case .line(let p):
                    let first = w.count
                    addEdge(current, p, currentLabel, endLabel, filled: filled, stroked: true, &w)
                    if recordsPieces && w.count > first { record(i, first..<w.count, currentLabel, endLabel) }
                    drawn = true; hasLength = hasLength || current != p
                    current = p
                    if p.isFinite { bounds.grow(p) }
                case .quad(let p, let c):
                    addCurve(QuadraticSegment(current, c, p).cubic, currentLabel, endLabel, filled: filled, &w)
                    drawn = true; hasLength = hasLength || current != p || c != p
                    current = p
                case .cubic(let p, let c1, let c2):
                    let first = w.count
                    addCurve(CubicSegment(current, c1, c2, p), currentLabel, endLabel, filled: filled, &w)
                    if recordsPieces && w.count > first { record(i, first..<w.count, currentLabel, endLabel) }
                    drawn = true; hasLength = hasLength || current != p || c1 != p || c2 != p
                    current = p
                case .close:
                    addEdge(current, start, currentLabel, startLabel, filled: filled, stroked: true, &w)
                    if !hasLength && current == start { addDot(start, startLabel, &w) }
                    drawn = false; hasLength = true
                    current = start
                }
                // A close's label is its subpath's start label, where it leaves the pen.
                currentLabel = endLabel
                i += 1
            }
            if drawn && !hasLength { addDot(start, startLabel, &w) }
            if filled { addEdge(current, start, currentLabel, startLabel, filled: true, stroked: false, &w) }
        }

        /// Adds a straight edge, unless it would do nothing: an edge of length zero draws nothing
        /// (a subpath of nothing else is a dot, see ``addDot(_:_:_:)``), an unstroked horizontal
        /// one crosses nothing. Edges with a non-finite end are left out.
        @inline(__always)
        mutating func addEdge(_ a: Point, _ b: Point, _ pa: PathLabel, _ pb: PathLabel, filled: Bool, stroked: Bool,
                             _ w: inout PieceTable.Writer) {
            guard a != b, stroked || (filled && a.y != b.y), a.isFinite, b.isFinite else { return }
            write(HitPiece(edge: a, b, pa, pb, filled: filled, stroked: stroked), HitControls(p1: a, p2: b), 0, 1, &w)
            added(a, b, filled: filled, &w)
        }

        /// Adds a subpath of zero length as a point, the nearest point of it: for a round stroke,
        /// the nearest-point search covers the dot the stroke draws there (the sweep test skips
        /// it; another stroke's dots are among its corners).
        @inline(__always)
        mutating func addDot(_ p: Point, _ label: PathLabel, _ w: inout PieceTable.Writer) {
            guard p.isFinite else { return }
            if edit != nil { noteBreak(2 * (w.count + offset) + 1) }
            write(HitPiece(edge: p, p, label, label, filled: false, stroked: true), HitControls(p1: p, p2: p), 0, 0, &w)
            added(p, p, filled: false, &w)
        }

        @inline(__always)
        mutating func write(_ segment: HitPiece, _ c: HitControls, _ t0: Double, _ t1: Double, _ w: inout PieceTable.Writer) {
            w.append(segment, c)
            if recordsOrigins { origins.append(HitOrigin(element: element, t0: t0, t1: t1)) }
        }

        /// Counts the segment just written (from `a` to `b`: an edge or a monotone piece lies in
        /// their box) into the run being gathered.
        @inline(__always)
        mutating func added(_ a: Point, _ b: Point, filled: Bool, _ w: inout PieceTable.Writer) {
            added(a, b, filled: filled, end: w.count, &w)
        }

        /// ``added(_:_:filled:_:)`` for the segment that ends the writer's records at `end`
        /// (written already, among others after it).
        @inline(__always)
        mutating func added(_ a: Point, _ b: Point, filled: Bool, end: Int, _ w: inout PieceTable.Writer) {
            run.minX = min3(run.minX, a.x, b.x); run.minY = min3(run.minY, a.y, b.y)
            run.maxX = max3(run.maxX, a.x, b.x); run.maxY = max3(run.maxY, a.y, b.y)
            run.end = Int32(truncatingIfNeeded: end)
            run.isChain = run.isChain && filled && (room == perRun || connected)
            connected = true
            room -= 1
            if room <= 0 { closeRun(&w) }
        }

        /// Ends the run being gathered, if it holds anything.
        mutating func closeRun(_ w: inout PieceTable.Writer) {
            guard run.end > w.lastRunEnd else { return }
            w.appendRun(run)
            run = HitRun()
            room = perRun
        }

        /// Adds a cubic: as an edge when it is its straight chord traversed once, else as pieces
        /// monotone in x and y. A curve with a non-finite point is left out.
        @inline(__always)
        mutating func addCurve(_ c: CubicSegment, _ a: PathLabel, _ b: PathLabel, filled: Bool, _ w: inout PieceTable.Writer) {
            guard c.p0.isFinite, c.p1.isFinite, c.p2.isFinite, c.p3.isFinite else { return }
            if c.isStraightAndMonotone {
                addEdge(c.p0, c.p3, a, b, filled: filled, stroked: true, &w)
                bounds.grow(c.p3)
                return
            }
            if c.p0 == c.p1 && c.p0 == c.p2 && c.p0 == c.p3 { return }
            let inside = a == b ? a : PathLabel.unlabelled
            var startLabel = a
            c.forEachMonotonePiece(halving: PreparedPath.turnsSharply(c)) { piece, t0, t1 in
                addPiece(piece, startLabel, t1 == 1 ? b : inside, inside, filled: filled, t0, t1, &w)
                startLabel = inside
            }
        }

        /// Records where element `i`'s pieces (a line's edge, or a cubic's pieces: elements
        /// that gave some; written at `pieces`) lie in the table, with the labels it was prepared with.
        @inline(__always)
        mutating func record(_ i: Int, _ pieces: Range<Int>, _ a: PathLabel, _ b: PathLabel) {
            written[i] = ElementPieces(start: Int32(truncatingIfNeeded: pieces.lowerBound + offset),
                                       end: Int32(truncatingIfNeeded: pieces.upperBound + offset), startLabel: a, endLabel: b,
                                       isRecorded: true)
        }

        @inline(__always)
        mutating func addPiece(_ c: CubicSegment, _ a: PathLabel, _ b: PathLabel, _ inside: PathLabel, filled: Bool,
                               _ t0: Double, _ t1: Double, _ w: inout PieceTable.Writer) {
            write(HitPiece(piece: c, a, b, inside: inside, filled: filled, isSegmentStart: t0 == 0, isSegmentEnd: t1 == 1),
                  HitControls(p1: c.p1, p2: c.p2), t0, t1, &w)
            added(c.p0, c.p3, filled: filled, &w)
            bounds.grow(c.p3)
        }
    }

    /// The most segments a path can give: an edge per line, up to
    /// ``maxPiecesPerCurve`` pieces per curve, an implicit close and a dot per subpath.
    static func pieceCapacity(_ path: BezierPath) -> Int {
        pieceCapacity(path, all(path))
    }

    /// The most segments the elements of a path in some ranges can give.
    static func pieceCapacity(_ path: BezierPath, _ ranges: ElementRanges) -> Int {
        var n = 2
        forEach(ranges) { range in
            n += 2
            for i in range { n += pieceCapacity(path.elements[i]) }
        }
        return n
    }

    /// The most segments one element can give.
    @inline(__always)
    private static func pieceCapacity(_ e: PathElement) -> Int {
        switch e {
        case .quad, .cubic: maxPiecesPerCurve
        case .line: 1
        case .move, .close: 2
        }
    }

    /// A curve gives at most five pieces: four cuts at its extrema, or up to two extrema and
    /// its middle.
    static let maxPiecesPerCurve = 5

    /// Whether a curve's control polygon turns more than 60 degrees at one of its inner
    /// vertices (the curve turns no more than its polygon): such a curve is also cut in the
    /// middle, so that its pieces turn little. A piece that still turns too much for a single
    /// sign change is halved during the query.
    static func turnsSharply(_ c: CubicSegment) -> Bool {
        let v1 = c.p1 - c.p0, v2 = c.p2 - c.p1, v3 = c.p3 - c.p2
        // cos(angle) >= 1/2  <=>  dot >= |u| |v| / 2, compared squared with the sign of dot.
        @inline(__always) func within60(_ u: Point, _ v: Point) -> Bool {
            let d = u.dot(v)
            return d >= 0 && 4 * d * d >= u.lengthSquared * v.lengthSquared
        }
        return !(within60(v1, v2) && within60(v2, v3))
    }
}
