/// How the ends of open subpaths are drawn, as CoreGraphics' `CGLineCap`.
///
/// Its ``name`` is SVG's `stroke-linecap` keyword.
public enum LineCap: String, NamedOption {
    /// The stroke stops square at the endpoint.
    case butt
    /// A half disk of the stroke's width caps the endpoint.
    case round
    /// The stroke goes on half its width past the endpoint, square.
    case square

    /// What the cap does, in one line.
    public var summary: String {
        switch self {
        case .butt: "the stroke stops square at the endpoint"
        case .round: "a half disk of the stroke's width caps the endpoint"
        case .square: "the stroke goes on half its width past the endpoint, square"
        }
    }
}
