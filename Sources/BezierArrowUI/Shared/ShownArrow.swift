// An arrow as the UIKit and AppKit canvases last drew it.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow

/// An arrow as a canvas last drew it, marks included: compared with the controller's to know
/// what to redraw and which arrows moved.
struct ShownArrow: Equatable {
    var arrow: Arrow
    var isSelected: Bool
    var focusedTip: ArrowTip?
    /// Whether the body's handles are drawn: on the primary selected arrow alone.
    var showsHandles = false
    /// The waypoint with the keyboard focus, if any.
    var focusedWaypoint: Int?

    /// How far its drawing reaches (`ArrowMarks.drawnBounds`), its handles included.
    func drawnBounds(marks: ArrowMarks) -> Rect {
        showsHandles ? marks.drawnBoundsWithHandles(of: arrow, focusedTip: focusedTip, focusedWaypoint: focusedWaypoint)
            : marks.drawnBounds(of: arrow, isSelected: isSelected, focusedTip: focusedTip)
    }

    /// The handles drawn (`ArrowMarks.handleMarks`): none unless ``showsHandles``.
    func handles(marks: ArrowMarks) -> [ArrowHandleMark] {
        showsHandles ? marks.handleMarks(of: arrow, focusedWaypoint: focusedWaypoint) : []
    }

    /// The same marks on another drawing of the arrow (an animation's frame).
    func drawing(_ frame: Arrow) -> ShownArrow {
        var drawn = self
        drawn.arrow = frame
        return drawn
    }
}
#endif
