/// The occupied cells of a ``SpatialGrid``: an open-addressing hash table (linear probing, at
/// most half full, deletion by backward shift) from a cell's coordinates to its list of entries.
///
/// A lookup hashes the two coordinates with one multiplication each and reads one slot array,
/// where `Dictionary` would run SipHash and read three arrays: a scene query does one lookup, so
/// this is a good part of what a miss costs. Lists are kept in their own array and their indices
/// reused, so a cell that empties and fills again reuses its storage.
struct SpatialGridCells: Sendable {
    typealias Key = SpatialGrid.CellKey
    typealias Entry = SpatialGrid.Entry

    /// A table slot: a key and the index of its list, or `list == -1` when empty.
    struct Slot: Sendable {
        var x = 0, y = 0
        var list: Int32 = -1
    }

    /// The slots; their count is a power of two.
    private var slots = [Slot](repeating: Slot(), count: 16)
    /// The lists by index; a freed index holds an empty list and sits in ``freeLists``.
    private(set) var lists: [[Entry]] = []
    private var freeLists: [Int32] = []
    /// The occupied cells.
    private(set) var count = 0

    /// The slot where a key's search starts: Fibonacci hashing of both coordinates.
    @inline(__always)
    private func home(_ x: Int, _ y: Int) -> Int {
        let h = UInt64(bitPattern: Int64(x)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(y)) &* 0xC2B2_AE3D_27D4_EB4F
        return Int(truncatingIfNeeded: (h ^ (h >> 29))) & (slots.count - 1)
    }

    /// The index of a cell's list, or `nil` when the cell is empty.
    @inline(__always)
    func listIndex(of key: Key) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var i = home(key.x, key.y)
            while true {
                let s = slots[i]
                if s.list < 0 { return nil }
                if s.x == key.x && s.y == key.y { return Int(s.list) }
                i = (i + 1) & mask
            }
        }
    }

    /// The index of a cell's list, made (empty) when the cell was empty.
    mutating func listIndexInserting(_ key: Key) -> Int {
        if let index = listIndex(of: key) { return index }
        if 2 * (count + 1) > slots.count { grow() }
        let index: Int32
        if let free = freeLists.popLast() {
            index = free
        } else {
            index = Int32(lists.count)
            lists.append([])
        }
        place(Slot(x: key.x, y: key.y, list: index))
        count += 1
        return Int(index)
    }

    /// Calls `body` with a list to change in place.
    @inline(__always)
    mutating func withList<R>(_ index: Int, _ body: (inout [Entry]) -> R) -> R {
        body(&lists[index])
    }

    /// Removes an empty cell, keeping its list's storage for reuse.
    mutating func removeCell(_ key: Key) {
        let mask = slots.count - 1
        var i = home(key.x, key.y)
        while slots[i].list >= 0 && !(slots[i].x == key.x && slots[i].y == key.y) { i = (i + 1) & mask }
        guard slots[i].list >= 0 else { return }
        freeLists.append(slots[i].list)
        lists[Int(slots[i].list)].removeAll(keepingCapacity: true)
        // Backward-shift deletion: move later slots of the probe run into the hole when their
        // home does not lie cyclically after the hole.
        var hole = i, j = i
        while true {
            j = (j + 1) & mask
            if slots[j].list < 0 { break }
            let h = home(slots[j].x, slots[j].y)
            let between = hole <= j ? (hole < h && h <= j) : (hole < h || h <= j)
            if !between {
                slots[hole] = slots[j]
                hole = j
            }
        }
        slots[hole] = Slot()
        count -= 1
    }

    /// Every occupied cell with its list (for checks and tests).
    var all: [Key: [Entry]] {
        var out: [Key: [Entry]] = [:]
        for s in slots where s.list >= 0 { out[Key(x: s.x, y: s.y)] = lists[Int(s.list)] }
        return out
    }

    /// Puts a slot at the first free place of its probe run.
    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var i = home(slot.x, slot.y)
        while slots[i].list >= 0 { i = (i + 1) & mask }
        slots[i] = slot
    }

    /// Doubles the table.
    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        for s in old where s.list >= 0 { place(s) }
    }
}
