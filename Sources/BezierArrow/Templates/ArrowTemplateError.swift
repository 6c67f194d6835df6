/// Why a template cannot be used.
public enum ArrowTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Neither an outline nor a spine was given, or both are empty.
    case noShape
    /// A number in the template is NaN or infinite.
    case nonFiniteValue(String)
    /// A frame's width or height is below `AcceptedRange.minPositiveWidth`: no area, or too
    /// little to measure.
    case emptyFrame(ArrowTip)
    /// The two frames share interior area.
    case overlappingFrames
    /// A tip lies outside its own frame.
    case tipOutsideFrame(ArrowTip)
    /// A frame holds no point of the outline or spine, so nothing would move with it.
    case emptyHead(ArrowTip)
    /// Both tips are at the same place: there is no tip-to-tip axis.
    case coincidentTips
    /// A width is negative.
    case negativeWidth(String)
    /// The miter limit is below 1 or beyond `AcceptedRange.maxMagnitude`.
    case miterLimitOutOfRange(Double)

    public var description: String {
        switch self {
        case .noShape: "the template has neither an outline nor a spine to draw"
        case .nonFiniteValue(let what): "\(what) is not a finite number"
        case .emptyFrame(let end):
            "the \(end) frame is too small: width and height must be at least \(AcceptedRangeError.text(AcceptedRange.minPositiveWidth))"
        case .overlappingFrames: "the start and end frames overlap: a point would belong to both heads"
        case .tipOutsideFrame(let end): "the \(end) tip lies outside the \(end) frame"
        case .emptyHead(let end): "the \(end) frame holds no point of the outline or spine"
        case .coincidentTips: "the start and end tips coincide: the arrow has no direction"
        case .negativeWidth(let what): "\(what) must not be negative"
        case .miterLimitOutOfRange(let v):
            "miterLimit \(AcceptedRangeError.text(v)) is outside 1...\(AcceptedRangeError.text(AcceptedRange.maxMagnitude)): "
                + "a limit of 1 already bevels every corner"
        }
    }
}
