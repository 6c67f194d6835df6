/// A style's head as one template draws it: at the size it is drawn on the template's body
/// (``ArrowHead/scale(forBodyWidth:)``), and its tap target.
struct StyledHead: Sendable {
    /// How much larger than its own size the head is drawn.
    let scale: Double
    /// How far back from the tip the body stops, at the drawn size.
    let attachment: Double
    /// The head's frame at the drawn size, in head coordinates.
    let frame: Rect
    /// The outline and spine as drawn, in head coordinates.
    let paths: HeadPaths
    /// The head's tap target as this template draws it, in head coordinates: the head's own (see
    /// ``ArrowHead/TapTargets``), at its own size; or, for a head with a bridge in its outline
    /// (a band body's, see ``HeadPaths``), its drawn shape with the bridge, prepared when the
    /// style is made.
    ///
    /// A bridge is rigid with its head, but depends on the template's width, so the head's own
    /// target cannot hold it. Prepared here, once a style, a band's bridge (a subpath of its
    /// own, four edges) is not prepared again at every tip move with the body. A stroked body's
    /// bridge (one line of the spine) stays with the body: it runs along the body's end, equally near a touch
    /// there, and the body, drawn before it in the spine, wins that tie, so that the bend
    /// handle (which wins over the body, never over a head) can be grabbed there as before; an
    /// outline's bridge is drawn before the body, and a head wins ties as it did.
    let target: PreparedPath
    /// The scale the target is placed with: ``scale`` for the head's own, 1 for the drawn shape.
    let targetScale: Double
    /// How many of the shape's outline and spine elements the target holds: the head's own
    /// (``HeadPaths/ownOutlineCount``, ``HeadPaths/ownSpineCount``), or all, an outline's
    /// bridge with them (a template with an outline bridge has no spine bridge); the arrow's
    /// own prepared path holds the rest.
    let targetOutlineCount: Int, targetSpineCount: Int

    /// A head as a template draws it.
    init(_ head: ArrowHead, on template: borrowing ArrowTemplate) {
        let s = head.scale(forBodyWidth: template.styledBodyWidth)
        scale = s
        attachment = head.attachment * s
        frame = head.frame.scaled(by: s)
        let paths = HeadPaths(head, scale: s, on: template)
        self.paths = paths
        if paths.ownOutlineCount < paths.outline.elements.count {
            var drawn = PreparedPath()
            drawn.update(outline: paths.outline, [], spine: paths.spine, [], fillRule: .nonZero)
            target = drawn
            targetScale = 1
            targetOutlineCount = paths.outline.elements.count
            targetSpineCount = paths.spine.elements.count
        } else {
            target = head.tapTargets.target(filled: head.isFilled(on: template))
            targetScale = s
            targetOutlineCount = paths.ownOutlineCount
            targetSpineCount = paths.ownSpineCount
        }
    }
}
