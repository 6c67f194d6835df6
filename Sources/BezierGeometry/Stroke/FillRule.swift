/// Which points a closed shape's fill covers.
///
/// Its ``name`` is SVG's `fill-rule` keyword (`nonzero`, `evenodd`), the spelling `.arrow`
/// files and requests use too.
public enum FillRule: String, NamedOption {
    /// A point is inside when the path winds around it a non-zero number of times.
    case nonZero = "nonzero"
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = "evenodd"

    /// Which points the rule covers, in one line.
    public var summary: String {
        switch self {
        case .nonZero: "a point is inside when the path winds around it a non-zero number of times"
        case .evenOdd: "a point is inside when a ray from it crosses the path an odd number of times"
        }
    }
}
