// How the UIKit and AppKit views draw an arrow: one CoreGraphics routine for both.

#if canImport(UIKit) || canImport(AppKit)
import BezierArrow
import CoreGraphics

/// Draws an arrow as ``ArrowControl`` and ``ArrowNSView`` show it, into the CoreGraphics
/// context UIKit or AppKit gives `draw(_:)`: the outline filled with the template's fill rule,
/// the spine stroked at its line width with its caps and joins (its template's dash on the body,
/// heads solid), the selection outline dashed, a ring on the focused tip.
/// Widths and dashes are divided by the zoom scale, so they keep their size on screen.
enum ArrowDrawing {
    /// The colors and marks of one drawing.
    struct Style {
        var fill: CGColor
        var stroke: CGColor
        var selection: CGColor
        var isSelected: Bool
        var focusedTip: ArrowEndName?
        var zoomScale: CGFloat
    }

    static func draw(_ arrow: Arrow, _ style: Style, in context: CGContext) {
        context.saveGState()
        defer { context.restoreGState() }
        let zoom = style.zoomScale
        context.addPath(arrow.outline.cgPath)
        context.setFillColor(style.fill)
        context.fillPath(using: CGPathFillRule(arrow.template.fillRule))
        if !arrow.spine.isEmpty {
            // The template's dash, cut from the body only (CoreGraphics' own dash would break the
            // heads too), stroked solid with the template's caps and joins.
            var spine = CGMutablePath()
            arrow.drawDashedSpine(into: &spine)
            context.addPath(spine)
            context.setStrokeColor(style.stroke)
            let stroke = arrow.template.strokeStyle
            context.setLineWidth(CGFloat(stroke.width))
            context.setLineCap(CGLineCap(stroke.cap))
            context.setLineJoin(CGLineJoin(stroke.join))
            context.setMiterLimit(CGFloat(stroke.miterLimit))
            context.strokePath()
        }
        context.setStrokeColor(style.selection)
        context.setLineCap(.butt)
        context.setLineJoin(.miter)
        if style.isSelected {
            context.addPath(arrow.selectionOutline.cgPath)
            context.setLineWidth(1 / zoom)
            context.setLineDash(phase: 0, lengths: [4 / zoom, 3 / zoom])
            context.strokePath()
            context.setLineDash(phase: 0, lengths: [])
        }
        if let end = style.focusedTip {
            let tip = CGPoint(arrow.tip(end)), r = 8 / zoom
            context.setLineWidth(2 / zoom)
            context.strokeEllipse(in: CGRect(x: tip.x - r, y: tip.y - r, width: 2 * r, height: 2 * r))
        }
    }
}
#endif
