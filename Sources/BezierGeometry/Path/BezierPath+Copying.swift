extension BezierPath {
    /// Appends some elements of another path, as appending each in turn does (``append(_:)``),
    /// in one copy where that keeps the path well formed as it is: elements that hold no close,
    /// and either start with a move or draw on from this path's current point.
    ///
    /// - Parameters:
    ///   - other: The path whose elements are appended.
    ///   - range: Which of its elements, in order.
    package mutating func append(contentsOf other: borrowing BezierPath, elements range: Range<Int>) {
        guard !range.isEmpty else { return }
        var lastMove: Point?
        var isWhole = !isAfterClose
        for e in other.storage[range] {
            switch e {
            case .move(let p): lastMove = p
            case .close: isWhole = false
            case .line, .quad, .cubic: if lastMove == nil && subpathStart == nil { isWhole = false }
            }
            if !isWhole { break }
        }
        guard isWhole else {
            for e in other.storage[range] { append(e) }
            return
        }
        storage.append(contentsOf: other.storage[range])
        if let lastMove { subpathStart = lastMove }
        current = other.storage[range.upperBound - 1].endPoint
    }
}
