// The selected arrow's body handles as ArrowCanvas draws them.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI

extension ArrowCanvas {
    /// Draws the body's handles of the primary selected arrow (`ArrowMarks.handleMarks`): a
    /// disk on each waypoint and on a bend, a ring on each leg's midpoint, in the selection's
    /// style, with the focus ring around a focused waypoint.
    static func drawHandles(_ handles: [ArrowHandleMark], appearance: ArrowAppearance, marks: ArrowMarks,
                            in context: inout GraphicsContext) {
        var disks = Path(), rings = Path()
        for mark in handles {
            let r = mark.radius
            let box = CGRect(x: mark.center.x - r, y: mark.center.y - r, width: 2 * r, height: 2 * r)
            if mark.isFilled { disks.addEllipse(in: box) } else { rings.addEllipse(in: box) }
            if mark.isFocused {
                context.stroke(Path(ellipseIn: CGRect(marks.focusRing(around: mark.center))), with: .style(appearance.focus),
                               lineWidth: marks.focusRingLineWidth)
            }
        }
        context.fill(disks, with: .style(appearance.selection))
        context.stroke(rings, with: .style(appearance.selection), lineWidth: marks.handleLineWidth)
    }
}
#endif
