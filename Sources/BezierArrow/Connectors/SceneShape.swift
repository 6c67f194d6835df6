/// A region of a scene that arrows bind to (``ArrowBinding``): a box, a rounded box, an ellipse
/// or any closed path, drawn in its own coordinates and placed by a transform.
///
/// The outline is given in the shape's own (local) coordinates, around its ``localRect``; the
/// ``transform`` takes it to scene coordinates, so a shape is moved, resized and rotated by its
/// transform alone, and an anchor, normalized across the local rect, stays on the same place of
/// the shape. Containment is exact on the outline's curves (the package's one hit-test engine,
/// non-zero fill rule, every subpath closed).
///
/// The outline in scene coordinates, its prepared containment and its segments are made once
/// when the shape is made and again each time ``outline`` or ``transform`` is set: a shape moved
/// is prepared once, and all the queries after are answered from that preparation. Equality
/// compares the outline and the transform.
///
/// Every shape is finite: the initialiser refuses an outline that is empty, not finite or beyond
/// ``ArrowDeformation/coordinateLimit`` once placed; setting ``outline`` or ``transform`` to such
/// a value keeps the previous one (as ``Arrow`` keeps a tip that is not finite).
public struct SceneShape: Hashable, Sendable {
    /// The kind of outline, with its size, in the shape's own coordinates.
    public enum Outline: Hashable, Sendable {
        /// The rectangle itself.
        case rectangle(Rect)
        /// The rectangle with its corners rounded by quarter circles of a radius (clamped to
        /// `0...` half the shorter side; NaN counts as 0).
        case roundedRectangle(Rect, cornerRadius: Double)
        /// The ellipse inscribed in the rectangle.
        case ellipse(Rect)
        /// Any path, each subpath closed as a fill closes it; its local rect is its own bounds.
        case path(BezierPath)
    }

    /// The outline in the shape's own coordinates; a value that would give an invalid shape is
    /// ignored.
    public var outline: Outline {
        didSet { if prepare() != nil { outline = oldValue } }
    }

    /// What takes the shape's own coordinates to the scene's: moves, resizes, rotations. A value
    /// that would give an invalid shape is ignored.
    public var transform: Transform2D {
        didSet { if prepare() != nil { transform = oldValue } }
    }

    /// What the outline and transform make, outside equality: one reference, so that a copy
    /// of a shape (a solver's input, a scene's item) retains one object instead of copying the
    /// prepared fill and segments.
    private var prepared: PreparedOutline

    /// Creates a shape.
    ///
    /// - Parameters:
    ///   - outline: The outline in the shape's own coordinates.
    ///   - transform: What takes it to scene coordinates; the identity by default.
    /// - Throws: ``ConnectorError/shapeNotValid(_:)`` when the outline is empty (a path without
    ///   points) or its placed bounds are not finite or reach beyond ±1e12.
    public init(_ outline: Outline, transform: Transform2D = .identity) throws(ConnectorError) {
        self.outline = outline
        self.transform = transform
        self.prepared = PreparedOutline()
        if let bounds = prepare() { throw .shapeNotValid(bounds) }
    }

    /// The rectangle anchors are normalized across, in the shape's own coordinates: the given
    /// rectangle, or a path's own bounds.
    public var localRect: Rect { prepared.localRect }

    /// The outline in scene coordinates, closed: what a view draws and a test checks against.
    public var path: BezierPath { prepared.path }

    /// The outline's tight bounds in scene coordinates.
    public var bounds: Rect { prepared.bounds }

    /// Whether a scene point lies inside the outline (non-zero rule; `false` for a point that is
    /// not finite). Exact on the curves.
    public func contains(_ point: Point) -> Bool {
        prepared.containment.fillContains(point)
    }

    /// The scene point of a normalized anchor: `(0, 0)` the local rect's minimum corner,
    /// `(1, 1)` its maximum, `(0.5, 0.5)` its centre, carried by the transform. Coordinates
    /// outside `0...1` extrapolate; the result is clamped to ±1e12 (a NaN coordinate counts as 0.5).
    public func point(atAnchor anchor: Point) -> Point {
        let r = localRect
        func unit(_ v: Double) -> Double { v.isFinite ? v : (v.isNaN ? 0.5 : (v > 0 ? 1 : 0)) }
        let local = Point(r.minX + r.width * unit(anchor.x), r.minY + r.height * unit(anchor.y))
        let p = transform.apply(local)
        let limit = ArrowDeformation.coordinateLimit
        func kept(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -limit), limit) }
        return Point(kept(p.x), kept(p.y))
    }

    /// The normalized anchor of a scene point, clamped to `0...1` on each axis: the anchor a
    /// binding made where the point lies keeps. An axis along which the shape has no extent (or
    /// a transform that cannot be inverted) gives 0.5; a point that is not finite, the centre.
    public func anchor(of point: Point) -> Point {
        guard point.isFinite, let inverse = prepared.inverse else { return Point(0.5, 0.5) }
        let local = inverse.apply(point), r = localRect
        func unit(_ v: Double, _ origin: Double, _ size: Double) -> Double {
            guard size > 0 else { return 0.5 }
            let u = (v - origin) / size
            return u.isFinite ? min(max(u, 0), 1) : 0.5
        }
        return Point(unit(local.x, r.minX, r.width), unit(local.y, r.minY, r.height))
    }

    /// The closed outline's segments as cubics, for ``CurveIntersections/firstEntry(of:into:segments:)``.
    var segments: [CubicSegment] { prepared.segments }

    /// The prepared fill of the outline.
    var containment: PreparedPath { prepared.containment }

    /// What takes scene coordinates to the shape's own, or `nil` when the transform cannot be
    /// inverted.
    var inverse: Transform2D? { prepared.inverse }

    /// The centre of the local rect, in scene coordinates.
    var center: Point { point(atAnchor: Point(0.5, 0.5)) }

    /// Prepares the outline for the current outline and transform: `nil`, or the placed bounds
    /// when they make an invalid shape (the preparation is then left as it was).
    private mutating func prepare() -> Rect? {
        let local = outline.localPath
        let localRect = outline.localRect
        let placed = transform.isIdentity ? local : local.transformed(by: transform)
        let bounds = placed.boundingBox
        let limit = ArrowDeformation.coordinateLimit
        guard !local.isEmpty, !bounds.isNull, bounds.minX.isFinite, bounds.minY.isFinite,
              bounds.maxX.isFinite, bounds.maxY.isFinite, bounds.minX >= -limit, bounds.minY >= -limit,
              bounds.maxX <= limit, bounds.maxY <= limit, placed.isFinite,
              localRect.minX.isFinite, localRect.minY.isFinite, localRect.width.isFinite, localRect.height.isFinite
        else { return bounds }
        prepared = PreparedOutline(localRect: localRect, path: placed, bounds: bounds,
                                   containment: PreparedPath(placed, strokeStyle: BezierPath.StrokeStyle(width: 0)),
                                   segments: CurveIntersections.closedSegments(of: placed),
                                   inverse: transform.inverted())
        return nil
    }
}

/// What a ``SceneShape``'s outline and transform make: kept beside them and left out of
/// equality and hashing, since it follows from them. Immutable: a shape prepared again gets a
/// new one.
final class PreparedOutline: Hashable, Sendable {
    let localRect: Rect
    let path: BezierPath
    let bounds: Rect
    let containment: PreparedPath
    let segments: [CubicSegment]
    let inverse: Transform2D?

    init(localRect: Rect = Rect(x: 0, y: 0, width: 0, height: 0), path: BezierPath = BezierPath(),
         bounds: Rect = .null, containment: PreparedPath = PreparedPath(), segments: [CubicSegment] = [],
         inverse: Transform2D? = nil) {
        self.localRect = localRect
        self.path = path
        self.bounds = bounds
        self.containment = containment
        self.segments = segments
        self.inverse = inverse
    }

    static func == (a: PreparedOutline, b: PreparedOutline) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
