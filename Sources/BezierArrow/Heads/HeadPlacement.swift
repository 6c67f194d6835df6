/// Where a head's target is placed: head coordinates turned and scaled by ``axis`` (where head
/// coordinates' +x goes), then moved to ``tip``; the transform ``ArrowHead/placement(tip:direction:)``
/// makes from a direction of length `scale`.
struct HeadPlacement: Sendable {
    /// Where the head's tip is.
    let tip: Point
    /// The head's direction times its scale.
    let axis: Point
    /// `axis / |axis|²`: the inverse's turn and scale.
    let inverse: Point
    /// The scale squared, and its inverse: a squared distance in head coordinates times
    /// ``scaleSquared`` is the arrow's.
    let scaleSquared: Double, inverseScaleSquared: Double
    /// The head's tight bounds as drawn, in the arrow's coordinates: a query whose point is
    /// farther from them than what it looks for leaves the head alone, untransformed.
    let bounds: HitBounds

    /// A placement, or `nil` when its scale is 0 or too small (or large) for its inverse to be
    /// finite and exact enough: a head shrunk to its tip (``ArrowStyle/shrinksHeads`` at
    /// coincident tips) is prepared with the body instead.
    init?(tip: Point, axis: Point, bounds: HitBounds) {
        let s2 = axis.lengthSquared
        guard tip.isFinite, s2.isNormal, (1 / s2).isNormal else { return nil }
        self.init(tip: tip, axis: axis, inverse: axis * (1 / s2), scaleSquared: s2, inverseScaleSquared: 1 / s2,
                  bounds: bounds)
    }

    private init(tip: Point, axis: Point, inverse: Point, scaleSquared: Double, inverseScaleSquared: Double,
                 bounds: HitBounds) {
        self.tip = tip
        self.axis = axis
        self.inverse = inverse
        self.scaleSquared = scaleSquared
        self.inverseScaleSquared = inverseScaleSquared
        self.bounds = bounds
    }

    /// The placement of no head: its bounds are empty, so a query never looks further.
    static let nowhere = HeadPlacement(tip: .zero, axis: .zero, inverse: .zero, scaleSquared: 0, inverseScaleSquared: 0,
                                       bounds: .empty)

    /// A point of the arrow in head coordinates.
    @inline(__always)
    func local(_ p: Point) -> Point {
        let v = p - tip
        return Point(v.x * inverse.x + v.y * inverse.y, v.y * inverse.x - v.x * inverse.y)
    }

    /// A point in head coordinates placed in the arrow's.
    @inline(__always)
    func placed(_ q: Point) -> Point {
        Point(axis.x * q.x - axis.y * q.y + tip.x, axis.y * q.x + axis.x * q.y + tip.y)
    }
}
