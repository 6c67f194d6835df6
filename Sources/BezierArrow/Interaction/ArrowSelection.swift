/// The arrows a scene controller has selected: an ordered set of ids, in the order they were
/// selected, the last one the primary (the one a single-arrow caller reads as "the selection").
///
/// Membership is a hash lookup, so a view asking of every arrow whether it is selected stays
/// O(arrows) after a select-all.
package struct ArrowSelection<ID: Hashable & Sendable>: Hashable, Sendable, RandomAccessCollection {
    /// The ids, in the order they were selected.
    package private(set) var ids: [ID] = []
    private var members: Set<ID> = []

    /// An empty selection.
    package init() {}

    /// A selection of these ids, in this order, each once.
    ///
    /// - Parameter ids: the ids; repeats after the first are dropped.
    package init<S: Sequence>(_ ids: S) where S.Element == ID {
        for id in ids { insert(id) }
    }

    package var startIndex: Int { ids.startIndex }
    package var endIndex: Int { ids.endIndex }
    package subscript(position: Int) -> ID { ids[position] }

    /// The last id selected, or `nil` when the selection is empty.
    package var primary: ID? { ids.last }

    /// Whether an id is selected.
    ///
    /// - Complexity: O(1).
    package func contains(_ id: ID) -> Bool { members.contains(id) }

    /// Adds an id at the end, unless it is selected already.
    ///
    /// - Returns: whether it was added.
    @discardableResult
    package mutating func insert(_ id: ID) -> Bool {
        guard members.insert(id).inserted else { return false }
        ids.append(id)
        return true
    }

    /// Removes an id.
    ///
    /// - Returns: whether it was selected.
    /// - Complexity: O(selected).
    @discardableResult
    package mutating func remove(_ id: ID) -> Bool {
        guard members.remove(id) != nil else { return false }
        ids.removeAll { $0 == id }
        return true
    }

    /// Adds an id that is not selected, removes one that is (a Shift- or Command-click).
    ///
    /// - Returns: whether the id is selected afterwards.
    @discardableResult
    package mutating func toggle(_ id: ID) -> Bool {
        if remove(id) { return false }
        insert(id)
        return true
    }

    /// Removes every id that `isGone` says has left (the scene's arrows removed).
    package mutating func removeAll(where isGone: (ID) -> Bool) {
        guard ids.contains(where: isGone) else { return }
        self = ArrowSelection(ids.filter { !isGone($0) })
    }

    package static func == (a: ArrowSelection, b: ArrowSelection) -> Bool { a.ids == b.ids }
    package func hash(into h: inout Hasher) { h.combine(ids) }
}
