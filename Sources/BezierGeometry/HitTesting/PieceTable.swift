/// The records of a ``PreparedPath``: its pieces, their control points and its runs, in one
/// block of memory that a preparation rewrites in place. It is the one place the runtime reads
/// and writes memory through pointers.
///
/// Why one block behind one reference, not three arrays: a prepared path is read where it sits
/// in a scene's array of arrows, and reading it out of an array element copies it, which
/// retains every array it holds (an atomic operation each, about as costly as the rest of a
/// candidate's rejection). With one reference a copy is one retain. And a drag re-prepares an
/// arrow on every move: appending to arrays checks uniqueness and capacity at every element,
/// while a rewrite makes the block unique and large enough once, then writes through a
/// ``Writer`` (see INTERNALS.md, "Unsafe memory").
///
/// Layout: `[pieces | controls | runs]`, each region an array of its record type at the
/// block's capacities. Every record type holds `Double`s, so its alignment is 8 and its stride
/// a multiple of 8; the block is allocated as 8-byte words, so each record sits at its
/// alignment.
///
/// Invariants, each tested directly (`PieceTableTests`):
/// - **bounds**: a writer writes only below the capacities it was given, and a read only below
///   ``count`` or ``runCount`` (both trap otherwise);
/// - **lifetime**: the writer exists only inside ``rewrite(capacity:runCapacity:_:)``'s
///   closure: it is non-copyable, passed `inout`, and has no public initialiser, so it cannot
///   be kept beyond the block it points into;
/// - **copy-on-write**: a copy of the table keeps its records when the original is rewritten
///   (the rewrite writes into a block of its own when the block is shared);
/// - **alignment**: every record's address is a multiple of its type's alignment.
///
/// It is `Sendable` although a `ManagedBuffer` is not: a block is written only through a
/// rewrite, which first makes it the table's own, so a block reachable from two threads is
/// only read.
package struct PieceTable: @unchecked Sendable {
    /// The block; shared by copies until one of them is rewritten.
    private var block: Block
    /// The block's capacities and regions (kept here, not read from the block's header: a
    /// class's stored property is read under a dynamic exclusivity check).
    private var layout = Header(pieces: 0, runs: 0)
    /// The live pieces and runs; records past them are room left from earlier rewrites.
    private(set) var count = 0
    private(set) var runCount = 0

    init() {
        block = Block.empty
    }

    /// How many pieces and runs the block holds room for.
    var capacity: Int { layout.pieces }
    var runCapacity: Int { layout.runs }

    /// Piece `i`.
    @inline(__always)
    subscript(i: Int) -> HitPiece {
        precondition(i >= 0 && i < count, "piece index out of range")
        return block.load(HitPiece.self, at: i * Layout.piece)
    }

    /// The inner control points of piece `i`.
    @inline(__always)
    func controls(_ i: Int) -> HitControls {
        precondition(i >= 0 && i < count, "piece index out of range")
        return block.load(HitControls.self, at: layout.controlsOffset + i * Layout.controls)
    }

    /// Run `r`.
    @inline(__always)
    func run(_ r: Int) -> HitRun {
        precondition(r >= 0 && r < runCount, "run index out of range")
        return block.load(HitRun.self, at: layout.runsOffset + r * Layout.run)
    }

    /// The run that starts at piece `i` (the first, or the one after a run ending there); nil
    /// when none does.
    func runIndex(startingAt i: Int) -> Int? {
        if i == 0 { return runCount > 0 ? 0 : nil }
        // The first run ending at `i` or after.
        var lo = 0, hi = runCount
        while lo < hi {
            let m = (lo + hi) / 2
            if Int(run(m).end) >= i { hi = m } else { lo = m + 1 }
        }
        return lo + 1 < runCount && Int(run(lo).end) == i ? lo + 1 : nil
    }

    /// Whether this table and another hold the same block (a copy not rewritten since).
    func sharesBlock(with other: PieceTable) -> Bool { block === other.block }

    /// The address of the block's first record (for the tests of alignment and reuse).
    var baseAddress: UnsafeRawPointer {
        block.withUnsafeMutablePointerToElements { UnsafeRawPointer($0) }
    }

    /// Replaces the records with what `body` writes.
    ///
    /// - Parameters:
    ///   - capacity: The most pieces `body` may write (a write beyond it traps).
    ///   - runCapacity: The most runs `body` may write (likewise).
    ///   - body: Writes the records in order.
    /// - Complexity: O(records written); allocates only when the block is too small or shared
    ///   with a copy (a new block is not filled: the rewrite replaces every record).
    mutating func rewrite(capacity: Int, runCapacity: Int, _ body: (inout Writer) -> Void) {
        precondition(capacity >= 0 && runCapacity >= 0, "negative capacity")
        if !isKnownUniquelyReferenced(&block) || layout.pieces < capacity || layout.runs < runCapacity {
            layout = Header(pieces: max(capacity, layout.pieces), runs: max(runCapacity, layout.runs))
            block = Block.make(layout)
        }
        let header = layout
        (count, runCount) = block.withUnsafeMutablePointerToElements { words in
            var writer = Writer(base: UnsafeMutableRawPointer(words), header: header,
                                capacity: capacity, runCapacity: runCapacity)
            body(&writer)
            return (writer.count, writer.runCount)
        }
    }

    /// Moves the records into a block of exactly their size, for a table kept at rest (an
    /// arrow in a scene holds its tap target until it moves; a drag sizes the block for the
    /// most records its paths can give, up to twice what most tips need). A later rewrite
    /// larger than the records allocates again, once.
    ///
    /// - Complexity: O(records) when the block has room to spare; else nothing.
    mutating func shrinkToFit() {
        guard layout.pieces > count || layout.runs > runCount else { return }
        let old = self
        var exact = PieceTable()
        exact.rewrite(capacity: old.count, runCapacity: old.runCount) { w in w.copy(old) }
        self = exact
    }

    /// Where a stretch of an edited table's pieces comes from (``assemble(_:scratch:count:keepingRuns:perRun:breaks:filled:capacity:)``):
    /// the table's own records in `start..<end`, or the scratch table's.
    struct Part {
        var start: Int32, end: Int32
        var isScratch: Bool
    }

    /// The ends' box of the pieces in `range`, grown in order from `bounds` (as a preparation
    /// grows its bounds by each piece's end): a tight loop, with one check of the range.
    func growEnds(_ range: Range<Int>, into bounds: inout HitBounds) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "piece index out of range")
        // Both coordinates at once, each kept unless the end is below (above) it, as
        // ``HitBounds/grow(_:)`` keeps it: the same bounds to the bit (which of -0 and 0, too).
        var lo = SIMD2(bounds.minX, bounds.minY), hi = SIMD2(bounds.maxX, bounds.maxY)
        let end = MemoryLayout<HitPiece>.offset(of: \.p3)!
        block.withUnsafeMutablePointerToElements { words in
            // Within the block by the precondition: no overflow check per piece.
            var at = UnsafeRawPointer(words) + end + range.lowerBound &* Layout.piece
            for _ in range {
                let p = at.load(as: Point.self)
                at += Layout.piece
                let v = SIMD2(p.x, p.y)
                lo.replace(with: v, where: v .< lo)
                hi.replace(with: v, where: v .> hi)
            }
        }
        bounds = HitBounds(minX: lo.x, minY: lo.y, maxX: hi.x, maxY: hi.y)
    }

    /// Edits the records into `parts` in order (each the table's own pieces or the scratch
    /// table's), `count` in all, and writes the runs from the first that may differ: runs
    /// `0..<keepingRuns` are kept (their pieces are where they were), the rest gathered anew as
    /// a preparation gathers them (see ``PreparedPath/Builder``): the pieces in consecutive
    /// groups of `perRun`, each run the box of its pieces' ends, a chain when all its pieces
    /// are filled (among the first `filled`, and no dot) and none but its first follows a move.
    /// `breaks` tells, ascending, each piece that follows a move (`2 * index`) and each dot
    /// (`2 * index + 1`): a run from `a` to `b` is a chain only with no break strictly between
    /// `2 * a` and `2 * b`.
    ///
    /// The block is edited where it lies when this table is its only owner and has room: the
    /// pieces that stay are untouched, each part that moves is moved in one copy (those moving
    /// down in ascending order, then those moving up in descending order: a part's destination
    /// lies between its neighbours', so none is written over before it is read), then the
    /// scratch parts written in. Otherwise the records are assembled in a new block of at least
    /// `capacity` pieces (a copy of the table kept elsewhere keeps its own).
    ///
    /// - Complexity: O(pieces moved or written, plus the pieces of the runs gathered anew).
    mutating func assemble(_ parts: [Part], scratch: PieceTable, count newCount: Int, keepingRuns: Int, perRun: Int,
                           breaks: [Int32], filled: Int, capacity: Int) {
        precondition(perRun > 0 && keepingRuns >= 0 && keepingRuns <= runCount && keepingRuns * perRun <= newCount,
                     "runs kept beyond the records")
        let runCapacity = newCount / perRun + 1
        var total = 0
        for part in parts {
            precondition(part.start >= 0 && part.start <= part.end
                         && Int(part.end) <= (part.isScratch ? scratch.count : count), "piece index out of range")
            total += Int(part.end - part.start)
        }
        precondition(total == newCount, "the parts do not hold the count")
        let inPlace = isKnownUniquelyReferenced(&block) && layout.pieces >= newCount && layout.runs >= runCapacity
        let old = self
        if !inPlace {
            layout = Header(pieces: max(capacity, newCount), runs: max(runCapacity, capacity / perRun + 1))
            block = Block.make(layout)
        }
        let header = layout
        runCount = block.withUnsafeMutablePointerToElements { words in
            let base = UnsafeMutableRawPointer(words)
            /// Copies a part's pieces and controls from a block laid out by `from` to piece `q`.
            @inline(__always) func copy(_ part: Part, _ source: UnsafeRawPointer, _ from: Header, to q: Int) {
                let n = Int(part.end - part.start), s = Int(part.start)
                (base + q * Layout.piece).copyMemory(from: source + s * Layout.piece, byteCount: n * Layout.piece)
                (base + header.controlsOffset + q * Layout.controls)
                    .copyMemory(from: source + from.controlsOffset + s * Layout.controls, byteCount: n * Layout.controls)
            }
            if inPlace {
                let source = UnsafeRawPointer(base)
                var q = 0
                for part in parts {
                    if !part.isScratch && Int(part.start) > q { copy(part, source, header, to: q) }
                    q += Int(part.end - part.start)
                }
                for part in parts.reversed() {
                    q -= Int(part.end - part.start)
                    if !part.isScratch && Int(part.start) < q { copy(part, source, header, to: q) }
                }
            } else {
                old.block.withUnsafeMutablePointerToElements { oldWords in
                    let source = UnsafeRawPointer(oldWords)
                    var q = 0
                    for part in parts {
                        if !part.isScratch { copy(part, source, old.layout, to: q) }
                        q += Int(part.end - part.start)
                    }
                    (base + header.runsOffset).copyMemory(from: source + old.layout.runsOffset,
                                                          byteCount: keepingRuns * Layout.run)
                }
            }
            // The scratch parts last: their places may have held pieces moved away.
            scratch.block.withUnsafeMutablePointerToElements { scratchWords in
                let source = UnsafeRawPointer(scratchWords)
                var q = 0
                for part in parts {
                    if part.isScratch { copy(part, source, scratch.layout, to: q) }
                    q += Int(part.end - part.start)
                }
            }
            var r = keepingRuns, first = keepingRuns * perRun, b = 0
            while first < newCount {
                let end = min(first + perRun, newCount)
                var run = HitRun()
                for q in first..<end {
                    let piece = base.load(fromByteOffset: q * Layout.piece, as: HitPiece.self)
                    run.minX = min3(run.minX, piece.p0.x, piece.p3.x); run.minY = min3(run.minY, piece.p0.y, piece.p3.y)
                    run.maxX = max3(run.maxX, piece.p0.x, piece.p3.x); run.maxY = max3(run.maxY, piece.p0.y, piece.p3.y)
                }
                run.end = Int32(truncatingIfNeeded: end)
                while b < breaks.count && Int(breaks[b]) <= 2 * first { b += 1 }
                run.isChain = end <= filled && !(b < breaks.count && Int(breaks[b]) < 2 * end)
                base.storeBytes(of: run, toByteOffset: header.runsOffset + r * Layout.run, as: HitRun.self)
                r += 1
                first = end
            }
            return r
        }
        count = newCount
    }

    /// Writes records over a table's block during ``PieceTable/rewrite(capacity:runCapacity:_:)``.
    struct Writer: ~Copyable {
        private let base: UnsafeMutableRawPointer
        private let header: Header
        private let capacity: Int, runCapacity: Int
        /// The records written so far.
        private(set) var count = 0
        private(set) var runCount = 0
        /// Where the last run written ends (0 before the first).
        private(set) var lastRunEnd: Int32 = 0

        fileprivate init(base: UnsafeMutableRawPointer, header: Header, capacity: Int, runCapacity: Int) {
            self.base = base
            self.header = header
            self.capacity = capacity
            self.runCapacity = runCapacity
        }

        /// Writes the next piece and its control points.
        @inline(__always)
        mutating func append(_ piece: HitPiece, _ c: HitControls) {
            precondition(count < capacity, "more pieces than the table was sized for")
            base.storeBytes(of: piece, toByteOffset: count * Layout.piece, as: HitPiece.self)
            base.storeBytes(of: c, toByteOffset: header.controlsOffset + count * Layout.controls, as: HitControls.self)
            count += 1
        }

        /// Writes the pieces of another table in `range`, and their control points, as the
        /// next records, in one copy a region (their runs are not copied).
        mutating func append(_ table: PieceTable, _ range: Range<Int>) {
            precondition(range.lowerBound >= 0 && range.upperBound <= table.count, "piece index out of range")
            precondition(count + range.count <= capacity, "more pieces than the table was sized for")
            guard !range.isEmpty else { return }
            let from = table.layout
            table.block.withUnsafeMutablePointerToElements { words in
                let source = UnsafeRawPointer(words)
                (base + count * Layout.piece).copyMemory(from: source + range.lowerBound * Layout.piece,
                                                         byteCount: range.count * Layout.piece)
                (base + header.controlsOffset + count * Layout.controls)
                    .copyMemory(from: source + from.controlsOffset + range.lowerBound * Layout.controls,
                                byteCount: range.count * Layout.controls)
            }
            count += range.count
        }

        /// Writes every record of another table, region by region, as the first records (a
        /// run's end counts the pieces from the table's first). A document's reader moves each
        /// arrow it reads into a block of its size: record by record, through the checks of
        /// ``append(_:_:)``, the copy cost a third of preparing the arrow.
        mutating func copy(_ table: PieceTable) {
            precondition(count == 0 && runCount == 0, "records written before the copy")
            precondition(table.count <= capacity && table.runCount <= runCapacity,
                         "more records than the table was sized for")
            let pieces = table.count, runs = table.runCount, from = table.layout
            table.block.withUnsafeMutablePointerToElements { words in
                let source = UnsafeRawPointer(words)
                base.copyMemory(from: source, byteCount: pieces * Layout.piece)
                (base + header.controlsOffset).copyMemory(from: source + from.controlsOffset, byteCount: pieces * Layout.controls)
                (base + header.runsOffset).copyMemory(from: source + from.runsOffset, byteCount: runs * Layout.run)
            }
            count = pieces
            runCount = runs
            if runs > 0 { lastRunEnd = table.run(runs - 1).end }
        }

        /// Writes the next run.
        @inline(__always)
        mutating func appendRun(_ run: HitRun) {
            precondition(runCount < runCapacity, "more runs than the table was sized for")
            base.storeBytes(of: run, toByteOffset: header.runsOffset + runCount * Layout.run, as: HitRun.self)
            runCount += 1
            lastRunEnd = run.end
        }
    }

    /// The byte strides of the records: multiples of 8, the block's word (checked once, by the
    /// tests and at the first block made).
    enum Layout {
        static let piece = MemoryLayout<HitPiece>.stride
        static let controls = MemoryLayout<HitControls>.stride
        static let run = MemoryLayout<HitRun>.stride
        static var isWordAligned: Bool {
            [piece, controls, run].allSatisfy { $0 % 8 == 0 }
                && [MemoryLayout<HitPiece>.alignment, MemoryLayout<HitControls>.alignment,
                    MemoryLayout<HitRun>.alignment].allSatisfy { 8 % $0 == 0 }
        }
    }

    /// A block's capacities and the byte offsets of its regions.
    struct Header {
        var pieces: Int, runs: Int
        var controlsOffset: Int { pieces * Layout.piece }
        var runsOffset: Int { controlsOffset + pieces * Layout.controls }
        var words: Int { (runsOffset + runs * Layout.run) / 8 }
    }

    /// The block: a header and the records, as 8-byte words. Its records are written only
    /// through a ``Writer`` while the table holding it is its only owner.
    final class Block: ManagedBuffer<Header, UInt64> {
        /// The block of every empty table, never written (a rewrite of a shared block makes a
        /// new one).
        nonisolated(unsafe) static let empty = make(Header(pieces: 0, runs: 0))

        static func make(_ header: Header) -> Block {
            precondition(Layout.isWordAligned, "a record's stride is not a multiple of 8 bytes")
            // The words are bound to `UInt64` by the allocation and left uninitialised: they
            // are written only by a writer, as trivial records, and read only below the counts
            // a writer has reached. (Zeroing them would be paid at every block made: twice for
            // each arrow a saved scene reads.)
            let made = create(minimumCapacity: max(header.words, 1)) { _ in header }
            return unsafeDowncast(made, to: Block.self)
        }

        @inline(__always)
        func load<T>(_ type: T.Type, at offset: Int) -> T {
            withUnsafeMutablePointerToElements { UnsafeRawPointer($0).load(fromByteOffset: offset, as: T.self) }
        }
    }
}
