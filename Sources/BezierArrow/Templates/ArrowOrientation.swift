/// Whether an arrow's heads turn with the tip-to-tip direction.
///
/// Its ``name`` is the template's `orientation` (`data-orientation` in an SVG template).
public enum ArrowOrientation: String, NamedOption {
    /// Heads only translate with their tips, as in PaintCode's dynamic arrow.
    case fixed
    /// Heads also turn by the angle between the rest and the current tip-to-tip direction.
    case follow

    /// How the heads move, in one line.
    public var summary: String {
        switch self {
        case .fixed: "heads keep their direction and only translate, as in PaintCode's arrow"
        case .follow: "heads also turn by the angle of the tip-to-tip direction"
        }
    }
}
