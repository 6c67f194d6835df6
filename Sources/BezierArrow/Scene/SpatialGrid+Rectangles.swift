extension SpatialGrid {
    /// The number of cells a range covers (a `Double`: a range over the whole plane has more
    /// than `Int` counts).
    func cellCount(of range: CellRange) -> Double {
        (Double(range.x1) - Double(range.x0) + 1) * (Double(range.y1) - Double(range.y0) + 1)
    }

    /// How many entries the cells of a range and the oversized list hold together: the most
    /// ``forEachEntry(overlapping:in:_:)`` reports.
    ///
    /// - Complexity: one hash lookup a cell.
    func entryCount(in range: CellRange) -> Int {
        var total = oversized.count
        for y in range.y0...range.y1 {
            for x in range.x0...range.x1 { total += table.withEntries(at: CellKey(x: x, y: y)) { $0.count } }
        }
        return total
    }

    /// Calls `body` with every record whose entry may overlap a rectangle: each record listed
    /// in a cell of `range` (the cells the rectangle overlaps), whose part of that cell (rounded
    /// outward, as listed) meets the rectangle's (rounded outward too), and each oversized record
    /// whose rectangle meets it. A record may come more than once (once a cell); none whose
    /// listed rectangle meets the rectangle is left out.
    ///
    /// - Complexity: one hash lookup a cell and the entries there, allocation-free.
    func forEachEntry(overlapping r: Rect, in range: CellRange, _ body: (Int32) -> Void) {
        for y in range.y0...range.y1 {
            let minY = local(r.minY, y), maxY = local(r.maxY, y, up: true)
            for x in range.x0...range.x1 {
                let minX = local(r.minX, x), maxX = local(r.maxX, x, up: true)
                table.withEntries(at: CellKey(x: x, y: y)) { list in
                    for e in list where e.minX <= maxX && minX <= e.maxX && e.minY <= maxY && minY <= e.maxY {
                        body(e.record)
                    }
                }
            }
        }
        for e in oversized where e.rect.intersects(r) { body(e.record) }
    }
}
