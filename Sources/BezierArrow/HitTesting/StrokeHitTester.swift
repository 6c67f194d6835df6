/// A path's stroke prepared for fast, exact containment queries with CoreGraphics semantics.
///
/// The stroke is the union of
/// - for every segment, the sweep of its normal segments of half-width length (a point `p` is in
///   it iff `(p - B(t)) . B'(t) = 0` and `|p - B(t)| <= width/2` for some `t` in `0...1`; for a
///   line, the rectangle; a cusp, where `B'` vanishes, contributes a disk);
/// - the joins at interior vertices and at the start of closed subpaths: the pie slice of the
///   disk between the two outer normals (round, the fan cairo and Skia draw), the triangle
///   between the vertex and the two outer offset points (bevel), or the miter quadrilateral
///   while `1 / sin(angle / 2) <= miterLimit`, else the bevel (CoreGraphics and PDF miter limit
///   semantics; `angle` is the angle between the two segments);
/// - the caps at the ends of open subpaths: none (butt), a half disk (round), a half square
///   (square);
/// - dots for subpaths of zero length: a disk (round caps) or a square facing +x (square caps).
///
/// Which joins and caps exist, and how zero-length segments and coincident control points are
/// treated, comes from ``BezierPath/forEachStrokePart(_:)``. With round caps and round joins the
/// stroke is exactly the set of points within half the width of the path (a point's nearest
/// path point is inside a segment, at a vertex with the point in its pie, or at an end with the
/// point in its half disk).
///
/// The answer is decided from the curves themselves, not from a flattened copy: each curve keeps
/// a certified bound on its distance from its chord, so cheap chord tests settle almost every
/// query; a point near the boundary halves the curve on demand, and the last few go to an exact
/// root isolation of the degree-5 normal condition in Bernstein form
/// (``NormalFootPolynomials``). See ``StrokeCurvePiece``.
///
/// Queries allocate nothing; ``update(path:)`` reuses the storage, so re-preparing a dragged
/// arrow allocates nothing once the storage has grown to fit it.
public struct StrokeHitTester: Sendable {
    /// The stroke geometry.
    public private(set) var style: BezierPath.StrokeStyle
    var halfWidth: Double
    var halfWidthSquared: Double
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var lines: [StrokeLinePiece] = []
    var curves: [StrokeCurvePiece] = []
    /// Round joins, round caps and round dots, all of radius ``halfWidth``.
    var sectors: [StrokeDiskSector] = []
    /// Miter and bevel joins, square caps and square dots.
    var regions: [StrokeConvexRegion] = []

    /// Prepares a path's stroke.
    ///
    /// - Parameters:
    ///   - path: The path; segments with a non-finite coordinate are ignored.
    ///   - style: Width, cap, join and miter limit. A width that is not a positive finite number
    ///     strokes nothing.
    /// - Complexity: O(n) in the number of path elements.
    public init(path: BezierPath, style: BezierPath.StrokeStyle) {
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
    public mutating func update(path: BezierPath, style: BezierPath.StrokeStyle) {
        self.style = style
        let h = style.width / 2
        halfWidth = h.isFinite && h > 0 ? h : 0
        halfWidthSquared = halfWidth * halfWidth
        lines.removeAll(keepingCapacity: true)
        curves.removeAll(keepingCapacity: true)
        sectors.removeAll(keepingCapacity: true)
        regions.removeAll(keepingCapacity: true)
        // Build in a local value that owns the storage meanwhile (swapped, so it stays uniquely
        // referenced and appends reuse it), rather than through a closure capturing self.
        var builder = StrokeShapeBuilder(halfWidth: halfWidth, style: style)
        swap(&builder.lines, &lines)
        swap(&builder.curves, &curves)
        swap(&builder.sectors, &sectors)
        swap(&builder.regions, &regions)
        if halfWidth > 0 {
            path.forEachStrokePart { builder.add($0) }
        }
        swap(&builder.lines, &lines)
        swap(&builder.curves, &curves)
        swap(&builder.sectors, &sectors)
        swap(&builder.regions, &regions)
        (minX, minY, maxX, maxY) = (builder.minX, builder.minY, builder.maxX, builder.maxY)
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
        // Cheapest first; curves last, as a curve can need refinement.
        for line in lines where line.contains(p, halfWidthSquared: r2) { return true }
        for sector in sectors where sector.contains(p, radiusSquared: r2) { return true }
        for region in regions where region.contains(p) { return true }
        for curve in curves where curve.sweepContains(p, halfWidthSquared: r2) { return true }
        return false
    }
}
