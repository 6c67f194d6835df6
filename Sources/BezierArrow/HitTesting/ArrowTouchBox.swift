/// A box aligned with an arrow's tip-to-tip axis that holds everything a touch can hit on it:
/// the scene's second quick test, after the axis-aligned touch bounds.
///
/// An arrow turned 45 degrees fills only a thin diagonal strip of its axis-aligned bounds; this
/// box rejects the rest of them before the arrow's own, costlier, hit test. It holds every
/// control point of the outline and spine (so every curve, by the convex hull property), grown
/// by the tap reach on every side.
struct ArrowTouchBox: Sendable {
    /// The start tip: the origin of the box's axes.
    var origin: Point
    /// The unit tip-to-tip direction (+x when the tips coincide).
    var axis: Point
    /// The range along ``axis`` and across it (along `axis.perpendicular`).
    var minAlong: Double, maxAlong: Double, minAcross: Double, maxAcross: Double

    /// The box that holds nothing.
    static let empty = ArrowTouchBox(origin: .zero, axis: Point(1, 0), minAlong: .infinity, maxAlong: -.infinity,
                                     minAcross: .infinity, maxAcross: -.infinity)

    /// Whether the box holds a point.
    @inline(__always)
    func contains(_ p: Point) -> Bool {
        let v = p - origin
        let a = v.dot(axis), b = axis.cross(v)
        return a >= minAlong && a <= maxAlong && b >= minAcross && b <= maxAcross
    }
}

extension ArrowTouchBox {
    /// The box of an arrow's tap target grown by `reach` (the tap reach with the touch inset),
    /// from its tips and paths.
    init(start: Point, end: Point, outline: BezierPath, spine: BezierPath, reach: Double) {
        let d = end - start
        let length = d.length
        self = .empty
        origin = start
        axis = length > 0 && length.isFinite ? d / length : Point(1, 0)
        add(outline)
        add(spine)
        // The reach, and a little more: a touch's coordinates in the box's axes are rounded as
        // the control points' are (a touch right on the outline must not fall outside).
        let magnitude = max(-minAlong, maxAlong, -minAcross, maxAcross, 1)
        let grow = reach + 1e-9 * magnitude
        minAlong -= grow; maxAlong += grow
        minAcross -= grow; maxAcross += grow
    }

    private mutating func add(_ path: BezierPath) {
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quad(let p, let c): add(p); add(c)
            case .cubic(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
    }

    private mutating func add(_ p: Point) {
        let v = p - origin
        let a = v.dot(axis), b = axis.cross(v)
        minAlong = min(minAlong, a); maxAlong = max(maxAlong, a)
        minAcross = min(minAcross, b); maxAcross = max(maxAcross, b)
    }
}
