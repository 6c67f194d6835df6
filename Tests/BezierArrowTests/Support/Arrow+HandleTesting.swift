@testable import BezierArrow

extension Arrow {
    /// Where the body's first handle is (an arc's or elbow's bend handle), or `nil` without one.
    var firstHandle: Point? { handles.first?.position }

    /// The bend that a drag of the body's first handle to a point gives, for the current tips.
    func bendMovingFirstHandle(to point: Point) -> Double {
        var moved = self
        moved.moveHandle(0, to: point)
        return moved.bend
    }
}
