/// The ids of a scene's records of one kind (its arrows, or its shapes), both ways: the id of
/// each record, and the record of each id.
///
/// Records are numbered densely, as the storages keep them: a new id takes the next record, and
/// removing one gives its record to the last record's id, as the storage moves its last record
/// into the freed one.
@usableFromInline
struct SceneIDMap<ID: Hashable & Sendable>: Sendable {
    /// The id of each record.
    @usableFromInline private(set) var ids: [ID] = []
    /// The record of each id.
    @usableFromInline private(set) var records: [ID: Int32] = [:]

    /// No ids.
    init() {}

    /// Ids already numbered: record `i` is `ids[i]`.
    ///
    /// - Parameters:
    ///   - ids: each record's id, unique.
    ///   - records: each id's position in `ids`.
    init(ids: [ID], records: [ID: Int32]) {
        precondition(records.count == ids.count, "one unique id per record")
        self.ids = ids
        self.records = records
    }

    /// The number of ids.
    var count: Int { ids.count }

    /// The record of an id, or `nil` when the id has none.
    @inlinable
    subscript(id: ID) -> Int32? { records[id] }

    /// The id of a record.
    @inlinable
    func id(of record: Int32) -> ID { ids[Int(record)] }

    /// Gives an id (not in the map) the next record.
    mutating func append(_ id: ID) {
        records[id] = Int32(ids.count)
        ids.append(id)
    }

    /// Takes an id out; the last record's id takes its record (unless it is the last).
    ///
    /// - Returns: the id's record, or `nil` when the id has none (nothing changes).
    mutating func remove(_ id: ID) -> Int32? {
        guard let record = records.removeValue(forKey: id) else { return nil }
        let last = ids.count - 1
        if Int(record) != last {
            let moved = ids[last]
            ids[Int(record)] = moved
            records[moved] = record
        }
        ids.removeLast()
        return record
    }
}
