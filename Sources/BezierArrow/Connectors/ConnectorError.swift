/// Why a number given to a connector (``SceneShape``, ``ArrowBinding``) was refused: NaN and
/// infinity never reach a path, so they stop at the door with the value named.
public enum ConnectorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A binding's anchor has a coordinate that is NaN or infinite.
    case anchorNotFinite(Point)
    /// An edge binding's gap is NaN, infinite or negative.
    case gapNotValid(Double)
    /// A shape's outline, placed by its transform, is empty, not finite, or reaches beyond
    /// ``ArrowDeformation/coordinateLimit``: its bounds in scene coordinates.
    case shapeNotValid(Rect)

    /// A one-line message naming the value and the range taken.
    public var description: String {
        let limit = AcceptedRangeError.text(ArrowDeformation.coordinateLimit)
        switch self {
        case .anchorNotFinite(let p):
            return "the anchor (\(AcceptedRangeError.text(p.x)), \(AcceptedRangeError.text(p.y))) must have finite coordinates"
        case .gapNotValid(let g):
            return "the gap \(AcceptedRangeError.text(g)) must be a finite number in 0...\(limit)"
        case .shapeNotValid(let r):
            return "the shape's bounds \(r) must be finite and within ±\(limit)"
        }
    }
}
