import BezierArrow

/// The arrows shipped with BezierArrow, each generated at build time from a `.arrow` template in
/// this folder by ArrowGenPlugin: `DoubleArrow` (the classic dynamic double arrow), `SingleArrow`
/// (one head, a plain tail), `ThinArrow` (a stroked spine with a head) and `SwingArrow` (heads
/// that turn with the arrow, handles that scale with it).
///
/// The heads shipped with BezierArrow, the kinds tldraw and Excalidraw offer, are generated the
/// same way from the head templates in `Heads/`, each an `ArrowHead` member (`ArrowHead.triangle`):
/// ``heads`` lists them.
///
/// This file is also the target's one hand-written source: SwiftPM needs at least one. Like the
/// generated files, it qualifies runtime names and marks members `nonisolated`, so it can be
/// copied into an app module whatever that module declares or isolates by default.
public enum ArrowCatalog: Sendable {
    /// Every shipped template, ordered by name.
    nonisolated public static let all: [BezierArrow.ArrowTemplate] = [
        DoubleArrow.template,
        SingleArrow.template,
        SwingArrow.template,
        ThinArrow.template,
    ]

    /// The shipped template with a name (`"DoubleArrow"`), or `nil`.
    nonisolated public static func template(named name: String) -> BezierArrow.ArrowTemplate? {
        all.first { $0.name == name }
    }

    /// Every shipped head, ordered by name, `ArrowHead.none` (no head) among them: `arrow` (an
    /// open chevron), `bar` and `pipe` (a line across the tip, long and short), `circleOutline`,
    /// the entity-relationship ends `crowsFootMany`, `crowsFootOne` and `crowsFootOneOrMany`,
    /// `diamond`, `diamondOutline`, `dot`, `inverted` (a triangle pointing back at the body),
    /// `none`, `square`, `triangle` and `triangleOutline`.
    ///
    /// Each is sized for a body stroked at 2 to 3 points; its attachment is where the body stops.
    nonisolated public static let heads: [BezierArrow.ArrowHead] = [
        .arrow,
        .bar,
        .circleOutline,
        .crowsFootMany,
        .crowsFootOne,
        .crowsFootOneOrMany,
        .diamond,
        .diamondOutline,
        .dot,
        .inverted,
        .none,
        .pipe,
        .square,
        .triangle,
        .triangleOutline,
    ]

    /// The shipped head with a name (`"triangle"`, `"none"`), or `nil`.
    nonisolated public static func head(named name: String) -> BezierArrow.ArrowHead? {
        heads.first { $0.name == name }
    }
}

extension BezierArrow.ArrowTemplateLookup {
    /// The shipped templates and heads by name, for saved scenes: `ArrowSceneDocument(jsonData:
    /// data, templates: .catalog)` reads documents that name catalog templates and heads, and a
    /// document written with it names them instead of embedding them.
    nonisolated public static let catalog = BezierArrow.ArrowTemplateLookup(ArrowCatalog.all, heads: ArrowCatalog.heads)
}
