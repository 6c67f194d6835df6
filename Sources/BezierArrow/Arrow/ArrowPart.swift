/// The part of an arrow a point belongs to: one of its heads, or the body between them.
public enum ArrowPart: String, Hashable, Sendable, CaseIterable {
    /// The shape inside the start tip's head frame.
    case startHead
    /// The shape inside the end tip's head frame.
    case endHead
    /// Everything between the heads.
    case body

    /// The tip whose head this is, or `nil` for the body.
    @inlinable
    public var tipName: ArrowEndName? {
        switch self {
        case .startHead: .start
        case .endHead: .end
        case .body: nil
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
