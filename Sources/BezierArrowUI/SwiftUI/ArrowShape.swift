// SwiftUI's shape for an arrow between two tips, animatable tip by tip.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI

/// An arrow drawn from its template between two tips, as a SwiftUI shape.
///
/// The shape animates its tips, its bend and its heads' size (``animatableData``): inside
/// `withAnimation`, SwiftUI moves them frame by frame and the shape redraws the arrow for each,
/// so the body bends smoothly while the heads stay rigid all the way (interpolating the drawn
/// paths instead would squash the heads in between). The tips turn with their chord rather than
/// pass through each other (see ``AnimatableData``).
///
/// Fill ``Layer/outline`` with the template's `ArrowTemplate.fillRule` and stroke
/// ``Layer/dashedSpine`` with its `ArrowTemplate.strokeStyle` to draw the arrow as designed
/// (its dash on the body, heads solid); ``ArrowView`` does that for you.
///
/// ```swift
/// ArrowShape(DoubleArrow.template, start: CGPoint(x: 20, y: 40), end: end)
///     .fill(.blue, style: FillStyle(DoubleArrow.fillRule))
/// ```
///
/// Not an `InsettableShape`: insetting an arrow's outline would need offset curves that are no
/// longer the template's shape (the heads would thin), so `strokeBorder` has no sensible meaning;
/// stroke the ``Layer/selectionOutline`` or the spine instead.
public struct ArrowShape: Shape {
    /// What of the arrow the shape draws.
    public enum Layer: Hashable, Sendable {
        /// The outline and the spine together (the template's `path(start:end:)`).
        case whole
        /// The closed outline: fill it with the template's fill rule.
        case outline
        /// The open spine: stroke it at the template's line width.
        case spine
        /// The outline as its stroke draws it (`Arrow.dashedOutline`): the template's dash cut
        /// from the body, the heads whole. Stroke it, without a dash, with the template's
        /// `ArrowTemplate.strokeStyle`; the same as ``outline`` for a template without a dash.
        case dashedOutline
        /// The spine as its stroke draws it (`Arrow.dashedSpine`): stroke it, without a dash,
        /// with the template's `ArrowTemplate.strokeStyle`; the same as ``spine`` for a
        /// template without a dash.
        case dashedSpine
        /// The outline of the arrow's visible stroke (`Arrow.selectionOutline`): stroke it
        /// dashed around a selected arrow.
        case selectionOutline
        /// The tap target with an inset (negative widens; see `Arrow.tapTarget(insetBy:tolerance:)`):
        /// a view's content shape, so only touches on the arrow reach it.
        case tapTarget(insetBy: Double)
    }

    /// The template drawn.
    public var template: ArrowTemplate
    /// The start tip, in the shape's coordinates.
    public var start: CGPoint
    /// The end tip, in the shape's coordinates.
    public var end: CGPoint
    /// What the shape draws.
    public var layer: Layer
    /// A label whose box the body is cut around (`Arrow.label`), or `nil`.
    public var label: ArrowLabel?
    /// The bend of a template with a style (`Arrow.bend`), or `nil` for the style's own.
    public var bend: Double?
    /// How far the style's shrinking of heads applies while an animation is under way
    /// (`ArrowAnimationState.headShrinking`), or `nil` for the style's own.
    var headShrinking: Double?

    /// Creates the shape of an arrow between two tips.
    ///
    /// - Parameters:
    ///   - template: the arrow's template (a generated type's `template`); a template with a
    ///     style is drawn with its heads and body.
    ///   - start: the start tip, in the shape's coordinates (not scaled to the frame: the arrow
    ///     is drawn where its tips are).
    ///   - end: the end tip.
    ///   - layer: what to draw; by default outline and spine together.
    ///   - label: a label whose box the body is cut around; none by default.
    ///   - bend: the bend of a template with a style; by default the style's own. Ignored for a
    ///     template without a style.
    public init(_ template: ArrowTemplate, start: CGPoint, end: CGPoint, layer: Layer = .whole,
                label: ArrowLabel? = nil, bend: Double? = nil) {
        self.template = template
        self.start = start
        self.end = end
        self.layer = layer
        self.label = label
        self.bend = bend
    }

    /// The arrow's path for the current tips; empty when a tip is not finite.
    ///
    /// - Parameter rect: ignored: the arrow is drawn at its tips, in the shape's coordinates.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        let s = Point(start), e = Point(end)
        guard s.isFinite, e.isFinite else { return path }
        // The template's own drawing straight into the path; anything more (a dash, a style, a
        // label, the selection outline, the tap target) through the arrow model, which draws it.
        if label == nil && template.style == nil && template.dash == nil {
            switch layer {
            case .whole: template.build(start: s, end: e, into: &path); return path
            case .outline, .dashedOutline: template.buildOutline(start: s, end: e, into: &path); return path
            case .spine, .dashedSpine: template.buildSpine(start: s, end: e, into: &path); return path
            case .selectionOutline, .tapTarget: break
            }
        }
        guard var arrow = Arrow.shown(template, start: start, end: end, bend: bend, label: label) else { return path }
        if let headShrinking, headShrinking != arrow.animationState.headShrinking {
            arrow.animationState = ArrowAnimationState(start: arrow.start, end: arrow.end, bend: arrow.bend,
                                                       headShrinking: headShrinking)
        }
        switch layer {
        case .whole: arrow.draw(into: &path)
        case .outline: arrow.outline.draw(into: &path)
        case .spine: arrow.spine.draw(into: &path)
        case .dashedOutline: arrow.drawDashedOutline(into: &path)
        case .dashedSpine: arrow.drawDashedSpine(into: &path)
        case .selectionOutline: arrow.selectionOutline.draw(into: &path)
        case .tapTarget(let inset): arrow.tapTarget(insetBy: inset).draw(into: &path)
        }
        return path
    }
}
extension Arrow {
    /// The arrow a view shows: a template between two tips, with the bend its view gives (for a
    /// template with a style; ignored otherwise) and its label. One place for ``ArrowShape``,
    /// ``ArrowView`` and ``ArrowCanvasItem``.
    ///
    /// - Returns: `nil` when a tip is not finite.
    static func shown(_ template: ArrowTemplate, start: CGPoint, end: CGPoint, bend: Double?,
                      label: ArrowLabel?) -> Arrow? {
        guard var arrow = Arrow(template: template, start: Point(start), end: Point(end)) else { return nil }
        if let bend, template.style != nil { arrow.bend = bend }
        arrow.label = label
        return arrow
    }
}
#endif
