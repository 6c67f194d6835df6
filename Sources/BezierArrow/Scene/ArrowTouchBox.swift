/// A box aligned with an arrow's tip-to-tip axis that holds everything a touch can hit on it,
/// with a coarse map of where in the box the tap target lies: the scene's second quick test,
/// after the axis-aligned touch bounds.
///
/// An arrow turned 45 degrees fills only a thin diagonal strip of its axis-aligned bounds, and
/// an arrow bent into an S only part of its own box: the box rejects the rest of the bounds,
/// and its map (``columns`` x ``rows`` cells) most of the rest of the box, before the arrow's
/// own, costlier, hit test, which reads the arrow's prepared shape (several cache lines at
/// random). The box holds every control point of the outline and spine (so every curve, by the
/// convex hull property), grown by the tap reach on every side; a cell of the map is marked
/// unless it provably holds no point of the tap target (see ``map(outline:spine:reach:)``).
///
/// The box is stored in `Float`s, 32 bytes, next to its map (``TouchMap``, 32 bytes) in the
/// scene's table of touch targets, which a query reads at random. The box is defined in the axes the stored origin and direction give (rounded, but
/// used alike to build the box and to test a touch, so they need not be the tips exactly); its
/// ranges are rounded outward, and a touch's cell is found by the same arithmetic at both
/// times.
struct ArrowTouchBox: Sendable {
    /// The origin of the box's axes (near the start tip).
    var origin: SIMD2<Float>
    /// The direction of the box's first axis (near the unit tip-to-tip direction; +x when the
    /// tips coincide).
    var axis: SIMD2<Float>
    /// The range along ``axis`` and across it (along its perpendicular).
    var minAlong: Float, maxAlong: Float, minAcross: Float, maxAcross: Float

    /// The map's cells along the axis, and across it.
    static let columns = TouchMap.columns, rows = TouchMap.rows

    /// The box that holds nothing.
    static let empty = ArrowTouchBox(origin: .zero, axis: SIMD2(1, 0), minAlong: .infinity, maxAlong: -.infinity,
                                     minAcross: .infinity, maxAcross: -.infinity)
    /// The box that holds every finite point (for arrows beyond `Float`'s range).
    static let everything = ArrowTouchBox(origin: .zero, axis: SIMD2(1, 0), minAlong: -.infinity, maxAlong: .infinity,
                                          minAcross: -.infinity, maxAcross: .infinity)

    /// A point in the box's axes: along and across, computed in `Double`.
    @inline(__always)
    func coordinates(_ p: Point) -> (along: Double, across: Double) {
        let vx = p.x - Double(origin.x), vy = p.y - Double(origin.y)
        let ax = Double(axis.x), ay = Double(axis.y)
        return (vx * ax + vy * ay, ax * vy - ay * vx)
    }

    /// The map cell of a point given in the box's axes: its column and row, clamped to the map.
    ///
    /// Monotone in each coordinate (a subtraction and a multiplication by a positive constant,
    /// each rounded monotonically, then truncated), so the cells of a range of coordinates are
    /// the range of the cells of its ends. Safe for any input: infinite and NaN values clamp.
    @inline(__always)
    func cell(_ along: Double, _ across: Double) -> (column: Int, row: Int) {
        let u = (along - Double(minAlong)) * (Double(Self.columns) / (Double(maxAlong) - Double(minAlong)))
        let v = (across - Double(minAcross)) * (Double(Self.rows) / (Double(maxAcross) - Double(minAcross)))
        // NaN goes to 0 (the comparison in max2 is false).
        @inline(__always) func clamped(_ x: Double, _ n: Int) -> Int {
            Int(min2(max2(0, x), Double(n - 1)))
        }
        return (clamped(u, Self.columns), clamped(v, Self.rows))
    }

    /// Whether the box holds a point given in its axes.
    @inline(__always)
    func holds(_ along: Double, _ across: Double) -> Bool {
        along >= Double(minAlong) && along <= Double(maxAlong) && across >= Double(minAcross) && across <= Double(maxAcross)
    }

    /// Whether the box holds a point.
    @inline(__always)
    func contains(_ p: Point) -> Bool {
        let (a, b) = coordinates(p)
        return holds(a, b)
    }

    /// Whether the box holds a point and the point's cell is marked in a map made by
    /// ``map(outline:spine:reach:)``.
    @inline(__always)
    func contains(_ p: Point, map: TouchMap) -> Bool {
        let (a, b) = coordinates(p)
        return holds(a, b) && map.isMarked(cell(a, b))
    }
}

extension ArrowTouchBox {
    /// The box of an arrow's tap target grown by `reach` (the tap reach with the touch inset),
    /// from its tips and paths, and the points of it off the paths (a labelled arrow's body
    /// handles, where the label's cut took the body away), if any.
    init(start: Point, end: Point, outline: BezierPath, spine: BezierPath, reach: Double, handles: [Point] = []) {
        let d = end - start
        let length = d.length
        let direction = length > 0 && length.isFinite ? d / length : Point(1, 0)
        self = .empty
        origin = SIMD2(Float(start.x), Float(start.y))
        axis = SIMD2(Float(direction.x), Float(direction.y))
        guard origin.x.isFinite && origin.y.isFinite else {
            self = .everything
            return
        }
        var lo = Point(.infinity, .infinity), hi = Point(-.infinity, -.infinity)
        forEachHullInAxes(outline, spine, handles) { c0, c1, c2, c3, _ in
            lo = least(lo, least(least(c0, c1), least(c2, c3)))
            hi = greatest(hi, greatest(greatest(c0, c1), greatest(c2, c3)))
        }
        guard lo.x <= hi.x else { return }
        // The reach, and a little more: the axes' scale is |axis|, within 1e-7 of 1, and a
        // touch's coordinates are rounded as the control points' are (a touch right on the
        // outline must not fall outside).
        let magnitude = max2(max2(max2(-lo.x, hi.x), max2(-lo.y, hi.y)), 1)
        let grow = reach * (1 + 1e-6) + 1e-9 * magnitude
        minAlong = Float.roundedDown(lo.x - grow); maxAlong = Float.roundedUp(hi.x + grow)
        minAcross = Float.roundedDown(lo.y - grow); maxAcross = Float.roundedUp(hi.y + grow)
    }

    /// A map of where in the box the tap target lies, for an arrow's paths and the reach the
    /// box was made for: a cell (see ``cell(_:_:)``) is marked when it may hold a point of the
    /// tap target.
    ///
    /// The map marks every cell that the box (in the box's axes) of a segment's control points,
    /// grown by the reach, overlaps, a curve cut in ``mapPieces`` pieces: every point within the
    /// reach of the outline or spine lies in a marked cell. The outline's implicit closes are
    /// marked too, so no unmarked cell holds a point of the fill's boundary: an unmarked cell
    /// lies wholly inside the fill or wholly outside it, and so does every group of unmarked
    /// cells joined by sides. The groups that reach the map's border are outside (the border
    /// cells reach beyond the fill's box); every other unmarked cell is marked as well, so a
    /// marked cell is all that a hit needs.
    ///
    /// The pieces are cut in the box's axes (cutting commutes with the affine change of axes;
    /// the rounding it adds is far below the growth's slack).
    ///
    /// - Complexity: O(elements); allocation-free.
    func map(outline: BezierPath, spine: BezierPath, reach: Double, handles: [Point] = []) -> TouchMap {
        guard minAlong.isFinite && maxAlong.isFinite && minAcross.isFinite && maxAcross.isFinite else {
            return .all
        }
        // As the box's growth, from the box's own (larger) magnitude.
        let magnitude = max2(max2(max2(-Double(minAlong), Double(maxAlong)), max2(-Double(minAcross), Double(maxAcross))), 1)
        let grow = reach * (1 + 1e-6) + 1e-9 * magnitude
        var marker = TouchMap.Marker()
        markHulls(outline, spine, handles) { lo, hi in
            marker.mark(from: cell(lo.x - grow, lo.y - grow), to: cell(hi.x + grow, hi.y + grow))
        }
        return marker.map.fillingEnclosed()
    }

    /// Calls `mark` with the least and greatest coordinates, in the box's axes, of each
    /// segment's control points (see ``forEachHullInAxes(_:_:_:_:)``), a curve's in
    /// ``mapPieces`` pieces.
    @inline(__always)
    private func markHulls(_ outline: BezierPath, _ spine: BezierPath, _ handles: [Point], _ mark: (Point, Point) -> Void) {
        forEachHullInAxes(outline, spine, handles) { c0, c1, c2, c3, isCurve in
            guard isCurve else { return mark(least(c0, c3), greatest(c0, c3)) }
            // The pieces from t = k/4 to (k+1)/4: de Casteljau's construction at each cut.
            var (p0, p1, p2, p3) = (c0, c1, c2, c3)
            for k in 0..<Self.mapPieces {
                if k < Self.mapPieces - 1 {
                    let t = 1 / Double(Self.mapPieces - k)
                    let a = p0 + (p1 - p0) * t, b = p1 + (p2 - p1) * t, c = p2 + (p3 - p2) * t
                    let ab = a + (b - a) * t, bc = b + (c - b) * t
                    let m = ab + (bc - ab) * t
                    mark(least(least(p0, a), least(ab, m)), greatest(greatest(p0, a), greatest(ab, m)))
                    (p0, p1, p2) = (m, bc, c)
                } else {
                    mark(least(least(p0, p1), least(p2, p3)), greatest(greatest(p0, p1), greatest(p2, p3)))
                }
            }
        }
    }

    /// The pieces a curve is cut into for the map: the box of a piece's control points follows
    /// the curve more closely the shorter the piece.
    static let mapPieces = 4

    /// Calls `body` with the control points, in the box's axes, of each segment of the outline
    /// and spine (the convex hull of which holds the segment; a line's are its ends, given
    /// twice), and whether it is a curve (a quadratic given as a cubic). The closing line of
    /// each of the outline's subpaths is included (a fill closes them), and a lone move counts
    /// as a point; so does each of `handles`.
    @inline(__always)
    private func forEachHullInAxes(_ outline: BezierPath, _ spine: BezierPath, _ handles: [Point],
                                   _ body: (Point, Point, Point, Point, _ isCurve: Bool) -> Void) {
        let ox = Double(origin.x), oy = Double(origin.y)
        let ax = Double(axis.x), ay = Double(axis.y)
        // As ``coordinates(_:)``, operation for operation.
        @inline(__always) func inAxes(_ p: Point) -> Point {
            let vx = p.x - ox, vy = p.y - oy
            return Point(vx * ax + vy * ay, ax * vy - ay * vx)
        }
        @inline(__always) func visit(_ path: BezierPath, closes: Bool) {
            var start = Point.zero, current = Point.zero, open = false
            for element in path.elements {
                switch element {
                case .move(let p):
                    if closes && open { body(current, start, current, start, false) }
                    start = inAxes(p); current = start; open = true
                    body(start, start, start, start, false)
                case .line(let p):
                    let e = inAxes(p)
                    body(current, e, current, e, false); current = e
                case .quad(let p, let c):
                    let e = inAxes(p), cc = inAxes(c)
                    // The quadratic's cubic control points, in the axes.
                    body(current, current + (cc - current) * (2.0 / 3), e + (cc - e) * (2.0 / 3), e, true); current = e
                case .cubic(let p, let c1, let c2):
                    let e = inAxes(p)
                    body(current, inAxes(c1), inAxes(c2), e, true); current = e
                case .close:
                    body(current, start, current, start, false); current = start
                }
            }
            if closes && open { body(current, start, current, start, false) }
        }
        visit(outline, closes: true)
        visit(spine, closes: false)
        for handle in handles where handle.isFinite {
            let h = inAxes(handle)
            body(h, h, h, h, false)
        }
    }
}

/// The least of two points' coordinates, each on its own.
@inline(__always)
private func least(_ a: Point, _ b: Point) -> Point { Point(min2(a.x, b.x), min2(a.y, b.y)) }

/// The greatest of two points' coordinates, each on its own.
@inline(__always)
private func greatest(_ a: Point, _ b: Point) -> Point { Point(max2(a.x, b.x), max2(a.y, b.y)) }
