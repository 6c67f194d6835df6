// How UIKit views draw an arrow: shape layers and a label, for ArrowControl and each arrow of
// ArrowCanvasView.

#if canImport(UIKit) && (os(iOS) || os(visionOS))
import BezierArrow
import UIKit

/// An arrow drawn by shape layers in a host view: the outline filled, the spine stroked with its
/// template's caps, joins and dash (on the body only), the selection outline dashed, a ring on
/// the focused tip (or waypoint), the selected arrow's body handles, and the label's text in a
/// label view. The host has no backing store of its own, so it may be as large as it likes at
/// no cost, and a move changes paths, not pixels.
@MainActor
final class ArrowLayers {
    private let fillLayer = CAShapeLayer()
    private let spineLayer = CAShapeLayer()
    private let selectionLayer = CAShapeLayer()
    private let focusLayer = CAShapeLayer()
    /// The body's handles: waypoints' and bend's disks, legs' midpoints' rings.
    private let handleDiskLayer = CAShapeLayer()
    private let handleRingLayer = CAShapeLayer()
    private let labelView = UILabel()

    /// Adds the layers and the label to a view, above what it holds.
    init(in host: UIView) {
        for shape in [fillLayer, spineLayer, selectionLayer, focusLayer, handleDiskLayer, handleRingLayer] {
            shape.fillColor = nil
            host.layer.addSublayer(shape)
        }
        selectionLayer.lineCap = .butt
        selectionLayer.lineJoin = .round
        labelView.textAlignment = .center
        labelView.isUserInteractionEnabled = false
        host.addSubview(labelView)
    }

    /// Gives the layers the arrow's paths and the marks' sizes, without implicit animation;
    /// `handles` are the body's, drawn on the selected arrow.
    func update(_ arrow: Arrow, isSelected: Bool, focusedTip: ArrowTip?, handles: [ArrowHandleMark] = [], marks: ArrowMarks,
                labelFont: UIFont) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let stroke = arrow.template.strokeStyle
        fillLayer.path = arrow.outline.cgPath
        fillLayer.fillRule = arrow.template.fillRule == .evenOdd ? .evenOdd : .nonZero
        spineLayer.path = arrow.spine.isEmpty ? nil : ArrowDrawing.spine(of: arrow)
        spineLayer.lineWidth = CGFloat(stroke.width)
        spineLayer.lineCap = switch stroke.cap { case .butt: .butt; case .round: .round; case .square: .square }
        spineLayer.lineJoin = switch stroke.join { case .miter: .miter; case .round: .round; case .bevel: .bevel }
        spineLayer.miterLimit = CGFloat(stroke.miterLimit)
        selectionLayer.path = isSelected ? arrow.selectionOutline.cgPath : nil
        selectionLayer.lineWidth = CGFloat(marks.selectionLineWidth)
        selectionLayer.lineDashPattern = marks.selectionDashPattern.map { NSNumber(value: $0) }
        let handlePaths = handles.isEmpty ? nil : ArrowDrawing.handlePaths(handles, marks: marks)
        handleDiskLayer.path = handlePaths?.disks
        handleRingLayer.path = handlePaths?.rings
        handleRingLayer.lineWidth = CGFloat(marks.handleLineWidth)
        focusLayer.path = focusedTip.map { ArrowDrawing.focusRing(of: arrow, $0, marks: marks) } ?? handlePaths?.focus
        focusLayer.lineWidth = CGFloat(marks.focusRingLineWidth)
        if let label = arrow.label, let box = arrow.labelFrame {
            labelView.isHidden = false
            labelView.text = label.text
            labelView.font = labelFont
            labelView.frame = CGRect(box)
        } else {
            labelView.isHidden = true
        }
    }

    /// Resolves the dynamic colors for a trait collection (layers hold resolved CGColors).
    func setColors(fill: UIColor, stroke: UIColor, selection: UIColor, label: UIColor, for traits: UITraitCollection) {
        fillLayer.fillColor = fill.resolvedColor(with: traits).cgColor
        spineLayer.strokeColor = stroke.resolvedColor(with: traits).cgColor
        let selection = selection.resolvedColor(with: traits).cgColor
        selectionLayer.strokeColor = selection
        focusLayer.strokeColor = selection
        handleDiskLayer.fillColor = selection
        handleRingLayer.strokeColor = selection
        labelView.textColor = label
    }
}
#endif
