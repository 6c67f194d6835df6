/// A box aligned with an arrow's tip-to-tip axis that holds everything a touch can hit on it:
/// the scene's second quick test, after the axis-aligned touch bounds.
///
/// An arrow turned 45 degrees fills only a thin diagonal strip of its axis-aligned bounds; this
/// box rejects the rest of them before the arrow's own, costlier, hit test. It holds every
/// control point of the outline and spine (so every curve, by the convex hull property), grown
/// by the tap reach on every side.
///
/// Stored in `Float`s, 32 bytes: a scene keeps one per arrow in a dense array that a query
/// reads at random, so the smaller it is the more of it stays in cache. The box is defined in
/// the axes the stored origin and direction give (rounded, but used alike to build the box and
/// to test a touch, so they need not be the tips exactly); its ranges are rounded outward.
struct ArrowTouchBox: Sendable {
    /// The origin of the box's axes (near the start tip).
    var origin: SIMD2<Float>
    /// The direction of the box's first axis (near the unit tip-to-tip direction; +x when the
    /// tips coincide).
    var axis: SIMD2<Float>
    /// The range along ``axis`` and across it (along its perpendicular).
    var minAlong: Float, maxAlong: Float, minAcross: Float, maxAcross: Float

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

    /// Whether the box holds a point.
    @inline(__always)
    func contains(_ p: Point) -> Bool {
        let (a, b) = coordinates(p)
        return a >= Double(minAlong) && a <= Double(maxAlong) && b >= Double(minAcross) && b <= Double(maxAcross)
    }
}

extension ArrowTouchBox {
    /// The box of an arrow's tap target grown by `reach` (the tap reach with the touch inset),
    /// from its tips and paths.
    init(start: Point, end: Point, outline: BezierPath, spine: BezierPath, reach: Double) {
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
        var lo = (Double.infinity, Double.infinity), hi = (-Double.infinity, -Double.infinity)
        func add(_ p: Point) {
            let (a, b) = coordinates(p)
            lo = (min(lo.0, a), min(lo.1, b))
            hi = (max(hi.0, a), max(hi.1, b))
        }
        func add(_ path: BezierPath) {
            for element in path.elements {
                switch element {
                case .move(let p), .line(let p): add(p)
                case .quad(let p, let c): add(p); add(c)
                case .cubic(let p, let c1, let c2): add(p); add(c1); add(c2)
                case .close: break
                }
            }
        }
        add(outline)
        add(spine)
        guard lo.0 <= hi.0 else { return }
        // The reach, and a little more: the axes' scale is |axis|, within 1e-7 of 1, and a
        // touch's coordinates are rounded as the control points' are (a touch right on the
        // outline must not fall outside).
        let magnitude = max(-lo.0, hi.0, -lo.1, hi.1, 1)
        let grow = reach * (1 + 1e-6) + 1e-9 * magnitude
        minAlong = Float.roundedDown(lo.0 - grow); maxAlong = Float.roundedUp(hi.0 + grow)
        minAcross = Float.roundedDown(lo.1 - grow); maxAcross = Float.roundedUp(hi.1 + grow)
    }
}
