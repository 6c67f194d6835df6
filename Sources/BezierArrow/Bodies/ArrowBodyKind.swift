/// The shape of an arrow's body: the part between the two heads.
///
/// Each head is a rigid shape placed at its tip and pointing along the body's direction there;
/// the body kind decides the centre line that joins the heads (see `BodyRoute`, which computes
/// it). Its ``name`` is the spelling files and commands use.
///
/// A body with waypoints (``ArrowBodyState/waypoints``) passes through each: a straight body as
/// straight lines whose corners are rounded by ``ArrowStyle/cornerRadius`` on arcs through the
/// waypoints; a curved body, and an arc (no one circle passes through more than three points),
/// as the centripetal Catmull-Rom spline through them, which has no cusp and never crosses itself
/// between two points; an elbow as horizontal and vertical runs, passing each waypoint straight
/// along one axis where it lies between its neighbours on it (else turning there, sharp), each
/// leg's middle segment halfway or where a drag left it (``ArrowBodyHandle/Role/segmentMidpoint(_:)``).
/// Each head then points along the body where it attaches, whatever the template's orientation.
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
