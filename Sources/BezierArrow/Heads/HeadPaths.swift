/// A head's outline and spine as one template draws them.
///
/// - On a template without a stroke (a filled arrow), the head's spine is filled as stroked at
///   the head's own line width (`ArrowHead.filledOutline`), so that an outlined head still shows.
/// - Where the body would stop flat at a pointed back (a diamond's, an inverted triangle's, a
///   dot's) and leave a wedge of background at each of its corners, a bridge as wide as the
///   body runs from the body's end on into the head, to where the head's fill covers the body's
///   width (`ArrowHead.bodyStop(halfWidth:)`): a line of the spine on a stroked template, a
///   rectangle of the outline on a filled one (non-zero fill only: under even-odd the overlap
///   would cut a hole). It belongs to the head, inside which it is hidden.
struct HeadPaths: Sendable {
    /// The filled shape, in head coordinates.
    let outline: BezierPath
    /// The stroked shape, in head coordinates.
    let spine: BezierPath
    /// How many of the outline's and spine's elements are the head's own shape (the head's
    /// tap target, ``ArrowHead/TapTargets``); the bridge follows them.
    let ownOutlineCount: Int, ownSpineCount: Int

    /// The head as drawn on a template, `scale` times its own size (about its tip: its line
    /// width and attachment too, so the filled outline, a stroke scaled with its width, scales
    /// too).
    init(_ head: ArrowHead, scale s: Double, on template: borrowing ArrowTemplate) {
        var outline = head.outline, spine = head.spine
        if head.isFilled(on: template) {
            outline = head.filledOutline
            spine = BezierPath()
        }
        if s != 1 {
            let t = Transform2D(scaleX: s, y: s)
            outline = outline.transformed(by: t)
            spine = spine.transformed(by: t)
        }
        ownOutlineCount = outline.elements.count
        ownSpineCount = spine.elements.count
        let halfWidth = template.styledBodyWidth / 2
        if let stop = head.bodyStop(halfWidth: halfWidth, scale: s) {
            // The bridge starts half a half width behind the attachment, inside the body's end:
            // an arc body meets its head at a small angle (its end is square to the arc, the head
            // points along the chord from its tip), which would otherwise leave a sliver.
            let back = -head.attachment * s - halfWidth / 2, front = -stop
            if !template.spine.isEmpty {
                spine.move(to: Point(back, 0))
                spine.line(to: Point(front, 0))
            } else if template.fillRule == .nonZero {
                var bridge = BezierPath()
                bridge.move(to: Point(back, -halfWidth))
                bridge.line(to: Point(front, -halfWidth))
                bridge.line(to: Point(front, halfWidth))
                bridge.line(to: Point(back, halfWidth))
                bridge.close()
                outline.append(ArrowHead.positivelyWound(bridge))
            }
        }
        self.outline = outline
        self.spine = spine
    }
}
