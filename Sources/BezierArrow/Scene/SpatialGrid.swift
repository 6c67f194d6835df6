/// A uniform grid of square cells over the whole plane, hashed so that only occupied cells take
/// memory: the spatial index of ``ArrowScene``.
///
/// Every record is listed in each cell its rectangle overlaps, with the part of the rectangle in
/// that cell, sorted by drawing order (topmost first), so a query reads one cell front to back,
/// skips the entries whose rectangle misses the point without looking anywhere else, and can
/// stop at the first entry that answers. An entry is 8 bytes (the record, and its rectangle in the
/// cell in 256ths of the cell, rounded outward): a cell of 16 entries is two cache lines, and
/// the index of 10,000 arrows stays small enough to live in cache. A rectangle that would cover
/// more than ``maxCellsPerEntry`` cells (a huge arrow, or a far zoomed-out one) goes to a
/// separate list every query also reads, which keeps updates bounded. Moving an entry touches
/// only the cells it leaves and enters: the index is updated, never rebuilt.
struct SpatialGrid: Sendable {
    /// A record listed in a cell: the record, and the part of its rectangle in the cell in 256ths of
    /// the cell from the cell's least corner (`0...255`), rounded outward.
    struct Entry: Sendable, Equatable {
        var record: Int32
        var minX: UInt8, minY: UInt8, maxX: UInt8, maxY: UInt8

        /// Whether the part holds a point given in the cell's 256ths (see ``SpatialGrid/local(_:_:)``).
        @inline(__always)
        func contains(_ x: UInt8, _ y: UInt8) -> Bool {
            minX <= x && x <= maxX && minY <= y && y <= maxY
        }
    }

    /// A record in the oversized list, with its whole rectangle.
    struct OversizedEntry: Sendable, Equatable {
        var record: Int32
        var rect: Rect
    }

    /// A cell's integer coordinates: `floor(x / cellSize)`, `floor(y / cellSize)`.
    struct CellKey: Hashable, Sendable {
        var x: Int
        var y: Int

        /// One word to hash instead of two (the hasher's cost grows with the words fed to it);
        /// the multiplier spreads neighbouring rows apart (a 64-bit odd constant, Knuth's
        /// multiplicative hashing).
        func hash(into hasher: inout Hasher) {
            hasher.combine(x &* -7_046_029_254_386_353_131 &+ y)
        }
    }

    /// The cells a rectangle overlaps (inclusive), or the oversized list.
    struct CellRange: Equatable, Sendable {
        var x0: Int, y0: Int, x1: Int, y1: Int
        var isOversized: Bool

        func contains(_ x: Int, _ y: Int) -> Bool {
            !isOversized && x >= x0 && x <= x1 && y >= y0 && y <= y1
        }
    }

    /// Where a record is listed: the rectangle its cells were chosen for (its own grown by
    /// ``slack`` when last listed, so that small moves stay inside it and leave the cells alone),
    /// and those cells; kept by the scene beside its records (see ``relist(record:rect:listing:keys:)``).
    struct Listing: Equatable, Sendable {
        var rect = Rect.null
        var cells: CellRange?
    }

    /// The side of a cell.
    let cellSize: Double
    /// The reciprocal of ``cellSize``.
    let inverseCellSize: Double
    /// Rectangles covering more cells than this go to ``oversized``.
    let maxCellsPerEntry: Int
    /// The occupied cells, each list sorted by key descending. The keys are the scene's
    /// drawing-order keys by record (higher is nearer the top), passed to every call that needs
    /// them, so the entries need not carry them.
    private(set) var table = SpatialGridCells()
    /// The occupied cells and their lists, as a dictionary (for checks and tests).
    var cells: [CellKey: [Entry]] { table.all }
    /// Entries too large for cells, sorted by key descending.
    private(set) var oversized: [OversizedEntry] = []

    /// Cell coordinates are clamped to this magnitude so that conversion to `Int` cannot trap.
    static let coordinateLimit = Double(1 << 52)

    /// Creates an empty grid.
    ///
    /// - Parameters:
    ///   - cellSize: the side of a cell; positive and finite, with a finite reciprocal (other
    ///     values become 256, the scene's default): below about 5.6e-309 the reciprocal is
    ///     infinite, and a coordinate of 0 times it is NaN, which no cell holds.
    ///   - maxCellsPerEntry: the most cells one rectangle is listed in.
    init(cellSize: Double, maxCellsPerEntry: Int = 256) {
        let size = cellSize.isFinite && cellSize > 0 && (1 / cellSize).isFinite ? cellSize : 256
        self.cellSize = size
        inverseCellSize = 1 / size
        self.maxCellsPerEntry = max(1, maxCellsPerEntry)
    }

    /// A coordinate in cell units, clamped so that its cell converts to `Int`.
    @inline(__always)
    func scaled(_ v: Double) -> Double {
        Self.scaled(v, inverseCellSize)
    }

    /// ``scaled(_:)`` given the reciprocal of the cell size.
    @inline(__always)
    static func scaled(_ v: Double, _ inverseCellSize: Double) -> Double {
        min(max(v * inverseCellSize, -coordinateLimit), coordinateLimit)
    }

    /// The cell coordinate of a value.
    @inline(__always)
    func cell(_ v: Double) -> Int {
        floorToInt(scaled(v))
    }

    /// A coordinate in 256ths of cell `c` from its least corner, clamped to `0...255`, rounded
    /// down (`up` rounds up instead). Monotone in `v` for a given cell: rounding `v`'s scaled
    /// value, subtracting the cell and scaling by 256 (exact), clamping and rounding all keep
    /// order, so an entry's part rounded outward holds every point of its rectangle in the cell.
    @inline(__always)
    func local(_ v: Double, _ c: Int, up: Bool = false) -> UInt8 {
        Self.local(v, c, up: up, inverseCellSize)
    }

    /// ``local(_:_:up:)`` given the reciprocal of the cell size.
    @inline(__always)
    static func local(_ v: Double, _ c: Int, up: Bool, _ inverseCellSize: Double) -> UInt8 {
        let f = (scaled(v, inverseCellSize) - Double(c)) * 256
        // Clamped first (NaN to 0), so the truncation is the floor; the ceiling is one more
        // when the truncation is below.
        let x = f >= 0 ? (f < 255 ? f : 255) : 0
        let t = UInt8(x)
        return up && Double(t) < x ? t + 1 : t
    }

    /// A record's entry in a cell, for its rectangle.
    func entry(_ record: Int32, _ r: Rect, in key: CellKey) -> Entry {
        Entry(record: record, minX: local(r.minX, key.x), minY: local(r.minY, key.y),
              maxX: local(r.maxX, key.x, up: true), maxY: local(r.maxY, key.y, up: true))
    }

    /// The cells a rectangle overlaps, or `nil` for a null or non-finite rectangle.
    func range(of r: Rect) -> CellRange? {
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        let x0 = cell(r.minX), y0 = cell(r.minY), x1 = cell(r.maxX), y1 = cell(r.maxY)
        let count = (Double(x1) - Double(x0) + 1) * (Double(y1) - Double(y0) + 1)
        return CellRange(x0: x0, y0: y0, x1: x1, y1: y1, isOversized: count > Double(maxCellsPerEntry))
    }

    /// Lists a record, with its rectangle, in every cell of a range, at its place by `keys`.
    mutating func insert(record: Int32, rect: Rect, in r: CellRange, keys: [Int64]) {
        let z = keys[Int(record)]
        if r.isOversized {
            let e = OversizedEntry(record: record, rect: rect)
            oversized.insert(e, at: Self.firstIndex(below: z, in: oversized.count) { keys[Int(oversized[$0].record)] })
            return
        }
        for y in r.y0...r.y1 {
            for x in r.x0...r.x1 { insertInCell(record, rect, CellKey(x: x, y: y), keys) }
        }
    }

    /// Lists a record, with its rectangle, at the end of every cell of a range: for an index
    /// built bottom first (each record above those listed before it), whose lists are in
    /// ascending drawing order until ``reverseLists()`` turns them topmost first.
    mutating func appendToLists(record: Int32, rect: Rect, in r: CellRange) {
        if r.isOversized {
            oversized.append(OversizedEntry(record: record, rect: rect))
            return
        }
        for y in r.y0...r.y1 {
            for x in r.x0...r.x1 {
                let key = CellKey(x: x, y: y)
                let e = entry(record, rect, in: key)
                table.update(key, creating: true) { $0.append(e) }
            }
        }
    }

    /// Reverses every list: ends an index built by ``appendToLists(record:rect:in:)``.
    mutating func reverseLists() {
        table.forEachList { $0.reverse() }
        oversized.reverse()
    }

    /// Removes a record from every cell of a range.
    mutating func remove(record: Int32, from r: CellRange, keys: [Int64]) {
        if r.isOversized {
            if let i = oversizedIndex(of: record, keys) { oversized.remove(at: i) }
            return
        }
        for y in r.y0...r.y1 {
            for x in r.x0...r.x1 { removeFromCell(record, CellKey(x: x, y: y), keys) }
        }
    }

    /// Gives a listed record a new rectangle in every cell of its range (the cells stay: the
    /// rectangle may lie anywhere inside the rectangle the range was made for).
    mutating func refresh(record: Int32, rect: Rect, in r: CellRange, keys: [Int64]) {
        if r.isOversized {
            if let i = oversizedIndex(of: record, keys) { oversized[i].rect = rect }
            return
        }
        // The table reached once for the range, and each row's parts along y made once: every
        // entry is ``entry(_:_:in:)``'s.
        let k = inverseCellSize
        var row = r.y0, minY = Self.local(rect.minY, row, up: false, k), maxY = Self.local(rect.maxY, row, up: true, k)
        table.updateLists(x0: r.x0, x1: r.x1, y0: r.y0, y1: r.y1) { x, y, list in
            if y != row {
                row = y
                minY = Self.local(rect.minY, y, up: false, k)
                maxY = Self.local(rect.maxY, y, up: true, k)
            }
            let e = Entry(record: record, minX: Self.local(rect.minX, x, up: false, k), minY: minY,
                          maxX: Self.local(rect.maxX, x, up: true, k), maxY: maxY)
            if let i = Self.index(of: record, in: list, keys) { list[i] = e }
        }
    }

    /// How much a record's rectangle for its cells exceeds its own rectangle: a sixteenth of a
    /// cell, so a record that jitters across a cell's side does not leave and enter the cell at
    /// every step. (The entries themselves follow every move; a larger slack lists each record
    /// in more cells, which makes every list a query reads longer: with a quarter cell a bench
    /// arrow of about 335 x 95 overlaps five cells of 256 on average instead of four.)
    var slack: Double { cellSize / 16 }

    /// Lists a record for a new rectangle: the same cells, each entry's rectangle refreshed,
    /// while the rectangle stays inside the listing's (the one the cells were chosen for) and,
    /// grown by ``slack``, still meets all of them; otherwise new cells for the rectangle grown
    /// by ``slack``. Arrows and shapes are listed by this one rule.
    ///
    /// A record that shrank away from some of its cells leaves them (an arrow appended, then
    /// bound: its tip moved from the target's anchor to its edge), else it would be refreshed in
    /// them at every move and read by their queries for good. Leaving takes a move past the
    /// slack, entering again a move back past it, so a record jittering across a cell's side
    /// stays in its cells.
    mutating func relist(record: Int32, rect: Rect, listing: inout Listing, keys: [Int64]) {
        let listed = listing.rect
        if !rect.isNull && !listed.isNull && listed.minX <= rect.minX && listed.minY <= rect.minY
            && listed.maxX >= rect.maxX && listed.maxY >= rect.maxY && !hasLeft(listing.cells, rect: rect) {
            // The same cells; each entry's rectangle shrinks or moves with the record's, so that
            // a query's first test stays tight.
            if let range = listing.cells { refresh(record: record, rect: rect, in: range, keys: keys) }
            return
        }
        let grown = rect.insetBy(dx: -slack, dy: -slack)
        let range = self.range(of: grown)
        move(record: record, rect: rect, from: listing.cells, to: range, keys: keys)
        listing = Listing(rect: grown, cells: range)
    }

    /// ``relist(record:rect:listing:keys:)`` for a record listed in a block of at most two by two
    /// cells (a scene's shape, about a cell wide or less, dragged about): the same cells, entries
    /// and listing, to the bit, made with less work when the record stays in its cells.
    ///
    /// A shape moved with its bound arrows is re-indexed at every move, beside the arrows
    /// themselves; staying in its cells, it is only given its new entries. Here the block's four
    /// entries are made before the table is reached, each side of the rectangle converted once
    /// for its column or row (``refresh(record:rect:in:keys:)`` converts the sides along x once
    /// for every cell), and each cell is then reached only to store its entry. Any other case
    /// (new cells, a wider block, the oversized list) is ``relist(record:rect:listing:keys:)``'s.
    mutating func relistInBlock(record: Int32, rect: Rect, listing: inout Listing, keys: [Int64]) {
        let listed = listing.rect
        guard let cells = listing.cells, !cells.isOversized, cells.x1 &- cells.x0 <= 1, cells.y1 &- cells.y0 <= 1,
              !rect.isNull, !listed.isNull, listed.minX <= rect.minX, listed.minY <= rect.minY,
              listed.maxX >= rect.maxX, listed.maxY >= rect.maxY, !hasLeft(cells, rect: rect)
        else { return relist(record: record, rect: rect, listing: &listing, keys: keys) }
        // The parts of each column and row: what ``entry(_:_:in:)`` makes for every cell of the
        // block, each side converted once (the sides lie within the listed rectangle: no NaN).
        let k = inverseCellSize, x0 = cells.x0, y0 = cells.y0
        let (minX0, minX1) = Self.locals(rect.minX, x0, cells.x1, up: false, k)
        let (maxX0, maxX1) = Self.locals(rect.maxX, x0, cells.x1, up: true, k)
        let (minY0, minY1) = Self.locals(rect.minY, y0, cells.y1, up: false, k)
        let (maxY0, maxY1) = Self.locals(rect.maxY, y0, cells.y1, up: true, k)
        table.updateLists(x0: x0, x1: cells.x1, y0: y0, y1: cells.y1) { x, y, list in
            let (minX, maxX) = x == x0 ? (minX0, maxX0) : (minX1, maxX1)
            let (minY, maxY) = y == y0 ? (minY0, maxY0) : (minY1, maxY1)
            let e = Entry(record: record, minX: minX, minY: minY, maxX: maxX, maxY: maxY)
            if let i = Self.index(of: record, in: list, keys) { list[i] = e }
        }
    }

    /// ``local(_:_:up:_:)`` of a finite coordinate in cells `c0` and `c1` (`c0` or `c0 + 1`),
    /// converted once: in the cell it is not in, it is clamped to the side it lies beyond. A
    /// value before `c0 + 1` scales below it (the scaling is monotone), so its difference from
    /// `c0 + 1` is negative, clamped to 0; a value from `c0 + 1` on differs from `c0` by 1 or
    /// more (rounding keeps the 1), 256ths clamped to 255, rounded up or down alike.
    @inline(__always)
    static func locals(_ v: Double, _ c0: Int, _ c1: Int, up: Bool, _ inverseCellSize: Double) -> (UInt8, UInt8) {
        if c0 == c1 {
            let l = local(v, c0, up: up, inverseCellSize)
            return (l, l)
        }
        return scaled(v, inverseCellSize) < Double(c1) ? (local(v, c0, up: up, inverseCellSize), 0)
            : (255, local(v, c1, up: up, inverseCellSize))
    }

    /// Whether a record listed in `cells` (not oversized) has left some of them: its rectangle
    /// grown by ``slack`` covers fewer. Asked first, at every move, of the rectangle's sides
    /// each moved by the slack, scaled to cells (the grown rectangle's minimum sides, and no
    /// further than its maximum ones; a side past a cell's edge is past its floor): unless one
    /// has left a border cell, the record has not, and the grown rectangle and its range are
    /// not made.
    @inline(__always)
    func hasLeft(_ cells: CellRange?, rect: Rect) -> Bool {
        guard let cells, !cells.isOversized else { return false }
        let s = slack, k = inverseCellSize
        guard (rect.minX - s) * k >= Double(cells.x0 + 1) || (rect.minY - s) * k >= Double(cells.y0 + 1)
            || (rect.maxX + s) * k < Double(cells.x1) || (rect.maxY + s) * k < Double(cells.y1)
        else { return false }
        return hasLeftExactly(cells, rect: rect)
    }

    /// ``hasLeft(_:rect:)`` on the range of the grown rectangle itself.
    func hasLeftExactly(_ cells: CellRange, rect: Rect) -> Bool {
        guard let range = range(of: rect.insetBy(dx: -slack, dy: -slack)), !range.isOversized else { return false }
        return range != cells && range.x0 >= cells.x0 && range.y0 >= cells.y0 && range.x1 <= cells.x1
            && range.y1 <= cells.y1
    }

    /// Lists a record bottom first, as ``relist(record:rect:listing:keys:)`` would list a new
    /// one, at the end of its cells' lists (see ``appendToLists(record:rect:in:)``).
    ///
    /// - Returns: where it is listed.
    mutating func appendToLists(record: Int32, rect: Rect) -> Listing {
        let grown = rect.insetBy(dx: -slack, dy: -slack)
        let range = self.range(of: grown)
        if let range { appendToLists(record: record, rect: rect, in: range) }
        return Listing(rect: grown, cells: range)
    }

    /// Moves a record between ranges: it leaves the cells it no longer overlaps, enters the new
    /// ones, and has its rectangle updated in the ones it stays in. The range is made for a
    /// rectangle that holds `rect` (a scene's touch bounds grown by a slack); the entries keep
    /// `rect`.
    mutating func move(record: Int32, rect: Rect, from old: CellRange?, to new: CellRange?, keys: [Int64]) {
        guard let old, let new, old.isOversized == new.isOversized else {
            if let old { remove(record: record, from: old, keys: keys) }
            if let new { insert(record: record, rect: rect, in: new, keys: keys) }
            return
        }
        if new.isOversized {
            if let i = oversizedIndex(of: record, keys) { oversized[i].rect = rect }
            return
        }
        for y in old.y0...old.y1 {
            for x in old.x0...old.x1 where !new.contains(x, y) { removeFromCell(record, CellKey(x: x, y: y), keys) }
        }
        for y in new.y0...new.y1 {
            for x in new.x0...new.x1 {
                let key = CellKey(x: x, y: y)
                if old.contains(x, y) {
                    refreshInCell(record, rect, key, keys)
                } else {
                    insertInCell(record, rect, key, keys)
                }
            }
        }
    }

    /// Gives a listed record's entries another record number, in every cell of a range (the scene
    /// moved the record). `keys` are those before the move: `keys[old]` is the record's key.
    mutating func relabel(from old: Int32, to new: Int32, in r: CellRange, keys: [Int64]) {
        if r.isOversized {
            if let i = oversizedIndex(of: old, keys) { oversized[i].record = new }
            return
        }
        for y in r.y0...r.y1 {
            for x in r.x0...r.x1 {
                table.update(CellKey(x: x, y: y), creating: false) { list in
                    if let i = Self.index(of: old, in: list, keys) { list[i].record = new }
                }
            }
        }
    }

    /// Gives a record listed in one cell its entry for a new rectangle.
    private mutating func refreshInCell(_ record: Int32, _ rect: Rect, _ key: CellKey, _ keys: [Int64]) {
        let e = entry(record, rect, in: key)
        table.update(key, creating: false) { list in
            if let i = Self.index(of: record, in: list, keys) { list[i] = e }
        }
    }

    /// Removes a record from one cell, dropping the cell when it empties.
    private mutating func removeFromCell(_ record: Int32, _ key: CellKey, _ keys: [Int64]) {
        table.update(key, creating: false) { list in
            if let i = Self.index(of: record, in: list, keys) { list.remove(at: i) }
        }
    }

    /// Adds a record to one cell, making the cell when it was empty.
    private mutating func insertInCell(_ record: Int32, _ rect: Rect, _ key: CellKey, _ keys: [Int64]) {
        let e = entry(record, rect, in: key), z = keys[Int(record)]
        table.update(key, creating: true) { list in
            // An added arrow goes on top of every list it enters: one key read at random, not
            // one per step of the search.
            let onTop = list.isEmpty || keys[Int(list[0].record)] < z
            list.insert(e, at: onTop ? 0 : Self.firstIndex(below: z, in: list.count) { keys[Int(list[$0].record)] })
        }
    }

    /// Where a record sits in a cell's list: by a scan of the list when it is short, else by
    /// binary search on the keys.
    ///
    /// The scan reads only the list, which the caller has just reached; the search reads the
    /// key of a record at random for each of its steps (five on a list of 25), and in a scene of
    /// a million arrows each such read is a cache and TLB miss. A move refreshes its arrow's
    /// entry in every cell it overlaps, a handful for an arrow about a cell long.
    @inline(__always)
    private static func index(of record: Int32, in list: [Entry], _ keys: [Int64]) -> Int? {
        if list.count <= scannedListLength { return list.firstIndex { $0.record == record } }
        let i = firstIndex(below: keys[Int(record)] + 1, in: list.count) { keys[Int(list[$0].record)] }
        return i < list.count && list[i].record == record ? i : nil
    }

    /// The longest list ``index(of:in:_:)`` scans: 64 entries, eight cache lines read in order.
    static let scannedListLength = 64

    /// Where a record sits in the oversized list.
    private func oversizedIndex(of record: Int32, _ keys: [Int64]) -> Int? {
        let i = Self.firstIndex(below: keys[Int(record)] + 1, in: oversized.count) { keys[Int(oversized[$0].record)] }
        return i < oversized.count && oversized[i].record == record ? i : nil
    }

    /// Calls `body` with the record of every entry whose rectangle holds `p`, topmost first, until
    /// it returns true.
    ///
    /// - Complexity: one hash lookup, then the entries of one cell merged with the oversized ones.
    func forEachCandidate(at p: Point, keys: [Int64], _ body: (Int32) -> Bool) {
        let key = CellKey(x: cell(p.x), y: cell(p.y))
        let x = local(p.x, key.x), y = local(p.y, key.y)
        table.withEntries(at: key) { list in
            if oversized.isEmpty {
                for e in list where e.contains(x, y) && body(e.record) { return }
                return
            }
            var i = 0, j = 0
            while i < list.count || j < oversized.count {
                if j == oversized.count
                    || (i < list.count && keys[Int(list[i].record)] > keys[Int(oversized[j].record)]) {
                    let e = list[i]; i += 1
                    if e.contains(x, y) && body(e.record) { return }
                } else {
                    let e = oversized[j]; j += 1
                    if e.rect.contains(p) && body(e.record) { return }
                }
            }
        }
    }

    /// The first index in `0..<count` whose key is below `z`, by binary search on keys that
    /// descend.
    @inline(__always)
    static func firstIndex(below z: Int64, in count: Int, _ key: (Int) -> Int64) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if key(mid) >= z { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
