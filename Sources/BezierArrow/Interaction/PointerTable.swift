/// The pointers (touches, the mouse) a controller follows, each with its drag: a handful at
/// most, so a short array searched in order, with room reserved up front, so that a pointer's
/// events look it up and update it in place without allocating.
struct PointerTable<Drag> {
    /// A pointer and its drag.
    struct Entry {
        var pointer: Int
        var drag: Drag
    }

    var entries: [Entry] = []

    init() {
        // Ten fingers: the most a screen reports at once.
        entries.reserveCapacity(10)
    }

    /// Where a pointer's entry is, or `nil` when it is not followed.
    @inline(__always)
    func index(of pointer: Int) -> Int? {
        var i = 0
        while i < entries.count {
            if entries[i].pointer == pointer { return i }
            i += 1
        }
        return nil
    }

    var isEmpty: Bool { entries.isEmpty }

    var count: Int { entries.count }

    mutating func append(_ pointer: Int, _ drag: Drag) {
        entries.append(Entry(pointer: pointer, drag: drag))
    }

    /// Removes a pointer's entry, returning its drag.
    mutating func remove(at i: Int) -> Drag {
        entries.swapAt(i, entries.count - 1)
        return entries.removeLast().drag
    }
}

extension PointerTable: Sendable where Drag: Sendable {}
extension PointerTable.Entry: Sendable where Drag: Sendable {}
