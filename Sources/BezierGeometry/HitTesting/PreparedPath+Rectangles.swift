/// Rectangle queries on a prepared path: does the region it paints meet a rectangle (a marquee
/// that selects what it touches), does it lie wholly inside one (a marquee that selects what it
/// encloses).
///
/// The painted region is the fill (by ``fillRule``) plus every point within a reach of a stroked
/// segment (half the stroke's width, with round joins and caps: the points a disk swept along
/// the path covers, as an arrow's tap target is at its tap reach). Both answers are decided on
/// the curves, never on a flattened copy:
/// - **meets**: a monotone piece crosses a rectangle exactly when the piece's y values over the
///   parameters where its x lies in the rectangle's x range (an interval, x being monotone) meet
///   the y range, and those values are y at the interval's ends (y being monotone too): at most
///   two roots of a monotone coordinate, each a single root found by Newton's method kept in its
///   bracket. A point within the reach of a rectangle lies in it grown by the reach across x or
///   across y, or within the reach of a corner (``isWithin(_:of:)``). When no segment comes
///   near, the rectangle lies wholly inside or outside the fill: one corner's winding number says.
/// - **inside**: the path's tight bounds (the monotone pieces' ends: curves are cut at their
///   extrema) grown by the reach lie in the rectangle.
extension PreparedPath {
    /// Whether the painted region meets a closed rectangle: some point of the fill, or within
    /// `reach` of a stroked segment, lies in it.
    ///
    /// A segment the fill only closes (not stroked) counts where it lies, without the reach: it
    /// is the fill's boundary, with the fill on one side of it.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, edges included. A null rectangle, or one with a coordinate that
    ///     is not finite, meets nothing; one of zero width or height is the segment or point it is.
    ///   - reach: How far the stroke reaches from the path (half its width, round joins and
    ///     caps); 0 (the default) for the path's own points. One that is not finite and
    ///     positive counts as 0.
    /// - Returns: Whether they meet.
    /// - Complexity: O(n) at worst; runs whose box misses the rectangle are skipped whole;
    ///   allocates nothing.
    package func intersects(_ rect: Rect, reach: Double = 0) -> Bool {
        guard let box = Self.queryBox(rect) else { return false }
        let r = Self.acceptedReach(reach)
        let near = HitBounds(minX: box.minX - r, minY: box.minY - r, maxX: box.maxX + r, maxY: box.maxY + r)
        guard Self.overlap(queryBounds, near) else { return false }
        if segmentsMeet(box, reach: r) || r > 0 && cornerWithin(box, reach: r) { return true }
        return fillContains(Point(box.minX, box.minY))
    }

    /// Whether the painted region lies wholly inside a closed rectangle: the path's tight bounds
    /// grown by `reach` do.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, edges included; a null one, or one with a coordinate that is not
    ///     finite, holds nothing.
    ///   - reach: As for ``intersects(_:reach:)``.
    /// - Returns: Whether the rectangle holds the painted region; `false` for a path that paints
    ///   nothing (no point), which no rectangle encloses.
    /// - Complexity: O(1).
    package func isInside(_ rect: Rect, reach: Double = 0) -> Bool {
        guard let box = Self.queryBox(rect) else { return false }
        return Self.holds(box, queryBounds, grownBy: Self.acceptedReach(reach))
    }

    /// Whether some segment comes within `reach` of a box (given in the coordinates `placement`
    /// takes the path to): a stroked segment has a point in the box grown by the reach across x
    /// or across y (the corners' disks are ``cornerWithin(_:reach:)``'s), a segment the fill only
    /// closes a point in the box itself.
    ///
    /// Under a placement that turns the path (a styled arrow's head, placed at its tip), each
    /// piece, monotone no more, is placed and cut again at its extrema.
    ///
    /// - Parameters:
    ///   - box: The box, finite, least coordinates first.
    ///   - reach: The reach, finite and not negative.
    ///   - placement: Where the path is drawn: a similarity (a turn, a uniform scale, a move);
    ///     the identity by default.
    /// - Complexity: O(n); runs whose placed box misses the grown box are skipped whole.
    package func segmentsMeet(_ box: HitBounds, reach r: Double, placedBy placement: Transform2D = .identity) -> Bool {
        let t = unit == 1 ? placement : Transform2D(scaleX: 1 / unit, y: 1 / unit).concatenating(placement)
        let wide = HitBounds(minX: box.minX - r, minY: box.minY, maxX: box.maxX + r, maxY: box.maxY)
        let tall = HitBounds(minX: box.minX, minY: box.minY - r, maxX: box.maxX, maxY: box.maxY + r)
        let near = HitBounds(minX: wide.minX, minY: tall.minY, maxX: wide.maxX, maxY: tall.maxY)
        let isPlaced = t != .identity, keepsAxes = t.b == 0 && t.c == 0
        @inline(__always) func meets(_ c: CubicSegment, _ isCurve: Bool, _ isStroked: Bool) -> Bool {
            isStroked ? Self.monotoneMeets(c, isCurve, wide) || r > 0 && Self.monotoneMeets(c, isCurve, tall)
                : Self.monotoneMeets(c, isCurve, box)
        }
        var start = 0
        for k in 0..<segments.runCount {
            let run = segments.run(k)
            defer { start = Int(run.end) }
            var runBox = HitBounds(minX: run.minX, minY: run.minY, maxX: run.maxX, maxY: run.maxY)
            if isPlaced { runBox = Self.placed(runBox, by: t) }
            guard Self.overlap(runBox, near) else { continue }
            for i in start..<Int(run.end) {
                let s = segments[i]
                let controls = s.isCurve ? segments.controls(i) : HitControls(p1: s.p0, p2: s.p3)
                guard isPlaced else {
                    if meets(CubicSegment(s.p0, controls.p1, controls.p2, s.p3), s.isCurve, s.isStroked) { return true }
                    continue
                }
                let c = CubicSegment(t.apply(s.p0), t.apply(controls.p1), t.apply(controls.p2), t.apply(s.p3))
                if !s.isCurve || keepsAxes {
                    // A line stays a line, and a scale and a move keep a piece monotone.
                    if meets(c, s.isCurve, s.isStroked) { return true }
                    continue
                }
                var found = false
                c.forEachMonotonePiece { piece in
                    if !found && meets(piece, true, s.isStroked) { found = true }
                }
                if found { return true }
            }
        }
        return false
    }

    /// Whether a stroked segment comes within `reach` of one of a box's corners (given in the
    /// path's own coordinates).
    package func cornerWithin(_ box: HitBounds, reach r: Double) -> Bool {
        let r2 = (r * unit) * (r * unit)
        @inline(__always) func within(_ x: Double, _ y: Double) -> Bool {
            isWithin(r2, of: unit == 1 ? Point(x, y) : Point(x, y) * unit)
        }
        return within(box.minX, box.minY) || within(box.maxX, box.minY) || within(box.minX, box.maxY)
            || within(box.maxX, box.maxY)
    }

    /// The path's tight bounds in its own coordinates (``bounds`` is in the prepared ones).
    package var queryBounds: HitBounds {
        guard unit != 1, bounds.minX <= bounds.maxX else { return bounds }
        let k = 1 / unit
        return HitBounds(minX: bounds.minX * k, minY: bounds.minY * k, maxX: bounds.maxX * k, maxY: bounds.maxY * k)
    }

    /// A rectangle as a box, or `nil` for a null one or one with a coordinate that is not finite.
    package static func queryBox(_ rect: Rect) -> HitBounds? {
        guard !rect.isNull else { return nil }
        let box = HitBounds(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return nil }
        return box
    }

    /// A reach as the queries take it: 0 unless finite and positive.
    package static func acceptedReach(_ reach: Double) -> Double {
        reach.isFinite && reach > 0 ? reach : 0
    }

    /// Whether two closed boxes share a point (`false` when either is empty).
    @inline(__always)
    package static func overlap(_ a: HitBounds, _ b: HitBounds) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }

    /// Whether a box holds another grown by `r` on every side (`false` when the other is empty).
    package static func holds(_ box: HitBounds, _ other: HitBounds, grownBy r: Double) -> Bool {
        other.minX <= other.maxX && box.minX <= other.minX - r && box.minY <= other.minY - r
            && other.maxX + r <= box.maxX && other.maxY + r <= box.maxY
    }

    /// The box of a placed box's corners: it holds whatever the box held, placed.
    static func placed(_ b: HitBounds, by t: Transform2D) -> HitBounds {
        guard b.minX <= b.maxX else { return b }
        var placed = HitBounds.empty
        placed.grow(t.apply(Point(b.minX, b.minY)))
        placed.grow(t.apply(Point(b.maxX, b.minY)))
        placed.grow(t.apply(Point(b.minX, b.maxY)))
        placed.grow(t.apply(Point(b.maxX, b.maxY)))
        return placed
    }

    /// Whether a piece monotone in x and y (an edge when `isCurve` is false) meets a closed box.
    ///
    /// Over the parameters where the piece's x lies in the box's x range (one interval, x being
    /// monotone), its y goes monotonically from the value at one end of the interval to the
    /// value at the other: the piece meets the box when that span meets the y range. Each end of
    /// the interval is the piece's own end or where x reaches the box's side, a single root.
    static func monotoneMeets(_ c: CubicSegment, _ isCurve: Bool, _ b: HitBounds) -> Bool {
        let p0 = c.p0, p3 = c.p3
        guard min2(p0.x, p3.x) <= b.maxX, max2(p0.x, p3.x) >= b.minX,
              min2(p0.y, p3.y) <= b.maxY, max2(p0.y, p3.y) >= b.minY else { return false }
        if b.contains(p0) || b.contains(p3) { return true }
        let increasing = p3.x >= p0.x
        // The x where the piece enters the box's x range and leaves it.
        let enter = increasing ? b.minX : b.maxX, leave = increasing ? b.maxX : b.minX
        let entersInside = increasing ? p0.x >= b.minX : p0.x <= b.maxX
        let leavesInside = increasing ? p3.x <= b.maxX : p3.x >= b.minX
        let y0 = entersInside ? p0.y : y(atX: enter, c, isCurve)
        let y1 = leavesInside ? p3.y : y(atX: leave, c, isCurve)
        return min2(y0, y1) <= b.maxY && max2(y0, y1) >= b.minY
    }

    /// The y of a piece monotone in x where its x is `x`, strictly between its ends' x.
    private static func y(atX x: Double, _ c: CubicSegment, _ isCurve: Bool) -> Double {
        guard isCurve else {
            let t = (x - c.p0.x) / (c.p3.x - c.p0.x)
            return c.p0.y + t * (c.p3.y - c.p0.y)
        }
        // The crossing solver for x at a height, with the coordinates swapped.
        let swapped = CubicSegment(Point(c.p0.y, c.p0.x), Point(c.p1.y, c.p1.x), Point(c.p2.y, c.p2.x),
                                   Point(c.p3.y, c.p3.x))
        return FillCrossingPiece.x(atY: x, on: swapped)
    }
}
