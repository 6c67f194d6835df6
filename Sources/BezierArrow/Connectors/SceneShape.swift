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
        get { prepared.outline }
        set { if let made = try? PreparedOutline(newValue, transform) { prepared = made } }
    }

    /// What takes the shape's own coordinates to the scene's: moves, resizes, rotations. A value
    /// that would give an invalid shape is ignored.
    public var transform: Transform2D {
        get { prepared.transform }
        set { if let made = try? PreparedOutline(outline, newValue) { prepared = made } }
    }

    /// The outline and transform with what they make, in one immutable object: a copy of a shape
    /// (a solver's input, a scene's item, an end's payload taken out of an enum) is one retain,
    /// not a copy of the outline's enum and the transform beside it.
    private var prepared: PreparedOutline

    /// Creates a shape.
    ///
    /// - Parameters:
    ///   - outline: The outline in the shape's own coordinates.
    ///   - transform: What takes it to scene coordinates; the identity by default.
    /// - Throws: ``ConnectorError/shapeNotValid(_:)`` when the outline is empty (a path without
    ///   points) or its placed bounds are not finite or reach beyond ±1e12.
    public init(_ outline: Outline, transform: Transform2D = .identity) throws(ConnectorError) {
        prepared = try PreparedOutline(outline, transform)
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

    /// What ``lineEntry(from:to:)`` takes of the shape alone, prepared with it.
    var lineFrame: LineFrame? { prepared.lineFrame }

    /// The shape's part of a straight approach taken into its own coordinates: the inverse,
    /// its norm (the sum of its linear part's magnitudes) and the local rect's largest magnitude
    /// of a coordinate, made once with the shape instead of at every solve.
    struct LineFrame: Sendable {
        var inverse: Transform2D
        var inverseNorm: Double
        var rectMagnitude: Double

        /// The frame of a transform with its inverse about a local rect, or `nil` (the closed
        /// form undecided) for a transform that cannot be inverted or is far from a rotation and
        /// scale: the placed outline's rounding, seen in local coordinates, grows with the
        /// condition.
        init?(_ transform: Transform2D, inverse: Transform2D?, localRect r: Rect) {
            guard let inverse else { return nil }
            let t = transform
            let normT = abs(t.a) + abs(t.b) + abs(t.c) + abs(t.d)
            let normI = abs(inverse.a) + abs(inverse.b) + abs(inverse.c) + abs(inverse.d)
            guard normT * normI <= 1e4 else { return nil }
            self.inverse = inverse
            inverseNorm = normI
            rectMagnitude = max(abs(r.minX), abs(r.minY), abs(r.maxX), abs(r.maxY))
        }
    }
}

/// What a ``SceneShape`` is: its outline and transform, and what they make, prepared once.
/// Immutable: a shape given another outline or transform gets a new one. Equal and hashed by
/// the outline and the transform alone, since the rest follows from them.
final class PreparedOutline: Hashable, Sendable {
    let outline: SceneShape.Outline
    let transform: Transform2D
    let localRect: Rect
    let path: BezierPath
    let bounds: Rect
    let containment: PreparedPath
    let segments: [CubicSegment]
    let inverse: Transform2D?
    let lineFrame: SceneShape.LineFrame?

    /// Prepares an outline placed by a transform.
    ///
    /// - Throws: ``ConnectorError/shapeNotValid(_:)`` with the placed bounds when they make an
    ///   invalid shape.
    init(_ outline: SceneShape.Outline, _ transform: Transform2D) throws(ConnectorError) {
        let local = outline.localPath
        let localRect = outline.localRect
        let placed = transform.isIdentity ? local : local.transformed(by: transform)
        let bounds = placed.boundingBox
        let limit = ArrowDeformation.coordinateLimit
        guard !local.isEmpty, !bounds.isNull, bounds.minX.isFinite, bounds.minY.isFinite,
              bounds.maxX.isFinite, bounds.maxY.isFinite, bounds.minX >= -limit, bounds.minY >= -limit,
              bounds.maxX <= limit, bounds.maxY <= limit, placed.isFinite,
              localRect.minX.isFinite, localRect.minY.isFinite, localRect.width.isFinite, localRect.height.isFinite
        else { throw .shapeNotValid(bounds) }
        self.outline = outline
        self.transform = transform
        self.localRect = localRect
        self.path = placed
        self.bounds = bounds
        containment = PreparedPath(placed, strokeStyle: BezierPath.StrokeStyle(width: 0))
        segments = CurveIntersections.closedSegments(of: placed)
        inverse = transform.inverted()
        lineFrame = SceneShape.LineFrame(transform, inverse: inverse, localRect: localRect)
    }

    static func == (a: PreparedOutline, b: PreparedOutline) -> Bool {
        a === b || (a.outline == b.outline && a.transform == b.transform)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(outline)
        hasher.combine(transform)
    }
}
