/// Why a head cannot be used.
public enum ArrowHeadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A point or the frame is NaN or infinite.
    case nonFiniteValue
    /// The spine's line width is negative, not finite, or outside the accepted range: 0 or from
    /// `AcceptedRange.minPositiveWidth` to `AcceptedRange.maxMagnitude`.
    case lineWidthOutOfRange(Double)
    /// The attachment point is not on the tip's horizontal line, or lies right of the tip.
    case attachmentOffAxis(tip: Point, attachment: Point)
    /// A point of the shape, the tip or the attachment lies outside the frame.
    case shapeOutsideFrame

    public var description: String {
        switch self {
        case .nonFiniteValue: "a point of the head is not a finite number"
        case .lineWidthOutOfRange(let w):
            "the head's lineWidth \(AcceptedRangeError.text(w)) must be 0 or from "
                + "\(AcceptedRangeError.text(AcceptedRange.minPositiveWidth)) to \(AcceptedRangeError.text(AcceptedRange.maxMagnitude))"
        case .attachmentOffAxis(let tip, let a):
            "the attachment point (\(a.x), \(a.y)) must lie on the tip's line y = \(tip.y), at or left of the tip: "
                + "a head is drawn pointing right, the body arriving from the left"
        case .shapeOutsideFrame: "the head's shape, tip or attachment point reaches outside its frame"
        }
    }
}
