/// The pointers (touches, the mouse) a controller follows, each with its session: a handful at
/// most, so a short array searched in order, with room reserved up front, so that a pointer's
/// events look it up and update it in place without allocating.
struct PointerTable<Session> {
    /// A pointer and its session.
    struct Entry {
        var pointer: Int
        var session: Session
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

    mutating func append(_ pointer: Int, _ session: Session) {
        entries.append(Entry(pointer: pointer, session: session))
    }

    /// Removes a pointer's entry, returning its session.
    mutating func remove(at i: Int) -> Session {
        entries.swapAt(i, entries.count - 1)
        return entries.removeLast().session
    }
}

extension PointerTable: Sendable where Session: Sendable {}
extension PointerTable.Entry: Sendable where Session: Sendable {}
