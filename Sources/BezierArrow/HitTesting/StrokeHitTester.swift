/// A path's stroke prepared for fast, exact containment queries with CoreGraphics semantics.
///
/// The stroke is the union of
/// - for every segment, the sweep of its normal segments of half-width length (a point `p` is in
///   it iff `(p - B(t)) . B'(t) = 0` and `|p - B(t)| <= width/2` for some `t` in `0...1`; for a
///   line, the rectangle; a cusp, where `B'` vanishes, contributes a disk);
/// - the joins at interior vertices and at the start of closed subpaths: the pie slice of the
///   disk between the two outer normals (round; with the sweeps this is the whole disk unless a
///   segment is shorter than the half width), the triangle between the vertex and the two outer offset points (bevel), or the miter
///   quadrilateral while `1 / sin(angle / 2) <= miterLimit`, else the bevel (CoreGraphics and
///   PDF miter limit semantics; `angle` is the angle between the two segments);
/// - the caps at the ends of open subpaths: none (butt), a half disk (round), a half square
///   (square);
/// - dots for subpaths of zero length: a disk (round caps) or a square facing +x (square caps).
///
/// Which joins and caps exist, and how zero-length segments and coincident control points are
/// treated, comes from ``BezierPath/forEachStrokePart(_:)``.
///
/// The answer is decided from the curves themselves, not from a flattened copy: every curve is
/// cut into a few pieces whose distance from their chord is certified, cheap chord tests settle
/// almost every query, and the rest go to an exact root isolation of the degree-5 normal
/// condition in Bernstein form (``NormalFootPolynomials``).
///
/// Queries allocate nothing; ``update(path:)`` reuses the storage, so re-preparing a dragged
/// arrow allocates nothing once the storage has grown to fit it.
public struct StrokeHitTester: Sendable {
    /// The stroke geometry.
    public private(set) var style: StrokeStyle
    var halfWidth: Double
    var halfWidthSquared: Double
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var pieces: [StrokeSweepPiece] = []
    /// Round joins, round caps and round dots, all of radius ``halfWidth``.
    var sectors: [StrokeDiskSector] = []
    /// Miter and bevel joins, square caps and square dots.
    var regions: [StrokeConvexRegion] = []

    /// A curve piece is split while its chord deviation exceeds this fraction of the half width
    /// (and the segment has fewer than 2^``maxSplitDepth`` pieces): small deviations leave only a
    /// thin band of points for the exact search.
    static let deviationFraction = 0.125
    static let maxSplitDepth = 4

    /// Prepares a path's stroke.
    ///
    /// - Parameters:
    ///   - path: The path; segments with a non-finite coordinate are ignored.
    ///   - style: Width, cap, join and miter limit. A width that is not a positive finite number
    ///     strokes nothing.
    /// - Complexity: O(n) in the number of path elements.
    public init(path: BezierPath, style: StrokeStyle) {
        self.style = style
        halfWidth = 0
        halfWidthSquared = 0
        update(path: path, style: style)
    }

    /// Re-prepares for a new path with the same style, reusing the storage.
    ///
    /// - Parameter path: The new path.
    /// - Complexity: O(n); allocates nothing when the storage already fits the new path.
    public mutating func update(path: BezierPath) {
        update(path: path, style: style)
    }

    /// Re-prepares for a new path and style, reusing the storage.
    ///
    /// - Parameters:
    ///   - path: The new path.
    ///   - style: The new stroke geometry.
    public mutating func update(path: BezierPath, style: StrokeStyle) {
        self.style = style
        let h = style.width / 2
        halfWidth = h.isFinite && h > 0 ? h : 0
        halfWidthSquared = halfWidth * halfWidth
        pieces.removeAll(keepingCapacity: true)
        sectors.removeAll(keepingCapacity: true)
        regions.removeAll(keepingCapacity: true)
        minX = .infinity
        minY = .infinity
        maxX = -.infinity
        maxY = -.infinity
        guard halfWidth > 0 else { return }
        path.forEachStrokePart { part in
            switch part {
            case .segment(let segment, _):
                addSegment(segment)
            case .join(let vertex, let incoming, let outgoing):
                addJoin(at: vertex, incoming, outgoing)
            case .cap(let end, let direction):
                addCap(at: end, direction: direction)
            case .dot(let center):
                addDot(at: center)
            }
        }
    }

    /// The bounds of everything the stroke covers, or ``Rect/null`` when it covers nothing.
    public var boundingBox: Rect {
        minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// Whether `p` lies in the stroke (boundary included, up to rounding).
    ///
    /// - Parameter p: The query point; NaN or infinite coordinates give `false`.
    /// - Returns: Whether the stroke covers `p`.
    /// - Complexity: O(n) in the number of pieces, with an early exit on the first hit; most
    ///   pieces are rejected by a bounding-box test. Allocates nothing.
    public func contains(_ p: Point) -> Bool {
        // NaN fails every comparison, infinity the finite bounds.
        guard p.x >= minX, p.x <= maxX, p.y >= minY, p.y <= maxY else { return false }
        let r2 = halfWidthSquared
        for piece in pieces where piece.boxContains(p) {
            if piece.sweepContains(p, halfWidthSquared: r2) { return true }
        }
        for sector in sectors where sector.contains(p, radiusSquared: r2) { return true }
        for region in regions where region.contains(p) { return true }
        return false
    }

    // MARK: - Building

    mutating func grow(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        minX = min(minX, x0)
        minY = min(minY, y0)
        maxX = max(maxX, x1)
        maxY = max(maxY, y1)
    }

    mutating func addSegment(_ segment: PathSegment) {
        switch segment {
        case .line(let s): addPiece(StrokeSweepPiece(line: s.p0, s.p1, halfWidth: halfWidth))
        case .quad(let s): addCurve(s.cubic)
        case .cubic(let s): addCurve(s)
        }
    }

    mutating func addCurve(_ c: CubicSegment) {
        if c.isStraightAndMonotone {
            addPiece(StrokeSweepPiece(line: c.p0, c.p3, halfWidth: halfWidth))
        } else {
            addCurvePieces(c, depth: 0, isSegmentStart: true, isSegmentEnd: true)
        }
    }

    mutating func addCurvePieces(_ c: CubicSegment, depth: Int, isSegmentStart: Bool, isSegmentEnd: Bool) {
        let piece = StrokeSweepPiece(curve: c, halfWidth: halfWidth, isSegmentStart: isSegmentStart,
                                     isSegmentEnd: isSegmentEnd)
        if depth < Self.maxSplitDepth && piece.deviation(halfWidth: halfWidth) > halfWidth * Self.deviationFraction {
            let (left, right) = c.split(at: 0.5)
            addCurvePieces(left, depth: depth + 1, isSegmentStart: isSegmentStart, isSegmentEnd: false)
            addCurvePieces(right, depth: depth + 1, isSegmentStart: false, isSegmentEnd: isSegmentEnd)
        } else {
            addPiece(piece)
        }
    }

    mutating func addPiece(_ piece: StrokeSweepPiece) {
        pieces.append(piece)
        grow(piece.minX, piece.minY, piece.maxX, piece.maxY)
    }

    mutating func addSector(_ center: Point, _ a: Point, _ b: Point) {
        sectors.append(StrokeDiskSector(center: center, a: a, b: b))
        grow(center.x - halfWidth, center.y - halfWidth, center.x + halfWidth, center.y + halfWidth)
    }

    mutating func addRegion(_ v0: Point, _ v1: Point, _ v2: Point, _ v3: Point) {
        guard let region = StrokeConvexRegion(v0, v1, v2, v3) else { return }
        regions.append(region)
        grow(region.minX, region.minY, region.maxX, region.maxY)
    }

    mutating func addJoin(at v: Point, _ a: Point, _ b: Point) {
        let turn = a.cross(b), cosine = a.dot(b)
        if turn == 0 && cosine > 0 { return }  // straight on: the sweeps already meet
        switch style.join {
        case .round:
            addSector(v, a, b)
        case .bevel, .miter:
            if turn == 0 { return }  // a full reversal: the bevel is flat, a miter infinitely long
            // The outer side is opposite to the turn: turning towards a.perpendicular (turn > 0)
            // puts the corner on the -perpendicular side.
            let side = turn > 0 ? -halfWidth : halfWidth
            let oa = a.perpendicular * side, ob = b.perpendicular * side
            // Mitred while 1 / sin(theta / 2) <= limit, theta = pi - acos(a . b) the angle between
            // the segments: sin(theta / 2)^2 = (1 + a . b) / 2 (CoreGraphics, PDF 1.7 8.4.3.5).
            let limit = style.miterLimit
            if style.join == .miter && 1 + cosine > 0 && limit * limit * (1 + cosine) >= 2 {
                // The outer offset lines meet at distance h / cos(alpha / 2) along the bisector.
                let tip = v + (oa + ob) / (1 + cosine)
                addRegion(v, v + oa, tip, v + ob)
            } else {
                addRegion(v, v + oa, v + ob, v)
            }
        }
    }

    mutating func addCap(at end: Point, direction d: Point) {
        switch style.cap {
        case .butt:
            return
        case .round:
            addSector(end, d, -d)
        case .square:
            let n = d.perpendicular * halfWidth, ahead = d * halfWidth
            addRegion(end - n, end - n + ahead, end + n + ahead, end + n)
        }
    }

    mutating func addDot(at c: Point) {
        switch style.cap {
        case .butt:
            return
        case .round:
            addSector(c, .zero, .zero)
        case .square:
            // CoreGraphics and SVG draw a zero-length subpath's square cap facing +x.
            let h = halfWidth
            addRegion(Point(c.x - h, c.y - h), Point(c.x + h, c.y - h), Point(c.x + h, c.y + h), Point(c.x - h, c.y + h))
        }
    }
}
