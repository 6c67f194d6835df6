/// The rectangle queries on the storage: the records drawn in a rectangle (a viewport's culling),
/// and those whose drawing meets it or lies inside it (a marquee).
///
/// Candidates come from the index: the entries of the cells the rectangle covers whose listed
/// part meets it, grown by ``overhang`` (a record may be drawn that far beyond the touch bounds
/// the index lists), with the oversized entries and the ``overhanging`` records. Each record is
/// taken once (a bit a record marks those seen), tested by its ``drawingBounds``,
/// and kept with its drawing-order key in a temporary buffer, sorted by key at the end: bottom
/// first. (The scratch is `withUnsafeTemporaryAllocation`'s: on the stack up to a kilobyte, on
/// the heap beyond, freed at once; nothing the scene holds, which concurrent readers would
/// share.) A rectangle over more cells than a quarter of the records (a
/// viewport zoomed far out) is answered by the records in drawing order instead.
extension ArrowSceneStorage {
    /// A record found in the index, with its drawing-order key.
    @usableFromInline
    struct Candidate {
        var key: Int64
        @usableFromInline var record: Int32
    }

    /// How far beyond its touch bounds a record may be drawn and still be found by the index
    /// alone (the query rectangle grown by that much): a quarter cell. Farther (a thick mitred
    /// stroke with a narrowed tap target), it is one of the ``overhanging``.
    var overhangLimit: Double { grid.cellSize / 4 }

    /// Brings a record's drawing bounds up to date with its item, and where the queries find it:
    /// in the index by its touch bounds when it is drawn at most ``overhangLimit`` beyond them
    /// (``overhang`` raised to that), else among the ``overhanging``.
    mutating func noteDrawingBounds(_ record: Int32, touchBounds: Rect) {
        let i = Int(record)
        let drawn = items[i].sceneDrawingBounds()
        drawingBounds[i] = drawn
        var beyond = 0.0
        if !drawn.isNull {
            beyond = touchBounds.isNull ? .infinity
                : max(max(touchBounds.minX - drawn.minX, drawn.maxX - touchBounds.maxX),
                      max(touchBounds.minY - drawn.minY, drawn.maxY - touchBounds.maxY))
        }
        if beyond <= overhangLimit {
            if beyond > overhang { overhang = beyond }
            if !overhanging.isEmpty, let k = overhanging.firstIndex(of: record) { overhanging.swapAt(k, overhanging.count - 1); overhanging.removeLast() }
        } else if !overhanging.contains(record) {
            // NaN comes here too: the record is read at every query.
            overhanging.append(record)
        }
    }

    /// Takes a removed record out of ``overhanging``, and gives the last record's place there
    /// its new number (``remove(_:)`` moves it into the removed one's).
    mutating func dropOverhanging(_ record: Int32, movingLast last: Int32) {
        guard !overhanging.isEmpty else { return }
        if let k = overhanging.firstIndex(of: record) {
            overhanging.swapAt(k, overhanging.count - 1)
            overhanging.removeLast()
        }
        if record != last, let k = overhanging.firstIndex(of: last) { overhanging[k] = record }
    }

    /// Calls `body` with every record whose drawing bounds meet a closed rectangle, once each,
    /// bottom first: the items a view draws (hidden and transparent ones have none).
    ///
    /// - Parameters:
    ///   - rect: the rectangle; a null one or one with a coordinate that is not finite meets
    ///     nothing.
    ///   - body: called with each record.
    /// - Complexity: the cells the rectangle covers and their entries; the records found sorted.
    @usableFromInline
    func forEachRecord(drawnIn rect: Rect, _ body: (Int32) -> Void) {
        let capacity = candidateCapacity(drawnIn: rect)
        guard capacity > 0 else { return }
        withUnsafeTemporaryAllocation(of: Candidate.self, capacity: capacity) { buffer in
            for c in buffer[..<records(drawnIn: rect, into: buffer)] { body(c.record) }
        }
    }

    /// How many records ``records(drawnIn:into:)`` may write for a rectangle: the entries of the
    /// cells it covers and the ``overhanging`` (each record once at most), or every record when
    /// the rectangle is read in drawing order; 0 for a rectangle that meets nothing.
    ///
    /// A caller's buffer of this size, filled by the storage and read by the caller, lets an
    /// inlinable query call its caller's closure itself, where the closure is known: an item
    /// handed to a closure the storage calls is copied, since the storage cannot know that the
    /// closure leaves the scene alone (a retain and release of every reference the arrow holds,
    /// each a miss in a large scene).
    @usableFromInline
    func candidateCapacity(drawnIn rect: Rect) -> Int {
        guard PreparedPath.queryBox(rect) != nil else { return 0 }
        guard let range = indexedRange(drawnIn: rect) else { return items.count }
        return min(grid.entryCount(in: range) + overhanging.count, items.count)
    }

    /// The index's cells a rectangle's query reads, grown by ``overhang``; `nil` when the
    /// records are read in drawing order instead (a rectangle over more cells than a quarter
    /// of the records, or one the index lists apart).
    private func indexedRange(drawnIn rect: Rect) -> SpatialGrid.CellRange? {
        let near = overhang > 0 ? rect.insetBy(dx: -overhang, dy: -overhang) : rect
        guard let range = grid.range(of: near), !range.isOversized,
              grid.cellCount(of: range) <= Double(max(SpatialGrid.maxCellsPerArea, items.count / 4)) else { return nil }
        return range
    }

    /// Writes every record whose drawing bounds meet a closed rectangle into `buffer`, once
    /// each, bottom first.
    ///
    /// - Parameters:
    ///   - rect: the rectangle.
    ///   - buffer: room for ``candidateCapacity(drawnIn:)`` candidates.
    /// - Returns: how many were written: the records are `buffer[..<n]`, by ascending key.
    @usableFromInline
    func records(drawnIn rect: Rect, into buffer: UnsafeMutableBufferPointer<Candidate>) -> Int {
        guard PreparedPath.queryBox(rect) != nil else { return 0 }
        guard let range = indexedRange(drawnIn: rect) else {
            var n = 0
            for record in order.records where drawingBounds[Int(record)].intersects(rect) {
                // Each record once: within the capacity, every record.
                precondition(n < buffer.count, "more records than the buffer's capacity")
                buffer[n] = Candidate(key: 0, record: record)
                n += 1
            }
            return n
        }
        let near = overhang > 0 ? rect.insetBy(dx: -overhang, dy: -overhang) : rect
        return Self.records(drawnIn: rect, near: near, range, grid, order.keys, drawingBounds, overhanging, into: buffer)
    }

    /// The indexed query proper, on the tables it reads, borrowed (a closure capturing `self`
    /// would copy the storage: see ``hitTest(_:)``).
    private static func records(drawnIn rect: Rect, near: Rect, _ range: SpatialGrid.CellRange,
                                _ grid: borrowing SpatialGrid, _ keys: borrowing [Int64],
                                _ drawingBounds: borrowing [Rect], _ overhanging: borrowing [Int32],
                                into buffer: UnsafeMutableBufferPointer<Candidate>) -> Int {
        var n = 0
        // A bit a record, set at its first entry: a record listed in several cells is tested
        // once. Cleared at every query (12.5 KB for 100,000 arrows), it keeps the query free of
        // any state a concurrent reader of the scene would share.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: (keys.count + 63) / 64) { seen in
            seen.initialize(repeating: 0)
            @inline(__always) func visit(_ record: Int32) {
                let word = Int(record) >> 6, bit = UInt64(1) << UInt64(record & 63)
                guard seen[word] & bit == 0 else { return }
                seen[word] |= bit
                guard drawingBounds[Int(record)].intersects(rect) else { return }
                // Each record once, from the cells' entries: within the capacity.
                precondition(n < buffer.count, "more records than the buffer's capacity")
                buffer[n] = Candidate(key: keys[Int(record)], record: record)
                n += 1
            }
            grid.forEachEntry(overlapping: near, in: range) { visit($0) }
            for k in overhanging.indices { visit(overhanging[k]) }
        }
        sortByKey(UnsafeMutableBufferPointer(rebasing: buffer[..<n]))
        return n
    }

    /// Sorts candidates by ascending key, in place: a heapsort, which needs no buffer (the
    /// standard library's sort allocates one for more than a few dozen elements).
    static func sortByKey(_ a: UnsafeMutableBufferPointer<Candidate>) {
        let n = a.count
        @inline(__always) func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while true {
                var child = 2 * root + 1
                if child >= end { return }
                if child + 1 < end && a[child].key < a[child + 1].key { child += 1 }
                if a[root].key >= a[child].key { return }
                a.swapAt(root, child)
                root = child
            }
        }
        var start = n / 2
        while start > 0 {
            start -= 1
            siftDown(start, n)
        }
        var end = n
        while end > 1 {
            end -= 1
            a.swapAt(0, end)
            siftDown(0, end)
        }
    }

    /// Calls `body` with every record that takes touches (as the hit test's walk: visible,
    /// interactive, more than 0.01 opaque, an accepted inset) and whose drawing meets a closed
    /// rectangle, or with `enclosed`, lies wholly inside it; bottom first.
    ///
    /// - Parameters:
    ///   - rect: the rectangle; a null one or one with a coordinate that is not finite gives
    ///     nothing.
    ///   - enclosed: whether the drawing must lie inside the rectangle, not only meet it.
    ///   - body: called with each record.
    /// - Complexity: the culling query, then each candidate's exact test (see
    ///   ``Arrow/drawingIntersects(_:)``).
    @usableFromInline
    func forEachRecord(touching rect: Rect, enclosed: Bool, _ body: (Int32) -> Void) {
        // The items read in place through the buffer (the array's subscript copies each).
        items.withUnsafeBufferPointer { items in
            forEachRecord(drawnIn: rect) { record in
                let i = Int(record)
                guard items[i].receivesTouches, AcceptedRange.accepts(coordinate: items[i].touchInset) else { return }
                if enclosed ? items[i].arrow.drawingIsInside(rect) : items[i].arrow.drawingIntersects(rect) { body(record) }
            }
        }
    }
}

extension ArrowSceneItem {
    /// The item's drawing bounds in a scene: its arrow's (``Arrow/drawingBounds``), or
    /// ``Rect/null`` when it draws nothing: hidden (UIKit draws no hidden view), or not opaque at
    /// all (an alpha of 0 or less, or NaN).
    ///
    /// Mutating, though it changes nothing, so that the storage reaches the item in place (see
    /// `touchTarget()`).
    mutating func sceneDrawingBounds() -> Rect {
        isHidden || !(alpha > 0) ? .null : arrow.drawingBounds
    }
}
