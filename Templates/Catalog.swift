import BezierArrow

/// The arrows shipped with BezierArrow, each generated at build time from a `.arrow` template in
/// this folder by ArrowGenPlugin: `DoubleArrow` (the PaintCode tutorial's arrow), `SingleArrow`
/// (one head, a plain tail), `ThinArrow` (a stroked spine with a head) and `SwingArrow` (heads
/// that turn with the arrow, handles that scale with it).
///
/// This file is also the target's one hand-written source: SwiftPM needs at least one.
public enum ArrowCatalog {
    /// Every shipped template, ordered by name.
    public static let all: [ArrowTemplate] = [
        DoubleArrow.template,
        SingleArrow.template,
        SwingArrow.template,
        ThinArrow.template,
    ]

    /// The shipped template with a name (`"DoubleArrow"`), or `nil`.
    public static func template(named name: String) -> ArrowTemplate? {
        all.first { $0.name == name }
    }
}
