/// What body handles do when the tips move.
///
/// Its ``name`` is the template's `handles` (`data-handles` in an SVG template).
public enum HandlePolicy: String, NamedOption {
    /// Handles keep their length and direction (relative to their head), as in PaintCode.
    case rigid
    /// Body handles grow and shrink with the body's length, so the body neither flattens nor
    /// twists (see `handleScale`).
    case scaled

    /// What body handles do, in one line.
    public var summary: String {
        switch self {
        case .rigid: "body handles keep their length and direction, as PaintCode draws them"
        case .scaled: "body handles grow and shrink with the body, so it never flattens or twists"
        }
    }
}
