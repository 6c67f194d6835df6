/// The occupied cells of a ``SpatialGrid``: an open-addressing hash table (linear probing, at
/// most half full, deletion by backward shift) from a cell's coordinates to its list of entries.
///
/// A lookup hashes the two coordinates with one multiplication each and reads one record, which
/// holds the cell's list itself: a scene query reaches its entries in two reads of memory, where
/// `Dictionary` would run SipHash and read three arrays first. A cell that empties gives its
/// list's storage to the next cell made, so cells that come and go as arrows move do not
/// allocate.
struct SpatialGridCells: Sendable {
    typealias Key = SpatialGrid.CellKey
    typealias Entry = SpatialGrid.Entry

    /// A table record: a cell's key and list, when occupied.
    struct Record: Sendable {
        var x = 0, y = 0
        var list: [Entry] = []
        var isOccupied = false
    }

    /// The records; their count is a power of two.
    private var records = [Record](repeating: Record(), count: 16)
    /// Emptied lists, kept for their storage.
    private var spareLists: [[Entry]] = []
    /// The occupied cells.
    private(set) var count = 0

    /// The record where a key's search starts: Fibonacci hashing of both coordinates.
    @inline(__always)
    private static func home(_ x: Int, _ y: Int, mask: Int) -> Int {
        let h = UInt64(bitPattern: Int64(x)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(y)) &* 0xC2B2_AE3D_27D4_EB4F
        return Int(truncatingIfNeeded: (h ^ (h >> 29))) & mask
    }

    /// The record holding a key, or `nil` when the cell is empty.
    @inline(__always)
    private static func find(_ key: Key, in records: [Record]) -> Int? {
        let mask = records.count - 1
        var i = home(key.x, key.y, mask: mask)
        while records[i].isOccupied {
            if records[i].x == key.x && records[i].y == key.y { return i }
            i = (i + 1) & mask
        }
        return nil
    }

    /// Whether a cell is occupied.
    func contains(_ key: Key) -> Bool {
        Self.find(key, in: records) != nil
    }

    /// Calls `body` with a cell's entries, borrowed from the table (none when the cell is empty).
    @inline(__always)
    func withEntries<R>(at key: Key, _ body: ([Entry]) -> R) -> R {
        guard let i = Self.find(key, in: records) else { return body([]) }
        return body(records[i].list)
    }

    /// Changes a cell's list in place: made (empty) first when the cell is empty and `creating`
    /// is true; the cell is dropped when its list is left empty.
    ///
    /// - Returns: what `body` returns, or `nil` when the cell was empty and not made.
    @discardableResult
    mutating func update<R>(_ key: Key, creating: Bool, _ body: (inout [Entry]) -> R) -> R? {
        var found = Self.find(key, in: records)
        if found == nil {
            guard creating else { return nil }
            if 2 * (count + 1) > records.count { grow() }
            found = place(Record(x: key.x, y: key.y, list: spareLists.popLast() ?? [], isOccupied: true))
            count += 1
        }
        let i = found!
        let result = body(&records[i].list)
        if records[i].list.isEmpty { removeSlot(i) }
        return result
    }

    /// Changes the list of every occupied cell of a block in place, row by row (`body` is given
    /// the cell's coordinates), none made or dropped: what ``update(_:creating:_:)`` does for
    /// each cell, without its checks for an empty cell or list. `body` must leave each list
    /// non-empty.
    @inline(__always)
    mutating func updateLists(x0: Int, x1: Int, y0: Int, y1: Int, _ body: (Int, Int, inout [Entry]) -> Void) {
        for y in y0...y1 {
            for x in x0...x1 {
                if let i = Self.find(Key(x: x, y: y), in: records) { body(x, y, &records[i].list) }
            }
        }
    }

    /// Changes every occupied cell's list in place; `body` must leave each list non-empty.
    mutating func forEachList(_ body: (inout [Entry]) -> Void) {
        for i in records.indices where records[i].isOccupied { body(&records[i].list) }
    }

    /// Empties a record, keeping its list's storage, and shifts its probe run back: later records
    /// move into the hole when their home does not lie cyclically after the hole.
    private mutating func removeSlot(_ i: Int) {
        var list: [Entry] = []
        swap(&list, &records[i].list)
        list.removeAll(keepingCapacity: true)
        spareLists.append(list)
        let mask = records.count - 1
        var hole = i, j = i
        while true {
            j = (j + 1) & mask
            if !records[j].isOccupied { break }
            let h = Self.home(records[j].x, records[j].y, mask: mask)
            let between = hole <= j ? (hole < h && h <= j) : (hole < h || h <= j)
            if !between {
                records.swapAt(hole, j)
                hole = j
            }
        }
        records[hole].isOccupied = false
        count -= 1
    }

    /// Every occupied cell with its list (for checks and tests).
    var all: [Key: [Entry]] {
        var out: [Key: [Entry]] = [:]
        for s in records where s.isOccupied { out[Key(x: s.x, y: s.y)] = s.list }
        return out
    }

    /// Puts a record at the first free place of its probe run; returns where.
    private mutating func place(_ record: Record) -> Int {
        let mask = records.count - 1
        var i = Self.home(record.x, record.y, mask: mask)
        while records[i].isOccupied { i = (i + 1) & mask }
        records[i] = record
        return i
    }

    /// Doubles the table.
    private mutating func grow() {
        let old = records
        records = [Record](repeating: Record(), count: old.count * 2)
        for s in old where s.isOccupied { _ = place(s) }
    }
}
