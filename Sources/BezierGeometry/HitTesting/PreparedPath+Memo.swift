extension PreparedPath {
    /// What re-preparing a labelled pair of paths takes from the preparation before it
    /// (``update(outline:_:_:spine:_:_:fillRule:memo:)``): a dragged shape whose tip move changes
    /// some of its curves only (a body through waypoints) prepares only those, and takes the
    /// pieces of every cubic that is the same as one of the last paths', to the bit, from the
    /// last preparation's records, written where they go and counted into the runs and bounds
    /// as preparing the cubic would.
    ///
    /// A cubic's pieces follow from its points, its end points' labels and whether it is filled
    /// alone, so the records are those a preparation of every element writes, to the bit. The
    /// memo holds the paths the last preparation read, which the caller swaps its paths' storage
    /// with before drawing them anew (so that neither is copied), and two tables: the last
    /// records (sharing the prepared path's block, which then cannot be written over in place)
    /// and the ones before, which the next preparation rewrites. A memo is used only while the
    /// prepared path's records are still its last ones (no other preparation since).
    package struct Memo: Sendable {
        /// The outline and spine the last preparation read (see the discussion).
        package var outline = BezierPath(), spine = BezierPath()
        /// Where each of their elements' pieces lie in ``records``, in element order.
        var outlinePieces: [ElementPieces] = [], spinePieces: [ElementPieces] = []
        /// The last preparation's records, and the table the next one rewrites.
        var records = PieceTable(), spare = PieceTable()
        /// How many segments the last preparation's runs hold (``Builder/perRun``).
        var perRun = 0
        /// How many pieces the last preparation took from the one before (for the tests).
        package internal(set) var takenPieces = 0
        /// Storage the next preparation records its elements' pieces in.
        var spareOutlinePieces: [ElementPieces] = [], spareSpinePieces: [ElementPieces] = []

        /// An empty memo: the first preparation with it prepares everything.
        package init() {}
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
        /// (``Builder/replayStretch(_:_:_:_:_:filled:old:from:current:label:hasLength:_:)``).
        // Not inlined: it would grow the preparation's element loop, which every drag update runs.
        @inline(never)
        func start(_ i: Int, _ e: PathElement, from: Point, _ a: PathLabel, _ b: PathLabel) -> Int? {
            switch e {
            case .line, .cubic: break
            default: return nil
            }
            /// Whether old element `j` is that element.
            func same(_ j: Int) -> Bool {
                guard j > 0, j < pieces.count, j < elements.count else { return false }
                let r = pieces[j]
                return r.isRecorded && r.end > r.start && r.startLabel == a && r.endLabel == b && elements[j] == e
                    && elements[j - 1].endPoint == from
            }
            if same(i) { return i }
            return shift != 0 && same(i + shift) ? i + shift : nil
        }
    }

    /// ``update(outline:_:_:spine:_:_:fillRule:)``, taking the pieces of every cubic that is the
    /// same as one the memo's paths held from its records (see ``Memo``), and leaving the memo
    /// holding these paths' preparation. The caller swaps its paths with the memo's before
    /// drawing them anew, and prepares every drawing of them through the memo.
    ///
    /// - Complexity: O(elements), with the work of preparing only the cubics that changed.
    package mutating func update(outline: borrowing BezierPath, _ outlineLabels: borrowing [PathLabel],
                                 _ outlineRanges: ElementRanges, spine: borrowing BezierPath,
                                 _ spineLabels: borrowing [PathLabel], _ spineRanges: ElementRanges,
                                 fillRule: FillRule, memo: inout Memo) {
        // The last records are the memo's only while no other preparation has rewritten them.
        let isKept = segments.sharesBlock(with: memo.records)
        swap(&segments, &memo.spare)
        let oldOutline: MemoPath? = isKept ? MemoPath(elements: memo.outline.elements, pieces: memo.outlinePieces, table: memo.records,
                                           perRun: memo.perRun, shift: memo.outline.elements.count - outline.elements.count) : nil
        let oldSpine: MemoPath? = isKept ? MemoPath(elements: memo.spine.elements, pieces: memo.spinePieces, table: memo.records,
                                         perRun: memo.perRun, shift: memo.spine.elements.count - spine.elements.count) : nil
        var recording = PairPieces(isRecorded: true)
        swap(&recording.outline, &memo.spareOutlinePieces)
        swap(&recording.spine, &memo.spareSpinePieces)
        preparePair(outline: outline, outlineLabels, outlineRanges, spine: spine, spineLabels, spineRanges,
                    fillRule: fillRule, old: (oldOutline, oldSpine), recording: &recording)
        memo.takenPieces = recording.taken
        memo.perRun = recording.perRun
        // The pieces just recorded are the memo's; the storage of the ones they replace is written next.
        swap(&memo.outlinePieces, &recording.outline)
        swap(&memo.spinePieces, &recording.spine)
        swap(&memo.spareOutlinePieces, &recording.outline)
        swap(&memo.spareSpinePieces, &recording.spine)
        // The records just written are the memo's last; the block they replace is rewritten next.
        memo.spare = memo.records
        memo.records = segments
    }
}
