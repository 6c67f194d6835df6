extension PreparedPath {
    /// What re-preparing a labelled pair of paths takes from the preparation before it
    /// (``update(outline:_:_:spine:_:_:fillRule:memo:)``): a dragged shape whose tip move changes
    /// some of its curves only (a body through waypoints) prepares only those, and keeps the
    /// pieces of every line and cubic that is the same as one of the last paths', to the bit,
    /// where they lie in the prepared path's records.
    ///
    /// A cubic's pieces follow from its points, its end points' labels and whether it is filled
    /// alone, so the records are those a preparation of every element writes, to the bit. The
    /// memo holds the paths the last preparation read, which the caller swaps its paths' storage
    /// with before drawing them anew (so that neither is copied), where each of their elements'
    /// pieces lie, and the last records (sharing the prepared path's block at rest). An update
    /// writes the pieces it prepares into a scratch table, then edits the records in place
    /// (``PieceTable/assemble(_:scratch:count:keepingRuns:perRun:breaks:filled:capacity:)``):
    /// the pieces before the first change stay untouched, the stretches taken again are moved
    /// (one copy each, none when they stay), the new pieces copied in, and only the runs from
    /// the first change on gathered anew. The memo lets go of the records for the edit, so that
    /// the block is written where it lies unless a copy of the prepared path holds it too (that
    /// copy keeps its records: the edit is then made in a new block). A memo is used only while
    /// the prepared path's records are still its last ones (no other preparation since).
    package struct Memo: Sendable {
        /// The outline and spine the last preparation read (see the discussion).
        package var outline = BezierPath(), spine = BezierPath()
        /// What the caller knows of the outline it drew against ``outline``, for the next
        /// update only (see ``KnownElements``).
        package var knownOutline = KnownElements()
        /// Where each of their elements' pieces lie in ``records``, in element order.
        var outlinePieces: [ElementPieces] = [], spinePieces: [ElementPieces] = []
        /// The last preparation's records (the prepared path's, while no other preparation
        /// rewrote them), and the table the next one writes the pieces it prepares into.
        var records = PieceTable(), scratch = PieceTable()
        /// How many segments the last preparation's runs hold (``Builder/perRun``).
        var perRun = 0
        /// The last records' pieces that follow a move and dots (``Edit/breaks``), and how
        /// many of them the outline gave.
        var breaks: [Int32] = []
        var filled = 0
        /// How many pieces the last preparation took from the one before (for the tests).
        package internal(set) var takenPieces = 0
        /// Whether the last preparation edited the records where they lay (for the tests).
        package internal(set) var editedInPlace = false
        /// Storage the next preparation records its elements' pieces, breaks and parts in.
        var spareOutlinePieces: [ElementPieces] = [], spareSpinePieces: [ElementPieces] = []
        var spareBreaks: [Int32] = [], parts: [PieceTable.Part] = []

        /// An empty memo: the first preparation with it prepares everything.
        package init() {}
    }

    /// What a preparation through a memo records besides each element's pieces: the scratch
    /// table the pieces it prepares are written into, the parts the edited records are made of
    /// (the last records' pieces it takes, and the scratch table's, in order), and the pieces
    /// that follow a move (`2 * index`) and the dots (`2 * index + 1`), ascending, in the edited
    /// records' indices (what runs are chains follows from them, see
    /// ``PieceTable/assemble(_:scratch:count:keepingRuns:perRun:breaks:filled:capacity:)``).
    struct Edit {
        var scratch = PieceTable()
        var parts: [PieceTable.Part] = []
        var breaks: [Int32] = []
    }

    /// Where an element's pieces lie in a table, with the labels it was prepared with
    /// (``isRecorded``: a line's edge or a cubic's pieces; any other element, and one that gave
    /// no record, whose records are not taken again, is ``unused``).
    struct ElementPieces: Sendable {
        var start: Int32, end: Int32
        var startLabel: PathLabel, endLabel: PathLabel
        var isRecorded: Bool

        static let unused = ElementPieces(start: 0, end: 0, startLabel: .unlabelled, endLabel: .unlabelled,
                                          isRecorded: false)
    }

    /// The last preparation of one path, as a ``Builder`` reads it: its elements, where their
    /// pieces lie, and the table that holds them.
    struct MemoPath {
        let elements: [PathElement]
        let pieces: [ElementPieces]
        let table: PieceTable
        /// How many segments its runs hold (a run closing early, the last, holds fewer).
        let perRun: Int
        /// How many more elements the old path has than the new one: the elements after the
        /// changed ones lie that much further on in it.
        let shift: Int

        /// The old element that the new element `i` (a line or a cubic that gave records) is,
        /// drawn from the same point with the same labels, at `i` or `i + shift`; nil when
        /// neither is: where a stretch of elements whose records are taken again starts
        /// (``Builder/takeStretch(_:_:_:_:_:from:known:current:label:hasLength:_:)``).
        // Not inlined: it would grow the preparation's element loop, which every drag update runs.
        @inline(never)
        func start(_ i: Int, _ e: PathElement, from: Point, _ a: PathLabel, _ b: PathLabel) -> Int? {
            if continues(i, e, from: from, a, b, isSame: false) { return i }
            return shift != 0 && continues(i + shift, e, from: from, a, b, isSame: false) ? i + shift : nil
        }

        /// Whether old element `j` is the new element `e` (a line or a cubic, drawn from `from`
        /// with the labels `a` and `b`), and gave records: the same to the bit (known to be when
        /// `isSame`), from the same point with the same labels.
        @inline(__always)
        func continues(_ j: Int, _ e: PathElement, from: Point, _ a: PathLabel, _ b: PathLabel, isSame: Bool) -> Bool {
            switch e {
            case .line, .cubic: break
            default: return false
            }
            guard j > 0, j < pieces.count, j < elements.count else { return false }
            let r = pieces[j]
            guard r.isRecorded, r.end > r.start, r.startLabel == a, r.endLabel == b,
                  isSame || PreparedPath.sameBits(elements[j], e), let end = elements[j - 1].endPoint else { return false }
            return end.hasSameBits(as: from)
        }
    }

    /// ``update(outline:_:_:spine:_:_:fillRule:)``, keeping the pieces of every line and cubic
    /// that is the same as one the memo's paths held (see ``Memo``), and leaving the memo
    /// holding these paths' preparation. The caller swaps its paths with the memo's before
    /// drawing them anew, and prepares every drawing of them through the memo.
    ///
    /// - Complexity: O(elements), with the work of preparing only the elements that changed, and
    ///   of moving the records after the first change and gathering their runs.
    package mutating func update(outline: borrowing BezierPath, _ outlineLabels: borrowing [PathLabel],
                                 _ outlineRanges: ElementRanges, spine: borrowing BezierPath,
                                 _ spineLabels: borrowing [PathLabel], _ spineRanges: ElementRanges,
                                 fillRule: FillRule, memo: inout Memo) {
        // The last records are the memo's only while no other preparation has rewritten them.
        let isKept = segments.sharesBlock(with: memo.records) && segments.count == memo.records.count
        // Let go of them: the edit then writes the block where it lies, unless a copy holds it.
        memo.records = PieceTable()
        var old: (outline: MemoPath?, spine: MemoPath?) = (nil, nil)
        if isKept {
            old.outline = MemoPath(elements: memo.outline.elements, pieces: memo.outlinePieces, table: segments,
                                   perRun: memo.perRun, shift: memo.outline.elements.count - outline.elements.count)
            old.spine = MemoPath(elements: memo.spine.elements, pieces: memo.spinePieces, table: segments,
                                 perRun: memo.perRun, shift: memo.spine.elements.count - spine.elements.count)
        }
        if isKept && pairCapacity == 0 {
            // A bound found at once (the scratch table holds only the pieces prepared anew, the
            // edited one its pieces): most pieces an element gives, for every element and range.
            pairCapacity = Self.maxPiecesPerCurve * (outline.elements.count + spine.elements.count) + 16
        }
        var recording = MemoRecording()
        recording.isEditing = isKept
        swap(&recording.pieces.outline, &memo.spareOutlinePieces)
        swap(&recording.pieces.spine, &memo.spareSpinePieces)
        swap(&recording.edit.scratch, &memo.scratch)
        swap(&recording.edit.breaks, &memo.spareBreaks)
        swap(&recording.edit.parts, &memo.parts)
        prepareThroughMemo(outline: outline, outlineLabels, outlineRanges, spine: spine, spineLabels, spineRanges,
                    fillRule: fillRule, old: &old, known: &memo.knownOutline, recording: &recording)
        // A claim holds for the drawing it was made of.
        memo.knownOutline.removeAll()
        // They hold the records too.
        old = (nil, nil)
        memo.editedInPlace = false
        let perRun = recording.pieces.perRun
        if isKept {
            let first = Self.firstChange(recording, memo)
            let keeping = memo.perRun == perRun ? first / perRun : 0
            let base = segments.baseAddress
            segments.assemble(recording.edit.parts, scratch: recording.edit.scratch, count: recording.count,
                              keepingRuns: keeping, perRun: perRun, breaks: recording.edit.breaks,
                              filled: recording.filled, capacity: pairCapacity)
            memo.editedInPlace = segments.baseAddress == base
        }
        memo.takenPieces = recording.pieces.taken
        memo.perRun = perRun
        memo.filled = recording.filled
        // What was just recorded is the memo's; the storage of what it replaces is written next.
        swap(&memo.outlinePieces, &recording.pieces.outline)
        swap(&memo.spinePieces, &recording.pieces.spine)
        swap(&memo.spareOutlinePieces, &recording.pieces.outline)
        swap(&memo.spareSpinePieces, &recording.pieces.spine)
        swap(&memo.breaks, &recording.edit.breaks)
        swap(&memo.spareBreaks, &recording.edit.breaks)
        swap(&memo.scratch, &recording.edit.scratch)
        swap(&memo.parts, &recording.edit.parts)
        memo.records = segments
    }

    /// What a preparation through a ``Memo`` records: where each element's pieces were
    /// written (``PairPieces``), the edit, how many pieces the outline gave (all filled but its
    /// dots) and how many in all.
    struct MemoRecording {
        var pieces = PairPieces()
        /// Whether the preparation writes only the pieces it does not take, into the edit's
        /// scratch table, and lists in its parts how the prepared path's records are to be
        /// edited (see ``Memo``).
        var isEditing = false
        var edit = Edit()
        var filled = 0, count = 0
    }

    /// The preparation of ``update(outline:_:_:spine:_:_:fillRule:)`` through a memo: the
    /// pieces of the lines and cubics the paths' last preparation (`old`) holds the same are
    /// taken (when editing, left where they lie, the others written into the edit's scratch
    /// table), and each element's pieces, and the breaks, recorded. (Apart from it, so that a
    /// plain preparation carries none of this.)
    mutating func prepareThroughMemo(outline: borrowing BezierPath, _ outlineLabels: borrowing [PathLabel],
                              _ outlineRanges: ElementRanges, spine: borrowing BezierPath,
                              _ spineLabels: borrowing [PathLabel], _ spineRanges: ElementRanges, fillRule: FillRule,
                              old: inout (outline: MemoPath?, spine: MemoPath?), known: inout KnownElements,
                              recording: inout MemoRecording) {
        let elements = startPair(outline: outline, outlineRanges, spine: spine, spineRanges, fillRule: fillRule)
        var builder = Builder(&self, recordsOrigins: false)
        builder.planRuns(elements: elements)
        builder.recordsPieces = true
        builder.isEditing = recording.isEditing
        builder.edit = Edit()
        swap(&builder.edit!, &recording.edit)
        builder.edit!.breaks.removeAll(keepingCapacity: true)
        builder.edit!.parts.removeAll(keepingCapacity: true)
        // Editing, the pieces not taken are written into the scratch table (swapped in: no copy).
        if recording.isEditing { swap(&segments, &builder.edit!.scratch) }
        var filled = 0
        segments.rewrite(capacity: pairCapacity, runCapacity: Builder.runCapacity(segments: pairCapacity)) { w in
            // What is known of the outline, swapped in (no copy) and back.
            swap(&builder.known, &known)
            // The last paths' preparations moved into the builder and back (a copy retains and
            // releases each of their arrays).
            swap(&builder.memoPath, &old.outline)
            builder.begin(outline, recording: &recording.pieces.outline)
            Self.forEach(outlineRanges) { builder.add(outline, outlineLabels, $0, filled: true, &w) }
            swap(&builder.memoPath, &old.outline)
            builder.end(recording: &recording.pieces.outline)
            swap(&builder.known, &known)
            filled = w.count + builder.offset
            swap(&builder.memoPath, &old.spine)
            builder.begin(spine, recording: &recording.pieces.spine)
            Self.forEach(spineRanges) { builder.add(spine, spineLabels, $0, filled: false, &w) }
            swap(&builder.memoPath, &old.spine)
            builder.end(recording: &recording.pieces.spine)
            builder.closeRun(&w)
            if builder.isEditing { builder.endPart(w.count) }
        }
        if recording.isEditing { swap(&segments, &builder.edit!.scratch) }
        builder.finish(into: &self)
        recording.pieces.taken = builder.replayed
        recording.pieces.perRun = builder.perRun
        recording.filled = filled
        recording.count = recording.isEditing ? builder.partStart + builder.offset : segments.count
        swap(&builder.edit!, &recording.edit)
    }

    /// The first piece of the edited records that may differ from the last records, or whose
    /// run may: where the parts first leave the last records' pieces where they were, the first
    /// break that differs, and where the outline's pieces end when that moved.
    private static func firstChange(_ recording: MemoRecording, _ memo: Memo) -> Int {
        var first = recording.count, q = 0
        for part in recording.edit.parts {
            if part.isScratch || Int(part.start) != q {
                first = q
                break
            }
            q += Int(part.end - part.start)
        }
        let new = recording.edit.breaks, old = memo.breaks
        var k = 0
        while k < new.count && k < old.count && new[k] == old[k] { k += 1 }
        if k < new.count { first = min(first, Int(new[k]) / 2) }
        if k < old.count { first = min(first, Int(old[k]) / 2) }
        if recording.filled != memo.filled { first = min(first, recording.filled, memo.filled) }
        return first
    }
}

extension PreparedPath {
    /// Whether two elements are the same to the bit (a stricter test than `==`, which holds
    /// -0 and 0 the same: their pieces would differ in that bit).
    static func sameBits(_ a: PathElement, _ b: PathElement) -> Bool {
        switch (a, b) {
        case let (.move(p), .move(q)), let (.line(p), .line(q)): p.hasSameBits(as: q)
        case let (.quad(p, c), .quad(q, d)): p.hasSameBits(as: q) && c.hasSameBits(as: d)
        case let (.cubic(p, c1, c2), .cubic(q, d1, d2)):
            p.hasSameBits(as: q) && c1.hasSameBits(as: d1) && c2.hasSameBits(as: d2)
        case (.close, .close): true
        default: false
        }
    }

    /// How many elements from `a[i]` on are the same (``sameBits(_:_:)``)
    /// as those from `b[j]` on, up to `count`. Each pair is compared by its bytes first, word by
    /// word (an enum's layout holds the case's points, then its case number, then padding, which
    /// is left out); a pair whose bytes differ is then compared by its points (the bytes a case
    /// leaves unused, such as a line's beyond its point, may differ).
    static func sameElements(_ a: [PathElement], _ i: Int, _ b: [PathElement], _ j: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        precondition(i >= 0 && j >= 0 && i + count <= a.count && j + count <= b.count, "element index out of range")
        let stride = MemoryLayout<PathElement>.stride, size = MemoryLayout<PathElement>.size
        let words = size / 8
        return a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                var x = a.baseAddress! + i * stride, y = b.baseAddress! + j * stride
                for n in 0..<count {
                    var diff: UInt64 = 0
                    for w in 0..<words {
                        diff |= x.load(fromByteOffset: 8 * w, as: UInt64.self) ^ y.load(fromByteOffset: 8 * w, as: UInt64.self)
                    }
                    for t in 8 * words..<size {
                        diff |= UInt64(x.load(fromByteOffset: t, as: UInt8.self) ^ y.load(fromByteOffset: t, as: UInt8.self))
                    }
                    if diff != 0 && !sameBits(x.load(as: PathElement.self), y.load(as: PathElement.self)) { return n }
                    x += stride
                    y += stride
                }
                return count
            }
        }
    }
}

extension PreparedPath.Builder {
    /// Takes again the last preparation's records of a stretch of lines and cubics that are
    /// the same (``findStretch(_:_:from:_:_:)`` found its first at old element `j`), from element
    /// `i` for as long as the elements and their end labels are the old ones and gave records:
    /// they become one part of the edited records, where they lie in the last ones
    /// (``PreparedPath/Memo``), and grow the bounds as preparing them does, each by its end. The
    /// first `known` elements are known to be the old ones (see ``PreparedPath/KnownElements``):
    /// they are not compared (0: the elements after the first are compared). Leaves the pen and
    /// its label at the stretch's end: a stretch has length (each of its elements gave a record,
    /// which has).
    ///
    /// - Returns: How many elements the stretch holds (at least one).
    @inline(never)
    mutating func takeStretch(_ elements: [PathElement], _ labels: [PathLabel], _ hasLabels: Bool, _ i: Int,
                              _ end: Int, from j: Int, known: Int, current: inout Point,
                              label: inout PathLabel, hasLength: inout Bool, _ w: inout PieceTable.Writer) -> Int {
        // Only a preparation through a memo, which records each element's pieces, takes any.
        precondition(recordsPieces, "a stretch taken without recording it")
        // Its arrays read where they lie (a copy of the memo path retains and releases each).
        let oldPieces = memoPath!.pieces, oldElements = memoPath!.elements
        let limit = min(end - i, oldPieces.count - j, oldElements.count - j)
        precondition(i >= 0 && j > 0 && limit > 0 && i + limit <= written.count && (!hasLabels || i + limit <= labels.count),
                     "element index out of range")
        let oldFirst = Int(oldPieces[j].start), newFirst = w.count + offset
        // The stretch: the elements the drawer knows the same, else those after the first the
        // same, to the bit (compared in bulk); each drawn with its start label (the end label
        // before it, in both) and its records right after the one's before, checked and
        // recorded in one pass. This runs for most elements of every drag update.
        var k: Int
        if known > 0 {
            k = min(known, limit)
            assert(PreparedPath.sameElements(elements, i, oldElements, j, count: k) == k, "an element known the same is not")
        } else {
            k = 1 + PreparedPath.sameElements(elements, i + 1, oldElements, j + 1, count: limit - 1)
        }
        let shift = Int32(truncatingIfNeeded: newFirst - oldFirst)
        var oldEnd = oldPieces[j].end
        oldPieces.withUnsafeBufferPointer { pieces in
            labels.withUnsafeBufferPointer { labels in
                written.withUnsafeMutableBufferPointer { written in
                    // In bounds by the precondition; the old records from `j`, the new from `i`,
                    // the labels from `i` (when there are any). A recorded element has pieces
                    // (`end > start`): an unused one has none.
                    let old = pieces.baseAddress! + j, new = written.baseAddress! + i
                    let endLabels = hasLabels ? labels.baseAddress! + i : nil
                    var r = old[0]
                    r.start &+= shift
                    r.end &+= shift
                    new[0] = r
                    var q = 1
                    while q < k {
                        let r = old[q]
                        guard r.start == oldEnd, r.end > r.start, r.endLabel == (endLabels?[q] ?? .unlabelled) else { break }
                        oldEnd = r.end
                        new[q] = PreparedPath.ElementPieces(start: r.start &+ shift, end: r.end &+ shift, startLabel: r.startLabel,
                                                            endLabel: r.endLabel, isRecorded: true)
                        q &+= 1
                    }
                    k = q
                }
            }
        }
        current = elements[i + k - 1].endPoint ?? current
        label = hasLabels ? labels[i + k - 1] : .unlabelled
        hasLength = true
        endPart(w.count)
        if let last = edit!.parts.last, !last.isScratch, Int(last.end) == oldFirst {
            edit!.parts[edit!.parts.count - 1].end = oldEnd
        } else {
            edit!.parts.append(PieceTable.Part(start: Int32(truncatingIfNeeded: oldFirst), end: oldEnd, isScratch: false))
        }
        offset += Int(oldEnd) - oldFirst
        replayed += Int(oldEnd) - oldFirst
        memoPath!.table.growEnds(oldFirst..<Int(oldEnd), into: &bounds)
        connected = true
        return k
    }

    /// Ends the part of written pieces before `count` (the writer's), if it holds any.
    mutating func endPart(_ count: Int) {
        if count > partStart {
            edit!.parts.append(PieceTable.Part(start: Int32(truncatingIfNeeded: partStart), end: Int32(truncatingIfNeeded: count),
                                         isScratch: true))
        }
        partStart = count
    }
}
