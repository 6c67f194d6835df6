// How ArrowView and ArrowCanvas paint an arrow: its appearance.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI

/// How ``ArrowView`` and ``ArrowCanvas`` paint arrows: the outline's fill, the spine's and
/// outline's stroke, the dashed line drawn around a selected arrow's stroke, and, in a canvas,
/// the marks of a tip being connected.
///
/// Named apart from BezierArrow's `ArrowStyle` (an arrow's heads and body, its geometry), so that
/// an app importing both modules can name either without qualifying it.
public struct ArrowAppearance {
    /// The fill of the outline.
    public var fill: AnyShapeStyle = AnyShapeStyle(Color.accentColor)
    /// The stroke of the spine (at the template's line width) and of the outline.
    public var stroke: AnyShapeStyle = AnyShapeStyle(Color.primary)
    /// The width of the outline's stroke in view points; 0 draws the outline filled only. The
    /// spine is always stroked at its template's line width. Both take the template's caps,
    /// joins and dash (on the body only).
    public var outlineWidth: CGFloat = 0
    /// The color of the dashed selection outline.
    public var selection: AnyShapeStyle = AnyShapeStyle(Color.accentColor)
    /// The selection outline's dash pattern in view points.
    public var selectionDash: [CGFloat] = [4, 3]
    /// The color of the ring marking the keyboard-focused tip.
    public var focus: AnyShapeStyle = AnyShapeStyle(Color.accentColor)
    /// The color of the outline around the shape or arrow a dragged tip would bind to, and of
    /// the mark on the point it would bind at.
    public var connectionTarget: AnyShapeStyle = AnyShapeStyle(Color.accentColor)
    /// The color of the guides showing what a dragged tip snapped to: the ray of an angle step,
    /// the mark on a shape's point or another arrow's tip.
    public var snapGuide: AnyShapeStyle = AnyShapeStyle(Color.secondary)

    /// Creates the default appearance: filled with the accent color, spines in the primary color.
    public init() {}

    /// The outline's stroke: ``outlineWidth`` on screen, the template's caps, joins and miter
    /// limit (its dash is cut from the path, ``ArrowShape/Layer/dashedOutline``).
    func outlineStroke(of template: ArrowTemplate, zoomScale: CGFloat) -> SwiftUI.StrokeStyle {
        var stroke = template.strokeStyle
        stroke.width = Double(outlineWidth / zoomScale)
        return SwiftUI.StrokeStyle(stroke)
    }
}
#endif
