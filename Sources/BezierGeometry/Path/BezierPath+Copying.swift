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

extension BezierPath {
    /// Appends some elements of another path that open a subpath (the first a move) or draw on
    /// from this path's current point, none of them a close and none but the first a move (a
    /// side of a band drawn before): the path ``append(contentsOf:elements:)`` makes, in one copy
    /// without reading each element (the caller knows what they are; a debug build checks).
    ///
    /// - Parameters:
    ///   - other: The path whose elements are appended.
    ///   - range: Which of its elements, in order.
    /// - Returns: Whether the elements were appended as they are, to the bit (always, but for
    ///   elements that neither open a subpath nor have one to draw on in: appended one by one,
    ///   they may gain a move or become one).
    @discardableResult
    package mutating func append(continuing other: borrowing BezierPath, elements range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return true }
        let first = other.storage[range.lowerBound]
        var opens = false
        if case .move = first { opens = true }
        guard opens || !isAfterClose && subpathStart != nil else {
            append(contentsOf: other, elements: range)
            return false
        }
        assert(other.storage[range].dropFirst().allSatisfy {
            switch $0 {
            case .move, .close: false
            case .line, .quad, .cubic: true
            }
        })
        storage.append(contentsOf: other.storage[range])
        if opens {
            subpathStart = first.endPoint
            isAfterClose = false
        }
        current = other.storage[range.upperBound - 1].endPoint
        return true
    }
}
