/// The drawing order of a scene's records of one kind (its arrows, or its shapes): a key for each
/// record, higher nearer the top, and the records sorted by it, bottom first.
///
/// Records are numbered densely, as the storages keep them: a new record is the next number, and
/// removing one gives its number to the last record. Keys are never reused: a record brought to
/// the front takes a key above every other, one sent to the back a key below every other, so a
/// restack moves one record and leaves every other key as it was (the index's lists, sorted by
/// these keys, stay sorted).
struct DrawingOrder: Sendable {
    /// Each record's key: higher is nearer the top. The index orders its lists by them.
    private(set) var keys: [Int64] = []
    /// The records from the bottom to the top (ascending keys).
    private(set) var records: [Int32] = []
    /// The next key on top, and the next key at the bottom.
    private var nextTopKey: Int64 = 0, nextBottomKey: Int64 = -1

    /// No records.
    init() {}

    /// Records `0..<count`, bottom first (record `i` has key `i`).
    init(count: Int) {
        keys = Array(0..<Int64(count))
        records = Array(0..<Int32(count))
        nextTopKey = Int64(count)
    }

    /// The number of records.
    var count: Int { records.count }

    /// Puts the next record (numbered ``count``) on top.
    ///
    /// - Returns: the record.
    mutating func append() -> Int32 {
        let record = Int32(records.count)
        keys.append(nextTopKey)
        nextTopKey += 1
        records.append(record)
        return record
    }

    /// Takes a record out; the last record takes its number (unless it is the last).
    mutating func remove(_ record: Int32) {
        records.remove(at: position(of: record))
        let last = Int32(keys.count - 1)
        if record != last {
            records[position(of: last)] = record
            keys.swapAt(Int(record), Int(last))
        }
        keys.removeLast()
    }

    /// Gives a record a new key on top of every other, or below every other.
    mutating func restack(_ record: Int32, toTop: Bool) {
        records.remove(at: position(of: record))
        if toTop {
            keys[Int(record)] = nextTopKey
            nextTopKey += 1
            records.append(record)
        } else {
            keys[Int(record)] = nextBottomKey
            nextBottomKey -= 1
            records.insert(record, at: 0)
        }
    }

    /// The position of a record in ``records``, by binary search on the ascending keys.
    func position(of record: Int32) -> Int {
        let z = keys[Int(record)]
        var lo = 0, hi = records.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if keys[Int(records[mid])] < z { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
