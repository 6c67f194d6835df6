/// Rectangle queries: the arrows a marquee touches or encloses, and the arrows a viewport shows.
///
/// What an arrow draws is what its hit test looks at, at the stroke's own width: the outline's
/// fill, the stroke of the outline and spine (half the line width around them, round joins and
/// caps), and the label's box; dashes count as drawn, as hits ignore them. The answers are exact
/// on the curves (no flattening). Every answer is in drawing order, bottom first, as ``ids``.
///
/// The queries are inlinable, so that an app's scene is specialised for its id type (the ids
/// are read and copied as what they are, not through the generic witnesses).
///
/// A rectangle's edges belong to it. A null rectangle, or one with a coordinate that is not
/// finite (NaN or infinite), meets nothing: every query gives no arrow. A rectangle of zero
/// width or height is the segment or point it is.
extension ArrowScene {
    /// The arrows a marquee touches: those that take touches and whose drawing meets a
    /// rectangle.
    ///
    /// An arrow is skipped as the hit test's walk skips it (UIKit's rules): hidden, not
    /// interactive, or 0.01 opaque or less.
    ///
    /// - Parameter rect: the marquee, in scene coordinates.
    /// - Returns: the arrows' ids, bottom first.
    /// - Complexity: the index's cells the rectangle covers, then an exact test of each arrow
    ///   whose drawing bounds meet it.
    @inlinable
    public func arrows(intersecting rect: Rect) -> [ID] {
        var found: [ID] = []
        storage.forEachRecord(touching: rect, enclosed: false) { found.append(arrowRecords.id(of: $0)) }
        return found
    }

    /// The arrows a marquee encloses: those that take touches and whose whole drawing (its tight
    /// bounds grown by half the line width, and the label's box) lies inside a rectangle.
    ///
    /// An arrow is skipped as ``arrows(intersecting:)`` skips it.
    ///
    /// - Parameter rect: the marquee, in scene coordinates.
    /// - Returns: the arrows' ids, bottom first.
    @inlinable
    public func arrows(inside rect: Rect) -> [ID] {
        var found: [ID] = []
        storage.forEachRecord(touching: rect, enclosed: true) { found.append(arrowRecords.id(of: $0)) }
        return found
    }

    /// The arrows to draw in a viewport: every arrow whose drawing may meet it, in drawing
    /// order.
    ///
    /// Conservative, as culling should be: an arrow is returned when its drawing bounds meet
    /// the viewport (its tight bounds grown by the stroke, with the miter limit at mitred joins,
    /// and its label's box), so every arrow that draws in the viewport is returned, and a few
    /// whose bounds' corner only meets it may be too. Hidden arrows and arrows with an alpha of 0
    /// or less draw nothing and are skipped; arrows that take no touches are drawn and returned.
    ///
    /// - Parameter viewport: the visible rectangle, in scene coordinates.
    /// - Returns: the arrows' ids, bottom first: the order to draw them in.
    /// - Complexity: the index's cells the viewport covers (every arrow, in order, for a
    ///   viewport over more cells than a quarter of the arrows).
    @inlinable
    public func visibleArrows(in viewport: Rect) -> [ID] {
        var found: [ID] = []
        storage.forEachRecord(drawnIn: viewport) { found.append(arrowRecords.id(of: $0)) }
        return found
    }

    /// Calls `body` with every arrow to draw in a viewport, in drawing order, bottom first:
    /// those ``visibleArrows(in:)`` returns, without making an array.
    ///
    /// - Parameters:
    ///   - viewport: the visible rectangle, in scene coordinates.
    ///   - body: called with each arrow's id and item, the item borrowed where the scene holds
    ///     it (a copy would retain every reference the arrow holds).
    /// - Complexity: as ``visibleArrows(in:)``, without its array: the query's scratch (a bit an
    ///   arrow, 16 bytes a candidate; 16 bytes an arrow for a viewport read in drawing order) is
    ///   temporary, on the stack when small.
    @inlinable
    public func forEachVisibleArrow(in viewport: Rect, _ body: (ID, borrowing ArrowSceneItem) -> Void) {
        let capacity = storage.candidateCapacity(drawnIn: viewport)
        guard capacity > 0 else { return }
        // The records found first, then `body` called here, where it is known: called by the
        // storage, which cannot know what it does, each item would be copied for it (a retain
        // and a release of every reference the arrow holds, each a miss in a large scene).
        // Each item borrowed through the buffer (the array's subscript copies it too).
        withUnsafeTemporaryAllocation(of: ArrowSceneStorage.Candidate.self, capacity: capacity) { found in
            let n = storage.records(drawnIn: viewport, into: found)
            storage.items.withUnsafeBufferPointer { items in
                for k in 0..<n {
                    let record = found[k].record
                    body(arrowRecords.id(of: record), items[Int(record)])
                }
            }
        }
    }
}
