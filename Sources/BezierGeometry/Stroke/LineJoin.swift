/// How consecutive segments meet, as CoreGraphics' `CGLineJoin`.
///
/// Its ``name`` is SVG's `stroke-linejoin` keyword.
public enum LineJoin: String, NamedOption {
    /// The outer edges are extended to meet, while the miter limit allows; else bevelled.
    case miter
    /// A disk of the stroke's width fills the corner.
    case round
    /// The outer corners are joined by a straight edge.
    case bevel

    /// What the join does, in one line.
    public var summary: String {
        switch self {
        case .miter: "the outer edges extend to meet while the miter limit allows, else bevel"
        case .round: "a disk of the stroke's width fills the corner"
        case .bevel: "a straight edge joins the outer corners"
        }
    }
}
