/// The part of an arrow a point belongs to: one of its heads, the body between them, the
/// handle that bends an arc or elbow body, or the label's box.
public enum ArrowPart: String, Hashable, Sendable, CaseIterable {
    /// The shape inside the start tip's head frame.
    case startHead
    /// The shape inside the end tip's head frame.
    case endHead
    /// Everything between the heads.
    case body
    /// The handle of a styled arrow's ``ArrowBodyKind/arc`` or ``ArrowBodyKind/elbow`` body
    /// (``Arrow/bendHandle``): dragging it changes ``Arrow/bend``.
    case bendHandle
    /// The box of the arrow's ``Arrow/label`` (``Arrow/labelFrame``).
    case label

    /// The tip whose head this is, or `nil` for the body, the bend handle and the label.
    @inlinable
    public var tipName: ArrowEndName? {
        switch self {
        case .startHead: .start
        case .endHead: .end
        case .body, .bendHandle, .label: nil
        }
    }

    /// The head of a named end.
    ///
    /// - Parameter end: which end.
    /// - Returns: ``startHead`` or ``endHead``.
    @inlinable
    public static func head(_ end: ArrowEndName) -> ArrowPart {
        end == .start ? .startHead : .endHead
    }
}
