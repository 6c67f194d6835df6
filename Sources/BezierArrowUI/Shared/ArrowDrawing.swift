// How the UIKit and AppKit views draw an arrow: one CoreGraphics routine for both.

#if canImport(UIKit) || canImport(AppKit)
import BezierArrow
import CoreGraphics
#if canImport(UIKit)
import UIKit

/// The font type of the platform's views.
typealias PlatformFont = UIFont
/// The color type of the platform's views.
typealias PlatformColor = UIColor
/// The view type of the platform.
typealias PlatformView = UIView
#else
import AppKit

/// The font type of the platform's views.
typealias PlatformFont = NSFont
/// The color type of the platform's views.
typealias PlatformColor = NSColor
/// The view type of the platform.
typealias PlatformView = NSView
#endif

/// Draws an arrow as ``ArrowControl`` and ``ArrowNSView`` show it, into the CoreGraphics
/// context UIKit or AppKit gives `draw(_:)`: the outline filled with the template's fill rule,
/// the spine stroked at its line width with its caps and joins (its template's dash on the body,
/// heads solid), the label's text in its box, the selection outline dashed, a ring on the
/// focused tip, and on the selected arrow its body's handles.
/// Widths and dashes are divided by the zoom scale, so they keep their size on screen.
enum ArrowDrawing {
    /// The colors and marks of one drawing.
    struct Style {
        var fill: CGColor
        var stroke: CGColor
        var selection: CGColor
        var isSelected: Bool
        var focusedTip: ArrowTip?
        /// The marks' sizes: zoom and contrast.
        var marks: ArrowMarks
        /// The label's text with its font and color, drawn in `Arrow.labelFrame`, if any.
        var label: NSAttributedString?
        /// The body's handles, on the selected arrow (`ArrowMarks.handleMarks`).
        var handles: [ArrowHandleMark] = []
    }

    /// The body's handles as paths: the waypoints' and bend's disks to fill, the legs'
    /// midpoints' rings to stroke, and the focus ring around a focused waypoint.
    static func handlePaths(_ handles: [ArrowHandleMark], marks: ArrowMarks) -> (disks: CGPath, rings: CGPath, focus: CGPath?) {
        let disks = CGMutablePath(), rings = CGMutablePath()
        var focus: CGPath?
        for mark in handles {
            let r = mark.radius
            let box = CGRect(x: mark.center.x - r, y: mark.center.y - r, width: 2 * r, height: 2 * r)
            if mark.isFilled { disks.addEllipse(in: box) } else { rings.addEllipse(in: box) }
            if mark.isFocused { focus = CGPath(ellipseIn: CGRect(marks.focusRing(around: mark.center)), transform: nil) }
        }
        return (disks, rings, focus)
    }

    /// A label's text as the views draw it: in a font and a color, centred in its box.
    static func labelText(_ text: String, font: PlatformFont, color: PlatformColor) -> NSAttributedString {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        return NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: color, .paragraphStyle: centred])
    }

    /// The label for a text drawn in a font, at a fraction along the body: its box is the
    /// text's measured size (`NSAttributedString.size()`), rounded up to whole points.
    ///
    /// - Returns: `nil` for no text, or a fraction outside 0...1 (which ``ArrowLabel`` refuses).
    static func label(_ text: String?, font: PlatformFont, fraction: Double) -> ArrowLabel? {
        guard let text else { return nil }
        let size = NSAttributedString(string: text, attributes: [.font: font]).size()
        return try? ArrowLabel(text, width: Double(size.width.rounded(.up)), height: Double(size.height.rounded(.up)),
                               fraction: fraction)
    }

    /// The spine with the template's dash cut from the body only (CoreGraphics' own dash would
    /// break the heads too), to stroke solid with the template's caps and joins.
    static func spine(of arrow: Arrow) -> CGPath {
        var spine = CGMutablePath()
        arrow.drawDashedSpine(into: &spine)
        return spine
    }

    /// The focus ring around a tip.
    static func focusRing(of arrow: Arrow, _ tip: ArrowTip, marks: ArrowMarks) -> CGPath {
        CGPath(ellipseIn: CGRect(marks.focusRing(around: arrow.tip(tip))), transform: nil)
    }

    @MainActor
    static func draw(_ arrow: Arrow, _ style: Style, in context: CGContext) {
        context.saveGState()
        defer { context.restoreGState() }
        let marks = style.marks
        context.addPath(arrow.outline.cgPath)
        context.setFillColor(style.fill)
        context.fillPath(using: CGPathFillRule(arrow.template.fillRule))
        if !arrow.spine.isEmpty {
            context.addPath(spine(of: arrow))
            context.setStrokeColor(style.stroke)
            let stroke = arrow.template.strokeStyle
            context.setLineWidth(CGFloat(stroke.width))
            context.setLineCap(CGLineCap(stroke.cap))
            context.setLineJoin(CGLineJoin(stroke.join))
            context.setMiterLimit(CGFloat(stroke.miterLimit))
            context.strokePath()
        }
        if let text = style.label, let box = arrow.labelFrame {
            // Into the current context, which is `context` while a view draws.
            text.draw(in: CGRect(box))
        }
        context.setStrokeColor(style.selection)
        context.setLineCap(.butt)
        // Round joins: `ArrowMarks.drawnBounds` counts the outline's stroke at half its width.
        context.setLineJoin(.round)
        if style.isSelected {
            context.addPath(arrow.selectionOutline.cgPath)
            context.setLineWidth(CGFloat(marks.selectionLineWidth))
            context.setLineDash(phase: 0, lengths: marks.selectionDashPattern.map { CGFloat($0) })
            context.strokePath()
            context.setLineDash(phase: 0, lengths: [])
        }
        if let end = style.focusedTip {
            context.setLineWidth(CGFloat(marks.focusRingLineWidth))
            context.addPath(focusRing(of: arrow, end, marks: marks))
            context.strokePath()
        }
        if !style.handles.isEmpty {
            let paths = handlePaths(style.handles, marks: marks)
            context.setFillColor(style.selection)
            context.addPath(paths.disks)
            context.fillPath()
            context.setLineWidth(CGFloat(marks.handleLineWidth))
            context.addPath(paths.rings)
            context.strokePath()
            if let focus = paths.focus {
                context.setLineWidth(CGFloat(marks.focusRingLineWidth))
                context.addPath(focus)
                context.strokePath()
            }
        }
    }
}
extension ArrowLabel {
    #if canImport(UIKit)
    /// A label whose box is its text's size in a font (`NSAttributedString.size()`, rounded up to
    /// whole points): what a view that shows the text in that font needs.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - font: the font the text is shown in.
    ///   - fraction: where along the body the label sits, from 0 to 1; 0.5 by default.
    /// - Returns: `nil` for a fraction outside 0...1.
    public init?(_ text: String, font: UIFont, fraction: Double = 0.5) {
        guard let label = ArrowDrawing.label(text, font: font, fraction: fraction) else { return nil }
        self = label
    }
    #else
    /// A label whose box is its text's size in a font (`NSAttributedString.size()`, rounded up to
    /// whole points): what a view that shows the text in that font needs.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - font: the font the text is shown in.
    ///   - fraction: where along the body the label sits, from 0 to 1; 0.5 by default.
    /// - Returns: `nil` for a fraction outside 0...1.
    public init?(_ text: String, font: NSFont, fraction: Double = 0.5) {
        guard let label = ArrowDrawing.label(text, font: font, fraction: fraction) else { return nil }
        self = label
    }
    #endif
}
#endif
