/// The shape of an arrow's body: the part between the two heads.
///
/// Each head is a rigid shape placed at its tip and pointing along the body's direction there;
/// the body kind decides the centre line that joins the heads (see `BodyRoute`, which computes
/// it). Its ``name`` is the spelling files and commands use.
public enum ArrowBodyKind: String, NamedOption {
    /// A straight segment from tip to tip.
    case straight
    /// One cubic Bezier curve whose handles follow the heads' directions, so a body between tips
    /// moved sideways bends into an S, as in PaintCode.
    case curved
    /// A circular arc through both tips, bowed sideways by the bend handle.
    case arc
    /// An orthogonal route of horizontal and vertical segments with rounded corners, whose
    /// middle segment moves with the midpoint handle.
    ///
    /// The body needs room for its width: the middle segment stays half the body's width clear
    /// of each head's attachment, and tips less than the body's width apart across the main axis
    /// (or attachments less than that apart along it) get a straight body, since a band folds
    /// over itself at corners closer together than it is wide.
    case elbow

    /// What the body looks like, in one line.
    public var summary: String {
        switch self {
        case .straight: "a straight line from tip to tip"
        case .curved: "a cubic curve whose handles follow the heads, bending into an s when the tips move sideways"
        case .arc: "a circular arc through both tips, bowed by the bend handle"
        case .elbow: "horizontal and vertical segments with rounded corners, the middle one moved by the midpoint handle"
        }
    }
}
