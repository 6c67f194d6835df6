// One arrow's view in an ArrowCanvasView.

#if canImport(UIKit) && (os(iOS) || os(visionOS))
import BezierArrow
import UIKit

/// One arrow's view in a canvas: shape layers and a label, over the whole canvas, taking no
/// touches (the canvas hit-tests its scene).
final class ArrowLayerHost: UIView {
    private(set) lazy var layers = ArrowLayers(in: self)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
#endif
