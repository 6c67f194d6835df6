// What an ArrowCanvas draws over its arrows while a tip is dragged: the target and snap guides.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI

/// The marks of the pointers in an ``ArrowCanvas``, as the controller last gave them: the
/// selection rectangle (`marquee`, a light fill and a dashed line in the selection's color), the
/// target each dragged tip would bind to (`connectionTargets`) and what each snapped to
/// (`snapGuides`).
///
/// Drawn above every arrow, sized on screen at any zoom as ``ArrowMarks`` are (the same sizes
/// as the UIKit and AppKit canvases' overlay): the target's outline 2 points wide (3 with
/// increased contrast), solid for an edge binding and dashed for a pinned one; the point it would
/// bind at a ring (edge) or a dot (pinned) of 4 points' radius; a guide a hairline (2 points with
/// increased contrast): an angle step's ray from its origin through the tip and a little past it,
/// a cross on a snapped point.
struct ArrowCanvasFeedback<ID: Hashable & Sendable>: Equatable {
    var targets: [ArrowConnectionTarget<ID>] = []
    var guides: [ArrowSnapGuide<ID>] = []
    /// The selection rectangle a pointer draws (`marquee`).
    var marquee: Rect?

    /// The feedback of a controller now.
    init(_ c: ArrowSceneInteraction<ID>) {
        targets = c.connectionTargets
        guides = c.snapGuides
        marquee = c.marquee
    }

    /// No feedback.
    init() {}

    var isEmpty: Bool { targets.isEmpty && guides.isEmpty && marquee == nil }

    /// Draws the marks.
    ///
    /// - Parameters:
    ///   - arrows: the arrows as shown, for an arrow target's outline.
    ///   - shapes: the canvas's shapes, for a shape target's outline.
    func draw(arrows: [ArrowCanvasItem<ID>], shapes: [ArrowCanvasShapeItem<ID>], appearance: ArrowAppearance,
              marks: ArrowMarks, in context: inout GraphicsContext) {
        let highlight = marks.connectionOutlineWidth, radius = marks.connectionMarkRadius
        if let marquee, !marquee.isNull {
            let rect = Path(CGRect(marquee))
            context.fill(rect, with: .style(appearance.selection.opacity(marks.marqueeFillOpacity)))
            context.stroke(rect, with: .style(appearance.selection),
                           style: SwiftUI.StrokeStyle(lineWidth: CGFloat(marks.marqueeLineWidth),
                                                      dash: marks.marqueeDashPattern.map { CGFloat($0) }))
        }
        for target in targets {
            let pinned = target.binding.mode == .pinned
            var outline: BezierPath?
            if target.isArrow {
                outline = arrows.first { $0.id == target.target }?.arrow?.selectionOutline
            } else {
                outline = shapes.first { $0.id == target.target }?.shape.sceneShape?.path
            }
            let style = SwiftUI.StrokeStyle(lineWidth: CGFloat(highlight), lineJoin: .round,
                                            dash: pinned ? [CGFloat(3 * highlight), CGFloat(2 * highlight)] : [])
            if let outline { context.stroke(Path(outline), with: .style(appearance.connectionTarget), style: style) }
            guard target.point.isFinite else { continue }
            let ring = Path(ellipseIn: CGRect(x: target.point.x - radius, y: target.point.y - radius,
                                              width: 2 * radius, height: 2 * radius))
            if pinned {
                context.fill(ring, with: .style(appearance.connectionTarget))
            } else {
                context.stroke(ring, with: .style(appearance.connectionTarget), lineWidth: CGFloat(highlight))
            }
        }
        var lines = Path()
        for (a, b) in marks.snapGuideLines(guides) {
            lines.move(to: CGPoint(a))
            lines.addLine(to: CGPoint(b))
        }
        if !lines.isEmpty { context.stroke(lines, with: .style(appearance.snapGuide), lineWidth: CGFloat(marks.snapGuideLineWidth)) }
    }
}
#endif
