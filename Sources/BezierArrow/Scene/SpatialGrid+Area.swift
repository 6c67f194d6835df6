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
        guard let range = range(of: r), !range.isOversized, cellCount(of: range) <= Double(Self.maxCellsPerArea)
        else { return false }
        forEachEntry(overlapping: r, in: range, body)
        return true
    }
}
