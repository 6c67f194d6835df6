/// The motion of an arrow template for one pair of tips: the single source of truth for where
/// every template point goes. Generated code and the runtime model both call it, so they agree
/// to the last bit.
///
/// With rest tips `S0`, `E0` and current tips `S`, `E`, and `R` the head rotation (the identity
/// for ``ArrowOrientation/fixed``; for ``ArrowOrientation/follow`` the rotation taking
/// `E0 - S0` to the direction of `E - S`):
/// - a point attached with weight `w` maps to `R p + (1 - w)(S - R S0) + w (E - R E0)`. Weight 0
///   is rigid with the start head, 1 with the end head; body points take the weight of their
///   position along the rest tip-to-tip axis, so they blend the two heads' motions.
/// - a handle (a cubic control point) keeps its offset `v` from its anchor turned by `R`:
///   `anchor' + s R v`, where `s` is `handleScale` for a body handle under
///   ``HandlePolicy/scaled`` and 1 otherwise.
///
/// Every output is finite: non-finite tips are taken at rest, and tips are clamped to
/// `±1e12`, far beyond any screen, so sums of coordinates cannot overflow.
public struct ArrowDeformation: Hashable, Sendable {
    /// Cosine of the head rotation.
    @usableFromInline package let cosine: Double
    /// Sine of the head rotation.
    @usableFromInline package let sine: Double
    /// Where the start head's motion takes the origin: `S - R S0`.
    @usableFromInline package let startOffset: Point
    /// Where the end head's motion takes the origin: `E - R E0`.
    @usableFromInline package let endOffset: Point
    /// The factor applied to body handles under ``HandlePolicy/scaled``: the current body length
    /// over the rest body length, where the body length is the tip distance less both heads'
    /// lengths, measured along the tip-to-tip direction under ``ArrowOrientation/follow`` and
    /// along the rest direction under ``ArrowOrientation/fixed``. Keeping the handles in
    /// proportion to the body keeps the body monotone along its axis: it cannot twist. Zero when
    /// the heads overlap; 1 under ``HandlePolicy/rigid``.
    @usableFromInline package let handleScale: Double

    /// The largest tip coordinate magnitude used; larger ones are clamped.
    public static let coordinateLimit = 1e12

    /// Computes the motion for a pair of tips.
    ///
    /// - Parameters:
    ///   - restStart: the start tip in the template.
    ///   - restEnd: the end tip in the template; must differ from `restStart`.
    ///   - headLength: the sum of both heads' lengths along the rest axis (tip to inner frame edge).
    ///   - orientation: whether heads turn.
    ///   - handles: the handle policy.
    ///   - start: the current start tip.
    ///   - end: the current end tip.
    @inlinable
    public init(restStart: Point, restEnd: Point, headLength: Double,
                orientation: ArrowOrientation, handles: HandlePolicy,
                start: Point, end: Point) {
        let s = ArrowDeformation.sanitized(start, rest: restStart)
        let e = ArrowDeformation.sanitized(end, rest: restEnd)
        let axis0 = restEnd - restStart
        let len0 = axis0.length
        let axis = e - s
        let len = axis.length
        var c = 1.0, si = 0.0
        var bodyLength: Double
        if orientation == .follow {
            // Turning a zero-length axis has no defined angle: keep the rest direction.
            if len > 1e-9 * max(1, len0) && len0 > 0 {
                let u0 = axis0 / len0, u = axis / len
                c = u0.dot(u)
                si = u0.cross(u)
            }
            bodyLength = len - headLength
        } else {
            bodyLength = len0 > 0 ? axis.dot(axis0) / len0 - headLength : 0
        }
        cosine = c
        sine = si
        startOffset = s - Point(c * restStart.x - si * restStart.y, si * restStart.x + c * restStart.y)
        endOffset = e - Point(c * restEnd.x - si * restEnd.y, si * restEnd.x + c * restEnd.y)
        let rest = len0 - headLength
        if handles == .scaled && rest > 0 {
            bodyLength = max(bodyLength, 0)
            handleScale = bodyLength / rest
        } else {
            handleScale = 1
        }
    }

    @inlinable
    static func sanitized(_ p: Point, rest: Point) -> Point {
        let lim = coordinateLimit
        let x = p.x.isFinite ? min(max(p.x, -lim), lim) : rest.x
        let y = p.y.isFinite ? min(max(p.y, -lim), lim) : rest.y
        return Point(x, y)
    }

    /// The head rotation applied to a vector.
    @inlinable
    package func rotate(_ v: Point) -> Point {
        Point(cosine * v.x - sine * v.y, sine * v.x + cosine * v.y)
    }

    /// Where a point attached with weight `w` goes (0: start head, 1: end head, between: body).
    @inlinable
    public func map(_ p: Point, weight w: Double) -> Point {
        rotate(p) + startOffset * (1 - w) + endOffset * w
    }

    /// Where a point rigidly attached to the start head goes.
    @inlinable
    public func start(_ p: Point) -> Point { map(p, weight: 0) }

    /// Where a point rigidly attached to the end head goes.
    @inlinable
    public func end(_ p: Point) -> Point { map(p, weight: 1) }

    /// Where a handle goes: its already mapped anchor plus its rest offset, turned with the
    /// heads and, for a scaled body handle, multiplied by `handleScale`.
    @inlinable
    public func handle(_ anchor: Point, _ offset: Point, scaled: Bool) -> Point {
        anchor + rotate(scaled ? offset * handleScale : offset)
    }
}
