/// A uniform grid of square cells over the whole plane, hashed so that only occupied cells take
/// memory: the spatial index of ``ArrowScene``.
///
/// Every entry is listed, with its rectangle, in each cell its rectangle overlaps, sorted by
/// drawing order (topmost first), so a query reads one cell front to back, skips the entries
/// whose rectangle misses the point without looking anywhere else, and can stop at the first
/// entry that answers. A rectangle
/// that would cover more than ``maxCellsPerEntry`` cells (a huge arrow, or a far zoomed-out one)
/// goes to a separate list every query also reads, which keeps updates bounded. Moving an entry
/// touches only the cells it leaves and enters: the index is updated, never rebuilt.
struct SpatialGrid: Sendable {
    /// An entry: a slot of the scene, its drawing-order key (higher is nearer the top) and its
    /// rectangle, rounded outward to `Float` (32 bytes an entry: a query reads a cell's whole
    /// list, and at most half as many cache lines as with `Double`s).
    struct Entry: Sendable, Equatable {
        var z: Int64
        var minX: Float, minY: Float, maxX: Float, maxY: Float
        var slot: Int32

        init(z: Int64, slot: Int32, rect: Rect) {
            self.z = z
            self.slot = slot
            minX = Self.below(rect.minX); minY = Self.below(rect.minY)
            maxX = Self.above(rect.maxX); maxY = Self.above(rect.maxY)
        }

        /// The rectangle held (which holds the one given).
        var rect: Rect {
            Rect(x: Double(minX), y: Double(minY), width: Double(maxX) - Double(minX), height: Double(maxY) - Double(minY))
        }

        /// Whether the rectangle holds a point given rounded to `Float`. Never false for a point
        /// of the rectangle given: rounding is monotone and the bounds are `Float`s, so
        /// `minX <= x` survives it.
        @inline(__always)
        func contains(_ x: Float, _ y: Float) -> Bool {
            minX <= x && x <= maxX && minY <= y && y <= maxY
        }

        /// The greatest `Float` at most `v` (the nearest one may be above it).
        static func below(_ v: Double) -> Float {
            let f = Float(v)
            return Double(f) > v ? f.nextDown : f
        }

        /// The least `Float` at least `v`.
        static func above(_ v: Double) -> Float {
            let f = Float(v)
            return Double(f) < v ? f.nextUp : f
        }

        /// Whether two entries are the same slot at the same key (whatever their rectangles).
        func isSame(as other: Entry) -> Bool { z == other.z && slot == other.slot }
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

    /// The side of a cell.
    let cellSize: Double
    /// The reciprocal of ``cellSize``.
    let inverseCellSize: Double
    /// Rectangles covering more cells than this go to ``oversized``.
    let maxCellsPerEntry: Int
    /// The occupied cells, each list sorted by `z` descending.
    private(set) var table = SpatialGridCells()
    /// The occupied cells and their lists, as a dictionary (for checks and tests).
    var cells: [CellKey: [Entry]] { table.all }
    /// Entries too large for cells, sorted by `z` descending.
    private(set) var oversized: [Entry] = []

    /// Cell coordinates are clamped to this magnitude so that conversion to `Int` cannot trap.
    static let coordinateLimit = Double(1 << 52)

    /// Creates an empty grid.
    ///
    /// - Parameters:
    ///   - cellSize: the side of a cell; positive and finite (other values become 128).
    ///   - maxCellsPerEntry: the most cells one rectangle is listed in.
    init(cellSize: Double, maxCellsPerEntry: Int = 256) {
        let size = cellSize.isFinite && cellSize > 0 ? cellSize : 128
        self.cellSize = size
        inverseCellSize = 1 / size
        self.maxCellsPerEntry = max(1, maxCellsPerEntry)
    }

    /// The cell coordinate of a value.
    @inline(__always)
    func cell(_ v: Double) -> Int {
        let c = (v * inverseCellSize).rounded(.down)
        return Int(min(max(c, -Self.coordinateLimit), Self.coordinateLimit))
    }

    /// The cells a rectangle overlaps, or `nil` for a null or non-finite rectangle.
    func range(of r: Rect) -> CellRange? {
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        let x0 = cell(r.minX), y0 = cell(r.minY), x1 = cell(r.maxX), y1 = cell(r.maxY)
        let count = (Double(x1) - Double(x0) + 1) * (Double(y1) - Double(y0) + 1)
        return CellRange(x0: x0, y0: y0, x1: x1, y1: y1, isOversized: count > Double(maxCellsPerEntry))
    }

    /// Adds an entry to every cell of a range.
    mutating func insert(_ e: Entry, in r: CellRange) {
        if r.isOversized {
            Self.insertSorted(e, into: &oversized)
            return
        }
        for y in r.y0...r.y1 {
            for x in r.x0...r.x1 { insertInCell(e, CellKey(x: x, y: y)) }
        }
    }

    /// Removes an entry from every cell of a range.
    mutating func remove(_ e: Entry, from r: CellRange) {
        if r.isOversized {
            Self.removeSorted(e, from: &oversized)
            return
        }
        for y in r.y0...r.y1 {
            for x in r.x0...r.x1 { removeFromCell(e, CellKey(x: x, y: y)) }
        }
    }

    /// Moves an entry (with its new rectangle) between ranges: it leaves the cells it no longer
    /// overlaps, enters the new ones, and has its rectangle updated in the ones it stays in.
    mutating func move(_ e: Entry, from old: CellRange?, to new: CellRange?) {
        guard let old, let new, old.isOversized == new.isOversized else {
            if let old { remove(e, from: old) }
            if let new { insert(e, in: new) }
            return
        }
        if new.isOversized {
            Self.replace(e, in: &oversized)
            return
        }
        for y in old.y0...old.y1 {
            for x in old.x0...old.x1 where !new.contains(x, y) { removeFromCell(e, CellKey(x: x, y: y)) }
        }
        for y in new.y0...new.y1 {
            for x in new.x0...new.x1 {
                if old.contains(x, y) {
                    table.update(CellKey(x: x, y: y), creating: false) { Self.replace(e, in: &$0) }
                } else {
                    insertInCell(e, CellKey(x: x, y: y))
                }
            }
        }
    }

    /// Changes the slot of the entry with key `z` in every cell of a range (the scene moved it).
    mutating func relabel(z: Int64, from old: Int32, to new: Int32, in r: CellRange) {
        if r.isOversized {
            Self.relabel(z: z, from: old, to: new, in: &oversized)
            return
        }
        for y in r.y0...r.y1 {
            for x in r.x0...r.x1 {
                table.update(CellKey(x: x, y: y), creating: false) { Self.relabel(z: z, from: old, to: new, in: &$0) }
            }
        }
    }

    static func relabel(z: Int64, from old: Int32, to new: Int32, in list: inout [Entry]) {
        let i = firstIndex(below: z + 1, in: list)
        if i < list.count && list[i].z == z && list[i].slot == old { list[i].slot = new }
    }

    /// Replaces the entry with `e`'s key and slot by `e` (a new rectangle).
    static func replace(_ e: Entry, in list: inout [Entry]) {
        let i = firstIndex(below: e.z + 1, in: list)
        if i < list.count && list[i].isSame(as: e) { list[i] = e }
    }

    /// Removes an entry from one cell, dropping the cell when it empties.
    private mutating func removeFromCell(_ e: Entry, _ key: CellKey) {
        table.update(key, creating: false) { Self.removeSorted(e, from: &$0) }
    }

    /// Adds an entry to one cell, making the cell when it was empty.
    private mutating func insertInCell(_ e: Entry, _ key: CellKey) {
        table.update(key, creating: true) { Self.insertSorted(e, into: &$0) }
    }

    /// Calls `body` with the slot of every entry whose rectangle holds `p`, topmost first, until
    /// it returns true.
    ///
    /// - Complexity: one hash lookup, then the entries of one cell merged with the oversized ones.
    func forEachCandidate(at p: Point, _ body: (Int32) -> Bool) {
        let x = Float(p.x), y = Float(p.y)
        table.withEntries(at: CellKey(x: cell(p.x), y: cell(p.y))) { list in
            if oversized.isEmpty {
                for e in list where e.contains(x, y) && body(e.slot) { return }
                return
            }
            oversized.withUnsafeBufferPointer { big in
                var i = 0, j = 0
                while i < list.count || j < big.count {
                    let e: Entry
                    if j == big.count || (i < list.count && list[i].z > big[j].z) {
                        e = list[i]; i += 1
                    } else {
                        e = big[j]; j += 1
                    }
                    if e.contains(x, y) && body(e.slot) { return }
                }
            }
        }
    }

    /// Inserts keeping `z` descending.
    static func insertSorted(_ e: Entry, into list: inout [Entry]) {
        list.insert(e, at: firstIndex(below: e.z, in: list))
    }

    /// Removes the entry with `e.z` (keys are unique).
    static func removeSorted(_ e: Entry, from list: inout [Entry]) {
        let i = firstIndex(below: e.z + 1, in: list)
        if i < list.count && list[i].isSame(as: e) { list.remove(at: i) }
    }

    /// The first index whose `z` is below `z`, by binary search on the descending keys.
    static func firstIndex(below z: Int64, in list: [Entry]) -> Int {
        var lo = 0, hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid].z >= z { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
