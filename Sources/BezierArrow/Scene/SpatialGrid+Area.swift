extension SpatialGrid {
    /// The most cells ``forEachRecord(overlapping:_:)`` reads: beyond, its caller scans
    /// its records instead, which is then cheaper than hashing every cell.
    static let maxCellsPerArea = 64

    /// Calls `body` with every record whose entry may overlap a rectangle: each record listed
    /// in a cell the rectangle overlaps, whose part of that cell (rounded outward, as listed)
    /// meets the rectangle's (rounded outward too), and each oversized record whose rectangle
    /// meets it. A record may come more than once (once a cell); none whose listed rectangle
    /// meets the rectangle is left out.
    ///
    /// - Parameters:
    ///   - r: the rectangle.
    ///   - body: called with each record.
    /// - Returns: `false`, calling nothing, when the rectangle is null, not finite, or overlaps
    ///   more than ``maxCellsPerArea`` cells: the caller then looks at every record.
    /// - Complexity: one hash lookup a cell, allocation-free.
    func forEachRecord(overlapping r: Rect, _ body: (Int32) -> Void) -> Bool {
        guard let range = range(of: r), !range.isOversized,
              (Double(range.x1) - Double(range.x0) + 1) * (Double(range.y1) - Double(range.y0) + 1)
                <= Double(Self.maxCellsPerArea) else { return false }
        for y in range.y0...range.y1 {
            for x in range.x0...range.x1 {
                let key = CellKey(x: x, y: y)
                let minX = local(r.minX, x), maxX = local(r.maxX, x, up: true)
                let minY = local(r.minY, y), maxY = local(r.maxY, y, up: true)
                table.withEntries(at: key) { list in
                    for e in list where e.minX <= maxX && minX <= e.maxX && e.minY <= maxY && minY <= e.maxY {
                        body(e.record)
                    }
                }
            }
        }
        for e in oversized where e.rect.intersects(r) { body(e.record) }
        return true
    }
}
